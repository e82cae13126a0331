"""Turn legality (§3.3-§7): the illustration reconstructions, Carl's turn, flow vectors."""

from __future__ import annotations

from typing import Any

import pytest

from scorers.registry import answer
from scorers.spitzweg import after_turn
from scorers.spitzweg.models import CheckTurnRequest
from tests.scorers.spitzweg.layouts import (
    CARL_BEFORE,
    CARL_TURN,
    RED_ROW,
    TV31_BEFORE,
    cells,
    moves,
    turn_request,
)


def turn(before: str | list[dict[str, Any]], place: str, **fields: Any) -> dict[str, Any]:
    exhibition = cells(before) if isinstance(before, str) else before
    out = answer(turn_request(exhibition, moves(place), **fields))
    assert "error" not in out, out
    return out


def faults(out: dict[str, Any]) -> list[tuple[str, list[list[int]] | None]]:
    return [(v["rule"], v.get("cells")) for v in out["violations"]]


TV30_FULL = "(6,1):R2 (4,0):B10 (4,2):B10 (4,3):Y10 (3,3):Y9 (2,3):Y8"


@pytest.mark.parametrize("before, place, expected", [
    pytest.param(RED_ROW, TV30_FULL, [], id="SPW-TV-30a"),
    pytest.param(RED_ROW, "(4,0):B10 (4,2):B10", [], id="SPW-TV-30b"),
    pytest.param(RED_ROW, "(6,1):R2 (4,0):B10 (4,2):B10 (4,3):Y10 (3,3):Y9",
                 [("SPW-PLACE-8", [[3, 3]])], id="SPW-TV-30c"),
    pytest.param(RED_ROW, "(4,0):B10", [("SPW-PLACE-8", [[4, 0]])], id="SPW-TV-30d"),
    pytest.param(RED_ROW, "(6,1):R2 (4,0):B10 (4,2):B10 (4,3):Y10 (5,3):Y9 (6,3):Y8", [],
                 id="SPW-TV-30e"),
    pytest.param(TV31_BEFORE, "(3,0):G9 (3,2):B9", [], id="SPW-TV-31"),
    pytest.param(f"{RED_ROW} (4,0):B10 (4,2):B10 (4,3):Y10", "(3,0):G9 (3,2):B9",
                 [("SPW-PLACE-3", [[3, 0], [4, 0]])], id="SPW-TV-31-derived-negative"),
    pytest.param(TV31_BEFORE, "(2,2):B8 (2,3):G8", [], id="SPW-TV-32-step1"),
    pytest.param(f"{TV31_BEFORE} (2,2):B8 (2,3):G8", "(3,2):B9", [], id="SPW-TV-32-step2"),
    pytest.param(TV31_BEFORE, "(2,2):B8 (2,3):G8 (3,2):B9", [], id="SPW-TV-32-one-turn"),
    pytest.param(RED_ROW, "(4,2):B10", [("SPW-PLACE-8", [[4, 2]])], id="SPW-TV-33a"),
    pytest.param(RED_ROW, "(3,0):Y9", [("SPW-PLACE-8", [[3, 0]])], id="SPW-TV-33b"),
    pytest.param(RED_ROW, "(3,0):Y9 (2,0):Y8",
                 [("SPW-PLACE-8", [[3, 0]]), ("SPW-PLACE-8", [[2, 0]])], id="SPW-TV-33c"),
    pytest.param(RED_ROW, "(4,2):B10 (3,0):Y9",
                 [("SPW-PLACE-8", [[4, 2]]), ("SPW-PLACE-8", [[3, 0]])], id="SPW-TV-33d"),
    pytest.param(RED_ROW, "(3,0):Y9 (2,0):Y8 (4,0):Y10", [], id="SPW-TV-33e"),
    pytest.param(TV31_BEFORE, "(3,2):B9 (3,3):G9", [("SPW-PLACE-3", [[3, 3], [4, 3]])],
                 id="SPW-TV-34a"),
    pytest.param(TV31_BEFORE, "(3,2):B9 (3,3):Y9", [], id="SPW-TV-34b"),
])
def test_illustrations(before: str, place: str, expected: list[Any]) -> None:
    out = turn(before, place)
    assert faults(out) == expected, out
    assert out["ok"] == (not expected)


def test_tv30_full_turn_fits_a_7_by_4_box_and_counts_13() -> None:
    out = turn(RED_ROW, TV30_FULL, target=14)
    assert (out["ok"], out["count"], out["closes"], out["overflow"]) == (True, 12, False, None)


def test_tv32_step1_grey_8_need_not_match_the_yellow_10_two_cells_away() -> None:
    out = answer({"game": "spitzweg", "op": "check_layout",
                  "exhibition": cells(f"{TV31_BEFORE} (2,2):B8 (2,3):G8")})
    assert out == {"ok": True, "violations": []}


