"""Players: rename, merge duplicates."""

from __future__ import annotations

from typing import Any

import flet as ft

from companion.colours import PALETTE, colour_name
from companion.games.kit.controls import tid
from companion.games.kit.focus import keys_on
from companion.models import Player
from companion.views.avatar import avatar
from companion.views.common import (
    RouteScreen,
    action_button,
    confirm,
    heading,
    icon_button,
    name_field,
)
from companion.views.context import ScreenContext


class PlayersScreen(RouteScreen):
    def __init__(self, app: ScreenContext) -> None:
        self.vm = app.players_vm()
        self.name = name_field(app.t("players.new_player"), self.add, keys_on(app.page))
        super().__init__(app, "/players", app.t("nav.players"))

    def add(self, _e: Any) -> None:
        problem = self.app.guarded(lambda: self.vm.add(self.app.editor,
                                                       self.name.value or "") or "")
        if problem:
            self.app.notify(self.t(problem), error=True)
            return
        if problem is not None:  # added ("" from the guard's success)
            self.name.value = ""
            self.refresh()

    def rename(self, player: Player) -> None:
        field = name_field(self.t("players.new_name"), lambda _e: None)
        field.value, field.autofocus = player.name, True

        def save(_e: Any) -> None:
            problem = self.app.guarded(lambda: self.vm.rename(
                self.app.editor, player.id, field.value or "") or "")
            if problem:
                self.app.notify(self.t(problem), error=True)
                return
            self.app.pop_dialog()
            self.app.refresh()

        self.app.show_dialog(ft.AlertDialog(
            title=ft.Text(self.t("players.rename")), content=field, actions=[
                ft.TextButton(self.t("common.cancel"),
                              on_click=lambda _e: self.app.pop_dialog()),
                tid("rename-save",
                    ft.FilledButton(self.t("common.save"), on_click=save))]))

    def recolour(self, player: Player, colour: str) -> None:
        self.edit(lambda: self.vm.recolour(self.app.editor, player.id, colour))

    def merge(self, keep: Player, drop: Player) -> None:
        confirm(self.app, self.t("players.merge"),
                self.t("players.merge_confirm", keep=keep.name, drop=drop.name),
                lambda: self.app.guarded(
                    lambda: self.vm.merge(self.app.editor, keep.id, drop.id)))

    def draw(self) -> list[ft.Control]:
        t = self.t
        players = self.vm.players()
        controls: list[ft.Control] = [ft.Row([
            ft.Semantics(identifier="players-name", content=self.name, expand=True),
            action_button(t("new.add"), "players-add", self.add, icon=ft.Icons.PERSON_ADD)],
            vertical_alignment=ft.CrossAxisAlignment.START)]
        if not players:
            controls.append(ft.Text(t("players.empty")))
        for player in players:
            others = [p for p in players if p.id != player.id]
            merge_menu = ft.PopupMenuButton(
                icon=ft.Icon(ft.Icons.CALL_MERGE,
                             semantics_label=t("players.merge_into", name=player.name)),
                tooltip=t("players.merge_into", name=player.name),
                items=[ft.PopupMenuItem(content=ft.Text(o.name),
                                        on_click=lambda _e, o=o, p=player: self.merge(o, p))
                       for o in others])
            colour = player.colour or PALETTE[0]
            colour_menu = tid(
                f"colour-{player.id}",
                ft.PopupMenuButton(
                    content=ft.Semantics(label=t("players.colour", name=player.name),
                                         exclude_semantics=True,
                                         content=avatar(player.name, colour, 32)),
                    tooltip=t("players.colour", name=player.name),
                    items=[ft.PopupMenuItem(
                        content=ft.Semantics(identifier=f"pick-{player.id}-{c[1:]}",
                                             content=ft.Row([avatar(player.name, c, 24),
                                                             ft.Text(colour_name(c, i, t))])),
                        on_click=lambda _e, p=player, c=c: self.recolour(p, c))
                        for i, c in enumerate(PALETTE, 1)]))
            controls.append(ft.Row([
                colour_menu,
                ft.Text(player.name, expand=True, size=16),
                icon_button(ft.Icons.EDIT, t("players.rename"), f"rename-{player.id}",
                            lambda _e, p=player: self.rename(p)),
                merge_menu,
            ]))
        duplicates = self.vm.duplicates()
        if duplicates:
            controls.append(heading(t("players.duplicates")))
            for first, second in duplicates:
                controls.append(action_button(
                    t("players.merge_pair", keep=first.name, drop=second.name),
                    f"merge-{first.id}-{second.id}",
                    lambda _e, a=first, b=second: self.merge(a, b), icon=ft.Icons.CALL_MERGE))
        return controls


def build(app: ScreenContext, _arg: str | None) -> PlayersScreen:
    return PlayersScreen(app)
