"""The session index: one summary per session, so History and Statistics never open every file.

``index.json`` is a cache of the session files, written lazily (not on every round), so the
cost of saving a round does not grow with the number of stored games. Each row keeps the stamp
(inode, mtime, size) of the session file it was taken from; on opening, a listing of
``sessions/`` finds the files that changed since (their rows are refreshed from the file), files
not in the index (added) and rows without a file (dropped). A crash can therefore leave the
index behind, never wrong.

Opening reads only what filtering and sorting need from each row (game, players, dates); a row
is validated into a `SessionSummary` when it is first shown, so History's first page does not
wait for ten thousand validations. A row that fails then is rebuilt from its session file.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from companion.models import Session, Stored
from companion.store.records import SessionSummary

Stamp = tuple[int, int, int]
SUFFIX = ".json"
BACKUP_SUFFIX = ".json.bak"


class IndexRow(Stored):
    summary: SessionSummary
    stamp: Stamp | None = None


@dataclass(frozen=True)
class Key:
    """What filtering and sorting read of a row."""

    created: float
    game: str
    players: frozenset[str]
    finished: bool


def key_of(raw: Any) -> tuple[Key, Stamp | None]:
    """The row's key and stamp; ValueError (or TypeError/KeyError) when the row is malformed."""
    summary = raw["summary"]
    stamp = raw.get("stamp")
    if stamp is not None and not (isinstance(stamp, list) and len(stamp) == 3
                                  and all(type(n) is int for n in stamp)):
        raise ValueError("bad stamp")
    game, finished = summary["game"], summary.get("finished_at")
    players = frozenset(seat["player_id"] for seat in summary["seats"])
    if not isinstance(game, str) or not all(isinstance(p, str) for p in players):
        raise ValueError("bad row")
    created = datetime.fromisoformat(summary["created_at"]).timestamp()
    return Key(created, game, players, finished is not None), tuple(stamp) if stamp else None


def validate_index(tables: dict[str, Any]) -> dict[str, Any]:
    rows = tables.get("sessions", {})
    if not isinstance(rows, dict) or not all(isinstance(r, dict) for r in rows.values()):
        raise ValueError("the index is not a table of rows")
    return rows


def summarize(session: Session) -> SessionSummary:
    return SessionSummary(
        id=session.id, game=session.game, seats=session.seats, created_at=session.created_at,
        updated_at=session.updated_at, finished_at=session.finished_at,
        rounds=len(session.entries), elapsed_seconds=session.elapsed_seconds,
        outcome=session.outcome, evening=session.evening)


def stamp_of(path: Path) -> Stamp | None:
    try:
        info = path.stat()
    except FileNotFoundError:
        return None
    return (info.st_ino, info.st_mtime_ns, info.st_size)


def scan(folder: Path) -> dict[str, Stamp | None]:
    """Session ids on disk with their file's stamp (None: only a backup is left)."""
    found: dict[str, Stamp | None] = {}
    with os.scandir(folder) as entries:
        for entry in entries:
            name = entry.name
            if name.endswith(SUFFIX) and not name.startswith("."):
                info = entry.stat()
                found[name[:-len(SUFFIX)]] = (info.st_ino, info.st_mtime_ns, info.st_size)
            elif name.endswith(BACKUP_SUFFIX) and not name.startswith("."):
                found.setdefault(name[:-len(BACKUP_SUFFIX)], None)
    return found


Loader = Callable[[str], tuple[Session, Stamp | None] | None]


class Catalog:
    """The in-memory index (always current) and what it takes to bring the file up to date."""

    def __init__(self, raw_rows: dict[str, Any], load: Loader) -> None:
        self._load = load
        self.raw: dict[str, dict[str, Any]] = {}
        self.keys: dict[str, Key] = {}
        self.stamps: dict[str, Stamp | None] = {}
        self._summaries: dict[str, SessionSummary] = {}
        self.dirty = False
        for raw in raw_rows.values():
            try:
                sid = raw["summary"]["id"]
                self.keys[sid], self.stamps[sid] = key_of(raw)
            except (ValueError, TypeError, KeyError, AttributeError):
                self.dirty = True  # a malformed row: its file is read again by reconcile
                continue
            self.raw[sid] = raw

    @property
    def rows(self) -> dict[str, Key]:
        return self.keys

    def reconcile(self, on_disk: dict[str, Stamp | None]) -> None:
        """Bring the rows in line with the session files found on disk."""
        for sid in list(self.keys):
            if sid not in on_disk:
                self.drop(sid)
        for sid, stamp in on_disk.items():
            if sid in self.keys and stamp is not None and self.stamps.get(sid) == stamp:
                continue
            self.refresh(sid)

    def refresh(self, sid: str) -> SessionSummary | None:
        loaded = self._load(sid)
        if loaded is None:
            self.drop(sid)
            return None
        return self.put(*loaded)

    def put(self, session: Session, stamp: Stamp | None) -> SessionSummary:
        summary = summarize(session)
        raw = {"summary": summary.model_dump(mode="json"), "stamp": stamp}
        self.raw[session.id] = raw
        self.keys[session.id] = Key(session.created_at.timestamp(), session.game,
                                    frozenset(summary.player_ids),
                                    session.finished_at is not None)
        self.stamps[session.id] = stamp
        self._summaries[session.id] = summary
        self.dirty = True
        return summary

    def drop(self, session_id: str) -> None:
        if self.keys.pop(session_id, None) is not None:
            self.raw.pop(session_id, None)
            self.stamps.pop(session_id, None)
            self._summaries.pop(session_id, None)
            self.dirty = True

    def summary(self, sid: str) -> SessionSummary | None:
        """The row as a validated summary (rebuilt from the session file if it fails)."""
        cached = self._summaries.get(sid)
        if cached is not None:
            return cached
        try:
            summary = IndexRow.model_validate(self.raw[sid]).summary
        except ValidationError:
            return self.refresh(sid)
        if summary.outcome.legacy and summary.rounds:
            return self.refresh(sid)  # written before every game of a sheet was listed
        self._summaries[sid] = summary
        return summary

    def tables(self) -> dict[str, Any]:
        return {"sessions": {str(n): raw for n, raw in enumerate(self.raw.values(), start=1)}}

    def select(self, *, game: str | None = None, player_id: str | None = None,
               since: datetime | None = None, until: datetime | None = None,
               finished: bool | None = None) -> Iterator[str]:
        """Ids of the matching sessions, newest first."""
        low = since.timestamp() if since is not None else None
        high = until.timestamp() if until is not None else None
        ordered = sorted(self.keys.items(), key=lambda item: item[1].created, reverse=True)
        for sid, key in ordered:
            if game is not None and key.game != game:
                continue
            if player_id is not None and player_id not in key.players:
                continue
            if low is not None and key.created < low:
                continue
            if high is not None and key.created > high:
                continue
            if finished is not None and key.finished != finished:
                continue
            yield sid
