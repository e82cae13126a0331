"""Spitzer: the score sheet with the 42-point peg board, and the referee tools."""

from companion.games.spitzer.plugin import SpitzerPlugin

PLUGIN = SpitzerPlugin()

__all__ = ["PLUGIN"]
