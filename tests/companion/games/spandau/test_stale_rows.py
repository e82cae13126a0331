"""A player's artworks or the game's end being entered on this phone while another phone
changes or deletes that row."""

from __future__ import annotations

from companion.games.spandau import PLUGIN
from tests.companion.games.fakes import ids, tap, texts
from tests.companion.games.spandau.conftest import FakeContext, art
from tests.rows import as_row


def test_artworks_entered_on_another_phone_meanwhile_are_told(ctx: FakeContext) -> None:
    root = PLUGIN.build_sheet(ctx)
    tap(root, "spandau-edit-1")
    tap(root, "spandau-form-mode-artworks")
    tap(root, "spandau-form-type-3")
    ctx.add_entry(as_row("reveal", {"player": "p1", "artworks": art("5-4g")}))  # another phone
    root = PLUGIN.build_sheet(ctx)
    assert any(text.startswith("Another phone changed this") for text in texts(root))
    tap(root, "spandau-form-stale-reload")
    assert "spandau-form-stale" not in ids(root) and "spandau-form-art-0" in ids(root)


def test_a_players_row_deleted_meanwhile_is_added_again(ctx: FakeContext) -> None:
    ctx.add_entry(as_row("reveal", {"player": "p1", "artworks": art("5-4g")}))
    root = PLUGIN.build_sheet(ctx)
    tap(root, "spandau-edit-1")
    ctx.delete_entry("e1")  # another phone
    root = PLUGIN.build_sheet(ctx)
    assert any(text.startswith("Another phone deleted this") for text in texts(root))
    tap(root, "spandau-form-save")
    (entry,) = ctx.session.entries
    assert entry.data == {"player": "p1", "artworks": art("5-4g")}


def test_the_game_end_changed_meanwhile_is_told(ctx: FakeContext) -> None:
    ctx.add_entry(as_row("end", {"picked": ["SP80-END-5"], "round": 7}))
    root = PLUGIN.build_sheet(ctx)
    tap(root, "spandau-end-edit")
    assert "spandau-end-stale" not in ids(root)
    # another phone
    ctx.update_entry("e1", as_row("end", {"picked": ["SP80-END-5"], "round": 8}))
    root = PLUGIN.build_sheet(ctx)
    assert "spandau-end-stale" in ids(root)
    tap(root, "spandau-end-stale-reload")
    assert "spandau-end-stale" not in ids(root)
