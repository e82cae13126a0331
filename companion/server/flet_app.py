"""The one place that reaches into the private parts of Flet's web connection.

Flet 1.0.5 serves each browser tab through `flet_web.fastapi.flet_app.FletApp`. The server
changes three things about it (`companion.server.gate`, `companion.server.transport`), and
for that it needs parts Flet keeps private (name-mangled ``__`` attributes). Every such
access is here, behind a small named function:

* `send_queue`: the connection's outgoing queue. The quiet send path puts the same bytes
  on it as Flet's own ``send_message`` (without formatting a debug line of every control),
  and the gated receive loop puts the sentinel on it that ends Flet's send loop.
* `session_of`: the page's session, None until the browser registered. The gate drops
  everything but a registration before it and tells the page's app about a flood.
* `websocket_of`: the accepted websocket, which the gated receive loop reads and which a
  flooding connection is closed through.
* `client_ip`: the connection's address as the server saw it (never what a page says), by
  which the gate keeps its buckets.
* `flet_on_message`: Flet's own handling of a decoded message, which the gated receive loop
  calls for every frame it lets through.
* `install_receive_loop`: puts the gated receive loop in the place of Flet's; ``handle``
  calls it by its private name.
* `deliver_data`: a raw data-channel frame (``0x01``) handed to its channel, as Flet's own
  receive loop does (its ``_data_channels`` and the channel's ``_deliver``).

flet and flet-web are pinned exactly (pyproject.toml). `tests/companion/test_flet_app.py`
checks that the pinned FletApp still has each of these parts, so that a Flet upgrade that
renames one fails a test instead of the app; no other module of the app names them.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

FLET_VERSION = "1.0.5"
"""The Flet release whose private parts this module knows (pinned in pyproject.toml)."""

SEND_QUEUE = "_FletApp__send_queue"
SESSION = "_FletApp__session"
WEBSOCKET = "_FletApp__websocket"
CLIENT_IP = "_FletApp__client_ip"
ON_MESSAGE = "_FletApp__on_message"
RECEIVE_LOOP = "_FletApp__receive_loop"
DATA_CHANNELS = "_data_channels"

ReceiveLoop = Callable[[Any], Awaitable[None]]


def flet_app_class() -> Any:
    """Flet's web connection class (imported when the web server starts, not before)."""
    from flet_web.fastapi.flet_app import FletApp

    return FletApp


def send_queue(app: Any) -> Any:
    """The connection's outgoing queue; None once Flet's send loop ended."""
    return getattr(app, SEND_QUEUE)


def session_of(app: Any) -> Any:
    """The page's session; None before the browser registered and after it was dropped."""
    return getattr(app, SESSION)


def websocket_of(app: Any) -> Any:
    """The websocket Flet accepted for this connection; None once it ended."""
    return getattr(app, WEBSOCKET)


def client_ip(app: Any) -> str:
    """The address of the connection as the server saw it ("" when unknown)."""
    return str(getattr(app, CLIENT_IP) or "")


def flet_on_message() -> Callable[[Any, Any], Awaitable[None]]:
    """Flet's own handler of one decoded message, ``(app, [action, body])``."""
    handler: Callable[[Any, Any], Awaitable[None]] = getattr(flet_app_class(), ON_MESSAGE)
    return handler


def install_receive_loop(loop: ReceiveLoop) -> None:
    """Every connection from now on reads its frames with ``loop`` instead of Flet's."""
    setattr(flet_app_class(), RECEIVE_LOOP, loop)


def deliver_data(app: Any, frame: bytes) -> None:
    """A data-channel frame (``0x01``, a 4-byte channel id, the payload) to its channel;
    a frame for a channel the page does not have is dropped, as Flet does."""
    channels: dict[int, Any] = getattr(app, DATA_CHANNELS)
    channel = channels.get(int.from_bytes(frame[1:5], "little"))
    if channel is not None:
        channel._deliver(frame[5:])
