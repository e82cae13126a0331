"""Kardinal & König (card game) (docs/rules/kardinal.md)."""

from scorers.kardinal.ops import OPS

__all__ = ["OPS"]
