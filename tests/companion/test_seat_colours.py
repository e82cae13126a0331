"""Seats at one table get colours told apart: at least ΔE00 20 from each other, whatever
colours the players chose before (red next to deep orange was 7.8)."""

from __future__ import annotations

import itertools
import random

from companion.ciede2000 import distance
from companion.colours import PALETTE, SEAT_DISTANCE, table_colours

CHOICES = (*PALETTE, None)


def least_apart(colours: dict[str, str]) -> float:
    return min(distance(a, b) for a, b in itertools.combinations(colours.values(), 2))


def test_every_three_seat_table_is_told_apart() -> None:
    seats = ["a", "b", "c"]
    for stored in itertools.product(CHOICES, repeat=3):
        colours = table_colours(seats, dict(zip(seats, stored, strict=True)))
        assert least_apart(colours) >= SEAT_DISTANCE, stored


def test_four_and_five_seat_tables_are_told_apart() -> None:
    rng = random.Random(35)
    for size in (4, 5):
        seats = [f"p{i}" for i in range(size)]
        for _ in range(1500):
            stored = {pid: rng.choice(CHOICES) for pid in seats}
            assert least_apart(table_colours(seats, stored)) >= SEAT_DISTANCE, stored


def test_red_and_deep_orange_never_sit_together() -> None:
    colours = table_colours(["ida", "hans"], {"ida": "#C62828", "hans": "#BF360C"})
    assert colours["ida"] == "#C62828", "the first seat keeps its own colour"
    assert distance(colours["ida"], colours["hans"]) >= SEAT_DISTANCE
    kept = table_colours(["ida", "hans"], {"ida": "#C62828", "hans": "#1565C0"})
    assert kept == {"ida": "#C62828", "hans": "#1565C0"}, "far enough apart: both kept"
