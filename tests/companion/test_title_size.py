"""The top bar's title stays whole beside its buttons: it shrinks (never below 14 px) when
a long name meets many buttons on a phone."""

from __future__ import annotations

from companion.views.common import (
    BAR_BUTTON,
    BAR_LEADING,
    EM_PER_CHARACTER,
    TITLE_SPACING,
    title_size,
)


def test_a_short_title_keeps_its_size() -> None:
    assert title_size("Spitzweg", 390, 4) == 18


def test_a_long_title_beside_four_buttons_on_a_phone_shrinks_to_fit() -> None:
    title = "Kardinal & König"
    size = title_size(title, 390, 4)
    room = 390 - BAR_LEADING - TITLE_SPACING - 4 * BAR_BUTTON
    assert 14 <= size < 18
    assert len(title) * size * EM_PER_CHARACTER <= room + len(title) * EM_PER_CHARACTER


def test_a_wide_screen_keeps_the_full_size_and_nothing_goes_below_14() -> None:
    assert title_size("Kardinal & König", 1366, 4) == 18
    assert title_size("A very long title that cannot fit at all", 320, 5) == 14
