"""The Spitzweg score sheet's view-model: rows, targets, markers, totals, winners."""

from __future__ import annotations

from datetime import datetime
from typing import Any

import pytest

from companion.games import outcome as session_outcome
from companion.games.spitzweg import PLUGIN
from companion.games.spitzweg.row_form import RowForm
from companion.games.spitzweg.sheet_model import SpitzwegSheet
from companion.i18n import Translator, say
from companion.models import Entry, Session
from tests.companion.games.spitzweg.conftest import FakeContext, make_session
from tests.companion.games.spitzweg.layouts import CARL_BEFORE, CARL_TURN, editor_with
from tests.rows import as_row


def plain(key: str, **params: Any) -> str:
    return key + "|" + ",".join(f"{k}={v}" for k, v in sorted(params.items()))


def with_rows(session: Session, *rows: tuple[str, dict[str, Any]]) -> Session:
    entries = tuple(Entry(id=f"e{i}", kind=kind, data=data, at=datetime(2024, 1, 1))
                    for i, (kind, data) in enumerate(rows, 1))
    return session.model_copy(update={"entries": entries})


def sums(scores: list[int], closer: str | None = None, **more: Any) -> tuple[str, dict]:
    return ("exhibition", {"source": "sums", "scores": {f"p{i}": s for i, s in
                                                         enumerate(scores)},
                           "closer": closer, **more})


def carl_row() -> tuple[str, dict[str, Any]]:
    editor = editor_with(CARL_BEFORE, CARL_TURN, index=2)
    return ("exhibition", editor.sheet_entry())


def test_carl_grid_row_gives_60_30_18_30(session: Session) -> None:
    sheet = SpitzwegSheet(with_rows(session, sums([20, 10, 28, 0], "p2"), carl_row()), plain)
    row = sheet.games[0].rows[1]
    assert row.valid and row.source == "grid" and row.target == 15 and row.number == 2
    # Seats: Anna yellow, Ben white, Carl grey, Dora purple.
    assert row.scores == {"p0": 30, "p1": 18, "p2": 60, "p3": 30}
    assert (row.closer, row.overflow, row.deduction) == ("p2", "B2", 2)
    explanation = row.explanations["p2"]
    assert explanation.rules == ("SPW-SCORE-1", "SPW-SCORE-2", "SPW-SCORE-4", "SPW-SCORE-3")
    assert any("B1 1" in line and "B2" not in line for line in explanation.lines)
    assert explanation.lines[-1] == "spitzweg.explain.result|points=60"
    assert sheet.games[0].totals == {"p0": 50, "p1": 28, "p2": 88, "p3": 30}


def test_carl_grid_row_in_the_first_slot_breaks_the_target(session: Session) -> None:
    sheet = SpitzwegSheet(with_rows(session, carl_row()), plain)
    row = sheet.games[0].rows[0]
    assert not row.valid and row.violations[0].rule == "SPW-VAL-9"
    assert sheet.games[0].totals == dict.fromkeys(("p0", "p1", "p2", "p3"), 0)


def test_sums_rows_targets_markers_and_final_with_hand_row(session: Session) -> None:
    sheet = SpitzwegSheet(with_rows(
        session,
        sums([30, 12, 40, 0], "p0", overflow="B3"),
        sums([10, 60, 0, 5], "p1"),
        sums([25, 12, 0, 3], final=True),
        ("hand", {"penalty": {"p0": 7, "p1": 0, "p2": 2, "p3": 0}})), plain)
    game = sheet.games[0]
    assert [row.target for row in game.rows] == [14, 15, 16, None]
    first = game.rows[0]
    assert (first.closer, first.overflow, first.deduction) == ("p0", "B3", 3)
    assert "SPW-SCORE-3" in first.explanations["p0"].rules
    assert "SPW-SCORE-3" not in first.explanations["p1"].rules
    assert "SPW-SCORE-5" in game.rows[2].explanations["p0"].rules
    assert game.totals == {"p0": 58, "p1": 84, "p2": 38, "p3": 8}
    assert game.complete and game.winners == ("p1",)
    assert sheet.winners() == ("p1",) and sheet.complete()
    assert game.explanation("p0").lines[-1] == "spitzweg.explain.total|points=58"
    assert game.explanation("p0").rules == ("SPW-SCORE-7",)


def test_tie_is_a_shared_win(session: Session) -> None:
    sheet = SpitzwegSheet(with_rows(session, sums([10, 10, 4, 0], final=True),
                                    ("hand", {"penalty": {}})), plain)
    assert sheet.winners() == ("p0", "p1")


