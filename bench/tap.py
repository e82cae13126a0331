"""A tap on a phone until the changed number is on screen, in headless Chromium.

    python -m bench.tap [--quick]        (--quick: 4 taps per game)

The real app server (``bench.app_server``) serves sessions of each game with 20 rows and
with 200 rows (`bench.save.row`: the rows of a long evening); a headless Debian Chromium at
phone size (390 x 844) opens each game's sheet with the semantics tree switched on. On each
sheet one control that changes a number is tapped again and again: the one its plugin
names (``examples.tap``, `companion.games.base.TapExample`), by the kit's test ids:

* a stepper (the tap has a ``tap_back``): its ``opens`` tapped once, then + and − in turn,
  so every tap changes the number;
* a row's save (a stepper that keeps its number in a text field is not in the semantics
  tree): before each tap, untimed, its ``before`` taps fill in the row form (``ready``
  showing they took); the save is timed until ``shows`` (a total) changes; after it,
  untimed, the row is taken back (undo).

Timed in the page: from the tap's ``pointerdown`` (a capturing listener on the window) until
the number node in the semantics tree (``flt-semantics`` with ``shows`` as its identifier)
shows a new text, seen by a MutationObserver (``performance.now()`` both).
``tap.<game>.p95_ms`` per game at 20 rows, ``tap.p95_ms`` the worst game (target <= 100 ms);
``tap.<game>.rows_200.p95_ms`` at 200 rows (target <= 100 ms: a long sheet is no slower).
A game timed by a row's save is timed on the sheet of a game as it starts, each saved row
taken back untimed (a game may hold a few rows only), so it has no 200-row figure.

Then the 20-row taps again while the league night's quick load runs on the same server
(`bench.busy`: 10 tables of four phones from 127.0.0.2 up, one of them a real Chromium,
two Standings screens, every table saving on its own random schedule):
``tap.busy.<game>.p95_ms`` and ``tap.busy.p95_ms`` the worst game (target <= 150 ms).
Each figure is over 60 taps per game (``--quick``: 4).
"""

from __future__ import annotations

import asyncio
import json
import shutil
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

from bench import busy
from bench.app_server import CHROMIUM, CHROMIUM_ARGS, app_server
from bench.common import percentile, report
from bench.flet_client import PHONE
from bench.save import row, seats
from companion.games import outcome as session_outcome
from companion.games import plugin, plugins
from companion.games.base import TapExample
from companion.models import GameId
from companion.store import Repository

TARGET_MS = 100.0
BUSY_TARGET_MS = 150.0
EXAMPLES: dict[GameId, TapExample] = dict(sorted(
    ((found.info.game, found.examples.tap) for found in plugins()
     if found.examples.tap is not None), key=lambda item: item[1].saves_row))
"""Per game (every game of the registry whose plugin names one): the control tapped; the
steppers first, in the registry's order, then the games timed by a row's save."""
GAMES: tuple[GameId, ...] = tuple(EXAMPLES)
ROWS = (20, 200)
TAPS, QUICK_TAPS = 60, 4

READ = """id => { const e = document.querySelector(`[flt-semantics-identifier="${id}"]`);
    if (!e) return null;
    const input = e.querySelector('input, textarea');
    return (input ? input.value : '') + '|' + (e.getAttribute('aria-label') || '') + '|' +
        (e.querySelector('[aria-label]')?.getAttribute('aria-label') || '') + '|' +
        (e.textContent || ''); }"""

ARM = """([id, before]) => {
    const read = """ + READ + """;
    const state = {down: null, done: null};
    window.__tap = state;
    window.addEventListener('pointerdown', () => {
        if (state.down === null) state.down = performance.now(); }, {capture: true, once: true});
    const check = () => {
        if (state.down !== null && state.done === null && read(id) !== before) {
            state.done = performance.now(); observer.disconnect(); } };
    const observer = new MutationObserver(check);
    observer.observe(document.body, {subtree: true, childList: true, attributes: true,
                                     characterData: true});
}"""


def by_id(identifier: str) -> str:
    return f'[flt-semantics-identifier="{identifier}"]'


