"""A Spitzweg dispute judged in a real browser on a 390 × 844 phone, every tap counted;
and the explanation dialog of a tapped number as tall as its content.

Five cards lie on the table: Anna's (yellow) R5 R6 R7 and Ben's (white) Y5 B5 under the R5.
Cleo (grey) puts a lone B6 beside the B5: it lies in a line of two only, so the turn breaks
SPW-PLACE-8. The issue's bound: at most 15 taps from the empty editor to the verdict.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.e2e.browser import (
    by_id,
    close_module_page,
    go_to,
    module_page,
    open_app,
    start_session,
    tap,
    wait_label,
)
from tests.e2e.spitzweg_editor import PHONE_390, Taps, lay, start_turn
from tests.e2e.spitzweg_sheet import add_row, wait_total

pytestmark = pytest.mark.e2e

MAX_TAPS = 15


@pytest.fixture(scope="module")
def phone(browser: Browser, server: str) -> Iterator[Page]:
    """The module's 390 × 844 phone, kept for its tests."""
    page = module_page(browser, server, PHONE_390)
    yield page
    close_module_page(page)


def choose_language(page: Page, server: str, lang: str) -> None:
    """Settings, then the language; the settings screen drawn in it says it was kept."""
    go_to(page, f"{server}/settings", f"lang-{lang}")
    by_id(page, f"lang-{lang}").first.click()
    heading = {"en": "Language", "de": "Sprache"}[lang]
    expect(page.get_by_text(heading, exact=True).first).to_be_attached(timeout=15_000)


@pytest.mark.parametrize(("lang", "not_legal"), [("en", "Not legal"), ("de", "Nicht erlaubt")])
def test_a_disputed_placement_is_judged_within_15_taps(
        browser: Browser, server: str, lang: str, not_legal: str) -> None:
    # A page of its own: the referee's board is kept for as long as the phone's page is open.
    page = open_app(browser, f"{server}/settings", PHONE_390)
    choose_language(page, server, lang)  # not part of the dispute
    go_to(page, f"{server}/referee/spitzweg")
    expect(by_id(page, "spw-guide")).to_have_count(1, timeout=30_000)
    taps = Taps(page)
    lay(taps, (0, 0), "R5")  # the first seat's token (yellow) is the default
    lay(taps, (1, 0), "R6")
    lay(taps, (2, 0), "R7")
    lay(taps, (0, 1), "Y5", owner="white")
    lay(taps, (0, 2), "B5")  # the token stays white
    start_turn(taps, "grey", "this turn" if lang == "en" else "diesem Zug")
    lay(taps, (1, 2), "B6")
    taps("spw-check-turn")
    verdict = wait_label(page, "spw-verdict", re.compile("SPW-PLACE-8"), timeout=15_000)
    assert verdict.startswith(not_legal), verdict
    assert len(taps.done) <= MAX_TAPS, taps.done
    assert len(taps.done) == 15, taps.done


def test_check_turn_without_a_turn_card_says_what_to_do(browser: Browser, server: str) -> None:
    page = open_app(browser, f"{server}/settings", PHONE_390)  # an empty board of its own
    choose_language(page, server, "en")
    go_to(page, f"{server}/referee/spitzweg", "spw-guide")
    taps = Taps(page)
    lay(taps, (0, 0), "R5")
    taps("spw-check-turn")
    verdict = by_id(page, "spw-verdict")
    expect(verdict).to_contain_text("Tap whose turn it is", timeout=15_000)
    expect(page.get_by_text("Not legal")).to_have_count(0)


def test_an_explanation_dialog_is_as_tall_as_its_content(phone: Page, server: str) -> None:
    """A short explanation (a total with one row) leaves its Close button right below the
    text, not at the bottom of the screen."""
    page = phone
    choose_language(page, server, "en")
    go_to(page, server, "new-spitzweg")
    start_session(page, "spitzweg", ("Anna", "Ben", "Cleo"), "spw-add-row", 30_000)
    add_row(page, (12, 7, 3))
    wait_total(page, 0, 12)
    tap(page, "spw-total-1-0")
    close = by_id(page, "explanation-close")
    expect(close).to_have_count(1, timeout=15_000)
    text = page.get_by_text("SPW-SCORE-7:").last  # the last line of the explanation
    expect(text).to_be_attached()
    text_box, close_box = text.bounding_box(), close.bounding_box()
    assert text_box is not None and close_box is not None
    gap = close_box["y"] - (text_box["y"] + text_box["height"])
    assert 0 <= gap < 100, f"{gap:.0f} px of empty dialog between the text and Close"
    tap(page, "explanation-close")
