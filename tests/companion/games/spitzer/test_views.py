"""The Spitzer screens build against a FakeContext and carry the test ids a browser uses.

Controls are plain objects: the trees are built and their zero-argument handlers called
directly, exactly what a tap does, without a page.
"""

from __future__ import annotations

from typing import Any

import flet as ft
import pytest

from companion.games.spitzer import PLUGIN
from companion.games.spitzer.board_view import Peg, hole_top
from companion.games.spitzer.sheet_view import SheetView
from tests.companion.fake_page import FakePage
from tests.companion.games.fakes import by_id, ids, tap, texts, walk
from tests.companion.games.spitzer.conftest import FakeContext, hand, make_session
from tests.rows import as_row


def pegs(root: object) -> set[str]:
    return {i for i in ids(root) if i.startswith("spitzer-peg-")}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_sheet_builds_with_every_kind_of_entry(lang: str) -> None:
    ctx = FakeContext(make_session(), lang=lang)
    ctx.add_entry(as_row("hand", hand("p3", "call", ("p0", "p1"), 5, 72)))
    ctx.add_entry(as_row("misdeal", {"dealer": "p0"}))
    ctx.add_entry(as_row("hand", hand("p1", "normal", ("p0", "p1"), 0, 0)))
    ctx.add_entry(as_row("hand", {"broken": True}))
    root = PLUGIN.build_sheet(ctx)
    found = ids(root)
    assert {"spitzer-board", "spitzer-total-0", "spitzer-add-hand", "spitzer-add-misdeal",
            "spitzer-result-e1", "spitzer-points-e1-0", "spitzer-edit-e1",
            "spitzer-league-0"} <= found
    assert {"spitzer-peg-0-1", "spitzer-peg-1-1", "spitzer-peg-2-0", "spitzer-peg-3-0"} == \
        pegs(root)
    assert any(text.startswith("SPZ-VAL-5:") for text in texts(root))
    assert not ctx.missing


def test_pegs_follow_each_hand_and_slide_from_their_old_hole(ctx: FakeContext) -> None:
    ctx.add_entry(as_row("hand", hand("p3", "zola", ("p0",), 6, 95)))
    assert pegs(SheetView(ctx).root) == {"spitzer-peg-0-9", "spitzer-peg-1-0",
                                         "spitzer-peg-2-0", "spitzer-peg-3-0"}
    ctx.add_entry(as_row("hand", hand("p0", "normal", ("p1", "p2"), 3, 45)))
    root = SheetView(ctx).root
    assert pegs(root) == {"spitzer-peg-0-11", "spitzer-peg-1-0", "spitzer-peg-2-0",
                          "spitzer-peg-3-2"}  # -6 for Ben and Carl: Anna 33, Dora 6
    moved = [peg for peg in walk(root) if isinstance(peg, Peg) and peg.goal != peg.top]
    assert len(moved) == 2 and all(peg.animate_position for peg in moved)
    # drawn in the hole before this hand (Anna 27, Dora start), then sliding up
    assert sorted((peg.top, peg.goal) for peg in moved) == sorted(
        [(hole_top(9), hole_top(11)), (hole_top(0), hole_top(2))])


def test_winner_payout_and_new_game(ctx: FakeContext) -> None:
    ctx.add_entry(as_row("new_game", {"start": {"p0": 36, "p1": 30, "p2": 12, "p3": 0}}))
    ctx.add_entry(as_row("hand", hand("p3", "stealer", ("p0",), 5, 61)))
    view = SheetView(ctx)
    assert {"spitzer-winner", "spitzer-payout-0", "spitzer-new-game",
            "spitzer-peg-0-15"} <= ids(view.root)
    assert "spitzer-add-hand" not in ids(view.root)
    assert "Anna wins with 45!" in texts(view.root) and "+€7.65" in texts(view.root)
    for seat, name in enumerate(("Anna", "Ben", "Carl", "Dora")):  # each amount named
        named, amount = texts(by_id(view.root, f"spitzer-payout-{seat}"))
        assert named == name and "€" in amount
    ctx.page = FakePage()
    tap(view.root, "spitzer-new-game")  # asks first: a tap too many starts nothing
    asked = ctx.page.dialogs[-1]
    assert "Game 1 stays on the sheet as it ended" in texts(asked.content)[0]
    tap(ft.Row(asked.actions), "spitzer-new-game-no")
    assert not ctx.page.dialogs and "spitzer-new-game" in ids(view.root)
    assert not any(e.kind == "new_game" for e in ctx.session.entries[1:])
    tap(view.root, "spitzer-new-game")
    tap(ft.Row(ctx.page.dialogs[-1].actions), "spitzer-new-game-yes")
    assert "spitzer-won-0-1" in ids(view.root) and "spitzer-add-hand" in ids(view.root)
    assert "Game 2" in texts(view.root)


