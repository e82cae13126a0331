"""Properties of exhibitions grown from a start card by random legal turns."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import event, given, settings
from hypothesis import strategies as st

from scorers.registry import answer
from scorers.spitzweg.data import CARD_VALUE, COPIES_PER_PAINTING, JOKER, JOKER_COUNT
from scorers.spitzweg.layout import layout_faults
from scorers.spitzweg.lines import lines
from scorers.spitzweg.solver import legal_turns

DECK = sorted(card for card in CARD_VALUE if card != JOKER) * COPIES_PER_PAINTING + [
    JOKER] * JOKER_COUNT
PLAYERS = ("yellow", "white", "grey", "purple")


def exhibition(cells: dict[tuple[int, int], tuple[str, str | None]]) -> list[dict[str, Any]]:
    return [{"x": x, "y": y, "card": card, "owner": owner}
            for (x, y), (card, owner) in cells.items()]


def in_line_of_three(grid: dict[tuple[int, int], str]) -> set[tuple[int, int]]:
    return {pos for line in lines(grid) if len(line) >= 3 for pos in line}


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**32), st.data())
def test_grown_exhibitions_stay_valid(seed: int, data: st.DataObject) -> None:
    rng = random.Random(seed)
    deck = DECK[:]
    rng.shuffle(deck)
    start = deck.pop()
    cells: dict[tuple[int, int], tuple[str, str | None]] = {(0, 0): (start, None)}
    for step in range(8):
        grid = {pos: card for pos, (card, _) in cells.items()}
        lone = len(cells) == 1
        for _ in range(20):  # a new hand until one has a legal turn
            rng.shuffle(deck)
            hand = deck[-10:]
            turns = legal_turns(grid, lone, hand, max_cards=3 if lone else 2)
            if turns:
                break
        else:
            break
        turn = data.draw(st.sampled_from(turns), label=f"turn {step}")
        player = PLAYERS[step % len(PLAYERS)]
        # Every turn the solver offers passes check_turn, as the JSON op sees it.
        verdict = answer({"game": "spitzweg", "op": "check_turn", "exhibition": exhibition(
            cells), "player": player, "hand_left": len(hand) - len(
                [m for m in turn if (m[0], m[1]) not in cells]),
            "place": [{"x": x, "y": y, "card": c} for x, y, c in turn]})
        assert verdict["ok"], (turn, verdict)
        if lone and start != JOKER:
            cells[(0, 0)] = (start, player)
        for x, y, card in turn:
            if (x, y) in cells:
                deck.insert(0, JOKER)
            cells[(x, y)] = (card, None if card == JOKER else player)
            deck.remove(card)
        grid = {pos: card for pos, (card, _) in cells.items()}
        out = answer({"game": "spitzweg", "op": "check_layout",
                      "exhibition": exhibition(cells)})
        assert out == {"ok": True, "violations": []}
        assert in_line_of_three(grid) == set(grid)
        event(f"{len(cells) // 5 * 5}+ cards")
        # Taking back any card of the last turn gives a verdict, never a crash.
        for x, y, _ in turn:
            smaller = {pos: c for pos, c in cells.items() if pos != (x, y)}
            out = answer({"game": "spitzweg", "op": "check_layout",
                          "exhibition": exhibition(smaller)})
            assert "ok" in out or out["error"]["rule"] == "SPW-VAL-6"
            assert isinstance(layout_faults({p: c for p, (c, _) in smaller.items()}), list)
