"""Pegs stand out on the board: every seat colour at least 3:1 against the wood, and a won
game's peg never looks like an empty hole (Ida's brown peg did)."""

from __future__ import annotations

import flet as ft

from companion.colours import PALETTE, contrast
from companion.games.spitzer.board_view import (
    BOARD_COLOUR,
    BOARD_INK,
    PEG_COLOURS,
    _won_row,
)
from companion.games.spitzer.sheet_model import SpitzerSheet
from tests.companion.games.fakes import by_id, walk
from tests.companion.games.spitzer.conftest import FakeContext, hand, make_session
from tests.rows import as_row


def test_every_seat_colour_stands_out_on_the_board() -> None:
    for colour in (*PALETTE, *PEG_COLOURS):
        assert contrast(colour, BOARD_COLOUR) >= 3, colour
    assert contrast(BOARD_INK, BOARD_COLOUR) >= 4.5


def test_a_won_game_is_a_filled_peg_and_an_empty_hole_only_a_ring() -> None:
    ctx = FakeContext(make_session())
    ctx.add_entry(as_row("new_game", {"start": {"p0": 36, "p1": 30, "p2": 12, "p3": 0}}))
    ctx.add_entry(as_row("hand", hand("p3", "stealer", ("p0",), 5, 61)))
    brown = "#5D4037"
    row = _won_row(SpitzerSheet(ctx.session, ctx.t), ctx.t, [brown, *PALETTE[1:4]])
    assert row.bgcolor == BOARD_COLOUR  # type: ignore[attr-defined]
    holes = [c for c in walk(by_id(row, "spitzer-won-0-1"))
             if isinstance(c, ft.Container) and c.width == 10]
    filled, *empty = holes
    assert filled.bgcolor == brown and len(empty) == 4
    assert all(hole.bgcolor is None and hole.border is not None for hole in empty)
