"""The raw Flet-protocol client the live benchmark uses, against the real app server: it
registers, gets the screen drawn, taps a control by its identifier and receives the patch,
and lets go of the snack bars a phone has closed."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import msgpack
from flet.messaging.protocol import decode_ext_from_msgpack

from bench.app_server import app_server, prepare
from bench.flet_client import PATCH_CONTROL, FletClient, packed_str
from bench.live_app import GAME, SHEET, add_row


async def _open_row_form(url: str, route: str) -> tuple[str | None, bool, bool, bool]:
    client = FletClient(url)
    await client.connect(route)
    try:
        await client.wait_named("spw-add-row", timeout=60)
        before = client.find("spw-form-save") is None
        mark = len(client.frames)
        await client.tap("spw-add-row")
        await client.wait_for(packed_str("spw-form-save"), mark, timeout=60)
        drawn = await client.wait_named("spw-form-save", timeout=5)
        return client.session_id, before, drawn["_c"] == "Semantics", client.crashed is None
    finally:
        await client.close()


def test_client_registers_taps_and_receives_the_patch(tmp_path: Path) -> None:
    ids = prepare(tmp_path)
    with app_server(tmp_path) as (url, _process):
        session_id, closed_before, drawn, alive = asyncio.run(
            _open_row_form(url, f"/session/{ids['spitzweg']}"))
    assert session_id
    assert closed_before  # the row form is drawn only after the tap
    assert drawn and alive


async def _undo_then_let_go(url: str, route: str) -> tuple[int, dict[int, float], Any]:
    """Save a row and take it back (the undo's snack bar shows), then let go of the bar once
    its time is up; the bars the client knew of, what it knows after, and the server's
    answer to the dismissal."""
    client = FletClient(url)
    await client.connect(route)
    try:
        await client.wait_named(SHEET, timeout=60)
        await add_row(client, 7)
        await client.wait_named("undo", timeout=60)
        mark = len(client.frames)
        await client.tap("undo")
        await client.wait_named("snack-back", timeout=60)
        await client.wait_for(b"", mark, timeout=60)
        client.decode_pending()
        shown = len(client.bars)
        for bar in client.bars:  # its 8 seconds are up
            client.bars[bar] = 0.0
        mark = len(client.frames)
        await client.let_go_of_bars()
        await client.wait_for(b"", mark, timeout=60)
        answer = msgpack.unpackb(client.frames[mark][1][1:], strict_map_key=False,
                                 ext_hook=decode_ext_from_msgpack)
        return shown, dict(client.bars), answer
    finally:
        await client.close()


def test_a_phone_lets_go_of_a_closed_snack_bar_and_the_server_takes_it_off(
        tmp_path: Path) -> None:
    """As a phone's Flutter does once a snack bar has closed: the client tells the server
    (``dismiss``), and the server takes the bar off the page (the dialogs' list, emptied)."""
    ids = prepare(tmp_path)
    with app_server(tmp_path) as (url, _process):
        shown, left, answer = asyncio.run(_undo_then_let_go(url, f"/session/{ids[GAME]}"))
    assert shown == 1  # the undo's bar (the save shows none)
    assert left == {}
    action, body = answer
    assert action == PATCH_CONTROL
    assert [0, 0, "controls", []] in body["patch"]
