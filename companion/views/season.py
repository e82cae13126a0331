"""The season table per game (the club's ratings over the year's evenings) and the player
page's part of it: each game's rating and its history."""

from __future__ import annotations

import flet as ft

from companion.games.kit.controls import tid
from companion.rating import Rating
from companion.views.common import RouteScreen, action_button, game_name, heading
from companion.views.context import ScreenContext
from companion.views.layout import small


def rating_text(rating: Rating) -> str:
    return f"{rating.shown:.1f}"


class SeasonScreen(RouteScreen):
    def __init__(self, app: ScreenContext, game: str | None) -> None:
        route = f"/season/{game}" if game else "/season"
        self.vm = app.season_vm()
        self.game = game if game in self.vm.history else next(iter(self.vm.games), None)
        super().__init__(app, route, app.t("season.title"))

    def draw(self) -> list[ft.Control]:
        t, app, vm = self.t, self.app, self.vm
        controls: list[ft.Control] = [heading(t("season.heading", year=vm.year)),
                                      small(t("season.what"))]
        if self.game is None:
            return [*controls, ft.Semantics(identifier="season-empty", content=ft.Text(
                t("season.empty")))]
        controls.append(ft.Row(wrap=True, controls=[action_button(
            game_name(app, game), f"season-game-{game}",
            lambda _e, g=game: app.go(f"/season/{g}"), filled=game == self.game)
            for game in vm.games]))
        controls.append(heading(t("season.table", game=game_name(app, self.game))))
        for row in vm.rows(self.game):
            text = t("season.row", place=row.place, name=row.name, rating=rating_text(row.rating),
                     count=row.games)
            controls.append(tid(f"season-{row.name}", ft.ListTile(
                dense=True, title=ft.Text(text),
                on_click=lambda _e, pid=row.player_id: app.go(f"/player/{pid}"))))
        return controls

    def refresh(self) -> None:
        self.vm = self.app.season_vm(self.vm.year)
        super().refresh()


def player_season(app: ScreenContext, player_id: str) -> list[ft.Control]:
    """The player page's season part: per game the rating now and after each finish."""
    t = app.t
    found = app.season_vm().of_player(player_id)
    if not found:
        return []
    controls: list[ft.Control] = [heading(t("season.player"))]
    for game, ratings in found.items():
        text = t("season.player_game", game=game_name(app, game),
                 rating=rating_text(ratings[-1]), count=len(ratings),
                 history=" → ".join(rating_text(r) for r in ratings))
        controls.append(ft.Semantics(identifier=f"player-season-{game}", label=text,
                                     content=ft.Text(text, size=13)))
    controls.append(action_button(t("season.title"), "player-season-table",
                                  lambda _e: app.go("/season"), icon=ft.Icons.EMOJI_EVENTS))
    return controls


def build(app: ScreenContext, arg: str | None) -> SeasonScreen:
    return SeasonScreen(app, arg)