async def reveal(page: Any, identifier: str) -> dict[str, float]:
    """The control's box, scrolled into the phone's screen with the mouse wheel first."""
    target = page.locator(by_id(identifier)).first
    await page.mouse.move(PHONE["width"] / 2, PHONE["height"] / 2)
    for step in range(40):  # a control far outside the window is not in the semantics tree
        if await target.count():
            break
        await page.mouse.wheel(0, 400 if step < 20 else -400)  # down the sheet, then up
        await page.wait_for_timeout(100)
    await target.wait_for(state="attached", timeout=30_000)
    for _ in range(10):
        box = await target.bounding_box()
        if box is None:
            raise RuntimeError(f"{identifier} has no box")
        if box["y"] >= 60 and box["y"] + box["height"] <= PHONE["height"] - 20:
            return dict(box)
        await page.mouse.move(PHONE["width"] / 2, PHONE["height"] / 2)
        await page.mouse.wheel(0, box["y"] - PHONE["height"] / 2)
        await page.wait_for_timeout(400)
    raise RuntimeError(f"{identifier} could not be scrolled onto the screen")


async def tap_ms(page: Any, plus: str, value: str) -> float:
    """One tap on ``plus`` (centre of its box) until ``value`` shows a new text."""
    box = await reveal(page, plus)
    before = await page.evaluate(READ, value)
    await page.evaluate(ARM, [value, before])
    await page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    await page.wait_for_function("() => window.__tap && window.__tap.done !== null",
                                 timeout=30_000)
    elapsed: float = await page.evaluate("() => window.__tap.done - window.__tap.down")
    return elapsed


async def click(page: Any, identifier: str) -> None:
    box = await reveal(page, identifier)
    await page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


async def save_ms(page: Any, example: TapExample) -> float:
    """A row filled in (untimed), then its save tapped until the total changes; the row is
    taken back again (untimed)."""
    for number, identifier in enumerate(example.before):
        if number:  # the form the first tap opened
            await page.locator(by_id(identifier)).first.wait_for(state="attached",
                                                                 timeout=30_000)
        await click(page, identifier)
    if example.ready:
        await page.locator(by_id(example.ready)).locator('[aria-checked="true"]').first \
            .wait_for(state="attached", timeout=30_000)
    before = await page.evaluate(READ, example.shows)
    elapsed = await tap_ms(page, example.tap, example.shows)
    # Untimed: the row taken back (the app bar's undo), so that every save fills the same
    # row of the same sheet (a game may hold a few rows only).
    await page.locator(by_id("undo")).first.click()
    await page.wait_for_function(
        f"() => ({READ})({json.dumps(example.shows)}) === {json.dumps(before)}",
        timeout=30_000)
    return elapsed


async def open_sheet(browser: Any, url: str) -> Any:
    context = await browser.new_context(viewport=PHONE)
    page = await context.new_page()
    await page.goto(url)
    await page.wait_for_selector("#loading", state="detached", timeout=60_000)
    await page.wait_for_selector("flt-semantics-placeholder", state="attached",
                                 timeout=60_000)
    await page.evaluate("document.querySelector('flt-semantics-placeholder').click()")
    return page


async def game_taps(browser: Any, url: str, game: GameId, taps: int) -> list[float]:
    example = EXAMPLES[game]
    page = await open_sheet(browser, url)
    try:
        for identifier in example.opens:
            await click(page, identifier)
        if example.tap_back is None:  # a row's save (`TapExample.saves_row`)
            return [await save_ms(page, example) for _ in range(taps)]
        await page.locator(by_id(example.tap)).first.wait_for(state="attached",
                                                              timeout=30_000)
        # One untimed + first: the number stands above its lowest value (a stepper's − is
        # off at its bound), so that every timed tap, + or −, changes it.
        await tap_ms(page, example.tap, example.shows)
        times = []
        for number in range(taps):
            side = example.tap if number % 2 == 0 else example.tap_back
            try:
                times.append(await tap_ms(page, side, example.shows))
            except Exception as trouble:
                raise RuntimeError(f"{game}: tap {number + 1} on {side}: "
                                   f"{trouble}") from trouble
        return times
    finally:
        await page.context.close()


