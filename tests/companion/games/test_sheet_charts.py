"""Kardinal and Spandau charts: one bar per player, from the core's final scoring."""

from __future__ import annotations

from typing import Any

import flet as ft

from companion.games.kardinal.sheet_view import SheetView as KardinalView
from companion.games.spandau.sheet_view import SheetView as SpandauView
from companion.views.charts import value_axis, value_range
from tests.companion.games.fakes import walk
from tests.companion.games.kardinal.conftest import FakeContext as KardinalContext
from tests.companion.games.kardinal.conftest import make_session as kardinal_session
from tests.companion.games.spandau.conftest import FakeContext as SpandauContext
from tests.companion.games.spandau.conftest import art
from tests.companion.games.spandau.conftest import make_session as spandau_session
from tests.rows import as_row


def labels(root: Any) -> dict[str, str]:
    return {c.identifier: str(c.label) for c in walk(root)
            if isinstance(c, ft.Semantics) and c.identifier and c.identifier.startswith("chart-")}


def test_kardinal_bars_stack_the_parts_of_each_total() -> None:
    ctx = KardinalContext(kardinal_session())
    ctx.add_entry(as_row("collection", {"player_id": "p0", "cards": {"france": 3},
                                 "ships": 2, "minus_two": 1}))
    found = labels(KardinalView(ctx).root)
    assert found["chart-kk"] == "How the totals are made up: 9"  # 3 players x 3 parts
    first = found["chart-kk-0"]
    total, parts = first.split(" = ")
    values = [int(part.rsplit(" ", 1)[1]) for part in parts.split(" + ")]
    assert int(total.split(": ")[1]) == sum(values)
    assert parts.startswith("Carry ") and "Law tablets -2" in parts
    assert not ctx.missing


def test_kardinal_bar_parts_are_opaque_shades_told_apart() -> None:
    """A see-through shade over the rod's colour looked like the rod: one plain bar."""
    ctx = KardinalContext(kardinal_session())
    ctx.add_entry(as_row("collection", {"player_id": "p0", "cards": {"france": 3}, "ships": 2}))
    chart = next(c.content for c in walk(KardinalView(ctx).root)
                 if isinstance(c, ft.Semantics) and c.identifier == "chart-kk")
    for group in chart.groups:  # type: ignore[union-attr]
        (rod,) = group.rods
        shades = [item.color for item in rod.stack_items]
        assert len(shades) == 3 and len(set(shades)) == 3, shades
        assert all(isinstance(c, str) and len(c) == 7 and c.startswith("#") for c in shades)


def test_spandau_bars_are_the_genuine_artworks_once_revealing_began() -> None:
    assert "chart-sp80" not in labels(SpandauView(SpandauContext(spandau_session())).root)
    ctx = SpandauContext(spandau_session(entries=(
        ("reveal", {"player": "p0", "artworks": art("1-1g", "2-1g", "3-1f")}),
        ("reveal", {"player": "p1", "artworks": art("4-1g")}))))
    found = labels(SpandauView(ctx).root)
    assert found["chart-sp80-0"] == "Anna: 2 = genuine 2"
    assert found["chart-sp80-1"] == "Ben: 1 = genuine 1"
    assert not ctx.missing


def test_the_value_axis_has_round_marks_and_room_above_the_highest() -> None:
    """The top mark ("48.4") sat on the chart's title or on the next mark."""
    for low, high in ((0, 44), (0, 1), (-6, 45), (0, 137), (-12, 3), (0, 50)):
        bottom, top, step = value_range(low, high)
        assert bottom <= low and top > high and step in (1, 2, 5, 10, 20, 50, 100)
        assert bottom % step == 0 and top % step == 0
    assert value_axis(10).show_max is False  # the top edge's mark would sit on the title
