"""A player's page (tap a name in Statistics): record per game, win rate over time, rival,
nemesis and head-to-head against everyone they met."""

from __future__ import annotations

import flet as ft

from companion.colours import PALETTE
from companion.views.avatar import avatar
from companion.views.charts import Series, running_chart
from companion.views.common import RouteScreen, game_name, heading
from companion.views.context import ScreenContext
from companion.views.season import player_season
from companion.vm.player_page import Opponent
from companion.vm.stats import percent


def figure(identifier: str, text: str, size: int = 14) -> ft.Control:
    return ft.Semantics(identifier=identifier, label=text, content=ft.Text(text, size=size))


class PlayerScreen(RouteScreen):
    def __init__(self, app: ScreenContext, player_id: str) -> None:
        self.vm = app.player_page_vm(player_id)
        super().__init__(app, f"/player/{player_id}", self.vm.name)

    def draw(self) -> list[ft.Control]:
        t, vm, app = self.t, self.vm, self.app
        stats = vm.stats()
        if stats is None:
            return [ft.Text(t("player.unknown"))]
        colour = vm.colours.get(vm.player_id) or PALETTE[0]
        controls: list[ft.Control] = [ft.Row([
            avatar(vm.name, colour, 48, identifier="player-avatar"),
            ft.Text(vm.name, size=22, weight=ft.FontWeight.BOLD)])]
        controls.append(figure("player-summary", t(
            "stats.summary", games=stats.games, wins=stats.wins, rate=percent(stats.win_rate))))
        controls += player_season(app, vm.player_id)
        if stats.games == 0:
            controls.append(ft.Text(t("stats.empty")))
            return controls
        for game, line in sorted(stats.by_game.items()):
            controls.append(figure(f"player-game-{game}", t(
                "player.per_game", game=game_name(app, game), games=line.games, wins=line.wins,
                rate=percent(line.wins / line.games if line.games else 0.0),
                average=float(line.average), best="–" if line.best is None else line.best),
                size=13))
        results = vm.results()
        controls.append(running_chart(
            "player-results", t("player.over_time"),
            [Series(vm.name, colour, tuple(round(r.rate * 100) for r in results))],
            t("player.games_axis")))
        controls.append(heading(t("player.rivals")))
        controls.append(self._rival("player-rival", "player.rival", vm.rival()))
        controls.append(self._rival("player-nemesis", "player.nemesis", vm.nemesis()))
        controls.append(heading(t("player.head_to_head")))
        for other in vm.opponents():
            controls.append(ft.Row([
                avatar(other.name, vm.colours.get(other.player_id) or PALETTE[1], 24),
                figure(f"h2h-{other.name}", t("player.h2h", name=other.name, games=other.games,
                                             wins=other.wins, losses=other.losses), 13)]))
        return controls

    def _rival(self, identifier: str, key: str, other: Opponent | None) -> ft.Control:
        t = self.t
        if other is None:
            return figure(identifier, t(key, name="–", games=0, wins=0, losses=0))
        return figure(identifier, t(key, name=other.name, games=other.games, wins=other.wins,
                                    losses=other.losses))


def build(app: ScreenContext, arg: str | None) -> PlayerScreen:
    return PlayerScreen(app, arg or "")
