"""The peg board's ghost pegs, a tapped peg's hand, and the running-total chart."""

from __future__ import annotations

from typing import Any

import flet as ft

from companion.games.spitzer.board_view import Peg, hole_top
from companion.games.spitzer.sheet_view import SheetView
from tests.companion.games.fakes import ids, walk
from tests.companion.games.spitzer.conftest import FakeContext, hand
from tests.rows import as_row


def label(root: Any, identifier: str) -> str:
    found = [c.label for c in walk(root)
             if isinstance(c, ft.Semantics) and c.identifier == identifier]
    assert len(found) == 1, identifier
    return str(found[0])


def two_hands(ctx: FakeContext) -> Any:
    ctx.add_entry(as_row("hand", hand("p3", "zola", ("p0",), 6, 95)))         # Anna 27
    ctx.add_entry(as_row("hand", hand("p0", "normal", ("p1", "p2"), 3, 45)))  # Anna 33, Dora 6
    return SheetView(ctx).root


def test_a_ghost_peg_stands_in_the_hole_each_peg_left_last(ctx: FakeContext) -> None:
    root = two_hands(ctx)
    assert {i for i in ids(root) if i.startswith("spitzer-ghost-")} == {
        "spitzer-ghost-0-9", "spitzer-ghost-3-0"}  # Ben and Carl never moved


def test_tapping_a_peg_shows_the_hand_that_moved_it(ctx: FakeContext) -> None:
    root = two_hands(ctx)
    anna = next(p for p in walk(root) if isinstance(p, Peg)
                and isinstance(p.content, ft.Semantics)
                and p.content.identifier == "spitzer-peg-0-11")
    anna.on_click()  # type: ignore[call-arg, misc]
    shown = ctx.explained[-1]
    assert shown.title == "Anna: hand 2 moved this peg"
    assert "Anna was in hole 9 (27 points) before hand 2." in shown.lines
    assert "Hand 2:" in shown.lines
    assert any("33" in line for line in shown.lines)
    ben = next(p for p in walk(root) if isinstance(p, Peg)
               and isinstance(p.content, ft.Semantics)
               and p.content.identifier == "spitzer-peg-1-0")
    ben.on_click()  # type: ignore[call-arg, misc]
    assert "No hand moved this peg yet in this game." in ctx.explained[-1].lines
    ghost = next(c for c in walk(root) if isinstance(c, ft.Container)
                 and isinstance(c.content, ft.Semantics)
                 and c.content.identifier == "spitzer-ghost-3-0")
    ghost.on_click()  # type: ignore[call-arg, misc]
    assert ctx.explained[-1].title == "Dora: hand 2 moved this peg"
    assert not ctx.missing


def test_the_chart_has_one_point_per_hand_and_player_and_the_42_line(ctx: FakeContext) -> None:
    root = two_hands(ctx)
    assert label(root, "chart-spz-1") == "Running totals, game 1: 12"
    assert label(root, "chart-spz-1-0") == "Anna: 0, 27, 33"
    assert label(root, "chart-spz-1-3") == "Dora: 0, 0, 6"
    assert "Dashed line: 42 points win" in [
        c.value for c in walk(root) if isinstance(c, ft.Text)]


def test_a_saved_hand_puts_new_pegs_on_the_same_board(ctx: FakeContext) -> None:
    """The board stays one control: its holes are drawn once, a saved hand adds new pegs
    (mounted in their old holes, so they slide) and ghosts, and a drawing that changed no
    hand leaves the board as it is (no peg slides again)."""
    ctx.add_entry(as_row("hand", hand("p3", "zola", ("p0",), 6, 95)))
    view = SheetView(ctx)
    board = view.board
    assert board is not None
    holes = board.stack.controls[0]
    pegs = [c for c in board.stack.controls if isinstance(c, Peg)]
    won = board.column.controls[2]
    view.render()  # no hand changed
    assert view.board is board and board.stack.controls[0] is holes
    assert [c for c in board.stack.controls if isinstance(c, Peg)] == pegs
    assert all(a is b for a, b in zip(
        pegs, [c for c in board.stack.controls if isinstance(c, Peg)], strict=True))
    ctx.add_entry(as_row("hand", hand("p0", "normal", ("p1", "p2"), 3, 45)))
    view.ctx = ctx
    view.render()
    assert view.board is board and board.stack.controls[0] is holes, "the holes are kept"
    now = [c for c in board.stack.controls if isinstance(c, Peg)]
    assert len(now) == 4 and not any(p is q for p in now for q in pegs), "new pegs"
    anna = next(p for p in now if isinstance(p.content, ft.Semantics)
                and p.content.identifier == "spitzer-peg-0-11")
    assert anna.top == hole_top(9) and anna.goal == hole_top(11), "from its old hole"
    assert board.column.controls[2] is won, "no game won: the same row"
