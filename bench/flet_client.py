"""A plain Python client of Flet's web protocol: what a phone's browser sends and receives.

The Flutter web client talks to ``ws://HOST:PORT/ws``; each binary frame is ``0x00`` and a
msgpack array ``[action, body]`` (``flet.messaging.protocol``). This client registers a page
the way Chromium does (route, size, platform, media), keeps every frame the server sends,
finds controls by the ``identifier`` of the `ft.Semantics` around them (the app's stable
test names) and sends real events: a tap is a ``click`` CONTROL_EVENT, typing is an
UPDATE_CONTROL_PROPS of ``value`` followed by a ``change`` event, as the browser sends them.

It does not keep the control tree: every control dict (``_i`` id, ``_c`` class) found in any
message is indexed by id, and every Semantics dict by identifier (the latest wins, as a
redraw sends new controls). That is enough to drive a screen and to see what changed.

A phone's Flutter tells the server when a snack bar has closed (its ``dismiss`` event), and
the server keeps each bar on the page until then. This client tells it when asked
(`FletClient.let_go_of_bars`, before a benchmark's untimed taps): one that never did would
have the server diff a page that holds every bar the phone was ever shown.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Iterator
from typing import Any

import msgpack
import websockets
from flet.messaging.protocol import decode_ext_from_msgpack

REGISTER_CLIENT, PATCH_CONTROL, CONTROL_EVENT, UPDATE_CONTROL_PROPS = 1, 2, 3, 4
SESSION_CRASHED = 6
PHONE = {"width": 390, "height": 844}
UNITS = {"days": 86400.0, "hours": 3600.0, "minutes": 60.0, "seconds": 1.0,
         "milliseconds": 0.001, "microseconds": 0.000001}
"""A Flet duration's fields (a snack bar's ``duration``), in seconds."""
INSETS = {"left": 0, "top": 0, "right": 0, "bottom": 0}


def page_props(route: str) -> dict[str, Any]:
    """The page a phone's Chromium registers (portrait phone, light theme)."""
    return {"route": route, **PHONE, "platform": "android", "web": True, "pwa": False,
            "debug": False, "platform_brightness": "light",
            "media": {"padding": INSETS, "view_padding": INSETS, "view_insets": INSETS,
                      "device_pixel_ratio": 3.0, "orientation": "portrait",
                      "always_use_24_hour_format": True}}


def frame(action: int, body: dict[str, Any]) -> bytes:
    packed: bytes = msgpack.packb([action, body])
    return b"\x00" + packed


def packed_str(text: str) -> bytes:
    """``text`` as msgpack writes it: found in a raw frame without decoding it."""
    return bytes(msgpack.packb(text))


def controls(node: Any) -> Iterator[dict[str, Any]]:
    """Every control dict (one with an ``_i``) anywhere in a decoded message."""
    stack = [node]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            if "_i" in item:
                yield item
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)


def seconds(duration: Any) -> float:
    """A Flet duration as the protocol sends it (``{"seconds": 8}``), in seconds; a snack
    bar's default (4 s) when it is not given."""
    if not isinstance(duration, dict):
        return 4.0
    return sum(UNITS.get(unit, 0.0) * float(value) for unit, value in duration.items())


