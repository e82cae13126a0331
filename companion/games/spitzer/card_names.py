"""Spitzer cards as a person reads them, in his language: "D♣" in German, "Q♣" in English.

The card codes of the data and the JSON contract (QC, 10H, 7D) stay as they are; only what
is shown changes. No flet here, so view-models can name cards too.
"""

from __future__ import annotations

from collections.abc import Callable, Collection

SUIT_SYMBOL = {"C": "♣", "S": "♠", "H": "♥", "D": "♦"}
NAMED_RANKS = ("A", "K", "Q", "J")
"""Ranks shown by their letter in the player's language (``spitzer.rank.*``: German A, K,
D for Dame, B for Bube); 10, 9, 8, 7 are numbers in every language."""


def rank_label(rank: str, t: Callable[..., str] | None = None) -> str:
    return t(f"spitzer.rank.{rank}") if t is not None and rank in NAMED_RANKS else rank


def card_label(card: str, t: Callable[..., str] | None = None) -> str:
    """>>> card_label("QC")
    'Q♣'
    """
    return f"{rank_label(card[:-1], t)}{SUIT_SYMBOL[card[-1]]}"


def cards_label(cards: Collection[str], t: Callable[..., str] | None = None) -> str:
    return " ".join(card_label(card, t) for card in cards)
