"""Kardinal positions for the tests: requests built from a few counts."""

from __future__ import annotations

from typing import Any

from scorers.kardinal.data import COUNTRY_CARDS

NAMES = ("Andreas", "Beate", "Claus", "Dora", "Emil", "Franz")


def players(*entries: dict[str, Any]) -> list[dict[str, Any]]:
    """Named player entries (Andreas, Beate, ...) from the given bodies."""
    return [{"name": NAMES[i], **entry} for i, entry in enumerate(entries)]


def one_country(country: str, *counts: int) -> dict[str, Any]:
    """A preview request where only ``country`` has cards."""
    return {"game": "kardinal", "op": "score_game", "final": False,
            "players": players(*({"cards": {country: n}} for n in counts))}


def full_game() -> dict[str, Any]:
    """A finished 3-player game: every card assigned, symbols, chains, one -2 tablet.

    Andreas takes the first share of each country, Beate the second, Claus the rest.
    """
    shares: list[dict[str, int]] = [{}, {}, {}]
    for country, total in COUNTRY_CARDS.items():
        first = total // 2
        second = (total - first) // 2
        shares[0][country], shares[1][country] = first, second
        shares[2][country] = total - first - second
    return {"game": "kardinal", "op": "score_game", "players": players(
        {"cards": shares[0], "symbols": {"france": {"cross": 4, "fan": 2}, "saxony": {"fan": 1}},
         "ships": 5,
         "coaches": 2, "minus_two": 1},
        {"cards": shares[1], "symbols": {"france": {"fan": 4}, "denmark": {"cross": 1}},
         "ships": 3, "coaches": 6},
        {"cards": shares[2], "symbols": {"saxony": {"cross": 2}}, "minus_two": 1},
    )}
