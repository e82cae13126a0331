"""One truth per game, as a person reads it: the result card, History, Statistics and a
player page show the same games and winners of sheets that hold several, in English and
then in German (one page, moving through the app as a person does).

The sheets are `tests.companion.multi_game`'s: a 2-player Spitzweg pad (Beate wins game 1,
Andreas game 2; no pad winner) and a Spitzer sheet of three games (Hans, Jo, one running),
beside finished and running Kardinal and Spandau games. `tests/companion/test_one_truth.py`
checks every consumer's data; this walk checks that the screens show it.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from companion.games import outcome as session_outcome
from companion.games import plugin
from companion.store import Repository
from tests.companion.multi_game import store_all
from tests.e2e.browser import app_server as serve
from tests.e2e.browser import by_id, open_app, present, tap, wait_label, wait_text

pytestmark = pytest.mark.e2e

Table = tuple[str, dict[str, str], dict[str, str]]


@pytest.fixture(scope="module")
def table(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Table]:
    """A server whose data folder holds the sheets; their ids, and the player ids."""
    folder = tmp_path_factory.mktemp("data")
    with Repository(folder, outcome=session_outcome,
                    describe=lambda e, s: plugin(s.game).describe_entry(e, s),
                    rows=lambda game: plugin(game).rows) as repo:
        ids = store_all(repo)
        spitzer = repo.session(ids["spitzer"])
        misdeal = next(e.id for e in spitzer.entries if e.kind == "misdeal")
        players = {p.name: p.id for p in repo.players()}
    with serve(folder) as (url, _process):
        yield url, {**ids, "misdeal": misdeal}, players


def back(page: Page, title: str) -> None:
    """The app bar's back arrow, until the screen titled ``title`` is shown."""
    page.get_by_role("button", name="Back").or_(
        page.get_by_role("button", name="Zurück")).first.click()
    expect(by_id(page, "screen-title").last).to_have_text(title)


def history(page: Page, ids: dict[str, str], words: dict[str, str]) -> None:
    """History names each game's winner of the pad and of the Spitzer sheet."""
    tap(page, "nav-history")
    present(page, f"history-{ids['spitzweg']}")
    for text in (words["pad_1"], words["pad_2"], words["spitzer_1"], words["spitzer_2"]):
        wait_text(page, text)


def cards(page: Page, ids: dict[str, str], words: dict[str, str]) -> None:
    """Each sheet's result card from History: every game with its winner; the Spitzer sheet
    also its payouts and the games each won, and its earlier games folded on the sheet."""
    tap(page, f"history-{ids['spitzweg']}")
    card = wait_label(page, "result-card", words["pad_card"])
    assert words["pad_card_2"] in card and "Beate: 303" in card and "Andreas: 416" in card
    assert "613" not in card and "523" not in card, "no pad winner: no pad sums either"
    back(page, words["history"])
    tap(page, f"history-{ids['spitzer']}")
    card = wait_label(page, "result-card", words["spitzer_card"])
    assert words["spitzer_card_2"] in card and words["spitzer_card_3"] in card
    assert words["payout"] in card and words["games_won"] in card
    fold = wait_label(page, "spitzer-earlier-1", words["earlier"])
    assert words["payout"].split(": ")[-1].split(" · ")[-1] in fold
    expect(by_id(page, f"spitzer-row-{ids['misdeal']}")).to_have_count(0)
    tap(page, "spitzer-earlier-1")  # game 1's hands, its misdeal among them, open again
    present(page, f"spitzer-row-{ids['misdeal']}")
    back(page, words["history"])
    back(page, words["home"])


def statistics(page: Page, players: dict[str, str], words: dict[str, str]) -> None:
    """Statistics and Ida's page count every game of the Spitzer sheet: 3 played, none
    won; Hans beat her in game 1, so he is her nemesis."""
    tap(page, "nav-stats")
    wait_label(page, "stats-Ida", words["ida"])
    wait_label(page, "stats-Beate", words["beate"])
    tap(page, "player-link-Ida")
    wait_label(page, "player-summary", words["ida"])
    wait_label(page, "h2h-Hans", words["h2h"])
    wait_label(page, "player-nemesis", words["nemesis"])
    assert players["Ida"]
    back(page, words["home"])


ENGLISH = {
    "history": "History", "home": "Table Companion",
    "pad_1": "game 1 won by Beate", "pad_2": "game 2 won by Andreas",
    "spitzer_1": "game 1 won by Hans", "spitzer_2": "game 2 won by Jo",
    "pad_card": "Game 1: Beate wins", "pad_card_2": "Game 2: Andreas wins",
    "spitzer_card": "Game 1: Hans wins", "spitzer_card_2": "Game 2: Jo wins",
    "spitzer_card_3": "Game 3: no winner yet",
    "payout": "Hans: 60 game points · +€9.90",
    "games_won": "Games won on this sheet: Hans 1, Ida 0, Jo 1, Kai 0.",
    "earlier": "Game 1: Hans won with 60",
    "ida": "3 played, 0 won", "beate": "3 played, 1 won",
    "h2h": "Hans: 3 games · 0 won · 1 lost", "nemesis": "Hans · 1 of 3 games",
}
GERMAN = {
    "history": "Verlauf", "home": "Table Companion",
    "pad_1": "Spiel 1 gewonnen von Beate", "pad_2": "Spiel 2 gewonnen von Andreas",
    "spitzer_1": "Spiel 1 gewonnen von Hans", "spitzer_2": "Spiel 2 gewonnen von Jo",
    "pad_card": "Spiel 1: Beate gewinnt", "pad_card_2": "Spiel 2: Andreas gewinnt",
    "spitzer_card": "Spiel 1: Hans gewinnt", "spitzer_card_2": "Spiel 2: Jo gewinnt",
    "spitzer_card_3": "Spiel 3: noch kein Sieger",
    "payout": "Hans: 60 Spielpunkte · +9,90 €",
    "games_won": "Gewonnene Spiele auf diesem Blatt: Hans 1, Ida 0, Jo 1, Kai 0.",
    "earlier": "Spiel 1: Hans gewann mit 60",
    "ida": "3 gespielt, 0 gewonnen", "beate": "3 gespielt, 1 gewonnen",
    "h2h": "Hans: 3 Partien · 0 gewonnen · 1 verloren", "nemesis": "Hans · 1 von 3 Partien",
}


def test_every_screen_counts_the_same_games_in_english_and_german(
        browser: Browser, table: Table) -> None:
    url, ids, players = table
    page = open_app(browser, url)
    for words in (ENGLISH, GERMAN):
        if words is GERMAN:
            tap(page, "nav-settings")
            tap(page, "lang-de")
            wait_text(page, "Sprache")
            back(page, words["home"])
        history(page, ids, words)
        cards(page, ids, words)
        statistics(page, players, words)
    page.context.close()
