"""League night on the real server: 200 phones on one sheet, an edit made on one.

    python -m bench.live_app [--quick]        (--quick: 20 phones, 2 edits)

The sheet is of the live table's game: the first game of the registry whose plugin gives its
row form (``examples.form``, `companion.games.base.FormExample`). The app server runs as a
subprocess (``--host 127.0.0.1``: every phone may edit). 199 raw
Flet-protocol clients (`bench.flet_client`) and one real headless Chromium open the same
session's sheet, the raw viewers each from a loopback address of its own (127.0.0.2 and up,
as phones on a Wi-Fi have; the server allows 16 tabs per address). One raw client, on the
host's address, is the editor: it adds a row the way a phone does, by the game's row form
(opens it, types a score, makes the taps that complete the row, taps "save"), each edit
with a new score (9001, 9002, ...). Measured from the "save" tap until every client has
received the change (a PATCH frame holding the new score; for Chromium, the score in its
semantics tree; a phone not reached within 120 s counts as 120 s, a lower bound):
``live.spectators.200.p95_ms`` over the edits (reported without a target: a league night
puts four phones on a table, `bench.league`, not 200 on one sheet), and the server's
resident memory afterwards (``live.200.server_rss_mb``).

Then every raw viewer opens the row form and types 77 into its first score while the editor
saves more rows. ``live.200.open_forms_kept`` counts the forms lost (target 0): a form is
lost when a frame bringing an edit draws the sheet anew without the form (closed), or draws
the typed score field again without 77 (reset). The clients run in this process, on the same
two cores as the server.
"""

from __future__ import annotations

import asyncio
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import msgpack
from flet.messaging.protocol import decode_ext_from_msgpack

from bench.app_server import CHROMIUM, CHROMIUM_ARGS, app_server, prepare, rss_mb
from bench.common import ms, percentile, report
from bench.flet_client import PHONE, FletClient, controls, packed_str
from companion.games import plugins
from companion.games.base import FormExample, GamePlugin


def _live() -> tuple[GamePlugin, FormExample]:
    """The live table's game: the first of the registry whose plugin gives its row form."""
    for found in plugins():
        if found.examples.form is not None:
            return found, found.examples.form
    raise LookupError("no game's plugin gives a row form (examples.form) to play live")


LIVE, FORM = _live()
GAME = LIVE.info.game
"""The game the live-table benchmarks play (`bench.league`, `bench.busy` too)."""
WAIT = 120.0
"""Seconds an edit may take to reach a phone; one that takes longer counts as this."""
TYPED = "77"
SHEET = FORM.opens


def phone_address(number: int) -> str:
    """The loopback address of phone ``number`` (1, 2, ...): 127.0.0.2 and up, one each, as
    phones on a Wi-Fi have (the server allows a few tabs per address)."""
    return f"127.0.{number // 250}.{number % 250 + 1}"


async def join(url: str, route: str, count: int, batch: int = 10) -> list[FletClient]:
    """``count`` clients on ``route``, connected a batch at a time, each showing the sheet:
    the first on the host's own address (the editor), the others each from an address of
    its own."""
    clients: list[FletClient] = []
    for start in range(0, count, batch):
        numbers = range(start, min(start + batch, count))
        group = [FletClient(url, None if n == 0 else phone_address(n)) for n in numbers]
        await asyncio.gather(*(client.connect(route) for client in group))
        await asyncio.gather(*(client.wait_named(SHEET, timeout=120) for client in group))
        for client in group:
            client.forget_frames()
        clients += group
    return clients


FORM_SHOWN = (packed_str(FORM.save), *([FORM.shown_again.encode()] if FORM.shown_again else []))
"""A frame that shows the row form: drawn the first time (its Save button), or shown again
empty (the form is kept: the game's hint of the empty form comes back)."""
COMPLETED = (FORM.completed.encode(),) if FORM.completed else ()
"""A frame that shows the row completed by the ``before_save`` taps (none: not waited for)."""


