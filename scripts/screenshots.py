"""Phone-size screenshots (390 × 844) of the main screens, in English and German, into
docs/screenshots/ as ``<screen>-en.png`` and ``<screen>-de.png``.

Run: .venv/bin/python scripts/screenshots.py

A temporary data folder is filled with the games of an evening (a Spitzweg sheet with its
exhibitions, a Spitzer sheet a few hands in, a won Spitzer game with its payout, a Kardinal
count, a Spandau reveal, and finished games for History and Statistics). The app then serves
it as a shared table with a fixed PIN; this computer's browser (the table's host) walks every
screen in English, switches Settings to German and walks them again. A phone is the same app
opened through this computer's network address: it sees the PIN field under Live table.
Also made, in English only: ``chart.png`` (a sheet with its chart) and ``player-page.png``.
"""

from __future__ import annotations

import re
import sys
import tempfile
import time
from pathlib import Path

from playwright.sync_api import Browser, Page, ViewportSize, expect, sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from screenshot_evening import NAMES, fill  # noqa: E402  (beside this script)

from tests.e2e.browser import (  # noqa: E402
    app_server,
    chosen,
    launch,
    open_app,
    phone_url,
    present,
    reveal,
    tap,
    type_into,
    visit,
    wait_label,
)
from tests.e2e.spitzweg_editor import Taps, lay, start_turn  # noqa: E402

OUT = ROOT / "docs" / "screenshots"
PIN = "1780"
PHONE: ViewportSize = {"width": 390, "height": 844}
TWO_FRAMES = ("() => new Promise(r => requestAnimationFrame(() => "
              "requestAnimationFrame(() => r(true))))")

STILL = 0.8
"""Seconds a picture must stand still to be taken."""


def page_on(browser: Browser, url: str) -> Page:
    """A new 390 × 844 browser window on ``url`` with the accessibility tree switched on."""
    return open_app(browser, url, dict(PHONE))


def settled(page: Page) -> bytes:
    """The page's picture once it stands still for ``STILL`` seconds.

    Flutter's accessibility tree runs ahead of its picture: right after a page load the
    canvas may still show the loading screen or Home, and pegs slide for a moment. So the
    screenshot waits until two frames later the picture is the same, over ``STILL`` seconds
    (a game's clock changes it each second: the wait ends between two ticks)."""
    deadline = time.monotonic() + 30
    last, since = b"", time.monotonic()
    while time.monotonic() < deadline:
        page.wait_for_function(TWO_FRAMES)
        shot = page.screenshot()
        if shot != last:
            last, since = shot, time.monotonic()
        elif time.monotonic() - since >= STILL:
            return shot
    raise TimeoutError(f"{page.url}: the picture did not stand still within 30 s")


def shoot(page: Page, name: str, ready: str) -> None:
    """Once the control ``ready`` is on the screen (scrolled into the window) and the picture
    stands still."""
    reveal(page, present(page, ready, timeout=30_000))
    (OUT / f"{name}.png").write_bytes(settled(page))
    print(f"docs/screenshots/{name}.png")


def new_game(page: Page, url: str, lang: str) -> None:
    visit(page, f"{url}/new/spitzer")
    for index, name in enumerate(NAMES):
        type_into(page, "new-player-name", name)
        page.keyboard.press("Enter")
        present(page, f"seat-remove-{index}")  # the seat is taken, the screen redrawn
    shoot(page, f"new-game-{lang}", f"seat-remove-{len(NAMES) - 1}")


def spitzer_checker(page: Page, url: str, lang: str) -> None:
    """SPZ-TV-15: A♥ led, the hand J♥ 7♦ A♠; A♠ breaks must-trump (SPZ-FOLLOW-3)."""
    visit(page, f"{url}/referee/spitzer")
    for card in ("JH", "7D", "AS"):
        tap(page, f"spitzer-play-card-{card}")
        present(page, f"spitzer-play-hand-{card}")
    tap(page, "spitzer-play-target-trick")
    chosen(page, "spitzer-play-target-trick")
    tap(page, "spitzer-play-card-AH")
    present(page, "spitzer-play-trick-AH")
    tap(page, "spitzer-play-hand-AS")
    wait_label(page, "spitzer-play-verdict", "SPZ-FOLLOW-3")
    shoot(page, f"referee-spitzer-{lang}", "spitzer-play-verdict")


