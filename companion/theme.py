"""The app's look: teal, the app's font, no page transitions, and a focus that shows.

A keyboard (a laptop at the table, a screen reader's keys) needs to see where it is: the
focused button, switch or chip gets a thick ring of `FOCUS` besides Material's faint fill,
and every text field a thick `FOCUS` border (`focused_field`, from the kit)."""

from __future__ import annotations

import flet as ft

from companion.games.kit.colours import FOCUS
from companion.games.kit.focus import RING, focused_field

__all__ = ["app_theme", "focused_field"]

_FOCUSED = ft.ControlState.FOCUSED
_FILL = ft.Colors.with_opacity(0.28, FOCUS)


def _button_style() -> ft.ButtonStyle:
    return ft.ButtonStyle(side={_FOCUSED: ft.BorderSide(RING, FOCUS)},
                          overlay_color={_FOCUSED: _FILL})


def app_theme(font: str, transitions: ft.PageTransitionsTheme,
              texts: ft.TextTheme | None = None) -> ft.Theme:
    """``texts``: the small print's styles for the window's width (`views.layout`)."""
    style = _button_style()
    return ft.Theme(
        font_family=font, color_scheme_seed=ft.Colors.TEAL, page_transitions=transitions,
        text_theme=texts,
        focus_color=_FILL,
        button_theme=ft.ButtonTheme(style=style),
        filled_button_theme=ft.FilledButtonTheme(style=style),
        outlined_button_theme=ft.OutlinedButtonTheme(style=style),
        text_button_theme=ft.TextButtonTheme(style=style),
        icon_button_theme=ft.IconButtonTheme(style=style))
