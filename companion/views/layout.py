"""How screens use a wide window (the host's laptop, a projector) and still fit a phone.

Every screen's content stands in one centered column of a readable width: the whole window
on a phone or a small tablet, 10, 8 or 6 of 12 parts of it from Flet's breakpoints ``lg``
(992 px), ``xl`` (1200 px) and ``xxl`` (1400 px) on. So no line grows wider than about
960 px on a 1920 px screen, and a phone (390 px) looks as before. The browser sizes the
column (`ft.ResponsiveRow`), so a window resized or a phone turned needs no redraw.

Small print (a caption, a hint) uses the theme's small styles (`small`, `caption`): 12 and
11 px on a phone, 14 px on a wide window (`text_theme`), where the screen is read from
further away. The app sets the theme for the window's width and again when it is resized
across ``WIDE``.
"""

from __future__ import annotations

import flet as ft

from companion.games.kit.controls import WIDE, caption, is_wide, small

__all__ = ["CARDS", "LINE", "READABLE", "WIDE", "Share", "caption", "is_wide", "readable",
           "small", "text_theme"]

Share = dict[str | ft.ResponsiveRowBreakpoint, int | float]
"""A control's share of a `ft.ResponsiveRow` (12 parts) per breakpoint."""

READABLE: Share = {"xs": 12, "lg": 10, "xl": 8, "xxl": 6}
"""The content column's share of the window (12 parts) per breakpoint."""
CARDS: Share = {"xs": 12, "md": 6}
"""Home's game cards: one per row on a phone, two side by side from 768 px on."""
LINE = 20 / 14
"""Line height of 14 px text (the Material body style's): a 14 px line is 20 px high."""


def readable(content: ft.Control, share: Share | None = None) -> ft.Control:
    """``content`` in the centered column of readable width (``share`` of the window's 12
    parts per breakpoint, `READABLE` by default)."""
    return ft.ResponsiveRow([ft.Container(content, col=share or READABLE)],
                            alignment=ft.MainAxisAlignment.CENTER, spacing=0, run_spacing=0)


def text_theme(wide: bool) -> ft.TextTheme | None:
    """The small styles at 14 px with a 20 px line on a wide window; Material's own (12 and
    11 px) on a phone."""
    if not wide:
        return None
    style = ft.TextStyle(size=14, height=LINE)
    return ft.TextTheme(body_small=style, label_small=style)
