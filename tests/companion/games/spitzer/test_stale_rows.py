"""A hand form open on this phone while another phone changes or deletes its hand."""

from __future__ import annotations

from companion.games.spitzer import PLUGIN
from tests.companion.games.fakes import by_id, ids, tap, texts
from tests.companion.games.spitzer.conftest import FakeContext, hand, make_session
from tests.rows import as_row


def tricks_shown(root: object) -> str:
    shown: str = by_id(root, "spitzer-form-tricks-value").value  # the stepper's number field
    return shown


def test_a_hand_changed_on_another_phone_is_told_and_can_be_reloaded(
        ctx: FakeContext) -> None:
    ctx.add_entry(as_row("hand", hand("p0", "normal", ("p0", "p1"), 4, 61)))
    root = PLUGIN.build_sheet(ctx)
    tap(root, "spitzer-edit-e1")
    tap(root, "spitzer-form-tricks-plus")  # 5 tricks typed here
    assert "spitzer-form-stale" not in ids(root)
    # another phone
    ctx.update_entry("e1", as_row("hand", hand("p0", "normal", ("p0", "p1"), 3, 45)))
    root = PLUGIN.build_sheet(ctx)  # the redraw after the live update
    assert any(text.startswith("Another phone changed this hand") for text in texts(root))
    assert tricks_shown(root) == "5", "what was typed here stays until reloaded"
    tap(root, "spitzer-form-stale-reload")
    assert "spitzer-form-stale" not in ids(root) and tricks_shown(root) == "3"
    tap(root, "spitzer-form-save")
    (entry,) = ctx.session.entries
    assert (entry.id, entry.data["side_tricks"]) == ("e1", 3)


def test_saving_over_the_other_phones_change_keeps_what_was_typed_here(
        ctx: FakeContext) -> None:
    ctx.add_entry(as_row("hand", hand("p0", "normal", ("p0", "p1"), 4, 61)))
    root = PLUGIN.build_sheet(ctx)
    tap(root, "spitzer-edit-e1")
    tap(root, "spitzer-form-tricks-plus")
    ctx.update_entry("e1", as_row("hand", hand("p0", "normal", ("p0", "p1"), 3, 45)))
    root = PLUGIN.build_sheet(ctx)
    tap(root, "spitzer-form-save")
    (entry,) = ctx.session.entries
    assert entry.data["side_tricks"] == 5


def test_a_hand_deleted_on_another_phone_is_saved_as_a_new_hand(ctx: FakeContext) -> None:
    ctx.add_entry(as_row("hand", hand("p0", "normal", ("p0", "p1"), 4, 61)))
    ctx.add_entry(as_row("hand", hand("p1", "normal", ("p1", "p2"), 4, 61)))
    root = PLUGIN.build_sheet(ctx)
    tap(root, "spitzer-edit-e1")
    tap(root, "spitzer-form-tricks-plus")
    ctx.delete_entry("e1")  # another phone
    root = PLUGIN.build_sheet(ctx)
    assert any(text.startswith("Another phone deleted this hand") for text in texts(root))
    assert "spitzer-form-stale-reload" not in ids(root)
    tap(root, "spitzer-form-save")
    assert [(e.id, e.data["side_tricks"]) for e in ctx.session.entries] == [("e2", 4),
                                                                           ("e3", 5)]


def test_the_notice_speaks_german() -> None:
    ctx = FakeContext(make_session(), lang="de")
    ctx.add_entry(as_row("hand", hand("p0", "normal", ("p0", "p1"), 4, 61)))
    root = PLUGIN.build_sheet(ctx)
    tap(root, "spitzer-edit-e1")
    ctx.update_entry("e1", as_row("hand", hand("p0", "normal", ("p0", "p1"), 3, 45)))
    root = PLUGIN.build_sheet(ctx)
    assert any(text.startswith("Ein anderes Handy hat diese Runde geändert")
               for text in texts(root))
    assert by_id(root, "spitzer-form-stale-reload").content == "Neu laden"
    assert not ctx.missing
