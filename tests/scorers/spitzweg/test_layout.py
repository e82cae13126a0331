"""Static exhibition validity (SPW-PLACE-1..6, -8): §12.1 line shapes and §12.1 static cases."""

from __future__ import annotations

from typing import Any

import pytest

from scorers.registry import answer
from scorers.spitzweg.lines import readings
from tests.scorers.spitzweg.layouts import cells, layout_request, row

STATIC = {"SPW-PLACE-1", "SPW-PLACE-2", "SPW-PLACE-3", "SPW-PLACE-4", "SPW-PLACE-5",
          "SPW-PLACE-6"}


def check(exhibition: list[dict[str, Any]], **options: bool) -> dict[str, Any]:
    out = answer(layout_request(exhibition, options=options))
    assert "error" not in out, out
    return out


def rules(out: dict[str, Any]) -> set[str]:
    return {v["rule"] for v in out["violations"]}


@pytest.mark.parametrize("cards, expected", [
    pytest.param("R3 R4 R5", set(), id="SPW-TV-01"),
    pytest.param("B5 B4 B3 B2", set(), id="SPW-TV-02"),
    pytest.param("Y9 Y10 Y1", set(), id="SPW-TV-03"),
    pytest.param("G2 G1 G10 G9", set(), id="SPW-TV-04"),
    pytest.param("R4 B4 R4 G4", set(), id="SPW-TV-05"),
    pytest.param("Y3 Y3 B3", set(), id="SPW-TV-06"),
    pytest.param("R3 R5 R4", {"SPW-PLACE-3"}, id="SPW-TV-07"),
    pytest.param("R3 B4 R5", {"SPW-PLACE-3"}, id="SPW-TV-08"),
    pytest.param("R8 R9 R10 R1 R2", set(), id="SPW-TV-09"),
    pytest.param("R4 J R6", set(), id="SPW-TV-10"),
    pytest.param("R4 J J R7", {"SPW-PLACE-4"}, id="SPW-TV-11"),
    pytest.param("J B7 G7", set(), id="SPW-TV-12"),
    pytest.param("R1 R2 R3 R4 R5 R6 R7 R8", set(), id="SPW-TV-14"),
    pytest.param("R1 R2 R3 R4 R5 R6 R7 R8 R9", {"SPW-PLACE-2"}, id="SPW-TV-15"),
])
def test_line_shapes(cards: str, expected: set[str]) -> None:
    out = check(row(cards))
    assert rules(out) == expected, out
    assert out["ok"] == (not expected)


def test_tv10_joker_is_red_5_and_tv12_any_7() -> None:
    assert readings(("R4", "J", "R6")) == ((0, "R", 5),)
    assert readings(("J", "B7", "G7")) == ((7, None, 7),)


def test_tv13_two_equal_cards_are_an_incomplete_set() -> None:
    out = check(row("R5 R5"))
    assert rules(out) & STATIC == set()
    assert rules(out) == {"SPW-PLACE-8"}


def test_tv16_vertical_six_needs_the_rotated_box() -> None:
    column = cells(" ".join(f"(0,{y}):B{y + 1}" for y in range(6)))
    assert rules(check(column)) == {"SPW-PLACE-2"}
    assert check(column, rotated_box=True)["ok"]
    wide = row("R1 R2 R3 R4 R5 R6")
    assert check(wide, rotated_box=True)["ok"]


@pytest.mark.parametrize("layout, static, line3", [
    pytest.param("(0,0):R1 (1,1):R2", {"SPW-PLACE-1"}, True, id="SPW-TV-17"),
    pytest.param("(0,0):R10 (0,1):B10 (0,2):Y10 (1,2):Y9 (2,2):Y8", set(), False,
                 id="SPW-TV-18-before"),
    pytest.param("(0,0):R10 (0,1):B10 (0,2):Y10 (1,2):Y9 (2,2):Y8 (1,0):G10",
                 {"SPW-PLACE-5"}, True, id="SPW-TV-18-after"),
    pytest.param("(1,0):R5 (1,1):B5 (1,2):G5 (0,1):Y5 (2,1):Y5", {"SPW-PLACE-5"}, False,
                 id="SPW-TV-19"),
    pytest.param("(0,0):R4 (1,0):J (2,0):R6 (1,1):B7", {"SPW-PLACE-6"}, True, id="SPW-TV-20"),
    pytest.param("(0,0):R4 (1,0):J (2,0):R6 (1,1):B5", set(), True, id="SPW-TV-21"),
    pytest.param("(0,0):R5 (0,1):B5 (0,2):G5 (1,0):J", set(), True, id="SPW-TV-22"),
    pytest.param("(0,0):R3 (1,0):R4 (2,0):R5 (0,1):G3 (0,2):B3 (1,2):B4 (2,2):B5", set(),
                 False, id="SPW-TV-23"),
])
def test_static_cases(layout: str, static: set[str], line3: bool) -> None:
    out = check(cells(layout))
    assert rules(out) & STATIC == static, out
    assert ("SPW-PLACE-8" in rules(out)) == line3


