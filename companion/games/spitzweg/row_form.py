"""View-model of the sheet's row form: a plain exhibition row or the cards-in-hand row.

The form is checked by putting the candidate row into a copy of the session and reading
its verdict from `SpitzwegSheet`, so the form and the sheet can never disagree.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from companion.games.spitzweg.sheet_entries import EXHIBITION, HAND, ROWS, Row
from companion.games.spitzweg.sheet_model import SheetRow, SpitzwegSheet
from companion.models import Entry
from companion.numbers import SCORE
from companion.rows import parse_row
from scorers.common.models import Violation
from scorers.spitzweg.data import JOKER

DRAFT_ID = "draft"


@dataclass
class RowForm:
    sheet: SpitzwegSheet
    kind: str = EXHIBITION
    pad_game: int = 1
    scores: dict[str, int] = field(default_factory=dict)
    closer: str | None = None
    overflow: str | None = None
    """Card code of the overflow card, or None."""
    final: bool = False
    editing: str | None = None
    """The entry id being edited; None for a new row."""
    base: dict[str, Any] | None = None
    """The edited row's data when the form was opened (`companion.games.kit.stale`)."""

    @classmethod
    def new(cls, sheet: SpitzwegSheet, kind: str = EXHIBITION) -> RowForm:
        """A new row in the game it belongs to: an exhibition in the game being played, the
        cards in hand in the game that just ended."""
        pad_game = sheet.hand_slot() if kind == HAND else sheet.next_slot()[0]
        return cls(sheet, kind, pad_game, dict.fromkeys(sheet.players, 0))

    @classmethod
    def edit(cls, sheet: SpitzwegSheet, entry: Entry) -> RowForm:
        data = entry.data
        numbers = data.get("penalty" if entry.kind == HAND else "scores", {})
        return cls(sheet, entry.kind, int(data.get("pad_game", 1)),
                   {pid: int(numbers.get(pid, 0)) for pid in sheet.players},
                   data.get("closer"), data.get("overflow"), bool(data.get("final", False)),
                   editing=entry.id, base=dict(entry.data))

    def step(self, pid: str, delta: int) -> None:
        """+/- on a player's number; points lost in hand never go below 0."""
        value = SCORE.clamp(self.scores.get(pid, 0) + delta)
        self.scores[pid] = max(value, 0) if self.kind == HAND else value

    def set_closer(self, pid: str | None) -> None:
        """The closer; a final exhibition may have one: it closed and nobody could open the
        next (SPW-END-6), so he doubles."""
        self.closer = pid
        if pid is None:
            self.overflow = None

    def set_final(self, final: bool) -> None:
        self.final = final

    def set_overflow(self, letter: str | None, value: int | None = None) -> None:
        """``letter`` R/B/Y/G with a value, ``J`` for a Joker, None for no overflow card."""
        if letter is None:
            self.overflow = None
        elif letter == JOKER:
            self.overflow = JOKER
        else:
            old = self.overflow[1:] if self.overflow and self.overflow != JOKER else "1"
            self.overflow = f"{letter}{value if value is not None else old}"

    def data(self) -> dict[str, Any]:
        """The row as the sheet stores it (what `row` holds; `preview` reads it as the sheet
        would, fitting or not)."""
        if self.kind == HAND:
            return {"pad_game": self.pad_game, "penalty": dict(self.scores)}
        return {"source": "sums", "pad_game": self.pad_game, "scores": dict(self.scores),
                "closer": self.closer, "overflow": self.overflow, "final": self.final}

    def row(self) -> Row:
        """The row as the sheet's row; ValueError naming the field when what was typed does
        not fit (`preview` then shows it as broken)."""
        return parse_row(ROWS, self.kind, self.data())

    def preview(self) -> SheetRow:
        """The row as the sheet would show it, in its place among the others."""
        session = self.sheet.session
        draft = Entry(id=self.editing or DRAFT_ID, kind=self.kind, data=self.data(),
                      at=datetime.now())
        entries = [draft if entry.id == self.editing else entry for entry in session.entries]
        if not any(entry is draft for entry in entries):  # a new row, or one deleted meanwhile
            entries.append(draft)
        copy = SpitzwegSheet(session.model_copy(update={"entries": tuple(entries)}),
                             self.sheet.t)
        return next(row for game in copy.games for row in game.rows
                    if row.entry.id == draft.id)

    def violations(self) -> tuple[Violation, ...]:
        return self.preview().violations
