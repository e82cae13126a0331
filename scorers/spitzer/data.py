"""Spitzer rules data: the deck, trump and fail order, card points, the scoring table, the board.

Every number the logic needs lives here (docs/rules/spitzer.md).
"""

from __future__ import annotations

PLAYERS = 4
"""Exactly four players (SPZ-DEAL-1)."""
HAND_SIZE = 8
"""Cards per player, and tricks per hand (SPZ-DEAL-4, SPZ-PLAY-1)."""
TRICK_SIZE = 4

RANKS = ("A", "10", "K", "Q", "J", "9", "8", "7")
SUITS = ("C", "S", "H", "D")
FAIL_SUITS = ("C", "S", "H")
"""Suits that can be called (SPZ-CALL-5): the ace of diamonds is a trump."""
TRUMP = "T"
"""The effective suit of every trump card, whatever suit is printed on it (SPZ-FOLLOW-1)."""

DECK: tuple[str, ...] = tuple(rank + suit for suit in SUITS for rank in RANKS)
"""The 32 cards (SPZ-DECK-1)."""

TRUMP_ORDER: tuple[str, ...] = (
    "QC", "7D", "QS", "QH", "QD", "JC", "JS", "JH", "JD", "AD", "10D", "KD", "9D", "8D",
)
"""The 14 trumps, highest first (SPZ-DECK-2, §1.1): Big Queen, Spitzer, Little Queen, ..."""
FAIL_ORDER = ("A", "10", "K", "9", "8", "7")
"""Fail ranks, highest first (SPZ-DECK-3, §1.2)."""

RANK_POINTS = {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}
"""Trick points by rank, the same in every suit (§1.3)."""
DECK_POINTS = 120

BIG_QUEEN = "QC"
BLACK_QUEENS = ("QC", "QS")
"""The holder of both plays alone or calls a partner (SPZ-CALL-5..9)."""


def _rank(card: str) -> str:
    return card[:-1]


POINTS: dict[str, int] = {card: RANK_POINTS[_rank(card)] for card in DECK}
"""Trick points of every card (§1.3, SPZ-TRICK-2)."""
EFFECTIVE_SUIT: dict[str, str] = {
    card: TRUMP if card in TRUMP_ORDER else card[-1] for card in DECK
}
"""``TRUMP`` for the 14 trumps, else the printed fail suit (SPZ-FOLLOW-1)."""
POWER: dict[str, int] = {
    card: len(FAIL_ORDER) + len(TRUMP_ORDER) - TRUMP_ORDER.index(card) for card in TRUMP_ORDER
} | {
    rank + suit: len(FAIL_ORDER) - FAIL_ORDER.index(rank)
    for suit in FAIL_SUITS for rank in FAIL_ORDER
}
"""Trick-taking strength: any trump beats any fail card, then §1.1 / §1.2 order (SPZ-TRICK-1)."""
FAIL_ACES = tuple("A" + suit for suit in FAIL_SUITS)

COLUMNS = ("NO_TRICKS", "P0_30", "P31_60", "P61_89", "P90_120", "ALL_TRICKS")
"""The six result columns of the scoring table, from the calling side's view (§6)."""
ROWS: dict[str, tuple[int | None, ...]] = {
    "NORMAL_OR_CALL": (None, -9, -6, 3, 6, 9),
    "SCHNEIDER_PARTNER": (-18, -15, -12, -9, 9, 12),
    "STEALER": (None, -9, -6, 9, 12, 15),
    "ZOLA": (-15, -12, -9, 18, 27, 36),
    "ZOLA_SCHNEIDER": (-42, -36, -24, -18, 36, 39),
    "ZOLA_SCHNEIDER_SCHWARTZ": (-42, -42, -39, -33, -27, 54),
}
"""Game points by row and column (SPZ-SCORE-2). ``None`` = cannot happen (SPZ-VAL-5)."""
HYPOTHETICAL: dict[str, tuple[int, ...]] = {
    "SCHNEIDER_PARTNER": (0, 1), "ZOLA_SCHNEIDER": (0, 1), "ZOLA_SCHNEIDER_SCHWARTZ": (0, 1, 2),
}
"""The source's bracketed, "almost impossible" cells: still scored as listed (A-13)."""

HAND_TYPES = (
    "normal", "call", "schneider", "stealer", "zola", "zola_schneider", "zola_schneider_schwartz",
)
ROW_OF_TYPE = {
    "normal": "NORMAL_OR_CALL", "call": "NORMAL_OR_CALL", "schneider": "SCHNEIDER_PARTNER",
    "stealer": "STEALER", "zola": "ZOLA", "zola_schneider": "ZOLA_SCHNEIDER",
    "zola_schneider_schwartz": "ZOLA_SCHNEIDER_SCHWARTZ",
}
SIDE_SIZE = {
    "normal": 2, "call": 2, "schneider": 2, "stealer": 1,
    "zola": 1, "zola_schneider": 1, "zola_schneider_schwartz": 1,
}
"""Calling-side size by hand type (SPZ-CALL-11..16; CONTRACT clarifications)."""
ALONE_WITH_ALL_TRICKS = ("call", "schneider")
"""A first-trick caller who takes every trick has no partner (SPZ-CALL-14, A-5)."""
CLUB_QUEEN_ON_SIDE = ("normal", "call", "stealer")
"""Hand types whose calling side always holds the club queen (SPZ-CALL-11, 13, 15)."""

BRUSH = 30
"""Highest point total of the 0–30 column; the calling side brushes with 31 (§6)."""
HALF = 60
"""Highest total of the 31–60 column: a partnership needs more than half (§3.3)."""
SCHNEIDER = 89
"""Highest total of the 61–89 column; a schneider needs 90 (§3.3)."""
MAX_POINTS_BY_TRICKS = (0, 44, 84, 100, 112, 120, 120, 120, 120)
"""The most trick points k tricks can hold: the best 4k cards (SPZ-VAL-4)."""
IMPOSSIBLE_POINTS = (1, DECK_POINTS - 1)
"""No card is worth 1 point (SPZ-VAL-2)."""

WIN_POINTS = 42
"""A game ends once someone has this many game points (SPZ-GAME-1)."""
POINTS_PER_HOLE = 3
BOARD_START = 0
BOARD_LAST = WIN_POINTS // POINTS_PER_HOLE
"""Hole 14 = 42 points; the peg stays there above 42 (A-14)."""
BOARD_WIN = BOARD_LAST + 1
"""The ``win`` hole, for the game's winner only."""
STAKE_CENTS = 100
PER_POINT_CENTS = 5
"""Default payout amounts (SPZ-VAR-5, SPZ-PAY-1)."""
