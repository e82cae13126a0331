"""Phone-size screenshots of the main screens into docs/screenshots/.

Run: .venv/bin/python scripts/screenshots.py

Starts the app as a shared table with a fixed PIN on a temporary data folder, plays a short
game, and photographs Home, New session, Session, History, Statistics, Settings in German
and the Live table PIN screen.
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
    wait_label,
)

OUT = ROOT / "docs" / "screenshots"
PIN = "1780"


def shoot(page: Page, name: str) -> None:
    page.wait_for_timeout(1200)  # a frame right after an update can be blank
    page.screenshot(path=str(OUT / f"{name}.png"))
    print(f"docs/screenshots/{name}.png")


def add_round(page: Page, values: tuple[int, ...]) -> None:
    for index, value in enumerate(values):
        type_into(page, f"points-{index}", str(value))
    tap(page, "add-round")


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
        for names, rounds in ((("Anna", "Ben", "Cleo", "Dora"), ((21, 7, 0, 14), (3, 30, 9, 2))),
                              (("Anna", "Ben", "Cleo"), ((5, 9, 4),))):
            game = "spitzer" if len(names) == 4 else "kardinal"
            tap(host, f"new-{game}")
            for index, name in enumerate(names):
                type_into(host, "new-player-name", name)
                host.keyboard.press("Enter")
                by_id(host, f"seat-remove-{index}").wait_for(state="attached")
            if game == "spitzer":
                shoot(host, "new-session")
            tap(host, "start-session")
            for values in rounds:
                add_round(host, values)
                wait_label(host, "total-0", "Anna")
            if game == "spitzer":
                host.wait_for_timeout(800)
                shoot(host, "session")
                tap(host, "finish")
            visit(host, url)
        shoot(host, "home")
        visit(host, f"{url}/history")
        shoot(host, "history")
        visit(host, f"{url}/stats")
        shoot(host, "statistics")
        visit(host, f"{url}/settings")
        tap(host, "lang-de")
        shoot(host, "settings-de")
        tap(host, "lang-en")
        viewer = open_app(browser, f"{url}/live")
        shoot(viewer, "live-table-pin")
        browser.close()


if __name__ == "__main__":
    main()
