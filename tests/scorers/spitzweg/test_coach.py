"""The coach of ``solve`` against a brute force on random exhibitions.

The brute force tries every sequence of placements from the hand (`sequences`), keeps the
ones ``check_turn`` finds legal, scores the exhibition after each with ``score_exhibition``
(the player's tokens on what he placed, the closer and overflow card as ``check_turn``
answers them) and keeps, for each set of placements, its best order. The coach must list
exactly those turns with those points, the best first.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from scorers.registry import answer
from scorers.spitzweg.data import JOKER
from scorers.spitzweg.lines import Pos
from scorers.spitzweg.solver import search_turns
from tests.scorers.spitzweg.test_solver_reference import DECK, sequences

COLOURS = ("yellow", "white", "grey", "purple")
MAX_CARDS = 2


def position(seed: int) -> tuple[dict[Pos, str], list[str], int]:
    """An exhibition of 7-8 cards grown by random legal turns, a hand of 3, the next target
    (8-9: the first exhibitions of a 2-player game)."""
    rng = random.Random(seed)
    deck = DECK[:]
    rng.shuffle(deck)
    grid = {(0, 0): deck.pop()}
    size = rng.randint(7, 8)
    while len(grid) < size:
        rng.shuffle(deck)
        turns = search_turns(grid, len(grid) == 1, deck[-8:], max_cards=3).turns
        for x, y, card in rng.choice(turns) if turns else ():
            if (x, y) in grid:
                deck.append(JOKER)
            grid[(x, y)] = card
            deck.remove(card)
    rng.shuffle(deck)
    return grid, deck[-3:] if seed % 3 else [*deck[-2:], JOKER], len(grid) + 1


def owned(grid: dict[Pos, str], seated: tuple[str, ...], rng: random.Random
          ) -> list[dict[str, Any]]:
    return [{"x": x, "y": y, "card": card,
             "owner": None if card == JOKER else rng.choice(seated)}
            for (x, y), card in sorted(grid.items())]


def after(cells: list[dict[str, Any]], player: str, placed: list[tuple[int, int, str]]
          ) -> list[dict[str, Any]]:
    """The exhibition after the turn: the player's token on each painting he put down."""
    grid = {(c["x"], c["y"]): c for c in cells}
    for x, y, card in placed:
        grid[(x, y)] = {"x": x, "y": y, "card": card,
                        "owner": None if card == JOKER else player}
    return list(grid.values())


def brute_force(cells: list[dict[str, Any]], seated: tuple[str, ...], player: str,
                hand: list[str], target: int) -> dict[frozenset[tuple[int, int, str]], int]:
    before = {(c["x"], c["y"]): c["card"] for c in cells}
    jokers = list(before.values()).count(JOKER)
    best: dict[frozenset[tuple[int, int, str]], int] = {}
    for placed, left in sequences(before, Counter(hand), MAX_CARDS, MAX_CARDS + jokers):
        verdict = answer({"game": "spitzweg", "op": "check_turn", "exhibition": cells,
                          "player": player, "place": [{"x": x, "y": y, "card": c}
                                                      for x, y, c in placed],
                          "target": target, "hand_left": left})
        if not verdict["ok"] or (len(placed) > MAX_CARDS and not verdict["closes"]):
            continue
        scored = answer({"game": "spitzweg", "op": "score_exhibition", "players": seated,
                         "exhibition": after(cells, player, placed), "target": target,
                         "closer": player if verdict["closes"] else None,
                         "overflow": verdict["overflow"], "final": False})
        key = frozenset(placed)
        best[key] = max(best.get(key, scored["scores"][player]), scored["scores"][player])
    return best


@pytest.mark.parametrize("seed", range(6))
def test_the_coach_scores_every_turn_as_the_brute_force(seed: int) -> None:
    grid, hand, target = position(seed)
    rng = random.Random(seed)
    seated = tuple(rng.sample(COLOURS, 2))  # targets of 8-13: a 2-player game (SPW-VAL-9)
    player = rng.choice(seated)
    cells = owned(grid, seated, rng)
    out = answer({"game": "spitzweg", "op": "solve", "exhibition": cells, "hand": hand,
                  "player": player, "target": target, "max_cards": MAX_CARDS})
    coach = {frozenset((p["x"], p["y"], p["card"]) for p in turn["place"]): turn
             for turn in out["coach"]}
    expected = brute_force(cells, seated, player, hand, target)
    assert {key: turn["points"] for key, turn in coach.items()} == expected
    assert len(coach) == len(out["coach"])  # each turn once
    if expected:
        assert out["coach"][0]["points"] == max(expected.values())
        assert out["best"] == out["coach"][0]["place"]
    else:
        assert out["best"] is None
    now = sum(int(c["card"][1:]) for c in cells if c["owner"] == player)
    for turn in out["coach"]:
        assert turn["closes"] == (len(cells) + sum(
            (p["x"], p["y"]) not in grid for p in turn["place"]) >= target)
        assert turn["gain"] == turn["points"] - now
        if turn["closes"]:
            net = turn["tokens"] - 2 * turn["deduction"]
            assert turn["points"] == 2 * net
        else:
            assert turn["points"] == turn["tokens"] and turn["overflow"] is None


def test_an_overflowing_closer_puts_his_cheapest_card_last() -> None:
    """Target 6, five cards lying: R3 R4 R5 (yellow's), B5 G5 below R5 (white's, 10 points);
    white holds R6, R2 and G9."""
    cells = [{"x": 0, "y": 0, "card": "R3", "owner": "yellow"},
             {"x": 1, "y": 0, "card": "R4", "owner": "yellow"},
             {"x": 2, "y": 0, "card": "R5", "owner": "yellow"},
             {"x": 2, "y": 1, "card": "B5", "owner": "white"},
             {"x": 2, "y": 2, "card": "G5", "owner": "white"}]
    out = answer({"game": "spitzweg", "op": "solve", "exhibition": cells,
                  "hand": ["R6", "R2", "G9"], "player": "white", "target": 6})
    both = next(t for t in out["coach"] if len(t["place"]) == 2)
    assert both["closes"] and both["place"][-1]["card"] == "R2"
    # 10 + 6 + 2 = 18 on the table; R2 left out and deducted: (18 - 2 - 2) × 2 = 28.
    assert (both["tokens"], both["deduction"], both["points"]) == (18, 2, 28)
    one = {t["place"][0]["card"]: t for t in out["coach"] if len(t["place"]) == 1}
    assert all(t["closes"] and t["overflow"] is None for t in one.values())
    assert one["R2"]["points"] == (10 + 2) * 2
    # R6 alone closes exactly: (10 + 6) × 2 = 32, the best turn.
    assert out["best"] == [{"x": 3, "y": 0, "card": "R6"}]
    assert out["coach"][0]["points"] == 32 and out["coach"][0]["gain"] == 32 - 10
    assert [t["points"] for t in out["coach"]] == sorted(
        (t["points"] for t in out["coach"]), reverse=True)
