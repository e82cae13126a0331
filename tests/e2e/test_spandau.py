"""Spandau 1780 in a real browser: a three-player final reveal scored by taps (artworks,
counts, the winner decided on the types tie-break, the end condition), and the auction
payment calculator (a payment short of the bid, then a good sale with its new price)."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, Page, WebSocketRoute

from companion.i18n import Translator
from tests.e2e.browser import (
    PHONE,
    WAIT_MS,
    chosen,
    go_to,
    gone,
    label_of,
    present,
    reveal,
    start_session,
    tap,
    visit,
    wait_label,
    wait_text,
)

pytestmark = pytest.mark.e2e
EN = Translator("en")

NAMES = ("Anna", "Ben", "Cleo")
REVEALS = (
    # (type, number, genuine) per player, as the cards are turned over at the table.
    ((1, 1, True), (2, 1, True), (3, 2, False)),   # 2 genuine of 2 types
    ((3, 1, True), (3, 3, True), (1, 1, False)),   # 2 genuine of 1 type
    ((4, 1, True),),
)
COUNTS = (  # owned, genuine, forged, types, rank
    (3, 2, 1, 2, 1),
    (3, 2, 1, 1, 2),
    (1, 1, 0, 1, 3),
)
STATS = ("owned", "genuine", "forged", "types", "rank")


def pick(page: Page, identifier: str) -> None:
    """Tap a chip and wait until it shows as chosen (every tap redraws the sheet: the next
    tap waits for the new frame)."""
    tap(page, identifier)
    chosen(page, identifier)


def step_to(page: Page, stepper: str, value: int, start: int) -> None:
    """Tap a stepper's + from ``start`` up to ``value``, waiting for each new value."""
    for shown in range(start + 1, value + 1):
        tap(page, f"{stepper}-plus")
        wait_label(page, f"{stepper}-value", re.compile(rf"^{shown}$"))


def enter_reveal(page: Page, seat: int, artworks: tuple[tuple[int, int, bool], ...]) -> None:
    tap(page, f"spandau-edit-{seat}")
    pick(page, "spandau-form-mode-artworks")
    for index, (kind, number, genuine) in enumerate(artworks):
        pick(page, f"spandau-form-type-{kind}")
        pick(page, f"spandau-form-number-{number}")
        pick(page, "spandau-form-genuine" if genuine else "spandau-form-forged")
        tap(page, "spandau-form-add")
        present(page, f"spandau-form-art-{index}")
    tap(page, "spandau-form-save")
    present(page, f"spandau-art-{seat}-{len(artworks) - 1}")


def test_final_reveal_scored_by_taps(app_page: Page) -> None:
    page = app_page
    go_to(page, "/", "new-spandau")
    start_session(page, "spandau", NAMES, "spandau-edit-0")
    for seat, artworks in enumerate(REVEALS):
        enter_reveal(page, seat, artworks)

    for seat, counts in enumerate(COUNTS):
        for stat, value in zip(STATS, counts, strict=True):
            caption = EN.t(f"spandau.stat.{stat}", count=value)  # "1 type", "2 types"
            assert label_of(page, f"spandau-{stat}-{seat}") == f"{value} {caption}"
    assert "Forged" in label_of(page, "spandau-art-0-2")
    assert "3-2" in label_of(page, "spandau-art-0-2")
    assert "Genuine" in label_of(page, "spandau-art-1-1")

    banner = wait_label(page, "spandau-winner", "Winner: Anna")
    assert "Anna, Ben tie on 2 genuine artworks" in banner
    assert "Anna has the most different types (2)" in banner
    tap(page, "spandau-winner")  # the banner opens how the winner was found
    wait_text(page, "Ben: 1 type")
    wait_text(page, "SP80-SCORE-2")
    page.keyboard.press("Escape")

    tap(page, "spandau-end-edit")
    pick(page, "spandau-end-pick-5")
    step_to(page, "spandau-end-round", 3, 0)
    tap(page, "spandau-end-save")
    ended = wait_label(page, "spandau-end-result", "The game is over")
    assert "E5 (the last artwork was auctioned)" in ended
    assert "round 3" in ended

    visit(page, page.url)  # stored, not just drawn: the same sheet after a reload
    assert wait_label(page, "spandau-genuine-1", "2 genuine") == "2 genuine"
    assert "Winner: Anna" in label_of(page, "spandau-winner")
    tap(page, "finish")
    wait_label(page, "session-state", "finished")


class HeldAnswers:
    """The page's connection to the server, with the server's answers held back on demand
    (a slow Wi-Fi at the table): what the browser sends still goes straight through."""

    def __init__(self) -> None:
        self.holding = False
        self.held: list[str | bytes] = []
        self.page: WebSocketRoute | None = None

    def route(self, page: WebSocketRoute) -> None:
        self.page = page
        server = page.connect_to_server()
        page.on_message(server.send)
        server.on_message(self._answer)

    def _answer(self, message: str | bytes) -> None:
        if self.holding:
            self.held.append(message)
        elif self.page is not None:
            self.page.send(message)

    def release(self) -> None:
        self.holding = False
        assert self.page is not None
        for message in self.held:
            self.page.send(message)
        self.held.clear()


def test_add_tapped_before_the_screen_caught_up_adds(browser: Browser, server: str) -> None:
    """Type, number and genuine picked, then Add tapped before the server's answer to the
    last pick reached the browser: Add was still disabled there, and the tap was lost (a
    second tap added the artwork: "two quick taps kept one artwork"). Add is never
    disabled now, and the server takes the taps in order."""
    context = browser.new_context(viewport=PHONE)
    context.set_default_timeout(WAIT_MS)
    answers = HeldAnswers()
    context.route_web_socket(re.compile(r"/ws$"), answers.route)
    page = context.new_page()
    visit(page, server)
    start_session(page, "spandau", NAMES[:2], "spandau-edit-0")
    tap(page, "spandau-edit-0")
    pick(page, "spandau-form-mode-artworks")
    pick(page, "spandau-form-type-6")
    pick(page, "spandau-form-number-2")
    reveal(page, present(page, "spandau-form-add"))
    answers.holding = True
    tap(page, "spandau-form-forged")
    tap(page, "spandau-form-add")
    answers.release()
    assert "6-2" in label_of(page, "spandau-form-art-0")
    tap(page, "spandau-form-save")
    assert "6-2" in label_of(page, "spandau-art-0-0")


def test_auction_payment_short_then_paid_with_a_sale(app_page: Page) -> None:
    page = app_page
    go_to(page, "/referee/spandau", "spandau-pay-bid-plus")
    step_to(page, "spandau-pay-bid", 6, 1)
    step_to(page, "spandau-pay-coins", 2, 0)
    fault = wait_label(page, "spandau-pay-fault-0", "SP80-PAY-1")
    assert "reaches 2 coins, short of the bid of 6" in fault
    assert "Not OK" in label_of(page, "spandau-pay-verdict")

    pick(page, "spandau-pay-good-wheat")
    step_to(page, "spandau-pay-wheat-stock", 3, 0)
    step_to(page, "spandau-pay-wheat-price", 3, 1)
    step_to(page, "spandau-pay-wheat-sell", 2, 0)
    assert wait_label(page, "spandau-pay-verdict", re.compile("^OK$")) == "OK"
    gone(page, "spandau-pay-fault-0")
    assert "Paid: 8 coins for a bid of 6 (goods sold: 6)" in label_of(page, "spandau-pay-line-0")
    assert label_of(page, "spandau-pay-line-1") == (
        "Wheat (grain): stock 3 → 1, price 3 → 1")
