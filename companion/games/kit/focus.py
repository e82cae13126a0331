"""Where the keyboard is, plain to see: a thick `FOCUS` border on the focused text field
(the buttons' ring is the app theme's, `companion.theme`); and what Enter does to it."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TypeVar

import flet as ft

from companion.games.kit.colours import FOCUS

RING = 3
"""The focus ring's width, in logical pixels."""
Field = TypeVar("Field", bound=ft.TextField)
KEYBOARDS = frozenset({ft.PagePlatform.WINDOWS, ft.PagePlatform.MACOS, ft.PagePlatform.LINUX})
"""The platforms whose people type on a keyboard of keys (a browser on a computer)."""

_KEEPS: ContextVar[bool] = ContextVar("enter_keeps_focus", default=False)


def focused_field(field: Field, colour: str | None = None, width: float | None = None
                  ) -> Field:
    """``field`` with its border (``colour`` and ``width`` when given, else the theme's)
    and a thick `FOCUS` one while it has the keyboard."""
    side = ft.BorderSide(width or 1, colour) if colour else None
    field.border = {ft.ControlState.FOCUSED: ft.OutlineInputBorder(
                        side=ft.BorderSide(RING, FOCUS)),
                    ft.ControlState.DEFAULT: ft.OutlineInputBorder(side=side)}
    return field


@contextmanager
def drawing_for(page: ft.Page | None) -> Iterator[None]:
    """Draw a screen for ``page``: its number fields learn what Enter is to do there
    (`enter_keeps_focus`)."""
    token = _KEEPS.set(keys_on(page))
    try:
        yield
    finally:
        _KEEPS.reset(token)


def keys_on(page: ft.Page | None) -> bool:
    """Whether the person at ``page`` types on a keyboard of keys (a computer's browser):
    there Enter in a field submits and keeps the keyboard in it, with no answer from the
    server needed (Flet's ``shift_enter`` with one line)."""
    return getattr(page, "platform", None) in KEYBOARDS


def enter_keeps_focus() -> bool:
    """Whether Enter in a number field drawn now keeps the keyboard in it: on a computer
    the person goes on with Tab from the number they typed; on a phone (or with no page)
    the keyboard's done key puts the keyboard away, so the sheet shows whole again, and
    the field offers the phone's number keys."""
    return _KEEPS.get()
