"""Tokens stand out on whatever they lie on: a pale card, the Joker's dark face, the page in
the light and the dark theme. Their edge (a light halo, a dark ring) or their fill reaches
3:1 against each ground, like the Spitzer pegs on the board."""

from __future__ import annotations

import flet as ft

from companion.colours import contrast
from companion.games.spitzweg.colours import (
    BORDER_TINT,
    JOKER_FACE,
    TOKEN_FILL,
    TOKEN_GROUNDS,
    token_layers,
)
from companion.games.spitzweg.widgets import token_dot

LIGHT_PAGE, DARK_PAGE = "#FFFFFF", "#121212"


def strongest(colour: str, ground: str) -> float:
    return max(contrast(layer, ground) for layer in token_layers(colour))


def test_every_token_stands_out_on_every_ground_it_lies_on() -> None:
    assert {*BORDER_TINT.values(), JOKER_FACE, LIGHT_PAGE, DARK_PAGE} <= set(TOKEN_GROUNDS)
    weak = [(colour, ground, round(strongest(colour, ground), 2))
            for colour in TOKEN_FILL for ground in TOKEN_GROUNDS
            if strongest(colour, ground) < 3]
    assert not weak


def test_a_dark_ring_alone_would_fade_into_the_dark_page() -> None:
    """The check sees what the halo is for: the purple token in a dark ring only."""
    ring_and_fill = max(contrast(c, DARK_PAGE) for c in ("#212121", TOKEN_FILL["purple"]))
    assert ring_and_fill < 3


def test_the_drawn_token_has_its_halo_ring_and_fill() -> None:
    halo, rim, fill = token_layers("purple")
    outer = token_dot("purple", 18, "A")
    assert isinstance(outer, ft.Container) and outer.bgcolor == halo
    inner = outer.content
    assert isinstance(inner, ft.Container) and inner.bgcolor == fill
    assert inner.border is not None and inner.border.top.color == rim
