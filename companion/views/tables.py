"""League night: the host's Tables screen (the evenings by date and name; an evening's tables,
each with its QR code, the hall PIN, more tables of any game, closing the evening) and, for
every other phone, the open evenings' tables to pick from."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any

import flet as ft

from companion import formats
from companion.games.kit.controls import chip, tid
from companion.models import GAME_IDS, GameId
from companion.table.access import EditRefused
from companion.theme import focused_field
from companion.views.common import RouteScreen, action_button, game_name, heading, share_command
from companion.views.context import ScreenContext
from companion.views.live import qr_code
from companion.vm.league import Evening, close_evening, league_game


def evening_title(app: ScreenContext, evening: Evening) -> str:
    """The evening's name, its date and its games."""
    games = ", ".join(game_name(app, game) for game in evening.games)
    return app.t("league.evening_title", name=evening.name,
                        date=formats.day(evening.created.date(), app.lang),
                        games=games)


def table_tiles(app: ScreenContext, evening: Evening, origin: str, prefix: str = ""
                ) -> list[ft.Control]:
    """One tile per table: tap to open its sheet (back returns to ``origin``, the screen
    of the tiles: "league" or "tables"); ``prefix`` tells several evenings' tiles apart."""
    t = app.t
    return [tid(f"{prefix}table-open-{row.table}", ft.ListTile(
        leading=ft.Icon(ft.Icons.TABLE_RESTAURANT),
        title=ft.Text(t("league.table_game", number=row.table,
                        game=game_name(app, row.game)) if not row.finished else
                      t("league.table_finished", number=row.table,
                        game=game_name(app, row.game))),
        subtitle=ft.Text(f"{row.players} · {t('league.rounds', count=row.rounds)}"),
        on_click=lambda _e, sid=row.session_id: app.go(f"/session/{sid}?from={origin}")))
        for row in evening.tables]


LINK_ICONS = {"/league": ft.Icons.TABLE_RESTAURANT, "/tables": ft.Icons.LEADERBOARD}


def league_links(app: ScreenContext) -> tuple[tuple[str, str], ...]:
    """Home's league links (route, text key): League night for the host; the tables to
    pick from while an evening is open."""
    links = []
    if app.is_host:
        links.append(("/league", "league.home_host"))
    if app.evenings(open_only=True):
        links.append(("/tables", "league.home_tables"))
    return tuple(links)


NEW = "new"
"""/league/new: the form of a new evening."""


