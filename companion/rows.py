"""Typed sheet rows: each game declares its stored rows as one pydantic discriminated union.

A stored `Entry` keeps ``kind`` and ``data`` apart on disk; the row is ``{"kind": kind,
**data}`` validated by the game's ``ROWS`` adapter (``plugin.rows``). Each row model carries
its ``kind`` as a ``Literal`` field excluded from ``model_dump``, so a dumped row is exactly the
``data`` that is stored.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import compress, count
from operator import is_not
from typing import Any, TypeVar

from pydantic import TypeAdapter, ValidationError

from companion.models import Entry
from scorers.common.errors import ImpossibleInput

T = TypeVar("T")


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


def typed_row(rows: TypeAdapter[T], entry: Entry) -> T:
    """The stored entry as its game's row model. A row that does not fit raises ValueError
    naming the field (or pydantic's error when a rule of the core refused it, so its rule
    is cited); a sheet keeps such a row and shows it as broken."""
    try:
        return rows.validate_python(row_input(entry.kind, entry.data))
    except ValidationError as error:
        if any(isinstance((fault.get("ctx") or {}).get("error"), ImpossibleInput)
               for fault in error.errors(include_url=False)):
            raise
        raise ValueError(_lines(error, entry.kind, entry.data)[0]) from None


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
        lines.append(f"{where}: {fault['msg']}" if where else str(fault["msg"]))
    return lines
