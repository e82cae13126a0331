"""Issue 31: the server's resident memory comes back down after pages come and go.

Raw websocket clients (tests/e2e/flet_ws.py) against the real server, from many loopback
addresses (127.0.1.1 and up, four pages each at most): waves of pages opened together
(Home, then a game's sheet with its clock), then all closed. The server's own status line
(``kill -USR1``) gives its resident memory (RSS) after a warm-up and once the closed pages
were let go. Figure: start, peak and end RSS. ``--long``: 2,000 pages.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from companion.store import Repository
from tests.companion.store.helpers import points_outcome, seats
from tests.conftest import RecordFigure
from tests.e2e.browser import app_server
from tests.e2e.flet_ws import RawClient
from tests.reliability.test_sessions import GRACE, HELD_LIMIT, Status, status

WAVE = 100
WAVES = 2
LONG_WAVES = 10
LONG_WAVE = 200
BOUND = 1.2
"""Resident memory after the churn, as a multiple of the memory after the warm-up."""


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Any, str]]:
    data: Path = tmp_path_factory.mktemp("data")
    repo = Repository(data, points_outcome)
    anna, ben = repo.add_player("Anna"), repo.add_player("Ben")
    sid = repo.create_session("spitzer", seats(anna, ben)).id
    repo.close()
    mp = pytest.MonkeyPatch()
    mp.setenv("FLET_SESSION_TIMEOUT", GRACE)
    mp.delenv("PYTHONMALLOC", raising=False)  # the server's own choice
    try:
        with app_server(data, "--host", "0.0.0.0") as (url, process):
            yield url, process, sid
    finally:
        mp.undo()


async def _wave(url: str, count: int, route: str, built: str) -> None:
    """``count`` pages open at once (opened twenty at a time), then all closed."""
    async def one(i: int) -> RawClient:
        page = await RawClient.open(url, route=route, source=f"127.0.{i // 4 + 1}.{i % 4 + 1}")
        await page.control(built, seconds=120)
        return page

    pages: list[RawClient] = []
    for start in range(0, count, 20):
        pages += await asyncio.gather(*(one(i) for i in range(start, min(count, start + 20))))
    for page in pages:
        await page.close()


def _swept(process: Any) -> Status:
    """The status once the closed pages were let go: their grace period, then Flet's sweep
    (every 10 s), read every second until then; the status line is taken after a full
    collection (`tests.reliability.test_sessions.status`)."""
    deadline = time.monotonic() + 90
    while (now := status(process)).connected or now.pages >= HELD_LIMIT:
        if time.monotonic() > deadline:
            break
        time.sleep(1)
    return now


def test_resident_memory_returns_after_session_churn(
        server: tuple[str, Any, str], long_run: bool, record_figure: RecordFigure) -> None:
    url, process, sid = server
    waves, size = (LONG_WAVES, LONG_WAVE) if long_run else (WAVES, WAVE)
    sheet = f"/session/{sid}"
    asyncio.run(_wave(url, 20, sheet, "undo"))  # warm-up: every screen's code loaded
    start = _swept(process)
    peak = start.rss_mb
    for n in range(waves):
        asyncio.run(_wave(url, size, sheet if n % 2 else "/", "undo" if n % 2 else "nav-history"))
        peak = max(peak, status(process).rss_mb)
    end = _swept(process)
    record_figure("memory", f"{waves * size} pages in waves of {size}: resident "
                  f"{start.rss_mb:.0f} MB after the warm-up, {peak:.0f} MB at the peak, "
                  f"{end.rss_mb:.0f} MB once they were let go ({end.rss_mb / start.rss_mb:.2f}x, "
                  f"bound {BOUND}x); pages held {start.pages} -> {end.pages}")
    assert peak > start.rss_mb  # the pages really took memory
    assert end.rss_mb <= BOUND * start.rss_mb
