"""A phone's keyboard: a number field's keyboard has a done key, which keeps the typed number
and puts the keyboard away, so the sheet shows whole again (on a computer Enter keeps the
keyboard in the field instead, `test_keyboard`; that a phone's field asks for number keys is
a unit test's, `test_focus_ring`).

The phone is an Android phone as the browser tells it to the page (its user agent, touch):
Flutter then draws the page for Android. It joins the table from its own address with the
table's PIN, as a player's phone does."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.e2e.browser import (
    EDITING_STILL,
    FORGET_EDITING,
    PHONE,
    WAIT_MS,
    field_of,
    go_to,
    phone_url,
    start_session,
    still,
    wait_label,
)
from tests.e2e.spitzweg_sheet import PIN, unlock

pytestmark = pytest.mark.e2e

ANDROID = ("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) "
           "Chrome/126.0.0.0 Mobile Safari/537.36")


@pytest.fixture(scope="module")
def android(browser: Browser, pin_server: str) -> Iterator[Page]:
    """A player's Android phone at the table, unlocked with the table's PIN."""
    context = browser.new_context(viewport=PHONE, user_agent=ANDROID, is_mobile=True,
                                  has_touch=True)
    context.set_default_timeout(WAIT_MS)
    page = context.new_page()
    page.goto(phone_url(pin_server, 2))
    placeholder = page.locator("flt-semantics-placeholder")
    expect(placeholder).to_be_attached(timeout=30_000)
    # A phone's browser switches the accessibility tree on where a finger taps its button.
    placeholder.evaluate("""e => { const r = e.getBoundingClientRect();
        const at = {bubbles: true, clientX: r.left + r.width / 2, clientY: r.top + r.height / 2};
        e.dispatchEvent(new PointerEvent('pointerdown', at));
        e.dispatchEvent(new PointerEvent('pointerup', at));
        e.dispatchEvent(new MouseEvent('click', at)); }""")
    expect(page.locator("flt-semantics").first).to_be_attached()
    unlock(page, PIN)
    yield page
    context.close()


def test_the_done_key_keeps_the_number_and_puts_the_keyboard_away(android: Page) -> None:
    page = android
    go_to(page, "/", "new-kardinal")
    start_session(page, "kardinal", ("Anna", "Ben", "Cleo"), "kk-cards-0-france-plus")
    field = field_of(page, "kk-cards-0-france-value")
    still(page)
    assert field.evaluate(FORGET_EDITING)  # not focused yet: Flutter attaches on focus
    field.focus()
    expect(field).to_have_attribute("autocorrect", "on")  # Flutter's editing is attached
    expect(field).to_have_attribute("enterkeyhint", "done")  # the keyboard's done key
    field.evaluate(EDITING_STILL)
    field.fill("3")
    page.keyboard.press("Enter")  # the keyboard's done key
    wait_label(page, "kk-cards-0-france-value", re.compile(r"^3$"))
    wait_label(page, "kk-card-count-0", re.compile(r"^3$"))  # the sheet counted it
    expect(field).not_to_be_focused()  # the keyboard is put away
