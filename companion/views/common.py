"""Pieces every screen uses: the route screen, app bar, labelled buttons, confirm dialogs."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from companion.games.kit import TOUCH
from companion.games.kit.controls import tid
from companion.games.kit.screen import Screen
from companion.text import NAME_LENGTH
from companion.theme import focused_field
from companion.views.context import ScreenContext
from companion.views.layout import readable

LIVE_DELAY = 0.1
"""Seconds a screen that follows the whole evening (Standings, the projector) waits before
it is drawn again after an edit at a table: the table's own phones are drawn first, and a
burst of saves across the tables is drawn once."""


class RouteScreen(Screen[ScreenContext]):
    """A route's screen: the base `Screen` (``draw`` gives the body's controls, ``render``
    draws them again) in a View with its app bar and the live-table lock. ``refresh``
    brings it up to date after a change, here or on another phone: a screen with a
    view-model to reload does that first. A subclass sets up its state before calling
    ``super().__init__``, which draws it the first time."""

    session_id: str | None = None
    redraw_delay = 0.0
    """Seconds to wait before the screen is drawn again after another phone's edit
    (`companion.app.App._redraw`): none for a table's own screens, `LIVE_DELAY` for those
    that follow the whole evening."""

    def __init__(self, app: ScreenContext, route: str, title: str,
                 actions: list[ft.Control] | None = None) -> None:
        self.app = app
        self.t = app.t
        self.root = self.body = ft.Column(
            spacing=12, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
        self._badge_route = route
        self._badge = live_badge(app, route)
        self._badge_says = may_edit_here(app, route)
        buttons = [*(actions or []), self._badge]
        self.view = ft.View(
            route=route,
            appbar=ft.AppBar(
                # One line on a 390 px phone: screens name a game by its short name, in a
                # size that leaves it whole beside the bar's buttons.
                title=ft.Semantics(identifier="screen-title", content=ft.Text(
                    title, size=title_size(title, _width(app.page), len(buttons)),
                    max_lines=1, overflow=ft.TextOverflow.ELLIPSIS)),
                title_spacing=TITLE_SPACING, actions=buttons),
            controls=[readable(self.body)], scroll=ft.ScrollMode.AUTO, padding=16)
        super().__init__(app)

    def draw(self) -> list[ft.Control]:
        return []

    def refresh(self) -> None:
        self.render()
        self._badge_again()

    def _badge_again(self) -> None:
        """The lock in the app bar as the right to edit is now: a table's code renewed by
        the host (a lost phone) takes the right while the screen is shown."""
        says = may_edit_here(self.app, self._badge_route)
        actions = self.view.appbar.actions if isinstance(self.view.appbar, ft.AppBar) else None
        if actions and actions[-1] is self._badge and says != self._badge_says:
            actions[-1] = self._badge = live_badge(self.app, self._badge_route)
            self._badge_says = says

    def leave(self) -> None:
        """Called when another route replaces this screen."""

    def edit(self, action: Callable[[], object]) -> bool:
        """Run an edit through the page's guard; refresh the screen when it happened, and
        send it: a sheet on the screen sends its own part while it is drawn again, and Flet
        skips its update after a handler that has sent anything."""
        done: bool = self.app.guarded(lambda: (action(), True)[1]) is True
        if done:
            self.refresh()
            self.app.update()
        return done


TITLE_SIZES = (18, 14)
"""The top bar's title: its size, and the least it may shrink to so that it stays whole."""
TITLE_SPACING = 8
BAR_LEADING, BAR_BUTTON, EM_PER_CHARACTER = 56, 48, 0.6
"""The bar's back arrow and each button (logical pixels), and a character's mean width."""


def title_size(title: str, width: float, buttons: int) -> int:
    """The largest title size (from 18 down to 14) at which ``title`` fits beside the back
    arrow and ``buttons`` buttons on a screen ``width`` pixels wide ("Kardinal & König"
    beside four buttons on a 390 px phone was cut to "Kardinal & Kö…")."""
    room = width - BAR_LEADING - TITLE_SPACING - buttons * BAR_BUTTON
    largest, least = TITLE_SIZES
    fits = int(room / (max(len(title), 1) * EM_PER_CHARACTER))
    return max(least, min(largest, fits))


def _width(page: ft.Page) -> float:
    """The page's width as the browser or window reported it (a phone's when unknown)."""
    try:
        width = page.width
    except (AttributeError, RuntimeError):
        width = None
    return float(width) if isinstance(width, int | float) and width > 0 else 390.0


