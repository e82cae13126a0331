"""The exhibition editor's view-model against the rules file's examples (§12)."""

from __future__ import annotations

import flet as ft
import pytest

from companion.games.spitzweg.referee_editor_model import ExhibitionEditor
from companion.games.spitzweg.referee_editor_view import EditorView
from companion.games.spitzweg.referee_grid import ExhibitionGrid
from companion.games.spitzweg.widgets import CARD_HEIGHT, card_face
from scorers.common.models import Violation
from tests.companion.games.fakes import by_id, tap, texts, walk
from tests.companion.games.spitzweg.conftest import FakeContext, make_session
from tests.companion.games.spitzweg.layouts import (
    CARL_BEFORE,
    CARL_TURN,
    RED_ROW,
    SEATED,
    TEN_SET,
    editor_with,
)
from tests.rows import as_row

TV30_TURN = (((6, 1), "R2"), ((4, 0), "B10"), ((4, 2), "B10"), ((4, 3), "Y10"),
             ((3, 3), "Y9"), ((2, 3), "Y8"))
TV31_BEFORE = (*RED_ROW, *TEN_SET)
TV32_STEP1 = (((2, 2), "B8"), ((2, 3), "G8"))

# (id, before, turn in order, expected ok, expected {rule: highlighted cells})
ILLUSTRATIONS = [
    ("TV-30a full turn", RED_ROW, TV30_TURN, True, {}),
    ("TV-30b two blue 10s", RED_ROW, (((4, 0), "B10"), ((4, 2), "B10")), True, {}),
    ("TV-30c yellow 9 alone", RED_ROW, tuple(m for m in TV30_TURN if m[1] != "Y8"), False,
     {"SPW-PLACE-8": {(3, 3)}}),
    ("TV-30d one blue 10", RED_ROW, (((4, 0), "B10"),), False, {"SPW-PLACE-8": {(4, 0)}}),
    ("TV-30e yellow pair right", RED_ROW,
     (*TV30_TURN[:4], ((5, 3), "Y9"), ((6, 3), "Y8")), True, {}),
    ("TV-31 grey 9 above, blue 9 below", TV31_BEFORE, (((3, 0), "G9"), ((3, 2), "B9")),
     True, {}),
    ("TV-31 negative: blue 10 above", (*RED_ROW, *TEN_SET[:2], ((4, 0), "B10", "purple")),
     (((3, 0), "G9"), ((3, 2), "B9")), False,
     {"SPW-PLACE-3": {(3, 0), (4, 0)}}),
    ("TV-32 step 1", TV31_BEFORE, TV32_STEP1, True, {}),
    ("TV-32 both steps", TV31_BEFORE, (*TV32_STEP1, ((3, 2), "B9")), True, {}),
    ("TV-33a blue 10", RED_ROW, (((4, 2), "B10"),), False, {"SPW-PLACE-8": {(4, 2)}}),
    ("TV-33b yellow 9", RED_ROW, (((3, 0), "Y9"),), False, {"SPW-PLACE-8": {(3, 0)}}),
    ("TV-33c yellow 9 and 8", RED_ROW, (((3, 0), "Y9"), ((2, 0), "Y8")), False,
     {"SPW-PLACE-8": {(3, 0), (2, 0)}}),
    ("TV-33d blue 10 and yellow 9", RED_ROW, (((4, 2), "B10"), ((3, 0), "Y9")), False,
     {"SPW-PLACE-8": {(4, 2), (3, 0)}}),
    ("TV-33e control", RED_ROW, (((3, 0), "Y9"), ((2, 0), "Y8"), ((4, 0), "Y10")), True, {}),
    ("TV-34a grey 9 beside yellow 10", TV31_BEFORE[:-1],
     (((3, 2), "B9"), ((3, 3), "G9")), False, {"SPW-PLACE-3": {(3, 3), (4, 3)}}),
    ("TV-34b yellow 9 instead", TV31_BEFORE[:-1], (((3, 2), "B9"), ((3, 3), "Y9")), True, {}),
]


