"""Spitzer: the score sheet with the 42-point peg board, and the referee tools."""

from companion.games.rules_call import RulesCaller

RULES = RulesCaller("SPZ-VAL")
"""How this game's screens call its rules core without ever raising at a person; a shape
no VAL rule names cites SPZ-VAL. Declared before the plugin is imported: its screens use it."""

from companion.games.spitzer.plugin import SpitzerPlugin  # noqa: E402

PLUGIN = SpitzerPlugin()

__all__ = ["PLUGIN", "RULES"]
