"""The data folder under one lock: its files, the session records in memory, and the one
way a session is written. The stores of `repository` (players, sessions, listing, saved
items, settings, backups) share it."""

from __future__ import annotations

import contextlib
import gc
import os
import stat
import threading
import time
import uuid
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

from pydantic import TypeAdapter
from tinydb import TinyDB
from tinydb.table import Document

from companion.models import Entry, Outcome, Player, SavedItem, Session, Words
from companion.store.atomic import AtomicStorage
from companion.store.catalog import Catalog, Stamp, scan, stamp_of, validate_index
from companion.store.checks import Rows, check_row
from companion.store.dumps import record_json
from companion.store.edits import SessionRecord, now
from companion.store.errors import StorageError
from companion.store.files import make_private, open_file
from companion.store.lock import FolderLock
from companion.store.migrate import migrate_v0
from companion.store.records import Settings

INDEX_FLUSH_SECONDS = 2.0
"""The index file is rewritten at most this often (it is a cache; see catalog.py)."""
OPEN_SESSIONS = 64
"""Session files kept open in memory."""

PLAYERS = TypeAdapter(dict[str, Player])
ITEMS = TypeAdapter(dict[str, SavedItem])
RECORD = TypeAdapter(dict[str, SessionRecord])
SETTINGS = TypeAdapter(dict[str, Settings])



def new_id() -> str:
    return uuid.uuid4().hex


def aware(moment: datetime | None) -> datetime | None:
    return moment.astimezone() if moment is not None and moment.tzinfo is None else moment


def sheet_changed(before: Session | None, after: Session) -> bool:
    """Whether the plugin's outcome may differ: its entries changed, or on a sheet with entries
    its options, seats or finished state. A sheet without entries keeps its stored outcome:
    a first-release game migrated into its notes carries its old result there."""
    if before is None or before.entries != after.entries:
        return True
    return bool(after.entries) and (before.options, before.seats, before.finished_at) != (
        after.options, after.seats, after.finished_at)


def private_folder(folder: Path) -> bool:
    """Make ``folder`` owner-only (0700), whatever made it: an older version, the person
    (an existing 0755 folder), a symlink to one (the folder it points to is changed). A
    shared folder (sticky, like /tmp) or one of another user is left as it is: False, and
    the person is told."""
    try:
        info = folder.stat()
        if not info.st_mode & 0o077:
            return True
        if info.st_mode & stat.S_ISVTX or (hasattr(os, "getuid")
                                            and info.st_uid != os.getuid()):
            return False
        os.chmod(folder, 0o700)
        return True
    except OSError:
        return False


