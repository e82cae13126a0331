"""The take checker: the cards of one take in order, the tablets, the taker's stones, the
verdict with its rules, the offending card outlined, the stones after, copy as text."""

from __future__ import annotations

from functools import partial
from typing import Any

import flet as ft

from companion.games.base import RefereeContext
from companion.games.kardinal.referee_take_model import (
    CIRCLES,
    PLAYER_COUNTS,
    ROUTES,
    ROWS,
    SIDES,
    STONE_COUNT,
    STONE_PLACES,
    STONES,
    TABLETS,
    TakeChecker,
)
from companion.games.kit import (
    CELL,
    ERROR,
    FRAME,
    GOOD,
    TOUCH,
    Screen,
    announced,
    chip,
    fault_boxes,
    no_event,
    number_stepper,
    tid,
)
from scorers.common.models import Violation
from scorers.kardinal.data import COUNTRIES, MAX_PLAYERS, MIN_PLAYERS
from scorers.kardinal.models import TakeOptions


def build_take_checker(ctx: RefereeContext) -> ft.Control:
    return TakeView(ctx).root


class TakeView(Screen[RefereeContext]):
    def __init__(self, ctx: RefereeContext) -> None:
        self.ctx = ctx
        session = ctx.session
        chosen = {} if session is None else {k: v for k, v in session.options.items()
                                             if k in TakeOptions.model_fields}
        seated = 0 if session is None else len(session.seats)
        self.checker = TakeChecker(
            players=seated if MIN_PLAYERS <= seated <= MAX_PLAYERS else 4,
            options=TakeOptions.model_validate(chosen))
        super().__init__(ctx, spacing=10)

    def draw(self) -> list[ft.Control]:
        t = self.ctx.t
        checker = self.checker
        # No title of its own: the referee screen and the session's tile both show it.
        return [
            ft.Text(t("kardinal.take.players"), size=12),
            ft.Row([chip(f"kk-take-players-{n}", str(n), checker.players == n,
                         partial(self._act, setattr, checker, "players", n))
                    for n in PLAYER_COUNTS], wrap=True),
            ft.Text(t("kardinal.take.tablets"), size=12),
            ft.Row([chip(f"kk-take-tablet-{kind}", t(f"kardinal.tablet.{kind}"),
                         kind in checker.tablets, partial(self._act, checker.toggle_tablet, kind))
                    for kind in TABLETS], wrap=True),
            ft.Text(t("kardinal.take.stones"), size=12),
            ft.Row([number_stepper(f"kk-take-stones-{place}", checker.stones[place],
                                   partial(self._act, checker.step_stones, place),
                                   on_set=partial(self._act, checker.set_stones, place),
                                   label=t(f"kardinal.take.stones_{place}"), bounds=STONE_COUNT,
                                   t=t)
                    for place in STONE_PLACES], wrap=True, spacing=12),
            ft.Text(t("kardinal.take.cards"), size=12),
            self._cards(),
            # The verdict right below the cards it judges, visible while editing them.
            self._verdict(),
            self._card_editor()]

    def _act(self, method: Any, *args: Any, **changes: Any) -> None:
        method(*args, **changes)
        self.render()

    # --- the take -------------------------------------------------------------------------
    def _cards(self) -> ft.Control:
        t = self.ctx.t
        bad = self.checker.offending()
        tiles: list[ft.Control] = []
        for i, card in enumerate(self.checker.cards):
            selected = i == self.checker.selected
            lines: list[ft.Control] = [ft.Text(f"{i + 1}", weight=ft.FontWeight.BOLD),
                     ft.Text(t(f"kardinal.country.{card.country}"), size=12),
                     ft.Text("●" * card.circles or "○", size=12)]
            # The rule on the card itself: which card is wrong must be seen, not only coloured.
            lines += [ft.Text(rule, size=11, color=ERROR, weight=ft.FontWeight.BOLD)
                      for rule in bad.get(i, ())]
            tiles.append(tid(f"kk-take-card-{i}", ft.Container(
                ft.Column(lines, spacing=0, tight=True),
                width=84, padding=ft.Padding.all(6), border_radius=ft.BorderRadius.all(6),
                bgcolor=ft.Colors.SECONDARY_CONTAINER if selected else CELL,
                border=ft.Border.all(3, ERROR) if i in bad else
                ft.Border.all(2 if selected else 1, ft.Colors.PRIMARY if selected else FRAME),
                on_click=no_event(self._act, setattr, self.checker, "selected", i))))
        add = self.ctx.t("kardinal.take.add")
        tiles.append(tid("kk-take-add", ft.IconButton(
            ft.Icon(ft.Icons.ADD_CIRCLE, semantics_label=add), tooltip=add,
            width=TOUCH, height=TOUCH,
            on_click=no_event(self._act, self.checker.add_card))))
        return ft.Row(tiles, wrap=True, spacing=6)

    def _card_editor(self) -> ft.Control:
        t = self.ctx.t
        checker = self.checker
        i = checker.selected
        card = checker.cards[i]

        def pick(name: str, options: tuple[Any, ...], label: Any, value: Any) -> ft.Control:
            return ft.Row([chip(f"kk-take-{name}-{option}", label(option), value == option,
                                partial(self._act, checker.change, i, **{name: option}))
                           for option in options], wrap=True, spacing=4)

        parts: list[ft.Control] = [
            ft.Text(t("kardinal.take.card_n", number=i + 1), weight=ft.FontWeight.BOLD),
            pick("country", COUNTRIES, lambda c: t(f"kardinal.country.{c}"), card.country),
            ft.Text(t("kardinal.take.circles"), size=12),
            pick("circles", CIRCLES, str, card.circles),
            pick("route", ROUTES, lambda r: t(f"kardinal.take.route.{r}"), card.route),
            pick("end", (True, False),
                 lambda e: t("kardinal.take.end_yes" if e else "kardinal.take.end_no"), card.end),
            ft.Text(t("kardinal.take.stone"), size=12),
            pick("stone", STONES, lambda s: t(f"kardinal.take.stone.{s}"), card.stone)]
        if checker.options.pay_any_stone and card.stone == "foreign":
            parts.append(pick("pay_from", ("supply", "deployed"),
                              lambda p: t(f"kardinal.take.pay.{p}"), card.pay_from))
        if checker.options.one_row_end:
            parts += [pick("row", ROWS, lambda r: t("kardinal.take.row", row=r), card.row),
                      pick("side", SIDES, lambda s: t(f"kardinal.take.side.{s}"), card.side)]
        if len(checker.cards) > 1:
            parts.append(tid("kk-take-remove", ft.TextButton(
                t("kardinal.take.remove"), icon=ft.Icons.DELETE, height=TOUCH,
                on_click=no_event(self._act, checker.remove_card, i))))
        return ft.Container(ft.Column(parts, spacing=6), padding=ft.Padding.all(8),
                            border=ft.Border.all(1, ft.Colors.OUTLINE),
                            border_radius=ft.BorderRadius.all(8))

    # --- the verdict ----------------------------------------------------------------------
    def _verdict(self) -> ft.Control:
        t = self.ctx.t
        verdict = self.checker.verdict()
        if isinstance(verdict, Violation):
            head, colour = t("kardinal.take.impossible"), ERROR
            faults: tuple[Violation, ...] = (verdict,)
        else:
            head = t("kardinal.take.legal" if verdict.ok else "kardinal.take.illegal")
            colour, faults = (GOOD if verdict.ok else ERROR), verdict.violations
        parts: list[ft.Control] = [
            tid("kk-take-verdict", announced(ft.Text(head, size=20, weight=ft.FontWeight.BOLD,
                                                     color=colour))),
            *fault_boxes(self.ctx, ((v.rule, v.message) for v in faults), compact=True)]
        if not isinstance(verdict, Violation):
            after = verdict.stones
            parts.append(tid("kk-take-after", ft.Text(t(
                "kardinal.take.text_after", supply=after.supply, deployed=after.deployed,
                lost=after.lost))))
            if verdict.returned:
                parts.append(ft.Text(t("kardinal.take.returned", count=verdict.returned)))
        parts.append(tid("kk-take-copy", ft.OutlinedButton(
            t("kardinal.take.copy"), icon=ft.Icons.COPY, height=TOUCH, on_click=self._copy)))
        return ft.Column(parts, spacing=6)

    def _copy(self) -> None:
        self.ctx.copy_text(self.checker.as_text(self.ctx.t, self.ctx.rule_text))
