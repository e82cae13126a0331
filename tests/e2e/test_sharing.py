"""Sharing the table, in a real browser: a view-only phone is told so before it fills a form
(New game disabled, with the reason); the PIN field takes the PIN's own length, digits only;
a wrong PIN says how many tries are left; the right PIN returns the phone to the screen it
came from."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.e2e.browser import (
    app_server,
    field_of,
    go_to,
    gone,
    kept_page,
    phone_url,
    present,
    tap,
    type_into,
    wait_text,
)

pytestmark = pytest.mark.e2e

PIN = "4826"


@pytest.fixture(scope="module")
def shared(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with app_server(tmp_path_factory.mktemp("shared"), "--host", "0.0.0.0",
                    "--pin", PIN) as (url, _process):
        yield phone_url(url)  # a phone on the Wi-Fi, not the computer serving the table


@pytest.fixture(scope="module")
def phone(browser: Browser, shared: str) -> Iterator[Page]:
    """The phone's page, loaded once: the tests move through the app on it."""
    with kept_page(browser, shared) as page:
        yield page


def test_a_view_only_phone_sees_it_before_filling_a_form(phone: Page) -> None:
    wait_text(phone, "View only: to start or change a game, enter the table PIN under Live "
                     "table.", timeout=30_000)
    node = '[flt-semantics-identifier="new-spitzer"]'
    expect(phone.locator(f'{node}[aria-disabled="true"], {node} [aria-disabled="true"]').first
           ).to_be_attached()


def test_the_pin_field_wrong_tries_and_the_way_back(phone: Page) -> None:
    go_to(phone, "/history", ready="history-since")
    tap(phone, "live-status")
    present(phone, "pin-unlock")
    gone(phone, "history-since")  # History has left: the new screen stands alone
    field = field_of(phone, "pin-field")
    tap(phone, "pin-field")
    expect(field).to_be_focused()
    expect(field).to_have_attribute("autocorrect", "on")  # Flutter's editing is attached
    phone.keyboard.type("12a34567")  # digits only, and no more than the PIN's 4
    expect(field).to_have_value("1234")
    tap(phone, "pin-unlock")
    wait_text(phone, "Wrong PIN: 4 more tries before a pause.")
    type_into(phone, "pin-field", PIN, replace=True)
    tap(phone, "pin-unlock")
    wait_text(phone, "You can edit now.")
    present(phone, "history-since")  # back where it came from: History
