"""Kardinal & König in a real browser: a 3-player Abrechnungstabelle scored by taps, an
impossible count marked on its cell, and the take checker judging an illegal take."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.browser import (
    by_id,
    go_to,
    label_of,
    present,
    start_session,
    tap,
    wait_label,
    wait_text,
)

pytestmark = pytest.mark.e2e

COUNTRIES = ("france", "saxony", "hungary", "castile", "franconia", "bavaria", "italy",
             "england", "denmark")
NAMES = ("Anna", "Ben", "Cleo")
CARDS = (
    dict(zip(COUNTRIES, (5, 2, 2, 3, 1, 2, 2, 2, 2), strict=True)),  # 21 cards
    dict(zip(COUNTRIES, (2, 4, 2, 2, 5, 1, 1, 3, 0), strict=True)),  # 20 cards
    dict(zip(COUNTRIES, (1, 1, 2, 2, 1, 3, 3, 0, 2), strict=True)),  # 15 cards
)
"""All 56 cards dealt out, as at the end of a game (KK-VAL-4)."""
BEST_SORT = ({"france": 4}, {"saxony": 3}, {"italy": 2, "france": 1})
SHIPS = (0, 5, 0)
MINUS_TWO = (1, 0, 0)


def step_up(page: Page, stepper: str, times: int) -> None:
    """Tap ``+`` like a person: each tap once the last one shows (the sheet redraws)."""
    for count in range(1, times + 1):
        tap(page, f"{stepper}-plus")
        wait_label(page, f"{stepper}-value", re.compile(rf"^{count}$"))


def count_collection(page: Page, seat: int) -> None:
    if seat:
        tap(page, f"kk-player-{seat}")  # saves the previous player's counts
        present(page, f"kk-cards-{seat}-france-plus")
    for country, cards in CARDS[seat].items():
        step_up(page, f"kk-cards-{seat}-{country}", cards)
    for country, symbols in BEST_SORT[seat].items():
        step_up(page, f"kk-sym-{seat}-{country}-best", symbols)
    step_up(page, f"kk-ships-{seat}", SHIPS[seat])
    step_up(page, f"kk-minus-two-{seat}", MINUS_TWO[seat])


def test_score_a_three_player_game(app_page: Page) -> None:
    page = app_page
    go_to(page, "/")
    start_session(page, "kardinal", NAMES, "kk-cards-0-france-plus", 30_000)
    assert "Nothing counted yet" in label_of(page, "kk-winner")
    for seat in range(len(NAMES)):
        count_collection(page, seat)
    # France 5/2/1 (KK-TV-01): 8/5/2 land points.
    assert [label_of(page, f"kk-land-2-{c}") for c in ("france", "italy", "england")] == [
        "2", "6", "0"]
    wait_label(page, "kk-total-2", "36")
    # Anna and Ben both have 45: Anna holds 21 cards to Ben's 20 (KK-SCORE-5).
    wait_label(page, "kk-winner", "Ahead so far by the card count: Anna")
    tap(page, "finish")  # the session's Finish is the game's one ending
    status = wait_label(page, "kk-winner", "Final scoring")
    assert "Winner by the card count: Anna" in status
    assert [label_of(page, f"kk-overview-{seat}") for seat in range(3)] == ["45", "45", "36"]
    assert [label_of(page, f"kk-player-{seat}") for seat in range(3)] == [
        "Anna · 45", "Ben · 45", "Cleo · 36"]
    tap(page, "kk-player-1")
    assert wait_label(page, "kk-chains-1", "5") == "5"  # five ships score (KK-SCORE-3)
    assert label_of(page, "kk-carry-1") == "40"
    tap(page, "kk-winner")  # the winner's explanation names its rule
    wait_text(page, "KK-SCORE-5")


def test_nine_france_cards_are_marked_and_never_final(app_page: Page) -> None:
    page = app_page
    go_to(page, "/")
    start_session(page, "kardinal", NAMES, "kk-cards-0-france-plus", 30_000)
    step_up(page, "kk-cards-0-france", 9)
    # The fault box is a node of its own in the row (read out when it appears).
    expect(by_id(page, "kk-row-france").first).to_contain_text("KK-VAL-2")
    row = by_id(page, "kk-row-france").first.inner_text()
    assert "Anna: only 8 France cards exist, not 9." in row
    assert "No player can hold more cards of a country than exist" in row
    assert label_of(page, "kk-land-0-france") == "–"
    wait_label(page, "kk-not-final", "Not ready to finish the game (KK-VAL-2)")
    assert "Final scoring" not in label_of(page, "kk-winner")
    assert "No result while counts are impossible" in label_of(page, "kk-winner")


def test_take_checker_shows_the_rule_and_the_card(app_page: Page) -> None:
    page = app_page
    go_to(page, "/")
    tap(page, "referee-kardinal")
    tap(page, "kk-take-circles-1")
    wait_label(page, "kk-take-card-0", "●")
    tap(page, "kk-take-add")
    present(page, "kk-take-card-1")
    tap(page, "kk-take-country-saxony")
    wait_label(page, "kk-take-card-1", "Saxony")
    tap(page, "kk-take-circles-1")
    wait_label(page, "kk-take-verdict", "Not legal")
    assert "KK-TAKE-2" in wait_label(page, "kk-take-card-1", "KK-TAKE-2")
    assert "KK-TAKE-2" not in label_of(page, "kk-take-card-0")
    wait_text(page, "KK-TAKE-2: All cards you take in one turn must be of the same country")
    tap(page, "kk-take-tablet-any_colours")  # the tablet lifts the rule (KK-LAW-4)
    wait_label(page, "kk-take-verdict", "Legal")
    assert "KK-TAKE-2" not in label_of(page, "kk-take-card-1")
