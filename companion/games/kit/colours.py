"""The colours every game's screens share, each readable on the light and the dark theme."""

from __future__ import annotations

import flet as ft

ERROR = "#D32F2F"
"""A broken rule: a verdict box, a refused number, the offending card."""
GOOD = "#2E7D32"
"""Allowed: a legal card, a genuine artwork, a hint where a card may go."""
PENDING = "#9E9E9E"
"""A number that cannot be computed yet."""
CELL: str = ft.Colors.SURFACE_CONTAINER_HIGHEST
"""The fill of a computed number a person may tap."""
LEADER = "#FFE082"
"""The leader's total: amber with dark text in both themes."""
LEADER_INK = "#212121"
FRAME: str = ft.Colors.OUTLINE_VARIANT
"""The thin frame around a group of cells."""
FOCUS = "#FF6F00"
"""Where the keyboard is: a thick deep-amber ring around the focused field or button,
plain to see on the light and the dark theme (`companion.theme`)."""
