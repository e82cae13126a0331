"""Scoring (§9) and input validation (§11): SPW-TV-40, SPW-TV-62, SPW-TV-63, SPW-VAL-*."""

from __future__ import annotations

from typing import Any

import pytest

from scorers.registry import answer
from tests.scorers.spitzweg.layouts import (
    CARL_AFTER,
    CARL_BEFORE,
    RED_ROW,
    carl_score,
    cells,
    layout_request,
    moves,
    score_request,
    turn_request,
)


def test_tv40_carl() -> None:
    out = answer(carl_score())
    assert out["scores"] == {"grey": 60, "yellow": 30, "white": 18, "purple": 30}
    assert out["hand_penalty"] == dict.fromkeys(["yellow", "white", "grey", "purple"], 0)
    assert out["warnings"] == []


def test_tv40_overflow_net_zero_option() -> None:
    out = answer(carl_score(options={"overflow_net_zero": True}))
    assert out["scores"]["grey"] == 64
    assert {k: v for k, v in out["scores"].items() if k != "grey"} == {
        "yellow": 30, "white": 18, "purple": 30}


def test_tv40_index_checks_the_target() -> None:
    assert "scores" in answer(carl_score(index=2))
    out = answer(carl_score(index=3))
    assert out["error"]["rule"] == "SPW-VAL-9"
    assert "16" in out["error"]["message"]


TV63 = ("(0,0):Y1[yellow] (1,0):Y2[yellow] (2,0):Y3[yellow] (3,0):Y4[yellow] "
        "(4,0):Y5[yellow] (5,0):J (4,1):R5[yellow] (4,2):B5[white] (4,3):G5[yellow] "
        "(5,2):B6[grey] (6,2):B7[white]")
"""SPW-TV-63's final exhibition (11 cards; yellow owns 25, white 12; layout ours)."""


def test_tv63_final_exhibition_and_hand_penalty() -> None:
    out = answer(score_request(
        players=["yellow", "white", "grey"], target=16, exhibition=cells(TV63), closer=None,
        overflow=None, final=True, hands={"yellow": ["R7", "J"], "white": []}))
    assert out["scores"] == {"yellow": 25, "white": 12, "grey": 6}
    assert out["hand_penalty"] == {"yellow": 7, "white": 0, "grey": 0}
    assert out["warnings"] == []


def test_closer_without_overflow_doubles_everything() -> None:
    exhibition = cells(CARL_AFTER.replace(" (6,3):B2[grey]", ""))
    out = answer(score_request(players=["yellow", "white", "grey", "purple"], target=15,
                               exhibition=exhibition, closer="grey", overflow=None))
    assert out["scores"]["grey"] == 64


def test_negative_closer_score_is_recorded_as_is() -> None:
    # White closes one over with his only card, a 10: (0 - 10) x 2 (SPW-SCORE-8, A-28).
    grown = cells(f"{RED_ROW} (6,1):R2 (7,1):R3 (4,2):B10[white]", owner="yellow")
    out = answer(score_request(players=["yellow", "white"], target=8, exhibition=grown,
                               closer="white", overflow={"x": 4, "y": 2}))
    assert out["scores"] == {"yellow": 6 + 7 + 8 + 9 + 10 + 1 + 2 + 3, "white": -20}
    assert [w["rule"] for w in out["warnings"]] == ["SPW-PLACE-8"]


def test_joker_overflow_deducts_nothing() -> None:
    grown = cells(f"{RED_ROW} (6,1):R2[white] (7,1):R3[white] (4,0):J", owner="yellow")
    out = answer(score_request(players=["yellow", "white"], target=8, exhibition=grown,
                               closer="white", overflow={"x": 4, "y": 0}))
    assert out["scores"] == {"yellow": 41, "white": 10}


def test_targets_tv62() -> None:
    assert answer({"game": "spitzweg", "op": "targets", "players": 4, "count": 5}) == {
        "targets": [14, 15, 16, 17, 18]}
    assert answer({"game": "spitzweg", "op": "targets", "players": 2, "count": 5}) == {
        "targets": [8, 9, 10, 11, 12]}


BAD = {"x": 0, "y": 0}


