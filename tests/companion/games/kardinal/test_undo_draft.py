"""Undo on the Kardinal sheet takes back the counts being entered one change at a time and
never the saved counts; the sheet tells the shell what it holds unsaved."""

from __future__ import annotations

from companion.games.base import SHEET_KEPT, UnsavedForm
from companion.games.kardinal import PLUGIN
from tests.companion.games.fakes import by_id, tap
from tests.companion.games.kardinal.conftest import FakeContext


def label(root: object, identifier: str) -> str:
    return str(by_id(root, identifier).value)  # the stepper's number field


def test_undo_takes_back_each_unsaved_change_then_nothing_saved(ctx: FakeContext) -> None:
    root = PLUGIN.build_sheet(ctx)
    tap(root, "kk-cards-0-france-plus", times=4)
    tap(root, "kk-save")
    saved = [e.data for e in ctx.session.entries]
    sheet = ctx.kept[SHEET_KEPT]
    assert isinstance(sheet, UnsavedForm)
    assert sheet.unsaved() is None and ctx.unsaved[-1] is None
    tap(root, "kk-cards-0-france-plus")
    tap(root, "kk-cards-0-italy-plus", times=2)
    assert sheet.unsaved() == "the last change to Andreas's counts, not saved"
    assert ctx.unsaved[-1] == sheet.unsaved()
    backs = []
    for italy in ("1", "0"):
        backs.append(sheet.take_back_unsaved())
        assert label(root, "kk-cards-0-italy-value") == italy
        assert label(root, "kk-cards-0-france-value") == "5"
    backs.append(sheet.take_back_unsaved())
    assert label(root, "kk-cards-0-france-value") == "4"
    assert sheet.unsaved() is None and ctx.unsaved[-1] is None
    assert [e.data for e in ctx.session.entries] == saved, "the saved counts are untouched"
    backs[-1]()  # the way back: the change is there again
    assert label(root, "kk-cards-0-france-value") == "5"
    assert sheet.unsaved() is not None


def test_a_viewer_has_nothing_unsaved_to_take_back(ctx: FakeContext) -> None:
    viewer = FakeContext(ctx.session, can_edit=False)
    PLUGIN.build_sheet(viewer)
    sheet = viewer.kept[SHEET_KEPT]
    assert isinstance(sheet, UnsavedForm) and sheet.unsaved() is None
