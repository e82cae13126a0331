"""End conditions (§8.1) and the house-rule options (§12) of the Spandau 1780 ops."""

from __future__ import annotations

from typing import Any

import pytest

from scorers.registry import answer
from tests.scorers.spandau.helpers import arts, player, request


@pytest.mark.parametrize(("fields", "conditions"), [
    ({}, []),
    ({"max_artworks": 11, "campaigns_done": 3, "free_fields": 1, "min_tokens_left": 1,
      "artworks_left": 1, "berlin_can_grow": True, "players": 3}, []),
    ({"campaigns_done": 4}, ["SP80-END-2"]),
    ({"free_fields": 0}, ["SP80-END-3"]),
    ({"min_tokens_left": 0}, ["SP80-END-4"]),
    ({"artworks_left": 0}, ["SP80-END-5"]),
    ({"berlin_can_grow": False}, ["SP80-END-6"]),
    ({"berlin_can_grow": False, "players": 5}, []),
    ({"max_artworks": 12, "artworks_left": 0, "berlin_can_grow": False, "players": 2},
     ["SP80-END-1", "SP80-END-5", "SP80-END-6"]),
])
def test_end_conditions(fields: dict[str, Any], conditions: list[str]) -> None:
    out = answer(request("end_check", **fields))
    assert out["conditions"] == conditions
    assert out["ended"] is bool(conditions)
    assert out["labels"] == ["E" + rule[-1] for rule in conditions]


def test_more_than_four_campaigns_is_refused() -> None:
    assert answer(request("end_check", campaigns_done=5))["error"]["kind"] == (
        "invalid_request")


TIED = [player("A", "1-1g", "1-2g", "2-1f", "3-1f"), player("B", "4-1g", "4-2g", "4-3f")]


@pytest.mark.parametrize(("tiebreak", "winners", "types"), [
    ("types_genuine", ["A", "B"], [1, 1]),
    ("types_all_owned", ["A"], [3, 1]),
    ("identities_all_owned", ["A"], [4, 3]),
])
def test_tiebreak_option(tiebreak: str, winners: list[str], types: list[int]) -> None:
    out = answer(request("score_game", players=TIED, options={"tiebreak": tiebreak}))
    assert out["winners"] == winners
    assert [row["types"] for row in out["players"]] == types


def test_most_genuine_decides_alone() -> None:
    out = answer(request("score_game", players=[
        player("A", "1-1g"), player("B", "2-1g", "2-2g"), player("C")]))
    assert (out["winners"], out["decided_by"], out["tied"]) == (["B"], "SP80-SCORE-1", [])
    assert [row["rank"] for row in out["players"]] == [2, 1, 3]


@pytest.mark.parametrize(("per_unit", "coins", "price"), [(False, 6, 1), (True, 5, 1)])
def test_per_unit_price_option(per_unit: bool, coins: int, price: int) -> None:
    out = answer(request("payment", bid=coins, options={"per_unit_price": per_unit}, goods=[
        {"good": "wheat", "stock": 3, "price": 3, "sell": 2}]))
    assert (out["proceeds"], out["goods_after"][0]["price"]) == (coins, price)


def test_the_price_stops_at_the_minimum() -> None:
    out = answer(request("payment", bid=1, goods=[
        {"good": "silk", "stock": 5, "price": 4, "min_price": 2, "sell": 4}]))
    assert (out["proceeds"], out["goods_after"]) == (
        16, [{"good": "silk", "stock": 1, "price": 2}])


def test_solvency_counts_every_good_at_its_sale_value() -> None:
    goods = [{"good": "silk", "stock": 2, "price": 4}, {"good": "wine", "stock": 3, "price": 1}]
    out = answer(request("check_bid", bid=20, coins=2, hand={"city": 2}, goods=goods))
    assert (out["max_payable"], out["ok"]) == (2 + 6 + 8 + 3, False)