@pytest.mark.parametrize("request_body, rule", [
    pytest.param(carl_score(players=["yellow", "white", "grey", "purple", "yellow"]),
                 "SPW-VAL-1", id="five-players"),
    pytest.param(carl_score(players=["grey", "grey", "white", "purple"]), "SPW-VAL-1",
                 id="duplicate-colour"),
    pytest.param(carl_score(players=["grey", "white", "purple", "pink"]), "SPW-VAL-1",
                 id="unknown-colour"),
    pytest.param(carl_score(exhibition=[*cells(CARL_AFTER),
                                        {"x": 0, "y": 5, "card": "R11", "owner": "grey"}]),
                 "SPW-VAL-2", id="unknown-card"),
    pytest.param(score_request(players=["yellow", "white", "grey"], target=16,
                               exhibition=cells(TV63), final=True,
                               hands={"grey": ["Y1", "Y1"]}), "SPW-VAL-3", id="three-yellow-1s"),
    pytest.param(score_request(players=["yellow", "white", "grey"], target=16,
                               exhibition=cells(TV63), final=True,
                               hands={"purple": []}), "SPW-VAL-6", id="hand-not-seated"),
    pytest.param(score_request(players=["yellow", "white", "grey", "purple"], target=15,
                               exhibition=cells(CARL_AFTER.replace(" (6,3):B2[grey]", "")),
                               final=True), "SPW-VAL-5", id="final-at-target"),
    pytest.param(carl_score(exhibition=[*cells(CARL_AFTER), *cells("(1,0):R1")]),
                 "SPW-VAL-4", id="cell-twice"),
    pytest.param(carl_score(target=14), "SPW-VAL-5", id="count-over-target-plus-1"),
    pytest.param(score_request(players=["yellow", "white", "grey", "purple"], target=15,
                               exhibition=cells(CARL_BEFORE), closer="grey"),
                 "SPW-VAL-5", id="closer-below-target"),
    pytest.param(carl_score(exhibition=[{**c, "owner": None} if c["card"] == "B7" else c
                                        for c in cells(CARL_AFTER)]),
                 "SPW-VAL-6", id="ownerless-painting"),
    pytest.param(carl_score(exhibition=[{**c, "owner": "grey"} if c["card"] == "J" else c
                                        for c in cells(CARL_AFTER)]),
                 "SPW-VAL-6", id="joker-with-token"),
    pytest.param(carl_score(players=["yellow", "white", "grey"]), "SPW-VAL-6",
                 id="owner-not-seated"),
    pytest.param(carl_score(overflow={"x": 4, "y": 0}), "SPW-VAL-8",
                 id="overflow-not-closers"),
    pytest.param(carl_score(overflow={"x": 9, "y": 9}), "SPW-VAL-8", id="overflow-empty"),
    pytest.param(carl_score(overflow=None), "SPW-VAL-8", id="overflow-missing"),
    pytest.param(carl_score(closer=None), "SPW-VAL-8", id="overflow-without-closer"),
    pytest.param(carl_score(closer="grey", overflow={"x": 5, "y": 3}), "SPW-VAL-8",
                 id="overflow-disconnects"),
    pytest.param(score_request(players=["yellow", "white", "grey", "purple"], target=15,
                               exhibition=cells(CARL_AFTER.replace(" (6,3):B2[grey]", "")),
                               closer="grey", overflow={"x": 5, "y": 3}),
                 "SPW-VAL-8", id="overflow-without-overflow"),
    pytest.param(carl_score(hands={"grey": []}), "SPW-VAL-10", id="hands-not-final"),
    pytest.param(score_request(players=["yellow", "white", "grey"], target=12,
                               exhibition=cells(RED_ROW)), "SPW-VAL-9", id="target-below-14"),
    pytest.param(layout_request([*cells(" ".join(f"({x},{y}):{c}{v}" for x, c in enumerate(
        "RBYG") for y, v in enumerate(range(1, 7))), owner="grey")]), "SPW-VAL-7",
                 id="21-tokens"),
    pytest.param(turn_request(cells(RED_ROW), moves("(6,1):R6 (7,1):R6")), "SPW-VAL-3",
                 id="turn-copies"),
    pytest.param(turn_request(cells(RED_ROW), moves("(6,1):R2"), hand_left=["R2", "R2"]),
                 "SPW-VAL-3", id="turn-hand-copies"),
    pytest.param(turn_request(cells(RED_ROW), moves("(6,1):R2"), players=5), "SPW-VAL-1",
                 id="turn-players"),
    pytest.param(turn_request(cells(RED_ROW), moves("(6,1):R2"), players=2, target=7),
                 "SPW-VAL-9", id="turn-target"),
    pytest.param(turn_request(cells(RED_ROW), moves("(6,1):R2"), target=4), "SPW-VAL-5",
                 id="turn-too-many-before"),
    pytest.param(turn_request(cells(RED_ROW, owner=None), moves("(6,1):R2")), "SPW-VAL-6",
                 id="turn-ownerless"),
])
def test_impossible_input(request_body: dict[str, Any], rule: str) -> None:
    out = answer(request_body)
    assert "error" in out, out
    assert (out["error"]["kind"], out["error"]["rule"]) == ("impossible_input", rule), out
    assert out["error"]["message"]


def test_twenty_tokens_are_fine() -> None:
    grid = " ".join(f"({x},{y}):{c}{v}" for x, c in enumerate("RBYG")
                    for y, v in enumerate(range(1, 6)))
    out = answer(layout_request(cells(grid, owner="grey")))
    assert "error" not in out


@pytest.mark.parametrize("body", [
    pytest.param({"game": "spitzweg", "op": "check_turn", "exhibition": [], "player": "grey",
                  "place": []}, id="empty-place"),
    pytest.param({"game": "spitzweg", "op": "check_layout", "exhibition": [
        {"x": "0", "y": 0, "card": "R1", "owner": None}]}, id="string-coordinate"),
    pytest.param(carl_score(final="yes"), id="final-not-bool"),
])
def test_shape_errors_are_invalid_requests(body: dict[str, Any]) -> None:
    assert answer(body)["error"]["kind"] == "invalid_request"


def test_score_exhibition_names_every_fault_in_details() -> None:
    """Validation collects every fault (FaultList): a Joker with a token and a cell used
    twice are both named, each with its cell."""
    layout = cells("(0,0):R1 (1,0):R2 (2,0):R3 (2,0):R4")
    layout.append({"x": 3, "y": 0, "card": "J", "owner": "white"})
    out = answer(score_request(players=["white", "grey"], target=8, exhibition=layout))
    error = out["error"]
    assert error["rule"] == "SPW-VAL-4"
    assert [(d["rule"], d["cells"]) for d in error["details"]] == [
        ("SPW-VAL-4", [[2, 0]]), ("SPW-VAL-6", [[3, 0]])]


def test_score_request_facts_are_named_together() -> None:
    out = answer(carl_score(closer="grey", hands={"grey": ["R1"]}, index=3))
    rules = [d["rule"] for d in out["error"]["details"]]
    assert rules == ["SPW-VAL-9", "SPW-VAL-10"]
    assert out["error"]["details"][1]["players"] == ["grey"]
