"""Home: the four games (new session, referee) and the sessions to continue."""

from __future__ import annotations

from functools import partial

import flet as ft

from companion import formats
from companion.games.kit.controls import tid
from companion.games.kit.kept import Kept
from companion.views.common import (
    RouteScreen,
    action_button,
    game_name,
    heading,
    icon_button,
    nav_entry,
)
from companion.views.context import ScreenContext
from companion.views.layout import CARDS
from companion.views.tables import LINK_ICONS, league_links
from companion.vm.home import Unfinished

STRETCH = ft.CrossAxisAlignment.STRETCH


class HomeScreen(RouteScreen):
    def __init__(self, app: ScreenContext) -> None:
        t = app.t
        actions = [
            icon_button(ft.Icons.HISTORY, t("nav.history"), "nav-history",
                        lambda _e: app.go("/history")),
            icon_button(ft.Icons.BAR_CHART, t("nav.stats"), "nav-stats",
                        lambda _e: app.go("/stats")),
            icon_button(ft.Icons.SETTINGS, t("nav.settings"), "nav-settings",
                        lambda _e: app.go("/settings")),
        ]
        self.vm = app.home_vm()
        self.kept = Kept()
        super().__init__(app, "/", t("app.title"), actions)

    def draw(self) -> list[ft.Control]:
        """Each part is kept while what it shows stays the same (`Kept`): back from a
        session, the browser shows this screen before the server has heard of it, and a tap
        on it then must still reach a control that is on the page."""
        app, kept, lang = self.app, self.kept, self.app.lang
        kept.round()
        controls: list[ft.Control] = []
        unfinished = tuple(self.vm.unfinished())
        if unfinished:
            controls.append(kept.draw(("continue", lang, unfinished),
                                      partial(self._continue, unfinished)))
        viewer = not app.can_edit
        controls.append(kept.draw(("games", lang, viewer), partial(self._games, viewer)))
        links = league_links(app)
        controls.append(kept.draw(("links", lang, links), partial(self._links, links)))
        return controls

    def _continue(self, unfinished: tuple[Unfinished, ...]) -> ft.Control:
        t, app = self.t, self.app
        return ft.Column([heading(t("home.continue")), *(tid(
            f"continue-{row.session_id}",
            ft.ListTile(
                leading=ft.Icon(ft.Icons.PLAY_CIRCLE_OUTLINE),
                title=ft.Text(game_name(app, row.game)),
                subtitle=ft.Text(f"{row.players} · {formats.moment(row.updated, app.lang)}"),
                on_click=lambda _e, sid=row.session_id: app.go(f"/session/{sid}")))
            for row in unfinished)], spacing=12, horizontal_alignment=STRETCH)

    def _games(self, viewer: bool) -> ft.Control:
        t, app = self.t, self.app
        controls: list[ft.Control] = [heading(t("home.games"))]
        if viewer:  # said before a form is filled, not refused after it
            controls.append(ft.Semantics(identifier="view-only", content=ft.Text(
                t("home.view_only"), color=ft.Colors.ERROR)))
        cards: list[ft.Control] = []
        for card in self.vm.games():
            buttons: list[ft.Control] = [action_button(
                t("home.new_session"), f"new-{card.game}",
                lambda _e, g=card.game: app.go(f"/new/{g}"), icon=ft.Icons.ADD, filled=True,
                disabled=viewer)]
            buttons.append(action_button(
                t("home.referee"), f"referee-{card.game}",
                lambda _e, g=card.game: app.go(f"/referee/{g}"), icon=ft.Icons.GAVEL))
            cards.append(ft.Card(col=CARDS, content=ft.Container(padding=12, content=ft.Column([
                ft.Text(game_name(app, card.game), size=20, weight=ft.FontWeight.BOLD),
                ft.Text(t("home.players", count=card.players)),
                ft.Row(buttons, wrap=True),
            ]))))
        # One card a row on a phone, side by side on a wide window (`layout.CARDS`).
        controls.append(ft.ResponsiveRow(cards, spacing=12, run_spacing=12))
        return ft.Column(controls, spacing=12, horizontal_alignment=STRETCH)

    def _links(self, links: tuple[tuple[str, str], ...]) -> ft.Control:
        t, app = self.t, self.app
        controls: list[ft.Control] = [ft.Divider()]
        for route, icon in (("/players", ft.Icons.PEOPLE), ("/live", ft.Icons.QR_CODE),
                            ("/about", ft.Icons.INFO_OUTLINE)):
            controls.append(nav_entry(app, route, t(f"nav.{route[1:]}"), icon))
        controls += [nav_entry(app, route, t(key), LINK_ICONS[route]) for route, key in links]
        return ft.Column(controls, spacing=12, horizontal_alignment=STRETCH)


def build(app: ScreenContext, _arg: str | None) -> HomeScreen:
    return HomeScreen(app)