class DataFolder:
    """All reads and writes of one data folder, under one lock.

    Opening creates the folder (mode 0o700), takes the folder's lock file (a second app on the
    same folder gets a `StorageError` with a clear message), migrates an older schema and
    recovers from damage; what it did for the user is in `notices`.

    ``outcome`` (the game plugin's) refreshes `Session.outcome` on every save that changes what
    the plugin reads (entries; options, seats and finished state of a sheet with entries), so
    opening a game and its timer never replace a migrated outcome (see `migrate`); ``describe``
    (the plugin's ``describe_entry``) writes the summary line of each edit-history record;
    ``rows`` (the plugin's row types by game) refuses a row that does not fit its game.
    Every method that changes something raises `StorageError` when the change could not be
    written; the change is kept in memory and written by the next save.
    """

    def __init__(self, folder: Path, outcome: Callable[[Session], Outcome] | None = None,
                 describe: Callable[[Entry, Session], Words | str] | None = None,
                 rows: Rows | None = None) -> None:
        self.folder = Path(folder)
        self.notices: list[Words] = []
        self._outcome = outcome
        self._describe = describe
        self._rows = rows
        self._lock = threading.RLock()
        self._flushed_at = time.monotonic()
        try:
            self.folder.mkdir(mode=0o700, parents=True, exist_ok=True)
            self._folder_lock = FolderLock(self.folder)
            self._folder_lock.acquire()
            self._sessions_dir = self.folder / "sessions"
            self._sessions_dir.mkdir(mode=0o700, exist_ok=True)
            for where in (self.folder, self._sessions_dir):
                if not private_folder(where):
                    self.notices.append(Words(key="store.notice.folder_open",
                                              values={"folder": str(where)}))
            make_private(self.folder)
            self.notices.extend(migrate_v0(self.folder, outcome))
            self._open_quietly()
        except OSError as error:
            raise StorageError(f"Cannot open the data folder {self.folder}: "
                               f"{error.strerror or error}.") from error

    def _open_quietly(self) -> None:
        """The index of years of games is hundreds of thousands of small acyclic objects:
        no collection while reading them (the app's startup then freezes them, see
        `companion.__main__`)."""
        gc.disable()
        try:
            self._open_files()
        finally:
            gc.enable()

    def _open_files(self) -> None:
        notices = self.notices
        self._players_db, _ = open_file(
            self.folder / "players.json", "players",
            lambda t: PLAYERS.validate_python(t.get("players", {})),
            notices, Words(key="store.file.players"))
        self._items_db, _ = open_file(
            self.folder / "saved.json", "saved",
            lambda t: ITEMS.validate_python(t.get("items", {})),
            notices, Words(key="store.file.items"))
        self._settings_db, _ = open_file(
            self.folder / "settings.json", "settings",
            lambda t: SETTINGS.validate_python(t.get("settings", {})),
            notices, Words(key="store.file.settings"))
        self._players_opened()
        self._index_db, rows = open_file(self.folder / "index.json", "index", validate_index,
                                         notices, Words(key="store.file.index"))
        self._records: dict[str, tuple[TinyDB, SessionRecord]] = {}
        self._catalog = Catalog(rows if isinstance(rows, dict) else {}, self._load_for_index)
        self._catalog.reconcile(scan(self._sessions_dir))
        if self._catalog.dirty:
            self._flush_index(force=True)

    def _players_opened(self) -> None:
        """Hook: the player file was (re)read."""

    _players_memo: tuple[object, int, dict[str, Player], tuple[Player, ...]] | None = None
    """The players as last read: the storage and its `AtomicStorage.generation` then, the
    players by id, and by name."""

    def _all_players(self) -> dict[str, Player]:
        return dict(self._players_read()[0])

    def _sorted_players(self) -> list[Player]:
        return list(self._players_read()[1])

    def _players_read(self) -> tuple[dict[str, Player], tuple[Player, ...]]:
        """The players by id and by name, read once per write of the players' file: every
        phone's sheet asks for the avatars' colours on each redraw, and a club's list is
        hundreds of players."""
        storage = self._players_db.storage
        generation = getattr(storage, "generation", -1)
        memo = self._players_memo
        if memo is not None and memo[0] is storage and memo[1] == generation >= 0:
            return memo[2], memo[3]
        players = {p.id: p for p in map(Player.model_validate,
                                        self._players_db.table("players"))}
        ordered = tuple(sorted(players.values(), key=lambda p: p.name.casefold()))
        self._players_memo = (storage, generation, players, ordered)
        return players, ordered

    def _stored_settings(self) -> Settings:
        raw = self._settings_db.table("settings").get(doc_id=1)
        return Settings.model_validate(dict(raw)) if raw else Settings()

    def close(self) -> None:
        """Write what is pending and release the folder's lock."""
        with self._lock:
            with contextlib.suppress(StorageError):
                self._flush_index(force=True)
            self._folder_lock.release()

    # session files
    def _path(self, session_id: str) -> Path:
        if not session_id.isalnum():
            raise KeyError(session_id)
        return self._sessions_dir / f"{session_id}.json"

    def _load_for_index(self, session_id: str) -> tuple[Session, Stamp | None] | None:
        record = self._record(session_id, missing_ok=True)
        return None if record is None else (record.session, stamp_of(self._path(session_id)))

    def _record(self, session_id: str, missing_ok: bool = False) -> SessionRecord | None:
        cached = self._records.get(session_id)
        if cached is not None:
            return cached[1]
        path = self._path(session_id)
        db, checked = open_file(path, "session",
                                lambda t: RECORD.validate_python(t.get("session", {})),
                                self.notices, Words(key="store.file.session",
                                                    values={"id": session_id[:8]}))
        record: SessionRecord | None = checked.get("1") if isinstance(checked, dict) else None
        if record is None:
            db.close()
            if missing_ok:
                return None
            raise KeyError(session_id)
        session = record.session
        if session.outcome.legacy and session.entries and self._outcome is not None:
            # Written before every game of a sheet was listed: its games from its rows (the
            # file is rewritten with them by its next save).
            record = record.model_copy(update={"session": session.model_copy(
                update={"outcome": self._outcome(session)})})
        self._remember(session_id, db, record)
        return record

    def _stored_session(self, session_id: str) -> Session:
        """The stored session; KeyError when there is none."""
        with self._lock:
            if session_id not in self._catalog.rows:
                raise KeyError(session_id)
            record = self._record(session_id)
            assert record is not None
            return record.session

    def _remember(self, session_id: str, db: TinyDB, record: SessionRecord) -> None:
        self._records[session_id] = (db, record)
        if len(self._records) > OPEN_SESSIONS:
            oldest = next(iter(self._records))
            self._records.pop(oldest)[0].close()

    def _write(self, record: SessionRecord, touch: bool = True,
               before: Session | None = None) -> Session:
        """Store a session's new state: outcome refreshed, file replaced, index row updated.

        On StorageError the new state stays in memory and the next write carries it.
        """
        session = record.session
        if touch:
            session = session.model_copy(update={"updated_at": now()})
        if self._outcome is not None and sheet_changed(before, session):
            session = session.model_copy(update={"outcome": self._outcome(session)})
        record = record.model_copy(update={"session": session})
        cached = self._records.get(session.id)
        if cached is None:
            db = TinyDB(str(self._path(session.id)), storage=AtomicStorage, kind="session",
                        initial=None)
        else:
            db = cached[0]
        self._remember(session.id, db, record)
        self._catalog.put(session, None)
        db.table("session").upsert(Document(record_json(record), doc_id=1))
        self._catalog.put(session, stamp_of(self._path(session.id)))
        return session

    def _edit(self, session_id: str, change: Callable[[SessionRecord], SessionRecord],
              touch: bool = True) -> Session:
        with self._lock:
            record = self._record(session_id)
            assert record is not None
            return self._write(change(record), touch, record.session)

    def _flush_index(self, force: bool = False) -> None:
        due = time.monotonic() - self._flushed_at >= INDEX_FLUSH_SECONDS
        if self._catalog.dirty and (force or due):
            self._index_db.storage.write(self._catalog.tables())
            self._index_db.clear_cache()
            self._catalog.dirty = False
            self._flushed_at = time.monotonic()

    def _flush_soon(self) -> None:
        with contextlib.suppress(StorageError):  # the index is a cache: retried later
            self._flush_index()

    def _summary(self, entry: Entry, session: Session) -> Words | str:
        if self._describe is None:
            return entry.kind
        try:
            return self._describe(entry, session)
        except Exception:  # a plugin's bug must not cost the save
            return entry.kind

    def _check_row(self, game: str, kind: str, data: dict[str, Any]) -> None:
        check_row(self._rows, game, kind, data)

