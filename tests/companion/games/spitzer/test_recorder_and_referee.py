"""The trick-by-trick recorder on the sheet and the referee view-models (SPZ-TV-05..23)."""

from __future__ import annotations

import re
import uuid

import pytest

from companion.games.spitzer.hand_form import HandForm
from companion.games.spitzer.referee_model import CallChecker, PlayChecker, TrickResolver
from companion.games.spitzer.sheet_model import SpitzerSheet
from companion.games.spitzer.sheet_view import SheetView
from companion.models import Entry, Seat
from scorers.common.models import Verdict
from scorers.spitzer import legal, score_hand, winning_index
from scorers.spitzer.data import DECK
from scorers.spitzer.models import PlayVerdict, ScoreHandRequest, TrickWinnerResponse
from tests.companion.games.fakes import NOW, by_id, ids, tap, texts
from tests.companion.games.spitzer.conftest import PLAYERS, FakeContext, make_session
from tests.rows import as_row

DEAL = {pid: list(DECK[seat::4]) for seat, pid in enumerate(PLAYERS)}
"""Every fourth card of the deck (Dora holds both black queens: a Stealer)."""


def played_out(dealer: str = "p3") -> list[list[str]]:
    """Play the deal out, each player always playing his first legal card."""
    hands = {pid: list(cards) for pid, cards in DEAL.items()}
    leader = PLAYERS[(PLAYERS.index(dealer) + 1) % 4]
    tricks = []
    for _ in range(8):
        start = PLAYERS.index(leader)
        order = [PLAYERS[(start + n) % 4] for n in range(4)]
        trick: list[str] = []
        for pid in order:
            card = legal(hands[pid], trick)[0]
            hands[pid].remove(card)
            trick.append(card)
        tricks.append(trick)
        leader = order[winning_index(trick)]
    return tricks


def holder(card: str) -> str:
    return next(pid for pid, cards in DEAL.items() if card in cards)


def recorded_sheet(tricks: list[list[str]]) -> SpitzerSheet:
    ctx = FakeContext(make_session())
    side = sorted({holder("QC"), holder("QS")})
    form = HandForm.new(SpitzerSheet(ctx.session, ctx.t))  # type: ignore[arg-type]
    form.set_type("stealer" if len(side) == 1 else "normal")
    form.dealer, form.mode, form.calling_side = "p3", "tricks", side
    for trick in tricks:
        for card in trick:
            form.play(card)
    ctx.add_entry(as_row(form.kind, form.data()))
    assert ctx.session is not None
    return SpitzerSheet(ctx.session, ctx.t)


def test_a_hand_recorded_trick_by_trick_is_scored_like_its_totals() -> None:
    sheet = recorded_sheet(played_out())
    (row,) = sheet.game.rows
    assert row.valid and row.recorded is not None and row.result is not None
    assert row.recorded.side_points + row.recorded.opponent_points == 120
    same = score_hand(ScoreHandRequest(
        players=PLAYERS, type=row.result.type, calling_side=row.result.calling_side,
        side_tricks=row.recorded.side_tricks, side_points=row.recorded.side_points))
    assert row.scored == same
    assert "Tricks and points were counted from the tricks as recorded." in \
        sheet.explain.result(row).lines


