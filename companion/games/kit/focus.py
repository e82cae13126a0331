"""Where the keyboard is, plain to see: a thick `FOCUS` border on the focused text field
(the buttons' ring is the app theme's, `companion.theme`)."""

from __future__ import annotations

import weakref
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
    field.on_focus = _moved
    field.border = {ft.ControlState.FOCUSED: ft.OutlineInputBorder(
                        side=ft.BorderSide(RING, FOCUS)),
                    ft.ControlState.DEFAULT: ft.OutlineInputBorder(side=side)}
    return field


_MOVES: weakref.WeakKeyDictionary[ft.Page, int] = weakref.WeakKeyDictionary()
"""Per page: how often the keyboard has come to a field (the person's own taps and Tabs)."""


def _moved(event: ft.Event[ft.TextField]) -> None:
    page = event.page
    _MOVES[page] = _MOVES.get(page, 0) + 1


def focus_moves(page: ft.Page) -> int:
    """How often the keyboard has come to a field on ``page`` so far: a field that wants the
    keyboard back after a moment asks whether the person has moved on meanwhile."""
    return _MOVES.get(page, 0)
