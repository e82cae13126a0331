"""The host's laptop and a projector get a layout of their own: at 1366×768 and 1920×1080
Home, a score sheet, Standings and the projector view keep their content in a centered
column of readable width, and no text is under 14 px (the projector's under 28 px).

How it is measured: Flutter's accessibility tree gives each text and control a node with
its box on the page. *Width*: every node that shows something (a text, a label, a test id)
below the app bar must fit the readable width, and the content must stand centered.
*Text size*: a text on its own is a node with its words in a ``span`` (a merged label is
not); the node is one line high (unless the scrolling area's bottom edge cuts it), and the
app's text styles give 14 px type a 20 px line (Material's body line height,
`companion.views.layout.LINE`), so a one-line text node lower than 20 px holds type under
14 px (12 px type: a 17 px line, 11 px: 16 px). A node up to two lines high that is lower
than that fails; taller ones are paragraphs of several lines.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, ViewportSize

from tests.e2e.browser import (
    by_id,
    close_module_page,
    go_to,
    module_page,
    present,
    start_session,
    tap,
    type_into,
    wait_label,
)
from tests.e2e.spitzer_sheet import open_hand, save_hand

pytestmark = pytest.mark.e2e

SIZES: tuple[ViewportSize, ...] = ({"width": 1366, "height": 768},
                                   {"width": 1920, "height": 1080})
READABLE = 960
"""The widest a screen's content may be (px): about 90 characters of 14 px text."""
PROJECTOR = 1280
"""The projector view's: its type is twice as large, so its lines may be wider."""
APP_BAR = 56
PADDING = 16
"""A screen's padding: the screen's scrolling area cuts the nodes at its inner edge."""
LINE_14 = 19.5
"""A one-line text node of 14 px type is 20 px high (rounded by the browser)."""
LINE_28 = 39.5
"""... and of 28 px type 40 px."""

NODES = """() => [...document.querySelectorAll('flt-semantics')].map(e => {
    const r = e.getBoundingClientRect();
    const span = e.querySelector(':scope > span');
    return {id: e.getAttribute('flt-semantics-identifier') || '',
            label: (e.getAttribute('aria-label') || '').slice(0, 60),
            text: span ? span.textContent.slice(0, 60) : '',
            x: r.left, y: r.top, w: r.width, h: r.height};
}).filter(n => (n.id || n.label || n.text) && n.y >= """ + str(APP_BAR) + """ && n.w > 0
             && n.h > 0)"""
"""Every node that shows something, below the app bar."""


def nodes(page: Page) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = page.evaluate(NODES)
    assert found, "the page shows nothing below the app bar"
    return found


def check_layout(page: Page, readable: float, line: float) -> None:
    """No node wider than ``readable``, the content centered, no one-line text lower than
    ``line`` (type too small)."""
    shown = nodes(page)
    width = (page.viewport_size or SIZES[0])["width"]
    wide = [f"{n['w']:.0f} px: {n['id'] or n['label'] or n['text']!r}" for n in shown
            if n["w"] > readable]
    assert not wide, f"wider than {readable} px at {width} px: {wide[:8]}"
    left = min(n["x"] for n in shown)
    right = width - max(n["x"] + n["w"] for n in shown)
    assert abs(left - right) <= 24, f"not centered: {left:.0f} px left, {right:.0f} px right"
    height = (page.viewport_size or SIZES[0])["height"]
    small = [f"{n['h']:.0f} px high at {n['y']:.0f}: {n['text']!r}" for n in shown
             if n["text"] and n["h"] < line and n["h"] < 2 * LINE_14
             and n["y"] + n["h"] < height - PADDING - 1]  # one cut by the window is lower
    assert not small, f"text under its size at {width} px: {small[:8]}"


@pytest.fixture(scope="module")
def wide(browser: Browser, server: str) -> Iterator[Callable[[ViewportSize], Page]]:
    """The module's page of a window size (one page load per size), kept for its tests."""
    pages: dict[tuple[int, int], Page] = {}

    def page_of(size: ViewportSize) -> Page:
        key = (size["width"], size["height"])
        if key not in pages:
            pages[key] = module_page(browser, server, size)
        return pages[key]
    yield page_of
    for page in pages.values():
        close_module_page(page)


