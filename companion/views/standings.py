"""League night standings: every table's games and winners, and each player across tables.

Live: a change on any table's sheet reaches this screen as a `Changed` message on the lists'
topic (companion.app.on_message) and the screen reloads from the store.

On a wide window the players stand in a compact table (their figures in columns right
beside the names, under column heads) and the tables' cards side by side; one tap opens the
projector view (`companion.views.projector`), the same standings in large type."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import flet as ft

from companion.games.kit import Kept
from companion.views.common import LIVE_DELAY, RouteScreen, action_button, game_name, heading
from companion.views.context import ScreenContext
from companion.views.layout import CARDS, small
from companion.views.tables import evening_title
from companion.vm.standings import PlayerStanding, StandingsVM, TableStanding

COLUMNS = (("name", 200), ("tables", 120), ("won", 90))
"""The wide table's first columns and their widths (px); then one column per game
(`GAME_COLUMN` px each)."""
GAME_COLUMN = 190


def player_parts(vm: StandingsVM, player: PlayerStanding,
                 named: Callable[[str], str]) -> dict[str, str]:
    """A player's figures as the standings write them, by column: the tables, the games
    won, then per game (key ``game:<id>``) the points, or the payout of a game with
    stakes."""
    t = vm.t
    parts = {"tables": t("league.player_tables",
                         tables=", ".join(str(n) for n in player.tables)),
             "won": t("league.won", count=player.games_won)}
    for figure in player.by_game:
        name = named(figure.game)
        parts[f"game:{figure.game}"] = (
            t("league.game_payout", game=name, money=vm.money(figure.payout))
            if figure.payout is not None
            else t("league.game_points", game=name, count=figure.points))
    return parts


def columns_key(vm: StandingsVM) -> tuple[str, ...]:
    """What the players' rows' columns depend on: the evening's games."""
    return tuple(dict.fromkeys(table.game for table in vm.tables))


def columns(vm: StandingsVM) -> list[tuple[str, str, int]]:
    """The wide table's columns: (key, head, width)."""
    heads = [(key, vm.t(f"league.column.{key}"), width) for key, width in COLUMNS]
    games = list(dict.fromkeys(table.game for table in vm.tables))
    return heads + [(f"game:{game}", vm.t(f"game.{game}"), GAME_COLUMN) for game in games]


def table_lines(vm: StandingsVM, table: TableStanding) -> list[str]:
    t = vm.t
    return [t("league.game_won", number=g.number, winner=", ".join(g.winners),
              winners=len(g.winners)) if g.over
            else t("league.game_playing", number=g.number) for g in table.games]


