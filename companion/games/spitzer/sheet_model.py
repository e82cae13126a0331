"""View-model of the Spitzer score sheet: stored entries -> hands, games, board, league.

Each hand is scored by ``scorers.spitzer`` (``score_hand`` for counted totals,
``record_hand`` for a hand recorded trick by trick); each game's running totals, pegs,
winner, "another hand" and payout come from ``score_game``. An entry that no longer
validates stays on the sheet, marked with the rule it breaks, and counts for nobody.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace

from companion.games.spitzer.core import attempt
from companion.games.spitzer.sheet_entries import (
    HAND,
    MISDEAL,
    NEW_GAME,
    Misdeal,
    NewGame,
    TotalsHand,
    TricksHand,
    parse,
)
from companion.games.spitzer.sheet_explain import Explainer
from companion.models import Entry, Session
from scorers.common.errors import ImpossibleInput
from scorers.common.models import Violation
from scorers.spitzer import record_hand, score_game, score_hand
from scorers.spitzer.data import PER_POINT_CENTS, STAKE_CENTS
from scorers.spitzer.models import (
    HandResult,
    Options,
    ScoreGameRequest,
    ScoreGameResponse,
    ScoreHandRequest,
    ScoreHandResponse,
)
from scorers.spitzer.record_models import RecordHandRequest, RecordHandResponse

Translate = Callable[..., str]
DEFAULT_CURRENCY = "€"


@dataclass(frozen=True)
class SheetRow:
    """One entry as shown: a hand (``number`` 1, 2, ... within its game), a misdeal, a new game."""

    entry: Entry
    kind: str
    number: int = 0
    dealer: str | None = None
    hand: TotalsHand | TricksHand | None = None
    scored: ScoreHandResponse | None = None
    recorded: RecordHandResponse | None = None
    result: HandResult | None = None
    totals: dict[str, int] = field(default_factory=dict)
    violations: tuple[Violation, ...] = ()

    @property
    def valid(self) -> bool:
        return not self.violations

    @property
    def counted(self) -> bool:
        return self.valid and self.scored is not None


@dataclass(frozen=True)
class Game:
    """One game to 42 on the sheet; ``score`` is ``score_game``'s answer for its hands."""

    number: int
    rows: tuple[SheetRow, ...]
    score: ScoreGameResponse

    @property
    def winner(self) -> str | None:
        return self.score.winner