class TestCarl:
    """SPW-TV-40: target 15, 12 cards, Carl (grey) closes with one card over."""

    def test_before_state_is_valid(self) -> None:
        out = answer({"game": "spitzweg", "op": "check_layout",
                      "exhibition": cells(CARL_BEFORE)})
        assert out == {"ok": True, "violations": []}

    def test_yellow_pair_gives_14_cards(self) -> None:
        out = turn(CARL_BEFORE, "(5,0):Y9 (6,0):Y8", player="grey", target=15)
        assert (out["ok"], out["count"], out["closes"]) == (True, 14, False)

    def test_blue_1_alone_opens_a_direction_with_two_cards(self) -> None:
        out = turn(CARL_BEFORE, "(5,0):Y9 (6,0):Y8 (5,3):B1", player="grey", target=15)
        assert faults(out) == [("SPW-PLACE-8", [[5, 3]])]
        assert (out["count"], out["closes"], out["overflow"]) == (15, True, None)

    def test_whole_turn_closes_with_blue_2_as_overflow(self) -> None:
        out = turn(CARL_BEFORE, CARL_TURN, player="grey", target=15, hand_left=3, players=4)
        assert out == {"ok": True, "violations": [], "count": 16, "closes": True,
                       "overflow": {"x": 6, "y": 3}}

    def test_exact_close_option_refuses_the_avoidable_overflow(self) -> None:
        # Leaving out a yellow card breaks SPW-PLACE-8, so only dropping B1 or B2 could
        # hit 15, and both leave the other blue card alone: the overflow is unavoidable.
        out = turn(CARL_BEFORE, CARL_TURN, player="grey", target=15,
                   options={"exact_close_required": True})
        assert out["ok"], out
        out = turn(RED_ROW, "(3,0):Y9 (2,0):Y8 (4,0):Y10 (1,0):Y7", target=9,
                   options={"exact_close_required": True})
        assert faults(out) == [("SPW-PLACE-11", [[4, 0], [1, 0]])]
        assert turn(RED_ROW, "(3,0):Y9 (2,0):Y8 (4,0):Y10 (1,0):Y7", target=9)["ok"]


OPEN = "(0,0):Y5"


@pytest.mark.parametrize("start, place, fields, expected", [
    pytest.param(OPEN, "(1,0):Y6 (2,0):Y7", {"hand_left": 2}, [], id="SPW-TV-50"),
    pytest.param(OPEN, "(1,0):Y6", {}, [("SPW-OPEN-3", [[0, 0]]), ("SPW-PLACE-8", [[0, 0]]),
                                         ("SPW-PLACE-8", [[1, 0]])], id="SPW-TV-51"),
    pytest.param(OPEN, "(1,0):Y6 (0,1):B5", {},
                 [("SPW-PLACE-8", [[0, 0]]), ("SPW-PLACE-8", [[1, 0]]),
                  ("SPW-PLACE-8", [[0, 1]])], id="SPW-TV-52"),
    pytest.param("(1,0):Y4", "(0,0):Y3 (2,0):Y5", {}, [], id="SPW-TV-53"),
    pytest.param(OPEN, "(1,0):Y6 (2,0):Y7", {"hand_left": 0}, [("SPW-OPEN-5", None)],
                 id="SPW-TV-54"),
    pytest.param(OPEN, "(1,0):Y6 (2,0):Y7", {"hand_left": 0, "end_game": True}, [],
                 id="SPW-TV-54-end-game"),
    pytest.param(OPEN, "(1,0):Y6 (2,0):Y7", {"opening": False},
                 [("SPW-OPEN-3", [[0, 0]])], id="opening-flag-contradicts"),
])
def test_opening(start: str, place: str, fields: dict[str, Any], expected: list[Any]) -> None:
    out = turn(cells(start, owner=None), place, **fields)
    assert faults(out) == expected, out


def test_tv50_opener_tokens_start_card_and_his_cards() -> None:
    request = CheckTurnRequest.model_validate(turn_request(
        cells(OPEN, owner=None), moves("(1,0):Y6 (2,0):Y7"), player="purple"))
    assert {(c.card, c.owner) for c in after_turn(request)} == {
        ("Y5", "purple"), ("Y6", "purple"), ("Y7", "purple")}


def test_start_card_line_option() -> None:
    # The opener builds a line of 3 below the start card, which stays in a 2-card column.
    place = "(0,1):B5 (1,1):B6 (2,1):B7"
    strict = turn(cells(OPEN, owner=None), place)
    assert faults(strict) == [("SPW-PLACE-8", [[0, 0]])]
    assert turn(cells(OPEN, owner=None), place, options={"start_card_needs_line": False})["ok"]


def test_opening_on_an_opened_exhibition_is_refused() -> None:
    out = turn(RED_ROW, "(6,1):R2", opening=True)
    assert faults(out) == [("SPW-OPEN-3", [[x, 1] for x in range(6)])]


