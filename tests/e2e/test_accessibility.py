"""Every screen as a screen reader meets it, in English and in German: axe-core (WCAG 2 A and
AA) finds no critical and no serious violation (`tests.e2e.axe`; what the app cannot fix is
listed there with its reason), and a Kardinal sheet can be scored start to finish with the
accessibility tree alone: controls found by their role and name, numbers read from names.

One page per language moves through the app (the browser's own back and forward: no page
load per screen); the data folder holds a game of each kind with rows, one of them
impossible (its rule fault shows), a finished game and known players."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from companion.games import outcome as session_outcome
from companion.games import plugin
from companion.games.spitzweg.examples import sums_row
from companion.i18n import Translator
from companion.models import GAME_IDS, Seat
from companion.store import Repository
from tests.e2e.axe import grave_violations
from tests.e2e.browser import (
    app_server,
    by_id,
    kept_page,
    present,
    take_keyboard,
    tap,
    type_into,
)
from tests.e2e.test_german import store
from tests.e2e.test_kardinal import BEST_SORT, CARDS, COUNTRIES, MINUS_TWO, NAMES, SHIPS
from tests.rows import as_row

pytestmark = pytest.mark.e2e

LEAGUE = "Anna, Ben, Carl, Dora\nEva, Finn, Gus, Hal"


@pytest.fixture(scope="module")
def hall(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, dict[str, str]]]:
    """The app server on a data folder with a game of each kind (rows, one impossible), a
    finished game and four known players (``player``: Anna's id)."""
    folder = tmp_path_factory.mktemp("data")
    with Repository(folder, outcome=session_outcome,
                    describe=lambda e, s: plugin(s.game).describe_entry(e, s),
                    rows=lambda g: plugin(g).rows) as repo:
        sessions: dict[str, str] = {game: store(repo, game, finish=False) for game in GAME_IDS}
        sessions["finished"] = store(repo, "spandau", finish=True)
        seats = tuple(Seat(player_id=repo.add_player(name).id, name=name)
                      for name in ("Anna", "Ben", "Carl", "Dora"))
        played = repo.create_session("spitzweg", seats).id
        repo.add_entry(played, as_row("exhibition", sums_row(dict(zip(
            (s.player_id for s in seats), (27, 20, 5, 9), strict=True)), seats[0].player_id)),
            "Gast")
        repo.finish(played, "Gast")
        sessions["player"] = seats[0].player_id
    with app_server(folder) as (url, _process):
        yield url, sessions


@pytest.fixture(scope="module")
def page(browser: Browser, hall: tuple[str, dict[str, str]]) -> Iterator[Page]:
    """One page for the module's tests, loaded once: each test moves on from where the last
    one left it (it chooses its language in Settings first)."""
    with kept_page(browser, hall[0]) as shown:
        yield shown


def go(page: Page, route: str) -> None:
    """Open ``route`` in the running app as the browser's back and forward buttons do (the
    app follows the address; the page is not loaded again)."""
    page.evaluate("""route => {
        history.pushState(null, '', route);
        dispatchEvent(new PopStateEvent('popstate', {state: null}));
    }""", route)


def drawn(page: Page) -> None:
    """Wait for two frames: the accessibility tree follows the screen a frame later."""
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => "
                  "requestAnimationFrame(r)))")


def screens(sessions: dict[str, str], lang: str) -> list[tuple[str, str, str | None]]:
    """(route, a test id that stands on its screen once drawn, the screen's title or None)
    for every screen: Home, New game, each game's sheet with rows, each referee, History,
    Statistics, a player page, Settings, Live table, League night and Standings."""
    t = Translator(lang).t
    found: list[tuple[str, str, str | None]] = [("/", "new-kardinal", t("app.title"))]
    for game in GAME_IDS:
        short = t(f"game.{game}.short")
        found += [(f"/new/{game}", "start-session", f"{t('new.title')}: {short}"),
                  (f"/session/{sessions[game]}", "sheet", short),
                  (f"/referee/{game}", "screen-title", f"{t('home.referee')}: {short}")]
    found += [("/history", f"history-{sessions['finished']}", t("nav.history")),
              ("/stats", "stats-Anna", t("nav.stats")),
              (f"/player/{sessions['player']}", "player-avatar", None),
              ("/players", "players-add", t("nav.players")),
              ("/settings", "lang-de", t("nav.settings")),
              ("/live", "share-command", t("nav.live")),
              ("/league", "table-open-1", None),
              ("/standings", "standing-table-1", None)]
    return found


def speak(page: Page, url: str, lang: str) -> None:
    """Open the app and choose ``lang`` on its Settings screen."""
    go(page, "/settings")
    tap(page, f"lang-{lang}")
    expect(by_id(page, "screen-title").last).to_have_text(Translator(lang).t("nav.settings"))


