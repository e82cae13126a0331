"""The palace-level and campaign-reward calculators."""

from __future__ import annotations

from functools import partial

import flet as ft

from companion.games.base import RefereeContext
from companion.games.kit import Screen, chip, number_stepper, then, then_step, tid
from companion.games.spandau.referee_round_model import CampaignCalc, PalaceCalc, Racer
from companion.games.spandau.sheet_model import session_options
from companion.games.spandau.verdict import verdict_panel
from companion.numbers import COUNT, Bounds
from scorers.spandau.data import MAX_PLAYERS, MIN_PLAYERS, PALACE_MAX

PALACE = Bounds(0, PALACE_MAX)
"""A palace level (SP80-PAL-2)."""


def _title(text: str) -> ft.Control:
    return ft.Text(text, size=20, weight=ft.FontWeight.BOLD)


class PalaceView(Screen[RefereeContext]):
    prefix = "spandau-palace"

    def __init__(self, ctx: RefereeContext) -> None:
        self.ctx = ctx
        self.calc = PalaceCalc(session_options(ctx.session.options if ctx.session else {}))
        self.root = ft.Column(spacing=6, scroll=ft.ScrollMode.AUTO)
        super().__init__(ctx)

    def draw(self) -> list[ft.Control]:
        t, calc, p, r = self.ctx.t, self.calc, self.prefix, self.render
        sources = [chip(f"{p}-source-{k}", t("spandau.palace.source." + k), calc.source == k,
                        then(r, setattr, calc, "source", k)) for k in ("action", "campaign")]
        return [
            _title(t("spandau.tool.palace")),
            ft.Row(sources, wrap=True),
            number_stepper(f"{p}-level", calc.level,
                           then_step(r, calc.step_level),
                           on_set=then_step(r, calc.set_level), bounds=PALACE,
                           label=t("spandau.palace.now"), label_at="start", t=t),
            number_stepper(f"{p}-gain", calc.gain,
                           then_step(r, calc.step_gain),
                           on_set=then_step(r, calc.set_gain), bounds=COUNT,
                           label=t("spandau.palace.gain"), label_at="start", t=t),
            chip(f"{p}-exert", t("spandau.palace.exert"), calc.exert,
                 then(r, setattr, calc, "exert", not calc.exert)),
            verdict_panel(self.ctx, p, calc.judgement(t)),
        ]


class CampaignView(Screen[RefereeContext]):
    """Players come from the open session (in seating order); opened without one, from the
    newest Spandau table (most likely the people playing now); else Player 1..n. The
    player count chips still add or take away seats."""

    prefix = "spandau-camp"

    def __init__(self, ctx: RefereeContext) -> None:
        self.ctx = ctx
        seats = ctx.session.seats if ctx.session else ()
        names = [s.name for s in seats] or list(ctx.last_table()) or [
            ctx.t("spandau.player_n", n=n + 1) for n in range(MIN_PLAYERS + 1)]
        self.calc = CampaignCalc([Racer(name) for name in names], session_options(
            ctx.session.options if ctx.session else {}))
        self.root = ft.Column(spacing=6, scroll=ft.ScrollMode.AUTO)
        super().__init__(ctx)

    def _count(self, count: int) -> None:
        racers = self.calc.racers
        del racers[count:]
        racers += [Racer(self.ctx.t("spandau.player_n", n=n + 1))
                   for n in range(len(racers), count)]
        self.calc.start = min(self.calc.start, count - 1)
        self.calc.finisher = min(self.calc.finisher, count - 1)

    def draw(self) -> list[ft.Control]:
        t, calc, p, r = self.ctx.t, self.calc, self.prefix, self.render
        controls: list[ft.Control] = [_title(t("spandau.tool.campaign"))]
        if self.ctx.session is None:
            controls.append(ft.Row([ft.Text(t("spandau.players"))] + [
                chip(f"{p}-players-{n}", str(n), len(calc.racers) == n, then(r, self._count, n))
                for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)], wrap=True))
        for key in ("start", "finisher"):
            controls.append(ft.Text(t(f"spandau.campaign.{key}")))
            controls.append(ft.Row([
                chip(f"{p}-{key}-{i}", racer.name, getattr(calc, key) == i,
                     then(r, calc.pick, key, i)) for i, racer in enumerate(calc.racers)],
                wrap=True))
        for i, racer in enumerate(calc.racers):
            controls.append(tid(f"{p}-racer-{i}", ft.Column([
                ft.Text(racer.name, weight=ft.FontWeight.BOLD),
                number_stepper(f"{p}-progress-{i}", racer.progress,
                               then_step(r, partial(calc.step, i, "progress")),
                               on_set=then_step(r, partial(calc.set, i, "progress")),
                               bounds=COUNT, label=t("spandau.campaign.progress"),
                               label_at="start", t=t, name=t(
                                   "a11y.whose", name=racer.name,
                                   what=t("spandau.campaign.progress"))),
                number_stepper(f"{p}-palace-{i}", racer.palace,
                               then_step(r, partial(calc.step, i, "palace")),
                               on_set=then_step(r, partial(calc.set, i, "palace")),
                               bounds=PALACE, label=t("spandau.campaign.palace"),
                               label_at="start", t=t, name=t(
                                   "a11y.whose", name=racer.name,
                                   what=t("spandau.campaign.palace")))], spacing=0)))
        controls.append(verdict_panel(self.ctx, p, calc.judgement(t)))
        return controls


def build_palace(ctx: RefereeContext) -> ft.Control:
    return PalaceView(ctx).root


def build_campaign(ctx: RefereeContext) -> ft.Control:
    return CampaignView(ctx).root
