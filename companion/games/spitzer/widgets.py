"""Small controls of the Spitzer screens: card faces, the card picker in trump order, chips.

Handlers are zero-argument callables: the page redraws after an event handler, so none of
them calls ``update()``, and a test can call them on a tree that is not on a page.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from functools import partial

import flet as ft

from companion.games.spitzer.card_names import (  # noqa: F401
    SUIT_SYMBOL,
    card_label,
    cards_label,
    rank_label,
)
from companion.games.widgets import TOUCH, Handler, no_event, number_stepper, tid  # noqa: F401
from companion.numbers import SCORE, Bounds
from scorers.spitzer.data import FAIL_ORDER, FAIL_SUITS, TRUMP_ORDER

CARD_WIDTH = 48
CARD_HEIGHT = 64
ERROR = "#D32F2F"
LEGAL = "#2E7D32"
SUIT_INK = {"C": "#212121", "S": "#212121", "H": "#C62828", "D": "#C62828"}
TRUMP_TINT = "#FFF8E1"
FAIL_TINT = "#FFFFFF"


def card_face(card: str, *, on_click: Handler | None = None, marked: str | None = None,
              dimmed: bool = False, trump_rank: int | None = None,
              t: Callable[..., str] | None = None) -> ft.Control:
    """A drawn card: big rank (in the language of ``t``) and the suit symbol in the suit's
    ink, trumps tinted gold.

    ``marked`` outlines the card (green: legal, red: the offending card); ``trump_rank``
    shows its place in the trump order in the corner."""
    rank, suit = card[:-1], card[-1]
    ink = SUIT_INK[suit]
    face: list[ft.Control] = [ft.Column(
        [ft.Text(rank_label(rank, t), size=20, weight=ft.FontWeight.BOLD, color=ink),
         ft.Text(SUIT_SYMBOL[suit], size=16, color=ink)],
        spacing=0, horizontal_alignment=ft.CrossAxisAlignment.CENTER,
        alignment=ft.MainAxisAlignment.CENTER)]
    layers: list[ft.Control] = [ft.Container(face[0], alignment=ft.Alignment.CENTER,
                                             expand=True)]
    if trump_rank is not None:
        layers.append(ft.Container(ft.Text(str(trump_rank), size=9, color="#5D4037"),
                                   left=2, top=0))
    return ft.Container(
        ft.Stack(layers), width=CARD_WIDTH, height=CARD_HEIGHT,
        bgcolor=TRUMP_TINT if card in TRUMP_ORDER else FAIL_TINT,
        border=ft.Border.all(3 if marked else 1, marked or "#757575"),
        border_radius=ft.BorderRadius.all(6), opacity=0.3 if dimmed else 1.0,
        on_click=(lambda: on_click()) if on_click else None)


def card_row(prefix: str, cards: Collection[str], on_tap: Callable[[str], None] | None = None,
             marks: dict[str, str] | None = None, t: Callable[..., str] | None = None
             ) -> ft.Control:
    """Cards in a wrapping row, each with the id ``<prefix>-<card>``."""
    return ft.Row([tid(f"{prefix}-{card}", card_face(
        card, marked=(marks or {}).get(card), t=t,
        on_click=partial(on_tap, card) if on_tap else None)) for card in cards],
        wrap=True, spacing=4, run_spacing=4)


def card_picker(prefix: str, on_pick: Callable[[str], None], t: Callable[..., str],
                used: Collection[str] = (), marks: dict[str, str] | None = None
                ) -> ft.Control:
    """All 32 cards as the players sort them: the 14 trumps highest first, then each fail
    suit A 10 K 9 8 7 (SPZ-DECK-2/3). ``used`` cards are dimmed and do nothing."""
    marks = marks or {}

    def face(card: str, rank: int | None = None) -> ft.Control:
        gone = card in used
        return tid(f"{prefix}-{card}", card_face(
            card, dimmed=gone, marked=marks.get(card), trump_rank=rank, t=t,
            on_click=None if gone else (lambda: on_pick(card))))

    parts: list[ft.Control] = [
        ft.Text(t("spitzer.cards.trumps"), size=12, weight=ft.FontWeight.BOLD),
        ft.Row([face(card, rank) for rank, card in enumerate(TRUMP_ORDER, start=1)],
               wrap=True, spacing=4, run_spacing=4)]
    for suit in FAIL_SUITS:
        parts += [ft.Text(t(f"spitzer.cards.suit_{suit}"), size=12, weight=ft.FontWeight.BOLD),
                  ft.Row([face(rank + suit) for rank in FAIL_ORDER], wrap=True, spacing=4)]
    return ft.Column(parts, spacing=4)


def switch_row(identifier: str, label: str, value: bool, on_change: Handler) -> ft.Control:
    """A switch whose label wraps onto more lines instead of being cut off; a tap on the
    label flips it too."""
    return ft.Row([tid(identifier, ft.Switch(value=value, on_change=lambda: on_change())),
                   ft.Container(ft.Text(label), expand=True, on_click=lambda: on_change())],
                  vertical_alignment=ft.CrossAxisAlignment.CENTER)


def choice_chip(identifier: str, label: str, selected: bool, on_click: Handler,
                disabled: bool = False) -> ft.Control:
    return tid(identifier, ft.Chip(label=ft.Text(label), selected=selected,
                                   on_click=lambda: on_click(), disabled=disabled))


def stepper(identifier: str, value: int, on_step: Callable[[int], None],
            steps: tuple[int, ...] = (1,), bounds: Bounds = SCORE,
            t: Callable[..., str] | None = None) -> ft.Control:
    """The shared `number_stepper`: −/+ (and −10/+10 where given) around a number that can
    also be typed."""
    return number_stepper(identifier, value, on_step, steps=steps, bounds=bounds, t=t)


def violation_box(rule: str, rule_text: str, message: str) -> ft.Control:
    """One broken rule: its ID, the app's explanation of it, and what exactly is wrong
    (``message`` in the user's language: `companion.i18n.fault_of`)."""
    lines: list[ft.Control] = [ft.Text(f"{rule}: {rule_text}", weight=ft.FontWeight.BOLD,
                                       color=ERROR)]
    if message != rule_text:
        lines.append(ft.Text(message))
    return ft.Container(
        content=ft.Column(lines, spacing=2, tight=True),
        border=ft.Border.all(2, ERROR), border_radius=ft.BorderRadius.all(6),
        padding=ft.Padding.all(8))
