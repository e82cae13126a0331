"""Game end, board and payout (§7): SPZ-TV-60..64, SPZ-VAL-8 and 10."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from scorers.common.errors import ImpossibleInput
from scorers.spitzer.game import payout, peg, score_game, standing
from scorers.spitzer.sheet_models import ScoreGameRequest

PLAYERS = ["P1", "P2", "P3", "P4"]


@pytest.mark.parametrize(("tv", "scores", "winner", "another"), [
    ("TV-60", [39, 36, 30, 12], None, False),
    ("TV-61", [45, 42, 30, 12], "P1", False),
    ("TV-62", [42, 42, 30, 12], None, True),
    ("tie below 42", [39, 39, 30, 12], None, False),
])
def test_game_end(tv: str, scores: list[int], winner: str | None, another: bool) -> None:
    assert standing(dict(zip(PLAYERS, scores, strict=True))) == (winner, another), tv


def test_tv63_payout() -> None:
    pays = payout({"P1": 45, "P2": 30, "P3": 12, "P4": 0}, "P1", 100, 5)
    assert pays == {"P1": 765, "P2": -175, "P3": -265, "P4": -325}
    assert sum(pays.values()) == 0


def test_tv64_board() -> None:
    assert (peg(27), peg(45, winner=True), peg(0)) == (9, 15, 0)
    assert peg(45) == peg(42) == 14


def stealer(name: str, tricks: int, points: int) -> dict[str, Any]:
    return {"type": "stealer", "calling_side": [name], "side_tricks": tricks,
            "side_points": points}


def game(hands: list[dict[str, Any]], **more: Any) -> Any:
    return score_game(ScoreGameRequest.model_validate(
        {"players": PLAYERS, "hands": hands, **more}))


def test_running_totals_pegs_and_winner() -> None:
    hands = [stealer("P1", 8, 120)] * 2 + [stealer("P1", 5, 70)] * 2
    answer = game(hands, stake_cents=100)
    assert answer.totals == {"P1": 48, "P2": 0, "P3": 0, "P4": 0}
    assert [row.totals["P1"] for row in answer.hands] == [15, 30, 39, 48]
    assert answer.winner == "P1" and not answer.another_hand
    assert answer.pegs == {"P1": 15, "P2": 0, "P3": 0, "P4": 0}
    assert answer.payout == {"P1": 3 * (100 + 5 * 48), "P2": -340, "P3": -340, "P4": -340}


def test_no_payout_without_stakes_or_winner() -> None:
    assert game([stealer("P1", 8, 120)]).payout is None
    assert game([stealer("P1", 8, 120)], stake_cents=100).payout is None
    assert "payout" not in game([stealer("P1", 8, 120)]).model_dump()


def test_tie_at_the_top_asks_for_another_hand_and_a_later_hand_decides() -> None:
    lost = stealer("P3", 3, 45)  # P1, P2 and P4 get 6 each
    tied = game([lost], start={"P1": 36, "P2": 36})
    assert tied.totals == {"P1": 42, "P2": 42, "P3": 0, "P4": 6}
    assert (tied.winner, tied.another_hand) == (None, True)
    assert tied.pegs == {"P1": 14, "P2": 14, "P3": 0, "P4": 2}
    decided = game([lost, stealer("P2", 5, 61)], start={"P1": 36, "P2": 36})
    assert (decided.winner, decided.another_hand) == ("P2", False)
    assert decided.totals["P2"] == 51


def test_val10_no_hand_after_a_sole_winner() -> None:
    """One game (no ``new_games``, as the contract sends it): every late hand is named."""
    with pytest.raises(ImpossibleInput) as caught:
        game([stealer("P1", 8, 120)] * 5)
    assert caught.value.rule == "SPZ-VAL-10"
    assert caught.value.message == "Game over: P1 won with 45; hand 4 came after."
    assert [d["fields"] for d in caught.value.details] == [["hands.3"], ["hands.4"]]


@pytest.mark.parametrize(("start", "rule"), [({"P1": -3}, "SPZ-VAL-8"), ({"P1": 4}, "SPZ-VAL-8"),
                                             ({"Zed": 3}, "SPZ-VAL-7")])
def test_val8_carried_totals(start: dict[str, int], rule: str) -> None:
    with pytest.raises(ValidationError) as caught:
        ScoreGameRequest.model_validate({"players": PLAYERS, "hands": [], "start": start})
    assert caught.value.errors()[0]["ctx"]["error"].rule == rule


def test_a_bad_hand_names_its_index() -> None:
    with pytest.raises(ValidationError) as caught:
        ScoreGameRequest.model_validate({"players": PLAYERS, "hands": [
            stealer("P1", 5, 70), stealer("P1", 1, 50)]})
    error = caught.value.errors()[0]["ctx"]["error"]
    assert error.rule == "SPZ-VAL-4"
    assert error.details == [{"rule": "SPZ-VAL-4", "fields": ["hands.1"],
                              "message": "Hand 2: 1 trick(s) can hold at most 44 points."}]


def test_every_fault_of_a_game_is_named_at_once() -> None:
    """FaultList: SPZ-VAL-8 on the carried totals, SPZ-VAL-4 on hand 2, SPZ-VAL-2 on hand 3."""
    with pytest.raises(ValidationError) as caught:
        ScoreGameRequest.model_validate({"players": PLAYERS, "start": {"P2": 4}, "hands": [
            stealer("P1", 5, 70), stealer("P1", 1, 50), stealer("P1", 7, 119)]})
    error = caught.value.errors()[0]["ctx"]["error"]
    assert (error.rule, error.message) == ("SPZ-VAL-8", error.details[0]["message"])
    assert [(d["rule"], d.get("fields")) for d in error.details] == [
        ("SPZ-VAL-8", ["start"]), ("SPZ-VAL-4", ["hands.1"]), ("SPZ-VAL-2", ["hands.2"])]
    assert error.details[0]["players"] == ["P2"]
