"""The whole-hand referee ``record_hand``: plays checked, the side derived, the hand scored."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from scorers.common.errors import ImpossibleInput
from scorers.spitzer.record_models import RecordHandRequest, RecordHandResponse
from scorers.spitzer.referee import record_hand
from tests.scorers.spitzer.playthrough import play_out

PLAYERS = ["P1", "P2", "P3", "P4"]
DEAL = {
    "P1": ["QC", "QS", "8H", "9H", "KS", "9S", "8D", "9D"],
    "P2": ["AH", "KH", "7H", "AC", "10C", "7C", "7S", "8S"],
    "P3": ["QH", "QD", "JC", "JS", "AD", "10D", "KD", "7D"],
    "P4": ["JH", "JD", "AS", "10S", "KC", "9C", "8C", "10H"],
}
CALL_HEARTS = [{"player": "P1", "call": "call_ace", "suit": "H"}]


def record(**body: Any) -> RecordHandResponse:
    return record_hand(RecordHandRequest.model_validate(
        {"players": PLAYERS, "dealer": "P4", "hands": DEAL} | body))


def test_the_secret_ace_holder_joins_the_caller_and_is_bound() -> None:
    start = record(calls=CALL_HEARTS, tricks=[["8D"]])
    assert (start.type, start.calling_side, start.called_ace) == ("call", ("P1", "P2"), "AH")
    assert (start.to_play, "AH" in start.legal) == ("P2", False)  # SPZ-FOLLOW-7
    forced = record(calls=CALL_HEARTS, tricks=[
        ["8D", "7S", "7D", "JD"], ["QH", "JH", "9D", "8S"], ["AD", "10H", "QS", "7C"], ["8H"]])
    assert forced.ok and forced.to_play == "P2" and forced.legal == ("AH",)  # SPZ-FOLLOW-6
    assert [trick.winner for trick in forced.tricks[:3]] == ["P3", "P3", "P1"]
    assert (forced.side_tricks, forced.side_points) == (1, 24)


def test_an_illegal_play_is_a_verdict_with_its_rule() -> None:
    answer = record(calls=CALL_HEARTS, tricks=[
        ["8D", "7S", "7D", "JD"], ["QH", "JH", "9D", "8S"], ["AD", "10H", "QS", "7C"],
        ["8H", "KH"]])
    assert not answer.ok and answer.result is None
    assert [v.rule for v in answer.violations] == ["SPZ-FOLLOW-6"]
    assert answer.violations[0].message.startswith("Trick 4, P2:")


def test_leading_the_called_suit_releases_the_holder() -> None:
    answer = record(calls=CALL_HEARTS, leader="P2",
                    tricks=[["KH", "7D", "10H", "8H"], ["QD", "JH", "8D"]])
    assert answer.ok and answer.to_play == "P2"
    assert "AH" in answer.legal  # SPZ-FOLLOW-9 (b): free to discard it now


def test_a_card_not_in_the_hand_is_impossible() -> None:
    with pytest.raises(ImpossibleInput) as caught:
        record(calls=CALL_HEARTS, tricks=[["AH"]])
    assert caught.value.rule == "SPZ-VAL-7"


@pytest.mark.parametrize(("calls", "kind", "side"), [
    ([], "stealer", ("P1",)),
    ([{"player": "P2", "call": "schneider"}], "stealer", ("P1",)),
    ([{"player": "P3", "call": "zola_schneider"}], "zola_schneider", ("P3",)),
    ([{"player": "P1", "call": "call_ace", "suit": "H", "with_schneider": True}], "schneider",
     ("P1", "P2")),
    ([{"player": "P2", "call": "schneider"}, {"player": "P1", "call": "call_ace", "suit": "H"}],
     "call", ("P1", "P2")),
])
def test_the_calls_make_the_game(calls: list[dict[str, Any]], kind: str,
                                 side: tuple[str, ...]) -> None:
    answer = record(calls=calls)
    assert (answer.type, answer.calling_side) == (kind, side)
    assert answer.to_play == "P1" and answer.legal == tuple(DEAL["P1"])


def split_queens() -> dict[str, list[str]]:
    deal = {name: list(cards) for name, cards in DEAL.items()}
    deal["P1"][1], deal["P3"][0] = "QH", "QS"
    return deal


@pytest.mark.parametrize(("calls", "kind", "side"), [
    ([], "normal", ("P1", "P3")),
    ([{"player": "P3", "call": "schneider"}], "schneider", ("P1", "P3")),
    ([{"player": "P2", "call": "schneider"}], "schneider", ("P2", "P4")),
])
def test_normal_pairing(calls: list[dict[str, Any]], kind: str, side: tuple[str, ...]) -> None:
    answer = record(hands=split_queens(), calls=calls)
    assert (answer.type, answer.calling_side) == (kind, side)


def test_a_broken_call_is_impossible() -> None:
    with pytest.raises(ImpossibleInput) as caught:
        record(calls=[{"player": "P1", "call": "call_ace", "suit": "C"}])
    assert caught.value.rule == "SPZ-VAL-6"
    assert caught.value.message == \
        "P1: The caller needs another fail card of C to call AC. (SPZ-CALL-5)"
    assert caught.value.details[0]["fields"] == ["calls.0"]


def test_every_broken_call_is_named_at_once() -> None:
    """FaultList: P1's ace call breaks SPZ-CALL-5 and P2's schneider after it SPZ-CALL-10."""
    with pytest.raises(ImpossibleInput) as caught:
        record(calls=[{"player": "P1", "call": "call_ace", "suit": "C"},
                      {"player": "P2", "call": "schneider"}])
    assert [(d["players"], d["fields"], d["message"].split(" (")[-1])
            for d in caught.value.details] == [
        (["P1"], ["calls.0"], "SPZ-CALL-5)"), (["P2"], ["calls.1"], "SPZ-CALL-10)")]


def test_tricks_alone_give_the_same_hand() -> None:
    _, full = play_out(7, "call")
    tricks = [list(trick.cards) for trick in full.tricks]
    again = record_hand(RecordHandRequest.model_validate({
        "players": PLAYERS, "dealer": "P4", "tricks": tricks,
        "calls": [{"player": "P3", "call": "call_ace", "suit": "C"}]}))
    # The derived hands list cards in play order, so only the order of `legal` may differ.
    assert again.model_dump(exclude={"tricks"}) == full.model_dump(exclude={"tricks"})
    assert [(t.winner, t.points, [set(c) for c in t.legal]) for t in again.tricks] == [
        (t.winner, t.points, [set(c) for c in t.legal]) for t in full.tricks]
    side = record_hand(RecordHandRequest.model_validate({
        "players": PLAYERS, "dealer": "P4", "tricks": tricks, "type": "call",
        "calling_side": ["P3", "P2"], "called_ace": "AC"}))
    assert side.result == full.result and side.ok


def test_first_trick_partner_is_the_first_other_winner() -> None:
    deal = {name: list(cards) for name, cards in DEAL.items()}
    deal["P1"] = ["QC", "QS", "AH", "AC", "AS", "9S", "8D", "9D"]
    deal["P2"] = ["8H", "KH", "7H", "9H", "10C", "7C", "7S", "8S"]
    deal["P4"] = ["JH", "JD", "KS", "10S", "KC", "9C", "8C", "10H"]
    answer = record(hands=deal, calls=[{"player": "P1", "call": "call_first_trick"}],
                    tricks=[["AH", "8H", "7D", "10H"]])
    assert answer.calling_side == ("P1", "P3")  # SPZ-CALL-14
    alone = record(hands=deal, calls=[{"player": "P1", "call": "call_first_trick"}])
    assert alone.calling_side == ("P1",)


ISSUE_DEAL = {
    "A": ["QC", "QS", "AC", "AS", "AH", "8D", "10H", "9H"],
    "B": ["KH", "KC", "KS", "JH", "7S", "10D", "7C", "JD"],
    "C": ["7H", "10C", "9D", "9C", "QH", "9S", "10S", "7D"],
    "D": ["QD", "KD", "AD", "8H", "8S", "JC", "8C", "JS"],
}
"""A calls the first trick; B wins trick 1, C tricks 2 and 4, D trick 8, A the rest."""
ISSUE_TRICKS = [
    ["9H", "KH", "7H", "8H"], ["JD", "QH", "KD", "8D"], ["9C", "8C", "AC", "7C"],
    ["10H", "10D", "7D", "AD"], ["9S", "8S", "AS", "7S"], ["QC", "JH", "9D", "JS"],
    ["QS", "KC", "10C", "JC"], ["AH", "KS", "10S", "QD"],
]


def first_trick(tricks: list[list[str]], schneider: bool = False) -> RecordHandResponse:
    call = {"player": "A", "call": "call_first_trick", "with_schneider": schneider}
    return record_hand(RecordHandRequest.model_validate({
        "players": ["A", "B", "C", "D"], "dealer": "D", "hands": ISSUE_DEAL,
        "calls": [call], "tricks": tricks}))


def test_only_the_first_other_trick_winner_joins_a_first_trick_caller() -> None:
    """SPZ-CALL-14: the partner is the first other player to win a trick, and only he."""
    answer = first_trick(ISSUE_TRICKS)
    assert answer.ok
    assert [t.winner for t in answer.tricks] == ["B", "C", "A", "C", "A", "A", "A", "D"]
    assert (answer.calling_side, answer.side_tricks, answer.side_points) == (("A", "B"), 5, 52)
    assert answer.result is not None
    assert (answer.result.column, answer.result.value) == ("P31_60", -6)
    assert answer.result.points == {"A": 0, "B": 0, "C": 6, "D": 6}


def test_the_first_trick_side_is_closed_mid_hand() -> None:
    """SPZ-CALL-14 after two tricks: B joined with trick 1; C's trick 2 is the opponents'."""
    answer = first_trick(ISSUE_TRICKS[:2])
    assert (answer.calling_side, answer.side_tricks, answer.side_points) == (("A", "B"), 1, 4)
    assert answer.opponent_points == 9 and answer.to_play == "C"


def test_the_first_trick_partner_with_the_callers_schneider() -> None:
    """SPZ-CALL-14 with A-3: the caller's schneider, same side A+B, the schneider row."""
    answer = first_trick(ISSUE_TRICKS, schneider=True)
    assert (answer.type, answer.calling_side, answer.side_points) == ("schneider", ("A", "B"),
                                                                       52)
    assert answer.result is not None
    assert (answer.result.column, answer.result.value) == ("P31_60", -12)
    assert answer.result.points == {"A": 0, "B": 0, "C": 12, "D": 12}


