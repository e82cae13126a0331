"""The checks never crash: arbitrary grids of arbitrary cards get a verdict."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from scorers.registry import answer
from scorers.spitzweg.data import CARD_VALUE, JOKER
from scorers.spitzweg.layout import layout_faults

CARDS = sorted(CARD_VALUE)
positions = st.tuples(st.integers(-3, 9), st.integers(-3, 7))
grids = st.dictionaries(positions, st.sampled_from(CARDS), max_size=30)


@settings(max_examples=300, deadline=None)
@given(grids, st.booleans(), st.booleans())
def test_layout_faults_never_raise_on_any_grid(grid: dict[Any, str], rotated: bool,
                                               must_exist: bool) -> None:
    faults = layout_faults(grid, rotated_box=rotated, joker_identity_must_exist=must_exist)
    assert all(fault.rule.startswith("SPW-PLACE-") for fault in faults)
    assert all(set(fault.cells) <= set(grid) for fault in faults)
    if len(grid) > 1:
        # Every card not in a line of 3+ is named, and only those.
        assert {f.cells[0] for f in faults if f.rule == "SPW-PLACE-8"} <= set(grid)


@settings(max_examples=150, deadline=None)
@given(grids, st.sampled_from(["yellow", "white", "grey", "purple"]))
def test_check_layout_answers_every_grid(grid: dict[Any, str], owner: str) -> None:
    exhibition = [{"x": x, "y": y, "card": card, "owner": None if card == JOKER else owner}
                  for (x, y), card in grid.items()]
    out = answer({"game": "spitzweg", "op": "check_layout", "exhibition": exhibition})
    if "error" in out:
        assert out["error"]["kind"] == "impossible_input"
        assert out["error"]["rule"] in {"SPW-VAL-3", "SPW-VAL-6", "SPW-VAL-7"}
    else:
        assert out["ok"] == (not out["violations"])


@settings(max_examples=150, deadline=None)
@given(grids, st.lists(st.tuples(positions, st.sampled_from(CARDS)), min_size=1, max_size=5),
       st.one_of(st.none(), st.integers(8, 30)))
def test_check_turn_answers_every_turn(grid: dict[Any, str], place: list[Any],
                                       target: int | None) -> None:
    exhibition = [{"x": x, "y": y, "card": card, "owner": None if card == JOKER else "grey"}
                  for (x, y), card in grid.items()]
    out = answer({"game": "spitzweg", "op": "check_turn", "exhibition": exhibition,
                  "player": "white", "target": target,
                  "place": [{"x": x, "y": y, "card": c} for (x, y), c in place]})
    if "error" in out:
        assert out["error"]["kind"] == "impossible_input"
    else:
        assert out["count"] >= len(grid)
        assert out["ok"] == (not out["violations"])
