"""Spitzer: calls, legal cards, tricks, hand scoring, the board (docs/rules/spitzer.md)."""

from scorers.spitzer.calls import ace_call_suits, call_violations, check_call
from scorers.spitzer.game import payout, peg, score_game, standing
from scorers.spitzer.ops import OPS
from scorers.spitzer.play import check_play, legal, legal_cards, trick_winner, winning_index
from scorers.spitzer.referee import record_hand
from scorers.spitzer.scoring import column, score_hand

__all__ = [
    "OPS", "ace_call_suits", "call_violations", "check_call", "check_play", "column", "legal",
    "legal_cards", "payout", "peg", "record_hand", "score_game", "score_hand", "standing",
    "trick_winner", "winning_index",
]
