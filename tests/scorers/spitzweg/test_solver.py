"""The solver: where the hand's cards can go, and whether the exhibition can close now."""

from __future__ import annotations

from typing import Any

from scorers.registry import answer
from tests.scorers.cli_helpers import run_cli
from tests.scorers.spitzweg.layouts import CARL_BEFORE, RED_ROW, cells, turn_request

CARL_HAND = ["Y9", "Y8", "B1", "B2", "G3"]
CARL_CLOSE = [{"x": 5, "y": 0, "card": "Y9"}, {"x": 6, "y": 0, "card": "Y8"},
              {"x": 5, "y": 3, "card": "B1"}, {"x": 6, "y": 3, "card": "B2"}]


def solve(exhibition: list[dict[str, Any]], hand: list[str], **fields: Any) -> dict[str, Any]:
    out = answer({"game": "spitzweg", "op": "solve", "exhibition": exhibition, "hand": hand,
                  "player": "grey", **fields})
    assert "error" not in out, out
    return out


def as_set(place: list[dict[str, Any]]) -> set[tuple[int, int, str]]:
    return {(p["x"], p["y"], p["card"]) for p in place}


def passes_check_turn(before: list[dict[str, Any]], place: list[dict[str, Any]],
                      hand_left: int, **fields: Any) -> bool:
    out = answer(turn_request(before, place, player="grey", hand_left=hand_left, **fields))
    return bool(out["ok"])


def test_carl_can_close_with_the_blue_pair_on_the_blue_10() -> None:
    out = solve(cells(CARL_BEFORE), CARL_HAND, target=15)
    closing = [as_set(turn) for turn in out["closing"]]
    assert as_set(CARL_CLOSE) in closing
    (carl,) = [turn for turn in out["closing"] if as_set(turn) == as_set(CARL_CLOSE)]
    assert carl[-1] == {"x": 6, "y": 3, "card": "B2"}  # the overflow card, deducted
    for turn in out["closing"]:
        assert passes_check_turn(cells(CARL_BEFORE), turn, len(CARL_HAND) - len(turn),
                                 target=15)
        verdict = answer(turn_request(cells(CARL_BEFORE), turn, player="grey", target=15))
        assert verdict["closes"] and verdict["count"] in (15, 16)


def test_carl_closing_through_the_cli() -> None:
    code, out, err = run_cli({"game": "spitzweg", "op": "solve",
                              "exhibition": cells(CARL_BEFORE), "hand": CARL_HAND,
                              "player": "grey", "target": 15})
    assert (code, err) == (0, "")
    assert as_set(CARL_CLOSE) in [as_set(turn) for turn in out["closing"]]


def test_without_a_card_to_discard_carl_cannot_close() -> None:
    out = solve(cells(CARL_BEFORE), CARL_HAND[:4], target=15)
    assert as_set(CARL_CLOSE) not in [as_set(turn) for turn in out["closing"]]
    out = solve(cells(CARL_BEFORE), CARL_HAND[:4], target=15, end_game=True)
    assert as_set(CARL_CLOSE) in [as_set(turn) for turn in out["closing"]]


def test_single_placements_and_turns_are_legal_and_within_max_cards() -> None:
    hand = ["R2", "R5", "B10", "Y10", "Y9", "Y8", "G6"]
    out = solve(cells(RED_ROW), hand, max_cards=3, target=14)
    singles = [as_set(turn) for turn in out["turns"] if len(turn) == 1]
    assert {(6, 1, "R2")} in singles  # the red row grows by its next card
    assert {(4, 0, "B10")} not in singles  # SPW-TV-30d
    assert {(4, 0, "B10"), (4, 2, "Y10")} in [as_set(t) for t in out["turns"]]
    assert all(1 <= len(turn) <= 3 for turn in out["turns"])
    for turn in out["turns"]:
        assert passes_check_turn(cells(RED_ROW), turn, len(hand) - len(turn), target=14)
    used = {move for turn in out["turns"] for move in as_set(turn)}
    assert as_set(out["placements"]) == used


def test_answers_are_deterministic_and_sorted() -> None:
    hand = ["R2", "R5", "B10", "Y10", "Y9", "Y8", "J"]
    first = solve(cells(RED_ROW), hand, target=8)
    again = solve(cells(RED_ROW), list(reversed(hand)), target=8)
    assert first["closing"]
    assert first == again
    sizes = [len(turn) for turn in first["turns"]]
    assert sizes == sorted(sizes)


def test_opening_needs_two_cards_and_a_line_through_the_start_card() -> None:
    start = cells("(0,0):Y5", owner=None)
    out = solve(start, ["Y6", "Y7", "Y4", "B5", "R9"], max_cards=2)
    turns = [as_set(turn) for turn in out["turns"]]
    assert turns, out
    assert all(len(turn) == 2 for turn in turns)
    assert {(1, 0, "Y6"), (2, 0, "Y7")} in turns  # SPW-TV-50
    assert {(-1, 0, "Y4"), (1, 0, "Y6")} in turns  # SPW-TV-53 shape
    assert {(1, 0, "Y6"), (0, 1, "B5")} not in turns  # SPW-TV-52
    for turn in out["turns"]:
        assert passes_check_turn(start, turn, 3)


def test_joker_replacement_is_offered() -> None:
    row = cells("(0,0):R4 (1,0):J (2,0):R6")
    out = solve(row, ["R5", "B5", "G1"], max_cards=2, target=14)
    turns = [as_set(turn) for turn in out["turns"]]
    assert {(1, 0, "R5")} in turns  # SPW-TV-61
    assert {(1, 0, "B5")} not in turns
    assert any((1, 0, "R5") in turn and any(c == "J" for _, _, c in turn) for turn in turns)
    for turn in out["turns"]:
        assert passes_check_turn(row, turn, 3 - sum(1 for p in turn if p["card"] != "J"),
                                 target=14)


def test_nothing_fits_gives_empty_answers() -> None:
    out = solve(cells(RED_ROW), ["G3"], target=14)
    assert out == {"turns": [], "closing": [], "placements": [], "complete": True,
                   "coach": [], "best": None}
    assert solve(cells(RED_ROW), [], target=14)["turns"] == []
    assert solve(cells(RED_ROW), ["R2"])["turns"] == []  # R2 must stay for the discard
    assert solve(cells(RED_ROW), ["R2"], end_game=True)["turns"] == [
        [{"x": 6, "y": 1, "card": "R2"}]]


def test_solver_input_is_validated() -> None:
    out = answer({"game": "spitzweg", "op": "solve", "exhibition": cells(RED_ROW),
                  "hand": ["R6", "R6"], "player": "grey"})
    assert out["error"]["rule"] == "SPW-VAL-3"
    out = answer({"game": "spitzweg", "op": "solve", "exhibition": cells(RED_ROW),
                  "hand": ["R2"], "player": "grey", "max_cards": 0})
    assert out["error"]["kind"] == "invalid_request"
