"""Backups of the whole folder (export, all-or-nothing import) and CSV of the sheets."""

from __future__ import annotations

import contextlib
import logging
import time
from collections.abc import Callable
from pathlib import Path

from companion.models import Outcome, SavedItem, Session, Words
from companion.store import transfer
from companion.store.errors import StorageError
from companion.store.files import folder_snapshot, restore_snapshot
from companion.store.folder import DataFolder
from companion.store.records import ImportReport

UNDO_TRIES = 3
"""Times a failed import's undo is tried (a disk error can be passing: a busy USB stick)."""
UNDO_PAUSE = 0.2
log = logging.getLogger(__name__)
IMPORT_TOTAL_LIMIT = 99_999
"""A backed-up result without rows (a first-release game) may not claim more points."""


class FolderBackups(DataFolder):
    """`protocols.BackupStore` on the data folder."""

    def export_bytes(self) -> bytes:
        """The whole store as one JSON document (players, sessions with history, saved items)."""
        with self._lock:
            records = [r for sid in list(self._catalog.rows)
                       if (r := self._record(sid, missing_ok=True)) is not None]
            items = list(map(SavedItem.model_validate, self._items_db.table("items")))
            return transfer.export_backup(self._sorted_players(), records, items,
                                          self._stored_settings())

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
            sessions = [record.model_copy(update={"session": check_outcome(
                record.session, self._outcome)}) for record in sessions]
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
                self._undo_import(snapshot, error)
                if isinstance(error, StorageError):
                    raise
                raise ValueError(f"The backup could not be stored ({type(error).__name__}); "
                                 "nothing was imported.") from error
            skipped = (len(backup.players) - len(players) + len(backup.sessions)
                       - len(sessions) + len(backup.saved) - len(items))
            return ImportReport(players_added=len(players), sessions_added=len(sessions),
                                items_added=len(items), already_present=skipped)

    def _undo_import(self, snapshot: dict[Path, bytes], error: Exception) -> None:
        """Put the folder back after the import failed with ``error``, trying again when the
        undo itself fails; when it keeps failing, a StorageError says so in words (the
        store then holds what is on the disk)."""
        for attempt in range(1, UNDO_TRIES + 1):
            try:
                self._roll_back(snapshot)
                return
            except Exception as undo_error:
                log.warning("undoing a failed import (%s), try %d: %r", type(error).__name__,
                            attempt, undo_error)
                trouble = undo_error
                time.sleep(UNDO_PAUSE * attempt)
        with contextlib.suppress(Exception):
            self._open_quietly()
        raise StorageError(Words(key="store.import_undo_failed", values={
            "reason": type(error).__name__,
            "undo": f"{type(trouble).__name__}: {trouble}"[:160]})) from trouble

    def _roll_back(self, snapshot: dict[Path, bytes]) -> None:
        """Put the folder back as ``snapshot`` had it and reload the store from it."""
        for db, _record in self._records.values():
            db.close()
        self._records = {}
        restore_snapshot(self.folder, snapshot)
        self._open_quietly()

    def export_csv(self, session_id: str | None = None) -> str:
        """One session's sheet as CSV (one row per entry); without an id, every session."""
        with self._lock:
            ids = [session_id] if session_id else list(self._catalog.select())
            return transfer.sessions_csv([self._stored_session(sid) for sid in ids])


def check_outcome(session: Session, rules: Callable[[Session], Outcome] | None) -> Session:
    """A backed-up result must be the one its rows give (a forged win is refused): the
    session to store. A backup written before every game of a sheet was listed has the
    sheet's sums as its one result; it must agree with its rows' games on them, and its
    games are stored as its rows give them."""
    where = f"game {session.id[:8]}"
    seats = {seat.player_id for seat in session.seats}
    outcome = session.outcome
    named = {pid for game in outcome.games for pid in (*game.totals, *game.winners)}
    if not named <= seats:
        raise ValueError(f"The backup's {where} names a winner or total of a player "
                         "not at its table; nothing was imported.")
    if rules is None:
        return session
    if not session.entries:  # a first-release game keeps its result: sane figures only
        if any(abs(points) > IMPORT_TOTAL_LIMIT
               for game in outcome.games for points in game.totals.values()):
            raise ValueError(f"The backup's {where} has a total beyond "
                             f"{IMPORT_TOTAL_LIMIT:,} points; nothing was imported.")
        return session
    try:
        computed = rules(session)
    except Exception:
        raise ValueError(f"The rows of the backup's {where} cannot be read by the game's "
                         "rules; nothing was imported.") from None
    agrees = _sums(computed) == _sums(outcome) if outcome.legacy and len(
        computed.games) > 1 else _results(computed) == _results(outcome)
    if not agrees:
        raise ValueError(f"The result stored in the backup's {where} is not the one its "
                         "rows give; nothing was imported.")
    return session.model_copy(update={"outcome": computed})


def _results(outcome: Outcome) -> tuple[tuple[int, dict[str, int], tuple[str, ...], bool], ...]:
    """What a backup's result must agree on with its rows: each game's totals and winners
    (a backup written before every game was listed reads as its one game, see `Outcome`)."""
    return tuple((game.number, game.totals, game.winners, game.complete)
                 for game in outcome.games)


def _sums(outcome: Outcome) -> dict[str, int]:
    """Each player's points over every game of the sheet."""
    found: dict[str, int] = {}
    for game in outcome.games:
        for pid, points in game.totals.items():
            found[pid] = found.get(pid, 0) + points
    return found