@pytest.mark.parametrize(("before", "turn", "ok", "faults"),
                         [case[1:] for case in ILLUSTRATIONS],
                         ids=[case[0] for case in ILLUSTRATIONS])
def test_illustration_turns_give_the_verdict_and_highlight_the_cells(
        before, turn, ok, faults) -> None:
    editor = editor_with(before, turn, player="yellow")
    result = editor.check_turn()
    assert result.ok is ok, result.violations
    found: dict[str, set[tuple[int, int]]] = {}
    for violation in result.violations:
        found.setdefault(violation.rule, set()).update(violation.cells or ())
    assert found == faults
    assert editor.highlighted() == set().union(*faults.values())


def test_carl_turn_is_legal_closes_and_names_the_blue_2_as_overflow() -> None:
    editor = editor_with(CARL_BEFORE, CARL_TURN, index=2)
    assert editor.target == 15
    result = editor.check_turn()
    assert (result.ok, result.count, result.closes, result.overflow) == (True, 16, True, (6, 3))
    assert editor.check_layout().ok


def test_the_lone_blue_1_at_the_blue_10_breaks_spw_place_8() -> None:
    before = (*CARL_BEFORE, ((5, 0), "Y9", "grey"), ((6, 0), "Y8", "grey"))
    editor = editor_with(before, (((5, 3), "B1"),), index=2)
    result = editor.check_turn()
    assert not result.ok
    assert [(v.rule, v.cells) for v in result.violations] == [("SPW-PLACE-8", ((5, 3),))]
    assert editor.highlighted() == {(5, 3)}
    assert editor.cell_violations((5, 3))[0].rule == "SPW-PLACE-8"
    assert editor.cell_violations((4, 3)) == []


def test_carl_exhibition_scores_60_30_18_30() -> None:
    editor = editor_with(CARL_BEFORE, CARL_TURN, index=2)
    answer = editor.score(SEATED)
    assert not isinstance(answer, Violation)
    assert answer.scores == {"grey": 60, "yellow": 30, "white": 18, "purple": 30}
    assert editor.closer() == "grey"
    entry = editor.sheet_entry()
    assert entry["overflow"] == {"x": 6, "y": 3}
    assert (entry["closer"], entry["target"], entry["final"]) == ("grey", 15, False)
    assert len(entry["cells"]) == 16


def test_overflow_needs_the_last_card_marked_as_this_turn() -> None:
    cards = (*CARL_BEFORE, *(((x, y), card, "grey") for (x, y), card in CARL_TURN))
    editor = editor_with(cards, index=2)
    answer = editor.score(SEATED)
    assert isinstance(answer, Violation) and answer.rule == "SPW-VAL-8"


def test_hints_show_the_closing_move_with_the_blue_pair() -> None:
    before = (*CARL_BEFORE, ((5, 0), "Y9", "grey"), ((6, 0), "Y8", "grey"))
    editor = editor_with(before, index=2)
    editor.hand = ["B1", "B2", "R3"]
    hints = editor.find_hints()
    assert not isinstance(hints, Violation)
    assert editor.can_close()
    closing = [h for h in hints if h.closing]
    assert [(p.x, p.y, p.card) for p in closing[0].placements] == [(5, 3, "B1"), (6, 3, "B2")]
    assert hints[0].closing, "closing turns come first"
    assert {(5, 3), (6, 3)} <= editor.hint_cells()


def test_a_previewed_hint_can_be_laid_and_then_checks_legal() -> None:
    before = (*CARL_BEFORE, ((5, 0), "Y9", "grey"), ((6, 0), "Y8", "grey"))
    editor = editor_with(before, index=2)
    editor.hand = ["B1", "B2", "R3"]
    editor.find_hints()
    editor.preview_at((6, 3))
    assert editor.preview_cards() == {(5, 3): "B1", (6, 3): "B2"}
    editor.take_preview()
    assert editor.hand == ["R3"]
    assert [(pos, c.card, c.turn) for pos, c in editor.grid.turn_cells()] == [
        ((5, 3), "B1", 1), ((6, 3), "B2", 2)]
    assert editor.check_turn().ok


