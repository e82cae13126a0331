"""Asking the host to edit (companion.table.asks) and the host's answer through the app."""

from __future__ import annotations

from pathlib import Path

import pytest

from companion.shell import Table
from companion.table.access import EditRefused, TableLock
from companion.table.asks import ASK_SECONDS, CODE_LENGTH, DENIED_SECONDS, MAX_OPEN, JoinAsks
from tests.companion.fake_page import FakePage, Hub
from tests.companion.helpers import new_repo


class Clock:
    def __init__(self) -> None:
        self.now = 50.0

    def __call__(self) -> float:
        return self.now


def test_one_open_request_per_address_and_a_bounded_list() -> None:
    clock = Clock()
    asks = JoinAsks(clock)
    first = asks.ask("192.0.2.5", "a")
    again = asks.ask("192.0.2.5", "b")
    assert first is not None and again is not None and len(again.code) == CODE_LENGTH
    assert [a.client_id for a in asks.open()] == ["b"]  # the newer one replaced it
    for n in range(MAX_OPEN + 5):
        asks.ask(f"10.0.0.{n}", str(n))
    assert len(asks.open()) == MAX_OPEN
    clock.now += ASK_SECONDS
    assert asks.open() == [] and asks.ask("192.0.2.5", "c") is not None


def test_a_denied_address_waits_before_it_asks_again() -> None:
    clock = Clock()
    asks = JoinAsks(clock)
    request = asks.ask("192.0.2.5", "a")
    assert request is not None and asks.answer(request.code, False) == request
    assert asks.answer(request.code, True) is None  # answered once
    assert asks.ask("192.0.2.5", "a") is None
    clock.now += DENIED_SECONDS
    assert asks.ask("192.0.2.5", "a") is not None
    asks.ask("192.0.2.6", "b")
    assert len(asks.deny_all()) == 2 and asks.ask("192.0.2.6", "b") is None


def _app(hub: Hub, table: Table, peer: str):  # type: ignore[no-untyped-def]
    from companion.app import App

    app = App(table, FakePage(hub, route="/live"), peer)  # type: ignore[arg-type]
    app.start()
    return app


def test_the_host_allows_a_phone_that_asked() -> None:
    hub = Hub()
    table = Table(repo=new_repo(), data_dir=Path("."), lock=TableLock(pin="4711"),  # type: ignore[arg-type]
                  share_url="http://192.0.2.2:8550")
    host, phone, other = (_app(hub, table, p) for p in ("127.0.0.1", "192.0.2.5", "192.0.2.6"))
    request = phone.client.ask_host()
    assert request is not None and request.peer == "192.0.2.5"
    with pytest.raises(EditRefused):  # a phone cannot answer, not even its own request
        other.client.answer(request.code, True)
    assert not phone.client.access.can_edit
    assert host.client.answer(request.code, True)
    assert phone.client.access.can_edit and not other.client.access.can_edit
    assert phone.client.asked is None
    with pytest.raises(EditRefused):
        phone.client.renew_pin()
    renewed = host.client.renew_pin()
    assert renewed != "4711" and len(renewed) == 6 and table.lock.pin == renewed
