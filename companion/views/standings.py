"""League night standings: every table's games and winners, and each player across tables.

Live: a change on any table's sheet reaches this screen as a `Changed` message on the lists'
topic (companion.app.on_message) and the screen reloads from the store."""

from __future__ import annotations

import flet as ft

from companion.views.common import Screen, action_button, game_name, heading
from companion.views.context import ScreenContext
from companion.vm.standings import StandingsVM, TableStanding


class StandingsScreen(Screen):
    def __init__(self, app: ScreenContext, evening_id: str | None) -> None:
        route = f"/standings/{evening_id}" if evening_id else "/standings"
        super().__init__(app, route, app.client.t("league.standings"))
        self.evening_id = evening_id
        self.refresh()

    def fill(self) -> list[ft.Control]:
        t, app = self.t, self.app
        vm = StandingsVM(self.app.repo, self.evening_id, t)
        if vm.evening is None:
            return [ft.Text(t("league.no_evening"))]
        controls: list[ft.Control] = [
            heading(f"{vm.evening.name} · {game_name(app, vm.evening.game)}"),
            action_button(t("league.tables"), "standings-tables",
                          lambda _e: app.go("/league" if self.client.is_host else "/tables"),
                          icon=ft.Icons.TABLE_RESTAURANT)]
        for table in vm.tables:
            controls.append(self._table(table))
        controls += [heading(t("league.across")), ft.Text(t("league.no_ranking"), size=12)]
        for player in vm.players:
            parts = [t("league.player_tables",
                       tables=", ".join(str(n) for n in player.tables)),
                     t("league.won", count=player.games_won)]
            if player.payout is not None:
                parts.append(t("league.payout", money=vm.money(player.payout)))
            controls.append(ft.Semantics(
                identifier=f"standing-{player.name}", container=True,
                label=f"{player.name}: {' · '.join(parts)}",
                content=ft.Row([ft.Text(player.name, weight=ft.FontWeight.BOLD, expand=True),
                                ft.Text(" · ".join(parts))])))
        return controls

    def _table(self, table: TableStanding) -> ft.Control:
        t, app = self.t, self.app
        lines = [t("league.game_won", number=g.number, winner=", ".join(g.winners)) if g.over
                 else t("league.game_playing", number=g.number) for g in table.games]
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
                ft.Text(f"{table.players} · {rounds}",
                        size=12),
                *[ft.Text(line) for line in lines]], spacing=4))))


def build(app: ScreenContext, arg: str | None) -> StandingsScreen:
    return StandingsScreen(app, arg)
