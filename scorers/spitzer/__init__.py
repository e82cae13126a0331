"""Spitzer (shared/rules/spitzer.md)."""

from scorers.spitzer.ops import OPS

__all__ = ["OPS"]
