"""``score_game`` over a whole score sheet: dealers, misdeals and every game to 42 on it
(SPZ-DEAL-1/3, SPZ-GAME-1/2, SPZ-PAY-1, SPZ-VAL-10; §8's sheet and SPZ-TV-61..63)."""

from __future__ import annotations

from typing import Any

import pytest

from scorers.common.errors import ImpossibleInput
from scorers.registry import answer
from scorers.spitzer.game import score_game
from scorers.spitzer.sheet_models import ScoreGameRequest, ScoreGameResponse

PLAYERS = ["P1", "P2", "P3", "P4"]
SECTION_8 = {"type": "normal", "calling_side": ["P1", "P3"], "side_tricks": 5,
             "side_points": 72}
"""§8's first sheet row: Normal, P1+P3, 5 tricks / 72 → 61–89, +3 each."""


def stealer(name: str, tricks: int, points: int, **more: Any) -> dict[str, Any]:
    return {"type": "stealer", "calling_side": [name], "side_tricks": tricks,
            "side_points": points, **more}


def sheet(hands: list[dict[str, Any]], **more: Any) -> ScoreGameResponse:
    return score_game(ScoreGameRequest.model_validate(
        {"players": PLAYERS, "hands": hands, **more}))


def two_games() -> ScoreGameResponse:
    """A misdeal by P4; P1 wins game 1 with 45 (SPZ-TV-63); game 2 opens with §8's row."""
    return sheet([stealer("P1", 5, 61), SECTION_8], start={"P1": 36, "P2": 30, "P3": 12},
                 misdeals=[{"before": 0, "dealer": "P4"}], new_games=[{"before": 1}],
                 stake_cents=100, per_point_cents=5)


def test_every_game_on_the_sheet_with_its_winner_and_payout() -> None:
    answer_ = two_games()
    first, second = answer_.games
    assert (first.number, first.hands, first.winner) == (1, (0,), "P1")
    assert first.totals == {"P1": 45, "P2": 30, "P3": 12, "P4": 0}
    assert first.payout == {"P1": 765, "P2": -175, "P3": -265, "P4": -325}  # SPZ-TV-63
    assert first.pegs == {"P1": 15, "P2": 10, "P3": 4, "P4": 0}
    assert (second.number, second.hands, second.winner, second.payout) == (2, (1,), None, None)
    assert second.start == {name: 0 for name in PLAYERS}
    assert second.totals == {"P1": 3, "P2": 0, "P3": 3, "P4": 0}
    assert answer_.games_won == {"P1": 1, "P2": 0, "P3": 0, "P4": 0}
    assert answer_.sheet_totals == {"P1": 48, "P2": 30, "P3": 15, "P4": 0}


def test_the_top_level_fields_describe_the_current_game() -> None:
    answer_ = two_games()
    current = answer_.games[-1]
    assert (answer_.totals, answer_.pegs, answer_.winner, answer_.another_hand,
            answer_.payout) == (current.totals, current.pegs, None, False, None)
    assert [(row.game, row.totals) for row in answer_.hands] == [
        (1, {"P1": 45, "P2": 30, "P3": 12, "P4": 0}), (2, {"P1": 3, "P2": 0, "P3": 3, "P4": 0})]


def test_the_deal_passes_left_after_hands_and_misdeals() -> None:
    """SPZ-DEAL-1/3: P4's misdeal passes the deal to P1, then P2 deals, then P3 is next."""
    answer_ = two_games()
    assert [row.dealer for row in answer_.hands] == ["P1", "P2"]
    assert answer_.next_dealer == "P3"
    given = sheet([stealer("P1", 5, 61, dealer="P3")], misdeals=[{"before": 1}])
    assert (given.hands[0].dealer, given.next_dealer) == ("P3", "P1")  # P4 lost the deal
    assert sheet([]).next_dealer == "P1"  # before any deal: the first seat is offered
    assert sheet([stealer("P1", 5, 61)]).next_dealer is None  # nobody named a dealer


def test_a_new_game_may_open_before_its_first_hand() -> None:
    answer_ = sheet([stealer("P1", 8, 120)] * 3, new_games=[{"before": 3}])
    assert [game.hands for game in answer_.games] == [(0, 1, 2), ()]
    assert (answer_.winner, answer_.totals) == (None, dict.fromkeys(PLAYERS, 0))
    assert answer_.games_won["P1"] == 1


def test_a_new_game_needs_a_sole_winner_and_late_hands_need_a_new_game() -> None:
    """SPZ-GAME-1/2: a tie at 42 deals again; SPZ-VAL-10 names each hand after a winner."""
    lost = stealer("P3", 3, 45)  # P1, P2 and P4 get 6 each: 42, 42, 0, 6
    with pytest.raises(ImpossibleInput) as caught:
        sheet([lost, stealer("P2", 5, 61), lost], start={"P1": 36, "P2": 36},
              new_games=[{"before": 1}])
    assert [(d["rule"], d["fields"]) for d in caught.value.details] == [
        ("SPZ-GAME-1", ["new_games.0"]), ("SPZ-VAL-10", ["hands.2"])]
    assert caught.value.rule == "SPZ-GAME-1"


def test_the_sheet_answer_round_trips_through_its_model() -> None:
    answer_ = two_games()
    assert ScoreGameResponse.model_validate_json(answer_.model_dump_json()) == answer_


def test_the_json_interface_answers_the_sheet_and_names_bad_dealers() -> None:
    body = {"game": "spitzer", "op": "score_game", "players": PLAYERS,
            "hands": [SECTION_8 | {"dealer": "P4"}], "new_games": [{"before": 1}]}
    with_games = answer(body)
    assert with_games["error"]["rule"] == "SPZ-GAME-1"
    ok = answer(body | {"new_games": [], "misdeals": [{"before": 1, "dealer": "Zed"}]})
    assert ok["error"]["rule"] == "SPZ-VAL-7"
    assert ok["error"]["details"][0]["fields"] == ["misdeals.0"]
    plain = answer(body | {"new_games": []})
    assert plain["hands"][0]["dealer"] == "P4" and plain["next_dealer"] == "P1"
    bad_order = answer(body | {"new_games": [{"before": 2}]})
    assert bad_order["error"]["kind"] == "invalid_request"


def test_a_second_new_game_before_any_hand_is_refused() -> None:
    """SPZ-GAME-1: the empty game opened after P1's win has no winner of its own."""
    with pytest.raises(ImpossibleInput) as caught:
        sheet([stealer("P1", 8, 120)] * 3, new_games=[{"before": 3}, {"before": 3}])
    assert [(d["rule"], d["fields"]) for d in caught.value.details] == [
        ("SPZ-GAME-1", ["new_games.1"])]
