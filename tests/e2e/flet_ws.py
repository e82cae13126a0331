"""A raw Flet web client (websockets + msgpack): what a script on the table's Wi-Fi can send.

It registers like a browser, may forge page properties (``client_ip``) the way a hostile
client can, finds controls by their Semantics identifier in what the server sends, and sends
property updates and events. Used by the attack, session and memory tests.
"""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any

import msgpack
import websockets

REGISTER, PATCH, EVENT, PROPS, CRASHED = 1, 2, 3, 4, 6
PAGE = {"route": "/", "width": 412, "height": 915, "web": True, "platform": "android",
        "platform_brightness": "light", "media": {"padding": {}, "view_padding": {},
                                                   "view_insets": {}}}


def tapped(content: Any) -> Any:
    """The control a tap on a test id reaches: below the id's own node (`kit.tid`), the
    first content that is not a bare accessibility node."""
    while (isinstance(content, dict) and content.get("_c") == "Semantics"
           and not content.get("identifier") and not content.get("label")
           and isinstance(content.get("content"), dict)):
        content = content["content"]
    return content


def _walk(value: Any) -> Any:
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            yield item
            stack.extend(item.values())
        elif isinstance(item, list | tuple):
            stack.extend(item)


def _texts(value: Any) -> list[str]:
    found: list[str] = []
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            found.append(item)
        elif isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list | tuple):
            stack.extend(item)
    return found


class RawClient:
    def __init__(self, ws: Any) -> None:
        self.ws = ws
        self.controls: dict[str, int] = {}
        """Semantics identifier -> id of the control it names (the one to send events to)."""
        self.texts: list[str] = []
        self.crashed: list[str] = []

    @classmethod
    async def open(cls, url: str, route: str = "/", forged_ip: str | None = None,
                   source: str | None = None, page: dict[str, Any] | None = None,
                   headers: dict[str, str] | None = None) -> RawClient:
        """``source``: the local address to connect from (127.0.0.N: another real address);
        ``page``: page properties sent at registration (``{"web": False}`` claims to be a
        desktop window); ``headers``: extra HTTP headers of the websocket request."""
        extra: dict[str, Any] = {"local_addr": (source, 0)} if source else {}
        if headers:
            extra["additional_headers"] = headers
        # No keepalive pings: a browser sends none, and a server busy with a flood (as a
        # test makes it) answers a ping late, which made this client hang up on its own.
        ws = await websockets.connect(url.replace("http://", "ws://") + "/ws",
                                      max_size=2 ** 25, open_timeout=30, ping_interval=None,
                                      **extra)
        client = cls(ws)
        await client.send(REGISTER, {"session_id": None, "page_name": "",
                                     "page": {**PAGE, "route": route, **(page or {})}})
        if forged_ip is not None:  # applied before main() runs: what the attack relied on
            await client.send(PROPS, {"id": 1, "props": {"client_ip": forged_ip}})
        return client

    async def send(self, action: int, body: Any) -> None:
        await self.ws.send(b"\x00" + msgpack.packb([action, body]))

    def _take(self, frame: bytes) -> None:
        if not frame or frame[0] != 0:
            return
        action, body = msgpack.unpackb(frame[1:], strict_map_key=False)
        if action == CRASHED:
            self.crashed.append(str(body))
        for node in _walk(body):
            name = node.get("identifier")
            content = tapped(node.get("content"))
            if isinstance(name, str) and isinstance(content, dict) and "_i" in content:
                self.controls[name] = content["_i"]
        self.texts.extend(_texts(body))

    async def until(self, predicate: Any, seconds: float = 30) -> None:
        """Read frames until ``predicate(self)`` holds."""
        async with asyncio.timeout(seconds):
            while not predicate(self):
                self._take(await self.ws.recv())

    async def control(self, identifier: str, seconds: float = 30) -> int:
        await self.until(lambda c: identifier in c.controls, seconds)
        return self.controls[identifier]

    async def said(self, *phrases: str, seconds: float = 30) -> str:
        """Wait for a text containing one of ``phrases`` sent from now on; that text."""
        start = checked = len(self.texts)

        def found(c: RawClient) -> bool:  # each text looked at once (thousands of screens)
            nonlocal checked
            new, checked = c.texts[checked:], len(c.texts)
            return any(p in t for t in new for p in phrases)

        await self.until(found, seconds)
        return next(t for t in self.texts[start:] if any(p in t for p in phrases))

    async def go(self, route: str) -> None:
        """Navigate as the browser does: the page's route, then its route_change event."""
        await self.send(PROPS, {"id": 1, "props": {"route": route}})
        await self.send(EVENT, {"target": 1, "name": "route_change", "data": {"route": route}})

    async def tap(self, identifier: str) -> None:
        await self.send(EVENT, {"target": await self.control(identifier), "name": "click",
                                "data": None})

    async def type_and_tap(self, field: str, value: str, button: str) -> None:
        await self.send(PROPS, {"id": await self.control(field), "props": {"value": value}})
        await self.send(EVENT, {"target": await self.control(button), "name": "click",
                                "data": None})

    async def close(self) -> None:
        with contextlib.suppress(Exception):
            await self.ws.close()