def test_tv18_names_both_ten_sets_and_the_lonely_ten() -> None:
    out = check(cells("(0,0):R10 (0,1):B10 (0,2):Y10 (1,2):Y9 (2,2):Y8 (1,0):G10"))
    by_rule = {v["rule"]: v for v in out["violations"]}
    assert sorted(map(tuple, by_rule["SPW-PLACE-5"]["cells"])) == [
        (0, 0), (0, 1), (0, 2), (1, 0)]
    assert by_rule["SPW-PLACE-8"]["cells"] == [[1, 0]]


def test_tv20_names_the_joker_and_its_lines() -> None:
    out = check(cells("(0,0):R4 (1,0):J (2,0):R6 (1,1):B7"))
    (fault,) = [v for v in out["violations"] if v["rule"] == "SPW-PLACE-6"]
    assert fault["cells"][0] == [1, 0]
    assert sorted(map(tuple, fault["cells"])) == [(0, 0), (1, 0), (1, 1), (2, 0)]


def test_two_jokers_in_one_line_cite_place_4_only_there() -> None:
    out = check(cells("(0,0):R5 (0,1):B5 (0,2):G5 (1,0):J (1,1):J"))
    assert rules(out) & STATIC == {"SPW-PLACE-4"}
    (fault,) = [v for v in out["violations"] if v["rule"] == "SPW-PLACE-4"]
    assert sorted(map(tuple, fault["cells"])) == [(1, 0), (1, 1)]


def test_crossing_joker_needs_one_identity_for_both_lines() -> None:
    ok = cells("(0,1):R4 (1,1):J (2,1):R6 (1,0):R5 (1,2):G5")
    assert rules(check(ok)) & STATIC == set()
    bad = cells("(0,1):R4 (1,1):J (2,1):R6 (1,0):R5 (1,2):G6")
    assert rules(check(bad)) & STATIC == {"SPW-PLACE-6"}


def test_joker_set_reading_collides_with_another_set() -> None:
    # Row R4 J R6 makes the Joker red 5, so column J B5 G5 is a set of 5, and so is the
    # Joker-free row G5 Y5: two sets of 5, with a Joker involved.
    layout = cells("(0,0):R4 (1,0):J (2,0):R6 (1,1):B5 (1,2):G5 (2,2):Y5")
    assert rules(check(layout)) & STATIC == {"SPW-PLACE-6"}
    assert rules(check(cells("(0,0):R4 (1,0):J (2,0):R6 (1,1):B5 (1,2):G5"))) == set()


def test_identity_must_exist_option() -> None:
    # Row R4 J R6 needs the Joker to be red 5, and both red 5s already lie elsewhere.
    layout = cells("(0,0):R4 (1,0):J (2,0):R6 (0,1):B4 (0,2):G4 (2,1):R5 (2,2):R4 (3,1):R5")
    assert rules(check(layout)) & {"SPW-PLACE-6"} == set()
    assert "SPW-PLACE-6" in rules(check(layout, joker_identity_must_exist=True))


def test_lone_unopened_start_card_is_valid_but_an_owned_one_is_not() -> None:
    assert check(cells("(0,0):R7", owner=None))["ok"]
    assert check(cells("(0,0):J"))["ok"]
    assert rules(check(cells("(0,0):R7"))) == {"SPW-PLACE-8"}
    assert check([])["ok"]


def test_every_violation_names_cells() -> None:
    out = check(cells("(0,0):R3 (1,0):R5 (2,0):R4 (5,5):J (5,6):J (6,6):B1 (6,5):B1"))
    assert out["violations"]
    assert all(v.get("cells") for v in out["violations"])
