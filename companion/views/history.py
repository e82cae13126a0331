"""History: filter by game, player and date; open, continue or delete a session."""

from __future__ import annotations

from datetime import datetime, time, timedelta
from functools import partial
from typing import Any

import flet as ft

from companion import formats
from companion.colours import table_colours
from companion.games.kit.kept import Kept
from companion.models import GAME_IDS
from companion.store import SessionSummary
from companion.views.avatar import avatar
from companion.views.common import RouteScreen, action_button, confirm, game_name, icon_button
from companion.views.context import ScreenContext
from companion.views.share import download
from companion.vm.history import (
    day_text,
    game_winners,
    picked_day,
    player_names,
    winner_names,
)

ALL = "all"


class HistoryScreen(RouteScreen):
    def __init__(self, app: ScreenContext) -> None:
        self.vm = app.history_vm()
        t = app.t
        self.game_filter = ft.Dropdown(
            label=t("history.game"), value=ALL, expand=True,
            options=[ft.DropdownOption(key=ALL, text=t("history.all_games"))]
            + [ft.DropdownOption(key=g, text=game_name(app, g)) for g in GAME_IDS],
            on_select=self.filter_changed)
        self.player_filter = ft.Dropdown(label=t("history.player"), value=ALL, expand=True,
                                         on_select=self.filter_changed)
        self.kept = Kept()
        super().__init__(app, "/history", t("nav.history"))

    def pick_day(self, which: str) -> None:
        """A calendar to pick the first or last day shown: nothing typed, nothing ignored."""
        chosen = self.vm.since if which == "since" else self.vm.until
        picker = ft.DatePicker(
            value=datetime.combine(chosen, time.min) if chosen else None,
            first_date=datetime(2000, 1, 1), last_date=datetime.now() + timedelta(days=1),
            help_text=self.t(f"history.{which}"), cancel_text=self.t("common.cancel"),
            confirm_text=self.t("common.ok"),
            on_change=lambda e: self.day_picked(which, e.control.value))
        self.app.show_dialog(picker)

    def day_picked(self, which: str, value: Any) -> None:
        day = picked_day(value)
        since, until = self.vm.since, self.vm.until
        self.vm.set_dates(day if which == "since" else since, day if which == "until" else until)
        self.app.refresh()

    def clear_day(self, which: str) -> None:
        self.day_picked(which, None)

    def day_filter(self, which: str) -> ft.Control:
        """A button showing the chosen day (or "any") that opens the calendar, and a clear."""
        chosen = self.vm.since if which == "since" else self.vm.until
        shown = day_text(chosen, self.app.lang) if chosen else self.t("history.any_day")
        parts: list[ft.Control] = [action_button(
            f"{self.t(f'history.{which}')}: {shown}", f"history-{which}",
            lambda _e: self.pick_day(which), icon=ft.Icons.CALENDAR_MONTH)]
        if chosen:
            parts.append(icon_button(ft.Icons.CLOSE, self.t("history.clear_day"),
                                     f"history-{which}-clear", lambda _e: self.clear_day(which)))
        return ft.Row(parts, spacing=0, tight=True)

    def filter_changed(self, _e: Any) -> None:
        vm = self.vm
        vm.set_game(None if self.game_filter.value == ALL else self.game_filter.value)
        vm.set_player(None if self.player_filter.value == ALL else self.player_filter.value)
        self.app.refresh()

    def ask_delete(self, session_id: str) -> None:
        def delete() -> None:
            self.edit(lambda: self.vm.delete(self.app.editor, session_id))

        confirm(self.app, self.t("history.delete"), self.t("history.delete_confirm"), delete)

    def page_step(self, step: int) -> None:
        (self.vm.next_page if step > 0 else self.vm.previous_page)()
        self.app.refresh()

    async def export_bgstats(self) -> None:
        found = self.vm.export_bgstats(self.t)
        if found is None:
            self.app.notify(self.t("history.export_none"), error=True)
            return
        await download(self.app, *found)

    def _row(self, row: SessionSummary, colours: dict[str, str]) -> ft.Control:
        """One session's entry; kept while the session and its players' colours stay the
        same, so a tap right after coming back from a session reaches it."""
        t, app = self.t, self.app
        state = t("history.running") if row.finished_at is None else \
            day_text(row.finished_at, self.app.lang)
        winners = winner_names(row)
        subtitle = f"{player_names(row)} · {state}"
        games = game_winners(row)
        if games:
            subtitle += f" · {t('history.games', count=len(games))}"
            subtitle += "".join(
                f" · {t('history.game_winner', number=number, names=names)}"
                for number, names in games if names)
        elif winners and row.finished_at is not None:
            subtitle += f" · {t('history.winner', names=winners)}"
        # The delete button beside the entry, not inside it: a button within a button is
        # one control to a screen reader, and its inner action is lost.
        return ft.Row([ft.Semantics(identifier=f"history-{row.id}", container=True, expand=True,
                                    content=ft.ListTile(
            leading=ft.Row([avatar(s.name, colours[s.player_id], 22) for s in row.seats],
                           spacing=2, tight=True),
            title=ft.Text(f"{game_name(app, row.game)} · "
                          f"{formats.moment(row.created_at, self.app.lang)}"),
            subtitle=ft.Text(subtitle),
            on_click=lambda _e, sid=row.id: app.go(f"/session/{sid}?from=history"))),
            icon_button(ft.Icons.DELETE_OUTLINE, t("history.delete"), f"delete-{row.id}",
                        lambda _e, sid=row.id: self.ask_delete(sid))], spacing=0)

    def draw(self) -> list[ft.Control]:
        t, vm, app = self.t, self.vm, self.app
        self.player_filter.options = [ft.DropdownOption(key=ALL, text=t("history.all_players"))] \
            + [ft.DropdownOption(key=p.id, text=p.name) for p in vm.players()]
        controls: list[ft.Control] = [
            ft.Row([self.game_filter, self.player_filter]),
            ft.Row([self.day_filter("since"), self.day_filter("until")], wrap=True),
        ]
        rows = vm.rows()
        stored = {p.id: p.colour for p in vm.players()}
        if not rows:
            controls.append(ft.Text(t("history.empty")))
        self.kept.round()
        for row in rows:
            colours = table_colours([s.player_id for s in row.seats], stored)
            key = (self.app.lang, row.model_dump_json(), tuple(colours.items()))
            controls.append(self.kept.draw(key, partial(self._row, row, colours)))
        controls.append(action_button(t("history.export_bgstats"), "export-bgstats",
                                      lambda _e: app.run_task(self.export_bgstats),
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


def build(app: ScreenContext, _arg: str | None) -> HistoryScreen:
    return HistoryScreen(app)
