"""A number typed into an empty field is the number the referee judges, in a real browser.

Spandau's "Ist das Spiel zu Ende?" in German: 5 typed into the empty "Freie Felder" field and
Enter showed 0, and the verdict read "Das Spiel ist zu Ende: E3, E5". Typed here as a person
types (focus, digits, Enter; then another field, left with Tab), the field reads back the
number and the verdict judges it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page

from companion.games import outcome as session_outcome
from companion.games import plugin
from companion.store import Repository, Settings
from tests.e2e.browser import app_server, open_app, type_into, wait_label

pytestmark = pytest.mark.e2e

PREFIX = "spandau-endtool"


@pytest.fixture(scope="module")
def german(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    folder = tmp_path_factory.mktemp("data")
    with Repository(folder, outcome=session_outcome,
                    describe=lambda e, s: plugin(s.game).describe_entry(e, s)) as repo:
        repo.save_settings(Settings(language="de"))
    with app_server(folder) as (url, _process):
        yield url


def end_checker(browser: Browser, url: str) -> Page:
    page = open_app(browser, f"{url}/referee/spandau")
    page.get_by_text("Ist das Spiel zu Ende?").first.click()  # its panel opens
    return page


def test_a_number_typed_into_an_empty_field_of_the_end_check_is_judged(
        browser: Browser, german: str) -> None:
    page = end_checker(browser, german)
    wait_label(page, f"{PREFIX}-free_fields-value", "–")  # empty: nothing entered yet
    type_into(page, f"{PREFIX}-free_fields-value", "5")
    page.keyboard.press("Enter")
    wait_label(page, f"{PREFIX}-free_fields-value", "5")
    wait_label(page, f"{PREFIX}-line-0", "Keine Endbedingung ist erfüllt")
    # Another empty field, left with Tab instead of Enter.
    type_into(page, f"{PREFIX}-max_artworks-value", "3")
    page.keyboard.press("Tab")
    wait_label(page, f"{PREFIX}-max_artworks-value", "3")
    wait_label(page, f"{PREFIX}-line-0", "Keine Endbedingung ist erfüllt")
