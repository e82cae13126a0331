"""Small things a newcomer met on the first evening, in a real browser: back from a game
opened in History returns to History; History's dates come from a calendar; Undo says what
it undoes; the name field of a new game has an Add button."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date

import pytest
from playwright.sync_api import Browser, Page, expect

from companion import formats
from companion.games import outcome as session_outcome
from companion.games import plugin
from companion.store import Repository
from tests.companion.share import finished
from tests.e2e.browser import (
    app_server,
    by_id,
    go_to,
    kept_page,
    saw_text,
    tap,
    watch_texts,
)
from tests.rows import as_row, house_rules

pytestmark = pytest.mark.e2e


@pytest.fixture(scope="module")
def table(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, str]]:
    """A server holding a Spitzer sheet with one hand after a carried-over paper sheet."""
    folder = tmp_path_factory.mktemp("data")
    with Repository(folder, outcome=session_outcome,
                    describe=lambda e, s: plugin(s.game).describe_entry(e, s)) as repo:
        made = finished.spitzer()
        sid = repo.create_session("spitzer", made.seats,
                                  house_rules("spitzer", **made.options)).id
        for entry in made.entries:
            repo.add_entry(sid, as_row(entry.kind, entry.data), "Host")
    with app_server(folder) as (url, _process):
        yield url, sid


@pytest.fixture(scope="module")
def phone(browser: Browser, table: tuple[str, str]) -> Iterator[Page]:
    """The module's phone, kept: its tests move through the app."""
    with kept_page(browser, table[0]) as page:
        yield page


def test_back_from_a_game_opened_in_history_returns_to_history(
        phone: Page, table: tuple[str, str]) -> None:
    url, sid = table
    page = phone
    go_to(page, f"{url}/history")
    expect(by_id(page, "screen-title").last).to_have_text("History", timeout=30_000)
    tap(page, f"history-{sid}")
    expect(by_id(page, "session-state")).to_be_attached()
    expect(by_id(page, "screen-title").last).to_have_text("Spitzer")
    page.get_by_role("button", name="Back").last.click()
    expect(by_id(page, "screen-title").last).to_have_text("History")
    expect(by_id(page, f"history-{sid}")).to_be_attached()


def test_undo_says_what_it_undoes(phone: Page, table: tuple[str, str]) -> None:
    url, sid = table
    page = phone
    go_to(page, f"{url}/session/{sid}")
    undo = by_id(page, "undo")
    expect(undo).to_have_attribute("aria-label", "Undo: Hand 1", timeout=30_000)
    watch_texts(page)
    tap(page, "undo")
    saw_text(page, "Undone: Hand 1")  # a snack bar: seen even if it has gone again
    expect(undo).to_have_attribute("aria-label", "Undo: New game 1")
    tap(page, "redo")
    expect(undo).to_have_attribute("aria-label", "Undo: Hand 1")


def test_history_dates_come_from_a_calendar(phone: Page,
                                            table: tuple[str, str]) -> None:
    url, sid = table
    page = phone
    go_to(page, f"{url}/history")
    since = by_id(page, "history-since").get_by_role("button")  # the button under its id
    expect(since).to_have_accessible_name("From: any day", timeout=30_000)
    tap(page, "history-since")
    page.get_by_role("button", name="OK").click()  # today, as the calendar opens
    today = formats.day(date.today(), "en")  # Nov 27, 2026
    expect(since).to_have_accessible_name(f"From: {today}")
    expect(by_id(page, f"history-{sid}")).to_be_attached()  # a game of today is listed
    tap(page, "history-since-clear")
    expect(since).to_have_accessible_name("From: any day")


def test_a_new_game_adds_a_name_with_its_add_button(phone: Page,
                                                    table: tuple[str, str]) -> None:
    url, _ = table
    page = phone
    go_to(page, f"{url}/new/spitzer")
    add = by_id(page, "add-player")
    expect(add).to_be_attached(timeout=30_000)
    expect(add.get_by_role("button", name="Add")).to_be_attached()
    field = by_id(page, "new-player-name").locator("input").first
    field.click()
    expect(field).to_be_focused()
    field.press_sequentially("Erika")
    expect(field).to_have_value("Erika")
    add.get_by_role("button", name="Add").click()
    expect(by_id(page, "seat-remove-0")).to_be_attached()
    expect(page.get_by_text("1. Erika")).to_be_attached()
