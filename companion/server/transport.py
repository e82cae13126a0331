"""The web server's send path without its debug line.

Flet 1.0.5's web transport (`flet_web.fastapi.flet_app.FletApp.send_message`) formats a
debug line of every message it sends, whatever the log level: the text of every control in
the message. On a league night that was an eighth of the server's time (each edit is sent
to every phone). `quiet_sends` puts in its place the same sending without that line: the
same bytes on the same queue, and the debug line only when that logger is on. It notes when
it last sent (`last_sent`): the server runs its full garbage collections when nothing has
been sent for a while (`companion.server.quiet_gc`).
"""

from __future__ import annotations

import logging
import time
from typing import Any

import msgpack
from flet.controls.base_control import BaseControl
from flet.messaging.protocol import configure_encode_object_for_msgpack

from companion.server.flet_app import send_queue

ENCODE = configure_encode_object_for_msgpack(BaseControl)
_LOG = logging.getLogger("flet_transport")
_sent_at = 0.0


def last_sent() -> float:
    """When a message was last sent to a page (`time.monotonic`; 0 before the first)."""
    return _sent_at


def _send_message(self: Any, message: Any) -> None:
    global _sent_at
    _sent_at = time.monotonic()
    if _LOG.isEnabledFor(logging.DEBUG):
        _LOG.debug("send_message: %s", message)
    body = msgpack.packb([message.action, message.body], default=ENCODE)
    send_queue(self).put_nowait(b"\x00" + body)


def quiet_sends() -> None:
    """Use `_send_message` for every web session from now on."""
    from flet_web.fastapi.flet_app import FletApp

    FletApp.send_message = _send_message
