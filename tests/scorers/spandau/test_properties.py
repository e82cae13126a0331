"""Invariants of the Spandau 1780 core, checked with hypothesis (issue: property tests)."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from scorers.registry import answer
from scorers.spandau.data import GOODS, PALACE_MAX
from tests.scorers.spandau.helpers import request

COPIES = st.lists(
    st.tuples(st.integers(1, 8), st.integers(1, 4), st.booleans()),
    unique=True, max_size=40)


@st.composite
def tables(draw: st.DrawFn) -> list[dict[str, Any]]:
    """2-5 players sharing distinct artwork copies."""
    count = draw(st.integers(2, 5))
    players: list[dict[str, Any]] = [{"name": f"P{i}", "artworks": []} for i in range(count)]
    for kind, number, genuine in draw(COPIES):
        owner = draw(st.integers(0, count - 1))
        players[owner]["artworks"].append(
            {"type": kind, "number": number, "genuine": genuine})
    return players


@settings(max_examples=150, deadline=None)
@given(tables(), st.randoms(use_true_random=False),
       st.sampled_from(["types_genuine", "types_all_owned", "identities_all_owned"]))
def test_shuffled_player_order_keeps_the_winners(
        players: list[dict[str, Any]], rng: Any, tiebreak: str) -> None:
    shuffled = players[:]
    rng.shuffle(shuffled)
    options = {"tiebreak": tiebreak}
    first = answer(request("score_game", players=players, options=options))
    second = answer(request("score_game", players=shuffled, options=options))
    assert sorted(first["winners"]) == sorted(second["winners"])
    assert first["decided_by"] == second["decided_by"]
    rows = {row["name"]: row for row in first["players"]}
    assert rows == {row["name"]: row for row in second["players"]}


@settings(max_examples=150, deadline=None)
@given(tables())
def test_genuine_never_exceeds_owned(players: list[dict[str, Any]]) -> None:
    out = answer(request("score_game", players=players))
    for row in out["players"]:
        assert 0 <= row["types"] <= row["genuine"] <= row["owned"]
        assert row["forged"] == row["owned"] - row["genuine"]
        assert (row["rank"] == 1) == (row["name"] in out["winners"])
    best = max((row["genuine"], row["types"]) for row in out["players"])
    assert all((row["genuine"], row["types"]) == best
               for row in out["players"] if row["name"] in out["winners"])


@st.composite
def sales(draw: st.DrawFn) -> dict[str, Any]:
    goods = draw(st.lists(st.sampled_from(GOODS), unique=True, max_size=6))
    rows = []
    for good in goods:
        stock = draw(st.integers(0, 8))
        low = draw(st.integers(0, 4))
        rows.append({"good": good, "stock": stock, "price": draw(st.integers(low, 9)),
                     "min_price": low, "sell": draw(st.integers(0, stock))})
    return {"bid": draw(st.integers(0, 60)), "coins": draw(st.integers(0, 10)),
            "goods": rows, "options": {"per_unit_price": draw(st.booleans())}}


@settings(max_examples=200, deadline=None)
@given(sales())
def test_payment_keeps_stock_and_price_in_bounds(fields: dict[str, Any]) -> None:
    out = answer(request("payment", **fields))
    assert out["ok"] is (out["paid"] >= fields["bid"])
    for before, after in zip(fields["goods"], out["goods_after"], strict=True):
        assert after["stock"] == before["stock"] - before["sell"] >= 0
        assert before["min_price"] <= after["price"] <= before["price"]
    assert out["proceeds"] <= sum(g["sell"] * g["price"] for g in fields["goods"])


@settings(max_examples=100, deadline=None)
@given(sales())
def test_the_payable_maximum_is_exactly_reachable(fields: dict[str, Any]) -> None:
    goods = [{k: v for k, v in good.items() if k != "sell"} for good in fields["goods"]]
    most = answer(request("check_bid", bid=1, coins=fields["coins"], goods=goods,
                          options=fields["options"]))["max_payable"]
    everything = [{**good, "sell": good["stock"]} for good in goods]
    paid = answer(request("payment", bid=most, coins=fields["coins"], goods=everything,
                          options=fields["options"]))
    assert (paid["ok"], paid["paid"]) == (most >= 0, most)
    over = answer(request("check_bid", bid=most + 1, coins=fields["coins"], goods=goods,
                          options=fields["options"]))
    assert [v["rule"] for v in over["violations"]] == ["SP80-AUCT-3"]


@settings(max_examples=200, deadline=None)
@given(st.integers(0, PALACE_MAX), st.integers(0, 20), st.booleans(), st.booleans(),
       st.sampled_from(["action", "campaign"]))
def test_palace_level_stays_on_the_track(level: int, gain: int, exert: bool, many: bool,
                                         source: str) -> None:
    out = answer(request("palace", level=level, gain=gain, exert=exert, source=source,
                         options={"multiple_exertions": many}))
    assert 0 <= out["level"] <= PALACE_MAX
    assert all(1 <= shield <= PALACE_MAX for shield in out["shields"])
    assert out["level"] + out["lost"] + sum(out["shields"]) == level + gain
