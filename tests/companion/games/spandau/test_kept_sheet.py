"""The sheet's kept parts (`companion.games.kit.kept`) act on the sheet as it is now: a
player's block or a stray row kept from an earlier drawing explains, opens and deletes
through the context of the latest drawing, after other rows were added meanwhile."""

from __future__ import annotations

from companion.games.spandau import PLUGIN
from companion.models import Session
from tests.companion.games.fakes import by_id, tap
from tests.companion.games.spandau.conftest import FakeContext, art, make_session
from tests.companion.games.spandau.test_sheet_model import TV22
from tests.rows import as_row

STRAY = ("reveal", {"player": "p0", "artworks": art("1-4g")})
"""A second reveal of Anna's: a stray row."""


def redrawn(before: FakeContext, session: Session) -> FakeContext:
    """The sheet drawn again over ``session`` with a new context, as the session screen
    does after a save on another phone (it hands over its ``kept``)."""
    ctx = FakeContext(session)
    ctx.kept = before.kept
    ctx.counter = before.counter
    PLUGIN.build_sheet(ctx)
    return ctx


def test_a_kept_block_explains_and_opens_the_form_through_the_latest_drawing() -> None:
    first = FakeContext(make_session(entries=(*TV22, STRAY)))
    root = PLUGIN.build_sheet(first)
    block = by_id(root, "spandau-player-0")
    first.add_entry(as_row(*STRAY))
    now = redrawn(first, first.session)  # type: ignore[arg-type]
    assert by_id(root, "spandau-player-0") is block, "Anna's block is kept"
    assert by_id(root, "spandau-stray-e3") and by_id(root, "spandau-stray-e4")

    tap(root, "spandau-types-0")
    assert not first.explained and [e.rules for e in now.explained] == [("SP80-SCORE-2",)]

    tap(root, "spandau-edit-0")
    tap(root, "spandau-form-type-1"), tap(root, "spandau-form-number-4")
    tap(root, "spandau-form-forged"), tap(root, "spandau-form-add")
    tap(root, "spandau-form-save")
    assert now.session is not None and len(now.session.entries) == 4
    anna = now.session.entries[0].data["artworks"]
    assert len(anna) == 10 and anna[-1] == art("1-4f")[0], "Anna's row, as stored, changed"


def test_a_kept_stray_row_is_deleted_through_the_latest_drawing() -> None:
    first = FakeContext(make_session(entries=(*TV22, STRAY)))
    root = PLUGIN.build_sheet(first)
    row = by_id(root, "spandau-stray-e3")
    first.add_entry(as_row(*STRAY))
    now = redrawn(first, first.session)  # type: ignore[arg-type]
    assert by_id(root, "spandau-stray-e3") is row, "the stray row is kept"
    tap(root, "spandau-stray-delete-e3")
    assert now.session is not None
    assert [e.id for e in now.session.entries] == ["e1", "e2", "e4"]