def spitzweg_editor(page: Page, url: str, lang: str) -> None:
    """A disputed placement: five cards on the table, then Cleo's lone B6 beside the B5
    (a line of two only: SPW-PLACE-8)."""
    visit(page, f"{url}/referee/spitzweg")
    present(page, "spw-guide", timeout=30_000)
    taps = Taps(page)
    lay(taps, (0, 0), "R5")
    lay(taps, (1, 0), "R6")
    lay(taps, (2, 0), "R7")
    lay(taps, (0, 1), "Y5", owner="white")
    lay(taps, (0, 2), "B5")
    # The guide's second step names this turn, as does its third.
    start_turn(taps, "grey", {"en": re.compile("this turn"),
                              "de": re.compile("diesem Zug|dieses Zugs")}[lang])
    lay(taps, (1, 2), "B6")
    taps("spw-check-turn")
    wait_label(page, "spw-verdict", "SPW-PLACE-8")
    shoot(page, f"referee-spitzweg-{lang}", "spw-check-turn")


def walk(browser: Browser, host: Page, url: str, sheets: dict[str, str], lang: str) -> None:
    """Every main screen in the language the data folder is set to."""
    visit(host, url)
    shoot(host, f"home-{lang}", "new-spitzweg")
    new_game(host, url, lang)
    screens: list[tuple[str, str, str]] = [
        ("spitzweg", f"/session/{sheets['spitzweg']}", "spw-total-1-0"),
        ("spitzer", f"/session/{sheets['spitzer']}", "spitzer-peg-0-13"),
        ("spitzer-won", f"/session/{sheets['spitzer-won']}", "spitzer-payout-3"),
        ("kardinal", f"/session/{sheets['kardinal']}", "kk-winner"),
        ("spandau", f"/session/{sheets['spandau']}", "spandau-winner"),
        ("history", "/history", "history-since"),
        ("statistics", "/stats", "player-link-Anna"),
        ("live-host", "/live", "live-pin-shown"),
        ("settings", "/settings", "lang-de")]
    for name, route, ready in screens:
        visit(host, url + route)
        shoot(host, f"{name}-{lang}", ready)
    spitzer_checker(host, url, lang)
    spitzweg_editor(host, url, lang)
    phone = page_on(browser, f"{phone_url(url)}/live")
    shoot(phone, f"live-phone-{lang}", "pin-field")
    phone.context.close()


def extras(host: Page, url: str, sheets: dict[str, str]) -> None:
    """The README's chart and player page (English)."""
    host.set_viewport_size({"width": PHONE["width"], "height": 1500})
    visit(host, f"{url}/session/{sheets['spitzweg']}")
    shoot(host, "chart", "spw-total-1-0")
    host.set_viewport_size(PHONE)
    visit(host, f"{url}/stats")
    tap(host, "player-link-Anna")
    shoot(host, "player-page", "player-summary")


def language(host: Page, url: str, lang: str, heading: str) -> None:
    """Switch the table's language in Settings; the screen drawn in it shows ``heading``."""
    visit(host, f"{url}/settings")
    tap(host, f"lang-{lang}")
    expect(host.get_by_text(heading, exact=True).first).to_be_attached()


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as temp:
        data = Path(temp) / "data"
        sheets = fill(data)
        try:
            with app_server(data, "--host", "0.0.0.0", "--pin", PIN) as (url, _process), \
                    sync_playwright() as playwright:
                browser = launch(playwright)
                host = page_on(browser, url)  # the computer serving the table
                walk(browser, host, url, sheets, "en")
                extras(host, url, sheets)
                language(host, url, "de", "Sprache")
                walk(browser, host, url, sheets, "de")
                language(host, url, "en", "Language")
                browser.close()
        except AssertionError:  # a fault in the server's log: show the log before it goes
            print(data.with_name(f"{data.name}-server.log").read_text(encoding="utf-8"))
            raise


if __name__ == "__main__":
    main()
