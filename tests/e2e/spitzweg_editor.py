"""Driving the Spitzweg exhibition editor in a real browser, counting every tap it makes.

A dispute is laid as a person does: per card, its cell and then the card in the picker
(colour and value in one tap), the token only when it changes; one tap on whose turn it is;
one tap on Check turn. Each wait below waits for the screen drawn after a tap, so the next
tap never lands on a control that is being replaced.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from playwright.sync_api import Page, ViewportSize, expect

from tests.e2e.browser import by_id, tap

PHONE_390: ViewportSize = {"width": 390, "height": 844}
"""The phone of the issue: 390 × 844."""


@dataclass
class Taps:
    """Every click the test makes on the page, by control id, in order."""

    page: Page
    done: list[str] = field(default_factory=list)

    def __call__(self, identifier: str) -> None:
        self.done.append(identifier)
        tap(self.page, identifier)

    def selected(self, identifier: str) -> None:
        """Choose a chip, as a person does: no tap when it is chosen already (a tap would
        redraw the picker, and the next tap must not land on the frame it replaces);
        otherwise tap it and wait until it shows as chosen."""
        chosen = by_id(self.page, identifier).first.locator("[aria-checked='true']")
        if chosen.count():
            return
        self(identifier)
        expect(chosen).to_have_count(1, timeout=15_000)


def lay(taps: Taps, cell: tuple[int, int], card: str, owner: str | None = None) -> None:
    """Tap the cell, the token if it changes, then the card; wait until the picker closed
    and the card lies on the cell."""
    page = taps.page
    taps(f"spw-cell-{cell[0]}-{cell[1]}")
    expect(by_id(page, f"spw-pick-{card}")).to_have_count(1, timeout=15_000)
    if owner is not None:
        taps.selected(f"spw-picker-owner-{owner}")
    taps(f"spw-pick-{card}")
    expect(by_id(page, "spw-picker")).to_have_count(0, timeout=15_000)


def start_turn(taps: Taps, colour: str, guide: str | re.Pattern[str]) -> None:
    """One tap on whose turn is disputed; wait for the guide to ask for this turn's cards."""
    taps(f"spw-turn-{colour}")
    expect(by_id(taps.page, "spw-guide")).to_contain_text(guide, timeout=15_000)
