"""Das Spitzweg-Spiel: the score sheet and the exhibition editor (referee)."""

from companion.games.spitzweg.plugin import SpitzwegPlugin

PLUGIN = SpitzwegPlugin()

__all__ = ["PLUGIN"]