async def measure(url: str, ids: dict[GameId, str], taps: int) -> dict[str, list[float]]:
    """``taps`` timed taps on each game's sheet (``ids``: its session by game)."""
    from playwright.async_api import async_playwright

    async with async_playwright() as play:
        browser = await play.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            return {game: await game_taps(browser, f"{url}/session/{ids[game]}", game, taps)
                    for game in GAMES if game in ids}
        finally:
            await browser.close()


def prepare_rows(folder: Path) -> dict[tuple[str, int], str]:
    """Sessions of every game with each count of `ROWS`; their ids."""
    with Repository(folder, outcome=session_outcome,
                    rows=lambda game: plugin(game).rows) as repo:
        ids: dict[tuple[str, int], str] = {}
        for game in GAMES:
            for count in ROWS:
                sid = repo.create_session(game, seats(game)).id
                # A game timed by a row's save is timed as it starts, each save taken back
                # again (`save_ms`): a game may hold a few rows only.
                for n in range(0 if EXAMPLES[game].saves_row else count):
                    repo.add_entry(sid, row(game, n), "bench")
                ids[game, count] = sid
        return ids


def figures(found: dict[str, list[float]], prefix: str, label: str, target: float
            ) -> tuple[list[str], float]:
    """Median and p95 lines per game (ids ``<prefix>.<game>.median_ms`` and ``.p95_ms``);
    the worst game's p95."""
    lines, worst = [], 0.0
    head, _, tail = prefix.partition("|")
    for game, times in found.items():
        p95 = percentile(times, 95)
        worst = max(worst, p95)
        name = f"{head}.{game}{tail}"
        lines.append(report(f"tap {game}{label}: number on screen (median)",
                            f"{statistics.median(times):.1f} ms", "", None,
                            id=f"{name}.median_ms", unit="ms",
                            number=statistics.median(times)))
        lines.append(report(f"tap {game}{label}: number on screen (p95 of {len(times)})",
                            f"{p95:.1f} ms", f"<= {target:.0f} ms", p95 <= target,
                            id=f"{name}.p95_ms", unit="ms", number=p95))
    return lines, worst


def main(quick: bool = False) -> list[str]:
    taps = QUICK_TAPS if quick else TAPS
    print(f"Tap until the number changes, headless Chromium 390x844, {taps} taps per game, "
          f"sheets of {ROWS[0]} and {ROWS[1]} rows, then busy", flush=True)
    folder = Path(tempfile.mkdtemp(prefix="tc-bench-tap-"))
    try:
        ids = prepare_rows(folder)
        evening = busy.prepare(folder)
        with app_server(folder) as (url, _process):
            found = {ROWS[0]: asyncio.run(measure(
                url, {game: ids[game, ROWS[0]] for game in GAMES}, taps))}
            found[ROWS[1]] = asyncio.run(measure(  # a row's save: no game of 200 rows
                url, {game: ids[game, ROWS[1]] for game in GAMES
                      if not EXAMPLES[game].saves_row}, taps))
            with busy.start(url, evening):
                loaded = asyncio.run(measure(
                    url, {game: ids[game, ROWS[0]] for game in GAMES}, taps))
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    lines, worst = figures(found[ROWS[0]], "tap|", "", TARGET_MS)
    lines.append(report(f"tap: number on screen (p95, worst game, {ROWS[0]} rows)",
                        f"{worst:.1f} ms", "<= 100 ms", worst <= TARGET_MS, id="tap.p95_ms",
                        unit="ms", number=worst))
    more, worst = figures(found[ROWS[1]], f"tap|.rows_{ROWS[1]}", f", {ROWS[1]} rows",
                          TARGET_MS)
    lines += more
    lines.append(report(f"tap: number on screen (p95, worst game, {ROWS[1]} rows)",
                        f"{worst:.1f} ms", "<= 100 ms", worst <= TARGET_MS,
                        id=f"tap.rows_{ROWS[1]}.p95_ms", unit="ms", number=worst))
    more, worst = figures(loaded, "tap.busy|", f", busy host ({busy.describe(evening)})",
                          BUSY_TARGET_MS)
    lines += more
    lines.append(report("tap: number on screen, busy host (p95, worst game)",
                        f"{worst:.1f} ms", "<= 150 ms", worst <= BUSY_TARGET_MS,
                        id="tap.busy.p95_ms", unit="ms", number=worst))
    return lines


if __name__ == "__main__":
    main(quick="--quick" in sys.argv)
