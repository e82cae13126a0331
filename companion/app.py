"""The app's first page: the four games."""

from __future__ import annotations

import flet as ft

GAMES = (
    ("Das Spitzweg-Spiel", "2-4"),
    ("Kardinal & König", "3-5"),
    ("Spitzer", "4"),
    ("Spandau 1780", "2-4"),
)


def build(page: ft.Page) -> None:
    page.title = "Table Companion"
    page.fonts = {"DejaVu": "fonts/DejaVuSans.ttf"}
    page.theme = ft.Theme(font_family="DejaVu")
    page.add(
        ft.Text("Table Companion", size=28, weight=ft.FontWeight.BOLD),
        *[ft.ListTile(title=ft.Text(name), subtitle=ft.Text(f"{players} players"))
          for name, players in GAMES],
    )
