"""The Spitzweg screens build against a FakeContext and carry tappable test ids.

Controls are plain objects: the trees are built and their zero-argument handlers called
directly, exactly what a tap does, without a page (no update() is ever needed).
"""

from __future__ import annotations

import pytest

from companion.games.kit import ERROR
from companion.games.spitzweg import PLUGIN
from companion.games.spitzweg.referee_editor_view import EditorView, build_editor
from companion.games.spitzweg.sheet_view import SheetView
from tests.companion.games.fakes import by_id, ids, tap, texts
from tests.companion.games.spitzweg.conftest import FakeContext, make_session
from tests.companion.games.spitzweg.layouts import CARL_BEFORE, CARL_TURN, editor_with
from tests.rows import as_row

EXHIBITION_ONE = {"source": "sums", "scores": {"p0": 20, "p1": 10, "p2": 28, "p3": 0},
                  "closer": "p2", "overflow": None, "final": False}


def carl_view(ctx: FakeContext) -> EditorView:
    view = EditorView(ctx)
    view.editor = editor_with(CARL_BEFORE, index=2)
    view.render()
    return view


@pytest.mark.parametrize("lang", ["en", "de"])
def test_sheet_builds_with_every_kind_of_row(lang: str) -> None:
    ctx = FakeContext(make_session(), lang=lang)
    ctx.add_entry(as_row("exhibition", EXHIBITION_ONE))
    ctx.send_to_sheet(as_row("exhibition", {**editor_with(CARL_BEFORE, CARL_TURN, index=2)
                                     .sheet_entry(), "pad_game": 1}))
    ctx.add_entry(as_row("exhibition", {"source": "sums", "scores": {}, "final": True}))
    ctx.add_entry(as_row("hand", {"penalty": {"p0": 3}}))
    ctx.add_entry(as_row("exhibition", {"broken": True}))
    root = PLUGIN.build_sheet(ctx)
    found = ids(root)
    assert {"spw-add-row", "spw-add-hand", "spw-total-1-0", "spw-winner-1",
            "spw-score-e2-2", "spw-target-e1", "spw-edit-e1"} <= found
    shown = texts(root)
    assert "60" in shown and "★ 88" in shown and "−3" in shown
    assert any(text.startswith("SPW-VAL:") for text in shown), "the broken row is marked"
    assert not ctx.missing


def test_tapping_a_score_opens_its_explanation(ctx: FakeContext) -> None:
    ctx.add_entry(as_row("exhibition", EXHIBITION_ONE))
    root = SheetView(ctx).root
    tap(root, "spw-score-e1-2")
    tap(root, "spw-target-e1")
    tap(root, "spw-total-1-2")
    assert [e.rules for e in ctx.explained] == [
        ("SPW-SCORE-1", "SPW-SCORE-2", "SPW-SCORE-3"), ("SPW-SETUP-6", "SPW-CLOSE-1"),
        ("SPW-SCORE-7",)]
    assert ctx.explained[1].lines == ("Exhibition 1 with 4 players closes at 14 cards; one "
                                      "card more is the most it may hold.",)


def test_a_row_is_entered_by_taps_only(ctx: FakeContext) -> None:
    view = SheetView(ctx)
    tap(view.root, "spw-add-row")
    assert by_id(view.root, "spw-form-save").disabled, "no closer yet: SPW-CLOSE-1"
    for _ in range(3):
        tap(view.root, "spw-form-score-2-plus")
    tap(view.root, "spw-form-closer-2")
    tap(view.root, "spw-form-overflow-B")
    tap(view.root, "spw-form-overflow-value-2")
    assert by_id(view.root, "spw-form-save").disabled, "3 is odd: SPW-SCORE-3"
    assert any(text.startswith("SPW-SCORE-3") for text in texts(by_id(view.root,
                                                                     "spw-form-check")))
    view._save()  # a tap that came in before the button was disabled
    assert not ctx.session.entries, "an impossible row is never saved"
    tap(view.root, "spw-form-score-2-plus")
    assert not by_id(view.root, "spw-form-save").disabled
    # The core's arithmetic: 4 = (4 − 2) × 2, so Carl counted 4 before the overflow card.
    assert texts(by_id(view.root, "spw-form-arithmetic")) == [
        "Carl: 4 − 2 (overflow B2) = 2, ×2 = 4"]
    tap(view.root, "spw-form-save")
    (entry,) = ctx.session.entries
    assert entry.data["scores"]["p2"] == 4 and entry.data["overflow"] == "B2"
    assert "spw-form-save" not in ids(view.root)


