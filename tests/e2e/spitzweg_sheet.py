"""Helpers for the Spitzweg score sheet and the live table's PIN, shared by the browser
tests (a test module never imports another test module)."""

from __future__ import annotations

import re

from playwright.sync_api import Page

from tests.e2e.browser import chosen, gone, tap, type_into, wait_label, wait_text

PIN = "2468"
"""The table PIN of the live-table tests."""


def add_row(page: Page, scores: tuple[int, ...], closer: int | None = 0) -> None:
    """A row of the Spitzweg sheet as the pad has it: each seat's exhibition score and who
    closed it (``closer`` None: the final exhibition, below its target). Each step waits
    for the form to show the last one; the row is saved when its form has closed."""
    tap(page, "spw-add-row")
    wait_text(page, "SPW-CLOSE-1")  # the new form asks who closed the exhibition
    marker = "spw-form-final" if closer is None else f"spw-form-closer-{closer}"
    tap(page, marker)
    chosen(page, marker)
    wait_text(page, "SPW-CLOSE-1", shown=False)  # the form was drawn again with it
    for seat, score in enumerate(scores):
        type_into(page, f"spw-form-score-{seat}-value", str(score), replace=True)
    tap(page, "spw-form-save")
    gone(page, "spw-form-save")


def end_game(page: Page) -> None:
    """The cards-in-hand row with nothing left in hand: the game is over, the winner named."""
    tap(page, "spw-add-hand")
    tap(page, "spw-form-save")
    gone(page, "spw-form-save")


def wait_total(page: Page, seat: int, points: int, timeout: float | None = None) -> None:
    """Wait until the seat's total in the sheet's (first) game is ``points`` (the leader's
    starred)."""
    wait_label(page, f"spw-total-1-{seat}", re.compile(rf"^\s*(★\s*)?{points}\s*$"), timeout)


def unlock(page: Page, pin: str) -> None:
    """Unlock editing on this phone with the table PIN."""
    tap(page, "live-status")
    type_into(page, "pin-field", pin)
    tap(page, "pin-unlock")
    page.wait_for_url(lambda url: not url.endswith("/live"))  # it took
