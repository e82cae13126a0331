"""The one door every edit goes through: checks the client's right, saves, tells the table.

Screens, plugin contexts, routes and live-table messages all edit through an `Editor`; a
client without the right to edit (a shared table's viewer without the PIN) is refused here,
on the server, whatever button or message asked for it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from companion.models import EveningTag, Player, SavedItem, Seat, Session, StartDraw, Words
from companion.options import HouseRules
from companion.rows import Row
from companion.store.protocols import Store
from companion.table.access import ClientAccess

SESSIONS_TOPIC = "table"
"""PubSub topic for changes that concern the lists (sessions added, deleted, players)."""


def session_topic(session_id: str) -> str:
    return f"session/{session_id}"


@dataclass(frozen=True)
class Changed:
    """A live-table message: something was saved; receivers reload it from the store.

    Messages carry no edits: the store is the only truth, so a forged message can at most
    cause a reload.
    """

    session_id: str | None
    origin: str


class Editor:
    def __init__(self, repo: Store, access: ClientAccess, author: str,
                 publish: Callable[[Changed], None] | None = None, origin: str = "") -> None:
        self.repo = repo
        self.origin = origin
        self.access = access
        self.author = author
        self._publish = publish or (lambda _message: None)

    @property
    def can_edit(self) -> bool:
        return self.access.can_edit

    def _saved(self, session_id: str | None) -> None:
        self._publish(Changed(session_id, self.origin))

    def _session(self, session: Session) -> Session:
        self._saved(session.id)
        return session

    # sessions
    def create_session(self, game: str, seats: tuple[Seat, ...],
                       options: HouseRules | None = None, start: StartDraw | None = None,
                       draw_summary: Words | str = "",
                       evening: EveningTag | None = None) -> Session:
        self.access.require_edit()
        return self._session(self.repo.create_session(game, seats, options, start,
                                                      self.author, draw_summary, evening))

    def delete_session(self, session_id: str) -> None:
        self.access.require_edit()
        self.repo.delete_session(session_id)
        self._saved(session_id)

    def add_entry(self, session_id: str, row: Row) -> Session:
        self.access.require_edit(session_id)
        return self._session(self.repo.add_entry(session_id, row, self.author))

    def update_entry(self, session_id: str, entry_id: str, row: Row) -> Session:
        self.access.require_edit(session_id)
        return self._session(self.repo.update_entry(session_id, entry_id, row, self.author))

    def delete_entry(self, session_id: str, entry_id: str) -> Session:
        self.access.require_edit(session_id)
        return self._session(self.repo.delete_entry(session_id, entry_id, self.author))

    def undo(self, session_id: str) -> Session:
        self.access.require_edit(session_id)
        return self._session(self.repo.undo(session_id, self.author))

    def redo(self, session_id: str) -> Session:
        self.access.require_edit(session_id)
        return self._session(self.repo.redo(session_id, self.author))

    def set_notes(self, session_id: str, text: str) -> Session:
        self.access.require_edit(session_id)
        return self._session(self.repo.set_notes(session_id, text, self.author))

    def set_options(self, session_id: str, options: HouseRules) -> Session:
        self.access.require_edit(session_id)
        return self._session(self.repo.set_options(session_id, options, self.author))

    def set_elapsed(self, session_id: str, seconds: int) -> Session:
        self.access.require_edit(session_id)
        return self.repo.set_elapsed(session_id, seconds)

    def finish(self, session_id: str) -> Session:
        self.access.require_edit(session_id)
        return self._session(self.repo.finish(session_id, self.author))

    def reopen(self, session_id: str) -> Session:
        self.access.require_edit(session_id)
        return self._session(self.repo.reopen(session_id, self.author))

    # players
    def add_player(self, name: str) -> Player:
        self.access.require_edit()
        player = self.repo.add_player(name)
        self._saved(None)
        return player

    def rename_player(self, player_id: str, name: str) -> None:
        self.access.require_edit()
        self.repo.rename_player(player_id, name)
        self._saved(None)

    def set_player_colour(self, player_id: str, colour: str) -> None:
        self.access.require_edit()
        self.repo.set_player_colour(player_id, colour)
        self._saved(None)

    def merge_players(self, keep_id: str, drop_id: str) -> None:
        self.access.require_edit()
        self.repo.merge_players(keep_id, drop_id)
        self._saved(None)

    # referee items, settings, backups
    def save_item(self, game: str, kind: str, name: str, data: dict[str, Any]) -> SavedItem:
        self.access.require_edit()
        return self.repo.save_item(game, kind, name, data)

    def delete_item(self, item_id: str) -> None:
        self.access.require_edit()
        self.repo.delete_item(item_id)

    def save_settings(self, settings: Any) -> None:
        self.access.require_edit()
        self.repo.save_settings(settings)

    def import_bytes(self, data: bytes) -> Any:
        self.access.require_edit()
        report = self.repo.import_bytes(data)
        self._saved(None)
        return report
