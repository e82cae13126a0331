"""Sharing a finished game: the result card (text and PNG) and the BG Stats export."""
