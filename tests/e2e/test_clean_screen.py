"""Every screen at 390×844 in the dark theme, in English and in German: no two text or button
nodes of the accessibility tree overlap (the Add button once lay as an empty oval over the
header of New game and Players), whatever the screen and whatever the language.

The data folder holds a game of each kind with rows (one of them impossible, so a fault
shows too), a finished game for History and Statistics, and known players."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, ViewportSize, expect

from companion.games import outcome as session_outcome
from companion.games import plugin
from companion.models import GAME_IDS
from companion.store import Repository, Settings
from tests.e2e.browser import app_server, by_id, visit
from tests.e2e.test_german import store

pytestmark = pytest.mark.e2e

PHONE: ViewportSize = {"width": 390, "height": 844}
SLACK = 2
"""CSS pixels two boxes may share (anti-aliased edges, a focus ring)."""

OVERLAPS = r"""slack => {
    // Leaf nodes that show text or are buttons: their own words, no labelled node inside.
    const nodes = [...document.querySelectorAll('flt-semantics')].filter(e => {
        const r = e.getBoundingClientRect();
        if (r.width < 1 || r.height < 1 || r.bottom <= 0 || r.top >= innerHeight) return false;
        const role = e.getAttribute('role');
        const words = (e.getAttribute('aria-label') || e.innerText || '').trim();
        if (!words && role !== 'button') return false;
        return ![...e.querySelectorAll('flt-semantics')].some(
            c => (c.getAttribute('aria-label') || c.innerText || '').trim());
    });
    const found = [];
    const name = e => (e.getAttribute('aria-label') || e.innerText || e.getAttribute('role')
                       || '').trim().slice(0, 40);
    for (let i = 0; i < nodes.length; i++) {
        const a = nodes[i].getBoundingClientRect();
        for (let j = i + 1; j < nodes.length; j++) {
            if (nodes[i].contains(nodes[j]) || nodes[j].contains(nodes[i])) continue;
            const b = nodes[j].getBoundingClientRect();
            const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
            const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
            if (w > slack && h > slack) found.push(`"${name(nodes[i])}" on "${name(nodes[j])}"`);
        }
    }
    return found;
}"""


@pytest.fixture(scope="module", params=["en", "de"])
def table(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
          ) -> Iterator[tuple[str, list[str]]]:
    folder: Path = tmp_path_factory.mktemp(f"data-{request.param}")
    with Repository(folder, outcome=session_outcome,
                    describe=lambda e, s: plugin(s.game).describe_entry(e, s)) as repo:
        repo.save_settings(Settings(language=request.param, theme="dark"))
        sessions = {game: store(repo, game, finish=False) for game in GAME_IDS}
        store(repo, "spandau", finish=True)  # for History and Statistics
        players = [repo.add_player(name).id for name in ("Anna", "Ben", "Carl", "Dora")]
        player = players[0]
    routes = ["/"]
    for game in GAME_IDS:
        routes += [f"/new/{game}", f"/session/{sessions[game]}", f"/referee/{game}"]
    routes += ["/history", "/stats", f"/player/{player}", "/players", "/settings", "/live",
               "/league", "/tables", "/standings"]
    with app_server(folder) as (url, _process):
        yield url, routes


def overlaps(page: Page) -> list[str]:
    found: list[str] = page.evaluate(OVERLAPS, SLACK)
    return found


def test_no_two_texts_or_buttons_overlap(browser: Browser,
                                         table: tuple[str, list[str]]) -> None:
    url, routes = table
    page = browser.new_context(viewport=PHONE, color_scheme="dark").new_page()
    problems: dict[str, list[str]] = {}
    for route in routes:
        visit(page, url + route)
        expect(by_id(page, "screen-title").last).to_be_visible(timeout=30_000)
        # Read once the screen stands still: two readings a frame apart agree.
        page.wait_for_function(f"""() => {{
            const now = JSON.stringify(({OVERLAPS})({SLACK}));
            const same = window.__lastOverlaps === now;
            window.__lastOverlaps = now;
            return same;
        }}""", polling=250, timeout=15_000)
        found = overlaps(page)
        if found:
            problems[route] = found
    page.context.close()
    assert not problems, f"texts or buttons drawn over each other: {problems}"