def test_the_coach_lays_the_best_turn_in_one_tap_carl() -> None:
    """SPW-TV-40: grey holds B1, B2, R3 with Y9, Y8 already down (31 points on the table).
    The best turn is the blue pair, B2 last as the overflow card: (31 + 1 - 2) × 2 = 60."""
    before = (*CARL_BEFORE, ((5, 0), "Y9", "grey"), ((6, 0), "Y8", "grey"))
    editor = editor_with(before, index=2)
    editor.hand = ["B1", "B2", "R3"]
    coached = editor.lay_best()
    assert coached is not None and not isinstance(coached, Violation)
    assert (coached.points, coached.gain, coached.before) == (60, 29, 31)
    assert editor.hand == ["R3"]
    assert [(pos, c.card) for pos, c in editor.grid.turn_cells()] == [((5, 3), "B1"),
                                                                      ((6, 3), "B2")]
    assert editor.check_turn().ok
    scored = editor.score()
    assert not isinstance(scored, Violation) and scored.scores["grey"] == 60
    hints = editor.hints or ()
    assert editor.best is not None and hints[editor.best].points == 60
    assert all(h.points is not None and h.points <= 60 for h in hints)


def test_the_coach_says_pass_without_a_legal_turn() -> None:
    editor = editor_with(RED_ROW, player="yellow")
    editor.hand = ["G3", "Y4"]
    assert editor.lay_best() is None and editor.coached is False
    assert not editor.grid.turn_cells()


def test_no_hints_with_a_hand_that_fits_nowhere() -> None:
    editor = editor_with(RED_ROW, player="yellow")
    editor.hand = ["G3", "Y4"]
    assert editor.find_hints() == ()
    assert not editor.can_close()


def test_check_turn_without_marked_cards_says_what_to_do_instead_of_a_verdict() -> None:
    editor = editor_with(RED_ROW)
    result = editor.check_turn()
    assert result.advice == "spitzweg.editor.advice_start_turn"
    assert result.violations == () and editor.highlighted() == set()
    assert editor.verdict_text(lambda key, **kw: key, str) == "", "nothing to copy"
    editor.grid.start_turn("white")
    assert editor.check_turn().advice == "spitzweg.editor.advice_turn_cards"


def test_an_impossible_grid_is_a_verdict_with_its_val_rule() -> None:
    editor = editor_with(RED_ROW, (((0, 0), "R6"), ((1, 0), "R6")), player="yellow")
    result = editor.check_turn()
    assert not result.ok and result.violations[0].rule == "SPW-VAL-3"
    layout = editor.check_layout()
    assert layout.violations[0].rule == "SPW-VAL-3"


def test_targets_follow_players_and_exhibition() -> None:
    editor = ExhibitionEditor(players=2, index=1)
    assert editor.target == 8
    editor.set_players(3)
    editor.set_index(3)
    assert editor.target == 16
    editor.set_target(14)
    assert editor.index == 1
    editor.set_players(5)
    editor.set_index(0)
    assert (editor.players, editor.index) == (3, 1)


def test_verdict_text_names_each_rule_with_its_text() -> None:
    before = (*CARL_BEFORE, ((5, 0), "Y9", "grey"), ((6, 0), "Y8", "grey"))
    editor = editor_with(before, (((5, 3), "B1"),), index=2)
    editor.check_turn()
    text = editor.verdict_text(lambda key, **kw: key, lambda rule: f"text of {rule}")
    assert "spitzweg.editor.illegal" in text
    assert "SPW-PLACE-8: text of SPW-PLACE-8" in text
    assert "5,3: spitzweg.colour_short.B1 (spitzweg.token_name.grey)" in text
    german = FakeContext(None, lang="de")
    editor.check_turn()
    assert "5,0: Ge9 (Grauer Stein)" in editor.verdict_text(german.t, str)


