"""A row form open on this phone while another phone changes or deletes its row."""

from __future__ import annotations

from typing import Any

from companion.games.spitzweg import PLUGIN
from tests.companion.games.fakes import by_id, ids, tap, texts
from tests.companion.games.spitzweg.conftest import FakeContext
from tests.rows import as_row

ROW: dict[str, Any] = {
    "source": "sums", "pad_game": 1, "scores": {"p0": 20, "p1": 10, "p2": 28, "p3": 0},
    "closer": "p2", "overflow": None, "final": False}


def anna_shown(root: object) -> str:
    shown: str = by_id(root, "spw-form-score-0-value").value  # the stepper's number field
    return shown


def test_a_row_changed_on_another_phone_is_told_and_can_be_reloaded(ctx: FakeContext) -> None:
    ctx.add_entry(as_row("exhibition", ROW))
    root = PLUGIN.build_sheet(ctx)
    tap(root, "spw-edit-e1")
    tap(root, "spw-form-score-0-plus")  # Anna 21 here
    assert "spw-form-stale" not in ids(root)
    # another phone
    ctx.update_entry("e1", as_row("exhibition", ROW | {"scores": ROW["scores"] | {"p0": 24}}))
    root = PLUGIN.build_sheet(ctx)
    assert any(text.startswith("Another phone changed this row") for text in texts(root))
    assert anna_shown(root) == "21", "what was typed here stays until reloaded"
    tap(root, "spw-form-stale-reload")
    assert "spw-form-stale" not in ids(root) and anna_shown(root) == "24"


def test_a_row_deleted_on_another_phone_is_saved_as_a_new_row(ctx: FakeContext) -> None:
    ctx.add_entry(as_row("exhibition", ROW))
    root = PLUGIN.build_sheet(ctx)
    tap(root, "spw-edit-e1")
    tap(root, "spw-form-score-0-plus")
    ctx.delete_entry("e1")  # another phone
    root = PLUGIN.build_sheet(ctx)  # drawn without a fault: the form's row is shown as new
    assert any(text.startswith("Another phone deleted this row") for text in texts(root))
    assert "spw-form-stale-reload" not in ids(root)
    tap(root, "spw-form-save")
    (entry,) = ctx.session.entries
    assert entry.id == "e2" and entry.data["scores"]["p0"] == 21
