"""Kardinal & König ends one way: the session's "Finish the game". The rules core's final
scoring (KK-VAL-4) must accept the counts; then the status says finished and the sheet
shows the winner. Counts that leave cards unassigned are refused with the fault."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from companion.games import outcome as session_outcome
from companion.games import plugin
from companion.models import Seat
from companion.store import Repository
from tests.e2e.browser import app_server, by_id, go_to, kept_page, tap
from tests.rows import as_row

pytestmark = pytest.mark.e2e

NAMES = ("Anna", "Ben", "Cleo")
COMPLETE = ({"france": 8, "saxony": 7, "hungary": 6},
            {"castile": 7, "franconia": 7, "bavaria": 6},
            {"italy": 6, "england": 5, "denmark": 4})
"""All 56 cards assigned: Anna 21 cards and 21 land points, the most (KK-SCORE-1)."""


@pytest.fixture(scope="module")
def table(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, str, str]]:
    """A server holding a fully counted Kardinal game and one with France alone counted."""
    folder = tmp_path_factory.mktemp("data")
    with Repository(folder, outcome=session_outcome,
                    describe=lambda e, s: plugin(s.game).describe_entry(e, s)) as repo:
        seats = tuple(Seat(player_id=f"p{i}", name=name) for i, name in enumerate(NAMES))
        done = repo.create_session("kardinal", seats).id
        for seat, cards in zip(seats, COMPLETE, strict=True):
            repo.add_entry(done, as_row("collection", {"player_id": seat.player_id,
                                                       "cards": cards}))
        partial = repo.create_session("kardinal", seats).id
        repo.add_entry(partial, as_row("collection", {"player_id": "p0", "cards": {"france": 8}}))
    with app_server(folder) as (url, _process):
        yield url, done, partial


@pytest.fixture(scope="module")
def page(browser: Browser, table: tuple[str, str, str]) -> Iterator[Page]:
    """One page for the module, loaded on the fully counted game."""
    url, done, _ = table
    with kept_page(browser, f"{url}/session/{done}") as shown:
        yield shown


def test_finish_ends_the_game_with_status_and_winner(page: Page) -> None:
    expect(by_id(page, "session-state")).to_have_text("playing", timeout=30_000)
    expect(by_id(page, "kk-winner")).to_contain_text("Preview while counting")
    expect(by_id(page, "kk-mark-final")).to_have_count(0)  # one way to end a game
    tap(page, "finish")
    expect(by_id(page, "session-state")).to_have_text("finished")
    expect(by_id(page, "kk-winner")).to_contain_text("Final scoring")
    expect(by_id(page, "kk-winner")).to_contain_text(re.compile(r"Winner.*Anna"))
    expect(by_id(page, "reopen")).to_be_attached()
    expect(by_id(page, "kk-cards-0-france-plus")).to_have_count(0)  # a finished sheet
    tap(page, "reopen")
    expect(by_id(page, "session-state")).to_have_text("playing")
    expect(by_id(page, "kk-winner")).to_contain_text("Preview while counting")


def test_finish_is_refused_while_cards_are_unassigned(page: Page,
                                                      table: tuple[str, str, str]) -> None:
    _url, _, partial = table
    go_to(page, f"/session/{partial}", ready="kk-not-final")
    expect(by_id(page, "session-state")).to_have_text("playing", timeout=30_000)
    expect(by_id(page, "kk-not-final")).to_contain_text("KK-VAL-4")
    tap(page, "finish")
    refused = by_id(page, "finish-refused")
    expect(refused).to_contain_text("The game cannot end yet")
    expect(refused).to_contain_text("KK-VAL-4")
    expect(refused).to_contain_text("Saxony: only 0 of 7 cards assigned")
    page.keyboard.press("Escape")
    expect(refused).to_have_count(0)
    expect(by_id(page, "session-state")).to_have_text("playing")
