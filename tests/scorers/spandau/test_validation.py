"""Input validation (§9, SP80-VAL-1..14).

Impossible data is ``impossible_input`` with its VAL rule; an illegal move that a VAL line
lists is a verdict citing the rule that line names (docs/cli.md).
"""

from __future__ import annotations

from typing import Any

import pytest

from scorers.registry import answer
from tests.scorers.spandau.helpers import arts, player, request


def impossible(out: dict[str, Any]) -> str:
    assert out["error"]["kind"] == "impossible_input", out
    return str(out["error"]["rule"])


def faults(out: dict[str, Any]) -> list[str]:
    assert "error" not in out, out
    return [violation["rule"] for violation in out["violations"]]


@pytest.mark.parametrize("req", [
    request("score_game", players=[player("A", "1-1g")]),
    request("score_game", players=[player(name) for name in "ABCDEF"]),
    request("berlin", players=1),
    request("berlin", players=6),
    request("end_check", players=6),
    request("campaign_rewards", finisher="A", players=[{"name": "A", "progress": 3}]),
])
def test_val1_player_count(req: dict[str, Any]) -> None:
    out = answer(req)
    assert impossible(out) == "SP80-VAL-1"
    assert "2-5 players" in out["error"]["message"]


@pytest.mark.parametrize(("code", "options"), [
    ("9-2g", {}), ("0-1f", {}), ("1-5g", {}), ("1-0f", {}),
    ("8-1g", {"artwork_catalogue": 28})])
def test_val2_artwork_outside_the_catalogue(code: str, options: dict[str, int]) -> None:
    out = answer(request("score_game", options=options,
                         players=[player("A", code), player("B")]))
    assert impossible(out) == "SP80-VAL-2"
    assert out["error"]["message"].startswith(f"No artwork {code[:-1]}")


def test_val2_a_smaller_catalogue_still_holds_type_7() -> None:
    out = answer(request("score_game", options={"artwork_catalogue": 28},
                         players=[player("A", "7-4g"), player("B")]))
    assert out["winners"] == ["A"]


@pytest.mark.parametrize("req", [
    request("score_game", players=[player("A", "3-1g", "3-1g"), player("B")]),
    request("score_game", players=[player("A", "3-1f"), player("B", "3-1f")]),
    request("check_setup", players=[player("A", "1-1g", "2-1g", "3-1f", "4-1f", "5-1f"),
                                    player("B", "1-1g", "6-1g", "3-2f", "4-2f", "5-2f")]),
    request("forgery_removal", announced=arts("3-1g")[0], artworks=[
        {**arts("3-1f")[0], "place": "supply"}, {**arts("3-1f")[0], "place": "auction"}]),
])
def test_val3_one_genuine_and_one_forged_copy(req: dict[str, Any]) -> None:
    assert impossible(answer(req)) == "SP80-VAL-3"


@pytest.mark.parametrize("req", [
    request("score_game", players=[
        {"name": "A", "owned": 3, "genuine": 4, "types": 2}, player("B")]),
    request("score_game", players=[
        {"name": "A", "owned": 5, "genuine": 2, "types": 3}, player("B")]),
    request("payment", bid=3, coins=-1),
    request("check_bid", bid=3, coins=2, hand={"city": -1}),
    request("end_check", free_fields=-2),
    request("army", progress=0, military=-1, track=5),
])
def test_val4_negative_or_contradictory_counts(req: dict[str, Any]) -> None:
    assert impossible(answer(req)) == "SP80-VAL-4"


def test_val4_tallies_are_scored_like_artworks() -> None:
    out = answer(request("score_game", players=[
        {"name": "A", "owned": 9, "genuine": 5, "types": 5}, player("B", "1-1g")]))
    assert out["winners"] == ["A"]
    assert out["players"][0]["forged"] == 4


def test_val5_a_proper_setup_passes() -> None:
    out = answer(request("check_setup", players=[
        player("A", "1-1g", "2-1g", "3-1f", "4-1f", "5-1f"),
        player("B", "1-1f", "6-1g", "3-2g", "4-2f", "5-2f")]))
    assert out == {"ok": True, "violations": []}


