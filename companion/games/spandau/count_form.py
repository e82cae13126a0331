"""Entering one player's artworks as the table sees them when the sleeves are turned over:
per type, how many are genuine and how many forged (a grid of steppers, one tap per
artwork).

A pure draft of the ``reveal`` row's ``by_type`` form (see sheet_entries); the view renders
it and saves ``data()`` as the player's row. What the counts mean (owned, genuine, types,
the winner, a type counted over its four artworks) is the rules core's answer.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from companion.games.spandau.sheet_entries import RevealRow
from scorers.spandau.artwork_models import TypeCount
from scorers.spandau.data import ARTWORK_NUMBERS
from scorers.spandau.models import Artwork


@dataclass
class CountForm:
    pid: str
    types: int
    """Artwork types in the catalogue (8 by default, A-1)."""
    counts: dict[tuple[int, bool], int] = field(default_factory=dict)
    """(type, genuine) -> copies."""
    base: dict[str, Any] | None = None
    """The player's stored row when the form was opened, None if he had none
    (`companion.games.kit.stale`)."""

    @classmethod
    def of(cls, pid: str, types: int, by_type: Iterable[TypeCount] = (),
           artworks: Iterable[Artwork] = (), base: dict[str, Any] | None = None
           ) -> CountForm:
        """The form filled with a stored row's counts, or its artworks counted per type."""
        form = cls(pid, types, base=base)
        for count in by_type:
            form.counts[count.type, True] = count.genuine
            form.counts[count.type, False] = count.forged
        for copy in artworks:
            key = (copy.type, copy.genuine)
            form.counts[key] = form.counts.get(key, 0) + 1
        return form

    @property
    def high(self) -> int:
        """The most copies of one kind a type can have (its artworks, A-1)."""
        return ARTWORK_NUMBERS

    def count(self, kind: int, genuine: bool) -> int:
        return self.counts.get((kind, genuine), 0)

    def step(self, kind: int, genuine: bool, delta: int) -> int:
        """One tap on − or +: the new count (never below none, never above the type's
        artworks)."""
        value = max(0, min(self.high, self.count(kind, genuine) + delta))
        self.counts[kind, genuine] = value
        return value

    @property
    def total(self) -> int:
        return sum(self.counts.values())

    def by_type(self) -> list[dict[str, int]]:
        kinds = sorted({kind for (kind, _), n in self.counts.items() if n})
        return [{"type": kind, "genuine": self.count(kind, True),
                 "forged": self.count(kind, False)} for kind in kinds]

    def data(self) -> dict[str, Any]:
        """The counts as the sheet stores them (what `row` holds)."""
        return {"player": self.pid, "by_type": self.by_type()}

    def row(self) -> RevealRow:
        """The player's reveal as the sheet's row."""
        return RevealRow.model_validate(self.data())
