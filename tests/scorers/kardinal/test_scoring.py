"""Final scoring (§4): the rules file's test vectors and a hand-checked full game."""

from __future__ import annotations

from typing import Any

import pytest

from scorers.kardinal.models import ScoreGameRequest, ScoreGameResponse
from scorers.kardinal.scoring import chain_points, land_points, score_game, symbol_points, winners
from scorers.registry import answer
from tests.scorers.kardinal.positions import full_game, one_country, players


@pytest.mark.parametrize(("tv", "country", "counts", "expected"), [
    ("KK-TV-01", "france", (5, 2, 1), (8, 5, 2)),
    ("KK-TV-02", "denmark", (2, 2, 0), (4, 4, 0)),
    ("KK-TV-10", "france", (3, 3, 2), (8, 8, 3)),
    ("KK-TV-11", "france", (4, 2, 2, 0), (8, 4, 4, 0)),
    ("KK-TV-12", "italy", (3, 2, 1, 0, 0), (6, 3, 2, 0, 0)),
    ("KK-TV-13", "england", (2, 2, 1), (5, 5, 2)),
    ("KK-TV-14", "saxony", (6, 1, 0), (7, 6, 0)),
    ("KK-TV-15", "hungary", (2, 2, 2), (6, 6, 6)),
])
def test_country_majority(tv: str, country: str, counts: tuple[int, ...],
                          expected: tuple[int, ...]) -> None:
    out = answer(one_country(country, *counts))
    assert tuple(p["countries"][country]["land"] for p in out["players"]) == expected, tv


def _symbols(country: str, *sorts: dict[str, int]) -> dict[str, Any]:
    """A preview where the players hold 3, 2 and 2 cards of ``country`` with these symbols."""
    return {"game": "kardinal", "op": "score_game", "final": False, "players": players(
        *({"cards": {country: n}, "symbols": {country: s}} for n, s in zip(
            (3, 2, 2), sorts, strict=True)))}


@pytest.mark.parametrize(("tv", "sorts", "expected"), [
    ("KK-TV-03", ({"cross": 4, "fan": 1}, {"fan": 3}, {}), (4, 0, 0)),
    ("KK-TV-04", ({"fan": 2}, {"cross": 2}, {"cross": 2}), (2, 2, 2)),
    ("KK-TV-16", ({"cross": 3, "fan": 3}, {"fan": 2}, {}), (3, 0, 0)),
    ("KK-TV-17", ({}, {}, {}), (0, 0, 0)),
])
def test_symbol_scoring(tv: str, sorts: tuple[dict[str, int], ...],
                        expected: tuple[int, ...]) -> None:
    out = answer(_symbols("france", *sorts))
    assert tuple(p["countries"]["france"]["symbols"] for p in out["players"]) == expected, tv


def test_tv05_chains() -> None:
    assert [chain_points(3, 4), chain_points(7, 0), chain_points(5, 5)] == [0, 7, 10]


def test_tv40_two_minus_two_tablets() -> None:
    """KK-TV-40: carry 35, no chain, two -2 tablets: 31."""
    request = ScoreGameRequest.model_validate({"final": False, "players": players(
        {"cards": {"france": 8, "saxony": 7, "hungary": 6, "castile": 7, "franconia": 7},
         "minus_two": 2}, {}, {})})
    row = score_game(request).players[0]
    assert (row.carry, row.chains, row.tablets, row.total) == (35, 0, -4, 31)


@pytest.mark.parametrize(("tv", "totals", "cards", "won", "how"), [
    ("KK-TV-41", (40, 40, 12), (20, 18, 18), [0], "cards"),
    ("KK-TV-42", (40, 40, 12), (19, 19, 18), [], "none"),
    ("total", (41, 40, 12), (10, 19, 27), [0], "total"),
])
def test_tie_break(tv: str, totals: tuple[int, ...], cards: tuple[int, ...], won: list[int],
                   how: str) -> None:
    assert winners(totals, cards) == (won, how), tv


def test_shared_victory_option_keeps_the_tied() -> None:
    assert winners((40, 40, 12), (19, 19, 18), shared_victory=True) == ([0, 1], "shared")


def test_tv42_through_score_game_gives_no_winner() -> None:
    """Two players with equal totals and equal card counts: ``winners`` is empty."""
    out = answer({"game": "kardinal", "op": "score_game", "final": False, "players": players(
        {"cards": {"france": 3}}, {"cards": {"france": 3}}, {"cards": {"denmark": 1}})})
    assert [p["total"] for p in out["players"]] == [8, 8, 4]
    assert (out["winners"], out["decided_by"]) == ([], "none")


def test_full_game_by_hand() -> None:
    """Counted by hand from `full_game` (see positions.py for the shares)."""
    out = answer(full_game())
    rows = {p["name"]: p for p in out["players"]}
    assert [(r["land"], r["symbols"], r["carry"], r["chains"], r["tablets"], r["total"],
             r["cards"]) for r in rows.values()] == [
        (56, 4, 60, 5, -2, 63, 26), (23, 5, 28, 6, 0, 34, 13), (29, 2, 31, 0, -2, 29, 17)]
    assert rows["Beate"]["countries"]["france"] == {"land": 4, "symbols": 4}
    assert list(rows["Claus"]["countries"]) == [
        "france", "saxony", "hungary", "castile", "franconia", "bavaria", "italy",
        "england", "denmark"]
    assert out["winners"] == ["Andreas"]


def test_the_pure_helpers_agree_with_the_rule_text() -> None:
    assert land_points([0, 0, 0], 8) == [0, 0, 0]
    assert symbol_points([0, 0, 0]) == [0, 0, 0]
    assert symbol_points([1, 2, 2]) == [0, 2, 2]


def test_round_trip() -> None:
    request = ScoreGameRequest.model_validate(full_game())
    assert ScoreGameRequest.model_validate_json(request.model_dump_json()) == request
    response = score_game(request)
    assert ScoreGameResponse.model_validate_json(response.model_dump_json()) == response