async def next_frame(client: FletClient, since: int, holding: tuple[bytes, ...],
                     timeout: float = 60) -> float:
    """perf_counter time of the first frame from index ``since`` that holds one of
    ``holding``."""
    deadline = time.monotonic() + timeout
    while True:
        at = await client.wait_for(b"", since, max(0.001, deadline - time.monotonic()))
        index = next(i for i in range(since, len(client.frames)) if client.frames[i][0] == at)
        data = client.frames[index][1]
        if any(token in data for token in holding):
            return at
        since = index + 1


async def open_row_form(client: FletClient) -> None:
    mark = len(client.frames)
    await client.tap(SHEET)
    await next_frame(client, mark, FORM_SHOWN)


async def add_row(editor: FletClient, score: int) -> float:
    """Fill in a row on the editor's phone; returns the perf_counter time of the save tap.
    First the phone lets go of the snack bars it has closed meanwhile (an undo's), as a
    phone's Flutter does."""
    await editor.let_go_of_bars()
    await open_row_form(editor)
    number = FORM.number.format(seat=1)
    await editor.wait_named(number)
    await editor.type_value(number, str(score))
    for identifier in FORM.before_save:
        mark = len(editor.frames)
        await editor.tap(identifier)
        if COMPLETED:
            await next_frame(editor, mark, COMPLETED)
    editor.decode_pending()
    start = time.perf_counter()
    await editor.tap(FORM.save)
    return start


class Chromium:
    """One real phone: headless Chromium on the sheet, the semantics tree switched on."""

    async def start(self, url: str) -> None:
        from playwright.async_api import async_playwright

        self.manager = async_playwright()
        play = await self.manager.__aenter__()
        self.browser: Any = await play.chromium.launch(executable_path=CHROMIUM,
                                                       args=CHROMIUM_ARGS)
        context = await self.browser.new_context(
            viewport={"width": PHONE["width"], "height": PHONE["height"]})
        self.page = await context.new_page()
        await self.page.goto(url)
        await self.page.wait_for_selector("#loading", state="detached", timeout=60_000)
        await self.page.wait_for_selector("flt-semantics-placeholder", state="attached",
                                          timeout=60_000)
        await self.page.evaluate("document.querySelector('flt-semantics-placeholder').click()")
        await self.page.wait_for_selector(f'[flt-semantics-identifier="{SHEET}"]',
                                          state="attached", timeout=60_000)

    async def shown(self, text: str) -> float:
        await self.page.wait_for_function(
            """t => Array.from(document.querySelectorAll('flt-semantics')).some(e =>
                (e.getAttribute('aria-label') || '').includes(t) ||
                (e.textContent || '').includes(t))""", arg=text, timeout=WAIT * 1000)
        return time.perf_counter()

    async def stop(self) -> None:
        await self.browser.close()
        await self.manager.__aexit__(None, None, None)


async def edit_reaches_all(editor: FletClient, viewers: list[FletClient],
                           chromium: Chromium | None, score: int) -> float:
    """Seconds from the save tap until every viewer (and Chromium) has the new score."""
    marks = [len(viewer.frames) for viewer in viewers]
    token = packed_str(str(score))
    watch = asyncio.ensure_future(chromium.shown(str(score))) if chromium else None
    start = await add_row(editor, score)
    arrivals = await asyncio.gather(*(viewer.wait_for(token, mark, timeout=WAIT)
                                      for viewer, mark in zip(viewers, marks, strict=True)),
                                    return_exceptions=True)
    if watch is not None:
        arrivals += await asyncio.gather(watch, return_exceptions=True)
    # A phone the edit did not reach within WAIT seconds counts as WAIT: a lower bound.
    reached = [start + WAIT if isinstance(at, BaseException) else at for at in arrivals]
    for viewer in viewers:  # the controls drawn anew are indexed, the frames let go
        viewer.decode_pending()
        viewer.forget_frames()
    return max(reached) - start