@pytest.mark.parametrize("zola", ["zola", "zola_schneider", "zola_schneider_schwartz"])
def test_a_zola_after_another_players_schneider_defines_the_hand(zola: str) -> None:
    """SPZ-CALL-3 limits game-defining calls; SPZ-CALL-10 only forbids adding a schneider to a
    zola, so P3's zola after P2's schneider stands and the schneider is void."""
    answer = record(calls=[{"player": "P2", "call": "schneider"},
                           {"player": "P3", "call": zola}])
    assert answer.ok and (answer.type, answer.calling_side) == (zola, ("P3",))


def test_schneider_after_a_zola_stays_refused() -> None:
    """SPZ-CALL-10: a schneider cannot be added to a zola."""
    with pytest.raises(ImpossibleInput) as caught:
        record(calls=[{"player": "P3", "call": "zola"}, {"player": "P2", "call": "schneider"}])
    assert caught.value.rule == "SPZ-VAL-6"


@pytest.mark.parametrize(("body", "rule"), [
    ({"hands": None}, "SPZ-VAL-7"),
    ({"hands": {**DEAL, "P4": DEAL["P3"]}}, "SPZ-VAL-7"),
    ({"tricks": [["8D", "7S"], ["QH"]]}, "SPZ-VAL-7"),
    ({"dealer": "Zed"}, "SPZ-VAL-7"),
    ({"type": "normal"}, "SPZ-VAL-6"),
    ({"type": "stealer", "calling_side": ["P1"], "calls": CALL_HEARTS}, "SPZ-VAL-6"),
])
def test_impossible_records(body: dict[str, Any], rule: str) -> None:
    with pytest.raises(ValidationError) as caught:
        RecordHandRequest.model_validate({"players": PLAYERS, "dealer": "P4", "hands": DEAL}
                                         | body)
    assert caught.value.errors()[0]["ctx"]["error"].rule == rule


