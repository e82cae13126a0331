"""Issue 31: who is host is decided by the connection alone, over the real server.

A phone on the table's Wi-Fi is played by raw websocket clients (tests/e2e/flet_ws.py) that
connect from other loopback addresses (127.0.0.2 and up) to a server started with
``--host 0.0.0.0 --pin 4711``. Each claims to be the desktop window in another way: ``"web":
false`` at registration, the same property flipped after it, a forwarded-for header naming
127.0.0.1. None of them sees the PIN, opens a league night's tables or adds a player.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.e2e.browser import app_server
from tests.e2e.flet_ws import PROPS, RawClient

PIN = "4711"
PIN_SHOWN = f"Table PIN: {PIN}"
REFUSED = "Editing needs the table PIN"


@pytest.fixture(scope="module")
def shared(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    data: Path = tmp_path_factory.mktemp("data")
    with app_server(data, "--host", "0.0.0.0", "--pin", PIN) as (url, _process):
        yield url


def _shows_pin(client: RawClient) -> bool:
    return any(PIN in text for text in client.texts)


async def _live_screen(client: RawClient) -> None:
    """Until the Live table screen is drawn: the PIN field, or the PIN for the host."""
    await client.until(lambda c: "pin-field" in c.controls or "live-pin-shown" in c.controls)


async def _tries_to_add(url: str, source: str, **claims: Any) -> list[str]:
    """A phone that claims to be the host adds a player "Mallory"; what it was told."""
    phone = await RawClient.open(url, route="/players", source=source, **claims)
    await phone.control("players-name")
    await phone.type_and_tap("players-name", "Mallory", "players-add")
    said = await phone.said(REFUSED, "Mallory")
    await phone.close()
    return [said]


async def _player_list(url: str) -> list[str]:
    host = await RawClient.open(url, route="/players")
    await host.control("players-name")
    texts = list(host.texts)
    await host.close()
    return texts


@pytest.mark.parametrize("claims", [
    {"page": {"web": False}},
    {"page": {"web": False, "client_ip": "127.0.0.1", "platform": "linux"}},
    {"headers": {"X-Forwarded-For": "127.0.0.1", "X-Real-IP": "127.0.0.1",
                 "User-Agent": "Flet desktop"}},
], ids=["web-false", "web-false-and-client-ip", "forwarded-for"])
def test_a_phone_claiming_to_be_the_desktop_window_at_registration_is_a_phone(
        shared: str, claims: dict[str, Any]) -> None:
    async def run() -> tuple[bool, bool, list[str]]:
        phone = await RawClient.open(shared, route="/live", source="127.0.0.2", **claims)
        await _live_screen(phone)
        sees_field, sees_pin = "pin-field" in phone.controls, _shows_pin(phone)
        await phone.close()
        return sees_field, sees_pin, await _tries_to_add(shared, "127.0.0.2", **claims)

    sees_field, sees_pin, told = asyncio.run(run())
    assert sees_field and not sees_pin
    assert REFUSED in told[0]
    assert not any("Mallory" in text for text in asyncio.run(_player_list(shared)))


def test_a_phone_flipping_web_after_registration_stays_a_phone(shared: str) -> None:
    """``{"id": 1, "props": {"web": false}}`` after connecting, then Live table, League
    night and an edit."""
    async def run() -> dict[str, Any]:
        phone = await RawClient.open(shared, route="/", source="127.0.0.3")
        await phone.control("nav-history")
        await phone.send(PROPS, {"id": 1, "props": {"web": False, "client_ip": "127.0.0.1"}})
        await phone.go("/live")
        await _live_screen(phone)
        live = {"field": "pin-field" in phone.controls, "pin": _shows_pin(phone)}
        await phone.go("/league")
        await phone.until(lambda c: "league-host-only" in c.controls
                          or "league-name" in c.controls)
        await phone.go("/players")
        await phone.control("players-name")
        await phone.type_and_tap("players-name", "Mallory", "players-add")
        added = await phone.said(REFUSED, "Mallory")
        await phone.close()
        return {**live, "added": added,
                "league_form": "league-name" in phone.controls}

    seen = asyncio.run(run())
    assert seen["field"] and not seen["pin"]
    assert not seen["league_form"]  # the host's form that starts a league night
    assert REFUSED in seen["added"]
    assert not any("Mallory" in text for text in asyncio.run(_player_list(shared)))


def test_the_host_browser_on_localhost_is_the_host(shared: str) -> None:
    """The same server's own browser (127.0.0.1) sees the PIN: the fix does not lock it out."""
    async def run() -> bool:
        host = await RawClient.open(shared, route="/live")
        await _live_screen(host)
        shown = _shows_pin(host)
        await host.close()
        return shown

    assert asyncio.run(run())
