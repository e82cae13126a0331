"""Small controls shared by the Spandau 1780 screens: test ids, steppers, chips, the
tappable number, and the verdict panel with its copy button.

Handlers are zero-argument callables: the page redraws after an event handler, so none of
them calls ``update()``, and a test can call them on a tree that is not on a page.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from companion.games.base import Context, Explanation
from companion.games.spandau.verdict import Judgement
from companion.games.widgets import TOUCH, Handler, no_event, number_stepper, tid  # noqa: F401
from companion.i18n import fault_of

ERROR = "#D32F2F"
GOOD = "#2E7D32"




def chip(identifier: str, label: str, selected: bool, on_click: Handler,
         disabled: bool = False, leading: ft.Control | None = None) -> ft.Control:
    return tid(identifier, ft.Chip(label=ft.Text(label), selected=selected, leading=leading,
                                   on_click=lambda: on_click(), disabled=disabled))


def stepper(identifier: str, label: str, value: int | None, on_step: Callable[[int], None],
            disabled: bool = False, t: Callable[..., str] | None = None) -> ft.Control:
    """A label and the shared `number_stepper` (empty while nothing is entered, which the
    models step from as -1; the number can be typed)."""
    return ft.Row([ft.Text(label, expand=True),
                   number_stepper(identifier, value, on_step, disabled=disabled, t=t,
                                  empty=-1)],
                  spacing=0)


def number(identifier: str, ctx: Context, label: str, value: str,
           explanation: Explanation | None, width: int = 64) -> ft.Control:
    """A computed number with its caption; a tap opens how it was computed."""
    box = ft.Container(
        ft.Column([ft.Text(value, size=20, weight=ft.FontWeight.BOLD),
                   ft.Text(label, size=11)], spacing=0, tight=True,
                  horizontal_alignment=ft.CrossAxisAlignment.CENTER),
        width=width, height=TOUCH + 8, alignment=ft.Alignment.CENTER,
        on_click=(lambda: ctx.explain(explanation)) if explanation else None)
    return tid(identifier, box)


def violation_box(ctx: Context, rule: str, message: str) -> ft.Control:
    """One broken rule: its ID, the app's explanation of it, and what exactly is wrong, in
    the user's language (`companion.i18n.fault_of`)."""
    text = ctx.rule_text(rule)
    shown = fault_of(ctx, rule, message)
    lines: list[ft.Control] = [ft.Text(f"{rule}: {text}", weight=ft.FontWeight.BOLD, color=ERROR)]
    if shown != text:
        lines.append(ft.Text(shown))
    return ft.Container(
        content=ft.Column(lines, spacing=2, tight=True),
        border=ft.Border.all(2, ERROR), border_radius=ft.BorderRadius.all(6),
        padding=ft.Padding.all(8))


def verdict_panel(ctx: Context, prefix: str, judgement: Judgement) -> ft.Control:
    """The answer, each fault on a red box, the rules it rests on, and a copy button."""
    t = ctx.t
    parts: list[ft.Control] = []
    if judgement.ok is not None:
        parts.append(tid(f"{prefix}-verdict", ft.Text(
            t("spandau.verdict.ok") if judgement.ok else t("spandau.verdict.not_ok"),
            size=18, weight=ft.FontWeight.BOLD, color=GOOD if judgement.ok else ERROR)))
    parts += [tid(f"{prefix}-line-{i}", ft.Text(line, size=16))
              for i, line in enumerate(judgement.lines)]
    parts += [tid(f"{prefix}-fault-{i}", violation_box(ctx, v.rule, v.message))
              for i, v in enumerate(judgement.violations)]
    shown = {v.rule for v in judgement.violations}
    parts += [ft.Text(f"{rule}: {ctx.rule_text(rule)}", size=12, italic=True)
              for rule in judgement.rules if rule not in shown]
    parts.append(tid(f"{prefix}-copy", ft.OutlinedButton(
        t("spandau.copy"), icon=ft.Icons.COPY,
        on_click=lambda: ctx.copy_text(judgement.text(ctx.t, ctx.rule_text)))))
    return ft.Container(ft.Column(parts, spacing=6, tight=True), padding=ft.Padding.all(8),
                        border=ft.Border.all(1, "#9E9E9E"),
                        border_radius=ft.BorderRadius.all(8))


def then(redraw: Handler, action: Callable[..., object], *args: Any) -> Handler:
    """A tap handler: change the view-model, then draw it again."""

    def handler() -> None:
        action(*args)
        redraw()

    return handler


def then_step(redraw: Handler, action: Callable[[int], object]) -> Callable[[int], None]:
    """A stepper handler: apply the step to the view-model, then draw it again."""

    def handler(delta: int) -> None:
        action(delta)
        redraw()

    return handler