class TablesScreen(RouteScreen):
    """The host's screen: the evenings; one evening's tables with their codes, more tables
    (any game) and closing it; or the form that opens a new evening."""

    def __init__(self, app: ScreenContext, evening_id: str | None = None) -> None:
        t = app.t
        route = f"/league/{evening_id}" if evening_id else "/league"
        self.app = app
        self.evening_id = evening_id
        evening = self._chosen()
        self.vm = app.evening_vm(league_game(),
                                 t("league.default_name", date=datetime.now().date()), evening)
        self.name = focused_field(ft.TextField(label=t("league.name"), value=self.vm.name,
                                               max_length=60, on_change=self._named))
        self.players = focused_field(ft.TextField(label=t("league.players"), multiline=True,
                                                  min_lines=4, on_change=self._typed))
        self.faults = ft.Column(spacing=4)
        self.name_field = ft.Semantics(identifier="league-name", content=self.name)
        self.players_field = ft.Semantics(identifier="league-players", content=self.players)
        """The same fields on every drawing: a redraw (a game chosen, another phone's news)
        keeps what is being typed."""
        self._codes: dict[str, ft.Control] = {}
        """Each table's QR code, drawn once: a live redraw reuses it (nothing to resend)."""
        super().__init__(app, route, t("league.tables"))

    def _chosen(self) -> Evening | None:
        """The evening shown: the one of the route, else the newest open one (None: a new
        evening's form)."""
        if self.evening_id == NEW:
            return None
        found = self.app.evenings()
        if self.evening_id is None:
            return next((e for e in found if not e.closed), None)
        return next((e for e in found if e.id == self.evening_id), None)

    def _named(self, e: Any) -> None:
        self.vm.name = str(e.control.value or "")

    def _typed(self, e: Any) -> None:
        self.vm.tables_text = str(e.control.value or "")

    def _choose(self, game: GameId) -> None:
        self.vm.game = game
        self.refresh()

    def _create(self, _e: Any) -> None:
        t = self.t
        if self.vm.evening is None:
            self.vm.name = str(self.name.value or "")
        self.vm.tables_text = str(self.players.value or "")
        faults = self.vm.faults()
        self.faults.controls = [ft.Text(
            t("league.fault", table=f.table, message=t(f.key, **f.params)) if f.table
            else t(f.key, **f.params), color=ft.Colors.ERROR) for f in faults]
        if faults:
            self.app.update()
            return
        try:
            created = self.vm.create(self.app.editor)
        except EditRefused:
            self.app.notify(t("access.refused"), error=True)
            return
        self.players.value = ""
        self.vm.tables_text = ""
        self.app.notify(t("league.created", count=len(created)))
        evening_id = created[0].evening.id if created and created[0].evening else None
        if self.vm.evening is None and evening_id:
            self.app.go(f"/league/{evening_id}")
            return
        self.refresh()
        # The snack bar updated the page already: Flet then skips its redraw after the handler.
        self.app.update()

    def _close(self, _e: Any) -> None:
        evening = self._chosen()
        if evening is None:
            return
        self._host_edit(lambda: self.t("league.closed",
                                       count=close_evening(self.app.editor, evening)))

    def refresh(self) -> None:
        self.vm.evening = self._chosen()
        super().refresh()

    def draw(self) -> list[ft.Control]:
        t = self.t
        evening = self.vm.evening
        controls: list[ft.Control] = self._evenings()
        if evening is not None:
            controls += self._evening(evening)
        elif self.evening_id not in (None, NEW):
            controls.append(ft.Text(t("league.no_evening")))
            return controls
        games = ft.Row(wrap=True, controls=[self._game_button(game) for game in GAME_IDS])
        if evening is None:
            controls += [heading(t("league.title")),
                         self.name_field]
        else:
            controls.append(heading(t("league.add_tables", number=self.vm.first_number)))
        controls += [
            ft.Text(t("league.game")), games,
            self.players_field,
            ft.Text(t("league.players_hint"), size=12),
            ft.Semantics(identifier="league-faults", content=self.faults),
            action_button(t("league.create") if evening is None else t("league.add"),
                          "league-create", self._create,
                          icon=ft.Icons.TABLE_RESTAURANT, filled=True)]
        if evening is not None and not evening.closed:
            controls += [ft.Divider(), action_button(
                t("league.close"), "league-close", self._close, icon=ft.Icons.DONE_ALL)]
        return controls

    def _game_button(self, game: GameId) -> ft.Control:
        """One game to choose, as a chip: the chosen one is checked (for a screen reader
        too)."""
        return chip(f"league-game-{game}", game_name(self.app, game), game == self.vm.game,
                    lambda: self._choose(game))

    def _evenings(self) -> list[ft.Control]:
        """Every evening by date and name: tap one to show it; New evening opens the form."""
        t, app = self.t, self.app
        shown = self.vm.evening
        tiles: list[ft.Control] = []
        for number, evening in enumerate(app.evenings(), start=1):
            state = t("league.evening_closed") if evening.closed else t("league.evening_open")
            tiles.append(tid(f"evening-{number}", ft.Semantics(
                selected=shown is not None and evening.id == shown.id,
                label=f"{evening_title(app, evening)} · {state}", content=ft.ListTile(
                    dense=True, leading=ft.Icon(ft.Icons.EVENT),
                    title=ft.Text(evening_title(app, evening)), subtitle=ft.Text(state),
                    on_click=lambda _e, eid=evening.id: app.go(f"/league/{eid}")))))
        return [heading(t("league.evenings")), *tiles,
                action_button(t("league.new_evening"), "league-new",
                              lambda _e: app.go(f"/league/{NEW}"), icon=ft.Icons.ADD),
                ft.Divider()]

    def _evening(self, evening: Evening) -> list[ft.Control]:
        t, app = self.t, self.app
        controls: list[ft.Control] = [
            ft.Semantics(identifier="league-evening", content=heading(evening_title(app, evening))),
            action_button(t("league.standings"), "league-standings",
                          lambda _e: app.go(f"/standings/{evening.id}?from=league"),
                          icon=ft.Icons.LEADERBOARD)]
        pin = app.table_pin()
        if app.shared and pin:
            controls.append(ft.Semantics(identifier="league-pin", content=ft.Text(
                t("league.pin", pin=pin), size=18, weight=ft.FontWeight.BOLD)))
        else:
            controls += [ft.Text(t("league.not_shared")), share_command()]
        for row, tile in zip(evening.tables, table_tiles(app, evening, "league"), strict=True):
            controls.append(tile)
            link = app.table_link(row.session_id)
            if link and not row.finished:
                controls += self._table_code(link, row.table, row.session_id)
        return [*controls, ft.Divider()]

    def _table_code(self, link: str, number: int, session_id: str) -> list[ft.Control]:
        return [ft.Text(self.t("league.scan"), size=12), self._code(link, number),
                ft.Semantics(identifier=f"table-link-{number}", content=ft.Text(link, size=12)),
                action_button(self.t("league.new_code"), f"table-new-code-{number}",
                              lambda _e: self._renew(session_id, number), icon=ft.Icons.REFRESH)]

    def _renew(self, session_id: str, number: int) -> None:
        """A lost phone: the table gets a new code; the old one edits nothing more."""
        def renew() -> str:
            self.app.renew_table_key(session_id)
            return self.t("league.code_renewed", number=number)
        self._host_edit(renew)

    def _host_edit(self, edit: Callable[[], str]) -> None:
        """An edit of the evening: what ``edit`` says it did is shown and the screen drawn
        again, or the refusal when this phone may not make it."""
        try:
            done = edit()
        except EditRefused:
            self.app.notify(self.t("access.refused"), error=True)
            return
        self.app.notify(done)
        self.refresh()
        self.app.update()

    def _code(self, link: str, number: int) -> ft.Control:
        code = self._codes.get(link)
        if code is None:
            code = self._codes[link] = ft.Row([qr_code(link, f"table-qr-{number}")],
                                              alignment=ft.MainAxisAlignment.CENTER)
        return code


