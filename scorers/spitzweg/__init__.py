"""Das Spitzweg-Spiel: exhibitions, placement legality, scoring (docs/rules/spitzweg.md)."""

from scorers.spitzweg.layout import check_layout
from scorers.spitzweg.ops import OPS
from scorers.spitzweg.scoring import score_exhibition
from scorers.spitzweg.setup import target, targets
from scorers.spitzweg.solver import closing_turns, legal_turns, solve
from scorers.spitzweg.turn import after_turn, check_turn

__all__ = [
    "OPS", "after_turn", "check_layout", "check_turn", "closing_turns", "legal_turns",
    "score_exhibition", "solve", "target", "targets",
]
