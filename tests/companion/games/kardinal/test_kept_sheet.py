"""The sheet keeps the rows it drew while they show the same (`companion.games.kit.kept`):
a kept row still works after the sheet was drawn again, and the stored entries read once
are read again where they changed."""

from __future__ import annotations

from companion.games.kardinal import PLUGIN
from companion.games.kardinal.sheet_model import KardinalSheet
from companion.games.kardinal.sheet_stored import _READ
from companion.models import Session
from tests.companion.games.fakes import by_id, tap, texts
from tests.companion.games.kardinal.conftest import FakeContext
from tests.rows import as_row


def again(ctx: FakeContext, lang: str = "en") -> FakeContext:
    """The context of the next drawing, as the session screen makes one after a change:
    new, with the same session and the same memory of the screen."""
    then = FakeContext(ctx.session, lang=lang)
    then.kept = ctx.kept
    return then


def test_a_kept_row_explains_through_the_context_of_the_tap(ctx: FakeContext) -> None:
    root = PLUGIN.build_sheet(ctx)
    france = by_id(root, "kk-land-0-france")
    later = again(ctx)
    assert PLUGIN.build_sheet(later) is root
    assert by_id(root, "kk-land-0-france") is france, "an unchanged row is kept"
    tap(root, "kk-land-0-france")
    tap(root, "kk-overview-0")
    assert not ctx.explained and len(later.explained) == 2


def test_a_kept_row_steps_after_another_row_was_drawn_anew(ctx: FakeContext) -> None:
    root = PLUGIN.build_sheet(ctx)
    saxony = by_id(root, "kk-cards-0-saxony-plus")
    tap(root, "kk-cards-0-france-plus")
    assert by_id(root, "kk-cards-0-saxony-plus") is saxony
    tap(root, "kk-cards-0-saxony-plus")
    tap(root, "kk-save")
    (entry,) = ctx.session.entries
    assert entry.data["cards"] == {"france": 1, "saxony": 1}


def test_rows_are_drawn_anew_in_another_language(ctx: FakeContext) -> None:
    root = PLUGIN.build_sheet(ctx)
    france = by_id(root, "kk-land-0-france")
    PLUGIN.build_sheet(again(ctx, lang="de"))
    assert by_id(root, "kk-land-0-france") is not france
    assert "Frankreich (8)" in texts(root)


def fresh(session: Session) -> KardinalSheet:
    """The sheet as read without any memory of earlier readings."""
    _READ.clear()
    return KardinalSheet(session, lambda key, **_: key)


def test_entries_changed_among_the_others_are_read_again(ctx: FakeContext) -> None:
    for pid, cards in (("p0", 2), ("p1", 3), ("p0", 4), ("p2", 1)):
        ctx.add_entry(as_row("collection", {"player_id": pid, "cards": {"france": cards}}))
    PLUGIN.build_sheet(ctx)
    # p1's counts now name nobody seated
    ctx.update_entry("e2", as_row("collection", {"player_id": "p9"}))
    ctx.update_entry("e4", as_row("collection", {"player_id": "p2", "cards": {"italy": 5}}))
    ctx.delete_entry("e1")
    ctx.add_entry(as_row("collection", {"player_id": "p1", "cards": {"england": "many"}}))
    sheet = KardinalSheet(ctx.session, lambda key, **_: key)
    assert sheet.columns["p0"].entry.cards == {"france": 4}
    assert sheet.columns["p1"].entry.cards == {}
    assert sheet.columns["p2"].entry.cards == {"italy": 5}
    assert [entry.id for entry, _ in sheet.broken] == ["e2", "e5"]
    alone = fresh(ctx.session)
    assert sheet.columns == alone.columns and sheet.broken == alone.broken


def test_entries_are_read_again_for_other_seats(ctx: FakeContext) -> None:
    ctx.add_entry(as_row("collection", {"player_id": "p2", "cards": {"france": 2}}))
    assert not KardinalSheet(ctx.session, lambda key, **_: key).broken
    assert ctx.session is not None
    two = ctx.session.model_copy(update={"seats": ctx.session.seats[:2]})
    (broken,) = KardinalSheet(two, lambda key, **_: key).broken
    assert broken[1].rule == "KK-VAL-1"
