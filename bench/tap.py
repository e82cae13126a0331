"""A tap on a phone until the changed number is on screen, in headless Chromium.

    python -m bench.tap [--quick]        (--quick: 4 taps per game)

The real app server (``bench.app_server``) serves one new session of each game; a headless
Debian Chromium at phone size (390 x 844) opens each game's sheet with the semantics tree
switched on. On each sheet one control that changes a number is tapped again and again:
the game's plugin names it (``examples.tap``, `companion.games.base.TapExample`): a stepper
of the sheet or of a form it opens (its taps alternate + and −, so every tap changes the
number), or a form's "save" after untimed taps that fill the form in, until a total changes.
Timed in the page: from the tap's ``pointerdown`` (a capturing listener on the window)
until the stepper's number node in the semantics tree (``flt-semantics`` with the stepper's
``-value`` identifier) shows a new
text, seen by a MutationObserver (``performance.now()`` both). ``tap.<game>.p95_ms`` per
game, ``tap.p95_ms`` the worst game; target <= 100 ms.
"""

from __future__ import annotations

import asyncio
import shutil
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

from bench.app_server import CHROMIUM, CHROMIUM_ARGS, app_server, prepare
from bench.common import percentile, report
from bench.flet_client import PHONE
from companion.games import plugin
from companion.games.base import TapExample
from companion.models import GAME_IDS, GameId

TARGET_MS = 100.0

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


async def filled_in(page: Any, example: TapExample) -> None:
    """The untimed taps before a timed one (a form opened and filled in)."""
    for number, identifier in enumerate(example.before):
        await click(page, identifier)
        following = example.before[number + 1:number + 2]
        if following:
            await page.locator(by_id(following[0])).first.wait_for(state="attached",
                                                                  timeout=30_000)
    if example.ready:
        await page.locator(by_id(example.ready)).locator('[aria-checked="true"]').first \
            .wait_for(state="attached", timeout=30_000)


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
    example = plugin(game).examples.tap
    assert example is not None
    page = await open_sheet(browser, url)
    try:
        for identifier in example.opens:
            await click(page, identifier)
        first = example.before[0] if example.before else example.tap
        await page.locator(by_id(first)).first.wait_for(state="attached", timeout=30_000)
        times = []
        for number in range(taps):
            tapped = example.tap_back if example.tap_back and number % 2 else example.tap
            try:
                await filled_in(page, example)
                times.append(await tap_ms(page, tapped, example.shows))
            except Exception as trouble:
                raise RuntimeError(f"{game}: tap {number + 1} on {tapped}: "
                                   f"{trouble}") from trouble
        return times
    finally:
        await page.context.close()


async def measure(url: str, ids: dict[str, str], taps: int) -> dict[str, list[float]]:
    from playwright.async_api import async_playwright

    async with async_playwright() as play:
        browser = await play.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            return {game: await game_taps(browser, f"{url}/session/{ids[game]}", game, taps)
                    for game in GAME_IDS if plugin(game).examples.tap is not None}
        finally:
            await browser.close()


def main(quick: bool = False) -> list[str]:
    taps = 4 if quick else 60
    print(f"Tap until the number changes, headless Chromium 390x844, {taps} taps per game",
          flush=True)
    folder = Path(tempfile.mkdtemp(prefix="tc-bench-tap-"))
    try:
        ids = prepare(folder)
        with app_server(folder) as (url, _process):
            found = asyncio.run(measure(url, ids, taps))
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    lines, worst = [], 0.0
    for game, times in found.items():
        p95 = percentile(times, 95)
        worst = max(worst, p95)
        lines.append(report(f"tap {game}: number on screen (median)",
                            f"{statistics.median(times):.1f} ms", "", None,
                            id=f"tap.{game}.median_ms", unit="ms",
                            number=statistics.median(times)))
        lines.append(report(f"tap {game}: number on screen (p95 of {len(times)})",
                            f"{p95:.1f} ms", "<= 100 ms", p95 <= TARGET_MS,
                            id=f"tap.{game}.p95_ms", unit="ms", number=p95))
    lines.append(report("tap: number on screen (p95, worst game)", f"{worst:.1f} ms",
                        "<= 100 ms", worst <= TARGET_MS, id="tap.p95_ms", unit="ms",
                        number=worst))
    return lines


if __name__ == "__main__":
    main(quick="--quick" in sys.argv)
