"""Kardinal & König: the Abrechnungstabelle and the take checker (referee)."""
