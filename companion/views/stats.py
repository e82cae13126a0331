"""Statistics: a win-rate chart and each player's record per game."""

from __future__ import annotations

import flet as ft

from companion.games.kit.controls import tid
from companion.views.common import RouteScreen, game_name, heading
from companion.views.context import ScreenContext
from companion.vm.stats import percent

CHART_WIDTH = 150


class StatsScreen(RouteScreen):
    def __init__(self, app: ScreenContext) -> None:
        super().__init__(app, "/stats", app.t("nav.stats"))

    def draw(self) -> list[ft.Control]:
        t, app = self.t, self.app
        vm = self.app.stats_vm()
        if not vm.rows:
            return [ft.Text(t("stats.empty"))]
        controls: list[ft.Control] = [heading(t("stats.win_rate"))]
        for bar in vm.chart():
            controls.append(ft.Semantics(
                identifier=f"bar-{bar.name}", label=f"{bar.name}: {bar.label}",
                content=ft.Row([
                    ft.Text(bar.name, width=72, no_wrap=True),
                    ft.Container(width=CHART_WIDTH, height=22, bgcolor=ft.Colors.SURFACE_CONTAINER,
                                 border_radius=4, content=ft.Container(
                                     width=max(2, CHART_WIDTH * bar.fraction), height=22,
                                     bgcolor=ft.Colors.PRIMARY, border_radius=4),
                                 alignment=ft.Alignment.CENTER_LEFT),
                    ft.Text(bar.label, size=12),
                ])))
        for stats in vm.rows:
            lines: list[ft.Control] = [
                tid(f"player-link-{stats.name}",
                    ft.TextButton(
                                 stats.name, icon=ft.Icons.PERSON,
                                 on_click=lambda _e, pid=stats.player_id:
                                 app.go(f"/player/{pid}"))),
                ft.Semantics(identifier=f"stats-{stats.name}", content=ft.Text(t(
                    "stats.summary", games=stats.games, wins=stats.wins,
                    rate=percent(stats.win_rate)))),
            ]
            for line in vm.games_of(stats, self.app.lang):
                lines.append(ft.Text(t("stats.per_game", game=game_name(app, line.game),
                                       games=line.games, wins=line.wins, average=line.average,
                                       best=line.best), size=13))
            controls.append(ft.Card(content=ft.Container(padding=12, content=ft.Column(lines))))
        return controls


def build(app: ScreenContext, _arg: str | None) -> StatsScreen:
    return StatsScreen(app)
