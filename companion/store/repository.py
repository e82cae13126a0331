"""The repository: the app's only way to its data. One per process and folder; thread-safe."""

from __future__ import annotations

import contextlib
import gc
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

from pydantic import TypeAdapter
from tinydb import Query, TinyDB
from tinydb.table import Document

from companion.colours import least_used
from companion.models import (
    EditRecord,
    Entry,
    EveningTag,
    Outcome,
    Player,
    SavedItem,
    Seat,
    Session,
    StartDraw,
    Words,
)
from companion.store import edits, transfer
from companion.store.atomic import AtomicStorage
from companion.store.catalog import Catalog, Stamp, scan, stamp_of, validate_index
from companion.store.checks import check_storable
from companion.store.edits import Change, SessionRecord, now
from companion.store.errors import StorageError
from companion.store.files import (
    folder_snapshot,
    make_private,
    open_file,
    restore_snapshot,
)
from companion.store.lock import FolderLock
from companion.store.migrate import migrate_v0
from companion.store.records import ImportReport, PlayerStats, SessionSummary, Settings
from companion.store.stats import player_statistics
from companion.text import clean_name, clean_notes

INDEX_FLUSH_SECONDS = 2.0
"""The index file is rewritten at most this often (it is a cache; see catalog.py)."""
OPEN_SESSIONS = 64
IMPORT_TOTAL_LIMIT = 99_999
"""A backed-up result without rows (a first-release game) may not claim more points."""
"""Session files kept open in memory."""

PLAYERS = TypeAdapter(dict[str, Player])
ITEMS = TypeAdapter(dict[str, SavedItem])
RECORD = TypeAdapter(dict[str, SessionRecord])
SETTINGS = TypeAdapter(dict[str, Settings])


def _new_id() -> str:
    return uuid.uuid4().hex


def _aware(moment: datetime | None) -> datetime | None:
    return moment.astimezone() if moment is not None and moment.tzinfo is None else moment


def _sheet_changed(before: Session | None, after: Session) -> bool:
    """Whether the plugin's outcome may differ: its entries changed, or on a sheet with entries
    its options, seats or finished state. A sheet without entries keeps its stored outcome:
    a first-release game migrated into its notes carries its old result there."""
    if before is None or before.entries != after.entries:
        return True
    return bool(after.entries) and (before.options, before.seats, before.finished_at) != (
        after.options, after.seats, after.finished_at)


