"""A Spandau sheet's stored rows sorted into the players' reveals, the game's end and the
stray rows, kept per session so a new sheet sorts only the rows that changed.

A sheet is computed again on every save and every redraw, on every phone, and the
repository computes it for the outcome and the history line as well; parsing and sorting
every stored row each time made a save cost as much as the whole game. A sheet reuses the
sort of every leading entry it shares with the last sheet of its session and key (the
very same entry, or an equal one), and the parse of any entry it shares with it by id.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from companion.games.spandau.rules import RULES
from companion.games.spandau.sheet_entries import ROWS, Row
from companion.models import Entry
from companion.rows import same_start, typed_row
from scorers.common.models import Violation

S = TypeVar("S")
X = TypeVar("X")

Parsed = Row | Violation
"""A stored row as its model, or why it does not fit (the rule it breaks)."""

KEPT_SHEETS = 16
"""Sorts remembered (a game open on this phone, in each language, and in the repository)."""


@dataclass(frozen=True)
class Mark(Generic[S]):
    """The sort after one entry: the entry parsed, the stray rows so far, and the state
    (players' rows, the end) so far; a state is never changed, a step makes a new one."""

    parsed: Parsed
    strays: int
    state: S


@dataclass(frozen=True)
class Sorted(Generic[S, X]):
    """The sort of one sheet's entries as last asked for (never changed: a new sort is a
    new one)."""

    entries: list[Entry]
    marks: list[Mark[S]]
    stray: list[X]


_SORTS: OrderedDict[tuple[str, Hashable], Sorted[Any, Any]] = OrderedDict()
_LOCK = threading.Lock()
"""Screens and the repository compute sheets from several threads."""


def parse(entry: Entry) -> Parsed:
    """The stored row as its model, or the rule it breaks (a row gone bad is kept)."""
    return RULES.attempt(lambda: typed_row(ROWS, entry))


def sort_rows(session_id: str, key: Hashable, start: S, entries: Sequence[Entry],
              step: Callable[[Entry, Parsed, S], tuple[X | None, S]]) -> tuple[list[X], S]:
    """``entries`` sorted by ``step`` (a stray row or None, and the state after the entry)
    from ``start``: the stray rows (a list of the caller's own) and the last state. The
    kept sort of the leading entries is reused; ``key`` holds everything besides the
    entries that the sort depends on (the seats, the language); the parse of a row
    depends on its entry only."""
    slot = (session_id, key)
    with _LOCK:
        kept: Sorted[S, X] | None = _SORTS.get(slot)
    entries_now: list[Entry] = []
    marks: list[Mark[S]] = []
    stray: list[X] = []
    tail: dict[str, tuple[Entry, Parsed]] = {}
    if kept is not None:
        old = kept.entries
        same = same_start(old, entries, equal=True)
        entries_now, marks = old[:same], kept.marks[:same]
        stray = kept.stray[:marks[-1].strays if marks else 0]
        tail = {entry.id: (entry, mark.parsed)
                for entry, mark in zip(old[same:], kept.marks[same:], strict=True)}
    state = marks[-1].state if marks else start
    for entry in entries[len(entries_now):]:
        known = tail.get(entry.id)
        parsed = known[1] if known is not None and known[0] == entry else parse(entry)
        found, state = step(entry, parsed, state)
        if found is not None:
            stray.append(found)
        entries_now.append(entry)
        marks.append(Mark(parsed, len(stray), state))
    with _LOCK:
        _SORTS[slot] = Sorted(entries_now, marks, stray[:])
        _SORTS.move_to_end(slot)
        while len(_SORTS) > KEPT_SHEETS:
            _SORTS.popitem(last=False)
    return stray, state
