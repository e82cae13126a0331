"""Spitzweg referee costs: the turn check next to parsing its request, and the solver.

    python -m bench --only spitzweg [--quick]

The plugin's ``benchmarks`` (`base.GamePlugin`): ``python -m bench`` runs it with the app's.

* ``check_turn`` on 20-card exhibitions, median, next to the median time pydantic needs to
  validate the same request from JSON (goal: the check costs no more than the parse).
* ``solve`` over random mid-game states (10-card hands, 15-20-card exhibitions): median and
  p95 of the legal-turn search with ``max_cards`` 3, and of the closing search (goal: p95 at
  most 100 ms each).

Saving a row in a long game is ``bench/save.py``'s, for every game.

The states are grown from a start card by random legal turns (the solver's own answers),
with a fixed seed, so every run measures the same positions.
"""

from __future__ import annotations

import json
import random
import statistics
import time
from functools import partial
from typing import Any

from bench.common import interleaved_medians, ms, percentile, report, us
from scorers.spitzweg.data import CARD_VALUE, COPIES_PER_PAINTING, JOKER, JOKER_COUNT
from scorers.spitzweg.models import CheckTurnRequest, SolveRequest
from scorers.spitzweg.solver import legal_turns, search_closing, search_turns
from scorers.spitzweg.turn import check_turn

PLAYERS = ("yellow", "white", "grey", "purple")
SPARING_JOKERS = 0.9
"""How often a grower with a Joker-free choice takes it: most legal turns of a hand with a
Joker use it, and without this the random exhibitions hold 4-6 of the 6 Jokers."""
DECK = [card for card in CARD_VALUE if card != JOKER] * COPIES_PER_PAINTING + [
    JOKER] * JOKER_COUNT


class State:
    """One exhibition grown by legal turns, with the cards not yet on the table."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.deck = DECK[:]
        rng.shuffle(self.deck)
        start = self.deck.pop()
        self.cells: dict[tuple[int, int], tuple[str, str | None]] = {(0, 0): (start, None)}

    def grid(self) -> dict[tuple[int, int], str]:
        return {pos: card for pos, (card, _) in self.cells.items()}

    def hand(self, size: int = 10) -> list[str]:
        return self.deck[-size:]

    def grow(self, size: int) -> bool:
        """Random legal turns (at most 2 cards each) until ``size`` cards lie there."""
        for _ in range(60):
            if len(self.cells) >= size:
                return True
            self.rng.shuffle(self.deck)
            lone = len(self.cells) == 1
            turns = legal_turns(self.grid(), lone, self.hand(), max_cards=3 if lone else 2)
            turns = [t for t in turns if len(self.cells) + len(t) <= size]
            if not turns:
                continue
            plain = [t for t in turns if all(card != JOKER for _, _, card in t)]
            if plain and self.rng.random() < SPARING_JOKERS:
                turns = plain
            player = self.rng.choice(PLAYERS)
            if lone:
                ((pos, (card, _)),) = self.cells.items()
                self.cells[pos] = (card, None if card == JOKER else player)
            for x, y, card in self.rng.choice(turns):
                if (x, y) in self.cells:
                    self.deck.append(JOKER)
                self.cells[(x, y)] = (card, None if card == JOKER else player)
                self.deck.remove(card)
        return len(self.cells) >= size

    def exhibition(self) -> list[dict[str, Any]]:
        return [{"x": x, "y": y, "card": card, "owner": owner}
                for (x, y), (card, owner) in self.cells.items()]


def states(count: int, low: int, high: int, seed: int = 1780) -> list[State]:
    rng = random.Random(seed)
    found: list[State] = []
    while len(found) < count:
        state = State(rng)
        if state.grow(rng.randint(low, high)):
            found.append(state)
    return found


def bench_check(samples: list[State], batches: int, inner: int) -> list[str]:
    """check_turn on the last legal turn of each 20-card state vs parsing its request.

    Per state, the two are timed in alternating batches (see `interleaved_medians`), so load
    from other work on the machine falls on both alike; the figures are medians over states.
    """
    checks, parses = [], []
    for state in samples:
        before = dict(state.cells)
        turn = legal_turns(state.grid(), False, state.hand(), max_cards=3)
        if not turn:
            continue
        place = [{"x": x, "y": y, "card": card} for x, y, card in turn[-1]]
        body = {"game": "spitzweg", "op": "check_turn", "exhibition": [
            {"x": x, "y": y, "card": c, "owner": o} for (x, y), (c, o) in before.items()],
            "player": "grey", "place": place, "target": 24, "hand_left": 5}
        raw = json.dumps(body)
        request = CheckTurnRequest.model_validate_json(raw, strict=True)
        parse, check = interleaved_medians(
            (partial(CheckTurnRequest.model_validate_json, raw, strict=True),
             partial(check_turn, request)), batches, inner)
        parses.append(parse)
        checks.append(check)
    check, parse = statistics.median(checks), statistics.median(parses)
    return [
        report("check_turn, 20-card exhibition (median)", us(check), "", None,
               id="referee.spitzweg.check_turn_us", unit="µs", number=check * 1e6),
        report("pydantic parse of that request (median)", us(parse), "", None,
               id="referee.spitzweg.check_turn_parse_us", unit="µs", number=parse * 1e6),
        report("check_turn / parse", f"{check / parse:.2f}x", "<= 1.0x", check <= parse,
               id="referee.spitzweg.check_turn_20.ratio", unit="x", number=check / parse),
    ]


def bench_solver(samples: list[State]) -> list[str]:
    search, close, cut = [], [], 0
    for state in samples:
        count = len(state.cells)
        request = SolveRequest.model_validate({
            "exhibition": state.exhibition(), "hand": state.hand(), "player": "grey",
            "target": count + state.rng.randint(1, 3)})
        grid, hand, target = state.grid(), list(request.hand), request.target or 0
        start = time.perf_counter()
        turns = search_turns(grid, False, hand, max_cards=3, target=target)
        middle = time.perf_counter()
        closing = search_closing(grid, False, hand, target=target)
        search.append(middle - start)
        close.append(time.perf_counter() - middle)
        cut += (not turns.complete) + (not closing.complete)
    out = []
    for name, key, times in (("solver, max_cards 3", "turns", search),
                             ("solver, closing search", "closing", close)):
        out.append(report(f"{name} (median)", ms(statistics.median(times)), "", None,
                          id=f"solver.spitzweg.{key}.median_ms", unit="ms",
                          number=statistics.median(times) * 1000))
        worst = percentile(times, 95)
        out.append(report(f"{name} (p95 of {len(times)})", ms(worst), "<= 100 ms",
                          worst <= 0.1, id=f"solver.spitzweg.{key}.p95_ms", unit="ms",
                          number=worst * 1000))
    out.append(report("solver searches cut at the step budget", f"{cut} of {2 * len(samples)}",
                      "0", cut == 0, hard=True, id="solver.spitzweg.cut", unit="searches",
                      number=cut))
    return out


def main(quick: bool = False) -> list[str]:
    """Print and return the report lines; ``quick`` runs a tiny variant."""
    print("Spitzweg referee", flush=True)
    full = states(4 if quick else 30, 20, 20, seed=20)
    mid = states(5 if quick else 200, 15, 20)
    batches, inner = (4, 5) if quick else (10, 20)
    return [*bench_check(full, batches, inner), *bench_solver(mid)]
