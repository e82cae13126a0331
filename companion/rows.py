"""Typed sheet rows: each game declares its stored rows as one pydantic discriminated union.

A stored `Entry` keeps ``kind`` and ``data`` apart on disk; the row is ``{"kind": kind,
**data}`` validated by the game's ``ROWS`` adapter (``plugin.rows``). Each row model is a
`Row`: it carries its ``kind`` as a ``Literal`` field excluded from the dump, so a dumped row
(`row_data`) is exactly the ``data`` that is stored. Rows go in through the doors
(``add_entry(row)``, ``update_entry(entry_id, row)``, ``send_to_sheet(row)``) and come back
out of a stored entry once (`typed_row`, kept per entry).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from itertools import compress, count
from operator import is_not
from typing import Any, TypeVar

from pydantic import ConfigDict, Field, TypeAdapter, ValidationError

from companion.models import Entry
from scorers.common.errors import ImpossibleInput
from scorers.common.models import Model

T = TypeVar("T")
KEPT = 50_000
"""Entries whose reading `typed_row` remembers (the rows of the games open lately)."""


class Row(Model):
    """One row of a game's sheet: the base of every game's row models (``sheet_entries``).

    A game's model narrows ``kind`` to its ``Literal`` (with that default); the kind is
    stored beside the data (`Entry.kind`), never in it."""

    model_config = ConfigDict(frozen=True, extra="forbid", ser_json_inf_nan="constants")
    """A number that JSON cannot hold stays as it is in the dump, so the store refuses it
    (`companion.store.checks`) instead of writing null."""

    kind: str = Field(exclude=True)


def row_data(row: Row) -> dict[str, Any]:
    """What the store keeps of ``row`` (`Entry.data`): the fields it was given, as JSON
    values, in the model's order. A row read from a file is written back as it was read,
    and a form's row holds what the person entered; fields left at their default are not
    written (the files stay as they always were). ValueError for anything but a row."""
    if not isinstance(row, Row):
        raise ValueError(f"A sheet row must be one of the game's row models, not a "
                         f"{type(row).__name__}; nothing was saved.")
    return row.model_dump(mode="json", exclude_unset=True)


def parse_row(rows: TypeAdapter[T], kind: str, data: dict[str, Any]) -> T:
    """The game's row of this ``kind`` holding ``data`` (the stored shape, e.g. a game's
    ``examples``); ValueError naming each field that does not fit."""
    try:
        return rows.validate_python(row_input(kind, data))
    except ValidationError as error:
        raise ValueError(f"The {kind} row does not fit the game "
                         f"({'; '.join(_lines(error, kind, data))}).") from None


def same_start(old: Sequence[Any], new: Sequence[Any], equal: bool = False) -> int:
    """How many leading rows of ``new`` are those of ``old``: the very objects (the usual
    case after a save, found at C speed), and with ``equal`` rows equal to them too.

    >>> a, b = ["x"], ["y"]
    >>> same_start([a, b, a], [a, b, ["z"]]), same_start([a, b], [a, ["y"]], equal=True)
    (2, 2)
    """
    limit = min(len(old), len(new))
    same: int = next(compress(count(), map(is_not, old[:limit], new[:limit])), limit)
    while equal and same < limit and old[same] == new[same]:
        same += 1
    return same


def shape_of(field: str, default: str, other: str) -> Callable[[Any], str]:
    """A row kind's two shapes told apart by ``field`` (a pydantic ``Discriminator``):
    ``other`` when the row's ``field`` says so, else ``default`` (what older rows without the
    field are).

    >>> shape_of("mode", "totals", "tricks")({"mode": "tricks"})
    'tricks'
    """
    def shape(value: Any) -> str:
        found = value.get(field) if isinstance(value, dict) else getattr(value, field, None)
        return other if found == other else default
    return shape


def row_input(kind: str, data: dict[str, Any]) -> dict[str, Any]:
    """What a game's adapter validates: the stored data with its kind."""
    return {**data, "kind": kind}


_READ: OrderedDict[int, tuple[Entry, TypeAdapter[Any], Any]] = OrderedDict()
_LOCK = threading.Lock()
"""Screens, the results layer and the store read rows from several threads."""


def typed_row(rows: TypeAdapter[T], entry: Entry) -> T:
    """The stored entry as its game's row model: the one place a sheet, a form and the
    results layer read a row. A row that does not fit raises ValueError naming the field (or
    pydantic's error when a rule of the core refused it, so its rule is cited); a sheet
    keeps such a row and shows it as broken.

    Stored entries are frozen and a save keeps the very objects of the rows it did not
    change, so each entry is read once (kept by identity, holding the object, so no other
    object can take its ``id``) however many phones and screens show it."""
    key = id(entry)
    with _LOCK:
        found = _READ.get(key)
        if found is not None and found[0] is entry and found[1] is rows:
            _READ.move_to_end(key)
    if found is None or found[0] is not entry or found[1] is not rows:
        found = (entry, rows, _read(rows, entry))
        with _LOCK:
            _READ[key] = found
            while len(_READ) > KEPT:
                _READ.popitem(last=False)
    if isinstance(found[2], Exception):
        raise found[2].with_traceback(None)
    read: T = found[2]
    return read


def _read(rows: TypeAdapter[T], entry: Entry) -> T | Exception:
    try:
        return rows.validate_python(row_input(entry.kind, entry.data))
    except ValidationError as error:
        if any(isinstance((fault.get("ctx") or {}).get("error"), ImpossibleInput)
               for fault in error.errors(include_url=False)):
            return error
        return ValueError(_lines(error, entry.kind, entry.data)[0])


def _field(loc: tuple[int | str, ...], kind: str, data: dict[str, Any]) -> str:
    """The field a fault is about, without the union's tags (the kind, the row's shape)."""
    parts = list(loc)
    if parts and parts[0] == kind:
        parts.pop(0)
    if len(parts) > 1 and isinstance(parts[0], str) and parts[0] not in data:
        parts.pop(0)  # the tag of a kind with two shapes ("totals"/"tricks", "sums"/"grid")
    return ".".join(str(part) for part in parts)


def row_problems(rows: TypeAdapter[Any], kind: str, data: dict[str, Any]) -> list[str]:
    """Why ``data`` is not a ``kind`` row of this game, one line per field; empty when it fits."""
    try:
        rows.validate_python(row_input(kind, data))
    except ValidationError as error:
        return _lines(error, kind, data)
    return []


def _lines(error: ValidationError, kind: str, data: dict[str, Any]) -> list[str]:
    lines = []
    for fault in error.errors(include_url=False):
        where = _field(tuple(fault["loc"]), kind, data)
        if not where and fault["type"] == "union_tag_invalid":
            where = "kind"  # a row of another game, or of none
        lines.append(f"{where}: {fault['msg']}" if where else str(fault["msg"]))
    return lines
