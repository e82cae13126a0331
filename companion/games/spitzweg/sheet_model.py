"""View-model of the Spitzweg score sheet: stored rows -> targets, scores, totals, winners.

Row scores come from ``scorers.spitzweg.score_exhibition`` (grid rows) or are the numbers
entered (sums rows); targets from ``scorers.spitzweg.target``. A row that no longer
validates is kept and marked with the rule it breaks; it counts for nobody.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from companion.games.base import Explanation
from companion.games.spitzweg.colours import seat_colours
from companion.games.spitzweg.core import attempt
from companion.games.spitzweg.sheet_entries import (
    EXHIBITION,
    HAND,
    PAD_GAMES_TWO_PLAYERS,
    GridRow,
    HandRow,
    Row,
    SumsRow,
    parse,
)
from companion.models import Entry, Session
from scorers.common.models import Violation
from scorers.spitzweg import score_exhibition, target
from scorers.spitzweg.data import CARD_VALUE, MIN_PLAYERS
from scorers.spitzweg.models import Options, ScoreExhibitionRequest

Translate = Callable[..., str]


@dataclass(frozen=True)
class SheetRow:
    """One row as shown: an exhibition (``number`` 1, 2, ...) or the cards-in-hand row."""

    entry: Entry
    kind: str
    number: int = 0
    target: int | None = None
    source: str = ""
    scores: dict[str, int] = field(default_factory=dict)
    """player_id -> points of this row (the hand row: points lost, as a positive number)."""
    closer: str | None = None
    overflow: str | None = None
    deduction: int | None = None
    final: bool = False
    violations: tuple[Violation, ...] = ()
    """Why the stored row does not validate; such a row counts for nobody."""
    warnings: tuple[Violation, ...] = ()
    """Layout faults of a grid row (SPW-VAL-12): scored anyway."""
    explanations: dict[str, Explanation] = field(default_factory=dict)

    @property
    def valid(self) -> bool:
        return not self.violations


@dataclass(frozen=True)
class PadGameSheet:
    """One game of the sheet: the 2-player pad holds two."""

    number: int
    rows: tuple[SheetRow, ...]
    totals: dict[str, int]
    winners: tuple[str, ...]
    complete: bool
    explanations: dict[str, Explanation]


class SpitzwegSheet:
    """Everything the sheet shows, computed from ``session`` on construction."""

    def __init__(self, session: Session, t: Translate) -> None:
        self.session = session
        self.t = t
        self.players = tuple(seat.player_id for seat in session.seats)
        self.names = {seat.player_id: seat.name for seat in session.seats}
        self.colours = seat_colours(session)
        self.options = attempt(lambda: Options.model_validate(
            {k: v for k, v in session.options.items() if k in Options.model_fields}))
        self.pad_games = PAD_GAMES_TWO_PLAYERS if len(self.players) == MIN_PLAYERS else 1
        rows: dict[int, list[SheetRow]] = {n: [] for n in range(1, self.pad_games + 1)}
        for entry in session.entries:
            row = self._row(entry, rows)
            rows[_pad_game(entry, self.pad_games)].append(row)
        self.games = tuple(self._game(number, tuple(found)) for number, found in rows.items())

    # --- one row ------------------------------------------------------------------------------
    def _row(self, entry: Entry, earlier: dict[int, list[SheetRow]]) -> SheetRow:
        if entry.kind not in (EXHIBITION, HAND):
            return SheetRow(entry, entry.kind, violations=(Violation(
                rule="SPW-VAL", message=f"Unknown row kind {entry.kind!r}."),))
        parsed = attempt(lambda: parse(entry.kind, entry.data))
        if isinstance(parsed, Violation):
            return SheetRow(entry, entry.kind, violations=(parsed,))
        before = [row for row in earlier.get(parsed.pad_game, []) if row.valid]
        problem = self._order_fault(parsed, before)
        number = sum(1 for row in before if row.kind == EXHIBITION) + 1
        if isinstance(parsed, HandRow):
            return self._hand_row(entry, parsed, problem)
        goal = attempt(lambda: target(len(self.players), number))
        if isinstance(goal, Violation):
            return SheetRow(entry, entry.kind, number, violations=(goal,))
        if isinstance(parsed, GridRow):
            return self._grid_row(entry, parsed, number, goal, problem)
        return self._sums_row(entry, parsed, number, goal, problem)

    def _order_fault(self, row: Row, before: list[SheetRow]) -> Violation | None:
        if row.pad_game > self.pad_games:
            return Violation(rule="SPW-SETUP-1", message="A second game on one sheet is the "
                             "2-player side of the pad.")
        if any(r.kind == HAND or r.final for r in before) and not (
                isinstance(row, HandRow) and not any(r.kind == HAND for r in before)):
            return Violation(rule="SPW-END-5", message="This game already has its final "
                             "exhibition; only the cards-in-hand row follows it.")
        if isinstance(row, HandRow) and not any(r.final for r in before):
            return Violation(rule="SPW-VAL-10", message="Hand cards only count at game end, "
                             "after the final exhibition.")
        return None

    def _unknown_players(self, ids: object) -> Violation | None:
        unknown = sorted(set(ids or ()) - set(self.players))  # type: ignore[call-overload]
        if unknown:
            return Violation(rule="SPW-VAL-1", message=f"Not seated here: {', '.join(unknown)}.")
        return None

    def _sums_row(self, entry: Entry, row: SumsRow, number: int, goal: int,
                  problem: Violation | None) -> SheetRow:
        faults = [v for v in (problem, self._unknown_players(row.scores),
                              self._unknown_players([row.closer] if row.closer else []))
                  if v is not None]
        if row.final and row.closer is not None:
            faults.append(Violation(rule="SPW-SCORE-5", message="The final exhibition is "
                                    "below its target: nobody closed it, nobody doubles."))
        if not row.final and row.closer is None and not row.closer_unknown:
            faults.append(Violation(rule="SPW-CLOSE-1", message="A closed exhibition has a "
                                    "closer: the player whose turn reached the target."))
        if row.overflow is not None and row.closer is None:
            faults.append(Violation(rule="SPW-VAL-8", message="An overflow card needs a "
                                    "closer who placed it."))
        scores = {pid: row.scores.get(pid, 0) for pid in self.players}
        deduction = None if row.overflow is None else CARD_VALUE[row.overflow]
        explain = {pid: self._explain_sums(number, pid, scores[pid], row, deduction)
                   for pid in self.players}
        return SheetRow(entry, EXHIBITION, number, goal, "sums", scores, row.closer,
                        row.overflow, deduction, row.final, tuple(faults), (), explain)

    def _grid_row(self, entry: Entry, row: GridRow, number: int, goal: int,
                  problem: Violation | None) -> SheetRow:
        if len(self.colours) != len(self.players):
            return SheetRow(entry, EXHIBITION, number, goal, "grid", violations=(Violation(
                rule="SPW-VAL-1", message="Every player needs a distinct token colour."),))
        by_colour = {colour: pid for pid, colour in self.colours.items()}
        options = self.options if isinstance(self.options, Options) else Options()
        answer = attempt(lambda: score_exhibition(ScoreExhibitionRequest(
            players=tuple(self.colours[pid] for pid in self.players), exhibition=row.cells,
            target=row.target, index=number, closer=row.closer, overflow=row.overflow,
            final=row.final, options=options)))
        closer = by_colour.get(row.closer or "")
        grid = {(c.x, c.y): c for c in row.cells}
        over = None if row.overflow is None else grid.get((row.overflow.x, row.overflow.y))
        overflow = None if over is None else over.card
        deduction = None if overflow is None else CARD_VALUE[overflow]
        if isinstance(answer, Violation):
            faults = tuple(v for v in (problem, answer) if v is not None)
            return SheetRow(entry, EXHIBITION, number, goal, "grid", {}, closer, overflow,
                            deduction, row.final, faults)
        scores = {pid: answer.scores[self.colours[pid]] for pid in self.players}
        explain = {pid: self._explain_grid(number, pid, scores[pid], row, closer, overflow)
                   for pid in self.players}
        return SheetRow(entry, EXHIBITION, number, goal, "grid", scores, closer, overflow,
                        deduction, row.final, () if problem is None else (problem,),
                        answer.warnings, explain)

    def _hand_row(self, entry: Entry, row: HandRow, problem: Violation | None) -> SheetRow:
        faults = tuple(v for v in (problem, self._unknown_players(row.penalty)) if v)
        scores = {pid: row.penalty.get(pid, 0) for pid in self.players}
        explain = {pid: Explanation(
            title=self.t("spitzweg.sheet.hand_row"),
            lines=(self.t("spitzweg.explain.hand", name=self.names[pid], points=scores[pid]),),
            rules=("SPW-SCORE-6", "SPW-END-5")) for pid in self.players}
        return SheetRow(entry, HAND, scores=scores, violations=faults, explanations=explain)

    # --- explanations -----------------------------------------------------------------------
    def _explain_sums(self, number: int, pid: str, score: int, row: SumsRow,
                      deduction: int | None) -> Explanation:
        t = self.t
        lines = [t("spitzweg.explain.entered", points=score)]
        rules = ["SPW-SCORE-1", "SPW-SCORE-2"]
        if row.final:
            lines.append(t("spitzweg.explain.final"))
            rules.append("SPW-SCORE-5")
        elif row.closer == pid:
            if row.overflow is not None:
                lines.append(t("spitzweg.explain.overflow", card=row.overflow, points=deduction))
                rules.append("SPW-SCORE-4")
            lines.append(t("spitzweg.explain.closer"))
            rules.append("SPW-SCORE-3")
        return Explanation(title=t("spitzweg.explain.title", number=number,
                                   name=self.names[pid]), lines=tuple(lines), rules=tuple(rules))

    def _explain_grid(self, number: int, pid: str, score: int, row: GridRow,
                      closer: str | None, overflow: str | None) -> Explanation:
        t = self.t
        colour = self.colours[pid]
        over = None if row.overflow is None else (row.overflow.x, row.overflow.y)
        owned = [f"{c.card} {CARD_VALUE[c.card]}" for c in row.cells
                 if c.owner == colour and (c.x, c.y) != over]
        lines = [t("spitzweg.explain.cards", cards=", ".join(owned) or "-")]
        rules = ["SPW-SCORE-1", "SPW-SCORE-2"]
        if row.final:
            lines.append(t("spitzweg.explain.final"))
            rules.append("SPW-SCORE-5")
        elif closer == pid:
            if overflow is not None:
                lines.append(t("spitzweg.explain.overflow", card=overflow,
                               points=CARD_VALUE[overflow]))
                rules.append("SPW-SCORE-4")
            lines.append(t("spitzweg.explain.closer"))
            rules.append("SPW-SCORE-3")
        lines.append(t("spitzweg.explain.result", points=score))
        return Explanation(title=t("spitzweg.explain.title", number=number,
                                   name=self.names[pid]), lines=tuple(lines), rules=tuple(rules))

    # --- one game: totals and winner --------------------------------------------------------
    def _game(self, number: int, rows: tuple[SheetRow, ...]) -> PadGameSheet:
        t = self.t
        counted = [row for row in rows if row.valid]
        totals = {pid: sum(row.scores[pid] * (-1 if row.kind == HAND else 1)
                           for row in counted) for pid in self.players}
        complete = any(row.kind == HAND for row in counted)
        best = max(totals.values(), default=0)
        winners = tuple(pid for pid in self.players if totals[pid] == best) if counted else ()
        explain = {}
        for pid in self.players:
            lines = [t("spitzweg.explain.total_line", number=row.number, points=row.scores[pid])
                     if row.kind == EXHIBITION else
                     t("spitzweg.explain.total_hand", points=row.scores[pid]) for row in counted]
            lines.append(t("spitzweg.explain.total", points=totals[pid]))
            explain[pid] = Explanation(title=t("spitzweg.sheet.total_of", name=self.names[pid]),
                                       lines=tuple(lines), rules=("SPW-SCORE-7",))
        return PadGameSheet(number, rows, totals, winners, complete, explain)

    # --- the whole sheet ------------------------------------------------------------------
    def totals(self) -> dict[str, int]:
        """Points per player over every game on the sheet."""
        return {pid: sum(game.totals[pid] for game in self.games) for pid in self.players}

    def complete(self) -> bool:
        started = [game for game in self.games if game.rows]
        return bool(started) and all(game.complete for game in started)

    def winners(self) -> tuple[str, ...]:
        if not self.complete():
            return ()
        totals = self.totals()
        best = max(totals.values())
        return tuple(pid for pid in self.players if totals[pid] == best)

    def next_slot(self) -> tuple[int, int]:
        """(pad game, exhibition number) the next exhibition row goes to."""
        for game in self.games:
            if not game.complete and not any(row.final and row.valid for row in game.rows):
                done = sum(1 for row in game.rows if row.valid and row.kind == EXHIBITION)
                return game.number, done + 1
        return self.games[-1].number, 1


def _pad_game(entry: Entry, games: int) -> int:
    """The game a row belongs to; a row naming no game of this sheet is shown in game 1."""
    value = entry.data.get("pad_game", 1)
    return value if value in range(1, games + 1) and not isinstance(value, bool) else 1
