"""Referee: a game's referee tools, usable without a session."""

from __future__ import annotations

import flet as ft

from companion.games import plugin
from companion.models import GameId
from companion.views.common import RouteScreen, short_game_name
from companion.views.context import ScreenContext


class RefereeScreen(RouteScreen):
    def __init__(self, app: ScreenContext, game: GameId) -> None:
        self.game = game
        self.context = app.referee_context(game, None)
        super().__init__(app, f"/referee/{game}",
                         f"{app.t('home.referee')}: {short_game_name(app, game)}")

    def refresh(self) -> None:
        """Referee screens keep their own state; a change elsewhere does not reset them."""

    def draw(self) -> list[ft.Control]:
        tools = plugin(self.game).referee_tools()
        if not tools:
            return [ft.Text(self.t("referee.none"))]
        if len(tools) == 1:
            return [ft.Text(self.t(tools[0].title_key), size=18, weight=ft.FontWeight.BOLD),
                    tools[0].build(self.context)]
        return [ft.ExpansionTile(title=ft.Text(self.t(tool.title_key)), expanded=index == 0,
                                 controls=[tool.build(self.context)])
                for index, tool in enumerate(tools)]


def build(app: ScreenContext, game: str | None) -> RefereeScreen:
    assert game is not None
    return RefereeScreen(app, game)  # type: ignore[arg-type]