def test_open_game_has_a_leader_but_no_winner(session: Session) -> None:
    sheet = SpitzwegSheet(with_rows(session, sums([30, 12, 40, 0], "p2")), plain)
    assert sheet.games[0].winners == ("p2",) and not sheet.games[0].complete
    assert sheet.winners() == () and not sheet.complete()
    assert sheet.next_slot() == (1, 2)


@pytest.mark.parametrize(("rows", "rule"), [
    ([sums([1, 2, 3, 4])], "SPW-CLOSE-1"),
    ([sums([1, 2, 3, 4], "p0", final=True)], "SPW-SCORE-3"),
    ([sums([2, -2, 3, 4], "p0")], "SPW-SCORE-8"),
    ([sums([1, 2, 3, 4], "p9")], "SPW-VAL-1"),
    ([sums([1, 2, 3, 4], None, overflow="R2", final=True)], "SPW-VAL-8"),
    ([("hand", {"penalty": {"p0": 3}})], "SPW-VAL-10"),
    ([sums([1, 1, 1, 1], final=True), sums([1, 1, 1, 1], "p0")], "SPW-END-5"),
    ([("exhibition", {"source": "sums", "scores": "lots"})], "SPW-VAL"),
    ([("exhibition", {"source": "sums", "scores": {}, "overflow": "X11"})], "SPW-VAL-2"),
    ([("exhibition", {"source": "sums", "scores": {}, "closer": "p0", "pad_game": 2})],
     "SPW-SETUP-1"),
    ([("exhibition", {"source": "grid", "target": 14, "cells": "x"})], "SPW-VAL"),
    ([("bonus", {})], "SPW-VAL"),
])
def test_a_stored_row_that_does_not_validate_is_marked_not_counted(
        session: Session, rows, rule: str) -> None:
    sheet = SpitzwegSheet(with_rows(session, *rows), plain)
    row = sheet.games[0].rows[-1]
    assert not row.valid and row.violations[0].rule == rule
    assert sum(sheet.games[0].totals.values()) == sum(
        sum(r.scores.values()) for r in sheet.games[0].rows[:-1] if r.valid)


def test_grid_row_layout_faults_are_warnings_and_still_scored(session: Session) -> None:
    editor = editor_with(CARL_BEFORE, CARL_TURN, index=2)
    data = editor.sheet_entry()
    # Swap the yellow 8 for a red 8 at (6,0): the yellow run breaks, the score still counts.
    data["cells"] = [dict(c, card="R3") if (c["x"], c["y"]) == (6, 0) else c
                     for c in data["cells"]]
    sheet = SpitzwegSheet(with_rows(session, sums([0, 0, 0, 0], "p0"),
                                    ("exhibition", data)), plain)
    row = sheet.games[0].rows[1]
    assert row.valid and row.warnings and row.warnings[0].rule == "SPW-PLACE-3"
    assert row.scores["p2"] == 2 * (7 + 7 + 9 + 3 + 1 - 2)


def test_two_player_pad_plays_two_games_on_one_sheet() -> None:
    session = make_session(colours=("yellow", "purple"), names=("Anna", "Ben"))
    rows = [sums([20, 16], "p0"), sums([5, 9], final=True), ("hand", {"penalty": {"p0": 4}}),
            ("exhibition", {"source": "sums", "scores": {"p0": 3, "p1": 30}, "closer": "p1",
                            "pad_game": 2})]
    sheet = SpitzwegSheet(with_rows(session, *rows), plain)
    assert len(sheet.games) == 2
    one, two = sheet.games
    assert [row.target for row in one.rows] == [8, 9, None]
    assert [row.target for row in two.rows] == [8]
    assert one.complete and one.winners == ("p1",) and one.totals == {"p0": 21, "p1": 25}
    assert not two.complete and not sheet.complete()
    assert sheet.next_slot() == (2, 2)
    assert sheet.totals() == {"p0": 24, "p1": 55}


def test_seats_without_colours_take_free_token_colours() -> None:
    session = make_session(colours=("grey", None, None), names=("A", "B", "C"))  # type: ignore[arg-type]
    sheet = SpitzwegSheet(session, plain)
    assert sheet.colours == {"p0": "grey", "p1": "yellow", "p2": "white"}


# --- the row form -----------------------------------------------------------------------------