def form_lost(client: FletClient, token: bytes) -> bool:
    """Whether a frame that brought an edit closed the client's open form or reset it."""
    for _at, data in client.frames:
        if token not in data:
            continue
        message = msgpack.unpackb(data[1:], ext_hook=decode_ext_from_msgpack,
                                  strict_map_key=False)
        names = {c.get("identifier"): c for c in controls(message[1])
                 if c.get("_c") == "Semantics"}
        field = names.get(FORM.number.format(seat=0))
        if field is not None and field.get("content", {}).get("value") != TYPED:
            return True  # the field drawn again without what was typed
        if (SHEET in names or "sheet" in names) and FORM.save not in names:
            return True  # the sheet drawn anew without the form
    return False


async def forms_kept(editor: FletClient, viewers: list[FletClient], edits: int,
                     first: int) -> int:
    """Forms lost on ``viewers`` while ``edits`` rows are saved on the editor's phone."""
    for viewer in viewers:
        viewer.forget_frames()
    await asyncio.gather(*(open_row_form(viewer) for viewer in viewers))
    for viewer in viewers:
        viewer.decode_pending()
    for viewer in viewers:
        await viewer.type_value(FORM.number.format(seat=0), TYPED)
    lost: set[int] = set()
    for number in range(edits):
        score = first + number
        token = packed_str(str(score))
        for viewer in viewers:
            viewer.forget_frames()
        await add_row(editor, score)
        await asyncio.gather(*(viewer.wait_for(token, 0, timeout=WAIT) for viewer in viewers),
                             return_exceptions=True)
        lost |= {i for i, viewer in enumerate(viewers) if form_lost(viewer, token)}
    return len(lost)


async def measure(url: str, route: str, count: int, edits: int, pid: int
                  ) -> tuple[list[float], float, int]:
    chromium = Chromium()
    await chromium.start(url + route)
    clients = await join(url, route, count - 1)
    editor, viewers = clients[0], clients[1:]
    try:
        times = [await edit_reaches_all(editor, viewers, chromium, 9001 + n)
                 for n in range(edits)]
        memory = rss_mb(pid)
        lost = await forms_kept(editor, viewers, edits, 9001 + edits)
    finally:
        await asyncio.gather(*(client.close() for client in clients))
        await chromium.stop()
    return times, memory, lost


def main(quick: bool = False) -> list[str]:
    count, edits = (20, 2) if quick else (200, 10)
    print(f"Live table on the real server: {count} phones (one Chromium), {edits} edits",
          flush=True)
    folder = Path(tempfile.mkdtemp(prefix="tc-bench-live-"))
    try:
        ids = prepare(folder)
        with app_server(folder) as (url, process):
            times, memory, lost = asyncio.run(measure(url, f"/session/{ids[GAME]}",
                                                      count, edits, process.pid))
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    worst = percentile(times, 95) * 1000
    viewers = count - 2  # every raw client but the editor
    return [
        report(f"live {count}: edit reaches every phone (median)",
               ms(statistics.median(times)), "", None, id="live.200.median_ms", unit="ms",
               number=statistics.median(times) * 1000),
        report(f"live {count}: edit reaches every spectator (p95 of {edits})",
               f"{worst:.2f} ms", "", None, id="live.spectators.200.p95_ms", unit="ms",
               number=worst),
        report(f"live {count}: server memory (RSS)", f"{memory:.0f} MB", "", None,
               id="live.200.server_rss_mb", unit="MB", number=memory),
        report(f"live {count}: open forms lost while {edits} rows are saved",
               f"{lost} of {viewers}", "0", lost == 0, id="live.200.open_forms_kept",
               unit="forms lost", number=lost),
    ]


if __name__ == "__main__":
    main(quick="--quick" in sys.argv)
