"""Invariants of the final scoring over random legal final positions (docs/architecture.md)."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from scorers.kardinal.data import COUNTRY_CARDS, MAX_CIRCLES_PER_CARD, TABLETS_PER_KIND
from scorers.kardinal.models import ScoreGameRequest, ScoreGameResponse
from scorers.kardinal.scoring import score_game

SORTS = ("cross", "fan", "crown")


@st.composite
def final_positions(draw: st.DrawFn) -> list[dict[str, Any]]:
    """3-5 players; every card of every country dealt to someone; symbols, routes and
    tablets within what the cards allow."""
    count = draw(st.integers(3, 5))
    cards: list[dict[str, int]] = [{} for _ in range(count)]
    for country, total in COUNTRY_CARDS.items():
        owners = draw(st.lists(st.integers(0, count - 1), min_size=total, max_size=total))
        for i in range(count):
            cards[i][country] = owners.count(i)
    minus_two_left = TABLETS_PER_KIND
    players = []
    for i in range(count):
        symbols: dict[str, dict[str, int]] = {}
        for country, held in cards[i].items():  # type: ignore[assignment]
            room = draw(st.integers(0, MAX_CIRCLES_PER_CARD * held))
            split = draw(st.lists(st.sampled_from(SORTS), min_size=room, max_size=room))
            symbols[country] = {sort: split.count(sort) for sort in set(split)}
        total = sum(cards[i].values())
        ships = draw(st.integers(0, total))
        coaches = draw(st.integers(0, total - ships))
        minus_two = draw(st.integers(0, minus_two_left))
        minus_two_left -= minus_two
        players.append({"name": f"P{i}", "cards": cards[i], "symbols": symbols,
                        "ships": ships, "coaches": coaches, "minus_two": minus_two})
    return players


@settings(max_examples=150, deadline=None)
@given(final_positions())
def test_land_points_are_bounded_and_fair(players: list[dict[str, Any]]) -> None:
    sheet = score_game(ScoreGameRequest.model_validate({"players": players}))
    for country, total in COUNTRY_CARDS.items():
        counts = [p["cards"][country] for p in players]
        lands = [row.countries[country].land for row in sheet.players]
        assert all(0 <= land <= total for land in lands)
        for n, land in zip(counts, lands, strict=True):
            assert n > 0 or land == 0
            assert n == 0 or land >= n
        by_count = {n: {land for m, land in zip(counts, lands, strict=True) if m == n}
                    for n in counts}
        assert all(len(points) == 1 for points in by_count.values())
    for row in sheet.players:
        assert row.carry == row.land + row.symbols
        assert row.total == row.carry + row.chains + row.tablets
    assert len(sheet.winners) <= 1


@settings(max_examples=100, deadline=None)
@given(final_positions(), st.randoms(use_true_random=False))
def test_totals_do_not_depend_on_player_order(players: list[dict[str, Any]], rng: Any
                                              ) -> None:
    shuffled = players[:]
    rng.shuffle(shuffled)
    first = score_game(ScoreGameRequest.model_validate({"players": players}))
    second = score_game(ScoreGameRequest.model_validate({"players": shuffled}))
    assert {row.name: row for row in first.players} == {row.name: row for row in second.players}
    assert first.winners == second.winners


@settings(max_examples=50, deadline=None)
@given(final_positions())
def test_the_sheet_equals_its_validated_rebuild(players: list[dict[str, Any]]) -> None:
    # The sheet shares its frozen cells between players; it must still be the same value
    # a full validation of its plain data builds.
    sheet = score_game(ScoreGameRequest.model_validate({"players": players}))
    assert sheet == ScoreGameResponse.model_validate(sheet.model_dump(), strict=True)