class SpitzerSheet:
    """Everything the sheet shows, computed from ``session`` on construction."""

    def __init__(self, session: Session, t: Translate) -> None:
        self.session = session
        self.players = tuple(seat.player_id for seat in session.seats)
        self.names = {seat.player_id: seat.name for seat in session.seats}
        chosen = session.options
        self.options = attempt(lambda: Options.model_validate(
            {k: v for k, v in chosen.items() if k in Options.model_fields}))
        if isinstance(self.options, Violation):
            self.options = Options()
        self.stake = _cents(chosen.get("stake_cents"), STAKE_CENTS)
        self.per_point = _cents(chosen.get("per_point_cents"), PER_POINT_CENTS)
        self.currency = str(chosen.get("currency") or DEFAULT_CURRENCY)
        self.t = t
        self.explain = Explainer(self, t)
        self.games: list[Game] = []
        self.last_dealer: str | None = None
        self._build()

    # --- entries -> games -------------------------------------------------------------------
    def _build(self) -> None:
        rows: list[SheetRow] = []
        start: dict[str, int] | None = None
        for entry in self.session.entries:
            row = self.row(entry, number=sum(1 for r in rows if r.kind == HAND) + 1)
            if row.kind == NEW_GAME and row.valid:
                if any(r.kind == HAND for r in rows) or self.games:
                    fault = self._game_open(rows, start)
                    if fault is not None:
                        rows.append(replace(row, violations=(fault,)))
                        continue
                    self.games.append(self._game(rows, start))
                    rows = []
                parsed = parse(NEW_GAME, entry.data)
                start = parsed.start if isinstance(parsed, NewGame) else None
            if row.dealer is not None and row.valid:
                self.last_dealer = row.dealer
            rows.append(row)
        self.games.append(self._game(rows, start))

    def _game_open(self, rows: list[SheetRow], start: dict[str, int] | None
                   ) -> Violation | None:
        if self._game(rows, start).winner is None:
            return Violation(rule="SPZ-GAME-1", message="A new game starts only after this "
                             "one has its winner (42 or more, alone at the top).")
        return None

    def row(self, entry: Entry, number: int = 1) -> SheetRow:
        """One entry checked and, for a hand, scored on its own (no running totals yet)."""
        if entry.kind not in (HAND, MISDEAL, NEW_GAME):
            return SheetRow(entry, entry.kind, violations=(Violation(
                rule="SPZ-VAL", message=f"Unknown entry kind {entry.kind!r}."),))
        parsed = attempt(lambda: parse(entry.kind, entry.data))
        if isinstance(parsed, Violation):
            return SheetRow(entry, entry.kind, violations=(parsed,))
        if isinstance(parsed, NewGame):
            fault = attempt(lambda: ScoreGameRequest(players=self.players, hands=(),
                                                     start=parsed.start))
            return SheetRow(entry, NEW_GAME, violations=(fault,) if isinstance(
                fault, Violation) else ())
        dealer_fault = self._dealer_fault(parsed.dealer)
        if isinstance(parsed, Misdeal):
            return SheetRow(entry, MISDEAL, dealer=parsed.dealer,
                            violations=(dealer_fault,) if dealer_fault else ())
        if dealer_fault is not None:
            return SheetRow(entry, HAND, number, hand=parsed, violations=(dealer_fault,))
        if isinstance(parsed, TricksHand):
            return self._recorded(entry, number, parsed)
        result = HandResult(type=parsed.type, calling_side=parsed.calling_side,
                            side_tricks=parsed.side_tricks, side_points=parsed.side_points,
                            club_queen=parsed.club_queen, options=self.options)
        return self._scored(entry, number, parsed, result)

    def _dealer_fault(self, dealer: str) -> Violation | None:
        if dealer in self.players:
            return None
        return Violation(rule="SPZ-DEAL-1", message=f"{dealer[:40]!r} is not at this table.")

    def _scored(self, entry: Entry, number: int, hand: TotalsHand | TricksHand,
                result: HandResult, recorded: RecordHandResponse | None = None) -> SheetRow:
        scored = attempt(lambda: score_hand(ScoreHandRequest(
            players=self.players, **result.model_dump(exclude={"options"}),
            options=self.options)))
        if isinstance(scored, Violation):
            return SheetRow(entry, HAND, number, hand.dealer, hand, recorded=recorded,
                            violations=(scored,))
        return SheetRow(entry, HAND, number, hand.dealer, hand, scored, recorded, result)

    def _recorded(self, entry: Entry, number: int, hand: TricksHand) -> SheetRow:
        answer = attempt(lambda: record_hand(RecordHandRequest(
            players=self.players, dealer=hand.dealer, tricks=hand.tricks, type=hand.type,
            calling_side=hand.calling_side, called_ace=hand.called_ace, options=self.options)))
        if isinstance(answer, Violation):
            return SheetRow(entry, HAND, number, hand.dealer, hand, violations=(answer,))
        if not answer.ok:
            return SheetRow(entry, HAND, number, hand.dealer, hand, recorded=answer,
                            violations=answer.violations)
        result = HandResult(type=answer.type, calling_side=answer.calling_side,
                            side_tricks=answer.side_tricks, side_points=answer.side_points,
                            options=self.options)
        return self._scored(entry, number, hand, result, answer)

    def _game(self, rows: list[SheetRow], start: dict[str, int] | None) -> Game:
        """``score_game`` over the counted hands; hands after a sole winner are marked."""
        counted = [row for row in rows if row.counted]
        score, late = self._score(counted, start)
        after = {id(row) for row in counted[late:]} if late is not None else set()
        totals = iter(score.hands)
        shown = []
        for row in rows:
            if id(row) in after:
                row = replace(row, violations=(Violation(
                    rule="SPZ-VAL-10", message="Game over: this hand came after the "
                    "winner. Start a new game for it."),))
            elif row.counted:
                row = replace(row, totals=next(totals).totals)
            shown.append(row)
        return Game(len(self.games) + 1, tuple(shown), score)

    def _score(self, counted: list[SheetRow], start: dict[str, int] | None
               ) -> tuple[ScoreGameResponse, int | None]:
        def ask(rows: list[SheetRow]) -> ScoreGameResponse:
            return score_game(ScoreGameRequest(
                players=self.players, hands=tuple(r.result for r in rows if r.result),
                stake_cents=self.stake, per_point_cents=self.per_point, start=start))
        try:
            return ask(counted), None
        except ImpossibleInput as exc:
            if exc.rule != "SPZ-VAL-10":
                raise
            late = int(exc.details[0]["hand"])
            return ask(counted[:late]), late

    # --- what the screens ask ---------------------------------------------------------------
    @property
    def game(self) -> Game:
        """The game being played: the last one on the sheet."""
        return self.games[-1]

    def next_dealer(self) -> str:
        """SPZ-DEAL-1/3: the deal passes to the left after every hand and every misdeal."""
        if self.last_dealer is None:
            return self.players[0]
        return self.players[(self.players.index(self.last_dealer) + 1) % len(self.players)]

    def games_won(self) -> dict[str, int]:
        won = dict.fromkeys(self.players, 0)
        for game in self.games:
            if game.winner is not None:
                won[game.winner] += 1
        return won

    def league_points(self) -> dict[str, int]:
        """Game points per player summed over every game on this sheet."""
        return {pid: sum(game.score.totals[pid] for game in self.games) for pid in self.players}

    def money(self, cents: int, signed: bool = True) -> str:
        """Cents in the players' currency; signed: what a player receives (+) or pays (−)."""
        sign = "" if not signed else "−" if cents < 0 else "+" if cents > 0 else ""
        return self.t("spitzer.money", sign=sign, currency=self.currency,
                      units=abs(cents) // 100, cents=f"{abs(cents) % 100:02d}")


def _cents(value: object, default: int) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 \
        else default
