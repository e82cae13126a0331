"""The web server's send path (`companion.server.transport`): the same bytes on the same queue as
Flet's own, without formatting the message when debug logging is off."""

from __future__ import annotations

import logging
from typing import Any

import flet as ft
import pytest
from flet.messaging.protocol import Message, MessageAction, PatchControlBody
from flet_web.fastapi.flet_app import FletApp

from companion.server.flet_app import SEND_QUEUE
from companion.server.transport import _send_message


class Loud(ft.Text):
    """A control whose text must not be made: formatting it fails the test."""

    def __repr__(self) -> str:
        raise AssertionError("the message was formatted")


class Queue:
    def __init__(self) -> None:
        self.sent: list[bytes] = []

    def put_nowait(self, data: bytes) -> None:
        self.sent.append(data)


def app_with_queue() -> tuple[Any, Queue]:
    app: Any = FletApp.__new__(FletApp)
    queue = Queue()
    setattr(app, SEND_QUEUE, queue)
    return app, queue


def message(control: ft.Control) -> Message:
    return Message(MessageAction.PATCH_CONTROL,
                   PatchControlBody(1, [[0], [0, 0, "controls", control]]))


def test_the_same_bytes_as_flets_own_send() -> None:
    ours, ours_queue = app_with_queue()
    theirs, theirs_queue = app_with_queue()
    sent = message(ft.Text("Anna 42"))
    _send_message(ours, sent)
    FletApp.send_message(theirs, sent)
    assert ours_queue.sent == theirs_queue.sent and ours_queue.sent[0].startswith(b"\x00")


def test_no_message_is_formatted_unless_debug_is_on(caplog: pytest.LogCaptureFixture) -> None:
    app, queue = app_with_queue()
    _send_message(app, message(Loud("x")))
    assert len(queue.sent) == 1
    caplog.set_level(logging.DEBUG, logger="flet_transport")
    with pytest.raises(AssertionError, match="formatted"):
        _send_message(app, message(Loud("x")))
