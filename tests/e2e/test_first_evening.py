"""The first evening, in a real browser: a Spitzer sheet holding two games to 42 is two games
in History and Statistics, each with its own winner and scores; the winning hand shows the
winner and the payout at once on a phone, and New game shows the new game's board."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, ViewportSize, expect

from companion.games import outcome as session_outcome
from companion.games import plugin
from companion.models import Seat
from companion.store import Repository
from tests.e2e.browser import (
    app_server,
    by_id,
    go_to,
    kept_page,
    label_of,
    present,
    start_session,
    tap,
    type_into,
    wait_label,
    wait_text,
)
from tests.e2e.spitzer_sheet import open_hand, save_hand, step
from tests.rows import as_row

pytestmark = pytest.mark.e2e

NAMES = ("Anna", "Ben", "Carl", "Dora")


def _hand(dealer: str, side: tuple[str, ...]) -> dict[str, object]:
    """A normal game the side wins with 5 tricks and 70 points (+3 each)."""
    return {"dealer": dealer, "mode": "totals", "type": "normal", "calling_side": list(side),
            "side_tricks": 5, "side_points": 70, "club_queen": None}


@pytest.fixture(scope="module")
def two_games(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, str, str]]:
    """A finished Spitzer sheet: Ben wins game 1 at 42 (Dora 39), Dora game 2 at 42; and a
    running sheet where Ben stands at 39 (its id third)."""
    folder = tmp_path_factory.mktemp("data")
    with Repository(folder, outcome=session_outcome,
                    describe=lambda e, s: plugin(s.game).describe_entry(e, s)) as repo:
        seats = [Seat(player_id=repo.add_player(name).id, name=name) for name in NAMES]
        anna, ben, carl, dora = (seat.player_id for seat in seats)
        sid = repo.create_session("spitzer", seats).id
        for kind, data in (
                ("new_game", {"start": {anna: 30, ben: 39, carl: 30, dora: 36}}),
                ("hand", _hand(anna, (ben, dora))),
                ("new_game", {"start": {anna: 30, ben: 30, carl: 30, dora: 39}}),
                ("hand", _hand(ben, (ben, dora)))):
            repo.add_entry(sid, as_row(kind, data), "Host")
        repo.finish(sid, "Host")
        close = repo.create_session("spitzer", seats).id
        start = {anna: 30, ben: 39, carl: 30, dora: 36}
        repo.add_entry(close, as_row("new_game", {"start": start}), "Host")
    with app_server(folder) as (url, _process):
        yield url, sid, close


SMALL_PHONE: ViewportSize = {"width": 390, "height": 844}


@pytest.fixture(scope="module")
def phone(browser: Browser, two_games: tuple[str, str, str]) -> Iterator[Page]:
    """The module's 390 × 844 phone, kept: its tests move through the app."""
    with kept_page(browser, two_games[0], SMALL_PHONE) as page:
        yield page


def test_history_lists_each_game_of_the_sheet_with_its_winner(
        phone: Page, two_games: tuple[str, str, str]) -> None:
    url, sid, _close = two_games
    page = phone
    go_to(page, f"{url}/history")
    label = wait_label(page, f"history-{sid}", "2 games", timeout=30_000)
    assert "game 1 won by Ben · game 2 won by Dora" in label
    assert "won by Ben, Dora" not in label


def test_statistics_count_games_not_sheets(phone: Page,
                                           two_games: tuple[str, str, str]) -> None:
    url, _sid, _close = two_games
    page = phone
    go_to(page, f"{url}/stats")
    for name in ("Ben", "Dora"):
        expect(by_id(page, f"stats-{name}")).to_have_text(
            "2 played, 1 won, win rate 50 %", timeout=30_000)
    expect(by_id(page, "stats-Anna")).to_have_text("2 played, 0 won, win rate 0 %")
    # Dora: 39 in game 1, 42 in game 2 (never 81, her total over both games)
    wait_text(page, "Spitzer: 2 played, 1 won, average 40.5, best 42")  # Dora


