"""New session: players in seat order, colours, house rules, then start."""

from __future__ import annotations

from typing import Any

import flet as ft

from companion.games.base import OptionSpec
from companion.games.kit.controls import tid, unseen_label
from companion.games.kit.focus import keys_on
from companion.models import GameId, Words
from companion.theme import focused_field
from companion.views.common import (
    RouteScreen,
    action_button,
    heading,
    icon_button,
    name_field,
    option_value,
    short_game_name,
)
from companion.views.context import ScreenContext
from companion.vm.home import player_range
from companion.vm.start_draw import draw_label_key, start_label_key


class NewSessionScreen(RouteScreen):
    def __init__(self, app: ScreenContext, game: GameId) -> None:
        self.vm = app.new_session_vm(game)
        self.keys = keys_on(app.page)
        self.name_field = name_field(app.t("new.player_name"), self.add_new, self.keys)
        self.name_row = ft.Row([
            ft.Semantics(identifier="new-player-name", content=self.name_field, expand=True),
            action_button(app.t("new.add"), "add-player", self.add_new,
                          icon=ft.Icons.PERSON_ADD)],
            vertical_alignment=ft.CrossAxisAlignment.START)
        """Made once: drawn again, the field keeps the keyboard where Enter left it."""
        super().__init__(app, f"/new/{game}",
                         f"{app.t('new.title')}: {short_game_name(app, game)}")

    def add_new(self, _e: Any) -> None:
        problem = self.vm.add_new(self.name_field.value or "")
        if problem:
            self.app.notify(self.t(problem), error=True)
            return
        self.name_field.value = ""
        self.refresh()
        self._type_next()

    def _type_next(self) -> None:
        """The keyboard stays where the person is: in the name field for the next seat (the
        redraw would leave the focus on the back arrow, and an Enter then on a ✕). On a
        computer the field kept it itself (`name_field`); on a phone the keyboard's done key
        put it away, and it comes back for the next name. When the table is full, the field
        is gone and Tab goes on to the rest of the form."""
        if not self.vm.full and not self.keys:
            self.app.run_task(self.name_field.focus)

    def _update(self, change: Any) -> None:
        change()
        self.refresh()

    def start(self, _e: Any) -> None:
        problem = self.vm.problem()
        if problem:
            self.app.notify(self.t(problem, low=self.vm.info.min_players), error=True)
            return
        session = self.app.guarded(lambda: self.vm.create(
            self.app.editor, lambda name, order: Words(key="start.history", values={
                "role": Words(key=start_label_key(self.vm.game)), "name": name,
                "order": tuple(order)})))
        if session is not None:
            self.app.go(f"/session/{session.id}")

    def _option(self, spec: OptionSpec) -> ft.Control:
        label = self.t(spec.label_key or f"{self.vm.game}.option.{spec.name}")
        value = self.vm.options.get(spec.name, spec.default)
        if spec.kind == "bool":
            # The label beside the switch wraps: a long house rule stays readable on a phone.
            switch = ft.Switch(value=bool(value), label=unseen_label(label),
                               on_change=lambda e, n=spec.name:
                               self.vm.set_option(n, e.control.value))

            def flip(_e: Any, n: str = spec.name) -> None:
                switch.value = not switch.value
                self.vm.set_option(n, switch.value)

            return ft.Row([switch, ft.Container(
                ft.Text(label), expand=True, on_click=flip)])
        if spec.kind == "choice":
            return ft.Dropdown(label=label, value=str(value), options=[
                ft.DropdownOption(key=str(c), text=option_value(
                    self.t, self.vm.game, spec.name, c)) for c in spec.choices],
                on_select=lambda e, s=spec: self.vm.set_option(
                    s.name, next(c for c in s.choices if str(c) == e.control.value)))
        def typed(e: Any, n: str = spec.name) -> None:
            self.app.guarded(lambda: self.vm.set_option(n, e.control.value))

        def submitted(e: Any) -> None:
            """Enter keeps the number as leaving the field does, and the keyboard stays
            in the field (Flutter lets go of it on Enter)."""
            typed(e)
            self.app.run_task(e.control.focus)

        return focused_field(ft.TextField(label=label, value=str(value),
                                          keyboard_type=ft.KeyboardType.NUMBER,
                                          on_blur=typed, on_submit=submitted))

    def _draw_switch(self) -> ft.Control:
        label = self.t(draw_label_key(self.vm.game))

        def flip(value: bool) -> None:
            """The choice kept, the switch shown in place (nothing else on the screen
            depends on it: no redraw that a quick next tap could miss)."""
            self.vm.draw_start = value
            if switch.value != value:
                switch.value = value
                switch.update()

        switch = ft.Switch(value=self.vm.draw_start, label=unseen_label(label),
                           on_change=lambda e: flip(bool(e.control.value)))
        return ft.Row([tid("draw-start", switch),
                       ft.Container(ft.Text(label), expand=True,
                                    on_click=lambda _e: flip(not self.vm.draw_start))])

    def draw(self) -> list[ft.Control]:
        t, vm = self.t, self.vm
        info = vm.info
        controls: list[ft.Control] = [
            ft.Text(t("new.players_needed",
                      count=player_range(info.min_players, info.max_players))),
            heading(t("new.seats")),
        ]
        for index, chosen in enumerate(vm.seats):
            row: list[ft.Control] = [ft.Text(f"{index + 1}. {chosen.name}", expand=True)]
            if info.colours:
                row.append(ft.Dropdown(
                    value=chosen.colour, width=130, options=[
                        ft.DropdownOption(key=c, text=t(f"colour.{c}")) for c in info.colours],
                    on_select=lambda e, i=index: self._update(
                        lambda: vm.set_colour(i, e.control.value))))
            row += [
                icon_button(ft.Icons.ARROW_UPWARD, t("new.move_up"), f"seat-up-{index}",
                            lambda _e, i=index: self._update(lambda: vm.move(i, -1)),
                            disabled=index == 0),
                icon_button(ft.Icons.CLOSE, t("new.remove"), f"seat-remove-{index}",
                            lambda _e, i=index: self._update(lambda: vm.remove(i))),
            ]
            controls.append(ft.Row(row))
        if not vm.full:
            controls.append(self.name_row)
            known = vm.known_players()
            if known:
                controls.append(ft.Text(t("new.known_players")))
                controls.append(ft.Row(wrap=True, controls=[
                    tid(f"known-{p.id}", ft.Chip(
                        label=ft.Text(p.name), leading=ft.Icon(ft.Icons.PERSON),
                        on_click=lambda _e, p=p: self._update(lambda: vm.add_known(p))))
                    for p in known]))
        controls.append(self._draw_switch())
        if info.options:
            controls.append(heading(t("new.house_rules")))
            controls += [self._option(spec) for spec in info.options]
        controls.append(action_button(t("new.start"), "start-session", self.start,
                                      icon=ft.Icons.PLAY_ARROW, filled=True))
        return controls


def build(app: ScreenContext, game: str | None) -> NewSessionScreen:
    assert game is not None
    return NewSessionScreen(app, game)  # type: ignore[arg-type]