def test_saved_layout_reopens_identically() -> None:
    editor = editor_with(CARL_BEFORE, CARL_TURN, index=2)
    editor.hand = ["R3"]
    data = editor.to_data()
    other = ExhibitionEditor()
    other.load(data)
    assert other.to_data() == data
    assert other.check_turn().overflow == (6, 3)


# --- the grid: picker, turn order, limit ---------------------------------------------------

def test_picker_puts_a_card_on_an_open_neighbour_only() -> None:
    grid = ExhibitionGrid(player="white")
    assert grid.state((0, 0)) == "open" and grid.state((1, 0)) == "blank"
    grid.tap((0, 0))
    grid.pick(letter="B", value=7)
    grid.confirm()
    assert grid.cells[(0, 0)].card == "B7" and grid.cells[(0, 0)].owner == "white"
    assert grid.cells[(0, 0)].turn == 0, "a card lying before the turn"
    grid.tap((2, 0))
    assert grid.picker is None, "not a neighbour"
    grid.tap((1, 0))
    grid.pick(joker=True)
    grid.confirm()
    assert grid.cells[(1, 0)].card == "J" and grid.cells[(1, 0)].owner is None


def test_cards_before_the_turn_keep_the_last_token_and_turn_cards_are_the_players() -> None:
    grid = ExhibitionGrid(player="grey")
    grid.tap((0, 0))
    assert grid.picker is not None and not grid.picker.turn, "first the cards lying before"
    assert grid.picker.owner == "grey"
    grid.pick(owner="white")
    grid.pick_card("Y6")
    assert grid.picker is None, "one tap on the card puts it"
    grid.tap((1, 0))
    assert grid.picker is not None
    assert (grid.picker.owner, grid.picker.turn) == ("white", False)
    grid.pick_card("Y7")
    grid.start_turn("purple")
    grid.tap((2, 0))
    assert grid.picker is not None and grid.picker.turn
    assert grid.picker.owner == "purple", "this turn's cards carry the judged player's token"
    grid.pick_card("Y8")
    grid.tap((0, 0))  # editing a card leaves the turn's order alone
    grid.pick(owner=None)
    grid.pick_card("B6")
    assert [(pos, c.card, c.owner, c.turn) for pos, c in sorted(grid.cells.items())] == [
        ((0, 0), "B6", None, 0), ((1, 0), "Y7", "white", 0), ((2, 0), "Y8", "purple", 1)]
    grid.before_turn()
    grid.tap((3, 0))
    assert grid.picker is not None and not grid.picker.turn


def test_picker_edits_and_removes_a_card_and_renumbers_the_turn() -> None:
    grid = ExhibitionGrid(player="grey")
    for x, card in enumerate(("R1", "R2", "R3")):
        grid.put((x, 0), card, "grey", turn=True)
    grid.tap((0, 0))
    assert grid.picker is not None and grid.picker.editing and grid.picker.turn
    grid.remove()
    assert [(pos, c.turn) for pos, c in grid.turn_cells()] == [((1, 0), 1), ((2, 0), 2)]
    grid.tap((2, 0))
    grid.pick(value=9, turn=False)
    grid.confirm()
    assert grid.cells[(2, 0)].card == "R9" and grid.cells[(2, 0)].turn == 0


def test_the_8x5_limit_closes_cells_beyond_it() -> None:
    grid = ExhibitionGrid()
    for x in range(8):
        grid.put((x, 0), f"R{x + 1}", "yellow")
    assert grid.box() == (8, 1)
    assert grid.state((8, 0)) == "limit" and grid.state((-1, 0)) == "limit"
    assert grid.state((3, 1)) == "open"
    assert grid.window() == (-1, -1, 8, 1)
    rotated = ExhibitionGrid(rotated_box=True)
    for y in range(5):
        rotated.put((0, y), f"B{y + 1}", "yellow")
    assert rotated.state((0, 5)) == "open"
    assert ExhibitionGrid().window() == (0, 0, 0, 0)


