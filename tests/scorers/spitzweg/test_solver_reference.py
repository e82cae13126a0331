"""The pruned solver finds exactly the turns of a plain search that tries every order.

The reference grows every sequence of placements (each touching the exhibition, cards taken
from the hand, Jokers replaced by paintings) and keeps each set of placements that some
order makes legal under `judge`. It knows nothing of lines, boxes or budgets.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

import pytest

from scorers.spitzweg.data import CARD_VALUE, COPIES_PER_PAINTING, JOKER, JOKER_COUNT
from scorers.spitzweg.lines import NEIGHBOURS, Pos
from scorers.spitzweg.solver import search_closing, search_turns
from scorers.spitzweg.turn import Move, judge

DECK = sorted(card for card in CARD_VALUE if card != JOKER) * COPIES_PER_PAINTING + [
    JOKER] * JOKER_COUNT


def sequences(before: dict[Pos, str], hand: Counter[str], new_limit: int, length: int
              ) -> Iterator[tuple[list[Move], int]]:
    """Every sequence of placements (with the cards left in hand after it)."""
    def grow(grid: dict[Pos, str], placed: list[Move], new: int) -> Iterator[
            tuple[list[Move], int]]:
        if placed:
            yield placed, sum(hand.values())
        if len(placed) == length:
            return
        cards = [card for card, n in hand.items() if n]
        empty = {(x + dx, y + dy) for x, y in grid for dx, dy in NEIGHBOURS} - set(grid)
        replaced = {(x, y) for x, y, _ in placed}
        for pos in sorted(empty) if new < new_limit else ():
            for card in cards:
                hand[card] -= 1
                grid[pos] = card
                yield from grow(grid, [*placed, (*pos, card)], new + 1)
                del grid[pos]
                hand[card] += 1
        for pos in sorted(before):
            if grid[pos] != JOKER or pos in replaced:
                continue
            for card in cards:
                if card != JOKER:
                    hand[card] -= 1
                    hand[JOKER] += 1
                    grid[pos] = card
                    yield from grow(grid, [*placed, (*pos, card)], new)
                    grid[pos] = JOKER
                    hand[JOKER] -= 1
                    hand[card] += 1

    yield from grow(dict(before), [], 0)


def reference(before: dict[Pos, str], hand: list[str], *, max_cards: int | None,
              target: int) -> set[frozenset[Move]]:
    """Legal turns of up to ``max_cards`` placements or, without it, the closing turns."""
    closing = max_cards is None
    new_limit = target + 1 - len(before) if closing else max_cards or 0
    length = new_limit + list(before.values()).count(JOKER) if closing else new_limit
    found = set()
    for placed, left in sequences(before, Counter(hand), new_limit, length):
        fresh = sum((x, y) not in before for x, y, _ in placed)
        if closing and len(before) + fresh < target:
            continue
        if not judge(before, False, placed, target=target, hand_left=left).faults:
            found.add(frozenset(placed))
    return found


def position(seed: int) -> tuple[dict[Pos, str], list[str], int]:
    """A small exhibition grown by legal turns, a fresh hand and the next target."""
    rng = random.Random(seed)
    deck = DECK[:]
    rng.shuffle(deck)
    grid = {(0, 0): deck.pop()}
    while len(grid) < rng.randint(3, 7):
        rng.shuffle(deck)
        turns = search_turns(grid, len(grid) == 1, deck[-8:], max_cards=3).turns
        if not turns:
            continue
        for x, y, card in rng.choice(turns):
            if (x, y) in grid:
                deck.append(JOKER)
            grid[(x, y)] = card
            deck.remove(card)
    rng.shuffle(deck)
    hand = deck[-4:] if seed % 3 else [*deck[-3:], JOKER]
    return grid, hand, len(grid) + 1


@pytest.mark.parametrize("seed", range(12))
def test_the_solver_finds_exactly_the_reference_turns(seed: int) -> None:
    before, hand, target = position(seed)
    turns = search_turns(before, False, hand, max_cards=2, target=target)
    closing = search_closing(before, False, hand, target=target)
    assert turns.complete and closing.complete
    assert {frozenset(turn) for turn in turns.turns} == reference(
        before, hand, max_cards=2, target=target)
    assert {frozenset(turn) for turn in closing.turns} == reference(
        before, hand, max_cards=None, target=target)
    for turn in (*turns.turns, *closing.turns):  # and each in an order that is legal
        left = len(hand) - sum((x, y) not in before for x, y, _ in turn)
        assert not judge(before, False, turn, target=target, hand_left=left).faults


def test_a_search_cut_at_its_step_budget_says_it_is_incomplete() -> None:
    before, hand, target = position(1)
    whole = search_turns(before, False, hand, max_cards=2, target=target)
    cut = search_turns(before, False, hand, max_cards=2, target=target, budget=3)
    assert whole.complete and not cut.complete
    assert set(cut.turns) < set(whole.turns)
