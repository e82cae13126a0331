"""Spandau 1780 (docs/rules/spandau.md)."""

from scorers.spandau.ops import OPS

__all__ = ["OPS"]
