"""Every KK-VAL rule the ops can meet is an ``impossible_input`` with its rule ID."""

from __future__ import annotations

from typing import Any

import pytest

from scorers.registry import answer
from tests.scorers.kardinal.positions import full_game, one_country, players


def _rule(request: dict[str, Any]) -> str | None:
    out = answer(request)
    assert "error" in out, out
    assert out["error"]["kind"] == "impossible_input", out
    rule: str | None = out["error"]["rule"]
    return rule


def _preview(*entries: dict[str, Any]) -> dict[str, Any]:
    return {"game": "kardinal", "op": "score_game", "final": False,
            "players": players(*entries)}


def _take(**changes: Any) -> dict[str, Any]:
    return {"game": "kardinal", "op": "check_take", "players": 4,
            "take": [{"country": "france", "circles": 1, "end": True}],
            "stones": {"supply": 3, "deployed": 0, "lost": 0}, **changes}


@pytest.mark.parametrize(("tv", "request_", "rule"), [
    ("KK-TV-50", one_country("france", 5, 3, 1), "KK-VAL-3"),
    ("KK-TV-51", one_country("france", 9, 0, 0), "KK-VAL-2"),
    ("KK-TV-52", {**one_country("denmark", 2, 1, 0), "final": True}, "KK-VAL-4"),
    ("KK-TV-53", _preview({"cards": {"denmark": 2}, "symbols": {"denmark": {"cross": 5}}},
                          {}, {}), "KK-VAL-6"),
    ("KK-TV-54", _preview({"cards": {"france": 6}, "ships": 4, "coaches": 3}, {}, {}),
     "KK-VAL-7"),
])
def test_validation_vectors(tv: str, request_: dict[str, Any], rule: str) -> None:
    assert _rule(request_) == rule, tv


def test_the_message_names_the_country_and_the_numbers() -> None:
    out = answer(one_country("france", 5, 3, 1))
    assert out["error"]["message"] == "France: 5+3+1 = 9 cards entered, but only 8 exist."


@pytest.mark.parametrize(("request_", "rule"), [
    (_preview({}, {}), "KK-VAL-1"),
    (_preview({}, {}, {}, {}, {}, {"cards": {}}), "KK-VAL-1"),
    (_preview({"cards": {"france": -1}}, {}, {}), "KK-VAL-5"),
    (_preview({"cards": {"france": 1.5}}, {}, {}), "KK-VAL-5"),
    (_preview({"ships": -2}, {}, {}), "KK-VAL-5"),
    (_preview({"cards": {"italy": 1}, "symbols": {"italy": {"fan": 2, "cross": -1}}}, {}, {}),
     "KK-VAL-5"),
    (_preview({"symbols": {"england": {"fan": 1}}}, {}, {}), "KK-VAL-6"),
    (_preview({"cards": {"denmark": 2}, "symbols": {"denmark": {"cross": 3, "fan": 2}}},
              {}, {}), "KK-VAL-6"),
    (_preview({"minus_two": 2}, {"minus_two": 1}, {}), "KK-VAL-9"),
    ({**full_game(), "final": True, "players": [
        *full_game()["players"][:2], {"name": "Claus"}]}, "KK-VAL-4"),
    (_take(players=6), "KK-VAL-1"),
    (_take(stones={"supply": 2, "deployed": 0, "lost": 0}), "KK-VAL-11"),
    (_take(stones={"supply": 0, "deployed": 3, "lost": 0}), "KK-VAL-11"),
    (_take(stones={"supply": 3, "deployed": 0, "lost": 0}, take=[
        {"country": "italy", "circles": 0, "end": True, "stone": "own"}]), "KK-VAL-11"),
    (_take(take=[{"country": "italy", "circles": -1, "end": True}]), "KK-VAL-5"),
    (_take(take=[{"country": "italy", "circles": 0, "end": True, "ship": True,
                  "coach": True}]), "KK-VAL-7"),
])
def test_impossible_inputs(request_: dict[str, Any], rule: str) -> None:
    assert _rule(request_) == rule