def test_changing_the_judged_player_moves_the_turn_tokens() -> None:
    grid = ExhibitionGrid(player="grey")
    grid.put((0, 0), "R1", "white")
    grid.put((1, 0), "R2", "grey", turn=True)
    grid.put((2, 0), "J", "grey", turn=True)
    grid.set_player("purple")
    assert [c.owner for c in grid.cells.values()] == ["white", "purple", None]


@pytest.mark.parametrize(("painting", "ok"), [("R5", True), ("B5", False)])
def test_a_painting_put_on_a_lying_joker_replaces_it(painting: str, ok: bool) -> None:
    """SPW-TV-61 (SPW-JOKER-4): R4 J R6, R5 on the Joker's cell is legal; B5 breaks
    SPW-PLACE-3. The Joker stays in the exhibition before the turn."""
    editor = editor_with((((0, 0), "R4", "white"), ((1, 0), "J", None),
                          ((2, 0), "R6", "white")), player="yellow")
    grid = editor.grid
    grid.tap((1, 0))
    grid.pick(letter=painting[0], value=int(painting[1:]), turn=True)
    grid.confirm()
    assert grid.cells[(1, 0)].replaced and grid.cells[(1, 0)].owner == "yellow"
    assert [c.card for c in grid.exhibition(before_turn=True)] == ["R4", "J", "R6"]
    result = editor.check_turn()
    assert result.ok is ok, result.violations
    assert result.count == 3
    if not ok:
        assert "SPW-PLACE-3" in {v.rule for v in result.violations}
    again = ExhibitionGrid.from_data(grid.to_data())
    assert again.exhibition(before_turn=True) == grid.exhibition(before_turn=True)


def test_a_joker_corrected_outside_the_turn_is_no_replacement() -> None:
    editor = editor_with((((0, 0), "R4", "white"), ((1, 0), "J", None)))
    editor.grid.tap((1, 0))
    editor.grid.pick(letter="R", value=5, turn=False)
    editor.grid.confirm()
    assert not editor.grid.cells[(1, 0)].replaced
    assert [c.card for c in editor.grid.exhibition(before_turn=True)] == ["R4", "R5"]


# --- the disputed placement by taps: the steps are counted (issue: at most 15) ----------------

DISPUTE = (("spw-cell-0-0", "spw-pick-R5"), ("spw-cell-1-0", "spw-pick-R6"),
           ("spw-cell-2-0", "spw-pick-R7"),
           ("spw-cell-0-1", "spw-picker-owner-white", "spw-pick-Y5"),
           ("spw-cell-0-2", "spw-pick-B5"),
           ("spw-turn-grey",), ("spw-cell-1-2", "spw-pick-B6"), ("spw-check-turn",))
"""Anna (yellow) opened R5 R6 R7, Ben (white) laid Y5 B5 under the R5; Cleo (grey) then put
a lone B6 beside the B5: a line of two only (SPW-PLACE-8)."""


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_disputed_placement_is_judged_in_at_most_15_taps(lang: str) -> None:
    ctx = FakeContext(make_session(names=("Anna", "Ben", "Cleo"),
                                   colours=("yellow", "white", "grey")), lang=lang)
    view = EditorView(ctx)
    steps = [step for group in DISPUTE for step in group]
    for step in steps:
        tap(view.root, step)
    assert len(steps) <= 15
    grid = view.editor.grid
    assert [(pos, c.card, c.owner, c.turn) for pos, c in sorted(grid.cells.items())] == [
        ((0, 0), "R5", "yellow", 0), ((0, 1), "Y5", "white", 0), ((0, 2), "B5", "white", 0),
        ((1, 0), "R6", "yellow", 0), ((1, 2), "B6", "grey", 1), ((2, 0), "R7", "yellow", 0)]
    result = view.editor.result
    assert result is not None and not result.ok
    assert [(v.rule, v.cells) for v in result.violations] == [("SPW-PLACE-8", ((1, 2),))]
    assert "SPW-PLACE-8: <SPW-PLACE-8 text>" in texts(view.root)
    assert not ctx.missing


