"""The main flow in a real browser: players, a Spitzweg session on its own score sheet, undo,
the game played to its end, History and Statistics, reload, German, a backup read back in."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.e2e.browser import (
    field_of,
    go_to,
    gone,
    open_app,
    present,
    start_session,
    tap,
    tap_redrawn,
    visit,
    wait_label,
    wait_text,
)
from tests.e2e.spitzweg_sheet import add_row, end_game, wait_total

pytestmark = pytest.mark.e2e


def test_session_history_statistics_and_reload(app_page: Page) -> None:
    page = app_page
    go_to(page, "/", "new-spitzweg")
    session_id = start_session(page, "spitzweg", ("Anna", "Ben", "Cleo"))
    add_row(page, (6, 2, 0))  # a closer's entry is even (SPW-SCORE-3)
    wait_total(page, 0, 6)
    add_row(page, (1, 8, 0), closer=1)
    wait_total(page, 1, 10)
    tap(page, "undo")
    wait_total(page, 1, 2)
    tap(page, "redo")
    wait_total(page, 1, 10)
    tap(page, "undo")
    wait_total(page, 1, 2)
    visit(page, page.url)
    wait_total(page, 0, 6)  # the same session after a reload
    add_row(page, (3, 0, 1), closer=None)
    wait_total(page, 0, 9)
    end_game(page)
    wait_label(page, "spw-winner-1", "Anna")
    tap(page, "finish")
    wait_label(page, "session-state", "finished")
    # Read-only until Reopen: no form opens on a finished sheet.
    wait_label(page, "session-read-only", "Reopen it to change anything")
    gone(page, "spw-add-row")
    page.get_by_role("button", name="Back").first.click()  # the app bar's back arrow
    gone(page, "sheet")  # home alone on the screen: the session's screen has left
    tap(page, "nav-history")
    present(page, f"history-{session_id}")
    wait_text(page, "won by Anna")  # the game's outcome, kept with the session
    go_to(page, "/stats")
    assert "1/1" in wait_label(page, "bar-Anna", "100 %")
    assert "0/1" in wait_label(page, "bar-Ben", "0 %")


def test_continue_from_home_after_reload(app_page: Page, server: str) -> None:
    page = app_page
    go_to(page, "/", "new-spitzweg")
    session_id = start_session(page, "spitzweg", ("Dora", "Emil"))  # the 2-player pad
    add_row(page, (3, 4), closer=1)
    wait_total(page, 1, 4)
    visit(page, server)
    tap(page, f"continue-{session_id}")
    wait_total(page, 1, 4)


def test_german_labels_and_backup_round_trip(browser: Browser, own_server: str) -> None:
    """On a server of its own: the language is a setting of the whole data folder."""
    page = open_app(browser, own_server)
    tap(page, "nav-settings")
    tap_redrawn(page, "show-backup", "import-pasted")  # the screen drawn with the backup
    # The backup stands in the paste field, ready to be read back in (Flutter puts a
    # field's text into the page only while the field has the focus).
    pasted = field_of(page, "paste-backup")
    pasted.click()
    expect(pasted).to_have_value(re.compile('"sessions"'))
    tap(page, "import-pasted")
    wait_text(page, "already here")
    tap(page, "lang-de")
    wait_text(page, "Sprache")
    visit(page, own_server)
    wait_text(page, "Neue Partie")


def test_data_folder_shown(app_page: Page) -> None:
    page = app_page
    go_to(page, "/", "nav-settings")
    tap(page, "nav-settings")
    assert "/data" in wait_label(page, "data-folder", "data")
