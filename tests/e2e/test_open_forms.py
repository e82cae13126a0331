"""Two phones at one Spitzer sheet (issue 19): phone A fills in a hand while phone B saves
three hands. A's form stays open with what was chosen and typed, follows the deal, and A's
hand is stored exactly once. When B changes the very hand A is editing, A's form says so and
reloads it on a tap. No tap or typing is repeated.

The table is shared (``--host 0.0.0.0`` with a PIN): phone A is the computer serving it
(127.0.0.1), phone B a phone on the Wi-Fi (127.0.0.2, `tests.e2e.phones`) that unlocked
editing with the table's PIN."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.e2e.browser import (
    chosen,
    go_to,
    gone,
    kept_page,
    phone_url,
    present,
    start_session,
    tap,
    wait_label,
)
from tests.e2e.spitzer_sheet import NAMES, open_hand, save_hand, type_number
from tests.e2e.spitzweg_sheet import PIN, unlock

pytestmark = pytest.mark.e2e


@pytest.fixture(scope="module")
def phone_a(browser: Browser, pin_server: str) -> Iterator[Page]:
    """The computer serving the table (it edits without the PIN), loaded once."""
    with kept_page(browser, pin_server) as page:
        yield page


@pytest.fixture(scope="module")
def phone_b(browser: Browser, pin_server: str) -> Iterator[Page]:
    """A phone on the Wi-Fi (127.0.0.2) that entered the table's PIN, loaded once."""
    with kept_page(browser, phone_url(pin_server)) as page:
        unlock(page, PIN)
        yield page


def test_a_hand_form_survives_three_hands_saved_on_another_phone(phone_a: Page,
                                                                  phone_b: Page) -> None:
    session_id = start_session(phone_a, "spitzer", NAMES, "spitzer-add-hand", 30_000)
    go_to(phone_b, f"/session/{session_id}", ready="spitzer-add-hand")

    open_hand(phone_a, "normal", (0, 2))  # Anna and Carl
    type_number(phone_a, "spitzer-form-points", 75)
    for number in (1, 2, 3):  # Ben and Dora make 61 each time: +3 each
        open_hand(phone_b, "normal", (1, 3))
        save_hand(phone_b)
        wait_label(phone_a, "spitzer-total-1", re.compile(rf"\b{3 * number}$"))

    present(phone_a, "spitzer-form-save")  # still open on phone A, as it was left
    chosen(phone_a, "spitzer-form-side-0")
    chosen(phone_a, "spitzer-form-side-2")
    wait_label(phone_a, "spitzer-form-points-value", re.compile(r"^75$"))
    chosen(phone_a, "spitzer-form-dealer-3")  # the fourth hand: Dora deals
    save_hand(phone_a)
    for phone in (phone_a, phone_b):  # A's hand counted once: +3 for Anna and Carl
        wait_label(phone, "spitzer-total-0", re.compile(r"^Anna 3$"))
        wait_label(phone, "spitzer-total-2", re.compile(r"^Carl 3$"))
        wait_label(phone, "spitzer-total-1", re.compile(r"^Ben 9$"))


def edit_first_hand(page: Page) -> None:
    """Open the sheet's only hand for editing (its test id names its stored row)."""
    button = page.locator('[flt-semantics-identifier^="spitzer-edit-"]')
    expect(button).to_have_count(1)
    tap(page, button.first.get_attribute("flt-semantics-identifier") or "")
    present(page, "spitzer-form-save")


def test_a_hand_changed_on_another_phone_is_told_and_reloaded(phone_a: Page,
                                                               phone_b: Page) -> None:
    go_to(phone_a, "/", ready="new-spitzer")
    session_id = start_session(phone_a, "spitzer", NAMES, "spitzer-add-hand", 30_000)
    open_hand(phone_a, "normal", (0, 2))  # Anna and Carl, 4 tricks / 61
    save_hand(phone_a)
    go_to(phone_b, f"/session/{session_id}", ready="spitzer-add-hand")

    edit_first_hand(phone_a)
    type_number(phone_a, "spitzer-form-points", 70)  # typed on A, not saved
    edit_first_hand(phone_b)
    type_number(phone_b, "spitzer-form-points", 90)
    save_hand(phone_b)

    notice = wait_label(phone_a, "spitzer-form-stale", "Another phone changed this hand")
    assert "Reload" in notice
    wait_label(phone_a, "spitzer-form-points-value", re.compile(r"^70$"))  # A's typing stays
    tap(phone_a, "spitzer-form-stale-reload")
    wait_label(phone_a, "spitzer-form-points-value", re.compile(r"^90$"))  # B's hand, stored
    gone(phone_a, "spitzer-form-stale")
    save_hand(phone_a)
    for phone in (phone_a, phone_b):  # still one hand on the sheet
        expect(phone.locator('[flt-semantics-identifier^="spitzer-row-"]')).to_have_count(1)
