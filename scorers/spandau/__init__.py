"""Spandau 1780 (shared/rules/spandau.md)."""

from scorers.spandau.ops import OPS

__all__ = ["OPS"]