def test_read_only_sheet_has_no_edit_controls() -> None:
    ctx = FakeContext(make_session(), can_edit=False)
    ctx.session = ctx.session.model_copy()  # the viewer still sees the rows
    root = SheetView(ctx).root
    assert not {i for i in ids(root) if i.startswith(("spw-add", "spw-edit", "spw-form"))}


def test_two_player_sheet_shows_both_games() -> None:
    ctx = FakeContext(make_session(colours=("yellow", "purple"), names=("Anna", "Ben")))
    view = SheetView(ctx)
    assert {"spw-game-1", "spw-game-2"} <= ids(view.root)
    tap(view.root, "spw-add-row")
    tap(view.root, "spw-form-game-2")
    assert view.form is not None and view.form.pad_game == 2


@pytest.mark.parametrize("lang", ["en", "de"])
def test_editor_builds_with_and_without_a_session(lang: str) -> None:
    for session in (make_session(), None):
        ctx = FakeContext(session, lang=lang)
        root = PLUGIN.referee_tools()[0].build(ctx)
        assert {"spw-cell-0-0", "spw-check-turn", "spw-check-layout", "spw-hints",
                "spw-score", "spw-save", "spw-target", "spw-before-turn",
                "spw-turn-yellow"} <= ids(root)
        assert not ctx.missing


def test_grid_editor_cells_carry_ids_and_the_picker_puts_a_card(ctx: FakeContext) -> None:
    view = EditorView(ctx)
    tap(view.root, "spw-cell-0-0")
    assert {"spw-pick-B7", "spw-pick-G10", "spw-pick-J", "spw-picker-owner-grey",
            "spw-picker-turn"} <= ids(view.root)
    tap(view.root, "spw-picker-owner-grey")
    tap(view.root, "spw-pick-B7")
    placed = view.editor.grid.cells[(0, 0)]
    assert (placed.card, placed.owner, placed.turn) == ("B7", "grey", 0)
    assert {f"spw-cell-{x}-{y}" for x, y in ((-1, 0), (1, 0), (0, -1), (0, 1))} <= ids(view.root)
    tap(view.root, "spw-cell-0-0")
    tap(view.root, "spw-picker-remove")
    assert not view.editor.grid.cells


def test_the_lone_blue_1_is_judged_by_taps_and_explained(ctx: FakeContext) -> None:
    view = carl_view(ctx)
    for pos, card in (((5, 0), "Y9"), ((6, 0), "Y8")):
        view.editor.grid.put(pos, card, "grey")
    view.render()
    tap(view.root, "spw-turn-grey")
    tap(view.root, "spw-cell-5-3")
    tap(view.root, "spw-pick-B1")
    assert view.editor.grid.cells[(5, 3)].turn == 1, "after the turn step: this turn's"
    tap(view.root, "spw-check-turn")
    shown = texts(view.root)
    assert "Not legal" in shown
    assert "SPW-PLACE-8: <SPW-PLACE-8 text>" in shown
    outlined = {i for i in ids(view.root) if i.startswith("spw-cell-")
                and by_id(view.root, i).border is not None}
    assert outlined == {"spw-cell-5-3"}, "the offending card alone is outlined"
    assert by_id(view.root, "spw-cell-5-3").border.top.color == ERROR  # in the error red
    tap(view.root, "spw-copy-verdict")
    assert "SPW-PLACE-8" in ctx.copied[0] and "Not legal" in ctx.copied[0]


