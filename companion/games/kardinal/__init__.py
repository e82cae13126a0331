"""Kardinal & König: the Abrechnungstabelle and the take checker (referee)."""

from companion.games.rules_call import RulesCaller

RULES = RulesCaller("KK-VAL")
"""How this game's screens call its rules core without ever raising at a person; a shape
no VAL rule names cites KK-VAL. Declared before the plugin is imported: its screens use it."""

from companion.games.kardinal.plugin import KardinalPlugin  # noqa: E402

PLUGIN = KardinalPlugin()

__all__ = ["PLUGIN", "RULES"]
