"""The screens' context over one page's client and the table's store
(`companion.views.context.ScreenContext`): each question a screen asks and each action it
takes, by name. `companion.app.App` is this context, and adds moving between screens."""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any, TypeVar

import flet as ft

from companion.games.base import RefereeContext, SheetContext
from companion.models import EveningTag, GameId, Session
from companion.shell import Client
from companion.table.asks import JoinAsk
from companion.table.editor import Editor
from companion.table.host import HostRefereeContext, HostSheetContext, guarded
from companion.vm.history import HistoryVM
from companion.vm.home import HomeVM
from companion.vm.league import Evening, EveningVM, evenings
from companion.vm.new_session import NewSessionVM
from companion.vm.player_page import PlayerPageVM
from companion.vm.players import PlayersVM
from companion.vm.season import SeasonVM
from companion.vm.session import SessionVM
from companion.vm.settings import SettingsVM
from companion.vm.standings import StandingsVM
from companion.vm.stats import StatsVM

T = TypeVar("T")


class AppContext:
    """One page's answers to its screens; ``apply_theme`` and ``apply_locale`` are the
    page's (`companion.app.App`)."""

    page: ft.Page
    client: Client

    def apply_theme(self) -> None:
        raise NotImplementedError

    def apply_locale(self) -> None:
        raise NotImplementedError

    # Drawing
    @property
    def lang(self) -> str:
        return self.client.lang

    @property
    def theme(self) -> str:
        return self.client.theme

    def t(self, key: str, **params: Any) -> str:
        return self.client.t(key, **params)

    def rule_text(self, rule_id: str) -> str:
        return self.client.rule_text(rule_id)

    def use_language(self, lang: str) -> None:
        self.client.set_language(lang)
        self.apply_locale()

    def use_theme(self, theme: str) -> None:
        self.client.theme = theme
        self.apply_theme()

    def update(self) -> None:
        self.page.update()

    def show_dialog(self, dialog: ft.DialogControl) -> None:
        self.page.show_dialog(dialog)

    def pop_dialog(self) -> None:
        self.page.pop_dialog()

    def upload_url(self, name: str, seconds: int) -> str:
        return self.page.get_upload_url(name, seconds)

    def run_task(self, handler: Callable[..., Coroutine[Any, Any, Any]], *args: Any) -> None:
        self.page.run_task(handler, *args)

    # Messages
    def notify(self, message: str, error: bool = False) -> None:
        self.client.notify(message, error)

    def notify_undoable(self, message: str, label: str, back: Callable[[], None]) -> None:
        self.client.notify_undoable(message, label, back)

    def copy_text(self, text: str) -> None:
        self.client.copy_text(text)

    # Rights
    @property
    def is_host(self) -> bool:
        return self.client.is_host

    @property
    def shared(self) -> bool:
        return self.client.table.lock.shared

    @property
    def can_edit(self) -> bool:
        return self.client.access.can_edit

    def may_edit(self, session_id: str | None = None) -> bool:
        return self.client.access.may_edit(session_id)

    @property
    def editor(self) -> Editor:
        return self.client.editor

    def guarded(self, action: Callable[[], T]) -> T | None:
        done: T | None = guarded(self.client, action)
        return done

    def sheet_context(self, session: Session, changed: Callable[[Session], None],
                      kept: dict[str, Any], unsaved: Callable[[str | None], None],
                      colours: dict[str, str]) -> SheetContext:
        ctx = HostSheetContext(self.client, self.client.editor, session, changed, kept, unsaved)
        ctx.colours = colours
        return ctx

    def referee_context(self, game: GameId, session: Session | None,
                        changed: Callable[[Session], None] | None = None) -> RefereeContext:
        return HostRefereeContext(self.client, self.client.editor, game, session, changed)

    # Sharing
    @property
    def share_url(self) -> str | None:
        return self.client.table.share_url

    @property
    def view_url(self) -> str | None:
        return self.client.table.view_url

    @property
    def join_url(self) -> str | None:
        return self.client.table.join_url

    def table_link(self, session_id: str) -> str | None:
        return self.client.table.table_link(session_id)

    def table_pin(self) -> str | None:
        return self.client.table.lock.pin

    def wrong_pins(self) -> int:
        return self.client.table.lock.wrong_this_hour()

    def pin_wait(self) -> int:
        return self.client.table.pin_wait()

    def tries_left(self) -> int:
        return self.client.access.tries_left()

    def key_tables(self) -> tuple[str, ...]:
        return self.client.access.key_tables()

    def join_requests(self) -> list[JoinAsk]:
        return self.client.table.asks.open()

    def asked_code(self) -> str | None:
        asked = self.client.asked
        return None if asked is None else asked.code

    def unlock(self, entered: str, table: str | None = None) -> bool:
        return self.client.unlock(entered, table)

    def ask_host(self) -> JoinAsk | None:
        return self.client.ask_host()

    def answer(self, code: str, allowed: bool) -> bool:
        return self.client.answer(code, allowed)

    def deny_all(self) -> None:
        self.client.deny_all()

    def renew_pin(self) -> str:
        return self.client.renew_pin()

    def renew_table_key(self, session_id: str) -> str:
        return self.client.renew_table_key(session_id)

    @property
    def version(self) -> str:
        return self.client.table.version

    @property
    def data_dir(self) -> Path:
        return self.client.table.data_dir

    # Data
    def home_vm(self) -> HomeVM:
        return HomeVM(self.client.table.repo)

    def history_vm(self) -> HistoryVM:
        return HistoryVM(self.client.table.repo)

    def stats_vm(self) -> StatsVM:
        return StatsVM(self.client.table.repo)

    def players_vm(self) -> PlayersVM:
        return PlayersVM(self.client.table.repo)

    def player_page_vm(self, player_id: str) -> PlayerPageVM:
        return PlayerPageVM(self.client.table.repo, player_id)

    def new_session_vm(self, game: GameId) -> NewSessionVM:
        return NewSessionVM(self.client.table.repo, game)

    def session_vm(self, session_id: str) -> SessionVM:
        return SessionVM(self.client.table.repo, session_id)

    def settings_vm(self) -> SettingsVM:
        return SettingsVM(self.client.table.repo)

    def season_vm(self, year: int | None = None) -> SeasonVM:
        return SeasonVM(self.client.table.repo, year)

    def standings_vm(self, evening_id: str | None) -> StandingsVM:
        return StandingsVM(self.client.table.repo, evening_id, self.t)

    def evening_vm(self, game: GameId, name: str, evening: Evening | None) -> EveningVM:
        return EveningVM(self.client.table.repo, game, name, evening)

    def evenings(self, open_only: bool = False) -> list[Evening]:
        return evenings(self.client.table.repo, open_only=open_only)

    def evening_of(self, session_id: str) -> EveningTag | None:
        try:
            return self.client.table.repo.session(session_id).evening
        except KeyError:
            return None

    def player_colours(self) -> dict[str, str | None]:
        return {p.id: p.colour for p in self.client.table.repo.players()}
