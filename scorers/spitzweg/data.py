"""Spitzweg rules data (SPW-SETUP)."""

MIN_PLAYERS = 2
MAX_PLAYERS = 4
FIRST_TARGET = {2: 8, 3: 14, 4: 14}
"""Target of the first exhibition by player count; each later one is one more (SPW-SETUP-6)."""