@pytest.mark.parametrize(("fields", "expected"), [
    ({"bid": 8, "coins": 7}, ["SP80-AUCT-3"]),
    ({"bid": 4, "high_bid": 4, "coins": 7}, ["SP80-AUCT-2"]),
    ({"bid": 9, "high_bid": 9, "coins": 7}, ["SP80-AUCT-2", "SP80-AUCT-3"]),
    ({"bid": 0, "coins": 7}, ["SP80-AUCT-2"]),
    ({"bid": 0, "coins": 7, "options": {"zero_bid": True}}, []),
])
def test_val6_bids(fields: dict[str, Any], expected: list[str]) -> None:
    assert faults(answer(request("check_bid", **fields))) == expected


def test_val7_selling_more_than_the_stock() -> None:
    out = answer(request("payment", bid=3, goods=[
        {"good": "wine", "stock": 1, "price": 3, "sell": 2}]))
    assert impossible(out) == "SP80-VAL-7"


@pytest.mark.parametrize(("fields", "expected"), [
    ({"bid": 5, "coins": 4}, ["SP80-PAY-1"]),
    ({"bid": 3, "for_auction": False, "goods": [
        {"good": "wine", "stock": 1, "price": 3, "sell": 1}]}, ["SP80-PAY-3"]),
])
def test_val7_payment_verdicts(fields: dict[str, Any], expected: list[str]) -> None:
    assert faults(answer(request("payment", **fields))) == expected


@pytest.mark.parametrize(("fields", "expected"), [
    ({"token_terrain": "river", "field_terrain": "city"}, ["SP80-INFL-4"]),
    ({"token_terrain": "river", "field_terrain": "river", "field_free": False},
     ["SP80-INFL-4"]),
    ({"token_terrain": "field", "field_terrain": "field", "reachable": False},
     ["SP80-INFL-5"]),
    ({"token_terrain": "city", "field_terrain": "city", "reachable": False,
      "first_token": True}, []),
    ({"token_terrain": "field", "field_terrain": "field", "first_token": True},
     ["SP80-SETUP-8"]),
    ({"token_terrain": "city", "field_terrain": "city", "city_on_map": 2,
      "left_level_2": 1}, ["SP80-INFL-6"]),
    ({"token_terrain": "city", "field_terrain": "river", "field_free": False,
      "reachable": False, "city_on_map": 1, "left_level_1": 2},
     ["SP80-INFL-4", "SP80-INFL-4", "SP80-INFL-5", "SP80-INFL-6"]),
])
def test_val8_placement(fields: dict[str, Any], expected: list[str]) -> None:
    assert faults(answer(request("check_placement", **fields))) == expected


@pytest.mark.parametrize(("fields", "expected"), [
    ({"levels": [1, 2], "paid": 2}, ["SP80-INFL-3"]),
    ({"left": [1, 2, 0], "levels": [2, 2]}, ["SP80-INFL-3"]),
    ({"left": [1, 2, 0], "levels": [2, 2], "options": {"free_level_choice": True}}, []),
    ({"left": [0, 1, 0], "levels": [3]}, ["SP80-INFL-3"]),
    ({"left": [1, 0, 0], "count": 2}, ["SP80-INFL-2"]),
])
def test_val8_influence_cost(fields: dict[str, Any], expected: list[str]) -> None:
    assert faults(answer(request("influence_cost", **fields))) == expected


@pytest.mark.parametrize(("fields", "expected"), [
    ({"own_pieces": 0}, ["SP80-MOVE-1"]),
    ({"own_pieces": 1, "destination_terrain": "city"}, ["SP80-MOVE-2"]),
    ({"own_pieces": 1, "destination_adjacent": False, "destination_free": False},
     ["SP80-MOVE-2", "SP80-MOVE-2"]),
    ({"own_pieces": 1, "paid": 2}, ["SP80-MOVE-3"]),
    ({"by": "berlin", "own_pieces": 0, "paid": 3}, []),
])
def test_val9_displacement(fields: dict[str, Any], expected: list[str]) -> None:
    out = answer(request("displacement", terrain="river", **fields))
    assert faults(out) == expected


