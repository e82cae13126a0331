"""The verdict box of every game: a broken rule's ID, the app's text of that rule, and what
exactly is wrong, in the user's language."""

from __future__ import annotations

from collections.abc import Iterable

import flet as ft

from companion.games.kit.colours import ERROR
from companion.games.kit.controls import announced
from companion.i18n import Speaks, fault_of


def violation_box(rule: str, rule_text: str, message: str, *,
                  compact: bool = False) -> ft.Control:
    """``rule: rule_text`` in bold red over ``message`` (left out when it only repeats the
    rule's text), framed in red; ``compact`` for a box among the cells of a table.

    A compact box (a sheet's or a form's fault at the cell it concerns) is read out when it
    appears (`announced`); a referee's boxes stand under its verdict, whose head is."""
    size = 13 if compact else None
    lines: list[ft.Control] = [ft.Text(f"{rule}: {rule_text}", size=size,
                                       weight=ft.FontWeight.BOLD, color=ERROR)]
    if message != rule_text:
        lines.append(ft.Text(message, size=size))
    box = ft.Container(
        content=ft.Column(lines, spacing=2, tight=True),
        border=ft.Border.all(2, ERROR), border_radius=ft.BorderRadius.all(6),
        padding=ft.Padding.all(6 if compact else 8))
    return announced(box) if compact else box


def fault_box(ctx: Speaks, rule: str, message: str, *, compact: bool = False) -> ft.Control:
    """`violation_box` of a fault the rules core answered (``message`` in its English),
    shown in the language of the screen (`companion.i18n.fault_of`)."""
    return violation_box(rule, ctx.rule_text(rule), fault_of(ctx, rule, message),
                         compact=compact)


def fault_boxes(ctx: Speaks, faults: Iterable[tuple[str, str]], *, compact: bool = False
                ) -> list[ft.Control]:
    """One `fault_box` per broken rule of ``faults`` (rule, message), in the order the rules
    first come: a rule broken twice (two KK-TAKE-3 faults of one take) shows its ID and text
    once, with both messages under it."""
    messages: dict[str, list[str]] = {}
    for rule, message in faults:
        messages.setdefault(rule, []).append(fault_of(ctx, rule, message))
    return [violation_box(rule, ctx.rule_text(rule), "\n".join(said), compact=compact)
            for rule, said in messages.items()]
