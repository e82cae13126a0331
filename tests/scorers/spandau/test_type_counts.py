"""A reveal counted per type (``by_type``: genuine and forged copies of each type), as the
table counts it when the sleeves are turned over: scored exactly as the same copies listed
one by one, and checked against the catalogue (SP80-VAL-2/3)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorers.registry import answer
from tests.scorers.spandau.helpers import art, player, request


def counted(name: str, *codes: str) -> dict[str, Any]:
    """The player of ``helpers.player`` with the same copies counted per type."""
    tally: Counter[tuple[int, bool]] = Counter()
    for code in codes:
        copy = art(code)
        tally[copy["type"], copy["genuine"]] += 1
    kinds = sorted({kind for kind, _ in tally})
    return {"name": name, "by_type": [
        {"type": kind, "genuine": tally[kind, True], "forged": tally[kind, False]}
        for kind in kinds]}


TV22 = (("A", "1-1g", "2-1g", "3-1g", "4-1g", "5-1g", "6-1f", "7-1f", "8-1f", "1-2f"),
        ("B", "1-3g", "2-2g", "2-3g", "3-2g", "3-3g", "4-2f", "5-2f", "6-2f"))


@pytest.mark.parametrize("tiebreak", ["types_genuine", "types_all_owned"])
def test_sp80_tv22_counted_per_type_scores_as_listed(tiebreak: str) -> None:
    options = {"tiebreak": tiebreak}
    listed = answer(request("score_game", players=[player(*p) for p in TV22],
                            options=options))
    by_type = answer(request("score_game", players=[counted(*p) for p in TV22],
                             options=options))
    assert by_type == listed
    if tiebreak == "types_genuine":
        assert by_type["winners"] == ["A"] and by_type["decided_by"] == "SP80-SCORE-2"
        assert [p["types"] for p in by_type["players"]] == [5, 3]


def test_a_type_counted_over_its_four_artworks_is_sp80_val3() -> None:
    out = answer(request("score_game", players=[
        {"name": "A", "by_type": [{"type": 3, "genuine": 3}]},
        {"name": "B", "by_type": [{"type": 3, "genuine": 2, "forged": 4}]}]))
    error = out["error"]
    assert (error["kind"], error["rule"]) == ("impossible_input", "SP80-VAL-3")
    assert [(d["players"], d["fields"]) for d in error["details"]] == [
        (["B"], ["players.1.by_type.0"])]
    assert "Type 3 has only 4 genuine artworks; 5 are entered" in error["message"]


def test_copies_listed_and_counted_share_the_catalogue() -> None:
    out = answer(request("score_game", players=[
        player("A", "2-1g", "2-2g", "2-1g"),  # the second 2-1g is itself SP80-VAL-3
        {"name": "B", "by_type": [{"type": 2, "genuine": 3}]}]))
    assert [(d["rule"], d["fields"]) for d in out["error"]["details"]] == [
        ("SP80-VAL-3", ["players.0.artworks.2"]),
        ("SP80-VAL-3", ["players.1.by_type.0"])]


def test_a_type_outside_the_catalogue_is_sp80_val2() -> None:
    out = answer(request("score_game", options={"artwork_catalogue": 28}, players=[
        {"name": "A", "by_type": [{"type": 8, "genuine": 1}]}, player("B", "1-1g")]))
    assert out["error"]["rule"] == "SP80-VAL-2"
    assert out["error"]["details"][0]["fields"] == ["players.0.by_type.0"]


@pytest.mark.parametrize("bad", [
    {"name": "A", "by_type": [{"type": 1, "genuine": 1}], "artworks": [art("2-1g")]},
    {"name": "A", "by_type": [{"type": 1, "genuine": 1}, {"type": 1, "forged": 1}]},
])
def test_counts_per_type_stand_alone(bad: dict[str, Any]) -> None:
    out = answer(request("score_game", players=[bad, player("B", "1-2g")]))
    assert out["error"]["kind"] == "invalid_request"


def test_the_identities_tiebreak_needs_the_numbers() -> None:
    out = answer(request("score_game", options={"tiebreak": "identities_all_owned"},
                         players=[counted("A", "1-1g"), player("B", "1-2g")]))
    assert out["error"]["kind"] == "invalid_request"
    assert "identities_all_owned" in out["error"]["message"]


def test_a_negative_count_is_sp80_val4() -> None:
    out = answer(request("score_game", players=[
        {"name": "A", "by_type": [{"type": 1, "forged": -1}]}, player("B", "1-2g")]))
    assert out["error"]["rule"] == "SP80-VAL-4"


HANDS = st.lists(st.lists(st.tuples(st.integers(1, 8), st.integers(1, 4), st.booleans()),
                          max_size=12), min_size=2, max_size=5)


@settings(max_examples=60, deadline=None)
@given(HANDS)
def test_any_reveal_scores_the_same_listed_or_counted(hands: list[list[tuple[int, int, bool]]]
                                                      ) -> None:
    """Each copy once over the table (as the catalogue has it): both forms give the same
    answer, a win, a tie-break or a shared victory."""
    seen: set[tuple[int, int, bool]] = set()
    players = []
    for seat, hand in enumerate(hands):
        mine = []
        for copy in hand:
            if copy not in seen:
                seen.add(copy)
                mine.append(copy)
        players.append((f"P{seat}", *(f"{k}-{n}{'g' if g else 'f'}" for k, n, g in mine)))
    listed = answer(request("score_game", players=[player(*p) for p in players]))
    by_type = answer(request("score_game", players=[counted(*p) for p in players]))
    assert by_type == listed
