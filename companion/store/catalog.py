"""The session index: one summary per session, so History and Statistics never open every file.

``index.json`` is a cache of the session files, written lazily (not on every round), so the
cost of saving a round does not grow with the number of stored games. Each row keeps the stamp
(inode, mtime, size) of the session file it was taken from; on opening, a listing of
``sessions/`` finds the files that changed since (their rows are refreshed from the file), files
not in the index (added) and rows without a file (dropped). A crash can therefore leave the
index behind, never wrong.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

from pydantic import TypeAdapter

from companion.models import Session, Stored
from companion.store.records import SessionSummary

Stamp = tuple[int, int, int]


class IndexRow(Stored):
    summary: SessionSummary
    stamp: Stamp | None = None


ROWS = TypeAdapter(dict[str, IndexRow])
SUFFIX = ".json"
BACKUP_SUFFIX = ".json.bak"


def validate_index(tables: dict[str, Any]) -> None:
    ROWS.validate_python(tables.get("sessions", {}))


def summarize(session: Session) -> SessionSummary:
    return SessionSummary(
        id=session.id, game=session.game, seats=session.seats, created_at=session.created_at,
        updated_at=session.updated_at, finished_at=session.finished_at,
        rounds=len(session.entries), elapsed_seconds=session.elapsed_seconds,
        outcome=session.outcome)


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


class Catalog:
    """The in-memory index (always current) and what it takes to bring the file up to date."""

    def __init__(self, rows: dict[str, IndexRow]) -> None:
        self.rows = rows
        self.dirty = False

    @classmethod
    def from_tables(cls, tables: dict[str, Any] | None) -> Catalog:
        raw = (tables or {}).get("sessions", {})
        rows = ROWS.validate_python(raw)
        return cls({row.summary.id: row for row in rows.values()})

    def reconcile(self, on_disk: dict[str, Stamp | None],
                  load: Callable[[str], tuple[Session, Stamp | None] | None]) -> None:
        """Bring the rows in line with the session files found on disk."""
        for sid in list(self.rows):
            if sid not in on_disk:
                del self.rows[sid]
                self.dirty = True
        for sid, stamp in on_disk.items():
            row = self.rows.get(sid)
            if row is not None and stamp is not None and row.stamp == stamp:
                continue
            loaded = load(sid)
            if loaded is None:
                if sid in self.rows:
                    del self.rows[sid]
                    self.dirty = True
                continue
            self.put(*loaded)

    def put(self, session: Session, stamp: Stamp | None) -> None:
        self.rows[session.id] = IndexRow(summary=summarize(session), stamp=stamp)
        self.dirty = True

    def drop(self, session_id: str) -> None:
        if self.rows.pop(session_id, None) is not None:
            self.dirty = True

    def tables(self) -> dict[str, Any]:
        return {"sessions": {str(n): row.model_dump(mode="json")
                             for n, row in enumerate(self.rows.values(), start=1)}}

    def select(self, game: str | None, player_id: str | None, since: datetime | None,
               until: datetime | None, finished: bool | None) -> Iterator[SessionSummary]:
        """Matching summaries, newest first."""
        rows = sorted(self.rows.values(), key=lambda row: row.summary.created_at, reverse=True)
        for row in rows:
            summary = row.summary
            if game is not None and summary.game != game:
                continue
            if player_id is not None and player_id not in summary.player_ids:
                continue
            if since is not None and summary.created_at < since:
                continue
            if until is not None and summary.created_at > until:
                continue
            if finished is not None and (summary.finished_at is not None) != finished:
                continue
            yield summary
