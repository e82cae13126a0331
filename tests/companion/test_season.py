"""A season: the ratings per player and game over the club's evenings, read from each
game's results, shown in a season table per game and on the player page."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from companion.games import outcome as session_outcome
from companion.games import plugin
from companion.rating import finish_ranks, season
from companion.store import Repository
from companion.vm.season import SeasonVM, finishes
from tests.companion.games.spitzer.conftest import hand
from tests.companion.test_league import add, league_app, open_evening, seat_ids


@pytest.fixture
def repo(tmp_path: Path) -> Iterator[Repository]:
    with Repository(tmp_path, outcome=session_outcome,
                    describe=lambda e, s: plugin(s.game).describe_entry(e, s)) as opened:
        yield opened


def test_the_season_rates_the_decided_games_of_the_evenings(repo: Repository) -> None:
    one, two = open_evening(repo, "Anna, Ben, Carl, Dora\nEva, Finn, Gus, Hal")
    a, b, c, d = seat_ids(one)
    add(repo, one, "new_game", {"start": {a: 36, b: 30, c: 12, d: 0}})
    add(repo, one, "hand", hand(d, "stealer", (a,), 5, 61))  # Anna wins game 1
    add(repo, one, "new_game", {"start": None})  # game 2 is being played: not rated
    e, f, g, h = seat_ids(two)
    add(repo, two, "new_game", {"start": {e: 0, f: 36, g: 0, h: 0}})
    add(repo, two, "hand", hand(h, "zola", (f,), 5, 72))  # Finn wins
    vm = SeasonVM(repo)
    found, _names = finishes(repo, vm.year)
    assert len(found) == 2 and {x.key for x in found} == {"spitzer"}
    assert vm.games == ["spitzer"]
    rows = vm.rows("spitzer")
    assert {r.name for r in rows[:2]} == {"Anna", "Finn"}  # the winners lead
    assert all(r.games == 1 for r in rows) and len(rows) == 8
    # The same numbers as the pure rating over the games' own winners and places.
    assert vm.history == season(found)
    anna = next(x for x in found if x.origin == one.id)
    assert anna.ranks[a] == 1 and all(anna.ranks[p] > 1 for p in (b, c, d))
    assert finish_ranks([a, b], [a, b], {a: 1, b: 1}) == {a: 1, b: 1}
    assert SeasonVM(repo, vm.year - 1).games == []  # another year: another season


def test_the_player_page_and_the_season_table_show_the_rating(repo: Repository) -> None:
    [one] = open_evening(repo, "Anna, Ben, Carl, Dora")
    a, b, c, d = seat_ids(one)
    add(repo, one, "new_game", {"start": {a: 36, b: 30, c: 12, d: 0}})
    add(repo, one, "hand", hand(d, "stealer", (a,), 5, 61))
    repo.finish(one.id)
    page = league_app(repo, f"/player/{a}", "192.0.2.9")
    drawn = repr(page.page.views)
    assert "'player-season-spitzer'" in drawn and "history:" in drawn
    table = league_app(repo, "/season/spitzer", "192.0.2.9")
    drawn = repr(table.page.views)
    assert "'season-Anna'" in drawn and "1. Anna" in drawn
