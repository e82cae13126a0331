"""Spitzweg rules data: cards, tokens, targets, the exhibition box, scoring factors.

Every number the logic needs lives here (docs/rules/spitzweg.md).
"""

from __future__ import annotations

MIN_PLAYERS = 2
MAX_PLAYERS = 4
FIRST_TARGET = {2: 8, 3: 14, 4: 14}
"""Target of the first exhibition by player count; each later one is one more (SPW-SETUP-6)."""

BORDER_COLOURS = {"R": "red", "B": "blue", "Y": "yellow", "G": "grey"}
"""Card border colours by card-code letter (§1.1). Not the token colours below."""
VALUES = tuple(range(1, 11))
JOKER = "J"
COPIES_PER_PAINTING = 2
JOKER_COUNT = 6
JOKER_POINTS = 0
"""A Joker scores nothing, in the exhibition (SPW-SCORE-2) and in a hand (A-18)."""

CARD_VALUE: dict[str, int] = {
    f"{letter}{value}": value for letter in BORDER_COLOURS for value in VALUES
} | {JOKER: JOKER_POINTS}
"""Printed value of every card code, ``"R7" -> 7``; also its points (SPW-SCORE-1)."""
CARD_COLOUR: dict[str, str | None] = {
    card: (None if card == JOKER else card[0]) for card in CARD_VALUE
}
"""Border-colour letter of every card code; ``None`` for the Joker."""

DECK_SIZE = len(BORDER_COLOURS) * len(VALUES) * COPIES_PER_PAINTING + JOKER_COUNT
"""86 cards: 80 paintings and 6 Jokers (§1.1). The closed exhibitions of one game hold
at least their targets together, so they can never need more (SPW-VAL-5)."""

TOKEN_COLOURS = ("yellow", "white", "grey", "purple")
TOKENS_PER_PLAYER = 20

BOX = (8, 5)
"""Largest bounding box, columns x rows (SPW-PLACE-2); A-13 fixes the orientation."""
MIN_LINE = 2
"""A line is 2+ orthogonally adjacent cards (§0)."""
MIN_GROUP = 3
"""Every placed card must end in a line at least this long (SPW-PLACE-8, A-6)."""
OPENING_MIN_CARDS = 2
"""Cards an opener must place beside the start card (SPW-OPEN-3; the German text, A-1)."""
OVERFLOW_ALLOWANCE = 1
"""An exhibition may end at most this many cards over its target (SPW-CLOSE-2)."""
CLOSER_FACTOR = 2
"""The closer doubles his exhibition score (SPW-SCORE-3)."""
PAD_GAMES_TWO_PLAYERS = 2
"""The 2-player side of the score pad holds two games (§1.3, §10); the other side one."""
