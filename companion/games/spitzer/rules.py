"""How the Spitzer screens call the rules core."""

from companion.games.rules_call import RulesCaller

RULES = RulesCaller("SPZ-VAL")
"""How this game's screens call its rules core without ever raising at a person; a shape
no VAL rule names cites SPZ-VAL."""
