"""One browser session (or desktop window) of the app: language, messages, the edit door.

`Table` is the process: the store, the table PIN, the address to share. `Client` is one
page: its language, its right to edit and its `Editor`, and the helpers every screen and
game plugin uses (`companion.host.Shell`).
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import flet as ft

from companion.access import ClientAccess, TableLock
from companion.editor import SESSIONS_TOPIC, Changed, Editor, session_topic
from companion.games.base import Explanation
from companion.i18n import Translator, system_language
from companion.store import Repository
from companion.views.common import explanation_dialog


@dataclass
class Table:
    """What every client of this server shares."""

    repo: Repository
    data_dir: Path
    lock: TableLock
    share_url: str | None = None
    """The address other phones open; None when the table is not shared."""
    version: str = "0.1.0"
    notices: list[str] = field(default_factory=list)


class Client:
    def __init__(self, table: Table, page: ft.Page) -> None:
        self.table = table
        self.page = page
        self.id = secrets.token_hex(8)
        settings = table.repo.settings()
        self.lang = getattr(settings, "language", "") or system_language()
        self.theme = getattr(settings, "theme", "system")
        self.translator = Translator(self.lang)
        address = getattr(page, "client_ip", None) or self.id
        self.access = ClientAccess(table.lock, client=str(address))
        self.editor = Editor(table.repo, self.access, self.author(), self.publish, self.id)

    # Shell protocol (companion.host)
    def t(self, key: str, **params: Any) -> str:
        return self.translator.t(key, **params)

    def rule_text(self, rule_id: str) -> str:
        return self.translator.rule_text(rule_id)

    def set_language(self, lang: str) -> None:
        self.translator = Translator(lang)
        self.lang = self.translator.lang

    def author(self) -> str:
        name = str(getattr(self.table.repo.settings(), "author", "") or "")
        if self.table.lock.shared:
            return f"{self.t('author.guest')} {self.access.client}"
        return name or self.t("author.this_device")

    def unlock(self, entered: str) -> bool:
        unlocked = self.access.unlock(entered)
        self.editor.author = self.author()
        return unlocked

    def notify(self, message: str, error: bool = False) -> None:
        bar = ft.SnackBar(ft.Text(message), bgcolor=ft.Colors.ERROR if error else None,
                          show_close_icon=True)
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
