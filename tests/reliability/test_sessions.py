"""Issue 20: sessions and resources. A closed browser's session is freed within seconds
(memory, live-table subscriptions, its sheet timer), one address cannot open unbounded
sessions, and a closed session gets no live messages.

The server tests use raw websocket clients (tests/e2e/flet_ws.py) against the real app
server and measure its resident memory in /proc. Figures printed: cycles, RSS growth.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from companion.access import TableLock
from companion.app import App
from companion.editor import SESSIONS_TOPIC, Changed
from companion.shell import SESSIONS_PER_ADDRESS, Table
from companion.store import Repository
from companion.vm.session import SessionTimer
from tests.companion.fake_page import FakePage, Hub
from tests.companion.helpers import new_repo, seated_session
from tests.companion.store.helpers import points_outcome, seats
from tests.e2e.browser import app_server
from tests.e2e.flet_ws import RawClient

CYCLES = 600
"""Connect/disconnect cycles of the warm-up and, as many again, of the measured run."""
GROWTH_LIMIT_MB = 10.0
GRACE = "2"
"""FLET_SESSION_TIMEOUT for the server under test: the app's own default is 15 s."""


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise AssertionError("no VmRSS")


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Any, str]]:
    data: Path = tmp_path_factory.mktemp("data")
    repo = Repository(data, points_outcome)
    anna, ben = repo.add_player("Anna"), repo.add_player("Ben")
    sid = repo.create_session("spitzer", seats(anna, ben)).id
    repo.close()
    mp = pytest.MonkeyPatch()
    mp.setenv("FLET_SESSION_TIMEOUT", GRACE)
    try:
        with app_server(data) as (url, process):
            yield url, process, sid
    finally:
        mp.undo()


async def _cycles(url: str, count: int, route: str, built: str) -> None:
    for _ in range(count):
        client = await RawClient.open(url, route=route)
        await client.control(built)  # the screen was built
        await client.close()


async def _settle(pid: int, seconds: float) -> float:
    await asyncio.sleep(seconds)  # the server evicts expired sessions every 10 s
    return rss_mb(pid)


async def _settle_below(pid: int, bound: float, seconds: float) -> float:
    """The server's memory once its closed sessions have been swept: wait (on a busy
    machine the sweep runs late) until it is under ``bound``, for at most ``seconds``; a
    leak never gets there, and the last reading is returned."""
    deadline = time.monotonic() + seconds
    await asyncio.sleep(14)  # the grace period and Flet's 10 s sweep at the least
    while (now := rss_mb(pid)) >= bound and time.monotonic() < deadline:
        await asyncio.sleep(1)
    return now


def test_connect_disconnect_cycles_do_not_grow_the_server(server: tuple[str, Any, str]) -> None:
    """Warm-up first: until sessions expire (grace + Flet's 10 s sweep) a fast client keeps
    a few hundred closed sessions at once. The warm-up makes as many cycles as the measured
    run, so both reach the same plateau (a shorter warm-up left the measured run more closed
    sessions alive at once, which read as growth). Then as many cycles again must not grow
    the server: nothing of a closed session stays."""
    url, process, sid = server
    asyncio.run(_cycles(url, 20, f"/session/{sid}", "undo"))  # a game screen and its timer
    asyncio.run(_cycles(url, CYCLES, "/", "nav-history"))
    before = asyncio.run(_settle(process.pid, 14))
    started = time.monotonic()
    asyncio.run(_cycles(url, CYCLES, "/", "nav-history"))
    seconds = time.monotonic() - started
    peak = rss_mb(process.pid)
    after = asyncio.run(_settle_below(process.pid, before + GROWTH_LIMIT_MB, 90))
    growth = after - before
    print(f"\nsessions: {CYCLES} connect/disconnect cycles in {seconds:.0f} s; server RSS "
          f"{before:.1f} -> {peak:.1f} (peak) -> {after:.1f} MB, growth {growth:+.1f} MB "
          f"(limit {GROWTH_LIMIT_MB:.0f})")
    assert growth < GROWTH_LIMIT_MB


async def _many_tabs(url: str, count: int) -> list[RawClient]:
    tabs = []
    for _ in range(count):
        tab = await RawClient.open(url)
        await tab.until(lambda c: "nav-history" in c.controls
                        or any("Too many tabs" in t for t in c.texts))
        tabs.append(tab)
    return tabs


def test_one_address_has_a_bounded_number_of_sessions(server: tuple[str, Any, str]) -> None:
    url, _process, _sid = server

    async def run() -> tuple[int, int, bool]:
        tabs = await _many_tabs(url, SESSIONS_PER_ADDRESS + 4)
        served = sum("nav-history" in t.controls for t in tabs)
        refused = sum(any("Too many tabs" in x for x in t.texts) for t in tabs)
        for tab in tabs:
            await tab.close()
        await asyncio.sleep(1)
        again = await RawClient.open(url)  # closed tabs free their places
        await again.control("nav-history")
        await again.close()
        return served, refused, True

    served, refused, freed = asyncio.run(run())
    print(f"\nsessions: {SESSIONS_PER_ADDRESS + 4} tabs from one address: {served} served, "
          f"{refused} told to close some")
    assert served == SESSIONS_PER_ADDRESS and refused == 4 and freed


def test_no_handler_error_reaches_the_server_log_as_an_unawaited_redraw(
        server: tuple[str, Any, str]) -> None:
    """The server's output over all cycles above has no 'never awaited' warning."""
    _url, process, _sid = server
    process.terminate()
    output = process.stdout.read() if process.stdout else ""
    assert "never awaited" not in output
    assert "Traceback" not in output


# The same, without a server: the App of a page whose browser went away.

def _app_on_session(hub: Hub, unlocked: bool = True) -> tuple[App, FakePage, Any, str]:
    repo = new_repo()
    sid = seated_session(repo).id
    table = Table(repo=repo, data_dir=Path("."), lock=TableLock(pin=None))  # type: ignore[arg-type]
    page = FakePage(hub, route=f"/session/{sid}")
    app = App(table, page, "10.0.0.4")  # type: ignore[arg-type]
    app.start()
    return app, page, repo, sid


def test_a_closed_tab_stops_its_timer_and_its_live_messages() -> None:
    now = [100.0]
    hub = Hub()
    app, page, repo, sid = _app_on_session(hub)
    screen = app.screen
    screen.vm.timer = SessionTimer(0, running=True, now=lambda: now[0])  # type: ignore[union-attr]
    assert screen is not None and page.pubsub.topics() == {SESSIONS_TOPIC, "table/alerts",
                                                          f"session/{sid}"}
    now[0] += 7
    page.on_disconnect(None)  # the browser tab was closed
    assert app.screen is None and page.views == [] and page.pubsub.topics() == set()
    assert screen._ticking is False
    assert repo.session(sid).elapsed_seconds == 7  # the time until the tab closed
    now[0] += 3600

    other = FakePage(hub)
    other.pubsub.send_all_on_topic(f"session/{sid}", Changed(sid, "other"))
    assert page.tasks == [] or all(t[0].__name__ == "tick" for t in page.tasks)
    assert repo.session(sid).elapsed_seconds == 7
    page.on_connect(None)  # the same browser came back within the grace time
    assert app.screen is not None and f"session/{sid}" in page.pubsub.topics()