class Repository:
    """All reads and writes of one data folder, under one lock.

    Opening creates the folder (mode 0o700), takes the folder's lock file (a second app on the
    same folder gets a `StorageError` with a clear message), migrates an older schema and
    recovers from damage; what it did for the user is in `notices`.

    ``outcome`` (the game plugin's) refreshes `Session.outcome` on every save that changes what
    the plugin reads (entries; options, seats and finished state of a sheet with entries), so
    opening a game and its timer never replace a migrated outcome (see `migrate`); ``describe``
    (the plugin's ``describe_entry``) writes the summary line of each edit-history record.
    Every method that changes something raises `StorageError` when the change could not be
    written; the change is kept in memory and written by the next save.
    """

    def __init__(self, folder: Path, outcome: Callable[[Session], Outcome] | None = None,
                 describe: Callable[[Entry, Session], Words | str] | None = None) -> None:
        self.folder = Path(folder)
        self.notices: list[Words] = []
        self._outcome = outcome
        self._describe = describe
        self._lock = threading.RLock()
        self._flushed_at = time.monotonic()
        try:
            self.folder.mkdir(mode=0o700, parents=True, exist_ok=True)
            self._folder_lock = FolderLock(self.folder)
            self._folder_lock.acquire()
            self._sessions_dir = self.folder / "sessions"
            self._sessions_dir.mkdir(mode=0o700, exist_ok=True)
            make_private(self.folder)
            self.notices.extend(migrate_v0(self.folder, outcome))
            # The index of years of games is hundreds of thousands of small acyclic objects:
            # no collection while reading them, then out of the collector's sight
            # (`gc.freeze`), or every later collection walks them all (~0.2 s per pass).
            gc.disable()
            try:
                self._open_files()
            finally:
                gc.freeze()
                gc.enable()
        except OSError as error:
            raise StorageError(f"Cannot open the data folder {self.folder}: "
                               f"{error.strerror or error}.") from error

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
        self._colour_players()
        self._index_db, rows = open_file(self.folder / "index.json", "index", validate_index,
                                         notices, Words(key="store.file.index"))
        self._records: dict[str, tuple[TinyDB, SessionRecord]] = {}
        self._catalog = Catalog(rows if isinstance(rows, dict) else {}, self._load_for_index)
        self._catalog.reconcile(scan(self._sessions_dir))
        if self._catalog.dirty:
            self._flush_index(force=True)

    def close(self) -> None:
        """Write what is pending and release the folder's lock."""
        with self._lock:
            with contextlib.suppress(StorageError):
                self._flush_index(force=True)
            self._folder_lock.release()

    def __enter__(self) -> Repository:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

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
        record = checked.get("1") if isinstance(checked, dict) else None
        if record is None:
            db.close()
            if missing_ok:
                return None
            raise KeyError(session_id)
        self._remember(session_id, db, record)
        return record

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
        if self._outcome is not None and _sheet_changed(before, session):
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
        db.table("session").upsert(Document(record.model_dump(mode="json"), doc_id=1))
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

    # players
    def players(self) -> list[Player]:
        """Known players, by name."""
        with self._lock:
            return sorted(self._all_players().values(), key=lambda p: p.name.casefold())

    def _all_players(self) -> dict[str, Player]:
        return {p.id: p for p in map(Player.model_validate, self._players_db.table("players"))}

    def add_player(self, name: str) -> Player:
        """A new player (a name already known, ignoring case and spaces, returns that one)."""
        name = clean_name(name)
        with self._lock:
            for player in self._all_players().values():
                if player.name.casefold() == name.casefold():
                    return player
            used = [p.colour for p in self._all_players().values()]
            player = Player(id=_new_id(), name=name, colour=least_used(used))
            self._players_db.table("players").insert(player.model_dump())
            return player

    def _colour_players(self) -> None:
        """Players from a file written before colours get one each, least-used first."""
        table = self._players_db.table("players")
        players = list(self._all_players().values())
        used = [p.colour for p in players]
        for player in sorted(players, key=lambda p: p.name.casefold()):
            if player.colour is None:
                colour = least_used(used)
                used.append(colour)
                table.update({"colour": colour}, Query().id == player.id)

    def set_player_colour(self, player_id: str, colour: str) -> Player:
        """Another avatar colour for a player (any ``#RRGGBB``; the screen offers the palette)."""
        with self._lock:
            player = self._all_players()[player_id].model_copy(update={"colour": colour})
            Player.model_validate(player.model_dump())
            self._players_db.table("players").update({"colour": colour},
                                                      Query().id == player_id)
            return player

    def rename_player(self, player_id: str, name: str) -> Player:
        with self._lock:
            known = self._all_players().get(player_id)
            player = Player(id=player_id, name=clean_name(name),
                            colour=known.colour if known else None)
            table = self._players_db.table("players")
            if not table.update(player.model_dump(), Query().id == player_id):
                raise KeyError(player_id)
            return player

    def merge_players(self, keep_id: str, drop_id: str) -> Player:
        """Fold a duplicate into ``keep_id``: every session seat and total moves over."""
        with self._lock:
            players = self._all_players()
            keep = players[keep_id]
            if drop_id not in players or keep_id == drop_id:
                raise KeyError(drop_id)
            for sid in list(self._catalog.select(None, drop_id, None, None, None)):
                self._edit(sid, lambda r: transfer.replace_player(r, drop_id, keep_id),
                           touch=False)
            self._players_db.table("players").remove(Query().id == drop_id)
            self._flush_soon()
            return keep

    # sessions
    def create_session(self, game: str, seats: list[Seat] | tuple[Seat, ...],
                       options: dict[str, Any] | None = None, start: StartDraw | None = None,
                       author: str = "", draw_summary: Words | str = "",
                       evening: EveningTag | None = None) -> Session:
        """A new session; a drawn start player is kept with it and logged as a "draw";
        ``evening``: the league night it is a table of."""
        moment = now()
        seats = tuple(s.model_copy(update={"name": clean_name(s.name)[:40]}) for s in seats)
        check_storable(options or {}, "The game's options")
        session = Session.model_validate({
            "id": _new_id(), "game": game, "seats": seats, "options": options or {},
            "created_at": moment, "updated_at": moment, "start": start,
            "evening": evening})
        history = () if start is None else (EditRecord(
            at=start.drawn_at, author=author, action="draw", summary=draw_summary),)
        with self._lock:
            session = self._write(SessionRecord(session=session, history=history), touch=False)
            self._flush_soon()
            return session

    def session(self, session_id: str) -> Session:
        """The stored session; KeyError when there is none."""
        with self._lock:
            if session_id not in self._catalog.rows:
                raise KeyError(session_id)
            record = self._record(session_id)
            assert record is not None
            return record.session

    def delete_session(self, session_id: str) -> None:
        with self._lock:
            path = self._path(session_id)
            cached = self._records.pop(session_id, None)
            if cached is not None:
                cached[0].close()
            try:  # the backup first: a crash in between leaves the session whole
                for target in (path.with_name(path.name + ".bak"), path):
                    with contextlib.suppress(FileNotFoundError):
                        target.unlink()
            except OSError as error:
                raise StorageError(f"Could not delete the game: {error.strerror}.") from error
            self._catalog.drop(session_id)
            self._flush_soon()

    def add_entry(self, session_id: str, kind: str, data: dict[str, Any],
                  author: str = "") -> Session:
        check_storable(data, "The row")

        def change(record: SessionRecord) -> SessionRecord:
            entry = Entry(id=_new_id(), kind=kind, data=data, author=author, at=now())
            step = Change(action="add", position=len(record.session.entries), after=entry)
            # Described in the sheet it joins: "Hand 5: …", not a row the sheet lacks.
            return edits.record_change(record, step, author, self._summary(
                entry, edits.applied(record.session, step)))
        return self._edit(session_id, change)

    def update_entry(self, session_id: str, entry_id: str, data: dict[str, Any],
                     author: str = "") -> Session:
        check_storable(data, "The row")

        def change(record: SessionRecord) -> SessionRecord:
            position = edits.position_of(record.session, entry_id)
            before = record.session.entries[position]
            after = before.model_copy(update={"data": data, "author": author, "at": now()})
            step = Change(action="edit", position=position, before=before, after=after)
            return edits.record_change(record, step, author, self._summary(
                after, edits.applied(record.session, step)))
        return self._edit(session_id, change)

    def delete_entry(self, session_id: str, entry_id: str, author: str = "") -> Session:
        def change(record: SessionRecord) -> SessionRecord:
            position = edits.position_of(record.session, entry_id)
            before = record.session.entries[position]
            step = Change(action="delete", position=position, before=before)
            return edits.record_change(record, step, author,
                                       self._summary(before, record.session))
        return self._edit(session_id, change)

    def _step(self, session_id: str, backward: bool, author: str) -> Session:
        def change(record: SessionRecord) -> SessionRecord:
            stack = record.undo if backward else record.redo
            if not stack:
                return record
            entry = stack[-1].after or stack[-1].before
            assert entry is not None
            return edits.step(record, backward, author, self._summary(entry, record.session))
        return self._edit(session_id, change)

    def undo(self, session_id: str, author: str = "") -> Session:
        """Take back the last entry edit (add, edit, delete); no-op when there is none."""
        return self._step(session_id, True, author)

    def redo(self, session_id: str, author: str = "") -> Session:
        return self._step(session_id, False, author)

    def can_undo(self, session_id: str) -> bool:
        with self._lock:
            record = self._record(session_id)
            return bool(record and record.undo)

    def can_redo(self, session_id: str) -> bool:
        with self._lock:
            record = self._record(session_id)
            return bool(record and record.redo)

    def _set(self, session_id: str, touch: bool = True, **fields: Any) -> Session:
        return self._edit(session_id, lambda r: r.model_copy(
            update={"session": r.session.model_copy(update=fields)}), touch)

    def set_notes(self, session_id: str, text: str, author: str = "") -> Session:
        text = clean_notes(text)
        check_storable(text, "The notes")
        return self._edit(session_id, lambda r: edits.log(r.model_copy(update={
            "session": r.session.model_copy(update={"notes": text})}), "notes", author))

    def set_options(self, session_id: str, options: dict[str, Any], author: str = "") -> Session:
        check_storable(options, "The game's options")
        return self._set(session_id, options=dict(options))

    def set_elapsed(self, session_id: str, seconds: int) -> Session:
        return self._set(session_id, touch=False, elapsed_seconds=max(0, int(seconds)))

    def finish(self, session_id: str, author: str = "") -> Session:
        with self._lock:
            session = self._edit(session_id, lambda r: edits.log(r.model_copy(update={
                "session": r.session.model_copy(update={"finished_at": now()})}),
                "finish", author))
            self._flush_soon()
            return session

    def reopen(self, session_id: str, author: str = "") -> Session:
        with self._lock:
            session = self._edit(session_id, lambda r: edits.log(r.model_copy(update={
                "session": r.session.model_copy(update={"finished_at": None})}),
                "reopen", author))
            self._flush_soon()
            return session

    def edit_history(self, session_id: str) -> list[EditRecord]:
        """Oldest first."""
        with self._lock:
            record = self._record(session_id)
            return list(record.history) if record else []

    def _select(self, game: str | None, player_id: str | None, since: datetime | None,
                until: datetime | None, finished: bool | None) -> Iterator[str]:
        return self._catalog.select(game, player_id, _aware(since), _aware(until), finished)

    def _summaries(self, ids: Iterator[str]) -> list[SessionSummary]:
        return [s for sid in ids if (s := self._catalog.summary(sid)) is not None]

    def list_sessions(self, game: str | None = None, player_id: str | None = None,
                      since: datetime | None = None, until: datetime | None = None,
                      finished: bool | None = None, offset: int = 0,
                      limit: int = 50) -> list[SessionSummary]:
        """Newest first (by creation); ``since``/``until`` bound the creation time (inclusive)."""
        with self._lock:
            ids = self._select(game, player_id, since, until, finished)
            return self._summaries(sid for n, sid in enumerate(ids) if offset <= n < offset + limit)

    def count_sessions(self, game: str | None = None, player_id: str | None = None,
                       since: datetime | None = None, until: datetime | None = None,
                       finished: bool | None = None) -> int:
        with self._lock:
            return sum(1 for _ in self._select(game, player_id, since, until, finished))

    def statistics(self) -> list[PlayerStats]:
        """Per known player over finished sessions, by name."""
        with self._lock:
            finished = self._summaries(self._catalog.select(None, None, None, None, True))
            return player_statistics(self.players(), finished)

    # referee items, settings
    def saved_items(self, game: str, kind: str) -> list[SavedItem]:
        with self._lock:
            rows = self._items_db.table("items").search(
                (Query().game == game) & (Query().kind == kind))
            return sorted(map(SavedItem.model_validate, rows), key=lambda i: i.at, reverse=True)

    def save_item(self, game: str, kind: str, name: str, data: dict[str, Any]) -> SavedItem:
        name = clean_name(name)[:80]
        check_storable(data, "The saved item")
        item = SavedItem.model_validate({"id": _new_id(), "game": game, "kind": kind,
                                         "name": name, "data": data, "at": now()})
        with self._lock:
            self._items_db.table("items").insert(item.model_dump(mode="json"))
            return item

    def delete_item(self, item_id: str) -> None:
        with self._lock:
            self._items_db.table("items").remove(Query().id == item_id)

    def settings(self) -> Settings:
        with self._lock:
            raw = self._settings_db.table("settings").get(doc_id=1)
            return Settings.model_validate(dict(raw)) if raw else Settings()

    def save_settings(self, settings: Settings) -> None:
        with self._lock:
            self._settings_db.table("settings").upsert(
                Document(settings.model_dump(mode="json"), doc_id=1))

    # backups
    def export_bytes(self) -> bytes:
        """The whole store as one JSON document (players, sessions with history, saved items)."""
        with self._lock:
            records = [r for sid in list(self._catalog.rows)
                       if (r := self._record(sid, missing_ok=True)) is not None]
            items = list(map(SavedItem.model_validate, self._items_db.table("items")))
            return transfer.export_backup(self.players(), records, items, self.settings())

    def import_bytes(self, data: bytes) -> ImportReport:
        """Merge a backup by id. Validated completely (content, dates, names, numbers, and
        each game's result against its rows) before anything is written; then written all
        or nothing: when a write fails, the folder is put back byte for byte. A bad file
        raises ValueError with the reason (in English, for the user) and changes nothing."""
        backup = transfer.read_backup(data)
        with self._lock:
            known = self._all_players()
            players = [p for p in backup.players if p.id not in known]
            sessions = [r for r in backup.sessions if r.session.id not in self._catalog.rows]
            item_ids = {doc["id"] for doc in self._items_db.table("items")}
            items = [i for i in backup.saved if i.id not in item_ids]
            for record in sessions:
                self._check_outcome(record.session)
            snapshot = folder_snapshot(self.folder)
            try:
                if players:
                    self._players_db.table("players").insert_multiple(
                        p.model_dump() for p in players)
                if items:
                    self._items_db.table("items").insert_multiple(
                        i.model_dump(mode="json") for i in items)
                for record in sessions:
                    self._write(record, touch=False, before=record.session)  # as backed up
                self._flush_index(force=True)
            except Exception as error:
                self._roll_back(snapshot)
                if isinstance(error, StorageError):
                    raise
                raise ValueError(f"The backup could not be stored ({type(error).__name__}); "
                                 "nothing was imported.") from error
            skipped = (len(backup.players) - len(players) + len(backup.sessions)
                       - len(sessions) + len(backup.saved) - len(items))
            return ImportReport(players_added=len(players), sessions_added=len(sessions),
                                items_added=len(items), already_present=skipped)

    def _check_outcome(self, session: Session) -> None:
        """A backed-up result must be the one its rows give (a forged win is refused)."""
        where = f"game {session.id[:8]}"
        seats = {seat.player_id for seat in session.seats}
        outcome = session.outcome
        if not set(outcome.totals) <= seats or not set(outcome.winners) <= seats:
            raise ValueError(f"The backup's {where} names a winner or total of a player "
                             "not at its table; nothing was imported.")
        if self._outcome is None:
            return
        if not session.entries:  # a first-release game keeps its result: sane figures only
            if any(abs(points) > IMPORT_TOTAL_LIMIT for points in outcome.totals.values()):
                raise ValueError(f"The backup's {where} has a total beyond "
                                 f"{IMPORT_TOTAL_LIMIT:,} points; nothing was imported.")
            return
        try:
            computed = self._outcome(session)
        except Exception:
            raise ValueError(f"The rows of the backup's {where} cannot be read by the game's "
                             "rules; nothing was imported.") from None
        if computed != outcome and computed.model_copy(update={"games": ()}) != outcome:
            # (a backup written before games were kept apart has no ``games``)
            raise ValueError(f"The result stored in the backup's {where} is not the one its "
                             "rows give; nothing was imported.")

    def _roll_back(self, snapshot: dict[Path, bytes]) -> None:
        """Put the folder back as ``snapshot`` had it and reload the store from it."""
        for db, _record in self._records.values():
            db.close()
        self._records = {}
        restore_snapshot(self.folder, snapshot)
        gc.disable()
        try:
            self._open_files()
        finally:
            gc.enable()

    def export_csv(self, session_id: str | None = None) -> str:
        """One session's sheet as CSV (one row per entry); without an id, every session."""
        with self._lock:
            ids = [session_id] if session_id else list(self._select(None, None, None, None, None))
            return transfer.sessions_csv([self.session(sid) for sid in ids])


