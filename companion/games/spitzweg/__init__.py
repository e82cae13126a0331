"""Das Spitzweg-Spiel: the score sheet and the exhibition editor (referee)."""

from companion.games.rules_call import RulesCaller

RULES = RulesCaller("SPW-VAL")
"""How this game's screens call its rules core without ever raising at a person; a shape
no VAL rule names cites SPW-VAL. Declared before the plugin is imported: its screens use it."""

from companion.games.spitzweg.plugin import SpitzwegPlugin  # noqa: E402

PLUGIN = SpitzwegPlugin()

__all__ = ["PLUGIN", "RULES"]
