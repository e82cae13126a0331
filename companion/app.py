"""The app's pages: routes, the view stack (back works everywhere), live-table refresh."""

from __future__ import annotations

import asyncio
import logging
import sys
from collections.abc import Callable
from typing import Any

import flet as ft

from companion.app_context import AppContext
from companion.i18n import say
from companion.models import GAME_IDS
from companion.server.gate import on_flood
from companion.server.peers import peers
from companion.server.sending import unless_gone
from companion.server.status import PAGES
from companion.shell import ALERT_TOPIC, Client, PinAlert, Table
from companion.store import StorageError
from companion.table.access import DESKTOP_WINDOW, EditRefused
from companion.table.asks import JoinAnswer, JoinAsk
from companion.table.editor import SESSIONS_TOPIC, Changed, session_topic
from companion.theme import app_theme
from companion.views import ROUTES, home
from companion.views.common import RouteScreen
from companion.views.layout import is_wide, text_theme

FONT = "DejaVu"
REDRAW_DELAY = 0.03
"""Seconds between two live-table redraws of a phone: another phone's edit is drawn at once,
and the edits of a burst that arrive meanwhile are drawn together once this gap has passed
(a redraw sends only what changed: it is short, and so is the gap)."""

log = logging.getLogger("companion")


OPENED_FROM = {"session": ("history", "league", "tables"), "standings": ("league", "tables")}
"""The screens back returns to from a screen opened there (``?from=<screen>``): History,
or an evening's Tables (the host's "league", a phone's "tables"); else Home."""


def came_from(route: str) -> str | None:
    """The screen a route was opened from ("/session/x?from=history" -> "history")."""
    query = route.partition("?")[2]
    found = [part[5:] for part in query.split("&") if part.startswith("from=")]
    return found[0] if found and found[0] in ROUTES else None


def parse_route(route: str) -> tuple[str, str | None]:
    """("session", "<id>") for "/session/<id>", ("home", None) for "/" or anything unknown."""
    parts = [p for p in route.split("?")[0].split("/") if p]
    if not parts:
        return "home", None
    name, arg = parts[0], (parts[1] if len(parts) > 1 else None)
    if name not in ROUTES:
        return "home", None
    if name in ("new", "referee") and arg not in GAME_IDS:
        return "home", None
    if name == "session" and not arg:
        return "home", None
    return name, arg


_NONE = ft.PageTransitionTheme.NONE
AT_ONCE = ft.PageTransitionsTheme(android=_NONE, ios=_NONE, linux=_NONE, macos=_NONE,
                                  windows=_NONE)
"""Screens change at once, without a sliding or fading transition: Flutter ignores taps
while a screen is moving in, and at the table the next tap often comes right away."""
THEME_AT_ONCE = ft.AnimationStyle.no_animation()
"""A new theme (light or dark chosen) is shown at once. Flutter animates a change of theme
over 200 ms, and the browser reads the theme anew with every screen change: its button
styles never compare equal, so each screen change ran that animation, redrawing the whole
app in every frame of it for nothing (a quarter of the browser's work for a screen change,
measured in headless Chromium: docs/performance.md)."""


