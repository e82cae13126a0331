"""Spitzer cards as a person reads them, in his language: "D♣" in German, "Q♣" in English.

The card codes of the data and the JSON contract (QC, 10H, 7D) stay as they are; only what
is shown changes. No flet here, so view-models can name cards too.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Mapping

SUIT_SYMBOL = {"C": "♣", "S": "♠", "H": "♥", "D": "♦"}
NAMED_RANKS = ("A", "K", "Q", "J")
"""Ranks shown by their letter in the player's language (``spitzer.rank.*``: German A, K,
D for Dame, B for Bube); 10, 9, 8, 7 are numbers in every language."""


def rank_label(rank: str, t: Callable[..., str] | None = None) -> str:
    return t(f"spitzer.rank.{rank}") if t is not None and rank in NAMED_RANKS else rank


def card_label(card: str, t: Callable[..., str] | None = None) -> str:
    """The card as the player reads it:
    >>> card_label("QC")
    'Q♣'
    """
    return f"{rank_label(card[:-1], t)}{SUIT_SYMBOL[card[-1]]}"


def cards_label(cards: Collection[str], t: Callable[..., str] | None = None) -> str:
    return " ".join(card_label(card, t) for card in cards)


_CARD_CODE = re.compile(r"\b(10|[7-9]|[AKQJ])([CSHD])\b")
_SUIT_CODE = re.compile(r"\b([CSHD])\b")


def named_cards(message: str, t: Callable[..., str] | None = None,
                names: Mapping[str, str] | None = None) -> str:
    """A rules-core message with its card and suit codes as the player reads them, and each
    player id of ``names`` (the core names a session's players by their ids) as his name:
    >>> named_cards("AS is not a trump: the hand has no H but holds a trump.")
    'A♠ is not a trump: the hand has no ♥ but holds a trump.'
    >>> named_cards("Trick 3, 48d1: The called ace AH must be played.", names={"48d1": "Cleo"})
    'Trick 3, Cleo: The called ace A♥ must be played.'
    """
    named = _CARD_CODE.sub(lambda m: card_label(m.group(0), t), message)
    named = _SUIT_CODE.sub(lambda m: SUIT_SYMBOL[m.group(1)], named)
    for pid, name in sorted((names or {}).items(), key=lambda item: -len(item[0])):
        named = named.replace(pid, name)
    return named
