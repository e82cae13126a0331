"""Invariants over random legal deals played out with random legal cards (docs/architecture.md)."""

from __future__ import annotations

import itertools
import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from scorers.spitzer.data import DECK, EFFECTIVE_SUIT, POINTS
from scorers.spitzer.models import (
    CheckPlayRequest,
    LegalCardsRequest,
    ScoreHandRequest,
    TrickWinnerRequest,
)
from scorers.spitzer.play import check_play, legal_cards, trick_winner, winning_index
from scorers.spitzer.record_models import RecordHandRequest
from scorers.spitzer.referee import record_hand
from scorers.spitzer.scoring import score_hand
from tests.scorers.spitzer.playthrough import PLAYERS, announcements

deals = st.permutations(DECK).map(
    lambda cards: {name: tuple(cards[i * 8:(i + 1) * 8]) for i, name in enumerate(PLAYERS)})


@settings(max_examples=60, deadline=None)
@given(deals, st.sampled_from(["call", "zola", "silent"]), st.integers(0, 2**32),
       st.sampled_from(PLAYERS))
def test_random_hands_keep_every_invariant(hands: dict[str, tuple[str, ...]], style: str,
                                           seed: int, dealer: str) -> None:
    rng = random.Random(seed)
    base: dict[str, Any] = {"players": PLAYERS, "dealer": dealer, "hands": hands,
                            "calls": announcements(hands, style)}
    tricks: list[list[str]] = []
    record = record_hand(RecordHandRequest.model_validate(base | {"tricks": tricks}))
    while record.to_play is not None:
        if not tricks or len(tricks[-1]) == 4:
            tricks.append([])
        name, in_trick = record.to_play, tuple(tricks[-1])
        held = [card for card in hands[name] if all(card not in t for t in tricks)]
        ace = record.called_ace
        released = ace is not None and any(
            t.leader == name and t.cards[0] != ace
            and EFFECTIVE_SUIT[t.cards[0]] == EFFECTIVE_SUIT[ace] for t in record.tricks)
        for card in held:  # check_play agrees with legal_cards for every card in hand
            verdict = check_play(CheckPlayRequest(hand=tuple(held), trick=in_trick, card=card,
                                                  called_ace=ace, released=released))
            assert verdict.ok == (card in record.legal) == (card in verdict.legal)
            assert verdict.ok == (not verdict.violations)
        tricks[-1].append(rng.choice(record.legal))
        record = record_hand(RecordHandRequest.model_validate(base | {"tricks": tricks}))
    played = [card for trick in tricks for card in trick]
    assert len(tricks) == 8 and sorted(played) == sorted(DECK)
    assert sum(trick.points for trick in record.tricks) == sum(POINTS.values()) == 120
    assert all(trick.winner in PLAYERS for trick in record.tricks)
    assert record.ok and record.result is not None
    queen_side = set(record.calling_side) if "QC" in [
        c for n in record.calling_side for c in hands[n]] else set(PLAYERS) - set(
        record.calling_side)
    assert any(trick.winner in queen_side for trick in record.tricks)  # SPZ-TRICK-3
    points = record.result.points
    assert all(value >= 0 and value % 3 == 0 for value in points.values())
    assert record.side_points + record.opponent_points == 120


def test_legal_cards_is_never_empty_and_inside_the_hand() -> None:
    rng = random.Random(5)
    for _ in range(2000):
        cards = rng.sample(DECK, 11)
        hand, trick = cards[:8], cards[8:8 + rng.randint(0, 3)]
        ace = rng.choice([None, "AC", "AS", "AH"])
        allowed = legal_cards(LegalCardsRequest(hand=tuple(hand), trick=tuple(trick),
                                                called_ace=ace)).legal
        assert allowed and set(allowed) <= set(hand)
        assert list(allowed) == [card for card in hand if card in allowed]


@settings(max_examples=50, deadline=None)
@given(st.permutations(DECK))
def test_exactly_one_winner_and_round_trips(cards: list[str]) -> None:
    request = TrickWinnerRequest(trick=tuple(cards[:4]))
    assert TrickWinnerRequest.model_validate_json(request.model_dump_json()) == request
    answer = trick_winner(request)
    winner = cards[answer.winner]
    # One winning card: the order of the followers does not change which card takes it.
    for followers in itertools.permutations(cards[1:4]):
        trick = [cards[0], *followers]
        assert trick[winning_index(trick)] == winner
    assert type(answer).model_validate_json(answer.model_dump_json()) == answer
    assert answer.points == sum(POINTS[card] for card in cards[:4]) >= 0


def test_hand_and_game_models_round_trip() -> None:
    hand = ScoreHandRequest(players=tuple(PLAYERS), type="zola", calling_side=("P2",),
                            side_tricks=3, side_points=45, club_queen="P1")
    assert ScoreHandRequest.model_validate_json(hand.model_dump_json()) == hand
    answer = score_hand(hand)
    assert type(answer).model_validate_json(answer.model_dump_json()) == answer