class App(AppContext):
    """One page's router: builds the view stack for the route and re-renders on changes.

    It is the `ScreenContext` its screens are given (`AppContext` answers their questions).
    """

    def __init__(self, table: Table, page: ft.Page, peer: str = "") -> None:
        PAGES.add(self)
        self.page = page
        self.client = Client(table, page, peer)
        self.screen: RouteScreen | None = None
        self.stack: list[RouteScreen] = []
        """The screens of the view stack, the shown one (``screen``) last."""
        self._session_topic: str | None = None
        self._redraw_due = False
        self._redrawn_at = -REDRAW_DELAY
        """The event loop's time of the last live-table redraw (`_redraw`)."""
        self._connected = False
        self._tasks: set[asyncio.Task[None]] = set()
        self.before_live = "/"
        """The screen a phone opened Live table from: it returns there once unlocked."""
        self._shown_route: str | None = None
        """The route whose screen is drawn."""
        self._wide = False
        """The theme's small print is the wide window's (`apply_theme`)."""

    def start(self) -> None:
        page = self.page
        page.title = "Table Companion"
        page.fonts = {FONT: "fonts/DejaVuSans.ttf", f"{FONT} Bold": "fonts/DejaVuSans-Bold.ttf"}
        self.apply_theme()
        self.apply_locale()
        session = getattr(page, "session", None)
        if session is not None:  # every uncaught handler error: a short message, logged
            session.error = self.on_crash
        table = self.client.table
        if not table.arrive(self.client.peer):
            page.add(ft.Text(self.client.t("live.too_many_tabs")))
            return
        self._connected = True
        on_flood(page, self._too_fast)
        page.on_route_change = lambda _e: self._route_changed()
        page.on_view_pop = self.view_pop
        page.on_connect = lambda _e: self.reconnect()
        page.on_disconnect = lambda _e: self.suspend()
        page.on_close = lambda _e: self.close()
        page.on_resize = lambda _e: self.resized()
        self._subscribe()
        if not self._join(page.route or "/"):
            self.render()
        if self.client.is_host:  # what the store did: news for the serving computer only
            for notice in table.notices:
                self.client.notify(say(notice, self.client.t))

    def _join(self, route: str) -> bool:
        """Opened by the players' QR code: editing allowed without typing the PIN."""
        query = route.partition("?")[2]
        token = next((part[5:] for part in query.split("&") if part.startswith("join=")), None)
        if token is None:
            return False
        joined = self.client.join(token)
        clean = route.partition("?")[0] or "/"
        self.render(clean)
        if joined:
            self.client.notify(self.client.t("live.unlocked"))
        self.go(clean)  # the token leaves the address bar; that screen is already shown
        return True

    def _route_changed(self) -> None:
        """The browser's address changed. A change to the screen already shown (the join
        link's address without its token) draws nothing again: a form opened meanwhile
        stays open."""
        if (self.page.route or "/") != self._shown_route:
            self.render()

    def _subscribe(self) -> None:
        self.page.pubsub.subscribe_topic(SESSIONS_TOPIC, self.on_message)
        self.page.pubsub.subscribe_topic(ALERT_TOPIC, self.on_alert)
        self._session_topic = None

    def _too_fast(self) -> None:
        """This phone sent more taps than the table handles (`companion.server.gate`): told once."""
        if self._connected:
            self.client.notify(self.client.t("live.too_fast"), error=True)
            self.page.update()

    def on_crash(self, message: str) -> None:
        """An uncaught error in a handler (Flet calls this inside its ``except``): logged in
        full, the person gets a short message and never a traceback."""
        trouble = sys.exc_info()[1]
        if isinstance(trouble, EditRefused):  # the viewer is told; nothing went wrong
            log.info("Edit refused: %s", message)
        else:
            log.error("Unhandled error in a screen handler: %s", message)
        if not self._connected:
            return
        if isinstance(trouble, EditRefused):
            text = self.client.t("access.refused")
        elif isinstance(trouble, StorageError):
            text = self.client.t("storage.error", reason=say(trouble.words, self.client.t))
        else:
            text = self.client.t("app.error")
        try:
            self.client.notify(text, error=True)
            self.refresh()
        except Exception:  # the page itself is broken: the log has it
            log.exception("Could not show the error message")

    def suspend(self) -> None:
        """The browser disconnected: stop the screen's timer, leave the live table, free the
        screen; `reconnect` rebuilds it if the browser comes back."""
        if not self._connected:
            return
        self._connected = False
        self.client.table.depart(self.client.peer)
        self.page.pubsub.unsubscribe_all()
        self._session_topic = None
        self._leave_all()
        self.page.views.clear()

    def reconnect(self) -> None:
        if self._connected:
            self.refresh()  # catch up with what was missed
            return
        if not self.client.table.arrive(self.client.peer):
            return
        self._connected = True
        self._subscribe()
        self.render()

    def close(self) -> None:
        """The page's session expired: stop the timer and the live-table messages."""
        self.suspend()

    def apply_theme(self) -> None:
        """Light or dark as chosen; small print at 14 px on a wide window
        (`companion.views.layout`)."""
        page = self.page
        self._wide = is_wide(getattr(page, "width", None))
        texts = text_theme(self._wide)
        page.theme = app_theme(FONT, AT_ONCE, texts)
        page.dark_theme = app_theme(FONT, AT_ONCE, texts)
        page.theme_animation_style = THEME_AT_ONCE
        page.theme_mode = {"light": ft.ThemeMode.LIGHT, "dark": ft.ThemeMode.DARK}.get(
            self.client.theme, ft.ThemeMode.SYSTEM)

    def apply_locale(self) -> None:
        """Flutter's own words (the screen reader's "Back", "Alert", the date picker) in the
        app's language."""
        self.page.locale_configuration = ft.LocaleConfiguration(
            supported_locales=[ft.Locale("en", "US"), ft.Locale("de", "DE")],
            current_locale=ft.Locale("de", "DE") if self.client.lang == "de"
            else ft.Locale("en", "US"))

    def resized(self) -> None:
        """The window grew wide or narrow: the small print follows, and the screen is drawn
        for its new width (a screen that lays out by it, such as Standings' table; the
        readable column is the browser's own, `companion.views.layout`)."""
        if is_wide(getattr(self.page, "width", None)) != self._wide and self._connected:
            self.apply_theme()
            if self.screen is not None:
                self.screen.refresh()
            with unless_gone():
                self.page.update()

    def go(self, route: str) -> None:
        """Show ``route``. The step runs as a task that is kept until it ends, and a browser
        that went away meanwhile ends it quietly (no "exception never retrieved" in the log)."""
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # a page driven without a server loop (tests of the screens)
            self.page.navigate(route)
            return
        task = loop.create_task(self._push_route(route))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _push_route(self, route: str) -> None:
        try:
            await self.page.push_route(route)
        except RuntimeError:
            if self._live():
                log.exception("Could not show %s", route)

    def render(self, route: str | None = None) -> None:
        """Draw the screen of ``route`` (the page's route when None)."""
        route = route or self.page.route or "/"
        if self._back_to(route):
            return
        self._shown_route = route
        name, arg = parse_route(route)
        if name == "live" and self.screen is not None and self.screen.view.route != "/live":
            self.before_live = self.screen.view.route or "/"
        self._leave_all()
        stack: list[RouteScreen] = [home.build(self, None)] if name != "home" else []
        origin = came_from(route)
        if origin in OPENED_FROM.get(name, ()):
            stack.append(ROUTES[origin](self, None))  # back returns to where it was opened
        self.screen = ROUTES[name](self, arg)
        self.stack = [*stack, self.screen]
        self.page.views.clear()
        self.page.views.extend(screen.view for screen in self.stack)
        self._follow_session(self.screen.session_id)
        self.page.update()

    def _back_to(self, route: str) -> bool:
        """Back to the screen right below the top one (the app bar's arrow, the browser's
        back button): that screen stays, brought up to date in place. The browser shows it
        as soon as the arrow is tapped, before the server has heard of it, so its controls
        must stay the ones on the page, or a tap on them right away would be lost."""
        if len(self.stack) < 2 or (self.stack[-2].view.route or "/") != route:
            return False
        top = self.stack.pop()
        top.leave()
        self.screen = self.stack[-1]
        self._shown_route = route
        if self.page.views and self.page.views[-1] is top.view:
            self.page.views.pop()
        self._follow_session(self.screen.session_id)
        self.screen.refresh()
        self.page.update()
        return True

    def _leave_all(self) -> None:
        stack, self.stack, self.screen = self.stack, [], None
        for screen in reversed(stack):
            try:
                screen.leave()
            except Exception:
                log.exception("Leaving a screen failed")

    def refresh(self) -> None:
        """Rebuild the current screen in place (after an edit here or on another phone)."""
        if self.screen is None:
            return
        self.screen.refresh()
        self.page.update()

    def _follow_session(self, session_id: str | None) -> None:
        topic = session_topic(session_id) if session_id else None
        if topic == self._session_topic:
            return
        if self._session_topic:
            self.page.pubsub.unsubscribe_topic(self._session_topic)
        if topic:
            self.page.pubsub.subscribe_topic(topic, self.on_message)
        self._session_topic = topic

    async def on_message(self, topic: str, message: Any) -> None:
        """A live-table message (`noticed`). A coroutine, so that Flet's hub runs it on the
        server's loop straight away: a plain handler goes through the hub's thread pool, and
        a save at one table waited there behind the evening's every other phone, each told
        on the lists' topic."""
        self.noticed(topic, message)

    def noticed(self, topic: str, message: Any) -> None:
        """Only `Changed` notices are read; they cause a reload."""
        if not isinstance(message, Changed) or message.origin == self.client.id:
            return
        screen = self.screen
        if screen is None:
            return
        if topic == SESSIONS_TOPIC and screen.session_id is not None:
            return  # the session's own topic brings it
        if not self._redraw_due and self._live():
            self._redraw_due = True
            self.page.run_task(self._redraw)

    def _live(self) -> bool:
        session = getattr(self.page, "session", None)
        return self._connected and (session is None or session.connection is not None)

    def on_alert(self, _topic: str, message: Any) -> None:
        """Wrong PINs slow the table down: the phones that can edit are told. A phone asks
        to edit: the host is told; the host answered: that phone is told."""
        if not self._live():
            return
        if (isinstance(message, PinAlert) and self.client.access.can_edit
                and self.client.table.lock.shared):
            self.page.run_task(self._show_alert, message)
        elif isinstance(message, JoinAsk) and self.client.is_host:
            self.page.run_task(self._tell, self.client.t(
                "live.asks_host", peer=message.peer, code=message.code), False)
        elif isinstance(message, JoinAnswer):
            if self.client.answered(message):
                self.page.run_task(self._tell, self.client.t(
                    "live.allowed" if message.allowed else "live.denied"), not message.allowed)
            elif self.client.is_host and self._on_live():
                self.page.run_task(self._tell, None, False)

    def _on_live(self) -> bool:
        return self.screen is not None and self.screen.view.route == "/live"

    async def _tell(self, text: str | None, error: bool) -> None:
        """Show ``text`` (if any); the Live table screen is drawn again."""
        with unless_gone():  # the page may have gone since the news was sent
            if text:
                self.client.notify(text, error=error)
            if self._on_live() and self.client.access.can_edit and not self.client.is_host:
                self.go(self.before_live)  # allowed: back to the screen the phone came from
            elif self.screen is not None and self._on_live():
                self.screen.refresh()
            self.page.update()

    async def _show_alert(self, alert: PinAlert) -> None:
        with unless_gone():  # the page may have gone since the alert was sent
            self.client.notify(self.client.t("live.under_attack", wrong=alert.wrong,
                                              seconds=alert.wait), error=True)
            if self.screen is not None and self.screen.view.route == "/live":
                self.screen.refresh()
            self.page.update()

    async def _redraw(self) -> None:
        """Rebuild the current screen once for every change that arrived meanwhile: at once
        (after the changes already queued), or after the screen's ``redraw_delay``, and at
        most once per `REDRAW_DELAY`."""
        loop = asyncio.get_running_loop()
        first = self.screen.redraw_delay if self.screen is not None else 0.0
        await asyncio.sleep(max(first, self._redrawn_at + REDRAW_DELAY - loop.time()))
        self._redraw_due = False  # a change arriving from here on schedules another redraw
        if self.screen is not None:
            self.screen.refresh()
            view = self.screen.view
            with unless_gone():  # its view only: the screens below it did not change
                if view.parent is not None:
                    view.update()
                else:
                    self.page.update()
        self._redrawn_at = loop.time()

    async def view_pop(self, _e: ft.ViewPopEvent) -> None:
        """The app bar's back arrow: the screen below comes back as it is (`_back_to`)."""
        if len(self.stack) > 1:
            self._back_to(self.stack[-2].view.route or "/")
        await self.page.push_route(self._shown_route or "/")


def make_main(table: Table, desktop: bool = False) -> Callable[[ft.Page], None]:
    """Flet's entry for a new page; its address is the one `note_peer` took (before_main).
    ``desktop``: the desktop window, whose local socket only this computer reaches."""

    def main(page: ft.Page) -> None:
        peer = DESKTOP_WINDOW if desktop else peers.pop(id(page), "")
        App(table, page, peer).start()

    return main
