"""Kardinal & König (card game) (shared/rules/kardinal.md)."""

from scorers.kardinal.ops import OPS

__all__ = ["OPS"]
