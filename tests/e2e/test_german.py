"""Every screen in German, as a German-speaking newcomer sees it on a 390 px phone: no code
names (snake_case), no English words, and every top-bar title on one line.

The data folder holds a game of each kind with a few rows, one of them impossible, so that
the core's faults reach the screen too; the walk reads each screen's accessibility text
(what a screen reader says, and what the page shows)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, ViewportSize, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from companion.games import outcome as session_outcome
from companion.games import plugin
from companion.games.spitzweg.examples import sums_row
from companion.i18n import Translator
from companion.models import GAME_IDS, Seat
from companion.store import Repository, Settings
from tests.companion.german_words import english_only, faults
from tests.companion.share import finished
from tests.e2e.browser import (
    app_server,
    by_id,
    close_module_page,
    go_to,
    label_of,
    module_page,
)
from tests.rows import as_row, house_rules

pytestmark = pytest.mark.e2e

PHONE: ViewportSize = {"width": 390, "height": 844}
DE = Translator("de")
SNAKE = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b")
ENGLISH = ("the", "and", "with", "of", "first", "highest", "playing", "finished", "cannot",
           "must", "only", "not", "player", "players", "cards", "points", "tricks", "hand",
           "Undo", "Redo", "final", "Final", "Mark", "Finish", "Save", "Delete", "Cancel",
           "winner", "Winner", "game", "Game", "none", "Yes", "No", "Add", "from", "to",
           "Preview", "History", "Statistics", "Settings", "Players", "Referee", "New")
"""Words a German screen never shows (English words that are not German ones)."""
TEXT = """() => [document.body.innerText,
    ...Array.from(document.querySelectorAll('[aria-label]'), e => e.getAttribute('aria-label'))
    ].join('\\n')"""

IMPOSSIBLE: dict[str, tuple[str, dict[str, Any]]] = {
    "spitzer": ("hand", {"dealer": "p0", "mode": "totals", "type": "zola_schneider_schwartz",
                         "calling_side": ["p1", "p2"], "side_tricks": 4, "side_points": 70,
                         "club_queen": None}),
    "kardinal": ("collection", {"player_id": "p2", "cards": {"france": 9}}),
    "spandau": ("reveal", {"player": "p1", "artworks": finished.art("1-1g", "1-1g")}),
    "spitzweg": ("exhibition", {"source": "sums", "closer": "p9",
                                "scores": {"p0": 5, "p1": 0, "p2": 0, "p3": 0}}),
}
"""One row per game that no real game produces (SPZ-VAL-6, KK-VAL-2, SP80-VAL-3, SPW-VAL-8)."""


def store(repo: Repository, game: str, finish: bool) -> str:
    made = getattr(finished, game)()
    sid = repo.create_session(game, made.seats, house_rules(made.game, **made.options)).id
    rows = [(e.kind, e.data) for e in made.entries if e.kind != "final"]
    if not finish:
        rows.insert(1, IMPOSSIBLE[game])
    for kind, data in rows:
        repo.add_entry(sid, as_row(kind, data), "Gast")
    if finish:
        repo.finish(sid, "Gast")
    return sid


@pytest.fixture(scope="module")
def table(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, dict[str, str]]]:
    folder = tmp_path_factory.mktemp("data")
    with Repository(folder, outcome=session_outcome,
                    describe=lambda e, s: plugin(s.game).describe_entry(e, s),
                    rows=lambda g: plugin(g).rows) as repo:
        repo.save_settings(Settings(language="de"))
        sessions: dict[str, str] = {game: store(repo, game, finish=False)
                                    for game in GAME_IDS}
        sessions["finished"] = store(repo, "spandau", finish=True)  # History, Statistics
        seats = tuple(Seat(player_id=repo.add_player(name).id, name=name)
                      for name in ("Anna", "Ben", "Carl", "Dora"))
        played = repo.create_session("spitzweg", seats).id  # Statistics of known players
        repo.add_entry(played, as_row("exhibition", sums_row(dict(zip(
            (s.player_id for s in seats), (27, 20, 5, 9), strict=True)), seats[0].player_id)),
            "Gast")
        repo.finish(played, "Gast")
    with app_server(folder) as (url, _process):
        yield url, sessions


def screens(sessions: dict[str, str]) -> list[tuple[str, str]]:
    """(route, its German top-bar title) for every screen of the app."""
    t = DE.t
    found = [("/", t("app.title"))]
    for game in GAME_IDS:
        short = t(f"game.{game}.short")
        found += [(f"/new/{game}", f"{t('new.title')}: {short}"),
                  (f"/session/{sessions[game]}", short),
                  (f"/referee/{game}", f"{t('home.referee')}: {short}")]
    found += [(f"/{name}", t(f"nav.{name}"))
              for name in ("history", "stats", "players", "settings", "live", "about")]
    return found


def english_on(page: Page) -> list[str]:
    text = page.evaluate(TEXT)
    found = SNAKE.findall(text)
    found += [word for word in ENGLISH if re.search(rf"(?<![\w-]){word}(?![\w-])", text)]
    return found


ONE_LINE = r"""title => [...document.querySelectorAll(
        '[flt-semantics-identifier="screen-title"]')]
    .some(e => e.textContent.replace(/\s+/g, ' ').trim() === title
               && e.getBoundingClientRect().height > 0 && e.getBoundingClientRect().height < 30)"""


def one_line(page: Page, title: str) -> bool:
    """Whether the screen's title ``title`` is drawn on one line (waits for a drawing of it:
    a screen may be drawn again while it is read)."""
    try:
        page.wait_for_function(ONE_LINE, arg=title, polling="raf", timeout=10_000)
    except PlaywrightTimeout:
        return False
    return True


@pytest.fixture(scope="module")
def phone(browser: Browser, table: tuple[str, dict[str, str]]) -> Iterator[Page]:
    """The module's 390 px phone, loaded once; the tests move it from screen to screen."""
    page = module_page(browser, table[0], PHONE)
    yield page
    close_module_page(page)


