"""Legal cards and check_play (§4): SPZ-TV-14..22 and the called-ace obligations."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from scorers.spitzer.models import CheckPlayRequest, LegalCardsRequest
from scorers.spitzer.play import check_play, legal_cards


def legal(hand: list[str], trick: list[str], **ctx: object) -> list[str]:
    request = LegalCardsRequest.model_validate({"hand": hand, "trick": trick, **ctx})
    return list(legal_cards(request).legal)


@pytest.mark.parametrize(("tv", "hand", "trick", "ctx", "expected"), [
    ("TV-14", ["10H", "JH", "7D"], ["AH"], {}, ["10H"]),
    ("TV-15", ["JH", "7D", "AS"], ["AH"], {}, ["JH", "7D"]),
    ("TV-16", ["QC", "8S"], ["9D"], {}, ["QC"]),
    ("TV-17", ["AD", "AC"], ["QC"], {}, ["AD"]),
    ("TV-18", ["8D", "7H"], ["KS", "QH"], {}, ["8D"]),
    ("TV-19", ["7H", "10C"], ["KS"], {}, ["7H", "10C"]),
    ("TV-20", ["AH", "KH", "AC", "8D"], ["9H"], {"called_ace": "AH"}, ["AH"]),
    ("TV-21", ["AH", "KH"], ["9C"], {"called_ace": "AH"}, ["KH"]),
    ("TV-22 lead", ["AH", "KH", "7S"], [], {"called_ace": "AH"}, ["AH", "KH", "7S"]),
    ("TV-22 released", ["AH", "9H", "7S"], ["10H"], {"called_ace": "AH", "released": True},
     ["AH", "9H"]),
    ("A-9 forced discard", ["AH"], ["9C"], {"called_ace": "AH"}, ["AH"]),
    ("released discard", ["AH", "KH"], ["9C"], {"called_ace": "AH", "released": True},
     ["AH", "KH"]),
    ("caller without the ace", ["KH", "9H"], ["10H"], {"called_ace": "AH"}, ["KH", "9H"]),
    ("renounced A-8", ["AS", "9S", "QD"], ["KS"], {"called_ace": "AS"}, ["AS"]),
])
def test_legal_cards(tv: str, hand: list[str], trick: list[str], ctx: dict[str, object],
                     expected: list[str]) -> None:
    assert legal(hand, trick, **ctx) == expected, tv


@pytest.mark.parametrize(("hand", "trick", "ctx", "card", "rule"), [
    (["10H", "JH", "7D"], ["AH"], {}, "JH", "SPZ-FOLLOW-2"),
    (["JH", "7D", "AS"], ["AH"], {}, "AS", "SPZ-FOLLOW-3"),
    (["AH", "KH", "AC", "8D"], ["9H"], {"called_ace": "AH"}, "KH", "SPZ-FOLLOW-6"),
    (["AH", "KH", "AC", "8D"], ["9H"], {"called_ace": "AH"}, "8D", "SPZ-FOLLOW-6"),
    (["AH", "KH"], ["9C"], {"called_ace": "AH"}, "AH", "SPZ-FOLLOW-7"),
    # Void in the suit led with a trump: the §4 procedure stops at must-trump (SPZ-FOLLOW-3)
    # before it reaches the called-ace discard rule (SPZ-FOLLOW-7).
    (["AH", "KH", "8D"], ["9C"], {"called_ace": "AH"}, "AH", "SPZ-FOLLOW-3"),
    (["AH", "KH", "8D"], ["9C"], {"called_ace": "AH"}, "KH", "SPZ-FOLLOW-3"),
    # The procedure's order: must trump comes before the called ace's no-early-discard.
    (["AH", "KH", "QD"], ["9C"], {"called_ace": "AH"}, "AH", "SPZ-FOLLOW-3"),
    # ... and following suit before it.
    (["AH", "KH", "8C"], ["9C"], {"called_ace": "AH"}, "AH", "SPZ-FOLLOW-2"),
])
def test_check_play_names_the_rule(hand: list[str], trick: list[str], ctx: dict[str, object],
                                   card: str, rule: str) -> None:
    verdict = check_play(CheckPlayRequest.model_validate(
        {"hand": hand, "trick": trick, "card": card, **ctx}))
    assert not verdict.ok
    assert [v.rule for v in verdict.violations] == [rule]
    assert card not in verdict.legal


def test_check_play_accepts_a_legal_card() -> None:
    verdict = check_play(CheckPlayRequest(hand=("AH", "KH"), trick=("9H",), card="KH"))
    assert verdict.ok and verdict.violations == () and verdict.legal == ("AH", "KH")


@pytest.mark.parametrize(("body", "rule", "says"), [
    ({"hand": ["AH", "AH"], "trick": []}, "SPZ-VAL-7", "AH dealt twice"),
    ({"hand": ["AH", "KH"], "trick": ["AH"]}, "SPZ-VAL-7", "AH dealt twice"),
    ({"hand": ["AH", "KH"], "trick": ["ZZ"]}, "SPZ-VAL-7", "'ZZ' is not a Spitzer card"),
    ({"hand": ["AH", "KH"], "trick": [], "card": "7S"}, "SPZ-VAL-7", "7S is not in the hand"),
    ({"hand": ["AH", "KH"], "trick": [], "called_ace": "AD"}, "SPZ-VAL-6",
     "AD cannot be called"),
])
def test_impossible_hands_are_rejected(body: dict[str, object], rule: str, says: str) -> None:
    model = CheckPlayRequest if "card" in body else LegalCardsRequest
    with pytest.raises(ValidationError) as caught:
        model.model_validate(body)
    faults = [error["ctx"]["error"] for error in caught.value.errors()]
    assert faults[0].rule == rule
    assert says in faults[0].message


def test_every_impossible_card_fault_is_named_at_once() -> None:
    """FaultList: a card twice (SPZ-VAL-7), an uncallable ace (SPZ-VAL-6) and a card not in
    the hand (SPZ-VAL-7) in one answer."""
    with pytest.raises(ValidationError) as caught:
        CheckPlayRequest.model_validate({"hand": ["AH", "KH"], "trick": ["AH"], "card": "7S",
                                         "called_ace": "AD"})
    error = caught.value.errors()[0]["ctx"]["error"]
    assert [(d["rule"], d["cards"]) for d in error.details] == [
        ("SPZ-VAL-7", ["AH"]), ("SPZ-VAL-6", ["AD"]), ("SPZ-VAL-7", ["7S"])]