def open_league(page: Page) -> None:
    """Tonight's tables, opened on the League night screen (they stay for the walk)."""
    go(page, "/league")
    if by_id(page, "table-open-1").count():
        return
    type_into(page, "league-players", LEAGUE)
    tap(page, "league-create")
    present(page, "table-open-1")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_screen_passes_axe(page: Page, hall: tuple[str, dict[str, str]],
                                 lang: str) -> None:
    url, sessions = hall
    speak(page, url, lang)
    open_league(page)
    problems: dict[str, dict[str, list[str]]] = {}
    for route, ready, title in screens(sessions, lang):
        go(page, route)
        if title is not None:
            expect(by_id(page, "screen-title").last).to_have_text(title, timeout=30_000)
        present(page, ready, 30_000)
        drawn(page)
        found = grave_violations(page)
        if found:
            problems[route] = found
    assert not problems, f"critical or serious violations ({lang}): {problems}"


def field(page: Page, name: str) -> re.Pattern[str]:
    """A stepper's accessible name whatever its number: "Anna: France, Cards, 3"."""
    return re.compile(rf"^{re.escape(name)}, (\d+|nothing entered)$")


def type_count(page: Page, name: str, number: int) -> None:
    """Type ``number`` into the field named ``name`` (found by role and name only) and wait
    until the field is read with it."""
    box = page.get_by_role("textbox", name=field(page, name))
    take_keyboard(page, box)
    box.fill(str(number))
    box.press("Enter")
    kept = page.get_by_role("textbox", name=f"{name}, {number}")
    expect(kept).to_have_count(1)
    expect(kept).to_be_focused()  # the app gives the keyboard back to the field after Enter


def listen(page: Page) -> None:
    """Record what the page gives the screen reader to say (Flutter's live announcements)."""
    page.evaluate("""() => {
        window.__said = [];
        const host = document.querySelector('flt-announcement-host');
        new MutationObserver(() => window.__said.push(host.textContent)).observe(
            host, {subtree: true, childList: true, characterData: true});
    }""")


def heard(page: Page, text: str) -> None:
    """Wait until the screen reader has been given ``text`` to say since `listen`."""
    try:
        page.wait_for_function("t => window.__said.some(s => s.includes(t))", arg=text)
    except Exception:
        raise AssertionError(f"said: {page.evaluate('() => window.__said')}") from None


def test_a_sheet_scored_by_the_accessibility_tree_alone(
        page: Page, hall: tuple[str, dict[str, str]]) -> None:
    """A Kardinal game from the home screen to its result with role and name locators only
    (no test id, no coordinates): all 56 cards counted by typing, each number read back
    from the field's name, the winner and the totals read from the screen's names. An
    impossible count's rule fault is read out as it appears."""
    url, _sessions = hall
    speak(page, url, "en")
    go(page, "/")
    kardinal = page.get_by_role("group", name=re.compile(r"^Kardinal & König"))
    kardinal.get_by_role("button", name="New game").click()
    for seat, name in enumerate(NAMES, 1):
        player = page.get_by_role("textbox", name="Name of a new player")
        take_keyboard(page, player)
        player.fill(name)
        player.press("Enter")
        expect(page.get_by_text(f"{seat}. {name}")).to_have_count(1)  # the seat is taken
    page.get_by_role("button", name="Start the game").click()
    listen(page)
    type_count(page, "Anna: France, Cards", 9)  # one more than exist: the fault is read out
    heard(page, "KK-VAL-2: No player can hold more cards of a country than exist")
    for seat, name in enumerate(NAMES):
        if seat:
            page.get_by_role("checkbox", name=re.compile(rf"^{name} · ")).click()  # a chip
            expect(page.get_by_role("checkbox", name=re.compile(rf"^{name} · "))).to_be_checked()
        for country, cards in CARDS[seat].items():
            if cards:
                type_count(page, f"{name}: {country.capitalize()}, Cards", cards)
        for country, symbols in BEST_SORT[seat].items():
            type_count(page, f"{name}: {country.capitalize()}, Best sort", symbols)
        if SHIPS[seat]:
            type_count(page, f"{name}: Ships", SHIPS[seat])
        if MINUS_TWO[seat]:
            type_count(page, f"{name}: '-2' tablets", MINUS_TWO[seat])
    assert set(CARDS[0]) == set(COUNTRIES)
    page.get_by_role("button", name="Finish the game").click()
    expect(page.get_by_text(re.compile("Winner by the card count: Anna"))).to_have_count(1)
    for name, total in zip(NAMES, (45, 45, 36), strict=True):
        expect(page.get_by_role("checkbox", name=f"{name} · {total}")).to_have_count(1)
