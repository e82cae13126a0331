"""The card picker: every card of a deck in the players' own order, grouped under headings;
a tap picks a card, a card already used is dimmed and does nothing."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

import flet as ft

from companion.games.kit.controls import Handler, tid

Face = Callable[[str, Handler | None, bool], ft.Control]
"""A game's drawn card: ``face(card, on_click, dimmed)``."""


@dataclass(frozen=True)
class CardGroup:
    """A heading and its cards in the order the players sort them."""

    title: str
    cards: Sequence[str]


def card_picker(prefix: str, groups: Sequence[CardGroup], face: Face,
                on_pick: Callable[[str], None], used: Collection[str] = ()) -> ft.Control:
    """Each group as a heading over a wrapping row of faces, each card with the test id
    ``<prefix>-<card>``."""

    def one(card: str) -> ft.Control:
        gone = card in used
        return tid(f"{prefix}-{card}", face(
            card, None if gone else (lambda: on_pick(card)), gone))

    parts: list[ft.Control] = []
    for group in groups:
        parts += [ft.Text(group.title, size=12, weight=ft.FontWeight.BOLD),
                  ft.Row([one(card) for card in group.cards], wrap=True, spacing=4,
                         run_spacing=4)]
    return ft.Column(parts, spacing=4)
