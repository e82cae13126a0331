"""Issue 9, item 3: two live-table browser sessions (with the PIN) and 8 threads add rounds
to the same session at once; no round is lost or doubled, and the totals equal those of a
serial replay. The server runs in this process so the threads share its store."""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import flet as ft
import pytest
import uvicorn
from playwright.sync_api import Browser, Page
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from companion.__main__ import ASSETS
from companion.access import ClientAccess, TableLock
from companion.app import make_main
from companion.editor import Editor
from companion.games import plugin
from companion.models import Seat
from companion.shell import Table
from companion.store import Repository
from tests.e2e.browser import free_port, open_app, tap, type_into, visit, wait_for, wait_label
from tests.e2e.test_live_table import PIN, unlock

pytestmark = pytest.mark.e2e
THREADS = 8
THREAD_ROUNDS = 15
BROWSER_ROUNDS = 3


@pytest.fixture(scope="module")
def live(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Table]]:
    folder: Path = tmp_path_factory.mktemp("concurrency")
    repo = Repository(folder, outcome=lambda s: plugin(s.game).outcome(s),
                      describe=lambda e, s: plugin(s.game).describe_entry(e, s))
    table = Table(repo=repo, data_dir=folder, lock=TableLock(pin=PIN),
                  share_url="http://127.0.0.1")
    asgi = ft.run(make_main(table), export_asgi_app=True, no_cdn=True, assets_dir=str(ASSETS))
    port = free_port()
    server = uvicorn.Server(uvicorn.Config(asgi, host="127.0.0.1", port=port, log_level="warning"))
    runner = threading.Thread(target=server.run, daemon=True)
    runner.start()
    wait_for(f"http://127.0.0.1:{port}/")
    try:
        yield f"http://127.0.0.1:{port}", table
    finally:
        server.should_exit = True
        runner.join(timeout=10)
        with contextlib.suppress(Exception):
            repo.close()


def enter_round(page: Page, values: tuple[int, ...]) -> None:
    """Type a round; the other phone's rounds rebuild the sheet meanwhile, so a field whose
    focus was taken by a rebuild is typed again (the typed text itself is kept)."""
    for index, value in enumerate(values):
        for attempt in range(3):
            try:
                type_into(page, f"points-{index}", str(value), replace=True)
                break
            except PlaywrightTimeout:
                if attempt == 2:
                    raise
    tap(page, "add-round")


def arrived(repo: Repository, session_id: str, player_id: str, value: int) -> int:
    """Wait for a phone's round to be stored; its row number on the sheet.

    The test then waits until the other phone has redrawn with that row before it types:
    a phone typing while its sheet is redrawn loses keystrokes, which is not what this test
    measures (the store's behaviour under concurrent writers is).
    """
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        for number, entry in enumerate(repo.session(session_id).entries, start=1):
            if entry.data["points"].get(player_id) == value:
                return number
        time.sleep(0.1)
    raise AssertionError(f"the round with {value} did not arrive")  # pragma: no cover


def test_two_phones_and_eight_threads_lose_nothing(browser: Browser,
                                                    live: tuple[str, Table]) -> None:
    url, table = live
    repo = table.repo
    seats = tuple(Seat(player_id=repo.add_player(n).id, name=n) for n in ("Jo", "Kai"))
    session = repo.create_session("spandau", seats, {})
    jo, kai = (s.player_id for s in seats)
    phones = [open_app(browser, url) for _ in range(2)]
    for phone in phones:
        unlock(phone, PIN)
        visit(phone, f"{url}/session/{session.id}")

    expected: list[dict[str, int]] = []
    lock = threading.Lock()
    failures: list[BaseException] = []

    def writer(number: int) -> None:
        editor = Editor(repo, ClientAccess(table.lock, f"thread-{number}", unlocked=True),
                        f"thread {number}")
        try:
            for i in range(THREAD_ROUNDS):
                points = {jo: number * 100 + i, kai: 1}
                editor.add_entry(session.id, "points", {"points": points})
                with lock:
                    expected.append(points)
        except BaseException as failure:  # reported by the assertion below
            failures.append(failure)

    threads = [threading.Thread(target=writer, args=(n,)) for n in range(THREADS)]
    started = time.monotonic()
    for thread in threads:
        thread.start()
    for round_number in range(BROWSER_ROUNDS):  # the phones type while the threads write
        for index, phone in enumerate(phones):
            value = 10_000 + index * 10 + round_number
            enter_round(phone, (value, 2))
            expected.append({jo: value, kai: 2})
            position = arrived(repo, session.id, jo, value)
            other = phones[1 - index]
            other.locator(f'[flt-semantics-identifier="round-{position}"]').wait_for(
                state="attached", timeout=20_000)
    for thread in threads:
        thread.join()
    assert failures == []

    total_rounds = THREADS * THREAD_ROUNDS + 2 * BROWSER_ROUNDS
    deadline = time.monotonic() + 20
    while len(repo.session(session.id).entries) < total_rounds and time.monotonic() < deadline:
        time.sleep(0.2)
    stored = repo.session(session.id)
    ids = [entry.id for entry in stored.entries]
    rows = sorted(tuple(sorted(e.data["points"].items())) for e in stored.entries)
    replay = sorted(tuple(sorted(p.items())) for p in expected)
    totals = plugin("spandau").outcome(stored).totals
    serial = {jo: sum(p[jo] for p in expected), kai: sum(p[kai] for p in expected)}
    missing = list(replay)
    for row in rows:
        if row in missing:
            missing.remove(row)
    print(f"\nconcurrency: {THREADS} threads + 2 browsers, {len(expected)} rounds sent, "
          f"{len(ids)} stored, duplicated {len(ids) - len(set(ids))}, "
          f"lost {len(missing)}, {time.monotonic() - started:.1f} s")
    assert len(ids) == len(set(ids)) == total_rounds
    assert rows == replay
    assert totals == serial
    for phone in phones:  # both phones show the final totals
        wait_label(phone, "total-1", f"Kai: {serial[kai]}", timeout=20)
        phone.context.close()