def test_row_form_new_row_validates_through_the_sheet(ctx: FakeContext) -> None:
    sheet = SpitzwegSheet(ctx.session, plain)
    form = RowForm.new(sheet)
    assert form.violations()[0].rule == "SPW-CLOSE-1"
    form.step("p2", 5)
    form.step("p2", 55)
    form.set_closer("p2")
    form.set_overflow("B", 2)
    assert form.violations() == ()
    assert form.data() == {"source": "sums", "pad_game": 1, "scores": {
        "p0": 0, "p1": 0, "p2": 60, "p3": 0}, "closer": "p2", "overflow": "B2", "final": False}
    form.set_overflow("Y")
    assert form.overflow == "Y2"
    form.set_final(True)  # it closed, and nobody could open the next (SPW-END-6)
    assert (form.closer, form.overflow, form.final) == ("p2", "Y2", True)
    assert form.violations() == () and form.preview().closing is not None
    form.set_closer(None)
    assert (form.closer, form.overflow) == (None, None)


def test_row_form_edits_a_row_in_its_place(ctx: FakeContext) -> None:
    ctx.add_entry(as_row(*sums([10, 0, 0, 0], "p0")))
    ctx.add_entry(as_row(*sums([0, 12, 0, 0], final=True)))
    sheet = SpitzwegSheet(ctx.session, plain)
    form = RowForm.edit(sheet, ctx.session.entries[0])
    assert form.closer == "p0" and form.scores["p0"] == 10
    form.set_final(True)
    assert form.violations() == () and form.preview().final and form.preview().number == 1
    ctx.update_entry(form.editing or "", form.row())
    later = SpitzwegSheet(ctx.session, plain).games[0].rows[1]
    assert later.violations[0].rule == "SPW-END-5", "a row after the final one is marked"
    hand = RowForm.new(sheet, "hand")
    hand.step("p1", -3)
    assert hand.scores["p1"] == 0, "points lost never go below 0"
    hand.step("p1", 6)
    assert hand.violations() == ()
    assert hand.data() == {"pad_game": 1, "penalty": {"p0": 0, "p1": 6, "p2": 0, "p3": 0}}


# --- the plugin ------------------------------------------------------------------------------

def test_plugin_info_and_options_match_the_rules_file() -> None:
    info = PLUGIN.info
    assert (info.game, info.min_players, info.max_players) == ("spitzweg", 2, 4)
    assert info.colours == ("yellow", "white", "grey", "purple")
    assert {o.name: o.default for o in info.options} == {
        "rotated_box": False, "start_card_needs_line": True, "overflow_net_zero": False,
        "exact_close_required": False, "joker_identity_must_exist": False,
        "tie_break": "shared"}
    assert [tool.id for tool in PLUGIN.referee_tools()] == ["exhibition"]


def test_plugin_outcome_and_history_lines(session: Session) -> None:
    played = with_rows(session, sums([20, 10, 28, 0], "p2"), carl_row(),
                       sums([1, 2, 3, 4], final=True), ("hand", {"penalty": {"p3": 4}}))
    outcome = session_outcome(played)
    assert outcome.last.totals == {"p0": 51, "p1": 30, "p2": 91, "p3": 30}
    assert outcome.last.winners == ("p2",) and outcome.last.complete
    english = Translator("en").t
    assert say(PLUGIN.describe_entry(played.entries[1], played), english) == (
        "Exhibition 2 (15): Anna 30, Ben 18, Carl 60 x2, Dora 30")
    assert say(PLUGIN.describe_entry(played.entries[3], played), english).startswith(
        "Cards in hand: Anna -0")


def test_overflow_net_zero_house_rule_reaches_grid_rows() -> None:
    session = make_session(options={"overflow_net_zero": True})
    sheet = SpitzwegSheet(with_rows(session, sums([0, 0, 0, 0], "p0"), carl_row()), plain)
    assert sheet.games[0].rows[1].scores["p2"] == 64


def test_cards_in_hand_open_on_the_game_that_just_ended() -> None:
    """2-player pad: game 1 ended with a closed exhibition (SPW-END-6); its cards-in-hand
    row goes to game 1, with no SPW-VAL-10, and then game 1 is over."""
    two = make_session(colours=("yellow", "white"), names=("Dora", "Emil"))
    rows = (sums([54, 12], "p0", overflow="R4"), sums([0, 40], "p1", final=True))
    sheet = SpitzwegSheet(with_rows(two, *rows), plain)
    hand = RowForm.new(sheet, "hand")
    assert hand.pad_game == 1 and hand.violations() == ()
    assert RowForm.new(sheet).pad_game == 2, "the next exhibition row goes to game 2"
    done = SpitzwegSheet(with_rows(two, *rows, ("hand", hand.data())), plain)
    assert done.games[0].complete and done.games[0].winners == ("p0",)
    final = done.games[0].rows[1]
    assert "SPW-END-6" in final.explanations["p1"].rules
    assert final.closing is not None and (final.closing.points, final.closing.score) == (20, 40)
