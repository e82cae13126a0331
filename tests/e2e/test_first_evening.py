"""The first evening, in a real browser: a Spitzer sheet holding two games to 42 is two games
in History and Statistics, each with its own winner and scores."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, expect

from companion.games import plugin
from companion.models import Seat
from companion.store import Repository
from tests.e2e.browser import app_server, by_id, open_app, wait_label, wait_text

pytestmark = pytest.mark.e2e

NAMES = ("Anna", "Ben", "Carl", "Dora")


def _hand(dealer: str, side: tuple[str, ...]) -> dict[str, object]:
    """A normal game the side wins with 5 tricks and 70 points (+3 each)."""
    return {"dealer": dealer, "mode": "totals", "type": "normal", "calling_side": list(side),
            "side_tricks": 5, "side_points": 70, "club_queen": None}


@pytest.fixture(scope="module")
def two_games(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, str]]:
    """A finished Spitzer sheet: Ben wins game 1 at 42 (Dora 39), Dora game 2 at 42."""
    folder = tmp_path_factory.mktemp("data")
    with Repository(folder, outcome=lambda s: plugin(s.game).outcome(s),
                    describe=lambda e, s: plugin(s.game).describe_entry(e, s)) as repo:
        seats = [Seat(player_id=repo.add_player(name).id, name=name) for name in NAMES]
        anna, ben, carl, dora = (seat.player_id for seat in seats)
        sid = repo.create_session("spitzer", seats, {}).id
        for kind, data in (
                ("new_game", {"start": {anna: 30, ben: 39, carl: 30, dora: 36}}),
                ("hand", _hand(anna, (ben, dora))),
                ("new_game", {"start": {anna: 30, ben: 30, carl: 30, dora: 39}}),
                ("hand", _hand(ben, (ben, dora)))):
            repo.add_entry(sid, kind, data, "Host")
        repo.finish(sid, "Host")
    with app_server(folder) as (url, _process):
        yield url, sid


def test_history_lists_each_game_of_the_sheet_with_its_winner(
        browser: Browser, two_games: tuple[str, str]) -> None:
    url, sid = two_games
    page = open_app(browser, f"{url}/history")
    label = wait_label(page, f"history-{sid}", "2 games", timeout=30_000)
    assert "game 1 won by Ben · game 2 won by Dora" in label
    assert "won by Ben, Dora" not in label


def test_statistics_count_games_not_sheets(browser: Browser,
                                           two_games: tuple[str, str]) -> None:
    url, _sid = two_games
    page = open_app(browser, f"{url}/stats")
    for name in ("Ben", "Dora"):
        expect(by_id(page, f"stats-{name}")).to_have_text(
            "2 played, 1 won, win rate 50 %", timeout=30_000)
    expect(by_id(page, "stats-Anna")).to_have_text("2 played, 0 won, win rate 0 %")
    # Dora: 39 in game 1, 42 in game 2 (never 81, her total over both games)
    wait_text(page, "Spitzer: 2 played, 1 won, average 40.5, best 42")  # Dora
