"""The projector view of a league night's standings: read-only, large type, laid out for a
landscape screen read from across the room. It follows the evening live as Standings does
(a `Changed` message on the lists' topic reloads it)."""

from __future__ import annotations

import flet as ft

from companion.views.common import LIVE_DELAY, RouteScreen, game_name
from companion.views.context import ScreenContext
from companion.views.layout import Share, readable
from companion.views.standings import columns, player_parts, table_lines
from companion.views.tables import evening_title

WIDE: Share = {"xs": 12, "xl": 10, "xxl": 8}
"""The projector's column: more of the screen than a reading column, the type being large."""
TITLE, TEXT = 40, 30
"""Font sizes (px): the evening's name, everything else."""
NAME, OTHER = 300, 250
"""The players' table: the names' column and every other one (px); three games' columns
fit the 1111 px of the column at 1366 px with the tables and games won."""


class ProjectorScreen(RouteScreen):
    redraw_delay = LIVE_DELAY

    def __init__(self, app: ScreenContext, evening_id: str | None) -> None:
        route = f"/projector/{evening_id}" if evening_id else "/projector"
        self.evening_id = evening_id
        super().__init__(app, route, app.t("league.projector"))
        self.view.controls = [readable(self.body, WIDE)]

    def draw(self) -> list[ft.Control]:
        t = self.t
        vm = self.app.standings_vm(self.evening_id)
        if vm.evening is None:
            return [ft.Text(t("league.no_evening"), size=TEXT)]
        controls: list[ft.Control] = [ft.Semantics(identifier="projector-title", content=ft.Text(
            evening_title(self.app, vm.evening), size=TITLE,
            weight=ft.FontWeight.BOLD))]
        for table in vm.tables:
            title = t("league.table", number=table.table)
            lines = table_lines(vm, table)
            controls.append(ft.Semantics(
                identifier=f"projector-table-{table.table}", container=True,
                label=f"{title}: {'; '.join(lines)}", content=ft.Row([
                    ft.Container(ft.Text(title, size=TEXT, weight=ft.FontWeight.BOLD),
                                 width=NAME),
                    ft.Text("; ".join(lines), size=TEXT, expand=True)],
                    vertical_alignment=ft.CrossAxisAlignment.START)))
        controls.append(ft.Divider())
        shown = columns(vm)
        controls.append(ft.Row([ft.Container(ft.Text(head, size=TEXT, weight=ft.FontWeight.BOLD),
                                             width=NAME if key == "name" else OTHER)
                                for key, head, _width in shown], spacing=0))
        for player in vm.players:
            parts = player_parts(vm, player, lambda game: game_name(self.app, game))
            name: list[ft.Control] = [ft.Container(
                ft.Text(player.name, size=TEXT, weight=ft.FontWeight.BOLD), width=NAME)]
            controls.append(ft.Semantics(
                identifier=f"projector-{player.name}", container=True,
                label=f"{player.name}: {' · '.join(parts.values())}", content=ft.Row(
                    name + [ft.Container(ft.Text(parts.get(key, ""), size=TEXT), width=OTHER)
                       for key, _head, _width in shown[1:]], spacing=0)))
        return controls


def build(app: ScreenContext, arg: str | None) -> ProjectorScreen:
    return ProjectorScreen(app, arg)