@pytest.mark.parametrize("req", [
    request("palace", level=6, gain=1),
    request("palace", level=-1, gain=1),
    request("campaign_rewards", finisher="A", players=[
        {"name": "A", "progress": 3, "palace": 7}, {"name": "B", "progress": 1}]),
])
def test_val10_palace_level(req: dict[str, Any]) -> None:
    assert impossible(answer(req)) == "SP80-VAL-10"


def test_val11_all_artist_faults_at_once() -> None:
    out = answer(request("artist_checks", artist_symbols=1, coins=1,
                         targets=["own", "other_collection"]))
    assert faults(out) == ["SP80-ART-1", "SP80-ART-2", "SP80-ART-3"]


@pytest.mark.parametrize(("fields", "expected"), [
    ({"controlled": 2, "active": 2}, ["SP80-CARD-4"]),
    ({"controlled": 2, "active": 2, "discard": 1}, []),
    ({"controlled": 0, "active": 0}, ["SP80-CARD-4"]),
])
def test_val12_card_limit(fields: dict[str, Any], expected: list[str]) -> None:
    assert faults(answer(request("card_limit", **fields))) == expected


@pytest.mark.parametrize(("fields", "expected", "ends"), [
    ({"players": 3, "placed": 1}, ["SP80-BERLIN-1"], False),
    ({"players": 3, "placed": 3}, ["SP80-BERLIN-1"], False),
    ({"players": 3, "placed": 1, "blocked": True}, [], True),
    ({"players": 5, "placed": 0, "blocked": True}, [], False),
])
def test_val13_black_pieces(fields: dict[str, Any], expected: list[str], ends: bool) -> None:
    out = answer(request("berlin", **fields))
    assert (faults(out), out["ends_game"]) == (expected, ends)


def test_val14_a_move_after_the_end() -> None:
    out = answer(request("end_check", free_fields=3, already_ended=["SP80-END-1"]))
    assert impossible(out) == "SP80-VAL-14"
    assert out["error"]["message"] == "Game already ended (E1)."


def test_every_fault_of_a_reveal_at_once() -> None:
    """One answer names every impossible copy with its player, label and place; the first
    fault stays in ``rule`` and ``message``."""
    out = answer(request("score_game", players=[
        player("A", "9-1g", "1-1g", "2-2f"), player("B", "1-1g", "2-2f", "3-3g")]))
    error = out["error"]
    assert (error["kind"], error["rule"]) == ("impossible_input", "SP80-VAL-2")
    assert error["message"] == error["details"][0]["message"]
    assert [(d["rule"], d["players"], d["cards"], d["fields"]) for d in error["details"]] == [
        ("SP80-VAL-2", ["A"], ["9-1"], ["players.0.artworks.0"]),
        ("SP80-VAL-3", ["B"], ["1-1"], ["players.1.artworks.0"]),
        ("SP80-VAL-3", ["B"], ["2-2"], ["players.1.artworks.1"])]


def test_every_setup_hand_fault_at_once() -> None:
    out = answer(request("check_setup", players=[
        player("A", "1-1g", "2-1g", "3-1g", "4-1f", "5-1f"),
        player("B", "6-1g", "7-1f")]))
    assert [(d["rule"], d["players"]) for d in out["error"]["details"]] == [
        ("SP80-VAL-5", ["A"]), ("SP80-VAL-5", ["B"])]


def test_every_oversold_good_at_once() -> None:
    out = answer(request("payment", bid=3, goods=[
        {"good": "silk", "stock": 1, "price": 2, "sell": 2},
        {"good": "wine", "stock": 0, "price": 2, "sell": 1}]))
    assert [(d["rule"], d["fields"]) for d in out["error"]["details"]] == [
        ("SP80-VAL-7", ["goods.0"]), ("SP80-VAL-7", ["goods.1"])]
