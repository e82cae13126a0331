"""Kardinal & König rules data: countries, tablets, stones, scoring constants.

Every number the logic needs lives here (docs/rules/kardinal.md).
"""

from __future__ import annotations

from typing import Literal

MIN_PLAYERS = 3
MAX_PLAYERS = 5
"""KK-SETUP-1."""

Country = Literal["france", "saxony", "hungary", "castile", "franconia", "bavaria", "italy",
                  "england", "denmark"]
COUNTRY_CARDS: dict[Country, int] = {
    "france": 8,
    "saxony": 7,
    "hungary": 6,
    "castile": 7,
    "franconia": 7,
    "bavaria": 6,
    "italy": 6,
    "england": 5,
    "denmark": 4,
}
"""Cards N_C of every country, in score-sheet order (§1.1, A-20); 56 in all."""
COUNTRIES: tuple[Country, ...] = tuple(COUNTRY_CARDS)
COUNTRY_NAMES: dict[str, str] = {
    "france": "France", "saxony": "Saxony", "hungary": "Hungary", "castile": "Castile",
    "franconia": "Franconia", "bavaria": "Bavaria", "italy": "Italy",
    "england": "England", "denmark": "Denmark",
}
"""English names for messages."""

MAX_CIRCLES_PER_CARD = 2
"""KK_MAX_CIRCLES_PER_CARD: circle symbols one card carries at most (A-14, KK-VAL-6)."""
ROUTES_PER_CARD = 1
"""A card shows at most one ship or coach (A-15, KK-VAL-7)."""

TABLET_KINDS = ("return_stone", "three_symbols", "any_colours", "minus_two")
TABLETS_PER_KIND = 2
"""KK_TABLET_DISTRIBUTION default: 2 of each of the 4 kinds (A-5)."""
TABLET_TOTAL = 8

CHAIN_MIN = 5
"""Ships or coaches score their count from this many on (KK-SCORE-3)."""
MINUS_TWO_POINTS = -2
"""Each MINUS_TWO tablet held at the end (KK-SCORE-4, KK-LAW-5)."""

CIRCLE_LIMIT = 2
"""Circle symbols one take may hold (KK-TAKE-3)."""
CIRCLE_LIMIT_THREE_SYMBOLS = 3
"""The limit in a turn where THREE_SYMBOLS was played (KK-LAW-3)."""

STONES_PER_PLAYER = 3
"""KK-SETUP-4; owned + lost always equals this (KK-VAL-11)."""
DEPLOY_CAP: dict[int, int] = {3: 3, 4: 2, 5: 2}
"""Stones a player may have on layout cards at once, by player count (KK-STONE-2)."""