def test_a_tie_at_42_shows_deal_again(ctx: FakeContext) -> None:
    ctx.add_entry(as_row("new_game", {"start": {"p0": 39, "p1": 39, "p2": 30, "p3": 12}}))
    ctx.add_entry(as_row("hand", hand("p3", "normal", ("p0", "p1"), 5, 72)))
    root = SheetView(ctx).root
    assert "spitzer-another-hand" in ids(root) and "spitzer-winner" not in ids(root)
    assert {"spitzer-peg-0-14", "spitzer-peg-1-14"} <= pegs(root)
    tap(root, "spitzer-another-hand")
    assert ctx.explained[-1].rules == ("SPZ-GAME-1", "SPZ-GAME-2", "SPZ-A-10")


def test_numbers_open_their_explanations(ctx: FakeContext) -> None:
    ctx.add_entry(as_row("hand", hand("p3", "call", ("p0", "p1"), 5, 72)))
    root = SheetView(ctx).root
    for identifier in ("spitzer-result-e1", "spitzer-points-e1-0", "spitzer-total-0"):
        tap(root, identifier)
    assert [e.rules[0] for e in ctx.explained] == ["SPZ-CALL-13", "SPZ-SCORE-3",
                                                   "SPZ-SCORE-4"]
    assert "61 to 89 points: column 61–89." in ctx.explained[0].lines


def test_a_hand_is_entered_by_taps_only(ctx: FakeContext) -> None:
    view = SheetView(ctx)
    tap(view.root, "spitzer-add-hand")
    assert by_id(view.root, "spitzer-form-save").disabled, "no calling side yet"
    tap(view.root, "spitzer-form-type-call")
    tap(view.root, "spitzer-form-side-0")
    tap(view.root, "spitzer-form-side-2")
    tap(view.root, "spitzer-form-tricks-plus")
    tap(view.root, "spitzer-form-points-plus10")
    assert "61–89 → +3: Anna +3, Carl +3" in texts(view.root)
    tap(view.root, "spitzer-form-save")
    (entry,) = ctx.session.entries  # type: ignore[union-attr]
    assert entry.data == {"dealer": "p0", "mode": "totals", "type": "call",
                          "calling_side": ["p0", "p2"], "side_tricks": 5, "side_points": 71,
                          "club_queen": None}
    assert "spitzer-form-save" not in ids(view.root)
    assert "Ben deals next." in texts(view.root)


def test_the_recorder_form_offers_the_card_picker(ctx: FakeContext) -> None:
    view = SheetView(ctx)
    tap(view.root, "spitzer-add-hand")
    tap(view.root, "spitzer-form-mode-tricks")
    for card in ("AS", "10S", "AD", "9S"):
        tap(view.root, f"spitzer-form-card-{card}")
    assert "spitzer-form-trick-1" in ids(view.root)
    assert "Dora wins, 32 points" in texts(view.root)  # Ben leads: Anna dealt
    assert by_id(view.root, "spitzer-form-card-AS").on_click is None, "played cards are spent"


def test_read_only_sheet_has_no_edit_controls() -> None:
    ctx = FakeContext(make_session(), can_edit=False)
    root = SheetView(ctx).root
    assert not {i for i in ids(root) if i.startswith(("spitzer-add", "spitzer-edit",
                                                      "spitzer-form", "spitzer-new"))}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_referee_tools_build_with_and_without_a_session(lang: str) -> None:
    for session in (make_session({"no_schneider_with_partner": True}), None):
        ctx = FakeContext(session, lang=lang)
        found = [ids(tool.build(ctx)) for tool in PLUGIN.referee_tools()]
        assert {"spitzer-play-target-hand", "spitzer-play-card-QC", "spitzer-play-ace-AH",
                "spitzer-play-released"} <= found[0]
        assert "spitzer-trick-card-8D" in found[1]
        assert {"spitzer-call-call-zola", "spitzer-call-suit-H", "spitzer-call-card-7S"} \
            <= found[2]
        assert not ctx.missing


