"""Das Spitzweg-Spiel in a real browser: a short 3-player game scored by taps (rows as sums,
one row from the exhibition editor's grid) and the referee editor on the Carl layout of the
rules file (SPW-TV-40): the lone blue 1 breaks SPW-PLACE-8, the hints find the closing move."""

from __future__ import annotations

import pytest
from playwright.sync_api import Locator, Page, ViewportSize, expect

from tests.e2e.browser import (
    by_id,
    field_of,
    go_to,
    gone,
    present,
    start_session,
    tap,
    type_into,
    wait_label,
    wait_text,
)
from tests.e2e.spitzweg_editor import Taps, start_turn
from tests.e2e.spitzweg_editor import lay as editor_lay

pytestmark = pytest.mark.e2e

CARL_BEFORE = (  # SPW-TV-40, laid so that every card touches one already lying
    (1, 0, "B7", "grey"), (1, 1, "R7", "yellow"), (0, 1, "R6", "yellow"),
    (2, 1, "R8", "yellow"), (3, 1, "R9", "yellow"), (4, 1, "R10", "purple"),
    (4, 0, "Y10", "purple"), (4, 2, "G10", "white"), (4, 3, "B10", "purple"),
    (1, 2, "G7", "grey"), (2, 2, "G8", "white"), (3, 2, "J", None),
    (5, 0, "Y9", "grey"), (6, 0, "Y8", "grey"))
TABLET: ViewportSize = {"width": 1024, "height": 1200}
SHIFT = (1, 0)
"""The editor's first card lies at (0, 0): the Carl layout starts with B7 at (1, 0)."""


def set_number(page: Page, identifier: str, value: int) -> None:
    type_into(page, f"{identifier}-value", str(value), replace=True)
    page.keyboard.press("Tab")


def checked(page: Page, identifier: str, on: bool = True) -> Locator:
    node = f'[flt-semantics-identifier="{identifier}"]'
    state = f'[aria-checked="{"true" if on else "false"}"]'
    return page.locator(f"{node}{state}, {node} {state}").first


def choose(page: Page, identifier: str, on: bool = True) -> None:
    """Tap a chip, unless it already shows the wanted state (as a person would: the tap
    redraws the editor, and the next tap must not land on the frame it replaces), and wait
    until the editor is drawn again with it."""
    if checked(page, identifier, on).count():
        return
    tap(page, identifier)
    expect(checked(page, identifier, on)).to_be_attached()


def lay(page: Page, x: int, y: int, card: str, owner: str | None) -> None:
    """Tap an empty cell, choose the card's token in the picker, then tap the card."""
    cell = (x - SHIFT[0], y - SHIFT[1])
    taps = Taps(page)
    if owner is None:
        taps(f"spw-cell-{cell[0]}-{cell[1]}")
        taps.selected("spw-picker-owner-none")
        taps("spw-pick-J" if card == "J" else f"spw-pick-{card}")
        expect(by_id(page, "spw-picker")).to_have_count(0, timeout=15_000)
    else:
        editor_lay(taps, cell, card, owner)


def test_three_player_game_scored_by_taps(app_page: Page) -> None:
    page = app_page
    go_to(page, "/")
    # Tokens yellow, white, grey.
    start_session(page, "spitzweg", ("Anna", "Ben", "Cleo"), "spw-add-row")
    # Exhibition 1 (target 14) as the pad has it: Anna closed with 40 (doubled).
    tap(page, "spw-add-row")
    wait_text(page, "SPW-CLOSE-1")  # the new form asks who closed the exhibition
    choose(page, "spw-form-closer-0")
    wait_text(page, "SPW-CLOSE-1", shown=False)  # the form is drawn again with the closer
    set_number(page, "spw-form-score-0", 40)
    tap(page, "spw-form-score-1-plus")
    tap(page, "spw-form-score-1-plus")  # a quick second tap counts too
    set_number(page, "spw-form-score-2", 17)
    tap(page, "spw-form-save")
    gone(page, "spw-form-save")
    wait_label(page, "spw-total-1-2", "17")
    assert "Leading: Anna" in wait_label(page, "spw-winner-1", "Anna")
    # Exhibition 2 is the final one: laid out in the editor and scored from the grid.
    page.get_by_text("Exhibition editor").first.click()
    wait_label(page, "spw-target", "15")
    for x, card, owner in ((1, "R3", "yellow"), (2, "R4", "white"), (3, "R5", "grey")):
        lay(page, x, 0, card, owner)
    tap(page, "spw-score")
    wait_text(page, "Added to the score sheet.")
    wait_label(page, "spw-total-1-2", "22")
    # The cards left in hand at the end: Anna 3, Cleo 1.
    tap(page, "spw-add-hand")
    for _ in range(3):
        tap(page, "spw-form-score-0-plus")
    tap(page, "spw-form-score-2-plus")
    shown = field_of(page, "spw-form-score-0-value")
    shown.click()  # Flutter puts a field's text into the page only while it has the focus
    expect(shown).to_have_value("3")
    tap(page, "spw-form-save")
    assert wait_label(page, "spw-total-1-0", "★ 40") == "★ 40"  # 40 + 3 − 3
    assert wait_label(page, "spw-total-1-1", "6") == "6"  # 2 + 4
    assert wait_label(page, "spw-total-1-2", "21") == "21"  # 17 + 5 − 1
    assert "Winner: Anna" in wait_label(page, "spw-winner-1", "Winner")


def test_referee_editor_judges_carls_blue_one_and_finds_the_closing_move(
        app_page: Page) -> None:
    # A tablet: the Carl layout is seven cards wide (a phone-sized dispute is counted in
    # tests/e2e/test_referee_taps.py). The module's page, turned into a tablet's window.
    page = app_page
    go_to(page, "/referee/spitzweg", viewport=TABLET)
    tap(page, "spw-index-plus")  # 4 players, exhibition 2: target 15
    wait_label(page, "spw-target", "15")
    for x, y, card, owner in CARL_BEFORE:
        lay(page, x, y, card, owner)
    wait_label(page, "spw-box", "7 × 4")
    # The lone blue 1 at the blue 10, this turn's card of grey (Carl).
    start_turn(Taps(page), "grey", "this turn")
    lay(page, 5, 3, "B1", "grey")
    tap(page, "spw-check-turn")
    verdict = wait_label(page, "spw-verdict", "SPW-PLACE-8")
    assert "Not legal" in verdict
    wait_text(page, "SPW-PLACE-8: Every card placed this turn must end up in a row or column "
                    "of at least three cards")
    # Take it back and ask where B1, B2 (and a card to discard) can go.
    tap(page, "spw-cell-4-3")
    tap(page, "spw-picker-remove")
    gone(page, "spw-picker")
    for index, card in enumerate(("B1", "B2", "R3")):
        choose(page, f"spw-hand-colour-{card[0]}")
        tap(page, f"spw-hand-value-{card[1:]}")
        present(page, f"spw-hand-card-{index}")  # the card is in the hand
    tap(page, "spw-hints")
    assert "can close" in wait_label(page, "spw-can-close", "close")
    # the coach's best, with grey's points: (31 + 1 - 2) × 2 (SPW-TV-40)
    assert wait_label(page, "spw-hint-0", "Closes") == "★ Closes: B1 (4,3) → B2 (5,3) = 60 pts"
