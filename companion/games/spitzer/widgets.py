"""What only the Spitzer screens draw: its card faces, and the kit's card picker in trump
order. Everything else comes from the widget kit (`companion.games.kit`)."""

from __future__ import annotations

from collections.abc import Callable, Collection
from functools import partial

import flet as ft

from companion.games.kit import CardGroup, Handler, tid
from companion.games.kit import card_picker as kit_card_picker
from companion.games.spitzer.card_names import SUIT_SYMBOL, rank_label
from companion.i18n import Speaks, fault_of
from scorers.spitzer.data import FAIL_ORDER, FAIL_SUITS, TRUMP_ORDER

CARD_WIDTH = 48
CARD_HEIGHT = 64
SUIT_INK = {"C": "#212121", "S": "#212121", "H": "#C62828", "D": "#C62828"}
TRUMP_TINT = "#FFF8E1"
FAIL_TINT = "#FFFFFF"
NOTE = "#F9A825"
"""The frame of a fault the table kept: amber, not the red of a fault that blocks."""


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
    suit A 10 K 9 8 7 (SPZ-DECK-2/3), each trump with its place in the trump order. ``used``
    cards are dimmed and do nothing."""
    marks = marks or {}
    groups = [CardGroup(t("spitzer.cards.trumps"), TRUMP_ORDER),
              *[CardGroup(t(f"spitzer.cards.suit_{suit}"), [rank + suit for rank in FAIL_ORDER])
                for suit in FAIL_SUITS]]

    def face(card: str, on_click: Handler | None, dimmed: bool) -> ft.Control:
        rank = TRUMP_ORDER.index(card) + 1 if card in TRUMP_ORDER else None
        return card_face(card, dimmed=dimmed, marked=marks.get(card), trump_rank=rank, t=t,
                         on_click=on_click)

    return kit_card_picker(prefix, groups, face, on_pick, used)


def kept_note(ctx: Speaks, rule: str, message: str) -> ft.Control:
    """A fault of a hand the table kept as played: ``rule`` and what broke it (``message``
    with the players' names), framed in amber, for the hand's row and its form."""
    return ft.Container(
        ft.Column([ft.Text(ctx.t("spitzer.kept.note", rule=rule, says=ctx.rule_text(rule)),
                           weight=ft.FontWeight.BOLD),
                   ft.Text(fault_of(ctx, rule, message))], spacing=2, tight=True),
        border=ft.Border.all(2, NOTE), border_radius=ft.BorderRadius.all(6),
        padding=ft.Padding.all(8))