def test_play_checker_shows_a_must_trump_violation_by_taps() -> None:
    """The browser scenario of issue 8: AH led, the hand JH 7D AS, AS is not legal."""
    ctx = FakeContext()
    root = PLUGIN.referee_tools()[0].build(ctx)
    for card in ("JH", "7D", "AS"):
        tap(root, f"spitzer-play-card-{card}")
    tap(root, "spitzer-play-target-trick")
    tap(root, "spitzer-play-card-AH")
    tap(root, "spitzer-play-hand-AS")
    shown = texts(root)
    assert "A♠ may not be played." in shown and "Legal: J♥ 7♦" in shown
    assert "SPZ-FOLLOW-3: <SPZ-FOLLOW-3 text>" in shown
    assert "A♠ is not a trump: the hand has no ♥ but holds a trump." in shown  # no codes
    tap(root, "spitzer-play-copy")
    assert "SPZ-FOLLOW-3" in ctx.copied[-1] and "Trick: A♥" in ctx.copied[-1]


def test_trick_resolver_and_call_checker_by_taps() -> None:
    ctx = FakeContext()
    trick, call = PLUGIN.referee_tools()[1].build(ctx), PLUGIN.referee_tools()[2].build(ctx)
    for card in ("8D", "JC", "QH", "7D"):
        tap(trick, f"spitzer-trick-card-{card}")
    assert "Card 4 (7♦) wins the trick: 5 points." in texts(trick)  # SPZ-TV-12
    tap(trick, "spitzer-trick-copy")
    for card in ("QC", "QS", "8D", "AC", "9C", "AH", "7H", "AS"):
        tap(call, f"spitzer-call-card-{card}")
    tap(call, "spitzer-call-call-call_ace")
    tap(call, "spitzer-call-suit-H")
    assert any(text.startswith("SPZ-CALL-5:") for text in texts(call))  # SPZ-TV-03
    tap(call, "spitzer-call-call-call_first_trick")
    assert "Allowed." in texts(call)
    tap(call, "spitzer-call-copy")
    assert ctx.copied[-1].startswith("Call checker") and "Allowed." in ctx.copied[-1]


def test_german_cards_read_dame_and_bube_with_suit_symbols() -> None:
    """The card codes stay QC/JD; a German player sees D♣ (Dame) and B♦ (Bube), the
    called-ace chips A♣ A♠ A♥, never AC/AS/AH."""
    ctx = FakeContext(lang="de")
    root = PLUGIN.referee_tools()[0].build(ctx)
    for card in ("QC", "JD", "AH"):
        tap(root, f"spitzer-play-card-{card}")
    tap(root, "spitzer-play-hand-JD")
    shown = texts(root)
    assert "B♦ darf gespielt werden." in shown
    assert [by_id(root, f"spitzer-play-ace-{ace}").label.value for ace in ("AC", "AS", "AH")
            ] == ["A♣", "A♠", "A♥"]
    face = by_id(root, "spitzer-play-hand-QC")
    assert [c.value for c in walk(face) if isinstance(c, ft.Text)] == ["D", "♣"]
    assert not {"AC", "AS", "AH", "QC", "JD"} & set(shown)
    tap(root, "spitzer-play-copy")
    assert "D♣ B♦ A♥" in ctx.copied[-1]
    assert not ctx.missing


def test_the_released_switch_label_wraps_and_its_label_flips_it() -> None:
    ctx = FakeContext()
    root = PLUGIN.referee_tools()[0].build(ctx)
    switch = by_id(root, "spitzer-play-released")
    assert isinstance(switch, ft.Switch), "the label beside it is a wrapping Text"
    unseen = switch.label  # the switch's name for a screen reader, drawn in no space
    assert isinstance(unseen, ft.Container) and unseen.width == 0 and unseen.height == 0
    assert isinstance(unseen.content, ft.Text)
    assert (unseen.content.value or "").startswith("Released:")
    row = next(c for c in walk(root) if isinstance(c, ft.Row) and any(
        isinstance(k, ft.Semantics) and k.identifier == "spitzer-play-released"
        for k in c.controls))
    label: Any = row.controls[1]
    assert label.expand and label.content.value.startswith("Released:")
    label.on_click()
    assert by_id(root, "spitzer-play-released").value is True


