"""Every test vector of docs/rules/spandau.md §11 (SP80-TV-01 .. SP80-TV-25)."""

from __future__ import annotations

from typing import Any

import pytest

from scorers.registry import answer
from tests.scorers.spandau.helpers import arts, player, request


def rules(out: dict[str, Any]) -> list[str]:
    return [violation["rule"] for violation in out["violations"]]


@pytest.mark.parametrize(("players", "pieces"), [(4, 1), (3, 2), (2, 3), (5, 0)])
def test_tv01_black_pieces(players: int, pieces: int) -> None:
    out = answer(request("berlin", players=players, placed=pieces))
    assert (out["pieces"], out["ok"]) == (pieces, True)


MAP = {"Zehlendorf": ["Schmargendorf"], "Schmargendorf": ["Lankwitz"], "Lankwitz": []}


@pytest.mark.parametrize(("a", "b", "adjacent"), [
    ("Zehlendorf", "Schmargendorf", True), ("Schmargendorf", "Zehlendorf", True),
    ("Zehlendorf", "Lankwitz", False)])
def test_tv02_adjacency_of_the_entered_map(a: str, b: str, adjacent: bool) -> None:
    assert answer(request("adjacent", regions=MAP, a=a, b=b)) == {"adjacent": adjacent}


@pytest.mark.parametrize("fields", [
    {"levels": [1, 1, 2]},
    {"left": [2, 1, 0], "count": 3},
    {"left": [2, 3, 1], "count": 3, "paid": 4},
    {"left": [2, 1, 0], "levels": [2, 1, 1]},
])
def test_tv03_three_fields_cost_four_cards(fields: dict[str, Any]) -> None:
    out = answer(request("influence_cost", **fields))
    assert (out["cards"], out["ok"], sorted(out["levels"])) == (4, True, [1, 1, 2])


@pytest.mark.parametrize(("terrain", "coins"), [
    ("field", 1), ("country", 2), ("river", 3), ("city", 4)])
def test_tv04_displacement_compensation(terrain: str, coins: int) -> None:
    out = answer(request("displacement", terrain=terrain, own_pieces=1, paid=coins))
    assert (out["compensation"], out["payer"], out["ok"]) == (coins, "player", True)
    wrong = answer(request("displacement", terrain=terrain, own_pieces=1, paid=coins + 1))
    assert rules(wrong) == ["SP80-MOVE-3"]


@pytest.mark.parametrize("bid", [6, 5])
def test_tv05_grain_sold_twice_brings_six_coins(bid: int) -> None:
    out = answer(request("payment", bid=bid, goods=[
        {"good": "wheat", "stock": 3, "price": 3, "sell": 2}]))
    assert (out["ok"], out["paid"], out["proceeds"], out["change"]) == (True, 6, 6, 0)
    assert out["goods_after"] == [{"good": "wheat", "stock": 1, "price": 1}]


@pytest.mark.parametrize(("space", "coins"), [(3, 3), (1, 1), (5, 5)])
def test_tv06_a_marker_on_the_nth_space_sells_for_n(space: int, coins: int) -> None:
    out = answer(request("payment", bid=1, goods=[
        {"good": "silk", "stock": 1, "price": space, "sell": 1}]))
    assert out["proceeds"] == coins


@pytest.mark.parametrize(("fields", "coins"), [
    ({"tableau": 1, "cards": 1}, 2), ({"tableau": 2}, 2), ({"tableau": 1, "cards": 1,
                                                          "shield": 1}, 3)])
def test_tv07_harvest_coins(fields: dict[str, int], coins: int) -> None:
    assert answer(request("harvest_coins", **fields)) == {"coins": coins}


@pytest.mark.parametrize(("track", "expected"), [
    (8, {"progress": 3, "finished": False, "lost": 0}),
    (3, {"progress": 3, "finished": True, "lost": 0}),
    (2, {"progress": 2, "finished": True, "lost": 1})])
def test_tv08_army_advances_by_military_symbols(track: int, expected: dict[str, Any]) -> None:
    assert answer(request("army", progress=1, military=2, track=track)) == expected


HAND = {"city": 1, "river": 1, "country": 1}


@pytest.mark.parametrize(("bid", "ok"), [(7, True), (8, False)])
def test_tv09_solvency(bid: int, ok: bool) -> None:
    out = answer(request("check_bid", bid=bid, coins=1, hand=HAND))
    assert (out["max_payable"], out["ok"]) == (7, ok)
    assert rules(out) == ([] if ok else ["SP80-AUCT-3"])


@pytest.mark.parametrize(("options", "change"), [({}, 0), ({"bank_gives_change": True}, 1)])
def test_tv10_a_city_card_pays_a_bid_of_two(options: dict[str, bool], change: int) -> None:
    out = answer(request("payment", bid=2, cards={"city": 1}, options=options))
    assert (out["ok"], out["paid"], out["change"]) == (True, 3, change)


