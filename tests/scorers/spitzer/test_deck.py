"""Deck data and trick winners (§1, SPZ-TRICK-1/2): SPZ-TV-01, 05, 10..13."""

from __future__ import annotations

import pytest

from scorers.common.errors import ImpossibleInput
from scorers.spitzer.data import DECK, EFFECTIVE_SUIT, FAIL_ORDER, POINTS, POWER, TRUMP
from scorers.spitzer.models import TrickWinnerRequest
from scorers.spitzer.play import trick_winner, winning_index

TRUMPS_HIGH_FIRST = ["QC", "7D", "QS", "QH", "QD", "JC", "JS", "JH", "JD", "AD", "10D", "KD",
                     "9D", "8D"]


def test_tv01_deck() -> None:
    assert len(DECK) == len(set(DECK)) == 32
    trumps = sorted((card for card in DECK if EFFECTIVE_SUIT[card] == TRUMP),
                    key=lambda card: -POWER[card])
    assert trumps == TRUMPS_HIGH_FIRST
    for suit in "CSH":
        fail = sorted((card for card in DECK if EFFECTIVE_SUIT[card] == suit),
                      key=lambda card: -POWER[card])
        assert fail == [rank + suit for rank in FAIL_ORDER]
        assert sum(POINTS[card] for card in fail) == 25
    assert sum(POINTS[card] for card in trumps) == 45
    assert sum(POINTS.values()) == 120


@pytest.mark.parametrize(("tv", "trick", "winner", "points"), [
    ("TV-05", ["AS", "10S", "AD", "9S"], 2, 32),
    ("TV-10", ["AS", "10S", "AD", "JD"], 3, 34),
    ("TV-11", ["KH", "AH", "AC", "7H"], 1, 26),
    ("TV-12", ["8D", "JC", "QH", "7D"], 3, 5),
    ("TV-13", ["QS", "QC", "7D", "QH"], 1, 9),
    ("issue", ["QS", "AH", "7D", "KD"], 2, 18),
    ("fail over earlier trump", ["AS", "JD", "10S", "KS"], 1, 27),
])
def test_trick_winner(tv: str, trick: list[str], winner: int, points: int) -> None:
    answer = trick_winner(TrickWinnerRequest(trick=tuple(trick)))
    assert (answer.winner, answer.points) == (winner, points), tv


def test_every_trump_beats_every_fail_card_whatever_the_lead() -> None:
    for trump in TRUMPS_HIGH_FIRST:
        for fail in (card for card in DECK if EFFECTIVE_SUIT[card] != TRUMP):
            others = [c for c in DECK if c not in (trump, fail) and EFFECTIVE_SUIT[c] != TRUMP
                      and EFFECTIVE_SUIT[c] != EFFECTIVE_SUIT[fail]][:2]
            assert winning_index([fail, trump, *others]) == 1


@pytest.mark.parametrize("trick", [["QS", "AH", "7D"], ["QS", "AH", "7D", "XX"],
                                   ["QS", "QS", "7D", "KD"]])
def test_a_trick_is_four_distinct_cards(trick: list[str]) -> None:
    with pytest.raises((ImpossibleInput, ValueError)):
        TrickWinnerRequest.model_validate({"trick": trick})