def test_a_new_hand_form_shows_no_fault_before_the_first_tap(ctx: FakeContext) -> None:
    view = SheetView(ctx)
    tap(view.root, "spitzer-add-hand")
    assert by_id(view.root, "spitzer-form-save").disabled, "no calling side yet"
    assert not any(text.startswith("SPZ-") for text in texts(view.root))
    tap(view.root, "spitzer-form-type-call")  # a call still lacks its side: now it says so
    assert any(text.startswith("SPZ-") for text in texts(view.root))


def test_the_winner_payout_and_new_game_stand_right_under_the_board(ctx: FakeContext) -> None:
    ctx.add_entry(as_row("new_game", {"start": {"p0": 36, "p1": 30, "p2": 12, "p3": 0}}))
    ctx.add_entry(as_row("hand", hand("p3", "stealer", ("p0",), 5, 61)))
    view = SheetView(ctx)
    order = [c.identifier for c in walk(view.root)
             if isinstance(c, ft.Semantics) and c.identifier]
    board = order.index("spitzer-board")
    assert board < order.index("spitzer-winner") < order.index("spitzer-payout-3") \
        < order.index("spitzer-new-game") < order.index("spitzer-total-0")
    assert not any(name.startswith("spitzer-row-") for name in order[board:order.index(
        "spitzer-new-game")]), "no hand row between the board and the result"


def test_an_open_hand_form_survives_a_hand_saved_on_another_phone(ctx: FakeContext) -> None:
    """The session screen draws the sheet again when another phone saves (issue 19): the
    form being filled in here stays open with what was chosen, over the new rows."""
    root = PLUGIN.build_sheet(ctx)
    tap(root, "spitzer-add-hand")
    tap(root, "spitzer-form-side-0")
    tap(root, "spitzer-form-side-2")
    ctx.add_entry(as_row("hand", hand("p0", "normal", ("p1", "p3"), 5, 72)))  # another phone's hand
    root = PLUGIN.build_sheet(ctx)  # the shell's redraw after the live update
    assert "spitzer-form-save" in ids(root) and "spitzer-result-e1" in ids(root)
    assert by_id(root, "spitzer-form-side-0").selected
    assert by_id(root, "spitzer-form-side-2").selected
    tap(root, "spitzer-form-save")
    sides = [e.data["calling_side"] for e in ctx.session.entries]
    assert sides == [["p1", "p3"], ["p0", "p2"]]  # both hands, each once


def test_a_new_hand_form_follows_the_deal_when_another_phone_saves_a_hand(
        ctx: FakeContext) -> None:
    root = PLUGIN.build_sheet(ctx)
    tap(root, "spitzer-add-hand")
    assert by_id(root, "spitzer-form-dealer-0").selected  # Anna deals the first hand
    ctx.add_entry(as_row("hand", hand("p0", "normal", ("p1", "p3"), 5, 72)))  # on another phone
    root = PLUGIN.build_sheet(ctx)
    assert by_id(root, "spitzer-form-dealer-1").selected  # now Ben deals


@pytest.mark.parametrize("lang", ["en", "de"])
def test_earlier_games_stay_folded_under_their_heading(lang: str) -> None:
    """Game 1's hands are not lost once game 2 starts: its heading names its winner and
    payout, and a tap opens its hands (and closes them again)."""
    ctx = FakeContext(make_session(), lang=lang)
    ctx.add_entry(as_row("new_game", {"start": {"p0": 36, "p1": 0, "p2": 0, "p3": 0}}))
    ctx.add_entry(as_row("hand", hand("p3", "zola", ("p0",), 5, 72)))
    first = ctx.session.entries[-1].id
    ctx.add_entry(as_row("new_game", {"start": None}))
    ctx.add_entry(as_row("hand", hand("p0", "normal", ("p1", "p2"), 5, 72)))
    root = PLUGIN.build_sheet(ctx)
    heading = {"en": "Game 1: Anna won with 54", "de": "Spiel 1: Anna gewann mit 54"}[lang]
    assert any(text.startswith(heading) for text in texts(by_id(root, "spitzer-earlier-1")))
    assert f"spitzer-row-{first}" not in ids(root)
    tap(root, "spitzer-earlier-1")
    assert f"spitzer-result-{first}" in ids(root)
    tap(root, "spitzer-earlier-1")
    assert f"spitzer-row-{first}" not in ids(root)
    assert not ctx.missing
