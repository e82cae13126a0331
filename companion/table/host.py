"""The plugin host: `SheetContext` and `RefereeContext` (games/base.py) over the store.

Every edit a game screen asks for goes through the client's `Editor`; a refusal (no PIN) or
a save that could not be written becomes a message, never an exception in the game's code.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from companion.games.base import Context, Explanation
from companion.i18n import say
from companion.models import SavedItem, Session
from companion.options import HouseRules
from companion.rows import Row
from companion.store import StorageError
from companion.table.access import EditRefused
from companion.table.editor import Editor

Shell = Context
"""What the app offers every screen of one browser session (`companion.shell.Client`): the
game screens' own `Context`, which the host's contexts hand on."""


def guarded(shell: Shell, action: Callable[[], Any]) -> Any:
    """Run an edit; tell the person why it did not happen. None when it did not."""
    try:
        return action()
    except EditRefused:
        shell.notify(shell.t("access.refused"), error=True)
    except StorageError as trouble:
        shell.notify(shell.t("storage.error", reason=say(trouble.words, shell.t)), error=True)
    except (KeyError, ValueError) as wrong:
        shell.notify(shell.t("edit.error", reason=str(wrong)), error=True)
    return None


class _Base:
    def __init__(self, shell: Shell, editor: Editor) -> None:
        self._shell = shell
        self._editor = editor
        self.page = shell.page
        self.lang = shell.lang

    def t(self, key: str, **params: Any) -> str:
        return self._shell.t(key, **params)

    def rule_text(self, rule_id: str) -> str:
        return self._shell.rule_text(rule_id)

    def explain(self, explanation: Explanation) -> None:
        self._shell.explain(explanation)

    def copy_text(self, text: str) -> None:
        self._shell.copy_text(text)

    def notify(self, message: str, error: bool = False) -> None:
        self._shell.notify(message, error)


class HostSheetContext(_Base):
    """A session's sheet; ``changed`` re-renders the session screen after a saved edit."""

    def __init__(self, shell: Shell, editor: Editor, session: Session,
                 changed: Callable[[Session], None],
                 kept: dict[str, Any] | None = None,
                 unsaved: Callable[[str | None], None] | None = None) -> None:
        super().__init__(shell, editor)
        self.session = session
        self._unsaved = unsaved
        self.kept: dict[str, Any] = {} if kept is None else kept
        """The session screen's memory for its sheet (`SheetContext.kept`)."""
        self.can_edit = editor.access.may_edit(session.id) and session.finished_at is None
        """Fixed for this sheet: the shell builds a new sheet when the right changes. A
        finished game's sheet is read-only until it is reopened."""
        self.colours: dict[str, str] = {}
        """player_id -> avatar colour, distinct at this table (`companion.colours`)."""
        self._changed = changed

    def _apply(self, action: Callable[[], Session]) -> None:
        if self.session.finished_at is not None:  # read-only until Reopen
            self.notify(self.t("session.finished_read_only"), error=True)
            return
        saved = guarded(self._shell, action)
        if saved is not None:
            self.session = saved
            self._changed(saved)

    def add_entry(self, row: Row) -> None:
        self._apply(lambda: self._editor.add_entry(self.session.id, row))

    def update_entry(self, entry_id: str, row: Row) -> None:
        self._apply(lambda: self._editor.update_entry(self.session.id, entry_id, row))

    def delete_entry(self, entry_id: str) -> None:
        self._apply(lambda: self._editor.delete_entry(self.session.id, entry_id))

    def set_options(self, options: HouseRules) -> None:
        self._apply(lambda: self._editor.set_options(self.session.id, options))

    def show_unsaved(self, what: str | None) -> None:
        if self._unsaved is not None:
            self._unsaved(what)


class HostRefereeContext(_Base):
    """A referee screen of ``game``; ``session`` is the open unfinished session, if any."""

    def __init__(self, shell: Shell, editor: Editor, game: str, session: Session | None,
                 changed: Callable[[Session], None] | None = None) -> None:
        super().__init__(shell, editor)
        self.game = game
        self.session = session
        self._changed = changed

    def send_to_sheet(self, row: Row) -> bool:
        session = self.session
        if session is None or session.finished_at is not None:
            self.notify(self.t("referee.no_session"), error=True)
            return False
        saved = guarded(self._shell, lambda: self._editor.add_entry(session.id, row))
        if saved is None:
            return False
        self.session = saved
        if self._changed is not None:
            self._changed(saved)
        self.notify(self.t("referee.sent"))
        return True

    def saved_items(self, kind: str) -> list[SavedItem]:
        items: list[SavedItem] = self._editor.repo.saved_items(self.game, kind)
        return items

    def save_item(self, kind: str, name: str, data: dict[str, Any]) -> SavedItem:
        """Raises EditRefused for a viewer (the screen shows the message it gets back)."""
        try:
            return self._editor.save_item(self.game, kind, name, data)
        except EditRefused:
            self.notify(self.t("access.refused"), error=True)
            raise

    def delete_item(self, item_id: str) -> None:
        guarded(self._shell, lambda: self._editor.delete_item(item_id))

    def last_table(self) -> tuple[str, ...]:
        newest = self._editor.repo.list_sessions(game=self.game, limit=1)
        return tuple(seat.name for seat in newest[0].seats) if newest else ()