KEPT_TRICKS = [["8D", "7S", "7D", "JD"], ["QH", "JH", "9D", "8S"], ["AD", "10H", "QS", "7C"],
               ["8H", "KH", "QD", "AS"], ["JC", "10S", "QC", "7H"], ["9H", "AH", "JS", "KC"],
               ["10D", "9C", "KS", "AC"], ["KD", "8C", "9S", "10C"]]
"""P2 holds the called A♥ and plays K♥ on its first lead (trick 4); the hand goes on."""


@pytest.mark.parametrize("dealt", [True, False], ids=["deal given", "deal from tricks"])
def test_a_hand_kept_with_a_fault_is_scored_as_played_and_keeps_its_fault(dealt: bool
                                                                          ) -> None:
    """The rules give no penalty for a card played against them: a hand the table keeps as
    played is scored by its tricks (SPZ-SCORE-1..3), the fault stays listed, ``ok`` false."""
    body: dict[str, Any] = {"players": PLAYERS, "dealer": "P4", "calls": CALL_HEARTS,
                            "tricks": KEPT_TRICKS} | ({"hands": DEAL} if dealt else {})
    refused = record_hand(RecordHandRequest.model_validate(body))
    assert not refused.ok and refused.result is None and not refused.kept
    kept = record_hand(RecordHandRequest.model_validate(body | {"kept": True}))
    assert not kept.ok and kept.kept
    assert [v.rule for v in kept.violations] == ["SPZ-FOLLOW-6"]
    assert kept.violations[0].message.startswith("Trick 4, P2:")
    assert (kept.calling_side, kept.side_tricks, kept.side_points) == (("P1", "P2"), 2, 39)
    assert kept.result is not None
    assert (kept.result.column, kept.result.value) == ("P31_60", -6)  # 39 points: 31–60
    assert kept.result.points == {"P1": 0, "P2": 0, "P3": 6, "P4": 6}


def test_keeping_a_legal_hand_changes_nothing() -> None:
    _, full = play_out(7, "call")
    body = {"players": PLAYERS, "dealer": "P4", "tricks": [list(t.cards) for t in full.tricks],
            "type": full.type, "calling_side": list(full.calling_side)}
    plain = record_hand(RecordHandRequest.model_validate(body))
    kept = record_hand(RecordHandRequest.model_validate(body | {"kept": True}))
    assert plain.ok and kept.ok and not kept.kept and kept.result == plain.result