def live_badge(app: ScreenContext, route: str = "") -> ft.Control:
    """On a shared table: a lock to enter the PIN, or an open lock once editing is allowed
    (on a sheet: that sheet, which a league table's own code may allow alone)."""
    can = may_edit_here(app, route)
    if can is None:
        return ft.Container(width=8)
    tip = app.t("live.editing" if can else "live.viewing")
    return tid("live-status", ft.IconButton(
        ft.Icon(ft.Icons.LOCK_OPEN if can else ft.Icons.LOCK, semantics_label=tip), tooltip=tip,
        on_click=lambda _e: app.go("/live")))


def may_edit_here(app: ScreenContext, route: str) -> bool | None:
    """Whether this phone may edit what ``route`` shows (on a sheet: that sheet), as the
    lock says it; None on a table that is not shared (no lock)."""
    if not app.shared:
        return None
    parts = [part for part in route.partition("?")[0].split("/") if part]
    sheet = parts[1] if len(parts) == 2 and parts[0] == "session" else None
    return app.may_edit(sheet)


def action_button(label: str, identifier: str, on_click: Any,
                  icon: Any = None, filled: bool = False, disabled: bool = False) -> ft.Control:
    kind = ft.FilledButton if filled else ft.OutlinedButton
    return tid(identifier, kind(
        content=ft.Text(label), icon=icon, on_click=on_click, height=TOUCH, disabled=disabled))


def icon_button(icon: Any, tooltip: str, identifier: str, on_click: Any,
                disabled: bool = False) -> ft.Control:
    return tid(identifier, ft.IconButton(
        ft.Icon(icon, semantics_label=tooltip), tooltip=tooltip, on_click=on_click,
        disabled=disabled))


def nav_entry(app: ScreenContext, route: str, label: str, icon: Any) -> ft.Control:
    """A list entry that opens another screen (test id ``nav-<route>``)."""
    return tid(f"nav-{route[1:]}", ft.ListTile(
        leading=ft.Icon(icon), title=ft.Text(label), on_click=lambda _e: app.go(route)))


def heading(text: str) -> ft.Control:
    return ft.Text(text, size=18, weight=ft.FontWeight.BOLD)


def confirm(app: ScreenContext, title: str, text: str, on_yes: Callable[[], Any]) -> None:
    t = app.t

    def yes(_e: Any) -> None:
        app.pop_dialog()
        on_yes()
        app.refresh()

    app.show_dialog(ft.AlertDialog(
        modal=True, title=ft.Text(title), content=ft.Text(text),
        actions=[
            tid("confirm-no", ft.TextButton(
                t("common.cancel"), on_click=lambda _e: app.pop_dialog())),
            tid("confirm-yes", ft.FilledButton(
                t("common.yes"), on_click=yes)),
        ]))


def game_name(app: ScreenContext, game: str) -> str:
    return app.t(f"game.{game}")


def name_field(label: str, on_submit: Callable[[Any], None], keeps: bool = False
               ) -> ft.TextField:
    """A person's name: an outlined field that reads as a place to type, Enter adds.
    ``keeps`` (a computer, `keys_on`): the browser's field takes Enter itself and keeps the
    keyboard for the next name, so the server need not hand it back (an answer that came
    late took the keyboard from where the person had gone on to)."""
    return focused_field(ft.TextField(
        label=label, expand=True, on_submit=on_submit, max_length=NAME_LENGTH,
        capitalization=ft.TextCapitalization.WORDS, shift_enter=keeps, max_lines=1),
        ft.Colors.OUTLINE, 1.5)


SHARE_COMMAND = "companion --host 0.0.0.0"
"""The command that serves the table on the network (`companion.__main__`)."""


def share_command() -> ft.Control:
    """The exact command to share the table, on a line of its own after the words that
    say what it does (a screen reader reads them just before it, so the command needs no
    name of its own, which would also be wider than the line): a person copies it, nobody
    has to read it as a sentence."""
    return ft.Semantics(identifier="share-command", content=ft.Text(
        SHARE_COMMAND, font_family="monospace", selectable=True,
        semantics_label=SHARE_COMMAND))  # selectable: a field, and a field has a label


def short_game_name(app: ScreenContext, game: str) -> str:
    """The game's name short enough for the top bar beside its buttons ("Spitzweg")."""
    return app.t(f"game.{game}.short")


def option_value(t: Callable[..., str], game: str, name: str, value: object) -> str:
    """A house rule's value as a person reads it: Yes/No, or the game's word for a choice
    (key ``<game>.option.<name>.<value>``), else the value itself."""
    if isinstance(value, bool):
        return t("common.yes" if value else "common.no")
    key = f"{game}.option.{name}.{value}"
    text = t(key)
    return str(value) if text == key else text
