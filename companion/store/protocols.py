"""What the app may ask of its data, one small protocol per concern.

View-models and screens type their store with the narrow protocol they use, so the TinyDB
`Repository` and the in-memory fake of the tests are interchangeable (both pass the same
contract tests, tests/companion/store/test_contract.py). Every method that changes
something raises `StorageError` when the change could not be written, and ``ValueError``
(a message for the person: which field, which rule) when the value cannot be stored.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Protocol

from companion.models import (
    EditRecord,
    EveningTag,
    Player,
    SavedItem,
    Seat,
    Session,
    StartDraw,
    Words,
)
from companion.options import HouseRules
from companion.rows import Row
from companion.store.records import ImportReport, PlayerStats, SessionSummary, Settings


class PlayerStore(Protocol):
    def players(self) -> list[Player]:
        """Known players, by name."""
        ...

    def add_player(self, name: str) -> Player:
        """A new player (a name already known, ignoring case and spaces, returns that one)."""
        ...

    def rename_player(self, player_id: str, name: str) -> Player: ...

    def set_player_colour(self, player_id: str, colour: str) -> Player: ...

    def merge_players(self, keep_id: str, drop_id: str) -> Player:
        """Fold a duplicate into ``keep_id``: every session seat and total moves over."""
        ...


class SessionStore(Protocol):
    """Sessions, their rows with undo/redo, and their edit history (who changed what)."""

    def create_session(self, game: str, seats: list[Seat] | tuple[Seat, ...],
                       options: HouseRules | None = None, start: StartDraw | None = None,
                       author: str = "", draw_summary: Words | str = "",
                       evening: EveningTag | None = None) -> Session: ...

    def session(self, session_id: str) -> Session:
        """The stored session; KeyError when there is none."""
        ...

    def delete_session(self, session_id: str) -> None: ...

    def add_entry(self, session_id: str, row: Row, author: str = "") -> Session:
        """A new row at the end of the sheet: stored as ``Entry(kind=row.kind,
        data=row_data(row))`` when it fits the session's game (else ValueError naming the
        field; nothing is stored)."""
        ...

    def update_entry(self, session_id: str, entry_id: str, row: Row,
                     author: str = "") -> Session:
        """The stored row ``entry_id`` replaced by ``row`` (of the same kind)."""
        ...

    def delete_entry(self, session_id: str, entry_id: str, author: str = "") -> Session: ...

    def undo(self, session_id: str, author: str = "") -> Session:
        """Take back the last row edit (add, edit, delete); no-op when there is none."""
        ...

    def redo(self, session_id: str, author: str = "") -> Session: ...

    def can_undo(self, session_id: str) -> bool: ...

    def can_redo(self, session_id: str) -> bool: ...

    def set_notes(self, session_id: str, text: str, author: str = "") -> Session: ...

    def set_options(self, session_id: str, options: HouseRules,
                    author: str = "") -> Session:
        """The session's house rules, as its game's model (`GamePlugin.options`); stored as
        the fields it was given (ValueError for another game's)."""
        ...

    def set_elapsed(self, session_id: str, seconds: int) -> Session: ...

    def finish(self, session_id: str, author: str = "") -> Session: ...

    def reopen(self, session_id: str, author: str = "") -> Session: ...

    def edit_history(self, session_id: str) -> list[EditRecord]:
        """Oldest first."""
        ...


class ListingStore(Protocol):
    """History's lists and counts, and the statistics over finished sessions."""

    def list_sessions(self, *, game: str | None = None, player_id: str | None = None,
                      since: datetime | None = None, until: datetime | None = None,
                      finished: bool | None = None, offset: int = 0,
                      limit: int = 50) -> list[SessionSummary]:
        """Newest first (by creation); ``since``/``until`` bound the creation time (inclusive)."""
        ...

    def count_sessions(self, *, game: str | None = None, player_id: str | None = None,
                       since: datetime | None = None, until: datetime | None = None,
                       finished: bool | None = None) -> int: ...

    def statistics(self) -> list[PlayerStats]:
        """Per known player over finished sessions, by name."""
        ...


class ItemStore(Protocol):
    """What referee screens keep, e.g. a disputed Spitzweg layout."""

    def saved_items(self, game: str, kind: str) -> list[SavedItem]:
        """Newest first."""
        ...

    def save_item(self, game: str, kind: str, name: str, data: dict[str, Any]) -> SavedItem: ...

    def delete_item(self, item_id: str) -> None: ...


class SettingsStore(Protocol):
    def settings(self) -> Settings: ...

    def save_settings(self, settings: Settings) -> None: ...


class BackupStore(Protocol):
    def export_bytes(self) -> bytes:
        """The whole store as one JSON document."""
        ...

    def import_bytes(self, data: bytes) -> ImportReport:
        """Merge a backup by id; a bad file raises ValueError and changes nothing."""
        ...

    def export_csv(self, session_id: str | None = None) -> str:
        """One session's sheet as CSV; without an id, every session."""
        ...


class Store(PlayerStore, SessionStore, ListingStore, ItemStore, SettingsStore, BackupStore,
            Protocol):
    """The whole data folder, as the app's startup and the edit guard (`Editor`) use it."""

    notices: list[Words]
    """What opening the folder did for the user (recovered a file, upgraded the schema)."""


class PlayerListing(PlayerStore, ListingStore, Protocol):
    """Players with their sessions listed (the player page, league evenings)."""


class SessionListing(SessionStore, ListingStore, Protocol):
    """Sessions listed and opened (an evening's standings)."""


class HistoryStore(PlayerStore, SessionStore, ListingStore, Protocol):
    """History: its filters' players, the listed sessions, and each session for sharing."""


class BackupSettings(SettingsStore, BackupStore, Protocol):
    """The settings screen: preferences, backups and CSV."""
