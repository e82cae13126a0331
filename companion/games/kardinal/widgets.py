"""Small controls shared by the Kardinal & König screens: test ids, steppers, chips, marks.

Handlers are zero-argument callables: the page redraws after an event handler, so none of
them calls ``update()``, and a test can call them on a tree that is not on a page.
"""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from companion.games.base import Context
from companion.games.widgets import TOUCH, Handler, no_event, number_stepper, tid  # noqa: F401
from companion.i18n import fault_message
from companion.numbers import SANE, Bounds
from scorers.common.models import Violation

COUNT = Bounds(0, SANE[1])
"""A count of cards, ships or stones: never below none."""

ERROR: str = ft.Colors.ERROR
OK = "#388E3C"
"""A green readable on the light and the dark background alike."""
PENDING = "#9E9E9E"
CELL: str = ft.Colors.SURFACE_CONTAINER_HIGHEST
LEADER = "#FFE082"
"""The leader's total: amber with dark text in both themes."""
FRAME: str = ft.Colors.OUTLINE_VARIANT


def chip(identifier: str, label: str, selected: bool, on_click: Handler,
         disabled: bool = False) -> ft.Control:
    # The label on the semantics node too: a screen reader (and a test) reads the chip.
    return ft.Semantics(identifier=identifier, label=label, selected=selected,
                        content=ft.Chip(label=ft.Text(label), selected=selected,
                                        on_click=lambda: on_click(), disabled=disabled))


def stepper(identifier: str, label: str, value: int, on_step: Callable[[int], None],
            disabled: bool = False, fault: bool = False,
            t: Callable[..., str] | None = None) -> ft.Control:
    """A label over −/number/+ (the shared `number_stepper`: the number can be typed); the
    number is outlined red when impossible."""
    return number_stepper(identifier, value, on_step, label=label, bounds=COUNT,
                          disabled=disabled, fault=fault, t=t)


def fault_box(ctx: Context, violation: Violation) -> ft.Control:
    """One broken rule: its ID, the app's explanation of it, and what exactly is wrong, in
    the user's language (`companion.i18n.fault_message`)."""
    rule_text = ctx.rule_text(violation.rule)
    message = fault_message(ctx.t, ctx.rule_text, ctx.lang, violation.rule, violation.message)
    lines: list[ft.Control] = [ft.Text(f"{violation.rule}: {rule_text}", size=13,
                                       weight=ft.FontWeight.BOLD, color=ERROR)]
    if message != rule_text:
        lines.append(ft.Text(message, size=13))
    return ft.Container(
        content=ft.Column(lines, spacing=2, tight=True),
        border=ft.Border.all(2, ERROR), border_radius=ft.BorderRadius.all(6),
        padding=ft.Padding.all(6))


def number(identifier: str, value: int | None, on_click: Handler | None, width: int = 56,
           bold: bool = False, highlight: bool = False) -> ft.Control:
    """A computed number a person taps for its explanation; "–" when it cannot be computed.

    Its own semantics node (``container``): merged into the tappable box's node, the test id
    was dropped now and then when the sheet was drawn again while a number was being typed,
    and a screen reader lost the cell with it."""
    text = "–" if value is None else str(value)
    return ft.Semantics(identifier=identifier, container=True, content=ft.Container(
        ft.Text(text, size=18, weight=ft.FontWeight.BOLD if bold else None,
                color=PENDING if value is None else ("#212121" if highlight else None)),
        width=width, height=TOUCH, alignment=ft.Alignment.CENTER,
        bgcolor=LEADER if highlight else CELL, border_radius=ft.BorderRadius.all(6),
        on_click=(lambda: on_click()) if on_click else None))