def test_five_symbols_on_two_danish_cards_are_possible_with_three_per_card() -> None:
    """KK_MAX_CIRCLES_PER_CARD is a data parameter (A-14)."""
    request = _preview({"cards": {"denmark": 2}, "symbols": {"denmark": {"cross": 5}}}, {}, {})
    assert "players" in answer({**request, "options": {"max_circles_per_card": 3}})


def test_more_minus_two_tablets_with_another_distribution() -> None:
    request = _preview({"minus_two": 2}, {"minus_two": 1}, {})
    options = {"tablet_distribution": {"minus_two": 3, "return_stone": 1}}
    assert answer({**request, "options": options})["players"][0]["tablets"] == -4


def test_three_player_game_allows_three_deployed_stones() -> None:
    out = answer(_take(players=3, stones={"supply": 0, "deployed": 3, "lost": 0}))
    assert out["ok"] is True


def test_preview_allows_unassigned_cards_but_final_does_not() -> None:
    partial = one_country("france", 5, 2, 1)
    assert [p["total"] for p in answer(partial)["players"]] == [8, 5, 2]
    assert _rule({**partial, "final": True}) == "KK-VAL-4"


def test_shape_errors_are_invalid_requests() -> None:
    for request in (one_country("prussia", 1, 0, 0), _take(take=[]),
                    _preview({"cards": {"france": "2"}}, {}, {}),
                    {**_preview({}, {}, {}), "players": [{"name": "A"}] * 3}):
        assert answer(request)["error"]["kind"] == "invalid_request", request


def _details(request: dict[str, Any]) -> list[tuple[str, list[str], list[str]]]:
    error = answer(request)["error"]
    assert error["rule"] == error["details"][0]["rule"], "the first fault leads"
    return [(d["rule"], d.get("players", []), d.get("countries", [])) for d in error["details"]]


def test_every_fault_of_a_position_at_once() -> None:
    """KK-VAL-2, 6, 7, 3 and 9 in one position: each is named with what it concerns."""
    request = _preview(
        {"cards": {"france": 9}, "symbols": {"denmark": {"cross": 1}}, "minus_two": 3},
        {"cards": {"saxony": 4}, "ships": 9, "minus_two": 3},
        {"cards": {"saxony": 4}})
    assert _details(request) == [
        ("KK-VAL-2", ["Andreas"], ["france"]),
        ("KK-VAL-6", ["Andreas"], ["denmark"]),
        ("KK-VAL-7", ["Beate"], []),
        ("KK-VAL-3", ["Beate", "Claus"], ["saxony"]),
        ("KK-VAL-9", ["Andreas", "Beate"], []),
    ]


def test_a_country_one_player_overfills_is_not_blamed_twice() -> None:
    """9 France cards break KK-VAL-2; the table's France total is not a second fault."""
    assert _details(one_country("france", 9, 1, 0)) == [
        ("KK-VAL-2", ["Andreas"], ["france"])]


def test_final_mode_names_every_incomplete_country() -> None:
    out = answer({**one_country("denmark", 2, 1, 0), "final": True})
    rules = [d["rule"] for d in out["error"]["details"]]
    assert rules == ["KK-VAL-4"] * 9
    assert out["error"]["details"][-1]["countries"] == ["denmark"]


def test_every_negative_count_at_once_kk_val_5() -> None:
    assert [(d["rule"], d["fields"]) for d in answer(_preview(
        {"cards": {"france": -1}}, {"ships": -2}, {}))["error"]["details"]] == [
        ("KK-VAL-5", ["players.0.cards.france"]), ("KK-VAL-5", ["players.1.ships"])]


def test_every_stone_fault_at_once_kk_val_11() -> None:
    out = answer(_take(players=6, stones={"supply": 3, "deployed": 1, "lost": 0},
                       take=[{"country": "france", "circles": 1, "end": True, "stone": "own"},
                             {"country": "france", "circles": 1, "end": True, "stone": "own"}]))
    assert [d["rule"] for d in out["error"]["details"]] == ["KK-VAL-1", "KK-VAL-11",
                                                          "KK-VAL-11"]
