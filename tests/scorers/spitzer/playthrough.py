"""Seeded Spitzer hands played out by the referee, written as a readable transcript.

The golden files in ``golden/`` are these transcripts; `scripts/regen_spitzer_golden.py`
writes them and `test_golden.py` diffs them, so a change in legality, trick winners or
scoring shows up as a reviewed diff.
"""

from __future__ import annotations

import json
import random
from typing import Any

from scorers.spitzer.calls import ace_call_suits, fail_cards
from scorers.spitzer.data import BLACK_QUEENS, DECK, FAIL_SUITS, HAND_SIZE
from scorers.spitzer.record_models import RecordHandRequest, RecordHandResponse
from scorers.spitzer.referee import record_hand

PLAYERS = ("P1", "P2", "P3", "P4")
DEALS: dict[str, tuple[int, str]] = {
    "call_ace": (7, "call"),
    "normal": (1, "call"),
    "zola": (3, "zola"),
    "stealer": (2, "silent"),
}
"""Golden file name -> (deal seed, what the queen holder or the zola player announces)."""


def deal(seed: int) -> dict[str, tuple[str, ...]]:
    cards = list(DECK)
    random.Random(seed).shuffle(cards)
    return {name: tuple(cards[i * HAND_SIZE:(i + 1) * HAND_SIZE])
            for i, name in enumerate(PLAYERS)}


def announcements(hands: dict[str, tuple[str, ...]], style: str) -> list[dict[str, Any]]:
    """A simple table policy: the queen holder calls an ace if he can; a zola by P1."""
    if style == "zola":
        return [{"player": "P1", "call": "zola"}]
    holder = next((name for name, cards in hands.items()
                   if all(queen in cards for queen in BLACK_QUEENS)), None)
    if holder is None or style == "silent":
        return []
    cards = hands[holder]
    suits = ace_call_suits(cards)
    if suits:
        return [{"player": holder, "call": "call_ace", "suit": suits[0]}]
    void = [suit for suit in FAIL_SUITS if not fail_cards(cards, suit)]
    if void:
        return [{"player": holder, "call": "call_ace_renounced", "suit": void[0]}]
    return [{"player": holder, "call": "call_first_trick"}]


def play_out(seed: int, style: str) -> tuple[list[str], RecordHandResponse]:
    """Play the deal with random legal cards; return the transcript and the final record."""
    hands = deal(seed)
    rng = random.Random(seed * 7919)
    base: dict[str, Any] = {"players": PLAYERS, "dealer": "P4", "hands": hands,
                            "calls": announcements(hands, style)}
    tricks: list[list[str]] = []
    lines = [f"deal seed {seed}; dealer P4; calls {json.dumps(base['calls'])}"]
    lines += [f"  {name}: {' '.join(cards)}" for name, cards in hands.items()]
    record = record_hand(RecordHandRequest.model_validate(base | {"tricks": tricks}))
    lines.append(f"type {record.type}; calling side {' '.join(record.calling_side)}")
    while record.to_play is not None:
        if not tricks or len(tricks[-1]) == len(PLAYERS):
            tricks.append([])
        card = rng.choice(record.legal)
        lines.append(f"trick {len(tricks)}: {record.to_play} sees [{' '.join(tricks[-1])}] "
                     f"legal [{' '.join(record.legal)}] plays {card}")
        tricks[-1].append(card)
        record = record_hand(RecordHandRequest.model_validate(base | {"tricks": tricks}))
        last = record.tricks[-1]
        if last.winner is not None:
            lines.append(f"  won by {last.winner} for {last.points}")
    lines.append(f"side {' '.join(record.calling_side)}: {record.side_tricks} tricks, "
                 f"{record.side_points} points; opponents {record.opponent_points}")
    assert record.result is not None
    lines.append("result " + record.result.model_dump_json())
    return lines, record


def transcript(name: str) -> str:
    seed, style = DEALS[name]
    return "\n".join(play_out(seed, style)[0]) + "\n"
