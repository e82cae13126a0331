"""View-model of the Spitzweg score sheet: the stored rows put to ``score_game``, drawn.

Every number shown is an answer of ``scorers.spitzweg`` (`answer_row` of ``score_game``):
row scores, targets, the overflow deduction, running totals, totals and the winner with
the tie-break house rule. A row the core finds impossible is kept, marked with its rule,
and counts for nobody. Rows are answered once: a new sheet reuses the answers of the rows
it shares with the last one drawn (`sheet_fold`), so a save costs the same on a long pad.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cached_property

from companion.games.base import Explanation, ShownEntry
from companion.games.spitzweg.colours import seat_colours
from companion.games.spitzweg.rules import RULES
from companion.games.spitzweg.sheet_entries import (
    EXHIBITION,
    HAND,
    PAD_GAMES_TWO_PLAYERS,
    ROWS,
    GridRow,
    HandRow,
    SumsRow,
)
from companion.games.spitzweg.sheet_fold import fold
from companion.i18n import Translate
from companion.models import Entry, Session
from companion.rows import typed_row
from scorers.common.models import Violation
from scorers.spitzweg import game_models as pad
from scorers.spitzweg.data import CARD_VALUE, MIN_PLAYERS
from scorers.spitzweg.game import Tally, answer_row, pad_answer, tally
from scorers.spitzweg.game_models import Closing, GameAnswer, GameOptions, RowAnswer
from scorers.spitzweg.validation import seating


@dataclass(frozen=True)
class SheetRow(ShownEntry):
    """One row as shown: an exhibition (``number`` 1, 2, ...) or the cards-in-hand row."""

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
    running: dict[str, int] = field(default_factory=dict)
    """player_id -> total of this game after this row (the core's running total)."""
    pad_game: int = 1
    closing: Closing | None = None
    """The core's arithmetic of the closer's entry ("31 − 4 = 27, ×2 = 54")."""

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
    """The winners once complete, else the players leading (both after the tie-break)."""
    complete: bool
    decided_by: str
    t: Translate
    names: dict[str, str]

    def explanation(self, pid: str) -> Explanation:
        """How ``pid``'s total came about, row by row (drawn when tapped)."""
        t = self.t
        counted = [row for row in self.rows if row.valid]
        lines = [t("spitzweg.explain.total_line", number=row.number, points=row.scores[pid])
                 if row.kind == EXHIBITION else
                 t("spitzweg.explain.total_hand", points=row.scores[pid]) for row in counted]
        lines.append(t("spitzweg.explain.total", points=self.totals[pid]))
        rules = ("SPW-SCORE-7",) if self.decided_by != "hand_penalty" else (
            "SPW-SCORE-7", "SPW_OPT_TIE_BREAK")
        return Explanation(title=t("spitzweg.sheet.total_of", name=self.names[pid]),
                           lines=tuple(lines), rules=rules)


class SpitzwegSheet:
    """Everything the sheet shows, answered by the rules core on construction."""

    def __init__(self, session: Session, t: Translate, lang: str | None = None) -> None:
        """``lang`` names the language ``t`` speaks: sheets of one language share the rows
        answered (every phone at the table, every redraw); without it only sheets drawn
        with this very ``t`` do."""
        self.session = session
        self.t = t
        self.players = tuple(seat.player_id for seat in session.seats)
        self.names = {seat.player_id: seat.name for seat in session.seats}
        self.colours = seat_colours(session)
        chosen = RULES.attempt(lambda: GameOptions.model_validate(
            {k: v for k, v in session.options.items() if k in GameOptions.model_fields}))
        self.options = chosen if isinstance(chosen, GameOptions) else GameOptions()
        self.pad_games = PAD_GAMES_TWO_PLAYERS if len(self.players) == MIN_PLAYERS else 1
        seats = tuple(self.colours.get(pid, pid) for pid in self.players)
        self.seating = RULES.attempt(lambda: seating(seats)) if len(self.colours) == len(
            self.players) else Violation(rule="SPW-VAL-1", message="Every player needs a "
                                         "distinct token colour.")
        self.pid_of = {colour: pid for pid, colour in self.colours.items()}
        start = tally(seats, self.options)
        key = (tuple((s.player_id, s.name, self.colours.get(s.player_id))
                     for s in session.seats), self.options, t if lang is None else lang)
        found = fold(session.id, key, start, session.entries, self._step)
        self.pad = found.pad()
        self.rows = found.rows
        self.answer = pad_answer(self.pad, ()) if self.seating is None else None

    @cached_property
    def games(self) -> tuple[PadGameSheet, ...]:
        """The games on the sheet with their rows (drawn only when a screen asks)."""
        rows: dict[int, list[SheetRow]] = {n: [] for n in range(1, self.pad_games + 1)}
        for row in self.rows:
            rows[row.pad_game if row.pad_game in rows else 1].append(row)
        answers = self.answer.games if self.answer is not None else ()
        return tuple(self._game(number, tuple(found_rows), answers)
                     for number, found_rows in rows.items())

    def row_of(self, entry_id: str) -> SheetRow | None:
        """The drawn row of a stored entry (looked for from the newest row back)."""
        return next((row for row in reversed(self.rows) if row.entry.id == entry_id), None)

    # --- one row ------------------------------------------------------------------------------
    def _step(self, before: Tally, entry: Entry) -> tuple[SheetRow, Tally]:
        """One stored row answered by the core in its place, and the pad after it."""
        if isinstance(self.seating, Violation):
            return SheetRow(entry, entry.kind, violations=(self.seating,)), before
        if entry.kind not in (EXHIBITION, HAND):
            return SheetRow(entry, entry.kind, violations=(Violation(
                rule="SPW-VAL", message=f"Unknown row kind {entry.kind!r}."),)), before
        parsed = RULES.attempt(lambda: typed_row(ROWS, entry))
        if isinstance(parsed, Violation):
            return SheetRow(entry, entry.kind, violations=(parsed,),
                            pad_game=_pad_game(entry)), before
        request = RULES.attempt(lambda: self._pad_row(parsed))
        if isinstance(request, Violation):
            return SheetRow(entry, entry.kind, violations=(request,),
                            pad_game=_pad_game(entry)), before
        answer, after = answer_row(before, request)
        return self._drawn(entry, parsed, answer), after

    def _pad_row(self, row: GridRow | SumsRow | HandRow) -> pad.PadRow:
        """The stored row in the core's words: players by token colour."""
        colour = self.colours.get
        if isinstance(row, HandRow):
            return pad.HandRow(pad_game=row.pad_game, penalty={
                colour(pid, pid): points for pid, points in row.penalty.items()})
        if isinstance(row, GridRow):
            return pad.GridRow(pad_game=row.pad_game, exhibition=row.cells, target=row.target,
                               closer=row.closer, overflow=row.overflow, final=row.final)
        return pad.SumsRow(
            pad_game=row.pad_game, scores={colour(pid, pid): v for pid, v in row.scores.items()},
            closer=None if row.closer is None else colour(row.closer, row.closer),
            overflow=row.overflow, final=row.final, closer_unknown=row.closer_unknown)

    def _drawn(self, entry: Entry, row: GridRow | SumsRow | HandRow,
               answer: RowAnswer) -> SheetRow:
        by_colour = self._by_colour
        points = answer.hand_penalty if isinstance(row, HandRow) else answer.scores
        scores = by_colour(points)
        closer = None if answer.closer is None else self.pid_of.get(answer.closer,
                                                                     answer.closer)
        source = "" if isinstance(row, HandRow) else row.source
        drawn = SheetRow(
            entry, answer.kind, answer.number or 0, answer.target, source, scores, closer,
            answer.overflow, answer.deduction, answer.final, answer.violations,
            answer.warnings, running=by_colour(answer.running), pad_game=answer.pad_game,
            closing=answer.closing)
        if answer.violations:
            return drawn
        explain = {pid: self._explain(drawn, answer, pid) for pid in self.players}
        return replace(drawn, explanations=explain)

    def _by_colour(self, values: dict[str, int]) -> dict[str, int]:
        return {self.pid_of[colour]: v for colour, v in values.items() if colour in self.pid_of}

    # --- explanations -----------------------------------------------------------------------
    def _explain(self, row: SheetRow, answer: RowAnswer, pid: str) -> Explanation:
        t = self.t
        if row.kind == HAND:
            return Explanation(
                title=t("spitzweg.sheet.hand_row"),
                lines=(t("spitzweg.explain.hand", name=self.names[pid],
                         points=row.scores[pid]),), rules=("SPW-SCORE-6", "SPW-END-5"))
        if answer.counted is not None:
            cards = answer.counted.get(self.colours[pid], ())
            lines = [t("spitzweg.explain.cards", cards=", ".join(
                f"{card} {CARD_VALUE[card]}" for card in cards) or "-")]
        else:
            lines = [t("spitzweg.explain.entered", points=row.scores[pid])]
        rules = ["SPW-SCORE-1", "SPW-SCORE-2"]
        if row.final:
            closed = row.closer is not None
            lines.append(t("spitzweg.explain.final_closed" if closed else
                           "spitzweg.explain.final"))
            rules += ["SPW-SCORE-5", "SPW-END-6"] if closed else ["SPW-SCORE-5"]
        if row.closer == pid:
            if row.overflow is not None:
                lines.append(t("spitzweg.explain.overflow", card=row.overflow,
                               points=row.deduction))
                rules.append("SPW-SCORE-4")
            lines.append(t("spitzweg.explain.closer"))
            rules.append("SPW-SCORE-3")
        if answer.counted is not None:
            lines.append(t("spitzweg.explain.result", points=row.scores[pid]))
        return Explanation(title=t("spitzweg.explain.title", number=row.number,
                                   name=self.names[pid]), lines=tuple(lines), rules=tuple(rules))

    # --- one game: totals and winner, as the core answers them ------------------------------
    def _game(self, number: int, rows: tuple[SheetRow, ...],
              answers: tuple[GameAnswer, ...]) -> PadGameSheet:
        if number > len(answers):
            return PadGameSheet(number, rows, dict.fromkeys(self.players, 0), (), False,
                                "none", self.t, self.names)
        answer = answers[number - 1]
        shown = answer.winners if answer.complete else answer.leaders
        return PadGameSheet(number, rows, self._by_colour(answer.totals),
                            tuple(self.pid_of[c] for c in shown), answer.complete,
                            answer.decided_by, self.t, self.names)

    # --- the whole sheet ------------------------------------------------------------------
    def totals(self) -> dict[str, int]:
        """Points per player over every game on the sheet (the core's pad totals)."""
        if self.answer is None:
            return dict.fromkeys(self.players, 0)
        return self._by_colour(self.answer.totals)

    def complete(self) -> bool:
        return self.answer is not None and self.answer.complete

    def winners(self) -> tuple[str, ...]:
        if self.answer is None:
            return ()
        return tuple(self.pid_of[colour] for colour in self.answer.winners)

    def next_slot(self) -> tuple[int, int]:
        """(pad game, exhibition number) the next exhibition row goes to (the core's
        ``next_exhibition``)."""
        answers = self.answer.games if self.answer is not None else ()
        for game in answers:
            if not game.complete and game.next_exhibition is not None:
                return game.number, game.next_exhibition.number
        return len(self.games), 1

    def hand_slot(self) -> int:
        """The pad game a cards-in-hand row goes to: the first one not yet over (after its
        final exhibition, or the one being played, which may have ended on a close)."""
        answers = self.answer.games if self.answer is not None else ()
        return next((game.number for game in answers if not game.complete), len(self.games))


def _pad_game(entry: Entry) -> int:
    """The game a stored row names; one this sheet does not have is shown in game 1."""
    value = entry.data.get("pad_game", 1)
    return value if isinstance(value, int) and not isinstance(value, bool) else 1
