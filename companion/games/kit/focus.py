"""Where the keyboard is, plain to see: a thick `FOCUS` border on the focused text field
(the buttons' ring is the app theme's, `companion.theme`)."""

from __future__ import annotations

from typing import TypeVar

import flet as ft

from companion.games.kit.colours import FOCUS

RING = 3
"""The focus ring's width, in logical pixels."""
Field = TypeVar("Field", bound=ft.TextField)


def focused_field(field: Field, colour: str | None = None, width: float | None = None
                  ) -> Field:
    """``field`` with its border (``colour`` and ``width`` when given, else the theme's)
    and a thick `FOCUS` one while it has the keyboard."""
    side = ft.BorderSide(width or 1, colour) if colour else None
    field.border = {ft.ControlState.FOCUSED: ft.OutlineInputBorder(
                        side=ft.BorderSide(RING, FOCUS)),
                    ft.ControlState.DEFAULT: ft.OutlineInputBorder(side=side)}
    return field