class TablesListScreen(RouteScreen):
    """Every phone: the open evenings' tables to open (view only; the host opens them)."""

    def __init__(self, app: ScreenContext, note: bool) -> None:
        self.note = note
        super().__init__(app, "/tables", app.t("league.pick"))

    def draw(self) -> list[ft.Control]:
        t, app = self.t, self.app
        controls: list[ft.Control] = []
        if self.note:
            controls.append(ft.Semantics(identifier="league-host-only", content=ft.Text(
                t("league.host_only"))))
        found = self.app.evenings(open_only=True)
        if not found:
            return [*controls, ft.Text(t("league.no_evening"))]
        for number, evening in enumerate(found, start=1):
            prefix = "" if number == 1 else f"evening-{number}-"
            controls += [ft.Semantics(identifier=f"{prefix}evening-title",
                                      content=heading(evening_title(app, evening))),
                         action_button(t("league.standings"), f"{prefix}league-standings",
                                       lambda _e, eid=evening.id: app.go(
                                           f"/standings/{eid}?from=tables"),
                                       icon=ft.Icons.LEADERBOARD),
                         *table_tiles(app, evening, "tables", prefix)]
        return controls


def build(app: ScreenContext, arg: str | None) -> RouteScreen:
    """/league[/evening id | /new]: the Tables screen for the host; any other phone gets the
    list of tables."""
    if app.is_host:
        return TablesScreen(app, arg)
    return TablesListScreen(app, note=True)


def build_list(app: ScreenContext, _arg: str | None) -> RouteScreen:
    return TablesListScreen(app, note=False)
