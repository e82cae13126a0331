"""The influence-cost and displacement calculators."""

from __future__ import annotations

from functools import partial

import flet as ft

from companion.games.base import RefereeContext
from companion.games.kit import Screen, chip, number_stepper, then, then_step
from companion.games.spandau.referee_map_model import DisplacementCalc, InfluenceCalc
from companion.games.spandau.sheet_model import session_options
from companion.games.spandau.verdict import verdict_panel
from companion.numbers import COUNT
from scorers.spandau.data import TERRAINS, TOKEN_LEVELS


def _title(text: str) -> ft.Control:
    return ft.Text(text, size=20, weight=ft.FontWeight.BOLD)


class InfluenceView(Screen[RefereeContext]):
    prefix = "spandau-infl"

    def __init__(self, ctx: RefereeContext) -> None:
        self.ctx = ctx
        self.calc = InfluenceCalc(session_options(ctx.session.options if ctx.session else {}))
        self.root = ft.Column(spacing=6, scroll=ft.ScrollMode.AUTO)
        super().__init__(ctx)

    def draw(self) -> list[ft.Control]:
        t, calc, p, r = self.ctx.t, self.calc, self.prefix, self.render
        return [
            _title(t("spandau.tool.influence")),
            ft.Text(t("spandau.influence.hint"), size=12, italic=True),
            *[number_stepper(f"{p}-left-{level}", calc.left[level - 1],
                             then_step(r, partial(calc.step_left, level)),
                             on_set=then_step(r, partial(calc.set_left, level)),
                             bounds=COUNT, label=t("spandau.influence.left", level=level),
                             label_at="start", t=t)
              for level in TOKEN_LEVELS],
            number_stepper(f"{p}-count", calc.count,
                           then_step(r, calc.step_count),
                           on_set=then_step(r, calc.set_count), bounds=COUNT,
                           label=t("spandau.influence.count"), label_at="start", t=t),
            number_stepper(f"{p}-paid", calc.paid,
                           then_step(r, calc.step_paid),
                           on_set=then_step(r, calc.set_paid), bounds=COUNT,
                           label=t("spandau.influence.paid"), label_at="start", t=t),
            verdict_panel(self.ctx, p, calc.judgement(t)),
        ]


class DisplacementView(Screen[RefereeContext]):
    prefix = "spandau-move"

    def __init__(self, ctx: RefereeContext) -> None:
        self.ctx = ctx
        self.calc = DisplacementCalc(
            session_options(ctx.session.options if ctx.session else {}))
        self.root = ft.Column(spacing=6, scroll=ft.ScrollMode.AUTO)
        super().__init__(ctx)

    def draw(self) -> list[ft.Control]:
        t, calc, p, r = self.ctx.t, self.calc, self.prefix, self.render
        terrains = [chip(f"{p}-terrain-{k}", t("spandau.terrain." + k), calc.terrain == k,
                         then(r, calc.pick_terrain, k)) for k in TERRAINS]
        movers = [chip(f"{p}-by-{k}", t("spandau.move.by." + k), calc.by == k,
                       then(r, setattr, calc, "by", k)) for k in ("player", "berlin")]
        targets = [chip(f"{p}-dest-{k or 'unknown'}",
                        t("spandau.terrain." + k) if k else t("spandau.unknown"),
                        calc.destination == k, then(r, calc.pick_destination, k))
                   for k in (None, *TERRAINS)]
        return [
            _title(t("spandau.tool.displacement")),
            ft.Text(t("spandau.move.terrain")), ft.Row(terrains, wrap=True),
            ft.Text(t("spandau.move.mover")), ft.Row(movers, wrap=True),
            number_stepper(f"{p}-own", calc.own_pieces,
                           then_step(r, calc.step_own),
                           on_set=then_step(r, calc.set_own), bounds=COUNT,
                           label=t("spandau.move.own"),
                           label_at="start", disabled=calc.by == "berlin", t=t),
            ft.Text(t("spandau.move.destination")), ft.Row(targets, wrap=True),
            ft.Row([chip(f"{p}-adjacent", t("spandau.move.adjacent"), calc.adjacent,
                         then(r, setattr, calc, "adjacent", not calc.adjacent)),
                    chip(f"{p}-free", t("spandau.move.free"), calc.free,
                         then(r, setattr, calc, "free", not calc.free))], wrap=True),
            number_stepper(f"{p}-paid", calc.paid,
                           then_step(r, calc.step_paid),
                           on_set=then_step(r, calc.set_paid), bounds=COUNT,
                           label=t("spandau.move.paid"), label_at="start", t=t),
            verdict_panel(self.ctx, p, calc.judgement(t)),
        ]


def build_influence(ctx: RefereeContext) -> ft.Control:
    return InfluenceView(ctx).root


def build_displacement(ctx: RefereeContext) -> ft.Control:
    return DisplacementView(ctx).root
