"""Home: the four games (new session, referee) and the sessions to continue."""

from __future__ import annotations

import flet as ft

from companion.views.common import Screen, action_button, game_name, heading, icon_button
from companion.views.context import ScreenContext
from companion.views.tables import league_entries
from companion.vm.home import HomeVM


class HomeScreen(Screen):
    def __init__(self, app: ScreenContext) -> None:
        t = app.client.t
        actions = [
            icon_button(ft.Icons.HISTORY, t("nav.history"), "nav-history",
                        lambda _e: app.go("/history")),
            icon_button(ft.Icons.BAR_CHART, t("nav.stats"), "nav-stats",
                        lambda _e: app.go("/stats")),
            icon_button(ft.Icons.SETTINGS, t("nav.settings"), "nav-settings",
                        lambda _e: app.go("/settings")),
        ]
        super().__init__(app, "/", t("app.title"), actions)
        self.vm = HomeVM(app.repo)
        self.refresh()

    def fill(self) -> list[ft.Control]:
        t, app = self.t, self.app
        controls: list[ft.Control] = []
        unfinished = self.vm.unfinished()
        if unfinished:
            controls.append(heading(t("home.continue")))
            for row in unfinished:
                controls.append(ft.Semantics(
                    identifier=f"continue-{row.session_id}", button=True,
                    content=ft.ListTile(
                        leading=ft.Icon(ft.Icons.PLAY_CIRCLE_OUTLINE),
                        title=ft.Text(game_name(app, row.game)),
                        subtitle=ft.Text(f"{row.players} · {row.updated}"),
                        on_click=lambda _e, sid=row.session_id: app.go(f"/session/{sid}"))))
        controls.append(heading(t("home.games")))
        viewer = not app.client.access.can_edit
        if viewer:  # said before a form is filled, not refused after it
            controls.append(ft.Semantics(identifier="view-only", content=ft.Text(
                t("home.view_only"), color=ft.Colors.ERROR)))
        for card in self.vm.games():
            buttons: list[ft.Control] = [action_button(
                t("home.new_session"), f"new-{card.game}",
                lambda _e, g=card.game: app.go(f"/new/{g}"), icon=ft.Icons.ADD, filled=True,
                disabled=viewer)]
            buttons.append(action_button(
                t("home.referee"), f"referee-{card.game}",
                lambda _e, g=card.game: app.go(f"/referee/{g}"), icon=ft.Icons.GAVEL))
            controls.append(ft.Card(content=ft.Container(padding=12, content=ft.Column([
                ft.Text(game_name(app, card.game), size=20, weight=ft.FontWeight.BOLD),
                ft.Text(t("home.players", count=card.players)),
                ft.Row(buttons, wrap=True),
            ]))))
        controls.append(ft.Divider())
        for route, key, icon in (("/players", "nav.players", ft.Icons.PEOPLE),
                                 ("/live", "nav.live", ft.Icons.QR_CODE),
                                 ("/about", "nav.about", ft.Icons.INFO_OUTLINE)):
            controls.append(ft.Semantics(identifier=f"nav-{route[1:]}", button=True,
                                         content=ft.ListTile(
                leading=ft.Icon(icon), title=ft.Text(t(key)),
                on_click=lambda _e, r=route: app.go(r))))
        controls += league_entries(app)
        return controls


def build(app: ScreenContext, _arg: str | None) -> HomeScreen:
    return HomeScreen(app)
