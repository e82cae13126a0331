"""View-model of the Spitzer score sheet: stored entries -> hands, games, board, league.

Each hand is scored by ``scorers.spitzer`` (``score_hand`` for counted totals,
``record_hand`` for a hand recorded trick by trick); the whole sheet then goes to
``score_game`` in one request, whose answer decides the games on it (where one ends and the
next starts), their running totals, pegs, winners, "another hand", payouts, the games won
and the next dealer. Once a sheet was answered, the next answer carries on from the last
game closed before the first changed row (``score_sheet`` from the core's mark). An entry
that no longer validates stays on the sheet, marked with the rule it breaks, and counts for
nobody.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Hashable
from dataclasses import dataclass, replace
from itertools import islice
from operator import is_
from typing import Any

from companion.formats import Money
from companion.games.spitzer.rules import RULES
from companion.games.spitzer.sheet_entries import (
    HAND,
    MISDEAL,
    NEW_GAME,
    ROWS,
    Misdeal,
    NewGame,
    TotalsHand,
    TricksHand,
)
from companion.games.spitzer.sheet_explain import Explainer
from companion.games.spitzer.sheet_request import sheet_request
from companion.games.spitzer.sheet_rows import Game, SheetRow
from companion.i18n import Translate
from companion.models import Entry, Session
from companion.rows import same_start, typed_row
from scorers.common.errors import ImpossibleInput
from scorers.common.models import Violation
from scorers.spitzer import record_hand, score_hand
from scorers.spitzer.data import PER_POINT_CENTS, STAKE_CENTS
from scorers.spitzer.game import Mark, Settled, score_sheet
from scorers.spitzer.models import HandResult, Options, ScoreHandRequest
from scorers.spitzer.record_models import RecordHandRequest, RecordHandResponse
from scorers.spitzer.sheet_models import ScoreGameRequest, ScoreGameResponse

DEFAULT_CURRENCY = "€"


LATE = {"SPZ-VAL-10": "Game over: this hand came after the winner. Start a new game for it.",
        "SPZ-GAME-1": "A new game starts only after this one has its winner (42 or more, "
                      "alone at the top)."}
"""How the sheet words the core's faults about a hand or a new game in the wrong game."""

KEPT_SHEETS = 16
"""Sheets remembered (a game open on this phone and in the repository, its history line...)."""


@dataclass(frozen=True)
class _Kept:
    """A sheet as last answered: each entry's row checked on its own (by the entry's
    identity), and what ``score_game`` made of those rows. A save of one row scores that
    row alone, and the repository's outcome, its history line and the redrawn sheet of the
    same session version share one ``score_game`` answer. ``marks``: where a new game began
    after a winner (the row's place, the core's mark); a later answer carries on from the
    last one before the first changed row, so a save asks the core about the current game
    only, however many games the evening's sheet holds."""

    key: Hashable
    rows: dict[int, tuple[Entry, SheetRow]]
    checked: tuple[SheetRow, ...]
    answer: ScoreGameResponse
    games: tuple[Game, ...]
    marks: tuple[tuple[int, Mark], ...]


_KEPT: OrderedDict[str, _Kept] = OrderedDict()
_LOCK = threading.Lock()
"""Screens and the repository draw sheets from several threads."""


