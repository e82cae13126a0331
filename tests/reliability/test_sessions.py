"""Issue 20: sessions and resources. A closed browser's session is freed within seconds
(memory, live-table subscriptions, its sheet timer), one address cannot open unbounded
sessions, and a closed session gets no live messages.

The server tests use raw websocket clients (tests/e2e/flet_ws.py) against the real app
server and read its own status line (``kill -USR1``: pages held, Python blocks, resident
memory). Figure: cycles, pages held, Python blocks added, resident memory.
"""

from __future__ import annotations

import asyncio
import os
import re
import signal
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from companion.app import App
from companion.server.quiet_gc import CHECK, QUIET
from companion.shell import SESSIONS_PER_ADDRESS, Table
from companion.store import Repository
from companion.table.access import TableLock
from companion.table.editor import SESSIONS_TOPIC, Changed
from companion.vm.session import SessionTimer
from tests.companion.fake_page import FakePage, Hub
from tests.companion.helpers import new_repo, seated_session
from tests.companion.store.helpers import points_outcome, seats
from tests.conftest import RecordFigure
from tests.e2e.browser import app_server
from tests.e2e.flet_ws import RawClient

CYCLES = 600
"""Connect/disconnect cycles of the measured run (a leak of one page in a hundred cycles
leaves 6 pages held, over `HELD_LIMIT`)."""
WARM_UP = 200
"""Cycles before the first reading, so that the caches a page fills once are full (600 with
``--long``)."""
HELD_LIMIT = 5
"""Pages the server may still hold once every tab has closed and been swept. Flet's sweep
keeps the last session it let go in a local variable until its next sweep with work to do:
one or two here, against the 600 a leak would leave."""
BLOCKS_LIMIT = 20_000
"""Python blocks the measured run may add for good. One page's app holds about 1,700; a leak
of one page in a hundred cycles would add some 10,000."""
GRACE = "2"
"""FLET_SESSION_TIMEOUT for the server under test: the app's own default is 15 s."""
STATUS = re.compile(r"status: (\d+) pages held, (\d+) connected, (\d+) Python blocks, "
                    r"([\d.]+) MB resident; (\d+) full collections in quiet moments")


@dataclass(frozen=True)
class Status:
    """The server's own status line (companion.server.status): what it holds after a collection."""

    pages: int
    connected: int
    blocks: int
    rss_mb: float
    quiet_collections: int
    """Full garbage collections the server ran at quiet moments (`companion.server.quiet_gc`)."""


def status(process: Any) -> Status:
    """Ask the running server for its status line (SIGUSR1) and read it from its log."""
    os.kill(process.pid, signal.SIGUSR1)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        line = process.stdout.readline()
        if not line:
            time.sleep(0.05)
            continue
        found = STATUS.search(line)
        if found:
            pages, connected, blocks, rss, quiet = found.groups()
            return Status(int(pages), int(connected), int(blocks), float(rss), int(quiet))
    raise AssertionError("the server printed no status line within 60 s")


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Any, str]]:
    data: Path = tmp_path_factory.mktemp("data")
    repo = Repository(data, points_outcome)
    anna, ben = repo.add_player("Anna"), repo.add_player("Ben")
    sid = repo.create_session("spitzer", seats(anna, ben)).id
    repo.close()
    mp = pytest.MonkeyPatch()
    mp.setenv("FLET_SESSION_TIMEOUT", GRACE)
    # Python's own allocator, whose blocks the status line counts (the server runs on the
    # system's allocator by default: test_memory_churn measures its resident memory).
    mp.setenv("PYTHONMALLOC", "pymalloc")
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


def _swept(process: Any, seconds: float = 90) -> Status:
    """The server's status once the closed tabs have been let go: their grace period and
    Flet's next sweep (every 10 s), later on a busy machine; read every second until then
    (a leak never gets there and the last reading is returned)."""
    deadline = time.monotonic() + seconds
    while (now := status(process)).pages >= HELD_LIMIT and time.monotonic() < deadline:
        time.sleep(1)
    return now


def test_connect_disconnect_cycles_do_not_grow_the_server(server: tuple[str, Any, str],
                                                          long_run: bool,
                                                          record_figure: RecordFigure) -> None:
    """Warm-up first (a game screen and its timer, then Home), then `CYCLES` cycles:
    afterwards the server holds no more pages than before and no more Python objects.
    The resident memory is printed too; it goes up and down by some 15 MB from run to run
    (how many closed tabs were alive at once before a sweep), so it is not what is judged."""
    url, process, sid = server
    asyncio.run(_cycles(url, 20, f"/session/{sid}", "undo"))
    warm_up = CYCLES if long_run else WARM_UP
    asyncio.run(_cycles(url, warm_up, "/", "nav-history"))
    before = _swept(process)
    started = time.monotonic()
    asyncio.run(_cycles(url, CYCLES, "/", "nav-history"))
    seconds = time.monotonic() - started
    peak = status(process)
    after = _swept(process)
    grown = after.blocks - before.blocks
    record_figure("sessions", f"{CYCLES} connect/disconnect cycles in {seconds:.0f} s after "
                  f"{warm_up} to warm up ({'long' if long_run else 'quick'} size; --long: "
                  f"{CYCLES} to warm up); pages "
                  f"held {before.pages} -> {peak.pages} -> {after.pages}; Python blocks "
                  f"{grown:+d} (limit {BLOCKS_LIMIT:,}); resident {before.rss_mb:.1f} -> "
                  f"{peak.rss_mb:.1f} (peak) -> {after.rss_mb:.1f} MB")
    assert peak.pages > HELD_LIMIT  # the closed tabs were counted while they were held
    assert after.pages < HELD_LIMIT and after.connected == 0
    assert grown < BLOCKS_LIMIT
    # Python's own full collections are held back while pages come and go; the server runs
    # them itself once nothing has been sent for a while (no page waits). A status line
    # runs one of its own, so the quiet one is looked for after more cycles and a pause.
    asyncio.run(_cycles(url, 100, "/", "nav-history"))
    time.sleep(QUIET + 4 * CHECK + 2)
    tidied = status(process)
    record_figure("sessions", f"full collections at quiet moments: {after.quiet_collections}"
                  f" -> {tidied.quiet_collections} after 100 more cycles and a pause")
    assert tidied.quiet_collections > after.quiet_collections


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
    process.wait(timeout=30)
    process.stdout.seek(0)  # the whole log: the status lines above were read from it
    output = process.stdout.read()
    assert "Table Companion: open" in output  # from its first line
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
    assert screen._ticking is False  # type: ignore[attr-defined]
    assert repo.session(sid).elapsed_seconds == 7  # the time until the tab closed
    now[0] += 3600

    other = FakePage(hub)
    other.pubsub.send_all_on_topic(f"session/{sid}", Changed(sid, "other"))
    assert page.tasks == [] or all(t[0].__name__ == "tick" for t in page.tasks)
    assert repo.session(sid).elapsed_seconds == 7
    page.on_connect(None)  # the same browser came back within the grace time
    assert app.screen is not None and f"session/{sid}" in page.pubsub.topics()