def test_rank_all_players_option() -> None:
    rows = [{"name": "A", "progress": 5}, {"name": "B", "progress": 0, "palace": 4},
            {"name": "C", "progress": 2}]
    default = answer(request("campaign_rewards", finisher="A", players=rows))
    assert (default["rewards"], default["artworks"]) == (["A", "C"], ["A", "C"])
    everyone = answer(request("campaign_rewards", finisher="A", players=rows,
                              options={"rank_all_players": True}))
    assert (everyone["rewards"], everyone["artworks"]) == (["A", "C", "B"], ["A", "C"])


def test_the_old_option_name_is_refused() -> None:
    out = answer(request("campaign_rewards", finisher="A", players=[
        {"name": "A", "progress": 5}, {"name": "B", "progress": 1}],
        options={"rank_participants_only": True}))
    assert out["error"]["kind"] == "invalid_request"


def test_any_marker_participates() -> None:
    rows = [{"name": "A", "progress": 5}, {"name": "B", "progress": 0, "marker": True},
            {"name": "C", "progress": 0}]
    out = answer(request("campaign_rewards", finisher="A", players=rows,
                         options={"any_marker_participates": True}))
    assert out["artworks"] == ["A", "B"]


@pytest.mark.parametrize(("fields", "expected"), [
    ({"level": 4, "gain": 8, "exert": True}, {"level": 5, "shields": [5], "lost": 2}),
    ({"level": 4, "gain": 8, "exert": True, "options": {"multiple_exertions": True}},
     {"level": 2, "shields": [5, 5], "lost": 0}),
    ({"level": 1, "gain": 2, "exert": True}, {"level": 0, "shields": [3], "lost": 0}),
])
def test_palace_exertion(fields: dict[str, Any], expected: dict[str, Any]) -> None:
    out = answer(request("palace", **fields))
    assert out == {"ok": True, "violations": [], **expected}


@pytest.mark.parametrize(("fields", "rule"), [
    ({"level": 0, "gain": 0, "exert": True}, "SP80-PAL-2"),
    ({"level": 2, "gain": 1, "exert": True, "source": "campaign"}, "SP80-PAL-5"),
])
def test_palace_exertion_faults(fields: dict[str, Any], rule: str) -> None:
    out = answer(request("palace", **fields))
    assert [v["rule"] for v in out["violations"]] == [rule]
    assert out["shields"] == []


@pytest.mark.parametrize(("options", "compensation", "payer"), [
    ({}, 4, "bank"), ({"berlin_compensation": False}, 0, None)])
def test_berlin_displacement(options: dict[str, bool], compensation: int,
                             payer: str | None) -> None:
    out = answer(request("displacement", terrain="city", by="berlin", options=options))
    assert (out["compensation"], out["payer"]) == (compensation, payer)


def holding(code: str, place: str, holder: str | None = None) -> dict[str, Any]:
    return {**arts(code)[0], "place": place, "holder": holder}


@pytest.mark.parametrize(("options", "reveal", "skip"), [
    ({}, True, False), ({"skip_auction_on_forgery": True}, False, True)])
def test_forged_auction_artwork(options: dict[str, bool], reveal: bool, skip: bool) -> None:
    owned = [holding("2-3f", "auction"), holding("2-3g", "collection", "B")]
    out = answer(request("forgery_removal", artworks=owned, announced=arts("2-3f")[0],
                         options=options))
    assert out["removed"] == [{"artwork": owned[0], "rule": "SP80-ART-5"}]
    assert (out["reveal_next"], out["skip_auction"], out["must_offer"]) == (reveal, skip, [])


def test_genuine_announcement_without_a_forged_twin_removes_nothing() -> None:
    out = answer(request("forgery_removal", artworks=[holding("4-4g", "offer", "A")],
                         announced=arts("4-4g")[0]))
    assert (out["removed"], out["must_offer"]) == ([], [])


def test_announcing_a_forgery_not_in_the_game_is_refused() -> None:
    out = answer(request("forgery_removal", artworks=[holding("4-4g", "offer", "A")],
                         announced=arts("4-4f")[0]))
    assert out["error"]["kind"] == "invalid_request"
