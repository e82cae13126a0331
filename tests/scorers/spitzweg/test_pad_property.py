"""Property tests of ``score_game`` over random pads for 2 and 4 players.

Real pads are simulated from real plays: the 86 cards shuffled, each exhibition taking its
target's cards (one more with an overflow card), every painting carrying the token of the
player who placed it, the overflow card the closer's, the game ending on an exhibition below
its target or on one that closed, the cards left in hand counted against their owners. The
scores are worked out here by the rulebook's arithmetic (§9), apart from the core. Every such
pad is accepted row by row with the totals worked out; a row with one impossibility put in
is named with its rule and player and counts for nobody.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from scorers.registry import answer
from scorers.spitzweg.data import (
    CARD_VALUE,
    COPIES_PER_PAINTING,
    DECK_SIZE,
    FIRST_TARGET,
    JOKER,
    JOKER_COUNT,
)

COLOURS = ("yellow", "white", "grey", "purple")
DECK = tuple(card for card in CARD_VALUE for _ in range(
    JOKER_COUNT if card == JOKER else COPIES_PER_PAINTING))


@dataclass
class Pad:
    players: list[str]
    rows: list[dict[str, Any]]
    totals: dict[str, int]
    closed: list[int]
    """Indices of the rows that closed (a closer doubled)."""


@st.composite
def real_pads(draw: st.DrawFn, players: int) -> Pad:
    """One game as it is played and written down."""
    seated = list(COLOURS[:players])
    deck = list(draw(st.permutations(DECK)))
    assert len(deck) == DECK_SIZE
    rows: list[dict[str, Any]] = []
    totals = dict.fromkeys(seated, 0)
    closed: list[int] = []
    target = FIRST_TARGET[players]
    while True:
        over = draw(st.booleans())
        size = target + over
        ends_on_close = draw(st.integers(0, 5)) == 0
        if size > len(deck) - draw(st.integers(0, 6)) or (rows and ends_on_close):
            break
        cards, deck = deck[:size], deck[size:]
        owners = [None if card == JOKER else draw(st.sampled_from(seated)) for card in cards]
        closer = draw(st.sampled_from(seated))
        if over and cards[-1] != JOKER:
            owners[-1] = closer  # the overflow card is the closer's (SPW-VAL-8)
        points = dict.fromkeys(seated, 0)
        for card, owner in zip(cards[:size - over], owners[:size - over], strict=True):
            if owner is not None:
                points[owner] += CARD_VALUE[card]
        deduction = CARD_VALUE[cards[-1]] if over else 0
        points[closer] = 2 * (points[closer] - deduction)
        final = ends_on_close and draw(st.booleans())
        rows.append({"scores": points, "closer": closer,
                     "overflow": cards[-1] if over else None, "final": final})
        closed.append(len(rows) - 1)
        for p in seated:
            totals[p] += points[p]
        target += 1
        if final:
            break
    if not rows or (not rows[-1]["final"] and draw(st.booleans())):
        # The final exhibition below its target: its cards, nobody doubles (SPW-SCORE-5).
        size = draw(st.integers(0, min(target - 1, len(deck))))
        cards, deck = deck[:size], deck[size:]
        points = dict.fromkeys(seated, 0)
        for card in cards:
            if card != JOKER:
                points[draw(st.sampled_from(seated))] += CARD_VALUE[card]
        rows.append({"scores": points, "final": True})
        for p in seated:
            totals[p] += points[p]
    hands: dict[str, list[str]] = {p: [] for p in seated}
    for card in deck[:draw(st.integers(0, len(deck)))]:
        hands[draw(st.sampled_from(seated))].append(card)
    rows.append({"hands": hands})
    for p in seated:
        totals[p] -= sum(CARD_VALUE[card] for card in hands[p])
    return Pad(seated, rows, totals, closed)


def score(players: list[str], rows: list[dict[str, Any]]) -> dict[str, Any]:
    return answer({"game": "spitzweg", "op": "score_game", "players": players, "rows": rows})


pads = st.sampled_from([2, 4]).flatmap(real_pads)


@settings(max_examples=150, deadline=None)
@given(pads)
def test_every_real_pad_is_accepted_with_its_totals(pad: Pad) -> None:
    out = score(pad.players, pad.rows)
    assert [row["violations"] for row in out["rows"]] == [[]] * len(pad.rows)
    assert out["complete"] and out["totals"] == pad.totals
    best = max(pad.totals.values())
    assert out["winners"] == [p for p in pad.players if pad.totals[p] == best]
    for index in pad.closed:
        row, written = out["rows"][index], pad.rows[index]
        closing = row["closing"]
        assert row["doubled"] and closing["score"] == written["scores"][written["closer"]]
        assert closing["points"] - closing["deduction"] == closing["net"]
        assert closing["net"] * 2 == closing["score"]


def _odd(pad: Pad, index: int, data: st.DataObject) -> tuple[str, list[str]]:
    row = pad.rows[index]
    closer = row["closer"]
    row["scores"][closer] += data.draw(st.sampled_from([-1, 1]))
    return "SPW-SCORE-3", [closer]


def _negative(pad: Pad, index: int, data: st.DataObject) -> tuple[str, list[str]]:
    row = pad.rows[index]
    other = data.draw(st.sampled_from([p for p in pad.players if p != row.get("closer")]))
    row["scores"][other] = -data.draw(st.integers(1, 40))
    return "SPW-SCORE-8", [other]


@settings(max_examples=150, deadline=None)
@given(pads, st.data())
def test_one_impossible_entry_is_named_with_its_rule_and_player(pad: Pad,
                                                                data: st.DataObject) -> None:
    exhibitions = [i for i, row in enumerate(pad.rows) if "scores" in row]
    kinds = [_negative] + ([_odd] if pad.closed else [])
    inject = data.draw(st.sampled_from(kinds))
    index = data.draw(st.sampled_from(pad.closed if inject is _odd else exhibitions))
    rule, players = inject(pad, index, data)
    out = score(pad.players, pad.rows)
    row = out["rows"][index]
    assert [(v["rule"], v["players"]) for v in row["violations"]] == [(rule, players)]
    assert row["scores"] == {}
    # The rows after it are answered as if it was never written: no totals from it.
    assert all(not r["violations"] for i, r in enumerate(out["rows"]) if i < index)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([2, 4]), st.data())
def test_a_closed_exhibition_past_the_86_cards_is_named(players: int,
                                                        data: st.DataObject) -> None:
    seated = list(COLOURS[:players])
    first = FIRST_TARGET[players]
    possible = 0
    while sum(range(first, first + possible + 1)) <= DECK_SIZE:
        possible += 1
    extra = data.draw(st.integers(1, 3))
    closer = data.draw(st.sampled_from(seated))
    rows = [{"scores": {closer: 2 * data.draw(st.integers(0, 40))}, "closer": closer}
            for _ in range(possible + extra)]
    out = score(seated, rows)
    rules = [[v["rule"] for v in row["violations"]] for row in out["rows"]]
    assert rules == [[]] * possible + [["SPW-VAL-5"]] * extra
    assert out["rows"][possible]["violations"][0]["players"] == [closer]
