"""The real App on a real Flet session, in this process: Flet's own page, diffing and
messages, with the messages kept instead of sent over a websocket (the browser is out of
reach here; the browser tests in tests/e2e drive the same app through one).

A phone taps a control by its test id (`tid`) as the browser would: the event goes to
Flet's session with the control's id, and what the server sends back is in ``messages``.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import flet as ft
import msgpack
from flet.messaging.connection import Connection
from flet.messaging.protocol import MessageAction
from flet.messaging.session import Session
from flet.pubsub.pubsub_hub import PubSubHub

from companion.app import App
from companion.server.transport import ENCODE
from companion.shell import Table
from companion.store import Repository
from companion.table.access import TableLock


class KeptConnection(Connection):
    """A connection that keeps what the session sends."""

    def __init__(self, loop: asyncio.AbstractEventLoop, hub: PubSubHub) -> None:
        super().__init__()
        self.loop = loop
        self.pubsubhub = hub
        self.messages: list[Any] = []
        self.sizes: list[int] = []
        """Each message's bytes on the wire."""

    def send_message(self, message: Any) -> None:
        # Encoded as the web server encodes it: encoding notes what was sent, against
        # which Flet finds the next changes.
        self.sizes.append(len(msgpack.packb([message.action, message.body], default=ENCODE)))
        self.messages.append(message)


class Phone:
    """One page of the app on its own Flet session."""

    def __init__(self, table: Table, route: str, loop: asyncio.AbstractEventLoop,
                 hub: PubSubHub, peer: str = "127.0.0.1") -> None:
        self.connection = KeptConnection(loop, hub)
        self.session = Session(self.connection)
        self.session.apply_page_patch({"route": route, "width": 390, "height": 844})
        # Sent as the register answer; encoding it is what notes the page's lists as sent,
        # so that later changes to them are found.
        msgpack.packb(self.session.get_page_patch(), default=ENCODE)
        self.page: ft.Page = self.session.page
        self.app = App(table, self.page, peer)
        self.mark = 0

    async def start(self) -> None:
        self.app.start()
        await self.session.after_event(self.page)

    def controls(self) -> Iterator[ft.Control]:
        """Every control on the page that is shown, depth first (a hidden control is not
        on the screen, nor is what it holds)."""
        def walk(control: Any) -> Iterator[ft.Control]:
            if isinstance(control, list):
                for item in control:
                    yield from walk(item)
                return
            if not isinstance(control, ft.Control) or control.visible is False:
                return
            yield control
            for name in ("views", "controls", "content", "actions", "title", "appbar",
                         "leading", "trailing", "subtitle"):
                child = getattr(control, name, None)
                if child is not None:
                    yield from walk(child)

        yield from walk(self.page)

    def find(self, identifier: str) -> ft.Control:
        """The control under the test id ``identifier`` (the one a tap reaches)."""
        for control in self.controls():
            if isinstance(control, ft.Semantics) and control.identifier == identifier:
                inner = control.content
                while isinstance(inner, ft.Semantics) and inner.identifier is None:
                    inner = inner.content
                assert isinstance(inner, ft.Control)
                return inner
        raise LookupError(f"no control {identifier!r} on the page")

    def ids(self) -> set[str]:
        return {c.identifier for c in self.controls()
                if isinstance(c, ft.Semantics) and c.identifier}

    async def tap(self, identifier: str) -> list[Any]:
        """Tap the control ``identifier`` (by the id the browser knows it by); the
        messages the server sent back."""
        return await self.event(self.find(identifier)._i, "click")

    async def event(self, control_id: int, name: str, data: Any = None) -> list[Any]:
        mark = len(self.connection.messages)
        self.mark = mark
        await self.session.dispatch_event(control_id, name, data)
        return self.connection.messages[mark:]

    def sent_bytes(self) -> int:
        """Bytes sent since the last event began."""
        return sum(self.connection.sizes[self.mark:])


def patches(messages: list[Any]) -> list[Any]:
    return [m for m in messages if m.action == MessageAction.PATCH_CONTROL]




def table_on(folder: Path, repo: Repository) -> Table:
    return Table(repo=repo, data_dir=folder, lock=TableLock(pin=None))