def test_the_winning_hand_shows_winner_and_payout_without_scrolling(
        phone: Page, two_games: tuple[str, str, str]) -> None:
    url, _sid, close = two_games
    page = phone
    go_to(page, f"{url}/session/{close}")
    present(page, "spitzer-add-hand", timeout=30_000)
    open_hand(page, "normal", (1, 3))  # Ben and Dora: 5 tricks, 71 points, +3 each
    step(page, "spitzer-form-tricks", 5)
    step(page, "spitzer-form-points", 71, big=10)
    save_hand(page)
    winner = by_id(page, "spitzer-winner")
    expect(winner).to_contain_text("Ben wins with 42!")
    expect(winner).to_be_in_viewport()
    for seat in range(4):
        expect(by_id(page, f"spitzer-payout-{seat}")).to_be_in_viewport()
    tap(page, "spitzer-new-game")
    wait_label(page, "spitzer-new-game-ask", "Game 1 stays on the sheet as it ended")
    tap(page, "spitzer-new-game-yes")  # asked first: a tap too many starts nothing
    wait_text(page, "Game 2")
    expect(by_id(page, "spitzer-won-1-1")).to_be_in_viewport()  # the new board, Ben's win
    expect(by_id(page, "spitzer-peg-1-0")).to_be_in_viewport()  # his peg back at the start


KK_CARDS = dict(zip(("france", "saxony", "hungary", "castile", "franconia", "bavaria",
                     "italy", "england", "denmark"), (5, 2, 2, 3, 1, 2, 2, 2, 2), strict=True))
"""One player's 21 cards: 21 taps on + before numbers could be typed, and more for the rest."""


class Taps:
    """Counts what a person does: a tap on a button, or a tap on a number and typing it."""

    def __init__(self, page: Page) -> None:
        self.page, self.count = page, 0

    def tap(self, identifier: str) -> None:
        tap(self.page, identifier)
        self.count += 1

    def type_number(self, identifier: str, number: int) -> None:
        type_into(self.page, f"{identifier}-value", str(number), replace=True)
        self.page.keyboard.press("Enter")  # the keyboard's done key
        self.count += 1
        wait_label(self.page, f"{identifier}-value", re.compile(rf"^{number}$"))


def test_a_kardinal_collection_is_typed_in_at_most_20_taps(
        phone: Page, two_games: tuple[str, str, str]) -> None:
    url, _sid, _close = two_games
    page = phone
    go_to(page, url, "new-kardinal")
    start_session(page, "kardinal", ("Kai", "Lea", "Max"), "kk-cards-0-france-plus", 30_000)
    taps = Taps(page)
    counted = 0
    for country, cards in KK_CARDS.items():
        taps.type_number(f"kk-cards-0-{country}", cards)
        counted += cards
        wait_label(page, "kk-card-count-0", re.compile(rf"^{counted}$"))
    for count in range(1, 5):  # France's best symbols: four taps on +, each seen
        taps.tap("kk-sym-0-france-best-plus")
        wait_label(page, "kk-sym-0-france-best-value", re.compile(rf"^{count}$"))
    # KK-SCORE-2: the table's best sort scores its count; the steppers show each tap at
    # once, the sheet's points come with the redraw after it.
    wait_label(page, "kk-symb-0-france", re.compile(r"^4$"))
    total = int(label_of(page, "kk-total-0"))
    taps.type_number("kk-minus-two-0", 1)
    wait_label(page, "kk-total-0", re.compile(rf"^{total - 2}$"))
    assert taps.count <= 20, f"{taps.count} taps for one collection"
    wait_label(page, "kk-cards-0-france-value", re.compile(r"^5$"))


def test_spitzer_trick_points_are_typed(phone: Page, two_games: tuple[str, str, str]) -> None:
    url, _sid, _close = two_games
    page = phone
    go_to(page, url, "new-spitzer")
    start_session(page, "spitzer", ("Nia", "Ole", "Pia", "Rio"), "spitzer-add-hand", 30_000)
    open_hand(page, "normal", (0, 2))
    taps = Taps(page)
    taps.type_number("spitzer-form-points", 78)
    assert taps.count == 1
    wait_label(page, "spitzer-form-result", "+")  # the form scored the typed points
    type_into(page, "spitzer-form-tricks-value", "9", replace=True)
    page.keyboard.press("Enter")
    wait_text(page, "Type a number from 0 to 8.")  # refused at the field, nothing changed
    taps.type_number("spitzer-form-tricks", 5)
    wait_text(page, "Type a number from 0 to 8.", shown=False)
    save_hand(page)
    wait_text(page, "5 / 78")