def test_the_recorder_names_each_trick_winner_and_who_leads_next() -> None:
    ctx = FakeContext(make_session())
    form = HandForm.new(SpitzerSheet(ctx.session, ctx.t))  # type: ignore[arg-type]
    form.dealer = "p3"
    first = played_out()[0]
    assert form.to_play() == "p0"  # SPZ-PLAY-1: the dealer's left leads
    for card in first:
        form.play(card)
    plays, winner, points = form.trick_rows()[0]
    assert [pid for pid, _ in plays] == list(PLAYERS)
    assert winner == PLAYERS[winning_index(first)] and form.to_play() == winner
    assert points == sum({"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2}.get(c[:-1], 0)
                         for c in first)
    form.play(first[0])
    assert len(form.tricks) == 1, "a card already played is not played twice"
    form.take_back()
    assert form.tricks[-1] == first[:3]


def test_an_illegal_card_in_a_recorded_hand_marks_the_row() -> None:
    tricks = played_out()
    # the second cards of the first two tricks swapped: a card played against the rules
    broken = [list(t) for t in tricks]
    broken[0][1], broken[1][1] = broken[1][1], broken[0][1]
    sheet = recorded_sheet(broken)
    row = sheet.game.rows[0]
    assert not row.valid and row.scored is None
    assert row.violations and all(v.rule.startswith("SPZ-FOLLOW") for v in row.violations)


@pytest.mark.parametrize(("hand", "trick", "card", "rule", "allowed"), [
    (["JH", "7D", "AS"], ["AH"], "AS", "SPZ-FOLLOW-3", ("JH", "7D")),       # SPZ-TV-15
    (["10H", "JH", "7D"], ["AH"], "JH", "SPZ-FOLLOW-2", ("10H",)),          # SPZ-TV-14
    (["8D", "7H"], ["KS", "QC"], "7H", "SPZ-FOLLOW-3", ("8D",)),            # SPZ-TV-18
])
def test_play_checker_explains_why_a_card_is_illegal(hand: list[str], trick: list[str],
                                                      card: str, rule: str,
                                                      allowed: tuple[str, ...]) -> None:
    checker = PlayChecker()
    for c in hand:
        checker.pick(c)
    checker.target = "trick"
    for c in trick:
        checker.pick(c)
    checker.choose(card)
    verdict = checker.verdict()
    assert isinstance(verdict, PlayVerdict) and not verdict.ok
    assert [v.rule for v in verdict.violations] == [rule]
    assert verdict.legal == allowed
    text = checker.text(FakeContext().t, lambda rule_id: f"<{rule_id}>")
    assert f"{rule}: <{rule}>" in text and "Not allowed." in text


def test_play_checker_called_ace_obligations() -> None:
    """SPZ-TV-20/21/22: the bound holder of AH, and released after leading KH."""
    checker = PlayChecker(hand=["AH", "KH", "AC", "8D"], trick=["9H"], called_ace="AH")
    checker.choose("KH")
    verdict = checker.verdict()
    assert isinstance(verdict, PlayVerdict) and verdict.violations[0].rule == "SPZ-FOLLOW-6"
    checker = PlayChecker(hand=["AH", "KH"], trick=["AS"], called_ace="AH", card="AH")
    verdict = checker.verdict()
    assert isinstance(verdict, PlayVerdict) and verdict.violations[0].rule == "SPZ-FOLLOW-7"
    checker.released = True
    verdict = checker.verdict()
    assert isinstance(verdict, PlayVerdict) and verdict.ok


def test_play_checker_reports_a_card_twice_as_impossible() -> None:
    checker = PlayChecker(hand=["AH", "KH"], trick=["AH"])
    legal_now = checker.legal()
    assert not isinstance(legal_now, type(None)) and getattr(legal_now, "rule", "") == \
        "SPZ-VAL-7"


def test_trick_resolver_names_the_winner_and_points() -> None:
    """SPZ-TV-05 and SPZ-TV-10."""
    resolver = TrickResolver()
    for card in ("AS", "10S", "AD", "9S"):
        resolver.pick(card)
    result = resolver.result()
    assert isinstance(result, TrickWinnerResponse) and (result.winner, result.points) == (2, 32)
    resolver.pick("9S")
    assert resolver.result() is None
    resolver.pick("JD")
    result = resolver.result()
    assert isinstance(result, TrickWinnerResponse) and (result.winner, result.points) == (3, 34)
    assert "Card 4 (J♦) wins the trick: 34 points." in resolver.text(
        FakeContext().t, lambda r: r)


@pytest.mark.parametrize(("call", "suit", "ok", "rule"), [
    ("call_ace", "H", True, None), ("call_ace", "S", True, None),
    ("call_ace", "C", False, "SPZ-CALL-5"), ("call_ace", "D", False, "SPZ-CALL-5"),
    ("call_ace_renounced", "C", False, "SPZ-CALL-6"),
    ("call_first_trick", None, False, "SPZ-CALL-7")])
def test_call_checker_on_spz_tv_02(call: str, suit: str | None, ok: bool,
                                   rule: str | None) -> None:
    checker = CallChecker()
    for card in ("QC", "QS", "JH", "JD", "9D", "8D", "8H", "7S"):
        checker.pick(card)
    checker.set_call(call)  # type: ignore[arg-type]
    checker.suit = suit
    verdict = checker.verdict()
    assert isinstance(verdict, Verdict) and verdict.ok is ok
    assert [v.rule for v in verdict.violations][:1] == ([rule] if rule else [])


def test_a_verdict_on_a_recorded_hand_names_the_player_not_his_id() -> None:
    """The core names a session's players by their ids ("Trick 3, 48d11944…: …"); the
    sheet and the hand form show their names."""
    player_ids = {pid: uuid.uuid4().hex for pid in PLAYERS}
    seats = tuple(Seat(player_id=player_ids[pid], name=name) for pid, name in
                  zip(PLAYERS, ("Anna", "Ben", "Cleo", "Dora"), strict=True))
    broken = [list(t) for t in played_out()]
    broken[0][1], broken[1][1] = broken[1][1], broken[0][1]
    side = sorted({player_ids[holder("QC")], player_ids[holder("QS")]})
    data = {"dealer": player_ids["p3"], "mode": "tricks", "type": "stealer" if len(side) == 1
            else "normal", "calling_side": side, "called_ace": None, "tricks": broken}
    session = make_session().model_copy(update={"seats": seats, "entries": (
        Entry(id="e1", kind="hand", data=data, at=NOW),)})
    ctx = FakeContext(session)
    view = SheetView(ctx)
    shown = " ".join(texts(view.root))
    named = re.compile(r"Trick \d, (Anna|Ben|Cleo|Dora): ")
    assert "SPZ-FOLLOW" in shown and named.search(shown)
    assert not any(player_id in shown for player_id in player_ids.values())
    tap(view.root, "spitzer-edit-e1")
    shown = " ".join(texts(view.root))
    assert named.search(shown) and "spitzer-form-save" in ids(view.root)
    assert not any(player_id in shown for player_id in player_ids.values())


def test_a_hand_being_recorded_shows_no_fault_before_its_cards_are_in() -> None:
    """A red SPZ-VAL-7 ("give all 8 tricks") stood there before the first card."""
    ctx = FakeContext(make_session())
    view = SheetView(ctx)
    tap(view.root, "spitzer-add-hand")
    tap(view.root, "spitzer-form-mode-tricks")
    for card in played_out()[0]:
        assert not any("SPZ-VAL-7" in text for text in texts(view.root))
        tap(view.root, f"spitzer-form-card-{card}")
    assert not any("SPZ-VAL-7" in text for text in texts(view.root))


def test_a_play_against_the_called_ace_shows_at_once_by_name_and_is_taken_back_alone(
        ) -> None:
    """Carl, holding the called A♥ (the table knows its partner), plays 7♥ on Ben's K♥:
    the verdict names Carl at that play (it came only after trick 8), and one tap takes
    back that card."""
    ctx = FakeContext(make_session())
    view = SheetView(ctx)
    tap(view.root, "spitzer-add-hand")
    tap(view.root, "spitzer-form-dealer-0")
    tap(view.root, "spitzer-form-type-call")
    tap(view.root, "spitzer-form-side-3")
    tap(view.root, "spitzer-form-side-2")
    tap(view.root, "spitzer-form-mode-tricks")
    tap(view.root, "spitzer-form-ace-AH")
    tap(view.root, "spitzer-form-holder-2")
    tap(view.root, "spitzer-form-card-KH")
    assert "spitzer-form-fault-0" not in ids(view.root)
    tap(view.root, "spitzer-form-card-7H")
    fault = " ".join(texts(by_id(view.root, "spitzer-form-fault-0")))
    assert "SPZ-FOLLOW-6" in fault and "Trick 1, Carl:" in fault and "A♥" in fault
    tap(view.root, "spitzer-form-take-back-fault")
    assert "spitzer-form-fault-0" not in ids(view.root)
    tap(view.root, "spitzer-form-card-AH")
    assert "spitzer-form-fault-0" not in ids(view.root)


KEPT_TRICKS = [["8D", "7S", "7D", "JD"], ["QH", "JH", "9D", "8S"], ["AD", "10H", "QS", "7C"],
               ["8H", "KH", "QD", "AS"], ["JC", "10S", "QC", "7H"], ["9H", "AH", "JS", "KC"],
               ["10D", "9C", "KS", "AC"], ["KD", "8C", "9S", "10C"]]
"""Dora deals; Anna calls A♥, which Ben holds, and Ben plays K♥ on its first lead (trick 4)."""


def test_a_hand_with_a_fault_can_be_kept_as_played_with_a_note_on_its_row() -> None:
    """The other way on from a fault: the table keeps the hand as it was played. The rules
    name no penalty for such a play, so it counts by its tricks (Anna and Ben: 2 tricks,
    39 points → −6, Carl and Dora +6 each), and the verdict stays on the row as a note."""
    ctx = FakeContext(make_session())
    view = SheetView(ctx)
    for button in ("spitzer-add-hand", "spitzer-form-dealer-3", "spitzer-form-type-call",
                   "spitzer-form-side-0", "spitzer-form-side-1", "spitzer-form-mode-tricks",
                   "spitzer-form-ace-AH", "spitzer-form-holder-1"):
        tap(view.root, button)
    for number, trick in enumerate(KEPT_TRICKS, start=1):
        for card in trick:
            tap(view.root, f"spitzer-form-card-{card}")
            if (number, card) == (4, "KH"):
                fault = " ".join(texts(by_id(view.root, "spitzer-form-fault-0")))
                assert "SPZ-FOLLOW-6" in fault and "Trick 4, Ben:" in fault
                assert "spitzer-form-take-back-fault" in ids(view.root)
                tap(view.root, "spitzer-form-keep")
                kept = " ".join(texts(by_id(view.root, "spitzer-form-fault-0")))
                assert "Kept as played despite SPZ-FOLLOW-6" in kept
    assert not by_id(view.root, "spitzer-form-save").disabled
    tap(view.root, "spitzer-form-save")
    assert ctx.session is not None
    (entry,) = ctx.session.entries
    assert entry.data["kept"] is True and entry.data["tricks"] == KEPT_TRICKS
    (row,) = SpitzerSheet(ctx.session, ctx.t).game.rows
    assert row.valid and row.counted and row.scored is not None
    assert row.scored.points == {"p0": 0, "p1": 0, "p2": 6, "p3": 6}
    assert [v.rule for v in row.notes] == ["SPZ-FOLLOW-6"]
    note = " ".join(texts(by_id(view.root, f"spitzer-kept-{entry.id}")))
    assert "Kept as played despite SPZ-FOLLOW-6" in note and "Trick 4, Ben:" in note
    assert "A♥" in note


def test_a_complete_hand_with_a_fault_is_not_saved_unless_kept() -> None:
    ctx = FakeContext(make_session())
    view = SheetView(ctx)
    for button in ("spitzer-add-hand", "spitzer-form-dealer-3", "spitzer-form-type-call",
                   "spitzer-form-side-0", "spitzer-form-side-1", "spitzer-form-mode-tricks",
                   "spitzer-form-ace-AH"):  # who holds A♥ not said: judged at the end
        tap(view.root, button)
    for card in (card for trick in KEPT_TRICKS for card in trick):
        tap(view.root, f"spitzer-form-card-{card}")
    assert by_id(view.root, "spitzer-form-save").disabled
    assert any("SPZ-FOLLOW-6" in text for text in texts(view.root))
    tap(view.root, "spitzer-form-keep")
    assert not by_id(view.root, "spitzer-form-save").disabled
    tap(view.root, "spitzer-form-keep")  # changed his mind: not kept, not savable
    assert by_id(view.root, "spitzer-form-save").disabled