@pytest.mark.parametrize(("shield", "checks", "ok", "cost"), [
    (False, 3, False, 3), (False, 2, True, 2), (True, 3, True, 3)])
def test_tv11_artist_checks(shield: bool, checks: int, ok: bool, cost: int) -> None:
    out = answer(request("artist_checks", artist_symbols=2, coins=5, shield=shield,
                         checks=checks))
    assert (out["ok"], out["cost"], out["limit"]) == (ok, cost, 3 if shield else 2)
    assert rules(out) == ([] if ok else ["SP80-ART-1"])


@pytest.mark.parametrize(("checks", "ok"), [(1, True), (2, False)])
def test_tv12_one_coin_pays_one_check(checks: int, ok: bool) -> None:
    out = answer(request("artist_checks", artist_symbols=2, coins=1, checks=checks))
    assert (out["max_checks"], out["ok"]) == (1, ok)
    assert rules(out) == ([] if ok else ["SP80-ART-2"])


@pytest.mark.parametrize(("targets", "faults"), [
    (["other_collection"], ["SP80-ART-3"]), (["offer", "own"], []), (["auction"], []),
    (["supply", "other_collection"], ["SP80-ART-3", "SP80-ART-3"])])
def test_tv13_check_targets(targets: list[str], faults: list[str]) -> None:
    out = answer(request("artist_checks", artist_symbols=2, coins=2, targets=targets))
    assert rules(out) == faults


def holding(code: str, place: str, holder: str | None = None) -> dict[str, Any]:
    return {**arts(code)[0], "place": place, "holder": holder}


@pytest.mark.parametrize(("c_owns_more", "must_offer"), [(True, ["C"]), (False, [])])
def test_tv14_genuine_announcement_removes_the_forged_offer(
        c_owns_more: bool, must_offer: list[str]) -> None:
    owned = [holding("5-2g", "collection", "A"), holding("5-2f", "offer", "C")]
    if c_owns_more:
        owned.append(holding("1-1f", "collection", "C"))
    out = answer(request("forgery_removal", artworks=owned, announced=arts("5-2g")[0]))
    assert out["removed"] == [{"artwork": owned[1], "rule": "SP80-ART-6"}]
    assert (out["must_offer"], out["reveal_next"]) == (must_offer, False)


@pytest.mark.parametrize(("exert", "expected"), [
    (True, {"level": 2, "shields": [5], "lost": 0}),
    (False, {"level": 5, "shields": [], "lost": 2})])
def test_tv15_palace_surplus(exert: bool, expected: dict[str, Any]) -> None:
    out = answer(request("palace", level=3, gain=4, exert=exert))
    assert out == {"ok": True, "violations": [], **expected}


@pytest.mark.parametrize(("level", "gain", "after"), [(4, 3, 5), (1, 3, 4)])
def test_tv16_campaign_influence_is_capped(level: int, gain: int, after: int) -> None:
    out = answer(request("palace", level=level, gain=gain, source="campaign"))
    assert (out["level"], out["shields"], out["ok"]) == (after, [], True)


def campaign(*rows: tuple[str, int, int], finisher: str = "A", **options: bool
             ) -> dict[str, Any]:
    return answer(request("campaign_rewards", finisher=finisher, options=options, players=[
        {"name": name, "progress": progress, "palace": palace}
        for name, progress, palace in rows]))


@pytest.mark.parametrize("order", [("A", "B", "C", "D"), ("D", "C", "B", "A")])
def test_tv17_campaign_rewards(order: tuple[str, ...]) -> None:
    rows = {"A": ("A", 6, 0), "B": ("B", 4, 3), "C": ("C", 4, 2), "D": ("D", 0, 5)}
    out = campaign(*(rows[name] for name in order))
    assert out["rewards"] == ["A", "B", "C"]
    assert sorted(out["artworks"]) == ["A", "B", "C"]
    assert [r["decided_by"] for r in out["ranking"]] == ["finisher", "palace", None]
    assert "D" not in [r["name"] for r in out["ranking"]], "D did not take part"


@pytest.mark.parametrize("palace", [2, 0])
def test_tv18_turn_order_breaks_a_palace_tie(palace: int) -> None:
    out = campaign(("A", 6, 0), ("C", 4, palace), ("B", 4, palace), ("D", 0, 5))
    assert out["rewards"] == ["A", "C", "B"]
    assert out["ranking"][1]["decided_by"] == "turn_order"


@pytest.mark.parametrize("order", [("A", "B", "C", "D"), ("C", "D", "A", "B")])
def test_tv18a_rewards_go_to_participants_only(order: tuple[str, ...]) -> None:
    """SP80-ARMY-4 (A-18): C and D at progress 0 took no part; reward 3 stays unused."""
    rows = {"A": ("A", 6, 0), "B": ("B", 3, 0), "C": ("C", 0, 5), "D": ("D", 0, 4)}
    out = campaign(*(rows[name] for name in order))
    assert out["rewards"] == ["A", "B"]
    assert [(r["name"], r["reward"]) for r in out["ranking"]] == [("A", 1), ("B", 2)]
    assert sorted(out["artworks"]) == ["A", "B"]


