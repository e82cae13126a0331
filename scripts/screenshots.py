"""Phone-size screenshots of the main screens into docs/screenshots/.

Run: .venv/bin/python scripts/screenshots.py

Starts the app as a shared table with a fixed PIN on a temporary data folder, plays Spitzweg
on its score sheet, and photographs Home, New session, Session, its chart, History,
Statistics, a player's page, Settings in German and the Live table PIN screen.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.e2e.browser import (  # noqa: E402
    app_server,
    by_id,
    launch,
    open_app,
    tap,
    type_into,
    visit,
)
from tests.e2e.test_app_flow import add_row, end_game, start_session, wait_total  # noqa: E402

OUT = ROOT / "docs" / "screenshots"
PIN = "1780"


def shoot(page: Page, name: str) -> None:
    page.wait_for_timeout(1200)  # a frame right after an update can be blank
    page.screenshot(path=str(OUT / f"{name}.png"))
    print(f"docs/screenshots/{name}.png")


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as data, \
            app_server(Path(data), "--host", "0.0.0.0", "--pin", PIN) as (url, _process), \
            sync_playwright() as playwright:
        browser = launch(playwright)
        host = open_app(browser, url)
        tap(host, "live-status")
        type_into(host, "pin-field", PIN)
        tap(host, "pin-unlock")
        # A finished Spitzweg game for History and Statistics...
        start_session(host, "spitzweg", ("Anna", "Ben", "Cleo"))
        add_row(host, (12, 7, 3))
        add_row(host, (5, 9, 4), closer=None)
        wait_total(host, 1, 16)
        end_game(host)
        tap(host, "finish")
        visit(host, url)
        # ... and one being played, photographed on its score sheet.
        tap(host, "new-spitzweg")
        for index, name in enumerate(("Anna", "Ben", "Cleo", "Dora")):
            type_into(host, "new-player-name", name)
            host.keyboard.press("Enter")
            by_id(host, f"seat-remove-{index}").wait_for(state="attached")
        shoot(host, "new-session")
        tap(host, "start-session")
        for scores, closer in (((14, 6, 0, 9), 0), ((3, 8, 11, 2), 2)):
            add_row(host, scores, closer=closer)
        wait_total(host, 2, 11)
        shoot(host, "session")
        host.set_viewport_size({"width": 412, "height": 1500})  # the sheet with its chart
        shoot(host, "chart")
        host.set_viewport_size({"width": 412, "height": 915})
        visit(host, url)
        by_id(host, "new-spitzweg").wait_for(state="attached")
        shoot(host, "home")
        visit(host, f"{url}/history")
        shoot(host, "history")
        visit(host, f"{url}/stats")
        shoot(host, "statistics")
        tap(host, "player-link-Anna")
        by_id(host, "player-summary").wait_for(state="attached")
        shoot(host, "player-page")
        visit(host, f"{url}/settings")
        tap(host, "lang-de")
        shoot(host, "settings-de")
        tap(host, "lang-en")
        viewer = open_app(browser, f"{url}/live")
        shoot(viewer, "live-table-pin")
        browser.close()


if __name__ == "__main__":
    main()
