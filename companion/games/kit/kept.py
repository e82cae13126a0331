"""Controls drawn once and kept while what they show stays the same.

A sheet is drawn again after every tap and every edit from another phone. Drawing its rows
anew each time made a tap cost as much as the whole sheet: Flet builds each control, finds
them all new and sends them all again. `Kept` keeps the drawn control of each part of a
sheet (a row, a chart) under a key that holds everything the part shows; a drawing whose key
is unchanged hands back the very control on the screen, so Flet finds nothing to send for
it. Kept parts are isolated: a page update does not walk into them, since a kept part never
changes in place (a changed part has another key, so it is drawn anew).

The key must hold everything the part's drawing reads (its row, the seats, the language,
whether this phone may edit...), and its handlers must read the rest at the time of the
tap (through the screen), not from the drawing.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from functools import partial
from typing import TypeVar

import flet as ft

T = TypeVar("T")

BLOCK = 16
"""Rows per block (`Kept.rows`): a page update steps over a block as over one control."""


@ft.control("Container", isolated=True)  # type: ignore[arg-type]
class KeptPart(ft.Container):
    """A kept part's frame: a page update leaves its inside alone (it never changes)."""


class Same:
    """A key part that is the very object it holds (for unhashable rows the sheet's model
    reuses while they are unchanged); it keeps the object alive while the key is kept."""

    __slots__ = ("value",)

    def __init__(self, value: object) -> None:
        self.value = value

    def __hash__(self) -> int:
        return id(self.value)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Same) and other.value is self.value


class Kept:
    """The parts of one screen drawn last time, by key. ``draw`` between two ``round``
    calls hands back the kept control for a key drawn last round, or draws it; a round
    forgets the parts the round before did not use."""

    def __init__(self) -> None:
        self._last: dict[Hashable, KeptPart] = {}
        self._now: dict[Hashable, KeptPart] = {}
        self._frames: dict[Hashable, object] = {}
        self._frames_now: dict[Hashable, object] = {}
        self.drawn = 0
        """Parts drawn anew since the screen was made (for tests and benchmarks)."""

    def round(self) -> None:
        """Start a drawing of the whole screen: what the last one did not use is let go."""
        self._last, self._now = self._now, {}
        self._frames, self._frames_now = self._frames_now, {}

    def draw(self, key: Hashable, build: Callable[[], ft.Control]) -> ft.Control:
        """The part for ``key``: the control kept from the last drawing, or ``build()``."""
        if key in self._now:  # drawn twice in one round: a control stands in one place only
            return KeptPart(content=build())
        part = self._last.pop(key, None)
        if part is None:
            part = KeptPart(content=build())
            self.drawn += 1
        self._now[key] = part
        return part

    def frame(self, key: Hashable, make: Callable[[], T]) -> T:
        """The same frame for ``key`` as last round, or ``make()``: a frame is what holds
        kept parts (a game's table), changed in place while its parts come and go, so the
        page finds the parts inside it where they were."""
        if key in self._frames_now:
            raise ValueError(f"frame {key!r} drawn twice in one round")
        frame = self._frames.pop(key) if key in self._frames else make()
        self._frames_now[key] = frame
        return frame  # type: ignore[return-value]

    def rows(self, rows: Iterable[tuple[Hashable, Callable[[], ft.Control]]],
             spacing: float = 0) -> list[ft.Control]:
        """A column's rows, each kept by its key, in kept blocks of `BLOCK` rows: a page
        update steps over an unchanged block at once, and a changed block (a row added to
        the last one) is made anew around the rows it still shows, drawn or kept."""
        keys: list[Hashable] = []
        parts: list[ft.Control] = []
        for key, build in rows:
            keys.append(key)
            parts.append(self.draw(("row", key), build))
        blocks: list[ft.Control] = []
        for start in range(0, len(parts), BLOCK):
            chunk = parts[start:start + BLOCK]
            blocks.append(self.draw(("block", spacing, *keys[start:start + BLOCK]),
                                    partial(ft.Column, chunk, spacing=spacing)))
        return blocks
