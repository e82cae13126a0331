"""Issue 20: an error in any event handler reaches the person as a short message and the
server's log, never as a Python traceback (Flet's SESSION_CRASHED) on the client.

Raw websocket clients against the real server: a viewer pressing Save layout in the
Spitzweg referee (the handler raises EditRefused), and forged events whose data make Flet's
own event decoding fail.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.e2e.browser import app_server
from tests.e2e.flet_ws import EVENT, RawClient

REFUSED = "Editing needs the table PIN"
WENT_WRONG = "Something went wrong"


@pytest.fixture(scope="module")
def shared(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Any]]:
    data: Path = tmp_path_factory.mktemp("data")
    # The forged view pop below fails in a handler on purpose: its log lines are expected.
    with app_server(data, "--host", "0.0.0.0", "--pin", "4711", expected=(
            r"Unhandled error in 'on_view_pop' handler",
            r"Unhandled error in a screen handler: ViewPopEvent",
            r"^Traceback \(most recent call last\):$")) as (url, process):
        yield url, process


async def _viewer_saves_a_layout(url: str) -> tuple[str, list[str]]:
    viewer = await RawClient.open(url, route="/referee/spitzweg",
                                 source="127.0.0.2")  # a phone
    button = await viewer.control("spw-save")
    await viewer.send(EVENT, {"target": button, "name": "click", "data": None})
    said = await viewer.said(REFUSED, WENT_WRONG, "Traceback")
    await viewer.close()
    return said, viewer.crashed


async def _forged_events(url: str) -> tuple[str, list[str]]:
    client = await RawClient.open(url, route="/")
    await client.control("nav-history")
    # a route change whose data is not a route, a view pop of an unknown view
    await client.send(EVENT, {"target": 1, "name": "route_change", "data": {"route": 5,
                                                                            "extra": [1]}})
    await client.send(EVENT, {"target": 1, "name": "view_pop", "data": {"view": "nope"}})
    said = await client.said(WENT_WRONG, "Traceback", seconds=15)
    await client.close()
    return said, client.crashed


def test_a_viewer_pressing_save_layout_gets_a_message(shared: tuple[str, Any]) -> None:
    url, _process = shared
    said, crashed = asyncio.run(_viewer_saves_a_layout(url))
    assert REFUSED in said and crashed == []


def test_a_failing_handler_shows_a_short_message_and_is_logged(
        shared: tuple[str, Any]) -> None:
    url, process = shared
    said, crashed = asyncio.run(_forged_events(url))
    assert said.startswith(WENT_WRONG) and "Traceback" not in said and crashed == []
    process.terminate()
    log = process.stdout.read() if process.stdout else ""
    assert "Unhandled error in a screen handler" in log  # the details went to the log
    print(f"\nerrors: client saw {said!r}; the log holds the traceback "
          f"({log.count('Traceback')} logged)")
