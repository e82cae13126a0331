"""Entering one player's artworks by taps: type chip, number chip, genuine or forged.

A pure draft of the ``reveal`` row (see sheet_entries); the view renders it and saves
``data()`` as the player's row.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from companion.games.spandau.sheet_entries import RevealRow
from scorers.spandau.data import ARTWORK_NUMBERS
from scorers.spandau.models import Artwork


@dataclass
class RevealForm:
    pid: str
    types: int
    """Artwork types in the catalogue (8 by default, A-1)."""
    artworks: list[Artwork] = field(default_factory=list)
    type: int | None = None
    number: int | None = None
    genuine: bool | None = None
    selected: int | None = None
    """The artwork being changed; None while adding a new one."""
    base: dict[str, Any] | None = None
    """The player's stored row when the form was opened, None if he had none
    (`companion.games.kit.stale`)."""

    @property
    def numbers(self) -> range:
        return range(1, ARTWORK_NUMBERS + 1)

    asked: bool = False
    """Add was tapped before type, number and genuine/forged were all picked: the form
    says what is missing (until the next pick)."""

    @property
    def ready(self) -> bool:
        return None not in (self.type, self.number, self.genuine)

    @property
    def missing(self) -> tuple[str, ...]:
        """What Add still needs, as the form's words: ``type``, ``number``, ``kind``."""
        return tuple(name for name, value in (("type", self.type), ("number", self.number),
                                              ("kind", self.genuine)) if value is None)

    def pick_type(self, value: int) -> None:
        self.type, self.asked = value, False

    def pick_number(self, value: int) -> None:
        self.number, self.asked = value, False

    def pick_genuine(self, value: bool) -> None:
        self.genuine, self.asked = value, False

    def add(self) -> None:
        """Put the picked artwork in the list (or in place of the selected one). Add is
        never disabled: a tap right after the last pick reaches the server after that pick
        (a button still disabled in the browser dropped such a tap); a tap with something
        missing asks for it."""
        if self.type is None or self.number is None or self.genuine is None:
            self.asked = True
            return
        copy = Artwork(type=self.type, number=self.number, genuine=self.genuine)
        if self.selected is None:
            self.artworks.append(copy)
        else:
            self.artworks[self.selected] = copy
        self._clear()

    def select(self, index: int) -> None:
        """Tap an artwork to change it; tap it again to go back to adding."""
        if self.selected == index:
            self._clear()
            return
        copy = self.artworks[index]
        self.selected, self.type, self.number, self.genuine = (
            index, copy.type, copy.number, copy.genuine)

    def remove(self) -> None:
        if self.selected is not None:
            del self.artworks[self.selected]
        self._clear()

    def _clear(self) -> None:
        self.type = self.number = self.genuine = self.selected = None
        self.asked = False

    def data(self) -> dict[str, Any]:
        """The artworks as the sheet stores them (what `row` holds)."""
        return {"player": self.pid, "artworks": [a.model_dump() for a in self.artworks]}

    def row(self) -> RevealRow:
        """The player's reveal as the sheet's row."""
        return RevealRow.model_validate(self.data())
