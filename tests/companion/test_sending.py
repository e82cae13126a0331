"""An update sent from the app's own task to a browser that has just gone is dropped quietly;
every other fault still surfaces."""

from __future__ import annotations

from typing import Any

import pytest

from companion.server.sending import gone_mid_send, unless_gone


class ClosedConnection:
    """Flet's web connection right after the browser went: its send queue is gone."""

    def __init__(self) -> None:
        self.queue: Any = None

    def send(self, message: bytes) -> None:
        self.queue.put_nowait(message)


def test_a_send_to_a_closed_connection_is_recognised() -> None:
    with pytest.raises(AttributeError) as caught:
        ClosedConnection().send(b"frame")
    assert gone_mid_send(caught.value)


def test_an_update_to_a_gone_browser_is_dropped_quietly() -> None:
    sent = []
    with unless_gone():
        ClosedConnection().send(b"frame")
        sent.append("never")
    assert sent == []


@pytest.mark.parametrize("fault", [
    AttributeError("'Text' object has no attribute 'valeu'", name="valeu", obj="text"),
    AttributeError("put_nowait", name="put_nowait", obj=object()),
    RuntimeError("Control must be added to the page first"),
    KeyError("session"),
])
def test_every_other_fault_surfaces(fault: Exception) -> None:
    assert not gone_mid_send(fault)
    with pytest.raises(type(fault)), unless_gone():
        raise fault
