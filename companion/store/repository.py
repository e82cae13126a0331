"""The repository: the app's only way to its data. One per process and folder; thread-safe."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

from companion.models import EditRecord, Entry, Outcome, Player, SavedItem, Seat, Session
from companion.store.records import ImportReport, PlayerStats, SessionSummary, Settings

UNDO_DEPTH = 100
"""Edits per session that undo can take back (persisted with the session)."""


class Repository:
    """All reads and writes of one data folder, under one lock.

    Opening creates the folder (mode 0o700), takes the folder's lock file (a second app on the
    same folder gets a `StorageError` with a clear message), migrates an older schema and
    recovers from damage; what it did for the user is in `notices`.

    ``outcome`` (the game plugin's) refreshes `Session.outcome` on every save; ``describe``
    (the plugin's ``describe_entry``) writes the summary line of each edit-history record.
    Every method that changes something raises `StorageError` when the change could not be
    written; the change is kept in memory and written by the next save.
    """

    notices: list[str]

    def __init__(self, folder: Path, outcome: Callable[[Session], Outcome] | None = None,
                 describe: Callable[[Entry, Session], str] | None = None) -> None:
        raise NotImplementedError

    def close(self) -> None:
        """Write what is pending and release the folder's lock."""
        raise NotImplementedError

    # players
    def players(self) -> list[Player]:
        """Known players, by name."""
        raise NotImplementedError

    def add_player(self, name: str) -> Player:
        """A new player (a name already known, ignoring case and spaces, returns that one)."""
        raise NotImplementedError

    def rename_player(self, player_id: str, name: str) -> Player:
        raise NotImplementedError

    def merge_players(self, keep_id: str, drop_id: str) -> Player:
        """Fold a duplicate into ``keep_id``: every session seat and total moves over."""
        raise NotImplementedError

    # sessions
    def create_session(self, game: str, seats: list[Seat] | tuple[Seat, ...],
                       options: dict[str, Any] | None = None) -> Session:
        raise NotImplementedError

    def session(self, session_id: str) -> Session:
        """The stored session; KeyError when there is none."""
        raise NotImplementedError

    def delete_session(self, session_id: str) -> None:
        raise NotImplementedError

    def add_entry(self, session_id: str, kind: str, data: dict[str, Any],
                  author: str = "") -> Session:
        raise NotImplementedError

    def update_entry(self, session_id: str, entry_id: str, data: dict[str, Any],
                     author: str = "") -> Session:
        raise NotImplementedError

    def delete_entry(self, session_id: str, entry_id: str, author: str = "") -> Session:
        raise NotImplementedError

    def undo(self, session_id: str, author: str = "") -> Session:
        """Take back the last entry edit (add, edit, delete); no-op when there is none."""
        raise NotImplementedError

    def redo(self, session_id: str, author: str = "") -> Session:
        raise NotImplementedError

    def can_undo(self, session_id: str) -> bool:
        raise NotImplementedError

    def can_redo(self, session_id: str) -> bool:
        raise NotImplementedError

    def set_notes(self, session_id: str, text: str, author: str = "") -> Session:
        raise NotImplementedError

    def set_options(self, session_id: str, options: dict[str, Any], author: str = "") -> Session:
        raise NotImplementedError

    def set_elapsed(self, session_id: str, seconds: int) -> Session:
        raise NotImplementedError

    def finish(self, session_id: str, author: str = "") -> Session:
        raise NotImplementedError

    def reopen(self, session_id: str, author: str = "") -> Session:
        raise NotImplementedError

    def edit_history(self, session_id: str) -> list[EditRecord]:
        """Oldest first."""
        raise NotImplementedError

    def list_sessions(self, game: str | None = None, player_id: str | None = None,
                      since: datetime | None = None, until: datetime | None = None,
                      finished: bool | None = None, offset: int = 0,
                      limit: int = 50) -> list[SessionSummary]:
        """Newest first (by creation); ``since``/``until`` bound the creation time (inclusive)."""
        raise NotImplementedError

    def count_sessions(self, game: str | None = None, player_id: str | None = None,
                       since: datetime | None = None, until: datetime | None = None,
                       finished: bool | None = None) -> int:
        raise NotImplementedError

    def statistics(self) -> list[PlayerStats]:
        """Per known player over finished sessions, by name."""
        raise NotImplementedError

    # referee items, settings
    def saved_items(self, game: str, kind: str) -> list[SavedItem]:
        raise NotImplementedError

    def save_item(self, game: str, kind: str, name: str, data: dict[str, Any]) -> SavedItem:
        raise NotImplementedError

    def delete_item(self, item_id: str) -> None:
        raise NotImplementedError

    def settings(self) -> Settings:
        raise NotImplementedError

    def save_settings(self, settings: Settings) -> None:
        raise NotImplementedError

    # backups
    def export_bytes(self) -> bytes:
        """The whole store as one JSON document (players, sessions with history, saved items)."""
        raise NotImplementedError

    def import_bytes(self, data: bytes) -> ImportReport:
        """Merge a backup by id. Validated completely before anything is written; a bad file
        raises ValueError with the reason (in English, for the user) and changes nothing."""
        raise NotImplementedError

    def export_csv(self, session_id: str | None = None) -> str:
        """One session's sheet as CSV (one row per entry); without an id, every session."""
        raise NotImplementedError
