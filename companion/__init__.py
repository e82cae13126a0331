"""Table Companion: the Flet app around the `scorers` rules core."""