@pytest.mark.parametrize("fields, expected", [
    pytest.param({"hand_left": 0}, [("SPW-TURN-5", None)], id="SPW-TV-57"),
    pytest.param({"hand_left": []}, [("SPW-TURN-5", None)], id="SPW-TV-57-cards"),
    pytest.param({"hand_left": 0, "end_game": True}, [], id="SPW-TV-57-end-game"),
    pytest.param({"hand_left": ["J"]}, [], id="SPW-TV-57-kept-joker"),
])
def test_keep_one_card_for_the_discard(fields: dict[str, Any], expected: list[Any]) -> None:
    assert faults(turn(RED_ROW, "(6,1):R2", **fields)) == expected


TV60_BEFORE = (f"{RED_ROW} (6,1):R2 (4,0):B10 (4,2):B10 (4,3):Y10 (3,3):Y9 (2,3):Y8 "
               "(1,3):Y7")


def test_tv60_one_over_the_target_is_allowed_two_are_not() -> None:
    three = turn(TV60_BEFORE, "(0,3):Y6 (7,1):R3 (5,3):Y1", target=15)
    assert (three["ok"], three["count"], three["closes"], three["overflow"]) == (
        True, 16, True, {"x": 5, "y": 3})
    four = turn(TV60_BEFORE, "(0,3):Y6 (7,1):R3 (5,3):Y1 (6,3):Y2", target=15)
    assert faults(four) == [("SPW-CLOSE-2", [[6, 3]])]
    assert (four["count"], four["closes"], four["overflow"]) == (17, True, None)


def test_placing_on_a_closed_exhibition_is_refused() -> None:
    out = turn(TV60_BEFORE, "(0,3):Y6", target=13)
    assert [rule for rule, _ in faults(out)] == ["SPW-CLOSE-1"]


JOKER_ROW = "(0,0):R4 (1,0):J (2,0):R6"


@pytest.mark.parametrize("place, fields, expected", [
    pytest.param("(1,0):R5", {}, [], id="SPW-TV-61"),
    pytest.param("(1,0):B5", {}, [("SPW-PLACE-3", [[0, 0], [1, 0], [2, 0]])],
                 id="SPW-TV-61-wrong-painting"),
    pytest.param("(1,0):R5", {"hand_left": 0}, [("SPW-TURN-5", None)],
                 id="SPW-TV-61-still-discards"),
    pytest.param("(1,0):R5 (3,0):J", {"hand_left": ["B2"]}, [], id="joker-placed-again"),
    pytest.param("(1,0):J", {}, [("SPW-PLACE-7", [[1, 0]])], id="joker-on-joker"),
    pytest.param("(0,0):R5", {}, [("SPW-PLACE-7", [[0, 0]])], id="onto-a-painting"),
    pytest.param("(1,0):R5 (1,0):R5", {}, [("SPW-PLACE-7", [[1, 0]])], id="same-cell-twice"),
])
def test_joker_replacement(place: str, fields: dict[str, Any], expected: list[Any]) -> None:
    out = turn(JOKER_ROW, place, target=14, **fields)
    assert faults(out) == expected, out
    assert out["count"] == 3 + place.count("(3,0)")


def test_replacement_tokens_the_painting_and_keeps_jokers_unowned() -> None:
    request = CheckTurnRequest.model_validate(turn_request(
        cells(JOKER_ROW), moves("(1,0):R5 (3,0):J"), player="grey"))
    assert sorted((c.x, c.card, c.owner) for c in after_turn(request)) == [
        (0, "R4", "white"), (1, "R5", "grey"), (2, "R6", "white"), (3, "J", None)]


def test_placement_order_matters_tv_place_9() -> None:
    # Y8 two cells from the yellow 10 touches nothing until Y9 lies there.
    out = turn(RED_ROW, "(4,2):B10 (4,3):Y10 (2,3):Y8 (3,3):Y9")
    assert faults(out) == [("SPW-PLACE-9", [[2, 3]])]
    assert turn(RED_ROW, "(4,2):B10 (4,3):Y10 (3,3):Y9 (2,3):Y8")["ok"]


def test_the_overflow_card_is_the_last_placed_on_an_empty_cell() -> None:
    out = turn(JOKER_ROW, "(3,0):R7 (4,0):R8 (1,0):R5", target=4)
    assert (out["ok"], out["count"], out["overflow"]) == (True, 5, {"x": 4, "y": 0})


def test_empty_exhibition_start_card_needs_no_neighbour() -> None:
    out = turn([], "(0,0):R1 (1,0):R2 (2,0):R3")
    assert out["ok"] and out["count"] == 3


def test_every_fault_is_reported_at_once() -> None:
    out = turn(RED_ROW, "(4,0):B10 (9,3):G1 (0,0):Y1", target=8, hand_left=0)
    assert [rule for rule, _ in faults(out)] == [
        "SPW-PLACE-9", "SPW-PLACE-1", "SPW-PLACE-2", "SPW-PLACE-3", "SPW-PLACE-8",
        "SPW-PLACE-8", "SPW-PLACE-8", "SPW-TURN-5"]
    assert (out["count"], out["overflow"]) == (9, {"x": 0, "y": 0})
