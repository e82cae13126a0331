"""Das Spitzweg-Spiel: exhibitions, placement legality, scoring (shared/rules/spitzweg.md)."""

from scorers.spitzweg.ops import OPS
from scorers.spitzweg.setup import targets

__all__ = ["OPS", "targets"]
