"""Kardinal & König: the Abrechnungstabelle and the take checker (referee)."""

from companion.games.kardinal.plugin import KardinalPlugin

PLUGIN = KardinalPlugin()

__all__ = ["PLUGIN"]
