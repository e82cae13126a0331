"""The stored entries of a sheet, read once: each player's latest collection, and the
entries that no longer fit.

A sheet is computed again after every change (on every phone, and for the session's
outcome), and a long game has many ``collection`` entries: a later one of a player replaces
an earlier one, and every one is still read, since one that no longer fits is shown as
broken. What was read last time is kept per session: the store hands back the very entry
objects of the rows that did not change, so a save (a new entry after the others) reads the
new entry only, and a change among them reads the changed entries only.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass
from operator import is_

from companion.games.kardinal.rules import RULES
from companion.games.kardinal.sheet_entries import FINAL, ROWS, Collection, Row
from companion.models import Entry
from companion.rows import typed_row
from scorers.common.models import Violation

KEPT_SHEETS = 16
"""Sessions whose reading is remembered (a sheet open here, the repository's outcome...)."""

Found = dict[str, tuple[str | None, Collection]]
"""Each seated player's latest collection, with its entry's id."""
Broken = list[tuple[Entry, Violation]]
"""Stored entries that no longer fit, in their order, each with why."""


@dataclass(frozen=True)
class Reading:
    """What ``entries`` were read as, for the seats ``players``."""

    players: tuple[str, ...]
    entries: tuple[Entry, ...]
    rows: tuple[Row | Violation, ...]
    found: Found
    broken: tuple[tuple[Entry, Violation], ...]


_READ: OrderedDict[str, Reading] = OrderedDict()
_LOCK = threading.Lock()
"""Screens and the repository compute sheets from several threads."""


def read_collections(session_id: str, players: tuple[str, ...], entries: tuple[Entry, ...]
                     ) -> tuple[Found, Broken]:
    """Each seated player's latest collection, and the broken entries (fresh copies, the
    caller's to change), reusing what was read of the same entry objects last time."""
    with _LOCK:
        last = _READ.get(session_id)
    if last is not None and last.players == players and len(last.entries) <= len(entries) \
            and all(map(is_, last.entries, entries)):
        start, rows, found, broken = (len(last.entries), list(last.rows), dict(last.found),
                                      list(last.broken))
    else:
        start, rows, found, broken = 0, [], {}, []
    # Entries read before but not in the same leading order (one changed among them):
    # found by the very object (one that is kept alive here has its id to itself).
    known = {} if last is None or start else {
        id(entry): (entry, row) for entry, row in zip(last.entries, last.rows, strict=True)}
    for entry in entries[start:]:
        kept = known.get(id(entry))
        parsed = kept[1] if kept is not None and kept[0] is entry else \
            RULES.attempt(lambda entry=entry: typed_row(ROWS, entry))  # type: ignore[misc]
        rows.append(parsed)
        _sort(entry, parsed, players, found, broken)
    reading = Reading(players, entries, tuple(rows), dict(found), tuple(broken))
    with _LOCK:
        _READ[session_id] = reading
        _READ.move_to_end(session_id)
        while len(_READ) > KEPT_SHEETS:
            _READ.popitem(last=False)
    return found, broken


def _sort(entry: Entry, parsed: Row | Violation, players: tuple[str, ...], found: Found,
          broken: Broken) -> None:
    """One entry into the player's latest collection or the broken ones."""
    if isinstance(parsed, Violation):
        broken.append((entry, parsed))
    elif entry.kind == FINAL:
        return  # an older release's "marked final": the session's Finish ends it now
    elif isinstance(parsed, Collection) and parsed.player_id in players:
        found[parsed.player_id] = (entry.id, parsed)
    else:
        broken.append((entry, Violation(rule="KK-VAL-1", message=(
            f"{entry.kind}: nobody with the id {entry.data.get('player_id')!r} "
            "is seated at this table."))))
