"""The app's pages: routes, the view stack (back works everywhere), live-table refresh."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import flet as ft

from companion.editor import SESSIONS_TOPIC, Changed, session_topic
from companion.models import GAME_IDS
from companion.shell import Client, Table
from companion.views import ROUTES, history, home
from companion.views.common import Screen

FONT = "DejaVu"
REDRAW_DELAY = 0.15
"""Seconds a live-table redraw waits, so a burst of edits from other phones redraws once."""


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


class App:
    """One page's router: builds the view stack for the route and re-renders on changes."""

    def __init__(self, table: Table, page: ft.Page) -> None:
        self.page = page
        self.client = Client(table, page)
        self.screen: Screen | None = None
        self._session_topic: str | None = None
        self._redraw_due = False

    def start(self) -> None:
        page = self.page
        page.title = "Table Companion"
        page.fonts = {FONT: "fonts/DejaVuSans.ttf", f"{FONT} Bold": "fonts/DejaVuSans-Bold.ttf"}
        self.apply_theme()
        page.on_route_change = lambda _e: self.render()
        page.on_view_pop = self.view_pop
        page.pubsub.subscribe_topic(SESSIONS_TOPIC, self.on_message)
        page.on_connect = lambda _e: self.refresh()  # catch up with what was missed
        page.on_close = lambda _e: self.close()
        self.render()
        for notice in self.client.table.notices:
            self.client.notify(notice)

    def close(self) -> None:
        """The page's session expired: stop the timer and the live-table messages."""
        if self.screen is not None:
            self.screen.leave()
            self.screen = None
        self.page.pubsub.unsubscribe_all()

    def apply_theme(self) -> None:
        page = self.page
        page.theme = ft.Theme(font_family=FONT, color_scheme_seed=ft.Colors.TEAL)
        page.dark_theme = ft.Theme(font_family=FONT, color_scheme_seed=ft.Colors.TEAL)
        page.theme_mode = {"light": ft.ThemeMode.LIGHT, "dark": ft.ThemeMode.DARK}.get(
            self.client.theme, ft.ThemeMode.SYSTEM)

    def go(self, route: str) -> None:
        self.page.navigate(route)

    def render(self) -> None:
        name, arg = parse_route(self.page.route or "/")
        if self.screen is not None:
            self.screen.leave()
        stack: list[ft.View] = [home.build(self, None).view] if name != "home" else []
        if name == "session" and came_from(self.page.route or "") == "history":
            stack.append(history.build(self, None).view)  # back returns to History
        self.screen = ROUTES[name](self, arg)
        stack.append(self.screen.view)
        self.page.views.clear()
        self.page.views.extend(stack)
        self._follow_session(self.screen.session_id)
        self.page.update()

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

    def on_message(self, topic: str, message: Any) -> None:
        """A live-table message: only `Changed` notices are read; they cause a reload."""
        if not isinstance(message, Changed) or message.origin == self.client.id:
            return
        screen = self.screen
        if screen is None:
            return
        if topic == SESSIONS_TOPIC and screen.session_id is not None:
            return  # the session's own topic brings it
        if not self._redraw_due:
            self._redraw_due = True
            try:
                self.page.run_task(self._redraw)
            except (AttributeError, RuntimeError):  # disconnected: on_connect redraws
                self._redraw_due = False

    async def _redraw(self) -> None:
        """Rebuild the current screen once for every change that arrived meanwhile."""
        await asyncio.sleep(REDRAW_DELAY)
        self._redraw_due = False  # a change arriving from here on schedules another redraw
        if self.screen is not None:
            self.screen.refresh()
            self.page.update()

    async def view_pop(self, _e: ft.ViewPopEvent) -> None:
        if len(self.page.views) > 1:
            self.page.views.pop()
        await self.page.push_route(self.page.views[-1].route or "/")


def make_main(table: Table) -> Callable[[ft.Page], None]:
    def main(page: ft.Page) -> None:
        App(table, page).start()

    return main
