"""Counts being entered on this phone while another phone saves that player's counts."""

from __future__ import annotations

from companion.games.kardinal import PLUGIN
from tests.companion.games.fakes import by_id, ids, tap, texts
from tests.companion.games.kardinal.conftest import FakeContext
from tests.rows import as_row


def france_shown(root: object) -> str:
    shown: str = by_id(root, "kk-cards-0-france-value").value  # the stepper's number field
    return shown


def test_counts_saved_on_another_phone_meanwhile_are_told(ctx: FakeContext) -> None:
    root = PLUGIN.build_sheet(ctx)
    tap(root, "kk-cards-0-france-plus")  # a draft of Andreas's counts here
    assert "kk-stale" not in ids(root)
    # another phone
    ctx.add_entry(as_row("collection", {"player_id": "p0", "cards": {"france": 3}}))
    root = PLUGIN.build_sheet(ctx)
    assert any(text.startswith("Another phone changed this player's counts")
               for text in texts(root))
    assert france_shown(root) == "1", "the counts entered here stay until reloaded"
    tap(root, "kk-stale-reload")
    assert "kk-stale" not in ids(root) and france_shown(root) == "3"


def test_counts_deleted_meanwhile_are_saved_again(ctx: FakeContext) -> None:
    ctx.add_entry(as_row("collection", {"player_id": "p0", "cards": {"france": 3}}))
    root = PLUGIN.build_sheet(ctx)
    tap(root, "kk-cards-0-france-plus")  # 4 here
    ctx.delete_entry("e1")  # another phone
    root = PLUGIN.build_sheet(ctx)
    assert any(text.startswith("Another phone deleted this player's counts")
               for text in texts(root))
    tap(root, "kk-save")
    (entry,) = ctx.session.entries
    assert entry.id == "e2" and entry.data["cards"]["france"] == 4
