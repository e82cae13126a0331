"""The club's season rating (companion.rating): OpenSkill's Plackett-Luce model over the
finishes, shared wins as ties."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from openskill.models import PlackettLuce

from companion.rating import Finish, finish_ranks, season, table

START = datetime(2026, 3, 1, 19, tzinfo=UTC)


def at(hours: int) -> datetime:
    return START + timedelta(hours=hours)


def test_winners_share_rank_one_and_the_others_follow_their_places() -> None:
    assert finish_ranks(["a", "b", "c", "d"], ["b"], {"a": 2, "b": 1, "c": 3, "d": 4}) == {
        "a": 3, "b": 1, "c": 4, "d": 5}
    assert finish_ranks(["a", "b", "c"], ["a", "c"], {"a": 1, "b": 3, "c": 1}) == {
        "a": 1, "b": 4, "c": 1}
    assert finish_ranks(["a", "b"], ["a"], {"a": None, "b": None}) == {"a": 1, "b": 3}


def test_one_finish_is_the_models_own_update() -> None:
    history = season([Finish("x", at(0), {"a": 1, "b": 2, "c": 3})])
    model = PlackettLuce()
    expected = model.rate([[model.rating()], [model.rating()], [model.rating()]],
                          ranks=[1.0, 2.0, 3.0])
    for player, [rating] in zip("abc", expected, strict=True):
        [mine] = history["x"][player]
        assert mine.mu == pytest.approx(rating.mu) and mine.sigma == pytest.approx(rating.sigma)
    assert history["x"]["a"][0].shown > history["x"]["b"][0].shown > history["x"]["c"][0].shown


def test_a_shared_win_is_a_tie() -> None:
    history = season([Finish("x", at(0), {"a": 1, "b": 1, "c": 2})])
    a, b = history["x"]["a"][0], history["x"]["b"][0]
    assert a.mu == pytest.approx(b.mu) and a.mu > history["x"]["c"][0].mu


def test_finishes_count_in_the_order_played_and_per_key() -> None:
    later_first = [Finish("x", at(2), {"a": 2, "b": 1}), Finish("x", at(1), {"a": 1, "b": 2}),
                   Finish("y", at(3), {"a": 1, "c": 2}), Finish("x", at(4), {"a": 1})]
    history = season(later_first)
    assert [r.at for r in history["x"]["a"]] == [at(1), at(2)]  # a lone player ranks nobody
    assert set(history) == {"x", "y"} and set(history["y"]) == {"a", "c"}
    in_order = season(sorted(later_first, key=lambda f: f.at))
    assert in_order["x"]["b"][-1] == history["x"]["b"][-1]
    rows = table(history["y"])
    assert [player for player, _rating, _n in rows] == ["a", "c"] and rows[0][2] == 1
