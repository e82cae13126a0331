"""One browser session (or desktop window) of the app: language, messages, the edit door.

`Table` is the process: the store, the table PIN, the address to share. `Client` is one
page: its language, its right to edit and its `Editor`, and the helpers every screen and
game plugin uses (`companion.table.host.Shell`).
"""

from __future__ import annotations

import contextlib
import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import flet as ft

from companion.dialogs import explanation_dialog
from companion.games.base import Explanation
from companion.games.kit.controls import announced, tid
from companion.i18n import Translator, author_mark, system_language
from companion.models import Words
from companion.store.protocols import Store
from companion.table.access import (
    FREE_TRIES,
    ClientAccess,
    EditRefused,
    TableLock,
    is_local_browser,
)
from companion.table.asks import JoinAnswer, JoinAsk, JoinAsks
from companion.table.editor import SESSIONS_TOPIC, Changed, Editor, session_topic

SESSIONS_PER_ADDRESS = 16
"""Open tabs one address (one phone or computer) may have on the table at once."""


@dataclass
class Table:
    """What every client of this server shares."""

    repo: Store
    data_dir: Path
    lock: TableLock
    share_url: str | None = None
    """The address other phones open; None when the table is not shared."""
    version: str = "0.1.0"
    notices: list[Words] = field(default_factory=list)
    """What the store did while opening (a damaged file set aside), translated when shown."""
    view_url: str | None = None
    """The spectators' address (view only); the players' join link is `join_url`."""
    connected: dict[str, int] = field(default_factory=dict)
    """Connected sessions per connection address (bounded by `SESSIONS_PER_ADDRESS`)."""
    alerted: int = 0
    """The count of wrong PINs the editors were last told of (`Client.alert_host`)."""
    asks: JoinAsks = field(default_factory=JoinAsks)
    """Phones asking the host to let them edit (`companion.table.asks`)."""

    @property
    def join_url(self) -> str | None:
        """The players' link: opening it allows editing without typing the PIN."""
        if not self.share_url or not self.lock.shared:
            return self.share_url
        return f"{self.share_url}/?join={self.lock.token}"

    def table_link(self, session_id: str) -> str | None:
        """The address a league table's QR code carries: its sheet, with that table's own
        key (it lets a phone edit this table only)."""
        if not self.share_url:
            return None
        link = f"{self.share_url}/session/{session_id}"
        return f"{link}?join={self.lock.keys.key(session_id)}" if self.lock.shared else link

    def pin_wait(self) -> int:
        """Whole seconds every PIN entry waits now (wrong PINs slow the table down)."""
        return int(self.lock.table_wait() + 0.999)

    def arrive(self, peer: str) -> bool:
        """Count a connected session of ``peer``; False when that address has too many."""
        if self.connected.get(peer, 0) >= SESSIONS_PER_ADDRESS:
            return False
        self.connected[peer] = self.connected.get(peer, 0) + 1
        return True

    def depart(self, peer: str) -> None:
        left = self.connected.get(peer, 0) - 1
        if left > 0:
            self.connected[peer] = left
        else:
            self.connected.pop(peer, None)


ALERT_TOPIC = "table/alerts"


@dataclass(frozen=True)
class PinAlert:
    """Wrong PINs were tried this hour; every PIN entry now waits ``wait`` seconds."""

    wrong: int
    wait: int


