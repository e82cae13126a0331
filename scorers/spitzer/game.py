"""The running score (§7, §8): totals, the 42-point board, the winner, the payout, the
dealer, and every game on a score sheet."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from scorers.common.errors import FaultList
from scorers.spitzer.data import (
    BOARD_LAST,
    BOARD_WIN,
    COLUMNS,
    PER_POINT_CENTS,
    POINTS_PER_HOLE,
    STAKE_CENTS,
    WIN_POINTS,
)
from scorers.spitzer.scoring import game_points
from scorers.spitzer.sheet_models import (
    GameScore,
    NewGame,
    ScoreGameRequest,
    ScoreGameResponse,
    SheetRow,
    trusted,
)


def standing(totals: Mapping[str, int]) -> tuple[str | None, bool]:
    """SPZ-GAME-1/2: (sole leader at 42+, or None; whether a tie at the top needs a hand)."""
    best = max(totals.values())
    if best < WIN_POINTS:
        return None, False
    leaders = [name for name, total in totals.items() if total == best]
    return (leaders[0], False) if len(leaders) == 1 else (None, True)


def peg(total: int, winner: bool = False) -> int:
    """The board hole: 0 start, k for 3k points, 14 for 42 and above, 15 = ``win`` (A-14)."""
    return BOARD_WIN if winner else min(total // POINTS_PER_HOLE, BOARD_LAST)


def payout(totals: Mapping[str, int], winner: str, stake: int, per_point: int
           ) -> dict[str, int]:
    """SPZ-PAY-1: each other player pays stake + per_point × the difference, in cents."""
    paid = {name: -(stake + per_point * (totals[winner] - total))
            for name, total in totals.items() if name != winner}
    return {name: paid.get(name, -sum(paid.values())) for name in totals}


def left_of(players: Sequence[str], dealer: str | None) -> str | None:
    """SPZ-DEAL-1/3: the deal passes to the left after every hand and every misdeal."""
    return None if dealer is None else players[(players.index(dealer) + 1) % len(players)]


@dataclass(frozen=True)
class Mark:
    """Where a sheet stood when a new game began after the last one's sole winner: nothing
    later on the sheet changes the games before it (SPZ-GAME-1), so the rest of the sheet can
    be answered from here (`Settled`).

    ``games`` games closed, ``hands`` hands and ``new_games`` new games of the request read
    (this one included), and the deal as it stood (SPZ-DEAL-1/3). A new game that shares
    its place with a misdeal or another new game leaves no mark (the core reads misdeals
    before new games at one place, which a request for the rest could not repeat), nor does
    one whose carried totals already have a winner.
    """

    games: int
    hands: int
    new_games: int
    dealer: str | None
    dealt: bool


@dataclass(frozen=True)
class Settled:
    """A sheet's answer and its marks up to the one to carry on from (the last)."""

    answer: ScoreGameResponse
    marks: tuple[Mark, ...]


