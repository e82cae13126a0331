"""The main flow in a real browser: players, a session with the points sheet, undo, finish,
History and Statistics, reload, German, and a backup exported and read back in."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page

from tests.e2e.browser import (
    app_server,
    by_id,
    open_app,
    tap,
    type_into,
    visit,
    wait_label,
    wait_text,
)

pytestmark = pytest.mark.e2e


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with app_server(tmp_path_factory.mktemp("data")) as (url, _process):
        yield url


def start_session(page: Page, game: str, names: tuple[str, ...], ready: str = "add-round"
                  ) -> str:
    tap(page, f"new-{game}")
    for name in names:
        type_into(page, "new-player-name", name)
        page.keyboard.press("Enter")
        by_id(page, f"seat-remove-{names.index(name)}").wait_for(state="attached")
    tap(page, "start-session")
    by_id(page, ready).wait_for(state="attached", timeout=15_000)
    return page.url.rstrip("/").split("/")[-1]


def add_round(page: Page, values: tuple[int, ...]) -> None:
    for index, value in enumerate(values):
        type_into(page, f"points-{index}", str(value))
    tap(page, "add-round")


def test_session_history_statistics_and_reload(browser: Browser, server: str) -> None:
    page = open_app(browser, server)
    session_id = start_session(page, "spandau", ("Anna", "Ben"))
    add_round(page, (5, 2))
    wait_label(page, "total-0", "Anna: 5")
    add_round(page, (1, 7))
    wait_label(page, "total-1", "Ben: 9")
    tap(page, "undo")
    wait_label(page, "total-1", "Ben: 2")
    visit(page, page.url)
    wait_label(page, "total-0", "Anna: 5")  # the same session after a reload
    tap(page, "finish")
    wait_label(page, "session-state", "finished")
    page.get_by_role("button", name="Back").first.click()  # the app bar's back arrow
    tap(page, "nav-history")
    by_id(page, f"history-{session_id}").wait_for(state="attached", timeout=15_000)
    visit(page, f"{server}/stats")
    assert "1/1" in wait_label(page, "bar-Anna", "100 %")
    assert "0/1" in wait_label(page, "bar-Ben", "0 %")
    page.context.close()


def test_continue_from_home_after_reload(browser: Browser, server: str) -> None:
    page = open_app(browser, server)
    session_id = start_session(page, "kardinal", ("Cleo", "Dora", "Emil"),
                               ready="kk-cards-0-france-plus")
    tap(page, "kk-cards-0-france-plus")
    wait_label(page, "kk-cards-0-france-value", "1")
    tap(page, "kk-player-2")  # moving on to Emil saves Cleo's count
    wait_label(page, "kk-player-0", "Cleo · 8")
    visit(page, server)
    tap(page, f"continue-{session_id}")
    wait_label(page, "kk-player-0", "Cleo · 8")
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