class Client:
    def __init__(self, table: Table, page: ft.Page, peer: str = "") -> None:
        """``peer``: the address of the session's connection as the server saw it (never a
        page property: the browser sets those itself)."""
        self.table = table
        self.page = page
        self.id = secrets.token_hex(8)
        self.peer = peer
        self._undo_bar: ft.SnackBar | None = None
        """The snack bar of the last undo or redo, closed when the next one speaks."""
        settings = table.repo.settings()
        self.lang = getattr(settings, "language", "") or system_language()
        self.theme = getattr(settings, "theme", "system")
        self.translator = Translator(self.lang)
        self.access = ClientAccess(table.lock, client=peer or f"session {self.id}")
        self.asked: JoinAsk | None = None
        """This page's open request to the host (`ask_host`)."""
        if self.is_host:  # the computer that serves the table may always edit
            self.access.unlocked = True
        self.editor = Editor(table.repo, self.access, self.author(), self.publish, self.id)

    @property
    def is_host(self) -> bool:
        """The computer that serves the table: the desktop window, or a browser on it that
        opened the app as localhost (its connection comes from 127.0.0.1 or ::1, as the
        server saw it). Decided by the connection alone: no page property (``web``,
        ``client_ip``, ...) counts, whenever the client sends it. The host may always edit,
        sees the PIN under Live table and alone opens a league night's tables."""
        return is_local_browser(self.peer)

    # Shell protocol (companion.table.host)
    def t(self, key: str, **params: Any) -> str:
        return self.translator.t(key, **params)

    def rule_text(self, rule_id: str) -> str:
        return self.translator.rule_text(rule_id)

    def set_language(self, lang: str) -> None:
        self.translator = Translator(lang)
        self.lang = self.translator.lang

    def author(self) -> str:
        """Who this page's edits are by, stored in no one language (`author_mark`)."""
        name = str(getattr(self.table.repo.settings(), "author", "") or "")
        guest = self.table.lock.shared and not self.is_host
        return author_mark(name, self.access.client if guest else None)

    def unlock(self, entered: str, table: str | None = None) -> bool:
        """Raises LockedOut while this address or the whole table has to wait. ``table``:
        the league table this phone picked, the only one the PIN unlocks then."""
        try:
            unlocked = self.access.unlock(entered, table)
        finally:
            if not self.access.unlocked:
                self.alert_host()
        self.editor.author = self.author()
        return unlocked

    def join(self, token: str) -> bool:
        joined = self.access.join(token)
        self.editor.author = self.author()
        return joined

    def ask_host(self) -> JoinAsk | None:
        """Ask the host to let this page edit; None when it may not ask now."""
        request = self.table.asks.ask(self.access.client, self.id)
        if request is not None:
            self.asked = request
            self.page.pubsub.send_all_on_topic(ALERT_TOPIC, request)
        return request

    def answer(self, code: str, allowed: bool) -> bool:
        """The host allows or denies the request with ``code``; False when it is gone."""
        if not self.is_host:
            raise EditRefused("only the host answers a request to edit")
        request = self.table.asks.answer(code, allowed)
        if request is not None:
            self.page.pubsub.send_all_on_topic(ALERT_TOPIC,
                                               JoinAnswer(request.client_id, allowed))
        return request is not None

    def deny_all(self) -> None:
        if not self.is_host:
            raise EditRefused("only the host answers a request to edit")
        for request in self.table.asks.deny_all():
            self.page.pubsub.send_all_on_topic(ALERT_TOPIC,
                                               JoinAnswer(request.client_id, False))

    def answered(self, answer: JoinAnswer) -> bool:
        """Take the host's answer if it is to this page's request."""
        if self.asked is None or answer.client_id != self.id:
            return False
        self.asked = None
        if answer.allowed:
            self.access.unlocked = True
            self.editor.author = self.author()
        return True

    def renew_table_key(self, session_id: str) -> str:
        """A new code for one league table (a lost phone): the old one edits nothing more."""
        if not self.is_host:
            raise EditRefused("only the host renews a table's code")
        key = self.table.lock.keys.renew(session_id)
        # The phones on that table's sheet draw it again: the one that joined with the old
        # code shows it view only at once, rather than at its next refused tap.
        self.publish(Changed(session_id, self.id))
        return key

    def renew_pin(self) -> str:
        """A new table PIN, in one tap of the host."""
        if not self.is_host:
            raise EditRefused("only the host sets the PIN")
        return self.table.lock.renew_pin()

    def alert_host(self) -> None:
        """Tell the phones that can edit when wrong PINs slow the table down."""
        lock = self.table.lock
        wrong = lock.wrong_this_hour()
        # Told when the count changed: a try refused unjudged (waiting) tells nobody, or a
        # script tapping Unlock twenty times a second would redraw every editor's screen.
        if wrong >= FREE_TRIES and wrong != self.table.alerted:
            self.table.alerted = wrong
            self.page.pubsub.send_all_on_topic(
                ALERT_TOPIC, PinAlert(wrong, self.table.pin_wait()))

    def notify(self, message: str, error: bool = False) -> None:
        bar = ft.SnackBar(announced(ft.Text(message)), bgcolor=ft.Colors.ERROR if error else None,
                          show_close_icon=True)
        self.page.show_dialog(bar)

    def notify_undoable(self, message: str, label: str, back: Callable[[], None]) -> None:
        """A snack bar that says what just changed, with the one tap that changes it back
        (``label``: "Redo" after an undo, "Undo" after a redo; test id ``snack-back``). It
        stays a while longer than a plain one: a person reads it, then decides."""
        bar = ft.SnackBar(ft.Row([
            ft.Semantics(identifier="snack-message", content=announced(ft.Text(message)),
                         expand=True),
            tid("snack-back", ft.TextButton(
                label, on_click=lambda _e: tapped()))], spacing=8),
            show_close_icon=True, duration=ft.Duration(seconds=8))
        shown = self._undo_bar
        if shown is not None and shown.open:  # the newest change speaks, not a queue of them
            shown.open = False
            with contextlib.suppress(RuntimeError):
                shown.update()
        self._undo_bar = bar

        def tapped() -> None:
            bar.open = False
            bar.update()
            back()

        self.page.show_dialog(bar)

    def explain(self, explanation: Explanation) -> None:
        self.page.show_dialog(explanation_dialog(explanation, self.rule_text,
                                                 self.t("common.close"), self.page.pop_dialog))

    def copy_text(self, text: str) -> None:
        self.page.run_task(ft.Clipboard().set, text)
        self.notify(self.t("common.copied"))

    # live table
    def publish(self, message: Changed) -> None:
        topic = session_topic(message.session_id) if message.session_id else SESSIONS_TOPIC
        pubsub = self.page.pubsub
        pubsub.send_all_on_topic(topic, message)
        if message.session_id:
            pubsub.send_all_on_topic(SESSIONS_TOPIC, message)
