"""League night: the host's Tables screen (open an evening's tables, each with its QR code and
the hall PIN) and, for every other phone, the list of tonight's tables to pick from."""

from __future__ import annotations

from datetime import datetime
from typing import Any

import flet as ft

from companion.access import EditRefused
from companion.games.kit.controls import tid
from companion.models import GAME_IDS, GameId
from companion.theme import focused_field
from companion.views.common import Screen, action_button, game_name, heading, share_command
from companion.views.context import ScreenContext
from companion.views.live import qr_code
from companion.vm.league import Evening, EveningVM, evenings, league_game


def table_link(app: ScreenContext, session_id: str) -> str | None:
    """The address a table's QR code carries: its sheet, with the players' join token."""
    table = app.client.table
    if not table.share_url:
        return None
    link = f"{table.share_url}/session/{session_id}"
    return f"{link}?join={table.lock.token}" if table.lock.shared else link


def table_tiles(app: ScreenContext, evening: Evening, origin: str) -> list[ft.Control]:
    """One tile per table: tap to open its sheet (back returns to ``origin``, the screen
    of the tiles: "league" or "tables")."""
    t = app.client.t
    return [tid(f"table-open-{row.table}", ft.ListTile(
        leading=ft.Icon(ft.Icons.TABLE_RESTAURANT),
        title=ft.Text(t("league.table", number=row.table)),
        subtitle=ft.Text(f"{row.players} · {t('league.rounds', count=row.rounds)}"),
        on_click=lambda _e, sid=row.session_id: app.go(f"/session/{sid}?from={origin}")))
        for row in evening.tables]


LINK_ICONS = {"/league": ft.Icons.TABLE_RESTAURANT, "/tables": ft.Icons.LEADERBOARD}


def league_links(app: ScreenContext) -> tuple[tuple[str, str], ...]:
    """Home's league links (route, text key): League night for the host; tonight's tables
    once an evening is open."""
    links = []
    if app.client.is_host:
        links.append(("/league", "league.home_host"))
    if evenings(app.repo):
        links.append(("/tables", "league.home_tables"))
    return tuple(links)


class TablesScreen(Screen):
    """The host's screen: the form that opens an evening, then every table's code."""

    def __init__(self, app: ScreenContext) -> None:
        t = app.client.t
        super().__init__(app, "/league", t("league.tables"))
        self.vm = EveningVM(app.repo, league_game(),
                            t("league.default_name", date=datetime.now().date()))
        self.name = focused_field(ft.TextField(label=t("league.name"), value=self.vm.name,
                                               max_length=60, on_change=self._named))
        self.players = focused_field(ft.TextField(label=t("league.players"), multiline=True,
                                                  min_lines=4, on_change=self._typed))
        self.faults = ft.Column(spacing=4)
        self._codes: dict[str, ft.Control] = {}
        """Each table's QR code, drawn once: a live redraw reuses it (nothing to resend)."""
        self.refresh()

    def _named(self, e: Any) -> None:
        self.vm.name = str(e.control.value or "")

    def _typed(self, e: Any) -> None:
        self.vm.tables_text = str(e.control.value or "")

    def _choose(self, game: GameId) -> None:
        self.vm.game = game
        self.refresh()

    def _create(self, _e: Any) -> None:
        t = self.t
        self.vm.name = str(self.name.value or "")
        self.vm.tables_text = str(self.players.value or "")
        faults = self.vm.faults()
        self.faults.controls = [ft.Text(
            t("league.fault", table=f.table, message=t(f.key, **f.params)) if f.table
            else t(f.key, **f.params), color=ft.Colors.ERROR) for f in faults]
        if faults:
            self.app.page.update()
            return
        try:
            created = self.vm.create(self.client.editor)
        except EditRefused:
            self.client.notify(t("access.refused"), error=True)
            return
        self.players.value = ""
        self.vm.tables_text = ""
        self.client.notify(t("league.created", count=len(created)))
        self.refresh()
        # The snack bar updated the page already: Flet then skips its redraw after the handler.
        self.app.page.update()

    def fill(self) -> list[ft.Control]:
        t, app = self.t, self.app
        games = ft.Row(wrap=True, controls=[action_button(
            game_name(app, game), f"league-game-{game}", lambda _e, g=game: self._choose(g),
            filled=game == self.vm.game) for game in GAME_IDS])
        found = evenings(self.app.repo)
        controls: list[ft.Control] = self._evening(found[0]) if found else []
        controls += [
            heading(t("league.title")),
            ft.Text(t("league.game")), games,
            ft.Semantics(identifier="league-name", content=self.name),
            ft.Semantics(identifier="league-players", content=self.players),
            ft.Text(t("league.players_hint"), size=12),
            ft.Semantics(identifier="league-faults", content=self.faults),
            action_button(t("league.create"), "league-create", self._create,
                          icon=ft.Icons.TABLE_RESTAURANT, filled=True)]
        return controls

    def _evening(self, evening: Evening) -> list[ft.Control]:
        t, app = self.t, self.app
        lock = self.client.table.lock
        controls: list[ft.Control] = [
            heading(f"{evening.name} · {game_name(app, evening.game)}"),
            action_button(t("league.standings"), "league-standings",
                          lambda _e: app.go(f"/standings/{evening.id}?from=league"),
                          icon=ft.Icons.LEADERBOARD)]
        if lock.shared and lock.pin:
            controls.append(ft.Semantics(identifier="league-pin", content=ft.Text(
                t("league.pin", pin=lock.pin), size=18, weight=ft.FontWeight.BOLD)))
        else:
            controls += [ft.Text(t("league.not_shared")), share_command()]
        for row, tile in zip(evening.tables, table_tiles(app, evening, "league"), strict=True):
            controls.append(tile)
            link = table_link(app, row.session_id)
            if link:
                controls += [
                    ft.Text(t("league.scan"), size=12),
                    self._code(link, row.table),
                    ft.Semantics(identifier=f"table-link-{row.table}", content=ft.Text(
                        link, size=12))]
        return [*controls, ft.Divider()]


    def _code(self, link: str, number: int) -> ft.Control:
        code = self._codes.get(link)
        if code is None:
            code = self._codes[link] = ft.Row([qr_code(link, f"table-qr-{number}")],
                                              alignment=ft.MainAxisAlignment.CENTER)
        return code


class TablesListScreen(Screen):
    """Every phone: tonight's tables to open (view only; the host opens them)."""

    def __init__(self, app: ScreenContext, note: bool) -> None:
        super().__init__(app, "/tables", app.client.t("league.pick"))
        self.note = note
        self.refresh()

    def fill(self) -> list[ft.Control]:
        t, app = self.t, self.app
        controls: list[ft.Control] = []
        if self.note:
            controls.append(ft.Semantics(identifier="league-host-only", content=ft.Text(
                t("league.host_only"))))
        found = evenings(self.app.repo)
        if not found:
            return [*controls, ft.Text(t("league.no_evening"))]
        evening = found[0]
        controls += [heading(f"{evening.name} · {game_name(app, evening.game)}"),
                     action_button(t("league.standings"), "league-standings",
                                   lambda _e: app.go(f"/standings/{evening.id}?from=tables"),
                                   icon=ft.Icons.LEADERBOARD),
                     *table_tiles(app, evening, "tables")]
        return controls


def build(app: ScreenContext, _arg: str | None) -> Screen:
    """/league: the Tables screen for the host; any other phone gets the list of tables."""
    if app.client.is_host:
        return TablesScreen(app)
    return TablesListScreen(app, note=True)


def build_list(app: ScreenContext, _arg: str | None) -> Screen:
    return TablesListScreen(app, note=False)
