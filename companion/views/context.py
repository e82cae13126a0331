"""What a screen may use of the page it is shown on: a narrow context.

A screen draws with the page's language and theme, moves between screens, takes the actions
this phone may take at the table, and asks for the view-models and figures it shows. It sees
neither the store nor the page's client: it names what it needs (`Drawing`, `Navigator`,
`Messages`, `Rights`, `Sharing`, `Data`), and the app's page (`companion.app.App`, over
`companion.app_context.AppContext`) answers. So a screen depends on what it uses and the
router on the screens, not both ways round; a test checks that no screen reaches through
its context (``app.x.y``).
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any, Protocol, TypeVar

import flet as ft

from companion.games.base import RefereeContext, SheetContext
from companion.models import EveningTag, GameId, Session
from companion.table.asks import JoinAsk
from companion.table.editor import Editor
from companion.vm.history import HistoryVM
from companion.vm.home import HomeVM
from companion.vm.league import Evening, EveningVM
from companion.vm.new_session import NewSessionVM
from companion.vm.player_page import PlayerPageVM
from companion.vm.players import PlayersVM
from companion.vm.season import SeasonVM
from companion.vm.session import SessionVM
from companion.vm.settings import SettingsVM
from companion.vm.standings import StandingsVM
from companion.vm.stats import StatsVM

T = TypeVar("T")


class Navigator(Protocol):
    """Moving between screens."""

    def go(self, route: str) -> None:
        """Show ``route`` (e.g. ``/session/<id>``); Back returns to the screen before."""
        ...

    def refresh(self) -> None:
        """Rebuild the current screen in place (after an edit here or on another phone)."""
        ...

    def render(self) -> None:
        """Rebuild the whole view stack for the current route (after a language change)."""
        ...

    @property
    def before_live(self) -> str:
        """The screen a phone opened Live table from: it returns there once unlocked."""
        ...


class Drawing(Protocol):
    """What a screen draws with: the page, its language and its theme."""

    @property
    def page(self) -> ft.Page:
        """The page the screen is shown on (its width, its platform, its uploads)."""
        ...

    @property
    def lang(self) -> str:
        """The page's language ("en", "de")."""
        ...

    @property
    def theme(self) -> str:
        """Light, dark or the system's ("light", "dark", "system")."""
        ...

    def t(self, key: str, **params: Any) -> str:
        """A UI string of the page's language."""
        ...

    def rule_text(self, rule_id: str) -> str:
        """The app's own explanation of a rule ID in the page's language."""
        ...

    def use_language(self, lang: str) -> None:
        """Speak ``lang`` from now on, Flutter's own words too (the screens are drawn again
        by `Navigator.render`)."""
        ...

    def use_theme(self, theme: str) -> None:
        """Show the page in ``theme`` from now on."""
        ...

    def update(self) -> None:
        """Send what changed on the page now (a handler that sent something already)."""
        ...

    def show_dialog(self, dialog: ft.DialogControl) -> None: ...

    def pop_dialog(self) -> None: ...

    def upload_url(self, name: str, seconds: int) -> str:
        """Where the browser sends a picked file as ``name`` (for ``seconds``)."""
        ...

    def run_task(self, handler: Callable[..., Coroutine[Any, Any, Any]], *args: Any) -> None:
        """Run ``handler(*args)`` on the page's loop (a download, a clock, an upload)."""
        ...


class Messages(Protocol):
    """What the page tells the person."""

    def notify(self, message: str, error: bool = False) -> None: ...

    def notify_undoable(self, message: str, label: str, back: Callable[[], None]) -> None:
        """A message with the one tap (``label``) that changes it back."""
        ...

    def copy_text(self, text: str) -> None:
        """Copy to the clipboard and say so."""
        ...


