"""The number that explains itself: a computed number a person taps to see how it came
about (the shell's explanation sheet)."""

from __future__ import annotations

import flet as ft

from companion.games.kit.colours import CELL, LEADER, LEADER_INK, PENDING
from companion.games.kit.controls import TOUCH, Handler
from companion.games.kit.controls import caption as caption_text

NOT_COMPUTED = "–"


def explained_number(identifier: str, value: int | str | None, on_click: Handler | None, *,
                     caption: str | None = None, width: int = 56, bold: bool = False,
                     highlight: bool = False) -> ft.Control:
    """``value`` in a tappable cell (``on_click`` opens its explanation; None: nothing to
    explain); "–" in grey when it cannot be computed. ``caption`` names it below the number;
    ``highlight`` marks the leader's total.

    The test id stands on a node of its own that never changes, above the cell's own node
    (as `tid`): on the cell's node, its id was dropped now and then when the number changed
    (or the sheet was drawn again while a number was typed), and a screen reader lost the
    cell with it."""
    text = ft.Text(NOT_COMPUTED if value is None else str(value), size=18,
                   weight=ft.FontWeight.BOLD if bold else None,
                   color=PENDING if value is None else (LEADER_INK if highlight else None))
    content: ft.Control = text if caption is None else ft.Column(
        [text, caption_text(caption)], spacing=0, tight=True,
        horizontal_alignment=ft.CrossAxisAlignment.CENTER)
    return ft.Semantics(identifier=identifier, container=True, content=ft.Semantics(
        container=True, content=ft.Container(
            content, width=width, height=TOUCH if caption is None else TOUCH + 8,
            alignment=ft.Alignment.CENTER, bgcolor=LEADER if highlight else CELL,
            border_radius=ft.BorderRadius.all(6),
            on_click=(lambda: on_click()) if on_click else None)))
