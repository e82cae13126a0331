"""The raw Flet-protocol client the live benchmark uses, against the real app server: it
registers, gets the screen drawn, taps a control by its identifier and receives the patch."""

from __future__ import annotations

import asyncio
from pathlib import Path

from bench.app_server import app_server, prepare
from bench.flet_client import FletClient, packed_str


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