class StandingsScreen(RouteScreen):
    redraw_delay = LIVE_DELAY

    def __init__(self, app: ScreenContext, evening_id: str | None) -> None:
        route = f"/standings/{evening_id}" if evening_id else "/standings"
        self.evening_id = evening_id
        self.parts = Kept()
        """Every part of the screen as drawn last time, kept while its figures are the
        same: a save at one table sends only that table's card and its players' rows, and
        the page's update steps over the others (kept parts are isolated)."""
        super().__init__(app, route, app.t("league.standings"))

    def render(self) -> None:
        """Draw the screen again; the blocks of players' rows changed in place are sent
        here, before the page's update steps over them (kept parts are isolated)."""
        super().render()
        changed = self.parts.sent()
        if not changed:
            return
        try:
            page = self.body.page
        except RuntimeError:
            return  # being built: its first drawing is sent whole
        page.update(*changed)

    def draw(self) -> list[ft.Control]:
        t, app, parts = self.t, self.app, self.parts
        parts.round()
        vm = self.app.standings_vm(self.evening_id)
        if vm.evening is None:
            return [ft.Text(t("league.no_evening"))]
        title = evening_title(app, vm.evening)
        controls: list[ft.Control] = [parts.draw(("head", title, app.lang, vm.evening.id),
                                                 partial(self._top, title, vm.evening.id))]
        cards: list[ft.Control] = []
        for table in vm.tables:
            card = parts.draw(("table", repr(table), self.wide, app.lang),
                              partial(self._table, vm, table))
            card.col = CARDS
            cards.append(card)
        holder = parts.frame(("cards", self.wide), partial(self._holder, self.wide))
        holder.controls = cards
        controls.append(holder)
        games = columns_key(vm)
        controls.append(parts.draw(("across", self.wide, games, app.lang),
                                   partial(self._across, vm)))
        # A player's standing is a frozen value (hashable): it is its own key.
        controls += parts.rows((((player, self.wide, games, app.lang),
                                 partial(self._player, vm, player)) for player in vm.players),
                               spacing=12, name="players")
        return controls

    def _top(self, title: str, evening_id: str) -> ft.Control:
        """The evening's name and the buttons to its tables, projector and season."""
        t, app = self.t, self.app
        return ft.Column([
            heading(title),
            ft.Row([action_button(t("league.tables"), "standings-tables",
                                  lambda _e: app.go("/league" if self.app.is_host
                                                    else "/tables"),
                                  icon=ft.Icons.TABLE_RESTAURANT),
                    action_button(t("league.projector"), "standings-projector",
                                  lambda _e: app.go(f"/projector/{evening_id}"),
                                  icon=ft.Icons.TV),
                    action_button(t("season.title"), "standings-season",
                                  lambda _e: app.go("/season"), icon=ft.Icons.EMOJI_EVENTS)],
                   wrap=True)], spacing=12)

    @staticmethod
    def _holder(wide: bool) -> ft.ResponsiveRow | ft.Column:
        """The tables' cards: side by side on a wide window, one under another on a phone."""
        if wide:
            return ft.ResponsiveRow(spacing=12, run_spacing=12)
        return ft.Column(spacing=12, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)

    def _across(self, vm: StandingsVM) -> ft.Control:
        """The heading of the players across tables (and a wide window's column heads)."""
        t = self.t
        return ft.Column([heading(t("league.across")), small(t("league.no_ranking")),
                          *([self._head(vm)] if self.wide else [])], spacing=12)

    def _head(self, vm: StandingsVM) -> ft.Control:
        """The wide table's column heads."""
        return ft.Row([ft.Container(ft.Text(head, weight=ft.FontWeight.BOLD), width=width)
                       for _key, head, width in columns(vm)], spacing=0)

    def _player(self, vm: StandingsVM, player: PlayerStanding) -> ft.Control:
        parts = player_parts(vm, player, lambda game: game_name(self.app, game))
        if self.wide:
            cells: list[ft.Control] = [ft.Container(
                ft.Text(player.name, weight=ft.FontWeight.BOLD), width=COLUMNS[0][1])]
            content: ft.Control = ft.Row(
                cells + [ft.Container(ft.Text(parts.get(key, "")), width=width)
                   for key, _head, width in columns(vm)[1:]], spacing=0)
        else:
            content = ft.Row([ft.Text(player.name, weight=ft.FontWeight.BOLD, expand=True),
                              ft.Text(" · ".join(parts.values()))])
        row = ft.Semantics(identifier=f"standing-{player.name}", container=True,
                           label=f"{player.name}: {' · '.join(parts.values())}",
                           content=content)
        return ft.Row([row]) if self.wide else row  # as wide as its columns

    def _table(self, vm: StandingsVM, table: TableStanding) -> ft.Control:
        t, app = self.t, self.app
        lines = table_lines(vm, table)
        title = t("league.table", number=table.table)
        rounds = t("league.rounds", count=table.rounds)
        return ft.Semantics(
            identifier=f"standing-table-{table.table}", container=True,
            label=f"{title}: {'; '.join(lines)} ({rounds})",
            content=ft.Card(content=ft.Container(padding=12, content=ft.Column([
                ft.Row([ft.Text(title, weight=ft.FontWeight.BOLD, expand=True),
                        ft.TextButton(t("league.open", number=table.table),
                                      on_click=lambda _e: app.go(
                                          f"/session/{table.session_id}"))]),
                small(f"{table.players} · {rounds}"),
                *[ft.Text(line) for line in lines]], spacing=4))))


def build(app: ScreenContext, arg: str | None) -> StandingsScreen:
    return StandingsScreen(app, arg)