class _Sheet:
    """The games of one score sheet, built hand by hand; faults are collected, not raised.

    With ``settled``, the request is the rest of a sheet after its last mark: its ``start``
    is the new game's, and every index the answer gives (a game's hands, a fault's field)
    counts from the beginning of the whole sheet.
    """

    def __init__(self, request: ScoreGameRequest, settled: Settled | None = None) -> None:
        self.request = request
        self.players: Sequence[str] = request.players
        self.faults = FaultList()
        self.games: list[GameScore] = []
        self.rows: list[SheetRow] = []
        self.marks: list[Mark] = []
        self.dealer: str | None = None
        self.dealt = False
        self.hands_before = self.new_games_before = 0
        if settled is not None:
            mark = settled.marks[-1]
            self.games = list(settled.answer.games[:mark.games])
            self.rows = list(settled.answer.hands[:mark.hands])
            self.marks = list(settled.marks)
            self.dealer, self.dealt = mark.dealer, mark.dealt
            self.hands_before, self.new_games_before = mark.hands, mark.new_games
        self._begin(request.start)

    def _begin(self, start: dict[str, int] | None) -> None:
        given = start or {}
        self.start = {name: given.get(name, 0) for name in self.players}
        self.totals = self.start
        self.hands: list[int] = []
        # Points are never negative, so totals only grow: the standing can change only once
        # some total has reached 42, and is read only from there on.
        self.winner, self.another = standing(self.totals) \
            if max(self.totals.values()) >= WIN_POINTS else (None, False)

    def close(self) -> None:
        request, totals, winner = self.request, self.totals, self.winner
        pays = None
        if winner is not None and (request.stake_cents, request.per_point_cents) != (None,
                                                                                       None):
            stake = STAKE_CENTS if request.stake_cents is None else request.stake_cents
            per_point = PER_POINT_CENTS if request.per_point_cents is None \
                else request.per_point_cents
            pays = payout(totals, winner, stake, per_point)
        self.games.append(trusted(GameScore, {
            "number": len(self.games) + 1, "hands": tuple(self.hands), "start": self.start,
            "totals": totals, "pegs": {name: BOARD_WIN if name == winner else min(
                total // POINTS_PER_HOLE, BOARD_LAST) for name, total in totals.items()},
            "winner": winner, "another_hand": self.another, "payout": pays}))

    def breaks(self, index: int) -> None:
        """The misdeals and new games the sheet lists before hand ``index``."""
        request = self.request
        misdealt = False
        for misdeal in request.misdeals:
            if misdeal.before == index:
                self.deal(misdeal.dealer)
                misdealt = True
        news = [number for number, new in enumerate(request.new_games) if new.before == index]
        for number in news:
            if self.new_game(number, request.new_games[number]) and not misdealt \
                    and len(news) == 1 and self.winner is None:
                self.marks.append(Mark(
                    games=len(self.games), hands=self.hands_before + index,
                    new_games=self.new_games_before + number + 1, dealer=self.dealer,
                    dealt=self.dealt or self.hands_before + index > 0))

    def new_game(self, index: int, new: NewGame) -> bool:
        """SPZ-GAME-1: the next game starts once this one has its sole winner."""
        if self.winner is None:
            self.faults.add("SPZ-GAME-1", f"Game {len(self.games) + 1} has no winner yet (42 or "
                            "more, alone at the top), so no new game starts.",
                            fields=[f"new_games.{self.new_games_before + index}"])
            return False
        self.close()
        self._begin(new.start)
        return True

    def deal(self, dealer: str | None) -> str | None:
        """SPZ-DEAL-1/3: the named dealer, else the left of the last one."""
        self.dealer = dealer or left_of(self.players, self.dealer)
        self.dealt = True
        return self.dealer

    def add_hands(self) -> None:
        """Each hand onto its game's running totals (SPZ-SCORE-3/4, SPZ-GAME-1/2)."""
        players, rows, marks = self.players, self.rows, self.places()
        hands = self.request.hands
        row_fields = set(SheetRow.model_fields)
        # The running state lives in locals while hands are added (a score sheet's answer
        # should cost no more than parsing its request); misdeals and new games change it.
        dealer, totals, winner, played, game = \
            self.dealer, self.totals, self.winner, self.hands, len(self.games) + 1
        before = self.hands_before
        for index, hand in enumerate(hands):
            if index in marks:
                self.dealer, self.totals, self.winner = dealer, totals, winner
                self.breaks(index)
                dealer, totals, winner, played, game = \
                    self.dealer, self.totals, self.winner, self.hands, len(self.games) + 1
            dealer = hand.dealer or left_of(players, dealer)
            if winner is not None:
                self.late(before + index, winner, totals[winner])
                continue
            column, value, points = game_points(hand, players)
            totals = {name: totals[name] + points[name] for name in players}
            rows.append(trusted(SheetRow, {
                "column": COLUMNS[column], "value": value, "points": points, "totals": totals,
                "game": game, "dealer": dealer}, row_fields))
            played.append(before + index)
            if max(totals.values()) >= WIN_POINTS:
                winner, self.another = standing(totals)
        self.dealer, self.totals, self.winner = dealer, totals, winner
        self.dealt = self.dealt or bool(hands)
        if len(hands) in marks:
            self.breaks(len(hands))

    def places(self) -> set[int]:
        """Where in ``hands`` the request lists a misdeal or a new game."""
        request = self.request
        return {misdeal.before for misdeal in request.misdeals} | {
            new.before for new in request.new_games}

    def late(self, index: int, winner: str, points: int) -> None:
        """SPZ-VAL-10: no hand after a sole winner, unless a new game starts before it."""
        self.faults.add("SPZ-VAL-10", f"Game over: {winner[:40]} won with {points}; "
                        f"hand {index + 1} came after.", players=[winner[:40]],
                        fields=[f"hands.{index}"])

    def next_dealer(self) -> str | None:
        if not self.dealt:
            return self.players[0]  # the first dealer is chosen freely (SPZ-DEAL-1)
        return left_of(self.players, self.dealer)


def score_game(request: ScoreGameRequest) -> ScoreGameResponse:
    """Add each hand to its game's running totals (§7, §8); every game on the sheet.

    A hand after a sole winner is impossible (SPZ-VAL-10) unless a new game starts before
    it; a new game before the current one has its sole winner breaks SPZ-GAME-1. Every such
    fault is collected and raised together.
    """
    return score_sheet(request)[0]


def score_sheet(request: ScoreGameRequest, settled: Settled | None = None
                ) -> tuple[ScoreGameResponse, tuple[Mark, ...]]:
    """``score_game``, and the marks a later answer of the same sheet may carry on from.

    With ``settled``, ``request`` is the sheet after ``settled``'s last mark (its ``start``
    the new game's start, indices from there); the answer is the whole sheet's, the same as
    ``score_game`` of the whole request, while the rules are applied to the rest alone (the
    games before the mark are taken from ``settled``), so a long evening's sheet is answered
    about as fast as a short one.
    """
    sheet = _Sheet(request, settled)
    sheet.add_hands()
    sheet.faults.raise_if_any()
    sheet.close()
    games = sheet.games
    won = dict.fromkeys(request.players, 0)
    for game in games:
        if game.winner is not None:
            won[game.winner] += 1
    last = games[-1]
    # Built from trusted parts: validating the whole answer again would cost about half as
    # much as parsing the request.
    return trusted(ScoreGameResponse, {
        "totals": last.totals, "pegs": last.pegs, "winner": last.winner,
        "another_hand": last.another_hand, "payout": last.payout,
        "hands": tuple(sheet.rows), "games": tuple(games), "games_won": won,
        "sheet_totals": last.totals if len(games) == 1 else {
            name: sum(game.totals[name] for game in games) for name in request.players},
        "next_dealer": sheet.next_dealer()}), tuple(sheet.marks)
