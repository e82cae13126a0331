"""Controls drawn once and kept while what they show stays the same.

A sheet is drawn again after every tap and every edit from another phone. Drawing its rows
anew each time made a tap cost as much as the whole sheet: Flet builds each control, finds
them all new and sends them all again. `Kept` keeps the drawn control of each part of a
sheet (a row, a chart) under a key that holds everything the part shows; a drawing whose key
is unchanged hands back the very control on the screen, so Flet finds nothing to send for
it. Kept parts are isolated: a page update does not walk into them, since a kept part never
changes in place (a changed part has another key, so it is drawn anew), or is sent on its
own when it does (a chart that moves its points: `Kept.changed`).

On a screen that sends what changed in place (``Kept(slots=True)``, a score sheet), a part
whose key changed is drawn anew into the frame it had (its *slot*: the n-th part of
its kind on the screen, the kind being the key's first item), and Flet compares the new
drawing with the one on the screen: it sends only the values that differ (a number, a
colour), and the controls keep their ids, so a tap on a stepper that is being redrawn
reaches it. Without that, each changed row was built, sent and drawn by the browser anew.

The key must hold everything the part's drawing reads (its row, the seats, the language,
whether this phone may edit...), and its handlers must read the rest at the time of the
tap (through the screen), not from the drawing. A row the sheet's model reuses while it is
unchanged can be named in the key by ``id(row)`` when the part's ``build`` holds the row
(``partial(draw_row, row)``): the kept part holds its ``build``, so no other object can
take that ``id`` while the key is kept.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass
from functools import partial
from operator import itemgetter
from typing import Any, TypeVar

import flet as ft
from flet.controls.base_control import skip_field

from companion.rows import same_start

T = TypeVar("T")

BLOCK = 16
"""Rows per block (`Kept.rows`): a page update steps over a block as over one control."""
FIRST = itemgetter(0)


@ft.control("Container", isolated=True)  # type: ignore[arg-type]
class KeptPart(ft.Container):
    """A kept part's frame: a page update leaves its inside alone (it never changes, or is
    sent on its own when it does)."""

    held: object = skip_field()
    """What drew it (with what that holds, such as the row whose ``id`` is in its key); for
    a block of rows, its `BlockMemo`."""

    place: object = skip_field()
    """The block of rows it stands in (`Kept.rows`), if any."""


class Kept:
    """The parts of one screen drawn last time, by key. ``draw`` between two ``round``
    calls hands back the kept control for a key drawn last round, or draws it; a round
    forgets the parts the round before did not use."""

    def __init__(self, slots: bool = False) -> None:
        self.slots = slots
        """Whether a changed part is drawn anew in its slot (its screen sends `sent`)."""
        self._last: dict[Hashable, KeptPart] = {}
        self._now: dict[Hashable, KeptPart] = {}
        self._slots: dict[Hashable, Hashable] = {}
        """The key drawn last round in each slot."""
        self._slots_now: dict[Hashable, Hashable] = {}
        self._kinds: dict[Hashable, int] = {}
        """Parts of each kind drawn so far this round (a slot is the n-th of its kind)."""
        self._each = 0
        """Parts drawn by `each` since the screen was made (each one's key is new)."""
        self._frames: dict[Hashable, object] = {}
        self._frames_now: dict[Hashable, object] = {}
        self._changed: list[ft.Control] = []
        self.drawn = 0
        """Parts drawn anew since the screen was made (for tests and benchmarks)."""
        self.redrawn = 0
        """Parts drawn again in their slot since the screen was made."""

    def round(self) -> None:
        """Start a drawing of the whole screen: what the last one did not use is let go."""
        self._last, self._now = self._now, {}
        self._slots, self._slots_now, self._kinds = self._slots_now, {}, {}
        self._frames, self._frames_now = self._frames_now, {}
        self._changed = []

    def draw(self, key: Hashable, build: Callable[[], ft.Control]) -> KeptPart:
        """The part for ``key``: the control kept from the last drawing, or ``build()``."""
        if key in self._now:  # drawn twice in one round: a control stands in one place only
            return KeptPart(content=_id_keys(build()))
        slot = self._slot(key)
        part = self._last.pop(key, None)
        if part is None:
            part = self._redrawn(slot, build)
        if part is None:
            part = KeptPart(content=_id_keys(build()), held=build)
            self.drawn += 1
        self._now[key] = part
        if slot is not None:
            self._slots_now[slot] = key
        return part

    def each(self, kind: str, build: Callable[[], ft.Control]) -> ft.Control:
        """A part drawn anew on every drawing (a form, the totals: what changes with most
        taps), in the slot of the last drawing's, so that only what it shows differently
        is sent."""
        self._each += 1
        return self.draw((kind, "each", self._each), build)

    def hidden(self, kind: str) -> KeptPart | None:
        """The part drawn last round in the first slot of ``kind`` (by `each`), kept as it
        is this round and hidden: a form closed by its save stays on the page unseen, and
        the next one is drawn into it in place, instead of a hundred controls sent away
        and again. None when there is none."""
        slot = (kind, 0)
        key = self._slots.get(slot)
        part = self._last.pop(key, None) if key is not None else None
        if part is None:
            return None
        self._now[key] = part
        self._slots_now[slot] = key
        self._kinds[kind] = max(self._kinds.get(kind, 0), 1)
        part.visible = False
        return part

    def shown(self, part: ft.Control) -> ft.Control:
        """``part`` (from `each`) visible, after `hidden` hid it."""
        part.visible = True
        return part

    def _slot(self, key: Hashable) -> Hashable | None:
        """The n-th part of its kind this round (a key that is a tuple starting with a
        name); None for a key without a kind."""
        if not (self.slots and isinstance(key, tuple) and key and isinstance(key[0], str)):
            return None
        count = self._kinds.get(key[0], 0)
        self._kinds[key[0]] = count + 1
        return key[0], count

    def _redrawn(self, slot: Hashable | None, build: Callable[[], ft.Control]
                 ) -> KeptPart | None:
        """The part that stood in ``slot`` last round, drawn anew by ``build`` in place (to
        be sent, `sent`); None when the slot is new or its part is drawn again already."""
        if slot is None or slot not in self._slots:
            return None
        part = self._last.pop(self._slots.pop(slot), None)
        if part is None:
            return None
        # Flet compares a control's new child with its old one, rather than sending it
        # whole, when the old one is marked as a drawing that does not change in place.
        object.__setattr__(part.content, "_frozen", True)
        part.content, part.held = _id_keys(build()), build
        self._changed.append(part)
        self.redrawn += 1
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

    def changed(self, part: ft.Control) -> None:
        """A part that changed in place inside its frame (a chart that moved its points), to
        be sent on its own once the screen is (`sent`): a page update does not look in."""
        self._changed.append(part)

    def sent(self) -> list[ft.Control]:
        """The parts that changed in place this round, handed over once."""
        changed, self._changed = self._changed, []
        return changed

    def rows(self, rows: Iterable[tuple[Hashable, Callable[[], ft.Control]]],
             spacing: float = 0, name: Hashable = "rows") -> list[ft.Control]:
        """A column's rows, each a kept part, in blocks of `BLOCK` rows: a row added at the
        end is appended to the last block, the only control built and sent, and a page
        update steps over each block as over one control (a block whose rows changed is
        sent on its own, `sent`), so a save costs as much on a long game as on a short
        one. A row never moves to another block (the browser would lose the control it
        drew): a row that would (a row above it was deleted) is drawn anew in its new
        place. The blocks sit in one column that stays (a screen with two lists names
        each)."""
        items = list(rows)
        kind = f"row:{name}"
        column = self.frame(("rows", name, spacing), partial(ft.Column, spacing=spacing))
        blocks: list[ft.Control] = []
        frames, frames_now = self._frames, self._frames_now
        for number, start in enumerate(range(0, len(items), BLOCK)):
            key = ("block", name, spacing, number)
            if key in frames_now:
                raise ValueError(f"rows {name!r} drawn twice in one round")
            block = frames.pop(key, None)
            shown = isinstance(block, KeptPart)
            if not isinstance(block, KeptPart):
                block = _block(spacing)
            frames_now[key] = block
            chunk = items[start:start + BLOCK]
            named = tuple(map(FIRST, chunk))
            memo = block.held
            if shown and isinstance(memo, BlockMemo) and memo.rows == named:
                # The same rows as last time: kept as they are, without a look at each (the
                # rows' keys are compared at C speed, the very objects at once). Its rows
                # stay in its memo, not in the round's parts: only this block can want
                # them back (a row never moves to another block without being drawn anew).
                self._kinds[kind] = start + len(named)
                blocks.append(block)
                continue
            if isinstance(memo, BlockMemo):
                # Its rows as last drawn, to be found by key or slot (`draw`).
                self._last.update(zip(memo.keys, memo.parts, strict=True))
                self._slots.update(memo.slots)
            keys = tuple((kind, row) for row in named)
            parts = [self._placed(row, build, (name, number))
                     for row, (_key, build) in zip(keys, chunk, strict=True)]
            block.held = BlockMemo(named, keys, parts, {
                (kind, start + at): row for at, row in enumerate(keys)} if self.slots else {})
            if not (isinstance(memo, BlockMemo) and _same(parts, memo.parts)):
                inner = block.content
                assert isinstance(inner, ft.Column)
                inner.controls = list(parts)
                if shown:
                    self._changed.append(block)
            blocks.append(block)
        if not _same(blocks, column.data):
            column.data = blocks
            column.controls = list(blocks)
        return [column]

    def items(self, name: Hashable, rows: Sequence[Any], around: Hashable,
              item: Callable[[Any], tuple[Hashable, Callable[[], ft.Control]]]
              ) -> list[tuple[Hashable, Callable[[], ft.Control]]]:
        """``[item(row) for row in rows]`` for `rows`, reusing last round's items of the
        leading rows that are the very objects they were (a sheet's model reuses the rows
        that stay the same), while ``around`` (all else an item reads: seats, language,
        editing) is the same. A save on a long game makes the new row's item only, and the
        kept items' keys are the same objects as before, so `rows` finds their blocks
        unchanged at C speed."""
        key = ("items", name)
        memo = self._frames.pop(key, None)
        same = 0
        if isinstance(memo, ItemsMemo) and memo.around == around:
            same = same_start(memo.rows, rows)
            made = memo.items[:same]
        else:
            made = []
        made += [item(row) for row in rows[same:]]
        self._frames_now[key] = ItemsMemo(around, list(rows), made)
        return made

    def _placed(self, key: Hashable, build: Callable[[], ft.Control],
                place: Hashable) -> KeptPart:
        """The part for ``key`` in the block ``place``: the kept one while it stays in its
        block, else drawn anew."""
        part = self.draw(key, build)
        if part.place is not None and part.place != place:
            part = KeptPart(content=_id_keys(build()), held=build)
            self._now[key] = part
            self.drawn += 1
        part.place = place
        return part


@dataclass(frozen=True)
class BlockMemo:
    """A block's rows as drawn last time (its ``held``): the rows' keys as the screen named
    them, as kept (with their kind), their parts in the same order, and their slots (kept,
    not worked out again, for a block kept whole)."""

    rows: tuple[Hashable, ...]
    keys: tuple[Hashable, ...]
    parts: list[KeptPart]
    slots: dict[Hashable, Hashable]


@dataclass(frozen=True)
class ItemsMemo:
    """A list's items as made last round (`Kept.items`): for which rows, with what around."""

    around: Hashable
    rows: list[Any]
    items: list[tuple[Hashable, Callable[[], ft.Control]]]


def _block(spacing: float) -> KeptPart:
    """A block of kept rows (`Kept.rows`)."""
    return KeptPart(content=ft.Column(spacing=spacing))


def _same(a: Sequence[ft.Control], b: object) -> bool:
    """Whether ``b`` is a list of the very controls of ``a`` (a plain list: quick to go
    through, unlike a control's own list)."""
    return isinstance(b, list) and len(a) == len(b) and all(
        x is y for x, y in zip(a, b, strict=True))


CHILDREN = ("content", "controls", "title", "subtitle", "leading", "trailing", "actions")
"""The fields a part's drawing holds its controls in."""


def _id_keys(control: ft.Control) -> ft.Control:
    """Key each test id's node (a `ft.Semantics` with an ``identifier``) by its id, in the
    whole drawing: Flet then compares a drawing with the last one id by id, and a node whose
    id changed is sent as a new node (the browser does not take a changed id on a node it
    has, and a test or a screen reader would find the node under its old name)."""
    if isinstance(control, ft.Semantics) and control.identifier and control.key is None:
        control.key = control.identifier
    for name in CHILDREN:
        child = getattr(control, name, None)
        if isinstance(child, ft.Control):
            _id_keys(child)
        elif isinstance(child, list):
            for item in child:
                if isinstance(item, ft.Control):
                    _id_keys(item)
    return control