def test_every_screen_speaks_german(phone: Page, table: tuple[str, dict[str, str]]) -> None:
    url, sessions = table
    page = phone
    problems: dict[str, list[str]] = {}
    for route, title in screens(sessions):
        go_to(page, url + route)
        heading = by_id(page, "screen-title").last
        expect(heading).to_have_text(title, timeout=30_000)
        expect(heading).to_be_visible()
        assert one_line(page, title), f"{route}: title on two lines"
        if route.startswith("/session/"):
            expect(by_id(page, "sheet")).to_be_attached()
        found = english_on(page)
        if found:
            problems[route] = sorted(set(found))
    assert not problems, f"English or code names on German screens: {problems}"


def test_an_impossible_row_speaks_german(phone: Page,
                                         table: tuple[str, dict[str, str]]) -> None:
    """The core's fault on the Spitzer sheet: the rule's German text and the facts."""
    url, sessions = table
    page = phone
    go_to(page, f"{url}/session/{sessions['spitzer']}")
    facts = "Bei „Zola Schneider Schwarz“ besteht die ansagende Partei aus 1 Spieler, nicht aus 2."
    row = page.locator(f'[aria-label*="{facts}"]')
    expect(row).to_have_count(1, timeout=30_000)
    expect(row).to_have_attribute("aria-label", re.compile(re.escape(
        "SPZ-VAL-6: " + DE.rule_text("SPZ-VAL-6"))))
    assert "calling side" not in page.evaluate(TEXT)


def test_history_statistics_and_a_result_card_read_german(
        phone: Page, table: tuple[str, dict[str, str]]) -> None:
    """What the page shows and a screen reader says on History, Statistics and a finished
    game's result card: no English text of the app's, no hex code, no English number or
    date, no undecided plural (`tests.companion.german_words`)."""
    url, sessions = table
    english = english_only()
    page = phone
    problems: dict[str, list[str]] = {}
    for route, ready, whole in (("/history", f"history-{sessions['finished']}", True),
                                ("/stats", "stats-Anna", True),
                                (f"/session/{sessions['finished']}", "result-card", False)):
        go_to(page, url + route)
        shown = by_id(page, ready).last
        expect(shown).to_be_attached(timeout=30_000)
        text = page.evaluate(TEXT) if whole else label_of(page, ready)
        found = faults(text.splitlines(), english)
        if found:
            problems[route] = found
    assert not problems, f"Not German on German screens: {problems}"
