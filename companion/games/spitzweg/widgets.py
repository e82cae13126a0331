"""Small controls shared by the Spitzweg screens: drawn card faces, tokens, steppers, chips.

Handlers are zero-argument callables: the page redraws after an event handler, so none of
them calls ``update()``, and a test can call them on a tree that is not on a page.
"""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from companion.games.spitzweg.colours import (
    BORDER_INK,
    BORDER_TEXT,
    BORDER_TINT,
    JOKER_FACE,
    JOKER_TEXT,
    TOKEN_FILL,
)
from companion.games.widgets import TOUCH, Handler, no_event, tid  # noqa: F401
from companion.numbers import SCORE, Bounds, NumberError, number_message, parse_int
from scorers.spitzweg.data import JOKER

CARD_WIDTH = 48
CARD_HEIGHT = 66
"""A cell at card size: portrait like the cards, and at least a 48 px touch target."""
ERROR = "#D32F2F"
HINT = "#2E7D32"




def token_dot(colour: str | None, size: int = 14) -> ft.Control:
    """A player's token: filled circle with a dark rim, so the white token shows too."""
    if colour is None:
        return ft.Container(width=size, height=size)
    return ft.Container(width=size, height=size, bgcolor=TOKEN_FILL.get(colour, "#000000"),
                        border=ft.Border.all(1.5, "#212121"),
                        border_radius=ft.BorderRadius.all(size / 2))


def card_face(card: str, owner: str | None = None, *, turn: int = 0, ghost: bool = False,
              width: float = CARD_WIDTH, height: float = CARD_HEIGHT) -> ft.Control:
    """A drawn card: the border in its colour, the value large and dark, the colour letter
    small for colour-blind players, the owner's token in the corner, the turn order on top."""
    if card == JOKER:
        face: ft.Control = ft.Text("J", size=26, weight=ft.FontWeight.BOLD, color=JOKER_TEXT)
        bgcolor, ink = JOKER_FACE, JOKER_TEXT
    else:
        letter, value = card[0], card[1:]
        face = ft.Column(
            [ft.Text(value, size=22, weight=ft.FontWeight.BOLD, color=BORDER_TEXT[letter]),
             ft.Text(letter, size=11, color=BORDER_TEXT[letter])],
            spacing=0, horizontal_alignment=ft.CrossAxisAlignment.CENTER,
            alignment=ft.MainAxisAlignment.CENTER)
        bgcolor, ink = BORDER_TINT[letter], BORDER_INK[letter]
    layers: list[ft.Control] = [ft.Container(content=face, alignment=ft.Alignment.CENTER,
                                             expand=True)]
    if owner is not None:
        layers.append(ft.Container(content=token_dot(owner), right=2, bottom=2))
    if turn:
        layers.append(ft.Container(
            content=ft.Text(str(turn), size=10, color="#FFFFFF", weight=ft.FontWeight.BOLD),
            bgcolor="#212121", border_radius=ft.BorderRadius.all(8), width=16, height=16,
            alignment=ft.Alignment.CENTER, left=1, top=1))
    return ft.Container(content=ft.Stack(layers), width=width, height=height,
                        bgcolor=bgcolor, border=ft.Border.all(5, ink),
                        border_radius=ft.BorderRadius.all(6), opacity=0.55 if ghost else 1.0)


def choice_chip(identifier: str, label: str, selected: bool, on_click: Handler,
                leading: ft.Control | None = None, disabled: bool = False) -> ft.Control:
    return tid(identifier, ft.Chip(label=ft.Text(label), selected=selected, leading=leading,
                                   on_click=lambda: on_click(), disabled=disabled))


def stepper(identifier: str, value: int, on_step: Callable[[int], int | None],
            on_set: Callable[[int], None], disabled: bool = False,
            bounds: Bounds = SCORE, t: Callable[..., str] | None = None) -> ft.Control:
    """-/+ buttons around a number field (the keyboard is needed only for big jumps).

    When ``on_step`` returns the new number, the field shows it in place and nothing else
    is rebuilt, so quick repeated taps on + all count (a rebuilt button loses the next tap).
    A typed number outside ``bounds`` or not a whole number is refused at the field.
    """

    def typed(event: ft.Event[ft.TextField]) -> None:
        try:
            number = parse_int(event.control.value, bounds)
        except NumberError as wrong:
            field.error = number_message(wrong, t)
            return
        field.error = None
        on_set(number)

    field = ft.TextField(value=str(value), width=64, text_align=ft.TextAlign.CENTER,
                         dense=True, keyboard_type=ft.KeyboardType.NUMBER, on_change=typed,
                         disabled=disabled)

    def step(delta: int) -> None:
        shown = on_step(delta)
        if shown is not None:
            field.value = str(shown)
            field.error = None

    return ft.Row([
        tid(f"{identifier}-minus", ft.IconButton(ft.Icons.REMOVE, on_click=lambda: step(-1),
                                                 disabled=disabled)),
        tid(f"{identifier}-value", field),
        tid(f"{identifier}-plus", ft.IconButton(ft.Icons.ADD, on_click=lambda: step(1),
                                                disabled=disabled)),
    ], spacing=0, tight=True)


def violation_box(rule: str, rule_text: str, message: str) -> ft.Control:
    """One broken rule: its ID, the app's explanation of it, and what exactly is wrong."""
    return ft.Container(
        content=ft.Column([ft.Text(f"{rule}: {rule_text}", weight=ft.FontWeight.BOLD,
                                   color=ERROR),
                           ft.Text(message)], spacing=2, tight=True),
        border=ft.Border.all(2, ERROR), border_radius=ft.BorderRadius.all(6),
        padding=ft.Padding.all(8))