def test_hints_by_taps_show_and_lay_the_closing_move(ctx: FakeContext) -> None:
    view = carl_view(ctx)
    for pos, card in (((5, 0), "Y9"), ((6, 0), "Y8")):
        view.editor.grid.put(pos, card, "grey")
    view.render()
    tap(view.root, "spw-hand-colour-B")
    tap(view.root, "spw-hand-value-1")
    tap(view.root, "spw-hand-value-2")
    tap(view.root, "spw-hints")
    assert "You cannot close the exhibition this turn." in texts(view.root), (
        "placing both leaves no card to discard (SPW-TURN-5)")
    tap(view.root, "spw-hand-value-5")
    tap(view.root, "spw-hints")
    shown = texts(view.root)
    assert "You can close the exhibition this turn." in shown
    # with the coach's points for grey: (31 + 1 - 2) × 2 (SPW-TV-40)
    assert any(text.endswith("Closes: B1 (5,3) → B2 (6,3) = 60 pts") for text in shown)
    tap(view.root, "spw-hint-0")
    tap(view.root, "spw-hint-use")
    tap(view.root, "spw-check-turn")
    assert "Legal" in texts(view.root)


def test_score_this_exhibition_sends_carl_to_the_sheet(ctx: FakeContext) -> None:
    ctx.add_entry(as_row("exhibition", EXHIBITION_ONE))
    view = EditorView(ctx)
    assert view.editor.index == 2 and view.editor.target == 15
    carl = editor_with(CARL_BEFORE, CARL_TURN, index=2)
    view.editor.grid = carl.grid
    view.render()
    tap(view.root, "spw-score")
    assert [by_id(view.root, f"spw-scored-{c}").value for c in
            ("yellow", "white", "grey", "purple")] == ["30", "18", "60", "30"]
    assert ctx.notes == []  # the shell confirms a send; the editor does not say it twice
    sheet = SheetView(ctx)
    assert sheet.sheet.games[0].rows[1].scores == {"p0": 30, "p1": 18, "p2": 60, "p3": 30}


def test_score_without_a_session_only_shows_the_scores() -> None:
    ctx = FakeContext(None)
    view = carl_view(ctx)
    for pos, card in CARL_TURN:
        view.editor.grid.put(pos, card, "grey", turn=True)
    tap(view.root, "spw-score")
    assert by_id(view.root, "spw-scored-grey").value == "60"
    assert ctx.notes == []


def test_layouts_are_saved_and_reopened(ctx: FakeContext) -> None:
    view = carl_view(ctx)
    view.panel.save_name = "Carl's turn"
    tap(view.root, "spw-save")
    assert [item.name for item in ctx.saved_items("layout")] == ["Carl's turn"]
    tap(view.root, "spw-clear")
    assert not view.editor.grid.cells
    tap(view.root, "spw-open-0")
    assert len(view.editor.grid.cells) == 12 and view.editor.target == 15
    tap(view.root, "spw-delete-saved-0")
    assert ctx.saved_items("layout") == []


def test_editor_built_without_a_session_starts_empty() -> None:
    root = build_editor(FakeContext(None))
    cells = {i for i in ids(root) if i.startswith("spw-cell-")}
    assert cells == {"spw-cell-0-0"}, "one open cell to lay the first card in"
    assert {"spw-check-turn", "spw-check-layout", "spw-hints", "spw-score", "spw-target",
            "spw-hand-joker", "spw-players-4"} <= ids(root)
    assert by_id(root, "spw-cell-0-0").on_click is not None  # the open cell takes a tap


@pytest.mark.parametrize(("lang", "note"), [
    ("en", "Best turn laid: 60 points for you if the exhibition were scored now (+29 on the "
           "31 you have)."),
    ("de", "Bester Zug gelegt: 60 Punkte für dich, würde die Ausstellung jetzt gewertet (+29 "
           "zu deinen 31).")])
def test_the_coach_lays_the_best_turn_on_the_referee_screen(lang: str, note: str) -> None:
    ctx = FakeContext(None, lang=lang)
    view = EditorView(ctx)
    editor = view.panel.editor
    for pos, card, owner in (*CARL_BEFORE, ((5, 0), "Y9", "grey"), ((6, 0), "Y8", "grey")):
        editor.grid.put(pos, card, owner)
    editor.grid.set_player("grey")
    editor.set_index(2)
    editor.hand = ["B1", "B2", "R3"]
    view.render()
    tap(view.root, "spw-coach-best")
    assert texts(by_id(view.root, "spw-coach-note")) == [note]
    assert [(pos, c.card) for pos, c in editor.grid.turn_cells()] == [((5, 3), "B1"),
                                                                      ((6, 3), "B2")]
    assert not ctx.missing