class Rights(Protocol):
    """Who this phone is at the table, and the door its edits go through."""

    @property
    def is_host(self) -> bool:
        """The computer that serves the table (decided by the connection alone)."""
        ...

    @property
    def shared(self) -> bool:
        """The table is shared on the network (a lock in the app bar)."""
        ...

    @property
    def can_edit(self) -> bool:
        """May edit everything (not one league table alone)."""
        ...

    def may_edit(self, session_id: str | None = None) -> bool:
        """May edit this session (everything, or this table by its still valid code)."""
        ...

    @property
    def editor(self) -> Editor:
        """The edit door the view-models write through (it refuses what this phone may not)."""
        ...

    def guarded(self, action: Callable[[], T]) -> T | None:
        """Run an edit; tell the person why it did not happen (None then)."""
        ...

    def sheet_context(self, session: Session, changed: Callable[[Session], None],
                      kept: dict[str, Any], unsaved: Callable[[str | None], None],
                      colours: dict[str, str]) -> SheetContext:
        """What a game's score sheet of ``session`` is given (`companion.games.base`)."""
        ...

    def referee_context(self, game: GameId, session: Session | None,
                        changed: Callable[[Session], None] | None = None) -> RefereeContext:
        """What a game's referee tools are given, over ``session`` when one is open."""
        ...


class Sharing(Protocol):
    """The shared table: its addresses, its PIN, phones asking to edit."""

    @property
    def share_url(self) -> str | None:
        """The address other phones open; None when the table is not shared."""
        ...

    @property
    def view_url(self) -> str | None:
        """The spectators' address (view only)."""
        ...

    @property
    def join_url(self) -> str | None:
        """The players' link: opening it allows editing without typing the PIN."""
        ...

    def table_link(self, session_id: str) -> str | None:
        """A league table's link, with that table's own code (it edits this table only)."""
        ...

    def table_pin(self) -> str | None:
        """The table's PIN (None: the table is not locked)."""
        ...

    def wrong_pins(self) -> int:
        """Wrong PINs tried at this table this hour."""
        ...

    def pin_wait(self) -> int:
        """Seconds every PIN entry waits now (wrong PINs slow the table down)."""
        ...

    def tries_left(self) -> int: ...

    def key_tables(self) -> tuple[str, ...]:
        """The sessions this phone edits by their table's code."""
        ...

    def join_requests(self) -> list[JoinAsk]:
        """The phones asking the host to let them edit, oldest first."""
        ...

    def asked_code(self) -> str | None:
        """The code of this phone's open request to the host, if any."""
        ...

    def unlock(self, entered: str, table: str | None = None) -> bool:
        """The PIN typed; ``table``: the league table this phone picked. Raises `LockedOut`."""
        ...

    def ask_host(self) -> JoinAsk | None: ...

    def answer(self, code: str, allowed: bool) -> bool: ...

    def deny_all(self) -> None: ...

    def renew_pin(self) -> str: ...

    def renew_table_key(self, session_id: str) -> str: ...

    @property
    def version(self) -> str: ...

    @property
    def data_dir(self) -> Path:
        """Where the table's data is kept (the host's folder)."""
        ...


class Data(Protocol):
    """The view-models and figures screens show, read from the table's store."""

    def home_vm(self) -> HomeVM: ...

    def history_vm(self) -> HistoryVM: ...

    def stats_vm(self) -> StatsVM: ...

    def players_vm(self) -> PlayersVM: ...

    def player_page_vm(self, player_id: str) -> PlayerPageVM: ...

    def new_session_vm(self, game: GameId) -> NewSessionVM: ...

    def session_vm(self, session_id: str) -> SessionVM:
        """Raises KeyError when the session is gone."""
        ...

    def settings_vm(self) -> SettingsVM: ...

    def season_vm(self, year: int | None = None) -> SeasonVM: ...

    def standings_vm(self, evening_id: str | None) -> StandingsVM: ...

    def evening_vm(self, game: GameId, name: str, evening: Evening | None) -> EveningVM: ...

    def evenings(self, open_only: bool = False) -> list[Evening]:
        """League nights, newest first (``open_only``: those with a table being played)."""
        ...

    def evening_of(self, session_id: str) -> EveningTag | None:
        """The league night's tag of table ``session_id`` (None: none, or no such session)."""
        ...

    def player_colours(self) -> dict[str, str | None]:
        """player id -> the colour the player chose (None: none chosen)."""
        ...


class ScreenContext(Navigator, Drawing, Messages, Rights, Sharing, Data, Protocol):
    """Everything a screen may use of its page."""
