"""Spandau 1780: the final reveal on the score sheet and the referee's calculators."""

from companion.games.spandau.plugin import SpandauPlugin

PLUGIN = SpandauPlugin()

__all__ = ["PLUGIN"]
