"""A page stand-in for running the real `companion.app.App` without a browser.

It keeps the routes, views, dialogs and live-table subscriptions a Flet page has; tasks
started with ``run_task`` are kept in ``tasks`` for the test to run (or not).
"""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Callable
from typing import Any


class Hub:
    """Live-table messages between fake pages, delivered at once."""

    def __init__(self) -> None:
        self.subscribers: list[tuple[FakePubSub, str, Callable[[str, Any], None]]] = []


def _at_once(result: Any) -> None:
    """A coroutine handler (the app's `on_message`) run to its end now, as the real hub runs
    it on the server's loop; one that would wait is a mistake here."""
    if inspect.iscoroutine(result):
        try:
            result.send(None)
        except StopIteration:
            return
        result.close()
        raise RuntimeError("a live-table handler waited: not delivered at once")


class FakePubSub:
    def __init__(self, hub: Hub) -> None:
        self.hub = hub

    def subscribe_topic(self, topic: str, handler: Callable[[str, Any], None]) -> None:
        self.hub.subscribers.append((self, topic, handler))

    def unsubscribe_topic(self, topic: str) -> None:
        self.hub.subscribers = [s for s in self.hub.subscribers
                                if not (s[0] is self and s[1] == topic)]

    def unsubscribe_all(self) -> None:
        self.hub.subscribers = [s for s in self.hub.subscribers if s[0] is not self]

    def send_all_on_topic(self, topic: str, message: Any) -> None:
        for _owner, wanted, handler in list(self.hub.subscribers):
            if wanted == topic:
                _at_once(handler(topic, message))

    def topics(self) -> set[str]:
        return {topic for owner, topic, _h in self.hub.subscribers if owner is self}


class FakePage:
    def __init__(self, hub: Hub | None = None, route: str = "/") -> None:
        self.route = route
        self.views: list[Any] = []
        self.controls: list[Any] = []
        self.dialogs: list[Any] = []
        self.tasks: list[tuple[Callable[..., Any], tuple[Any, ...]]] = []
        self.pubsub = FakePubSub(hub or Hub())
        self.client_ip = "forged.by.the.browser"
        self.session = None
        self.updates = 0
        self.title = ""
        self.fonts: dict[str, str] = {}
        self.theme: Any = None
        self.dark_theme: Any = None
        self.theme_mode: Any = None
        self.theme_animation_style: Any = None
        self.on_route_change: Any = None
        self.on_view_pop: Any = None
        self.on_connect: Any = None
        self.on_disconnect: Any = None
        self.on_close: Any = None

    def update(self) -> None:
        self.updates += 1

    def add(self, *controls: Any) -> None:
        self.controls.extend(controls)

    def navigate(self, route: str) -> None:
        self.route = route
        if self.on_route_change is not None:
            self.on_route_change(None)

    async def push_route(self, route: str) -> None:
        self.navigate(route)

    def show_dialog(self, dialog: Any) -> None:
        self.dialogs.append(dialog)

    def pop_dialog(self) -> None:
        if self.dialogs:
            self.dialogs.pop()

    def run_task(self, handler: Callable[..., Any], *args: Any) -> None:
        self.tasks.append((handler, args))

    def run_named(self, name: str) -> int:
        """Run (once) the pending tasks whose function is called ``name``; how many ran."""
        chosen = [t for t in self.tasks if t[0].__name__ == name]
        self.tasks = [t for t in self.tasks if t[0].__name__ != name]
        for handler, args in chosen:
            asyncio.run(handler(*args))
        return len(chosen)