class FletClient:
    """One browser session of a Flet web app, over one websocket."""

    def __init__(self, url: str, source: str | None = None) -> None:
        self.url = url.rstrip("/").replace("http://", "ws://") + "/ws"
        self.source = source
        """The local address to connect from (127.0.0.N: a phone of its own to the server)."""
        self.ws: Any = None
        self.session_id: str | None = None
        self.by_id: dict[int, dict[str, Any]] = {}
        self.named: dict[str, dict[str, Any]] = {}
        """Semantics identifier → the Semantics dict last seen (its ``content`` inside)."""
        self.frames: list[tuple[float, bytes]] = []
        """(perf_counter at arrival, raw frame) of every PATCH_CONTROL, for `wait_for`."""
        self.crashed: str | None = None
        self._reader: asyncio.Task[None] | None = None
        self._arrived = asyncio.Event()
        self.keep_frames = True
        self.bars: dict[int, float] = {}
        """Snack bars on the screen: id → perf_counter time at which Flutter would have
        closed it (its arrival and its ``duration``)."""

    async def connect(self, route: str = "/", timeout: float = 60) -> None:
        """Open the websocket and register the page; returns once the first frame is drawn."""
        extra: dict[str, Any] = {"local_addr": (self.source, 0)} if self.source else {}
        self.ws = await websockets.connect(self.url, max_size=None, open_timeout=timeout,
                                           ping_interval=None, **extra)
        await self.ws.send(frame(REGISTER_CLIENT, {"session_id": None, "page_name": "",
                                                   "page": page_props(route)}))
        answer = msgpack.unpackb((await asyncio.wait_for(self.ws.recv(), timeout))[1:],
                                 ext_hook=decode_ext_from_msgpack, strict_map_key=False)
        if answer[0] != REGISTER_CLIENT:
            raise RuntimeError(f"expected the registration answer, got action {answer[0]}")
        self.session_id = answer[1]["session_id"]
        self._index(answer[1], time.perf_counter())
        self._reader = asyncio.create_task(self._read())

    async def _read(self) -> None:
        with contextlib.suppress(websockets.ConnectionClosed):
            async for data in self.ws:
                arrived = time.perf_counter()
                if not data or data[0] != 0:
                    continue
                if self.keep_frames:
                    self.frames.append((arrived, data))
                self._arrived.set()

    def decode_pending(self) -> None:
        """Index the controls of every frame not looked at yet."""
        for at, data in self.frames[self._decoded:]:
            message = msgpack.unpackb(data[1:], ext_hook=decode_ext_from_msgpack,
                                      strict_map_key=False)
            if message[0] == SESSION_CRASHED:
                self.crashed = str(message[1])
            self._index(message[1], at)
        self._decoded = len(self.frames)

    _decoded = 0

    def forget_frames(self) -> None:
        """Drop the frames received so far (after `decode_pending`, or unread)."""
        self.frames.clear()
        self._decoded = 0

    def _index(self, body: Any, at: float) -> None:
        for control in controls(body):
            self.by_id[control["_i"]] = control
            name = control.get("identifier")
            if control.get("_c") == "Semantics" and name:
                self.named[name] = control
            elif control.get("_c") == "SnackBar" and control["_i"] not in self.bars:
                self.bars[control["_i"]] = at + seconds(control.get("duration"))

    async def let_go_of_bars(self) -> None:
        """Tell the server of the snack bars this phone no longer shows, as Flutter does
        once a bar has closed: each one whose time is up. (An undo's bar that the app
        closes early, when it shows the next one, is let go of at its time: a little later
        than a phone would, never sooner.)"""
        self.decode_pending()
        now = time.perf_counter()
        for bar, ends in list(self.bars.items()):
            if ends <= now:
                del self.bars[bar]
                await self.event(bar, "dismiss")

    def find(self, identifier: str) -> dict[str, Any] | None:
        self.decode_pending()
        return self.named.get(identifier)

    def target(self, identifier: str) -> int:
        """The id of the control inside the Semantics named ``identifier``."""
        node = self.find(identifier)
        if node is None:
            raise KeyError(f"no control named {identifier!r} on this screen")
        content = node.get("content")
        # Below the id's own node (kit.tid): the first content that is not a bare one.
        while (isinstance(content, dict) and content.get("_c") == "Semantics"
               and not content.get("identifier") and not content.get("label")
               and isinstance(content.get("content"), dict)):
            content = content["content"]
        return int(content["_i"] if isinstance(content, dict) else node["_i"])

    async def wait_named(self, identifier: str, timeout: float = 30) -> dict[str, Any]:
        deadline = time.monotonic() + timeout
        while True:
            found = self.find(identifier)
            if found is not None:
                return found
            if self.crashed:
                raise RuntimeError(f"the app's session crashed: {self.crashed[:500]}")
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"{identifier!r} did not appear within {timeout} s")
            self._arrived.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._arrived.wait(), left)

    async def wait_for(self, needle: bytes, since: int = 0, timeout: float = 60) -> float:
        """perf_counter time of the first frame from index ``since`` holding ``needle``."""
        deadline = time.monotonic() + timeout
        seen = since
        while True:
            for at, data in self.frames[seen:]:
                if needle in data:
                    return at
            seen = len(self.frames)
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"{needle!r} did not arrive within {timeout} s")
            self._arrived.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._arrived.wait(), left)

    async def event(self, target: int, name: str, data: Any = None) -> None:
        await self.ws.send(frame(CONTROL_EVENT, {"target": target, "name": name,
                                                 "data": data}))

    async def tap(self, identifier: str) -> None:
        await self.event(self.target(identifier), "click")

    async def type_value(self, identifier: str, text: str) -> None:
        """Put ``text`` into the text field named ``identifier``, as a browser does."""
        target = self.target(identifier)
        await self.ws.send(frame(UPDATE_CONTROL_PROPS, {"id": target,
                                                        "props": {"value": text}}))
        await self.event(target, "change", text)

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()
        if self._reader is not None:
            with contextlib.suppress(asyncio.CancelledError):
                await self._reader
