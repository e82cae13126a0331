"""The end-condition checklist controls (§8.1), used by the referee tool and the sheet."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import flet as ft

from companion.games.base import Context, RefereeContext
from companion.games.kit import GOOD, Screen, chip, number_stepper, then, then_step, tid
from companion.games.spandau.end_model import CONDITIONS, EndChecklist
from companion.games.spandau.verdict import verdict_panel
from scorers.spandau.data import END_LABELS, MAX_PLAYERS, MIN_PLAYERS

BERLIN = "berlin_can_grow"
BERLIN_CHOICES: tuple[tuple[str, bool | None], ...] = (
    ("unknown", None), ("yes", True), ("no", False))


def checklist_controls(ctx: Context, prefix: str, checklist: EndChecklist,
                       redraw: Callable[[], None]) -> list[ft.Control]:
    """One line per end condition: its input, green when the condition is met."""
    met = checklist.met()
    lines: list[ft.Control] = []
    for rule, name in CONDITIONS:
        label = END_LABELS[rule]
        mark = ft.Text(label, weight=ft.FontWeight.BOLD, width=28,
                       color=GOOD if rule in met else None)
        if name == BERLIN:
            value = checklist.values.get(name)
            choices = [chip(f"{prefix}-berlin-{key}", ctx.t(f"spandau.{key}"), value is choice,
                            then(redraw, checklist.set, BERLIN, choice))
                       for key, choice in BERLIN_CHOICES]
            body: ft.Control = ft.Column([ft.Text(ctx.t(f"spandau.end.input.{name}")),
                                          ft.Row(choices, wrap=True)], spacing=2, expand=True)
        else:
            body = ft.Container(number_stepper(f"{prefix}-{name}", checklist.values.get(name),
                                               then_step(redraw, partial(checklist.step, name)),
                                               on_set=then_step(redraw, partial(checklist.set,
                                                                                name)),
                                               bounds=checklist.bounds(name),
                                               label=ctx.t(f"spandau.end.input.{name}"),
                                               label_at="start", t=ctx.t), expand=True)
        lines.append(tid(f"{prefix}-row-{label}", ft.Row([mark, body], spacing=4)))
    return lines


class EndToolView(Screen[RefereeContext]):
    """Referee: does the game end now, and by which condition?"""

    def __init__(self, ctx: RefereeContext) -> None:
        self.ctx = ctx
        players = len(ctx.session.seats) if ctx.session is not None else None
        self.checklist = EndChecklist(players)
        self.root = ft.Column(spacing=8, scroll=ft.ScrollMode.AUTO)
        super().__init__(ctx)

    def draw(self) -> list[ft.Control]:
        t = self.ctx.t
        players = [chip(f"spandau-endtool-players-{n}", str(n), self.checklist.players == n,
                        then(self.render, setattr, self.checklist, "players", n))
                   for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)]
        return [
            ft.Text(t("spandau.tool.end"), size=20, weight=ft.FontWeight.BOLD),
            ft.Text(t("spandau.end.hint"), size=12, italic=True),
            ft.Row([ft.Text(t("spandau.players")), *players], wrap=True),
            *checklist_controls(self.ctx, "spandau-endtool", self.checklist, self.render),
            verdict_panel(self.ctx, "spandau-endtool",
                          self.checklist.judgement(t)),
        ]


def build_end_tool(ctx: RefereeContext) -> ft.Control:
    return EndToolView(ctx).root
