"""The Spitzweg pad as a new player fills it in, in a real browser: on the 2-player pad the
row form shows the core's arithmetic of the closer's entry before Save and warns on an odd
entry (SPW-SCORE-3); game 1 ends on a closed exhibition and its cards-in-hand row opens on
game 1 with no SPW-VAL-10. On the referee screen the coach lays the best turn in one tap,
in English and German."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.e2e.browser import (
    by_id,
    chosen,
    gone,
    open_app,
    start_session,
    tap,
    type_into,
    visit,
    wait_label,
    wait_text,
)
from tests.e2e.spitzweg_editor import PHONE_390, Taps, lay, start_turn

pytestmark = pytest.mark.e2e


def score(page: Page, seat: int, points: int) -> None:
    type_into(page, f"spw-form-score-{seat}-value", str(points), replace=True)


def test_two_player_pad_shows_the_arithmetic_warns_and_ends_game_1_on_a_close(
        browser: Browser, server: str) -> None:
    page = open_app(browser, server)
    start_session(page, "spitzweg", ("Dora", "Emil"), "spw-add-row")
    # Exhibition 1 (target 8): Dora closed, one card over with a red 4.
    tap(page, "spw-add-row")
    wait_text(page, "SPW-CLOSE-1")
    tap(page, "spw-form-closer-0")
    chosen(page, "spw-form-closer-0")
    wait_text(page, "SPW-CLOSE-1", shown=False)
    score(page, 0, 61)  # "61 ×2": odd, no closer's entry can be
    wait_text(page, "SPW-SCORE-3")  # warned before Save (which stays off)
    tap(page, "spw-form-overflow-R")
    chosen(page, "spw-form-overflow-R")
    tap(page, "spw-form-overflow-value-4")
    chosen(page, "spw-form-overflow-value-4")
    score(page, 0, 54)
    score(page, 1, 12)
    wait_text(page, "Dora: 31 − 4 (overflow R4) = 27, ×2 = 54")  # before Save
    wait_text(page, "SPW-SCORE-3", shown=False)
    tap(page, "spw-form-save")
    gone(page, "spw-form-save")
    wait_text(page, "R4 −4 before ×2")  # the row says what the overflow card did
    wait_label(page, "spw-total-1-0", "54")
    # Exhibition 2 closes, and nobody has cards to open the next: the last of game 1.
    tap(page, "spw-add-row")
    wait_text(page, "SPW-CLOSE-1")
    tap(page, "spw-form-closer-1")
    chosen(page, "spw-form-closer-1")
    tap(page, "spw-form-final")
    expect(by_id(page, "spw-form-final").locator("[aria-checked='true']")).to_have_count(1)
    score(page, 1, 40)
    wait_text(page, "Emil: 20, ×2 = 40")
    tap(page, "spw-form-save")
    gone(page, "spw-form-save")
    wait_label(page, "spw-total-1-1", "52")  # 12 + 40
    # The cards in hand: the form opens on game 1, the game that just ended.
    tap(page, "spw-add-hand")
    chosen(page, "spw-form-game-1")
    wait_text(page, "SPW-VAL-10", shown=False)
    expect(by_id(page, "spw-form-check")).not_to_contain_text("SPW")
    tap(page, "spw-form-save")
    gone(page, "spw-form-save")
    assert "Winner: Dora" in wait_label(page, "spw-winner-1", "Winner")
    page.context.close()


@pytest.mark.parametrize(("lang", "note"), [
    ("en", "Best turn laid: 18 points for you if the exhibition were scored now (+8 on the "
           "10 you have)."),
    ("de", "Bester Zug gelegt: 18 Punkte für dich, würde die Ausstellung jetzt gewertet (+8 "
           "zu deinen 10).")])
def test_the_coach_lays_the_best_turn_in_one_tap(browser: Browser, own_server: str,
                                                 lang: str, note: str) -> None:
    context = browser.new_context(viewport=PHONE_390)
    page = context.new_page()
    visit(page, f"{own_server}/settings")
    by_id(page, f"lang-{lang}").first.click()
    expect(page.get_by_text({"en": "Language", "de": "Sprache"}[lang], exact=True).first
           ).to_be_attached(timeout=15_000)
    visit(page, f"{own_server}/referee/spitzweg")
    expect(by_id(page, "spw-guide")).to_have_count(1, timeout=30_000)
    taps = Taps(page)
    # R3 R4 R5 of yellow's; B5 and G5 of white's below the red 5 (10 points).
    lay(taps, (0, 0), "R3")
    lay(taps, (1, 0), "R4")
    lay(taps, (2, 0), "R5")
    lay(taps, (2, 1), "B5", owner="white")
    lay(taps, (2, 2), "G5")
    start_turn(taps, "white", "this turn" if lang == "en" else "diesem Zug")
    for index, card in enumerate(("R6", "R2", "G9")):
        letter = by_id(page, f"spw-hand-colour-{card[0]}").first.locator("[aria-checked='true']")
        if not letter.count():
            tap(page, f"spw-hand-colour-{card[0]}")
            expect(letter).to_have_count(1)
        tap(page, f"spw-hand-value-{card[1:]}")
        expect(by_id(page, f"spw-hand-card-{index}")).to_have_count(1)
    tap(page, "spw-coach-best")  # one tap: R2 and R6 on the red row, 10 + 2 + 6
    expect(by_id(page, "spw-coach-note")).to_contain_text(note, timeout=15_000)
    tap(page, "spw-check-turn")
    verdict = wait_label(page, "spw-verdict", "Legal" if lang == "en" else "Erlaubt")
    assert "SPW" not in verdict
    context.close()
