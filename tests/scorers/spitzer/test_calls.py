"""Announcements (§3.2): SPZ-TV-02, 03, 23, schneider and the precedence of calls."""

from __future__ import annotations

import pytest

from scorers.spitzer.calls import ace_call_suits, check_call
from scorers.spitzer.models import CheckCallRequest

TV02 = ["QC", "QS", "JH", "JD", "9D", "8D", "8H", "7S"]
TV03 = ["QC", "QS", "8D", "AC", "9C", "AH", "7H", "AS"]
TV23 = ["QC", "QS", "AC", "10C", "AD", "10D", "KD", "JH"]
NO_QUEENS = ["QH", "QD", "JH", "JD", "9D", "8D", "8H", "7S"]


def rules(hand: list[str], call: str, suit: str | None = None, **more: object) -> list[str]:
    verdict = check_call(CheckCallRequest.model_validate(
        {"hand": hand, "call": call, "suit": suit, **more}))
    assert verdict.ok == (not verdict.violations)
    return [v.rule for v in verdict.violations]


@pytest.mark.parametrize(("tv", "hand", "call", "suit", "expected"), [
    ("TV-02", TV02, "call_ace", "H", []),
    ("TV-02", TV02, "call_ace", "S", []),
    ("TV-02", TV02, "call_ace", "D", ["SPZ-CALL-5"]),
    ("TV-02", TV02, "call_ace", "C", ["SPZ-CALL-5"]),
    ("TV-02", TV02, "call_ace_renounced", "C", ["SPZ-CALL-6"]),
    ("TV-02", TV02, "call_first_trick", None, ["SPZ-CALL-7"]),
    ("TV-03", TV03, "call_first_trick", None, []),
    ("TV-03", TV03, "call_ace", "C", ["SPZ-CALL-5"]),
    ("TV-03", TV03, "call_ace_renounced", "S", ["SPZ-CALL-6"]),
    ("TV-23", TV23, "call_ace_renounced", "S", []),
    ("TV-23", TV23, "call_ace_renounced", "H", []),
    ("TV-23", TV23, "call_ace", "C", ["SPZ-CALL-5"]),
    ("TV-23", TV23, "call_ace", "S", ["SPZ-CALL-5"]),
    ("TV-23", TV23, "call_first_trick", None, ["SPZ-CALL-7"]),
    ("no queens", NO_QUEENS, "call_ace", "S", ["SPZ-CALL-5"]),
    ("no queens", NO_QUEENS, "call_ace", "C", ["SPZ-CALL-5", "SPZ-CALL-5"]),
    ("zola SPZ-CALL-8", NO_QUEENS, "zola", None, []),
    ("zola with suit", NO_QUEENS, "zola_schneider", "H", ["SPZ-CALL-2"]),
    ("schneider", NO_QUEENS, "schneider", None, []),
])
def test_call_preconditions(tv: str, hand: list[str], call: str, suit: str | None,
                            expected: list[str]) -> None:
    assert rules(hand, call, suit) == expected, tv


def test_tv02_callable_suits() -> None:
    assert ace_call_suits(TV02) == ["S", "H"]
    assert ace_call_suits(TV03) == ace_call_suits(TV23) == []


@pytest.mark.parametrize(("call", "more", "expected"), [
    ("schneider", {"options": {"no_schneider_with_partner": True}}, ["SPZ-CALL-10"]),
    ("schneider", {"earlier": ["schneider"]}, ["SPZ-CALL-10"]),
    ("schneider", {"earlier": ["zola"]}, ["SPZ-CALL-10"]),
    ("schneider", {"earlier": ["call_ace"]}, ["SPZ-CALL-10"]),
    # SPZ-CALL-3 limits game-defining calls only; SPZ-CALL-10 forbids adding a schneider TO a
    # zola, not a zola after another player's schneider.
    ("zola", {"earlier": ["schneider"]}, []),
    ("zola_schneider", {"earlier": ["schneider"]}, []),
    ("zola_schneider_schwartz", {"earlier": ["schneider"]}, []),
    ("zola", {"with_schneider": True}, ["SPZ-CALL-10"]),
    ("zola", {"earlier": ["call_ace"]}, ["SPZ-CALL-3"]),
    ("zola", {"earlier": ["call_ace"], "options": {"announcement_precedence": "highest"}}, []),
    ("zola", {"earlier": ["zola_schneider"], "options": {"announcement_precedence": "highest"}},
     ["SPZ-CALL-3"]),
    ("zola_schneider_schwartz", {"earlier": ["zola"], "options": {
        "announcement_precedence": "highest"}}, []),
])
def test_schneider_and_precedence(call: str, more: dict[str, object],
                                  expected: list[str]) -> None:
    assert rules(NO_QUEENS, call, **more) == expected  # type: ignore[arg-type]


def test_partner_call_with_schneider() -> None:
    assert rules(TV02, "call_ace", "H", with_schneider=True) == []
    assert rules(TV02, "call_ace", "H", with_schneider=True,
                 options={"no_schneider_with_partner": True}) == ["SPZ-CALL-10"]
    assert rules(TV02, "call_ace", "H", earlier=["call_ace"]) == ["SPZ-CALL-3"]
