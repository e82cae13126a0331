"""History: filter by game, player and date; open, continue or delete a session."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import flet as ft

from companion.colours import table_colours
from companion.models import GAME_IDS
from companion.views.avatar import avatar
from companion.views.common import Screen, action_button, confirm, game_name, icon_button
from companion.views.share import download
from companion.vm.history import HistoryVM, parse_day, player_names, winner_names

if TYPE_CHECKING:
    from companion.app import App

ALL = "all"


class HistoryScreen(Screen):
    def __init__(self, app: App) -> None:
        super().__init__(app, "/history", app.client.t("nav.history"))
        self.vm = HistoryVM(app.client.table.repo)
        t = self.t
        self.game_filter = ft.Dropdown(
            label=t("history.game"), value=ALL, expand=True,
            options=[ft.DropdownOption(key=ALL, text=t("history.all_games"))]
            + [ft.DropdownOption(key=g, text=game_name(app, g)) for g in GAME_IDS],
            on_select=self.filter_changed)
        self.player_filter = ft.Dropdown(label=t("history.player"), value=ALL, expand=True,
                                         on_select=self.filter_changed)
        self.since = ft.TextField(label=t("history.since"), hint_text="2025-01-31", expand=True,
                                  on_blur=self.filter_changed, on_submit=self.filter_changed)
        self.until = ft.TextField(label=t("history.until"), hint_text="2025-12-31", expand=True,
                                  on_blur=self.filter_changed, on_submit=self.filter_changed)
        self.refresh()

    def filter_changed(self, _e: Any) -> None:
        vm = self.vm
        vm.set_game(None if self.game_filter.value == ALL else self.game_filter.value)
        vm.set_player(None if self.player_filter.value == ALL else self.player_filter.value)
        vm.set_dates(parse_day(self.since.value or ""), parse_day(self.until.value or ""))
        self.app.refresh()

    def ask_delete(self, session_id: str) -> None:
        def delete() -> None:
            self.edit(lambda: self.vm.delete(self.client.editor, session_id))

        confirm(self.app, self.t("history.delete"), self.t("history.delete_confirm"), delete)

    def page_step(self, step: int) -> None:
        (self.vm.next_page if step > 0 else self.vm.previous_page)()
        self.app.refresh()

    async def export_bgstats(self) -> None:
        found = self.vm.export_bgstats(self.t)
        if found is None:
            self.client.notify(self.t("history.export_none"), error=True)
            return
        await download(self.app, *found)

    def fill(self) -> list[ft.Control]:
        t, vm, app = self.t, self.vm, self.app
        self.player_filter.options = [ft.DropdownOption(key=ALL, text=t("history.all_players"))] \
            + [ft.DropdownOption(key=p.id, text=p.name) for p in vm.players()]
        controls: list[ft.Control] = [
            ft.Row([self.game_filter, self.player_filter]),
            ft.Row([self.since, self.until]),
        ]
        rows = vm.rows()
        stored = {p.id: p.colour for p in vm.players()}
        if not rows:
            controls.append(ft.Text(t("history.empty")))
        for row in rows:
            state = t("history.running") if row.finished_at is None else \
                row.finished_at.strftime("%Y-%m-%d")
            winners = winner_names(row)
            colours = table_colours([s.player_id for s in row.seats], stored)
            subtitle = f"{player_names(row)} · {state}"
            if winners and row.finished_at is not None:
                subtitle += f" · {t('history.winner', names=winners)}"
            controls.append(ft.Semantics(identifier=f"history-{row.id}", container=True,
                                         content=ft.ListTile(
                leading=ft.Row([avatar(s.name, colours[s.player_id], 22)
                                for s in row.seats], spacing=2, tight=True),
                title=ft.Text(f"{game_name(app, row.game)} · "
                              f"{row.created_at.strftime('%Y-%m-%d %H:%M')}"),
                subtitle=ft.Text(subtitle),
                on_click=lambda _e, sid=row.id: app.go(f"/session/{sid}"),
                trailing=icon_button(
                    ft.Icons.DELETE_OUTLINE, t("history.delete"), f"delete-{row.id}",
                    lambda _e, sid=row.id: self.ask_delete(sid)))))
        controls.append(action_button(t("history.export_bgstats"), "export-bgstats",
                                      lambda _e: app.page.run_task(self.export_bgstats),
                                      icon=ft.Icons.DOWNLOAD))
        number, pages = vm.page_label()
        controls.append(ft.Row([
            action_button(t("history.previous"), "history-previous", lambda _e: self.page_step(-1),
                          disabled=not vm.has_previous()),
            ft.Text(t("history.page", number=number, pages=pages)),
            action_button(t("history.next"), "history-next", lambda _e: self.page_step(1),
                          disabled=not vm.has_next()),
        ], alignment=ft.MainAxisAlignment.CENTER, wrap=True))
        return controls


def build(app: App, _arg: str | None) -> HistoryScreen:
    return HistoryScreen(app)
