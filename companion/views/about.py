"""About: version, data folder, licences (the app's and the bundled font's)."""

from __future__ import annotations

from pathlib import Path

import flet as ft

from companion.views.common import RouteScreen, heading
from companion.views.context import ScreenContext

FONT_LICENCE = Path(__file__).resolve().parents[2] / "assets" / "fonts" / "DejaVu-LICENSE.txt"


class AboutScreen(RouteScreen):
    def __init__(self, app: ScreenContext) -> None:
        super().__init__(app, "/about", app.t("nav.about"))

    def draw(self) -> list[ft.Control]:
        t = self.t
        try:
            font_licence = FONT_LICENCE.read_text(encoding="utf-8")
        except OSError:
            font_licence = t("about.font_licence_missing")
        return [
            ft.Text("Table Companion", size=24, weight=ft.FontWeight.BOLD),
            ft.Semantics(identifier="about-version",
                         content=ft.Text(t("about.version", version=self.app.version))),
            ft.Text(t("about.what")),
            heading(t("about.licences")),
            ft.Text(t("about.licence_libraries")),
            ft.ExpansionTile(title=ft.Text(t("about.font_licence")), controls=[
                ft.Text(font_licence, size=11, selectable=True)]),
        ]


def build(app: ScreenContext, _arg: str | None) -> AboutScreen:
    return AboutScreen(app)
