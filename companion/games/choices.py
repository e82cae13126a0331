"""What a tap on a chip of a multiple choice does to the view-model's list (pure, no flet)."""

from __future__ import annotations

from typing import TypeVar

T = TypeVar("T")


def toggle(chosen: list[T], item: T, limit: int | None = None) -> None:
    """``item`` leaves ``chosen`` when it is in it, else joins it at the end, unless
    ``limit`` items are chosen already (then the tap does nothing).

    >>> hand = ["AC", "7H"]
    >>> toggle(hand, "7H"); toggle(hand, "KS"); toggle(hand, "QD", limit=2); hand
    ['AC', 'KS']
    """
    if item in chosen:
        chosen.remove(item)
    elif limit is None or len(chosen) < limit:
        chosen.append(item)
