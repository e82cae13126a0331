"""Issue 9, item 3: two live-table browser sessions (with the PIN) and 8 threads add rows
to the same Spitzweg sheet at once; no row is lost or doubled, and the totals equal those
of a serial replay. The server runs in this process so the threads share its store. A
2-player game closes 7 exhibitions at most (86 cards), so the threads' rows are ones the
pad cannot hold (counted for nobody) and the phones' six rows are the ones that count.

The threads write through the store as the server's handlers do, without announcing their
rows to the phones; a phone's row is announced to the other phone, which redraws its sheet
(closing a row form that is open, the sheet's contract), so a phone types its next row only
once it shows the other phone's last one. The phones see the threads' rows on a reload."""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import flet as ft
import pytest
import uvicorn
from playwright.sync_api import Browser, Page

from companion.__main__ import ASSETS
from companion.app import make_main
from companion.games import outcome as session_outcome
from companion.games import plugin
from companion.models import Seat
from companion.shell import Table
from companion.store import Repository
from companion.store.protocols import Store
from companion.table.access import ClientAccess, TableLock
from companion.table.editor import Editor
from tests.conftest import RecordFigure
from tests.e2e.browser import free_port, open_app, phone_url, present, visit, wait_for
from tests.e2e.spitzweg_sheet import PIN, add_row, unlock, wait_total
from tests.rows import as_row

pytestmark = pytest.mark.e2e
THREADS = 8
THREAD_ROUNDS = 10
"""Rows each thread writes; its last one once the phones are done, so that every phone row
is typed while the threads are at work."""
THREAD_PAUSE = 0.7
"""Seconds between a thread's rows: the threads keep writing while the phones work."""
BROWSER_ROUNDS = 3


def thread_running(thread: threading.Thread) -> Callable[[float], bool]:
    def running(timeout: float) -> bool:
        thread.join(timeout)
        return thread.is_alive()
    return running


@pytest.fixture(scope="module")
def live(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Table]]:
    folder: Path = tmp_path_factory.mktemp("concurrency")
    repo = Repository(folder, outcome=session_outcome,
                      describe=lambda e, s: plugin(s.game).describe_entry(e, s))
    table = Table(repo=repo, data_dir=folder, lock=TableLock(pin=PIN),
                  share_url="http://127.0.0.1")
    asgi = ft.run(make_main(table), export_asgi_app=True, no_cdn=True, assets_dir=str(ASSETS))
    port = free_port()
    server = uvicorn.Server(uvicorn.Config(asgi, host="0.0.0.0", port=port, log_level="warning"))
    runner = threading.Thread(target=server.run, daemon=True)
    runner.start()
    wait_for(f"http://127.0.0.1:{port}/", thread_running(runner))
    try:
        yield f"http://127.0.0.1:{port}", table
    finally:
        server.should_exit = True
        runner.join(timeout=10)
        with contextlib.suppress(Exception):
            repo.close()


def sums_row(scores: dict[str, int], closer: str) -> dict[str, object]:
    """A Spitzweg sheet row as the pad has it (see companion/games/spitzweg/sheet_entries)."""
    return {"source": "sums", "pad_game": 1, "scores": scores, "closer": closer,
            "overflow": None, "final": False}


def enter_row(page: Page, repo: Store, session_id: str, jo: str,
              scores: tuple[int, int]) -> str:
    """Type a row on a phone; the id of the stored entry."""
    add_row(page, scores)  # waits until the form has closed: the row is stored
    (found,) = [e.id for e in repo.session(session_id).entries
                if e.data["scores"].get(jo) == scores[0]]
    return found


def test_two_phones_and_eight_threads_lose_nothing(browser: Browser, live: tuple[str, Table],
                                                    record_figure: RecordFigure) -> None:
    url, table = live
    repo = table.repo
    seats = tuple(Seat(player_id=repo.add_player(n).id, name=n) for n in ("Jo", "Kai"))
    session = repo.create_session("spitzweg", seats)
    jo, kai = (s.player_id for s in seats)
    phones = [open_app(browser, phone_url(url, n)) for n in (2, 3)]  # phones on the Wi-Fi
    for n, phone in zip((2, 3), phones, strict=True):
        unlock(phone, PIN)
        visit(phone, f"{phone_url(url, n)}/session/{session.id}")

    expected: list[dict[str, int]] = []
    lock = threading.Lock()
    failures: list[BaseException] = []
    phones_done = threading.Event()  # waiting on it also paces the threads' rows

    def writer(number: int) -> None:
        editor = Editor(repo, ClientAccess(table.lock, f"thread-{number}", unlocked=True),
                        f"thread {number}")
        try:
            phones_done.wait(number * THREAD_PAUSE / THREADS)  # the threads take turns
            for i in range(THREAD_ROUNDS):
                if i == THREAD_ROUNDS - 1:
                    phones_done.wait()
                # Stored like any row, and one the pad cannot hold (Kai's -1: only the
                # closer's score is negative, SPW-SCORE-8): it counts for nobody, so the
                # 2-player game keeps room for the phones' closed exhibitions (SPW-VAL-5).
                scores = {jo: number * 100 + i, kai: -1}
                editor.add_entry(session.id, as_row("exhibition", sums_row(scores, jo)))
                with lock:
                    expected.append(scores)
                phones_done.wait(THREAD_PAUSE)
        except BaseException as failure:  # reported by the assertion below
            failures.append(failure)

    threads = [threading.Thread(target=writer, args=(n,)) for n in range(THREADS)]
    started = time.monotonic()
    overlapping = 0  # phone rows stored while the threads were still writing
    for thread in threads:
        thread.start()
    for round_number in range(BROWSER_ROUNDS):  # the phones type while the threads write
        for index, phone in enumerate(phones):
            value = 10_000 + index * 10 + 2 * round_number  # a closer's entry is even
            entry_id = enter_row(phone, repo, session.id, jo, (value, 2))
            with lock:
                expected.append({jo: value, kai: 2})
            overlapping += any(thread.is_alive() for thread in threads)
            present(phones[1 - index], f"spw-score-{entry_id}-0")  # live on the other phone
    phones_done.set()
    for thread in threads:
        thread.join()
    assert failures == []

    total_rounds = THREADS * THREAD_ROUNDS + 2 * BROWSER_ROUNDS
    stored = repo.session(session.id)
    ids = [entry.id for entry in stored.entries]
    rows = sorted(tuple(sorted(e.data["scores"].items())) for e in stored.entries)
    replay = sorted(tuple(sorted(p.items())) for p in expected)
    totals = session_outcome(stored).games[0].totals  # every row is in game 1 of the pad
    counted = [p for p in expected if p[kai] >= 0]  # the phones' rows: the threads' count not
    assert len(counted) == 2 * BROWSER_ROUNDS
    serial = {jo: sum(p[jo] for p in counted), kai: sum(p[kai] for p in counted)}
    missing = list(replay)
    for row in rows:
        if row in missing:
            missing.remove(row)
    record_figure("live table concurrency", f"{THREADS} threads + 2 browsers, "
                  f"{len(expected)} rounds sent, {len(ids)} stored, duplicated "
                  f"{len(ids) - len(set(ids))}, lost {len(missing)}, {overlapping} phone rows "
                  f"while the threads wrote, {time.monotonic() - started:.1f} s")
    assert len(ids) == len(set(ids)) == total_rounds
    assert overlapping == 2 * BROWSER_ROUNDS  # the phones' saves met the threads' writes
    assert rows == replay
    assert totals == serial
    for phone in phones:  # both phones show the final totals
        visit(phone, f"{url}/session/{session.id}")
        wait_total(phone, 1, serial[kai])