def test_check_turn_before_any_turn_card_shows_what_to_do(ctx: FakeContext) -> None:
    view = EditorView(ctx)
    for step in DISPUTE[0]:
        tap(view.root, step)
    tap(view.root, "spw-check-turn")
    shown = texts(view.root)
    assert "Not legal" not in shown
    assert any("Tap whose turn it is" in text for text in shown)


def test_the_layout_is_kept_when_the_editor_is_left_and_opened_again(
        ctx: FakeContext) -> None:
    view = EditorView(ctx)
    for group in DISPUTE[:6]:
        for step in group:
            tap(view.root, step)
    again = EditorView(ctx)
    assert again.editor.grid.to_data() == view.editor.grid.to_data()
    assert again.editor.grid.turn_mode and again.editor.grid.player == "grey"
    other = EditorView(FakeContext(None))
    assert not other.editor.grid.cells, "another context (tab) has its own layout"


def test_a_kept_layout_takes_the_next_exhibition_once_a_row_was_added(
        ctx: FakeContext) -> None:
    view = EditorView(ctx)
    for step in DISPUTE[0]:
        tap(view.root, step)
    assert view.editor.target == 14
    ctx.add_entry(as_row("exhibition", {"source": "sums", "scores": {"p0": 4}, "closer": "p0",
                                 "overflow": None, "final": False}))
    again = EditorView(ctx)
    assert again.editor.target == 15, "exhibition 2 is next now"
    assert again.editor.grid.cells[(0, 0)].card == "R5", "the layout is still there"


def test_german_cards_read_ge_and_gr_and_tokens_never_read_like_a_card_colour() -> None:
    """Issue 17, item 4: a German reads a bare G as Gelb; tokens are named by player (or
    "Gelber Stein" without a session), never by the bare colour word of a card."""
    for session in (make_session(), None):
        ctx = FakeContext(session, lang="de")
        view = EditorView(ctx)
        for cell, card in (("spw-cell-0-0", "Y5"), ("spw-cell-1-0", "G5")):
            tap(view.root, cell)
            tap(view.root, f"spw-pick-{card}")
        faces = [texts(by_id(view.root, f"spw-cell-{x}-0")) for x in (0, 1)]
        initial = ["A"] if session else []  # Anna's token carries her initial
        assert faces == [[*initial, "5", "Ge"], [*initial, "5", "Gr"]]
        tap(view.root, "spw-cell-2-0")
        owners = {by_id(view.root, f"spw-picker-owner-{colour}").label.value
                  for colour in ("yellow", "grey")}
        assert owners == ({"Anna", "Carl"} if session else {"Gelber Stein", "Grauer Stein"})
        assert not owners & {"Gelb", "Grau", "G", "Y"}
        assert not ctx.missing


def test_the_turn_badge_and_token_sit_above_the_value_not_on_it() -> None:
    """Issue 17, item 11: the turn order badge covered a card's value. The badge and the
    token now share a strip above the value; nothing is layered (no Stack) on the face."""
    face = card_face("B10", "grey", letter="B", turn=2, initial="C")
    assert not [c for c in walk(face) if isinstance(c, ft.Stack)]
    strip, middle = face.content.controls  # type: ignore[attr-defined]
    assert texts(strip) == ["2", "C"] and texts(middle) == ["10", "B"]
    assert face.height == CARD_HEIGHT  # type: ignore[attr-defined]
