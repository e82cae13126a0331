"""Spandau 1780: the final reveal on the score sheet and the referee's calculators."""

from companion.games.rules_call import RulesCaller

RULES = RulesCaller("SP80-VAL")
"""How this game's screens call its rules core without ever raising at a person; a shape
no VAL rule names cites SP80-VAL. Declared before the plugin is imported: its screens use it."""

from companion.games.spandau.plugin import SpandauPlugin  # noqa: E402

PLUGIN = SpandauPlugin()

__all__ = ["PLUGIN", "RULES"]