def test_tv18a_house_rule_ranks_all_players() -> None:
    """SP80_OPT_RANK_ALL_PLAYERS: non-participants rank too, but draw no artwork."""
    out = campaign(("A", 6, 0), ("B", 3, 0), ("C", 0, 5), ("D", 0, 4), rank_all_players=True)
    assert out["rewards"] == ["A", "B", "C"]
    assert [r["reward"] for r in out["ranking"]] == [1, 2, 3, None]
    assert out["artworks"] == ["A", "B"]


@pytest.mark.parametrize(("other", "rewards"), [(3, ["A", "B"]), (1, ["A", "B"]), (0, ["A"])])
def test_tv19_two_players_use_rewards_one_and_two(other: int, rewards: list[str]) -> None:
    """With 2 players reward 3 is never used; a partner at progress 0 gets nothing."""
    out = campaign(("B", other, 1), ("A", 5, 0))
    assert out["rewards"] == rewards
    assert [r["reward"] for r in out["ranking"]] == [1, 2][:len(rewards)]


@pytest.mark.parametrize(("left", "ended"), [(1, False), (0, True)])
def test_tv18b_e5_after_the_last_auction_not_its_reveal(left: int, ended: bool) -> None:
    """SP80-END-5: the last artwork on display (artworks_left 1) does not end the game;
    its auction (artworks_left 0) does."""
    out = answer(request("end_check", artworks_left=left))
    assert out["ended"] is ended
    assert out["conditions"] == (["SP80-END-5"] if ended else [])


@pytest.mark.parametrize(("left_level_1", "ok"), [(1, False), (0, True)])
def test_tv20_city_gating(left_level_1: int, ok: bool) -> None:
    out = answer(request("check_placement", token_terrain="city", field_terrain="city",
                         city_on_map=1, left_level_1=left_level_1))
    assert out["ok"] is ok
    assert rules(out) == ([] if ok else ["SP80-INFL-6"])


@pytest.mark.parametrize(("owned", "ended"), [(12, True), (11, False), (13, True)])
def test_tv21_twelve_artworks_end_the_game(owned: int, ended: bool) -> None:
    out = answer(request("end_check", max_artworks=owned))
    assert out["ended"] is ended
    assert out["conditions"] == (["SP80-END-1"] if ended else [])


@pytest.mark.parametrize("order", [0, 1])
def test_tv22_types_break_a_tie_on_genuine(order: int) -> None:
    a = player("A", "1-1g", "2-1g", "3-1g", "4-1g", "5-1g", "6-1f", "7-1f", "8-1f", "1-2f")
    b = player("B", "1-3g", "2-2g", "2-3g", "3-2g", "3-3g", "6-2f", "7-2f", "8-2f")
    out = answer(request("score_game", players=[a, b] if order == 0 else [b, a]))
    assert out["winners"] == ["A"]
    assert out["decided_by"] == "SP80-SCORE-2"
    assert sorted(out["tied"]) == ["A", "B"]
    rows = {row["name"]: row for row in out["players"]}
    assert rows["A"] == {"name": "A", "owned": 9, "genuine": 5, "forged": 4, "types": 5,
                         "rank": 1}
    assert (rows["B"]["owned"], rows["B"]["types"], rows["B"]["rank"]) == (8, 3, 2)


@pytest.mark.parametrize("forged_b", [(), ("1-1f",)])
def test_tv23_shared_victory(forged_b: tuple[str, ...]) -> None:
    out = answer(request("score_game", players=[
        player("A", "1-1g", "2-1g", "3-1g", "4-1g"),
        player("B", "5-1g", "6-1g", "7-1g", "8-1g", *forged_b)]))
    assert (out["winners"], out["decided_by"]) == (["A", "B"], "SP80-SCORE-3")
    assert [row["rank"] for row in out["players"]] == [1, 1]


@pytest.mark.parametrize("hand", [
    ("1-1g", "2-1g", "3-1g", "4-1f", "5-1f"), ("1-1g", "2-1f", "3-1f", "4-1f"),
    ("1-1g", "2-1f", "3-1f", "4-1f", "5-1f")])
def test_tv24_setup_hand_must_be_two_genuine_of_five(hand: tuple[str, ...]) -> None:
    out = answer(request("check_setup", players=[
        player("A", *hand), player("B", "6-1g", "6-2g", "6-3f", "6-4f", "7-1f")]))
    assert out["error"]["rule"] == "SP80-VAL-5"


@pytest.mark.parametrize("kind", ["g", "f"])
def test_tv25_an_identity_listed_twice(kind: str) -> None:
    out = answer(request("score_game", players=[
        player("A", f"3-1{kind}"), player("B", f"3-1{kind}")]))
    assert out["error"]["kind"] == "impossible_input"
    assert out["error"]["rule"] == "SP80-VAL-3"
    assert out["error"]["message"].startswith("Artwork 3-1 has only one")