class SpitzerSheet:
    """Everything the sheet shows, computed from ``session`` on construction."""

    def __init__(self, session: Session, t: Translate) -> None:
        self.session = session
        self.players = tuple(seat.player_id for seat in session.seats)
        self.names = {seat.player_id: seat.name for seat in session.seats}
        chosen = session.options
        self.options = RULES.attempt(lambda: Options.model_validate(
            {k: v for k, v in chosen.items() if k in Options.model_fields}))
        if isinstance(self.options, Violation):
            self.options = Options()
        self.stake = _cents(chosen.get("stake_cents"), STAKE_CENTS)
        self.per_point = _cents(chosen.get("per_point_cents"), PER_POINT_CENTS)
        self.currency = str(chosen.get("currency") or DEFAULT_CURRENCY)
        self.t = t
        self.explain = Explainer(self, t)
        self.games: list[Game] = []
        self._build()

    # --- entries -> games -------------------------------------------------------------------
    def _build(self) -> None:
        """Every entry checked on its own, then the whole sheet in one ``score_game`` request.

        The core decides which game each hand belongs to, every total, winner, payout and
        the next dealer; an entry it refuses (a hand after a winner, a new game before one)
        is marked with its rule and the sheet is asked again without it.
        """
        key = (self.players, self.options.model_dump_json(), self.stake, self.per_point)
        with _LOCK:
            kept = _KEPT.get(self.session.id)
        known = kept.rows if kept is not None and kept.key == key else {}
        rows = []
        for entry in self.session.entries:
            found = known.get(id(entry))
            rows.append(found[1] if found is not None and found[0] is entry else
                        self.row(entry))
        if (kept is not None and known and len(rows) == len(kept.checked)
                and all(map(is_, rows, kept.checked))):
            self.answer, self.games, self.marks = kept.answer, list(kept.games), kept.marks
            return
        self._score(rows, kept if known else None)
        remembered = _Kept(key, {id(entry): (entry, row) for entry, row in zip(
            self.session.entries, rows, strict=True)}, tuple(rows), self.answer,
            tuple(self.games), self.marks)
        with _LOCK:
            _KEPT[self.session.id] = remembered
            _KEPT.move_to_end(self.session.id)
            while len(_KEPT) > KEPT_SHEETS:
                _KEPT.popitem(last=False)

    def _score(self, rows: list[SheetRow], kept: _Kept | None) -> None:
        base, settled, marks = _settled(rows, kept)
        rest = rows[base:]
        mark = settled.marks[-1] if settled is not None else Mark(0, 0, 0, None, False)
        refused: dict[int, Violation] = {}
        while True:
            request, sent = sheet_request(self, rest, refused, mark.hands, mark.new_games)
            try:
                self.answer, answered = score_sheet(request, settled)
                break
            except ImpossibleInput as exc:
                found = {sent[field]: Violation(rule=fault["rule"], message=LATE.get(
                    fault["rule"], fault["message"]))
                    for fault in exc.faults for field in fault.get("fields", ())
                    if field in sent}
                if not found:
                    raise
                refused |= found
        self.marks = (*marks, *((base + sent[f"new_games.{new.new_games - 1}"], new)
                                for new in answered[len(marks):]))
        before = kept.games[:mark.games] if kept is not None else ()
        self._split(rest, refused, sent, before, mark.hands)

    def _split(self, rows: list[SheetRow], refused: dict[int, Violation],
               sent: dict[str, int], before: tuple[Game, ...], counted: int) -> None:
        """The rows of each game the core answered, numbered and with their running totals:
        ``rows`` follow the games ``before`` and their ``counted`` hands."""
        opens = {position for field, position in sent.items() if field.startswith("new_games")}
        totals = islice(self.answer.hands, counted, None)
        games: list[list[SheetRow]] = [[]]
        hands = 0
        for position, row in enumerate(rows):
            if position in opens:
                games.append([])
                hands = 0
            changes: dict[str, Any] = {}
            if position in refused:
                changes["violations"] = (refused[position],)
            elif row.counted:
                changes["totals"] = next(totals).totals
            if row.kind == HAND:
                hands += 1
                changes["number"] = hands
            games[-1].append(replace(row, **changes) if changes else row)
        self.games = [*before, *(Game(score.number, tuple(shown), score) for score, shown in zip(
            self.answer.games[len(before):], games, strict=True))]

    def row(self, entry: Entry, number: int = 1) -> SheetRow:
        """One entry checked and, for a hand, scored on its own (no running totals yet)."""
        if entry.kind not in (HAND, MISDEAL, NEW_GAME):
            return SheetRow(entry, entry.kind, violations=(Violation(
                rule="SPZ-VAL", message=f"Unknown entry kind {entry.kind!r}."),))
        parsed = RULES.attempt(lambda: typed_row(ROWS, entry))
        if isinstance(parsed, Violation):
            return SheetRow(entry, entry.kind, violations=(parsed,))
        if isinstance(parsed, NewGame):
            fault = RULES.attempt(lambda: ScoreGameRequest(players=self.players, hands=(),
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
        scored = RULES.attempt(lambda: score_hand(ScoreHandRequest(
            players=self.players, **result.model_dump(exclude={"options"}),
            options=self.options)))
        if isinstance(scored, Violation):
            return SheetRow(entry, HAND, number, hand.dealer, hand, recorded=recorded,
                            violations=(scored,))
        return SheetRow(entry, HAND, number, hand.dealer, hand, scored, recorded, result)

    def _recorded(self, entry: Entry, number: int, hand: TricksHand) -> SheetRow:
        answer = RULES.attempt(lambda: record_hand(RecordHandRequest(
            players=self.players, dealer=hand.dealer, tricks=hand.tricks, type=hand.type,
            calling_side=hand.calling_side, called_ace=hand.called_ace, kept=hand.kept,
            options=self.options)))
        if isinstance(answer, Violation):
            return SheetRow(entry, HAND, number, hand.dealer, hand, violations=(answer,))
        if not answer.ok and not answer.kept:
            return SheetRow(entry, HAND, number, hand.dealer, hand, recorded=answer,
                            violations=answer.violations)
        result = HandResult(type=answer.type, calling_side=answer.calling_side,
                            side_tricks=answer.side_tricks, side_points=answer.side_points,
                            options=self.options)
        row = self._scored(entry, number, hand, result, answer)
        return replace(row, notes=answer.violations) if answer.kept else row

    # --- what the screens ask ---------------------------------------------------------------
    @property
    def game(self) -> Game:
        """The game being played: the last one on the sheet."""
        return self.games[-1]

    def next_dealer(self) -> str:
        """SPZ-DEAL-1/3, as ``score_game`` answers: the left of the last deal's dealer."""
        return self.answer.next_dealer or self.players[0]

    def games_won(self) -> dict[str, int]:
        """``score_game``'s games won per player on this sheet."""
        return dict(self.answer.games_won)

    def league_points(self) -> dict[str, int]:
        """``score_game``'s game points per player summed over every game on this sheet."""
        return dict(self.answer.sheet_totals)

    def money(self, cents: int, signed: bool = True) -> str:
        """Cents in the players' currency; signed: what a player receives (+) or pays (−)."""
        return self.t("spitzer.money", amount=Money(cents, self.currency, signed))


def _settled(rows: list[SheetRow], kept: _Kept | None
             ) -> tuple[int, Settled | None, tuple[tuple[int, Mark], ...]]:
    """Where this sheet's answer may carry on from the last one: the place of the last new
    game whose row and every row before it are unchanged, the core's settled answer there,
    and the marks up to it; (0, None, ()) to answer the whole sheet."""
    if kept is None or not kept.marks:
        return 0, None, ()
    same = same_start(kept.checked, rows)
    for index in range(len(kept.marks) - 1, -1, -1):
        position = kept.marks[index][0]
        if position < same:
            if not _opens_alone(rows, position):
                continue
            marks = kept.marks[:index + 1]
            return position, Settled(kept.answer, tuple(mark for _, mark in marks)), marks
    return 0, None, ()


def _opens_alone(rows: list[SheetRow], position: int) -> bool:
    """Whether the new game at ``position`` is the only one before the next counted hand:
    the request for the rest takes its first new game as its start, and another one before
    any hand is the whole sheet's to answer (SPZ-GAME-1)."""
    for row in islice(rows, position + 1, None):
        if row.counted:
            return True
        if row.kind == NEW_GAME and row.valid:
            return False
    return True


def _cents(value: object, default: int) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 \
        else default
