"""What only the Spitzweg screens draw: its card faces and the players' tokens. Everything
else comes from the widget kit (`companion.games.kit`)."""

from __future__ import annotations

import flet as ft

from companion.games.spitzweg.colours import (
    BORDER_INK,
    BORDER_TEXT,
    BORDER_TINT,
    JOKER_FACE,
    JOKER_TEXT,
    token_layers,
)
from scorers.spitzweg.data import JOKER

CARD_WIDTH = 48
CARD_HEIGHT = 66
"""A cell at card size: portrait like the cards, and at least a 48 px touch target."""


def token_dot(colour: str | None, size: int = 14, initial: str = "") -> ft.Control:
    """A player's token: a filled circle in a dark ring and a light one around it (so it
    shows on a pale card, on the Joker's dark face and on a dark page alike), round unlike
    any card, with the player's initial when the seat has a name."""
    if colour is None:
        return ft.Container(width=size, height=size)
    halo, rim, fill = token_layers(colour)
    ink = "#FFFFFF" if colour in ("purple", "grey") else "#212121"
    dot = ft.Container(
        content=ft.Text(initial[:1], size=(size - 2) * 0.6, color=ink, weight=ft.FontWeight.BOLD)
        if initial else None, alignment=ft.Alignment.CENTER, expand=True,
        bgcolor=fill, border=ft.Border.all(1.5, rim), border_radius=ft.BorderRadius.all(size))
    return ft.Container(dot, width=size, height=size, padding=ft.Padding.all(1),
                        bgcolor=halo, border_radius=ft.BorderRadius.all(size / 2))


def turn_badge(turn: int) -> ft.Control:
    """This turn's placement order (1, 2, ...) in the card's top corner."""
    return ft.Container(
        content=ft.Text(str(turn), size=9, color="#FFFFFF", weight=ft.FontWeight.BOLD),
        bgcolor="#212121", border_radius=ft.BorderRadius.all(7), width=14, height=14,
        alignment=ft.Alignment.CENTER)


def card_face(card: str, owner: str | None = None, *, letter: str = "", turn: int = 0,
              ghost: bool = False, initial: str = "", width: float = CARD_WIDTH,
              height: float = CARD_HEIGHT) -> ft.Control:
    """A drawn card: the border in its colour, the value large and dark, the colour's
    letter(s) small below it for colour-blind players (``letter``, in the player's
    language). A top strip holds the turn order (left) and the owner's token (right), so
    neither covers the value."""
    small = height < CARD_HEIGHT
    strip: list[ft.Control] = [turn_badge(turn) if turn else ft.Container(width=1),
                               token_dot(owner, 13, initial) if owner is not None
                               else ft.Container(width=1)]
    if card == JOKER:
        middle: list[ft.Control] = [ft.Text("J", size=18 if small else 22,
                                            weight=ft.FontWeight.BOLD, color=JOKER_TEXT)]
        bgcolor, ink = JOKER_FACE, JOKER_TEXT
    else:
        code, value = card[0], card[1:]
        middle = [ft.Text(value, size=15 if small else 20, weight=ft.FontWeight.BOLD,
                          color=BORDER_TEXT[code]),
                  ft.Text(letter or code, size=9 if small else 10, color=BORDER_TEXT[code])]
        bgcolor, ink = BORDER_TINT[code], BORDER_INK[code]
    column: list[ft.Control] = [ft.Column(middle, spacing=0, tight=True,
                                          horizontal_alignment=ft.CrossAxisAlignment.CENTER)]
    if not small:
        column.insert(0, ft.Row(strip, alignment=ft.MainAxisAlignment.SPACE_BETWEEN,
                                height=14))
    return ft.Container(
        content=ft.Column(column, spacing=0, tight=True,
                          horizontal_alignment=ft.CrossAxisAlignment.STRETCH),
        width=width, height=height, bgcolor=bgcolor, border=ft.Border.all(4, ink),
        padding=ft.Padding.all(1), border_radius=ft.BorderRadius.all(6),
        opacity=0.55 if ghost else 1.0)
