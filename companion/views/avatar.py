"""A player's initials avatar in their colour, and a name chip with it."""

from __future__ import annotations

import flet as ft

from companion.colours import initials


def avatar(name: str, colour: str, size: float = 28, identifier: str | None = None
           ) -> ft.Control:
    """White initials on the player's colour, with a light ring so it stands out on dark."""
    circle = ft.Container(
        ft.Text(initials(name), color=ft.Colors.WHITE, size=size * 0.42,
                weight=ft.FontWeight.BOLD),
        width=size, height=size, bgcolor=colour, alignment=ft.Alignment.CENTER,
        border=ft.Border.all(1.5, ft.Colors.with_opacity(0.7, ft.Colors.WHITE)),
        border_radius=ft.BorderRadius.all(size / 2), tooltip=name)
    if identifier is None:
        return circle
    return ft.Semantics(identifier=identifier, label=name, content=circle)


def name_chip(name: str, colour: str, identifier: str | None = None) -> ft.Control:
    """Avatar and name side by side (sheet headers, History)."""
    row = ft.Row([avatar(name, colour, 24), ft.Text(name, size=13)], spacing=4, tight=True)
    if identifier is None:
        return row
    return ft.Semantics(identifier=identifier, label=name, content=row)