@pytest.fixture(scope="module")
def screens(wide: Callable[[ViewportSize], Page], server: str) -> dict[str, str]:
    """A league night of two Spitzer tables and a Spandau sheet with a reveal and a winner:
    the addresses of Home, the sheet, Standings and the projector view."""
    page = wide(SIZES[0])
    tap(page, "nav-league")
    type_into(page, "league-players", "Anna, Ben, Carl, Dora\nEva, Finn, Gus, Hal")
    tap(page, "league-create")
    tap(page, "table-open-1")  # a Spitzer sheet with one hand
    open_hand(page, "normal", (0, 1))
    save_hand(page)
    spitzer = page.url
    page.go_back()
    tap(page, "league-standings")
    present(page, "standing-table-2")
    standings = page.url
    tap(page, "standings-projector")  # one tap from Standings
    present(page, "projector-title")
    projector = page.url
    go_to(page, server, "new-spandau")
    start_session(page, "spandau", ("Anna", "Ben"), "spandau-edit-0")
    tap(page, "spandau-edit-0")
    for plus in ("2-genuine", "3-genuine", "3-forged"):
        tap(page, f"spandau-count-{plus}-plus")
        wait_label(page, f"spandau-count-{plus}-value", "1")
    tap(page, "spandau-form-save")
    wait_label(page, "spandau-winner", "Winner: Anna")
    sheet = page.url
    return {"home": server, "sheet": sheet, "standings": standings, "projector": projector,
            "spitzer": spitzer}


READY = {"home": "new-spandau", "sheet": "spandau-winner", "standings": "standing-Eva",
         "projector": "projector-Eva"}


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s['width']}x{s['height']}")
@pytest.mark.parametrize("screen", ["home", "sheet", "standings", "projector"])
def test_wide_screens_are_readable(wide: Callable[[ViewportSize], Page],
                                   screens: dict[str, str], screen: str,
                                   size: ViewportSize) -> None:
    page = wide(size)
    go_to(page, screens[screen], READY[screen])
    if screen == "projector":
        check_layout(page, PROJECTOR, LINE_28)
    else:
        check_layout(page, READABLE, LINE_14)


def test_home_shows_its_game_cards_side_by_side(wide: Callable[[ViewportSize], Page],
                                                screens: dict[str, str]) -> None:
    page = wide(SIZES[0])
    go_to(page, screens["home"], "new-spandau")
    first, second = (page.locator(f'[flt-semantics-identifier="new-{game}"]').first
                     .bounding_box() for game in ("spitzweg", "kardinal"))
    assert first is not None and second is not None
    assert abs(first["y"] - second["y"]) < 1 and second["x"] > first["x"] + 200


def test_standings_figures_stand_beside_the_names(wide: Callable[[ViewportSize], Page],
                                                  screens: dict[str, str]) -> None:
    """A compact table: each player's figures right beside the name, under column heads."""
    page = wide(SIZES[1])
    go_to(page, screens["standings"], "standing-Eva")
    row = present(page, "standing-Eva").bounding_box()
    assert row is not None and row["width"] <= 700
    present(page, "standings-projector")


def test_spitzer_names_stand_above_the_hands_columns(wide: Callable[[ViewportSize], Page],
                                                     screens: dict[str, str]) -> None:
    """Each hand's points stand in a column under its player's name (a phone names them in
    the totals below)."""
    page = wide(SIZES[0])
    go_to(page, screens["spitzer"], "spitzer-names")
    names = present(page, "spitzer-names").bounding_box()
    points = page.locator('[flt-semantics-identifier^="spitzer-points-"]')
    first = points.first.bounding_box()
    assert names is not None and first is not None
    assert names["y"] + names["height"] <= first["y"]
    # The names' cells are the points' cells' width (76 px), from the same left edge: the
    # names' row starts at the hand row's inset (7 px: padding and border) before it.
    assert abs(names["x"] + 7 - first["x"]) < 2 and names["width"] >= 4 * first["width"]
    assert "Anna" in (by_id(page, "spitzer-names").first.inner_text()
                      or by_id(page, "spitzer-names").first.get_attribute("aria-label") or "")
