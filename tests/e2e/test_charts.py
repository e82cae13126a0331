"""Charts, player colours, the player page and the peg board in a real browser.

The table's earlier games are put in the data folder through the store (as if played
before); what is checked is what the app shows: the chart's points, the player page's
figures, a tapped peg's hand, and colours that survive a restart of the server."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect, sync_playwright

from companion.games import outcome as session_outcome
from companion.games.spitzer.board_view import HOLE_GAP
from companion.store import Repository
from tests.e2e.browser import (
    app_server,
    by_id,
    go_to,
    launch,
    open_app,
    stands_above,
    start_session,
    tap,
    visit,
)
from tests.e2e.spitzweg_sheet import add_row
from tests.rows import as_row

pytestmark = pytest.mark.e2e

NEW_COLOUR = "#37474F"


def hand(dealer: str, kind: str, side: tuple[str, ...], tricks: int, points: int
         ) -> dict[str, Any]:
    return {"dealer": dealer, "mode": "totals", "type": kind, "calling_side": list(side),
            "side_tricks": tricks, "side_points": points, "club_queen": None}


def art(*labels: str) -> list[dict[str, Any]]:
    return [{"type": int(label[0]), "number": int(label[2]), "genuine": label[3] == "g"}
            for label in labels]


def seed(folder: Path) -> dict[str, str]:
    """Two finished Spandau games (Ben wins, then Anna) and a Spitzer game of two hands."""
    with Repository(folder, session_outcome) as repo:
        people = {n: repo.add_player(n) for n in ("Anna", "Ben", "Carl", "Dora")}
        ids = {n: p.id for n, p in people.items()}
        from companion.models import Seat

        def seats(*names: str) -> tuple[Seat, ...]:
            return tuple(Seat(player_id=ids[n], name=n) for n in names)

        for anna, ben in ((art("1-1g"), art("2-1g", "3-1g")), (art("4-1g", "5-1g"), art())):
            game = repo.create_session("spandau", seats("Anna", "Ben", "Carl"))
            repo.add_entry(game.id, as_row("reveal", {"player": ids["Anna"], "artworks": anna}))
            repo.add_entry(game.id, as_row("reveal", {"player": ids["Ben"], "artworks": ben}))
            repo.add_entry(game.id, as_row("reveal", {"player": ids["Carl"], "artworks": []}))
            repo.finish(game.id)
        spitzer = repo.create_session("spitzer", seats("Anna", "Ben", "Carl", "Dora"))
        repo.add_entry(spitzer.id, as_row("hand", hand(ids["Dora"], "zola", (ids["Anna"],), 6, 95)))
        repo.add_entry(spitzer.id, as_row("hand", hand(ids["Anna"], "normal",
                                                (ids["Ben"], ids["Carl"]), 3, 45)))
        return {"spitzer": spitzer.id, **ids}


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, str]]:
    data = tmp_path_factory.mktemp("charts")
    return data, seed(data)


@pytest.fixture(scope="module")
def server(folder: tuple[Path, dict[str, str]]) -> Iterator[str]:
    with app_server(folder[0]) as (url, _process):
        yield url


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    with sync_playwright() as playwright:
        chromium = launch(playwright)
        yield chromium
        chromium.close()


def named(page: Page, identifier: str, text: str) -> None:
    """The control's label (Flutter writes a static label as the node's text, followed by
    the text of what it wraps, e.g. a chart's axis labels) starts with ``text``."""
    expect(by_id(page, identifier).first).to_have_text(
        re.compile("^" + re.escape(text) + r"(\s|$)"), timeout=15_000)


def test_spitzer_chart_ghost_pegs_and_a_tapped_peg(app_page: Page,
                                                   folder: tuple[Path, dict[str, str]]) -> None:
    page = app_page
    go_to(page, f"/session/{folder[1]['spitzer']}")
    named(page, "chart-spz-1", "Running totals, game 1: 12")  # 4 players x (start + 2 hands)
    named(page, "chart-spz-1-0", "Anna: 0, 27, 33")
    named(page, "chart-spz-1-3", "Dora: 0, 0, 6")
    expect(by_id(page, "spitzer-ghost-0-9")).to_have_count(1)
    expect(by_id(page, "spitzer-ghost-1-0")).to_have_count(0)  # Ben's peg never moved
    stands_above(page, "spitzer-peg-0-11", "spitzer-ghost-0-9", 2 * HOLE_GAP)  # slid up
    tap(page, "spitzer-peg-0-11")
    expect(page.get_by_text("Anna: hand 2 moved this peg")).to_be_visible()
    expect(page.get_by_text("Anna was in hole 9 (27 points) before hand 2.")).to_be_visible()
    page.keyboard.press("Escape")
    expect(page.get_by_text("Anna: hand 2 moved this peg")).to_have_count(0)


def test_spitzweg_chart_has_a_point_per_row_and_player(app_page: Page) -> None:
    page = app_page
    go_to(page, "/", "new-spitzweg")
    start_session(page, "spitzweg", ("Anna", "Ben", "Cleo"))
    add_row(page, (12, 7, 3))
    named(page, "chart-spw-1", "Running totals: 6")
    add_row(page, (6, 9, 4))
    named(page, "chart-spw-1", "Running totals: 9")
    named(page, "chart-spw-1-0", "Anna: 0, 12, 18")


def test_player_page_figures(app_page: Page) -> None:
    page = app_page
    go_to(page, "/stats")
    tap(page, "player-link-Anna")
    named(page, "player-summary", "2 played, 1 won, win rate 50 %")
    named(page, "player-game-spandau", "Spandau 1780: 2 played, 1 won (50 %), average 1.5, "
                                        "best 2")
    named(page, "player-rival", "Rival (most games together): Ben · 2 games, 1 won, 1 lost")
    named(page, "player-nemesis", "Nemesis (beat them most): Ben · 1 of 2 games")
    named(page, "h2h-Carl", "Carl: 2 games · 1 won · 0 lost")
    named(page, "chart-player-results-0", "Anna: 0, 50")


def test_colours_are_kept_across_a_restart(browser: Browser, tmp_path: Path) -> None:
    data = tmp_path / "table"  # its own folder: a data folder serves one app at a time
    ids = seed(data)
    anna = ids["Anna"]
    with app_server(data) as (url, _process):
        page = open_app(browser, f"{url}/players")
        tap(page, f"colour-{anna}")
        tap(page, f"pick-{anna}-{NEW_COLOUR[1:]}")
        visit(page, f"{url}/session/{ids['spitzer']}")
        expect(by_id(page, f"seat-chip-0-{NEW_COLOUR[1:]}")).to_have_count(1)
        chips = page.locator('[flt-semantics-identifier^="seat-chip-"]')
        expect(chips).to_have_count(4)
        shown = sorted(str(chips.nth(n).get_attribute("flt-semantics-identifier"))
                       for n in range(4))
        page.context.close()
    with app_server(data) as (url, _process):
        page = open_app(browser, f"{url}/session/{ids['spitzer']}")
        for identifier in shown:  # seat-chip-<seat>-<colour>
            expect(by_id(page, identifier)).to_have_count(1)
        assert len({identifier.split("-")[-1] for identifier in shown}) == 4  # distinct
        page.context.close()
