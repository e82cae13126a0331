"""A tap on a chip of a multiple choice (the Spitzer hand and trick, the Spandau end rules)."""

from __future__ import annotations

import doctest

from companion.games import choices
from companion.games.choices import toggle


def test_a_tap_adds_or_removes_and_a_full_choice_takes_no_more() -> None:
    chosen: list[str] = []
    for card in ("AC", "KS", "7H"):
        toggle(chosen, card, limit=2)
    assert chosen == ["AC", "KS"]  # the third is refused, not swapped in
    toggle(chosen, "AC", limit=2)
    toggle(chosen, "7H", limit=2)
    assert chosen == ["KS", "7H"]
    toggle(chosen, "KS")
    assert chosen == ["7H"]


def test_the_docstring_example_holds() -> None:
    assert doctest.testmod(choices).failed == 0
