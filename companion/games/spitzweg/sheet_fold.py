"""The sheet's stored rows put to ``score_game`` one at a time, keeping what was answered.

``scorers.spitzweg.game`` answers a pad as a fold (`answer_row` from the state after the
rows before). The sheet keeps, per game, the answers and states of the rows it last drew;
a new sheet of the same game reuses them for every leading row that is still the same
entry, so saving a row asks the core about that row only, however long the pad is.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Generic, TypeVar

from companion.models import Entry
from companion.rows import same_start
from scorers.spitzweg.game import Tally

R = TypeVar("R")

KEPT_SHEETS = 16
"""Folds remembered (a game open on this phone and in the repository, its row form...)."""


@dataclass
class Fold(Generic[R]):
    """The rows of one sheet as last drawn: each entry, its drawn row, the pad after it."""

    key: Hashable
    start: Tally
    entries: list[Entry]
    rows: list[R]
    pads: list[Tally]

    def pad(self) -> Tally:
        return self.pads[-1] if self.pads else self.start


_FOLDS: OrderedDict[tuple[str, Hashable], Fold[object]] = OrderedDict()
_LOCK = threading.Lock()
"""Screens and the repository draw sheets from several threads."""


def fold(session_id: str, key: Hashable, start: Tally, entries: tuple[Entry, ...],
         step: Callable[[Tally, Entry], tuple[R, Tally]]) -> Fold[R]:
    """The rows of ``entries`` drawn by ``step``, reusing the kept leading rows.

    ``key`` holds everything besides the entries that a row's answer depends on (seats,
    house rules, language); a different key starts over.
    """
    slot = (session_id, key)
    with _LOCK:
        kept = _FOLDS.get(slot)
    same = 0
    if kept is not None:
        old = kept.entries
        same = same_start(old, entries, equal=True)
        found: Fold[R] = Fold(key, start, old[:same], kept.rows[:same],  # type: ignore[arg-type]
                              kept.pads[:same])
    else:
        found = Fold(key, start, [], [], [])
    for entry in entries[same:]:
        row, pad = step(found.pad(), entry)
        found.entries.append(entry)
        found.rows.append(row)
        found.pads.append(pad)
    with _LOCK:
        _FOLDS[slot] = found  # type: ignore[assignment]
        _FOLDS.move_to_end(slot)
        while len(_FOLDS) > KEPT_SHEETS:
            _FOLDS.popitem(last=False)
    return found
