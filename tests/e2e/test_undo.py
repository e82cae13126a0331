"""Undo on a sheet with a form being filled in: it takes back the form's changes first, one
at a time, never the counts saved before; every undo says what it took back, with one tap
to put it back."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, Page

from tests.e2e.browser import (
    gone,
    label_of,
    open_app,
    present,
    saw_text,
    start_session,
    tap,
    type_into,
    wait_label,
    watch_texts,
)

pytestmark = pytest.mark.e2e

NAMES = ("Emil", "Anna", "Ben")
EMIL = {"france": 4, "saxony": 4, "hungary": 4}
"""Emil's 12 cards, saved before the trap."""


def typed(page: Page, stepper: str, number: int) -> None:
    """Type a count and press the keyboard's done key; wait until the sheet shows it."""
    type_into(page, f"{stepper}-value", str(number), replace=True)
    page.keyboard.press("Enter")
    wait_label(page, f"{stepper}-value", re.compile(rf"^{number}$"))


def counts(page: Page) -> list[str]:
    return [label_of(page, f"kk-cards-0-{country}-value")
            for country in ("france", "saxony", "hungary", "italy")]


def test_two_undos_take_back_the_typing_not_the_saved_count(browser: Browser,
                                                            server: str) -> None:
    page = open_app(browser, server)
    start_session(page, "kardinal", NAMES, "kk-cards-0-france-plus", 30_000)
    for country, cards in EMIL.items():
        typed(page, f"kk-cards-0-{country}", cards)
    tap(page, "kk-save")
    gone(page, "kk-save")
    saved = label_of(page, "kk-player-0")
    assert counts(page) == ["4", "4", "4", "0"]
    watch_texts(page)
    # The trap: "+1 France", then "Italy 5" typed, not saved.
    tap(page, "kk-cards-0-france-plus")
    wait_label(page, "kk-cards-0-france-value", re.compile(r"^5$"))
    typed(page, "kk-cards-0-italy", 5)
    present(page, "kk-save")
    tap(page, "undo")  # meant for the typing
    wait_label(page, "kk-cards-0-italy-value", re.compile(r"^0$"))
    assert label_of(page, "kk-cards-0-france-value") == "5"
    saw_text(page, "Undone: the last change to Emil's counts, not saved")
    tap(page, "undo")  # meant for "+1 France"
    wait_label(page, "kk-cards-0-france-value", re.compile(r"^4$"))
    gone(page, "kk-save")
    # Emil's 12 saved cards are all there.
    wait_label(page, "kk-player-0", saved)
    assert counts(page) == ["4", "4", "4", "0"]
    # A third undo takes back the saved counts, says so, and one tap puts them back.
    tap(page, "undo")
    wait_label(page, "kk-cards-0-france-value", re.compile(r"^0$"))
    wait_label(page, "snack-message", "Undone: Emil: 12 cards, 0 ships, 0 coaches (added)")
    tap(page, "snack-back")
    wait_label(page, "kk-cards-0-france-value", re.compile(r"^4$"))
    wait_label(page, "snack-message", "Redone: Emil: 12 cards, 0 ships, 0 coaches (added)")
    wait_label(page, "kk-player-0", saved)
    assert counts(page) == ["4", "4", "4", "0"]
