"""The main flow in a real browser: players, a Spitzweg session on its own score sheet, undo,
the game played to its end, History and Statistics, reload, German, a backup read back in."""

from __future__ import annotations

import time

import pytest
from playwright.sync_api import Browser, Page

from tests.e2e.browser import (
    by_id,
    label_of,
    open_app,
    start_session,
    tap,
    type_into,
    visit,
    wait_label,
    wait_text,
)

pytestmark = pytest.mark.e2e


def add_row(page: Page, scores: tuple[int, ...], closer: int | None = 0,
            timeout: float = 15_000) -> None:
    """A row of the Spitzweg sheet as the pad has it: each seat's exhibition score and who
    closed it (``closer`` None: the final exhibition, below its target)."""
    tap(page, "spw-add-row", timeout)
    tap(page, "spw-form-final" if closer is None else f"spw-form-closer-{closer}", timeout)
    wait_text(page, "SPW-CLOSE-1", timeout / 1000, shown=False)  # the form took the closer
    for seat, score in enumerate(scores):
        type_into(page, f"spw-form-score-{seat}-value", str(score), replace=True)
    tap(page, "spw-form-save", timeout)


def end_game(page: Page) -> None:
    """The cards-in-hand row with nothing left in hand: the game is over, the winner named."""
    tap(page, "spw-add-hand")
    tap(page, "spw-form-save")


def wait_total(page: Page, seat: int, points: int, timeout: float = 15.0) -> None:
    """Wait until the seat's total in the sheet's (first) game is ``points``."""
    deadline = time.monotonic() + timeout
    seen = ""
    while time.monotonic() < deadline:
        try:
            seen = label_of(page, f"spw-total-1-{seat}", timeout=1_000)
        except Exception:  # redrawn meanwhile: look again
            seen = "?"
        if seen.removeprefix("★").strip() == str(points):
            return
        time.sleep(0.2)
    raise AssertionError(f"seat {seat}: expected total {points}, saw {seen!r}")


def test_session_history_statistics_and_reload(browser: Browser, server: str) -> None:
    page = open_app(browser, server)
    session_id = start_session(page, "spitzweg", ("Anna", "Ben", "Cleo"))
    add_row(page, (5, 2, 0))
    wait_total(page, 0, 5)
    add_row(page, (1, 7, 0), closer=1)
    wait_total(page, 1, 9)
    tap(page, "undo")
    wait_total(page, 1, 2)
    tap(page, "redo")
    wait_total(page, 1, 9)
    tap(page, "undo")
    wait_total(page, 1, 2)
    visit(page, page.url)
    wait_total(page, 0, 5)  # the same session after a reload
    add_row(page, (3, 0, 1), closer=None)
    wait_total(page, 0, 8)
    end_game(page)
    wait_label(page, "spw-winner-1", "Anna")
    tap(page, "finish")
    wait_label(page, "session-state", "finished")
    page.get_by_role("button", name="Back").first.click()  # the app bar's back arrow
    tap(page, "nav-history")
    by_id(page, f"history-{session_id}").wait_for(state="attached", timeout=15_000)
    wait_text(page, "won by Anna")  # the game's outcome, kept with the session
    visit(page, f"{server}/stats")
    assert "1/1" in wait_label(page, "bar-Anna", "100 %")
    assert "0/1" in wait_label(page, "bar-Ben", "0 %")
    page.context.close()


def test_continue_from_home_after_reload(browser: Browser, server: str) -> None:
    page = open_app(browser, server)
    session_id = start_session(page, "spitzweg", ("Dora", "Emil"))  # the 2-player pad
    add_row(page, (3, 4), closer=1)
    wait_total(page, 1, 4)
    visit(page, server)
    tap(page, f"continue-{session_id}")
    wait_total(page, 1, 4)
    page.context.close()


def test_german_labels_and_backup_round_trip(browser: Browser, server: str) -> None:
    page = open_app(browser, server)
    tap(page, "nav-settings")
    tap(page, "show-backup")
    time.sleep(1)
    tap(page, "import-pasted")
    wait_text(page, "already here")
    tap(page, "lang-de")
    wait_text(page, "Sprache")
    visit(page, server)
    wait_text(page, "Neue Partie")
    tap(page, "nav-settings")
    tap(page, "lang-en")  # leave the shared data folder in English for the other tests
    wait_text(page, "Language")
    page.context.close()


def test_data_folder_shown(browser: Browser, server: str) -> None:
    page = open_app(browser, server)
    tap(page, "nav-settings")
    assert "/data" in wait_label(page, "data-folder", "data")
    page.context.close()
