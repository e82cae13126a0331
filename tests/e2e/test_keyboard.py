"""A Kardinal game started and scored with the keyboard alone: Tab, typing and Enter.

On New game the name field is where the keyboard starts and stays (before, Tab skipped the
empty field, the focus jumped back to the back arrow after each seat, and Enter then pressed
a seat's ✕); Tab reaches Start; on the sheet each count is typed and Enter keeps it, and Tab
and Enter save it."""

from __future__ import annotations

import contextlib
import re

import pytest
from playwright.sync_api import Browser, Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tests.e2e.browser import field_of, gone, open_app, present, wait_label

pytestmark = pytest.mark.e2e

NAMES = ("Anna", "Ben", "Cleo")
FOCUSED = """() => { const ids = []; let e = document.activeElement;
    while (e) { const i = e.getAttribute && e.getAttribute('flt-semantics-identifier');
        if (i) ids.push(i); e = e.parentElement; }
    return ids.join(' '); }"""
"""The test ids around the element that has the keyboard (innermost first)."""


def focused(page: Page) -> list[str]:
    ids: str = page.evaluate(FOCUSED)
    return ids.split()


MARK_FOCUS = "() => { window.__tabbedFrom = document.activeElement; }"
FOCUS_MOVED = "() => document.activeElement !== window.__tabbedFrom"
"""The element with the keyboard before a Tab, and whether another has it now (two nodes
under the same test id are two places for the keyboard: comparing the ids around them
took such a move for none and waited out the two seconds, 11 times in this test)."""


def tab_to(page: Page, identifier: str, most: int = 60) -> None:
    """Press Tab until the keyboard is on ``identifier``; each press waits until the focus
    has moved to another element (Flutter takes the first Tab into the page without moving
    it)."""
    seen: list[str] = []
    for _ in range(most):
        if identifier in focused(page):
            return
        page.evaluate(MARK_FOCUS)
        page.keyboard.press("Tab")
        with contextlib.suppress(PlaywrightTimeout):  # it stayed: the next Tab moves it
            page.wait_for_function(FOCUS_MOVED, timeout=2000)
        seen.append((focused(page) or ["(page)"])[0])
    raise AssertionError(f"Tab never reached {identifier}: {seen}")


def type_count(page: Page, stepper: str, count: int) -> None:
    """Tab to the count, type it, Enter: the count shows it, and the keyboard is still in
    that field (Enter kept the number and left the focus where the person is)."""
    tab_to(page, f"{stepper}-value")
    page.keyboard.type(str(count))
    page.keyboard.press("Enter")
    wait_label(page, f"{stepper}-value", re.compile(rf"^{count}$"))
    page.wait_for_function(f"() => ({FOCUSED})().split(' ').includes('{stepper}-value')",
                           timeout=10_000)


def test_start_and_score_a_kardinal_game_with_the_keyboard_only(browser: Browser,
                                                                  server: str) -> None:
    page = open_app(browser, server)
    tab_to(page, "new-kardinal")
    page.keyboard.press("Enter")
    present(page, "new-player-name", 30_000)
    tab_to(page, "new-player-name")
    for seat, name in enumerate(NAMES):
        page.keyboard.type(name)
        page.keyboard.press("Enter")
        present(page, f"seat-remove-{seat}")  # the seat is taken, the screen redrawn
        # The next name is typed where the last was: the keyboard comes back to the field.
        page.wait_for_function(f"() => ({FOCUSED})().split(' ').includes('new-player-name')",
                               timeout=10_000)
        expect(field_of(page, "new-player-name")).to_have_attribute("autocorrect", "on")
    tab_to(page, "start-session")
    page.keyboard.press("Enter")
    present(page, "kk-cards-0-france-value", 30_000)
    type_count(page, "kk-cards-0-france", 5)
    type_count(page, "kk-cards-0-italy", 2)
    wait_label(page, "kk-player-0", "Anna · 14")
    tab_to(page, "kk-save")
    page.keyboard.press("Enter")
    gone(page, "kk-save")  # saved
    tab_to(page, "kk-player-1")
    page.keyboard.press("Enter")
    type_count(page, "kk-cards-1-france", 2)
    tab_to(page, "kk-save")
    page.keyboard.press("Enter")
    gone(page, "kk-save")  # saved
    wait_label(page, "kk-player-1", "Ben · 5")
    wait_label(page, "kk-player-0", "Anna · 14")  # France 8, Italy 6
