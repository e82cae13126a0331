"""The Spandau screens build against a FakeContext and carry tappable test ids.

Controls are plain objects: the trees are built and their zero-argument handlers called
directly, exactly what a tap does, without a page.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import flet as ft
import pytest

from companion.games import outcome as session_outcome
from companion.games.spandau import PLUGIN
from companion.games.spandau.end_model import CONDITIONS
from companion.games.spandau.sheet_view import SheetView
from scorers.spandau.data import END_LABELS
from tests.companion.games.fakes import by_id, ids, tap, texts, walk
from tests.companion.games.spandau.conftest import FakeContext, art, make_session
from tests.companion.games.spandau.test_sheet_model import END_E1, TV22


@pytest.mark.parametrize("lang", ["en", "de"])
def test_sheet_builds_with_every_kind_of_row(lang: str) -> None:
    ctx = FakeContext(make_session(entries=(*TV22, END_E1, ("reveal", {"bad": 1}))), lang)
    root = PLUGIN.build_sheet(ctx)
    found = ids(root)
    assert {"spandau-player-0", "spandau-genuine-0", "spandau-types-1", "spandau-rank-1",
            "spandau-art-0-8", "spandau-winner", "spandau-copy-result", "spandau-end-result",
            "spandau-edit-0", "spandau-stray-e4", "spandau-stray-delete-e4"} <= found
    shown = texts(root)
    assert "Anna" in shown and any(text.startswith("SP80-VAL:") for text in shown)
    assert not ctx.missing


def test_entering_a_players_artworks_by_taps() -> None:
    ctx = FakeContext(make_session())
    view = SheetView(ctx)
    tap(view.root, "spandau-edit-1")
    tap(view.root, "spandau-form-mode-artworks")
    tap(view.root, "spandau-form-type-3")
    tap(view.root, "spandau-form-add")  # never disabled: it says what is missing
    assert "Pick Number, genuine or forged first." in texts(view.root)
    for label in ("3-1g", "3-2f", "5-4g"):
        tap(view.root, f"spandau-form-type-{label[0]}")
        tap(view.root, f"spandau-form-number-{label[2]}")
        tap(view.root, "spandau-form-genuine" if label[3] == "g" else "spandau-form-forged")
        tap(view.root, "spandau-form-add")
    tap(view.root, "spandau-form-art-1")
    tap(view.root, "spandau-form-remove")
    tap(view.root, "spandau-form-save")
    (entry,) = ctx.session.entries
    assert entry.data == {"player": "p1", "artworks": art("3-1g", "5-4g")}
    view = SheetView(ctx)
    assert "spandau-form-save" not in ids(view.root)
    genuine = by_id(view.root, "spandau-genuine-1").content.controls[0].value
    assert genuine == "2" and "Winner: Ben" in texts(view.root)
    tap(view.root, "spandau-edit-1")  # a row stored per artwork opens as one
    tap(view.root, "spandau-form-type-1"), tap(view.root, "spandau-form-number-1")
    tap(view.root, "spandau-form-forged"), tap(view.root, "spandau-form-add")
    tap(view.root, "spandau-form-save")
    assert len(ctx.session.entries) == 1, "the player's row is changed, not added again"
    assert len(ctx.session.entries[0].data["artworks"]) == 3


def test_tapping_numbers_and_the_winner_explains_them() -> None:
    ctx = FakeContext(make_session(entries=TV22))
    root = SheetView(ctx).root
    tap(root, "spandau-types-1")
    tap(root, "spandau-winner")
    assert [e.rules for e in ctx.explained] == [
        ("SP80-SCORE-2",), ("SP80-SCORE-1", "SP80-SCORE-2")]
    tap(root, "spandau-copy-result")
    (copied,) = ctx.copied
    assert "Winner: Anna" in copied and "SP80-SCORE-2: <SP80-SCORE-2 text>" in copied


def test_the_end_of_the_game_is_entered_from_the_table_state() -> None:
    ctx = FakeContext(make_session(entries=TV22))
    view = SheetView(ctx)
    tap(view.root, "spandau-end-edit")
    tap(view.root, "spandau-end-mode-state")
    tap(view.root, "spandau-end-max_artworks-plus", times=13)
    assert by_id(view.root, "spandau-end-met").value == (
        "The game is over: E1 (a player owns 12+ artworks).")
    tap(view.root, "spandau-end-round-plus", times=8)
    tap(view.root, "spandau-end-save")
    end = ctx.session.entries[-1]
    assert end.kind == "end" and end.data["state"]["max_artworks"] == 12
    assert end.data["round"] == 8 and session_outcome(ctx.session).last.complete
    view = SheetView(ctx)
    tap(view.root, "spandau-end-result")
    assert ctx.explained[-1].rules == ("SP80-END-1",)
    tap(view.root, "spandau-end-edit")
    tap(view.root, "spandau-end-mode-pick")
    tap(view.root, "spandau-end-pick-5")
    tap(view.root, "spandau-end-save")
    assert ctx.session.entries[-1].data["picked"] == ["SP80-END-5"]
    view = SheetView(ctx)
    tap(view.root, "spandau-end-edit")
    tap(view.root, "spandau-end-delete")
    assert [e.kind for e in ctx.session.entries] == ["reveal", "reveal"]


def test_a_viewer_without_the_pin_sees_no_edit_controls() -> None:
    ctx = FakeContext(make_session(entries=(*TV22, ("reveal", {"bad": 1}))), can_edit=False)
    found = ids(SheetView(ctx).root)
    assert not {"spandau-edit-0", "spandau-end-edit", "spandau-stray-delete-e3"} & found
    assert {"spandau-winner", "spandau-genuine-0", "spandau-copy-result"} <= found


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("tool", [tool.id for tool in PLUGIN.referee_tools()])
@pytest.mark.parametrize("with_session", [True, False])
def test_every_calculator_builds_and_copies_its_verdict(lang: str, tool: str,
                                                        with_session: bool) -> None:
    ctx = FakeContext(make_session() if with_session else None, lang)
    spec = next(t for t in PLUGIN.referee_tools() if t.id == tool)
    root = spec.build(ctx)
    (copy,) = [i for i in ids(root) if i.endswith("-copy")]
    tap(root, copy)
    assert ctx.copied and "SP80-" in ctx.copied[0]
    assert not ctx.missing


def test_tv05_paying_with_grain_by_taps() -> None:
    ctx = FakeContext(make_session())
    root = next(t for t in PLUGIN.referee_tools() if t.id == "payment").build(ctx)
    tap(root, "spandau-pay-bid-plus", times=5)
    tap(root, "spandau-pay-good-wheat")
    tap(root, "spandau-pay-wheat-stock-plus", times=3)
    tap(root, "spandau-pay-wheat-price-plus", times=2)
    tap(root, "spandau-pay-wheat-sell-plus", times=2)
    assert by_id(root, "spandau-pay-verdict").value == "OK"
    assert by_id(root, "spandau-pay-line-1").value == "Wheat (grain): stock 3 → 1, price 3 → 1"
    tap(root, "spandau-pay-wheat-sell-plus", times=2)
    assert by_id(root, "spandau-pay-verdict").value == "Not OK"
    assert any(text.startswith("SP80-VAL-7") for text in texts(root))


def test_tv09_can_this_bid_be_paid_by_taps() -> None:
    ctx = FakeContext(None)
    root = next(t for t in PLUGIN.referee_tools() if t.id == "bid").build(ctx)
    tap(root, "spandau-bid-bid-plus", times=7)
    tap(root, "spandau-bid-coins-plus")
    for kind in ("city", "river", "country"):
        tap(root, f"spandau-bid-{kind}-plus")
    assert by_id(root, "spandau-bid-verdict").value == "Not OK"
    tap(root, "spandau-bid-bid-minus")
    assert by_id(root, "spandau-bid-verdict").value == "OK"
    assert by_id(root, "spandau-bid-line-0").value == "The most this player can pay: 7 coins"


def test_tv17_campaign_rewards_by_taps_with_the_sessions_players() -> None:
    ctx = FakeContext(make_session(names=("A", "B", "C", "D")))
    root = next(t for t in PLUGIN.referee_tools() if t.id == "campaign").build(ctx)
    for seat, progress, palace in ((0, 6, 0), (1, 4, 3), (2, 4, 2)):
        tap(root, f"spandau-camp-progress-{seat}-plus", times=progress)
        tap(root, f"spandau-camp-palace-{seat}-plus", times=palace)
    assert by_id(root, "spandau-camp-line-2").value == "Reward 3: C (next in the ranking)"
    tap(root, "spandau-camp-palace-2-plus")
    tap(root, "spandau-camp-start-2")
    assert by_id(root, "spandau-camp-line-1").value == (
        "Reward 2: C (same progress and palace, earlier in turn order)")


def test_the_end_checklist_marks_the_condition_met() -> None:
    ctx = FakeContext(None, "de")
    root = next(t for t in PLUGIN.referee_tools() if t.id == "end").build(ctx)
    tap(root, "spandau-endtool-players-3")
    tap(root, "spandau-endtool-berlin-no")
    assert by_id(root, "spandau-endtool-line-0").value == (
        "Das Spiel ist zu Ende: E6 (Berlin kann nicht mehr wachsen).")
    tap(root, "spandau-endtool-players-5")
    assert by_id(root, "spandau-endtool-line-0").value.startswith("Keine Endbedingung")


def test_every_tool_the_plugin_lists_has_a_title_in_both_languages() -> None:
    for lang in ("en", "de"):
        texts_ = FakeContext(None, lang).texts
        assert all(tool.title_key in texts_ for tool in PLUGIN.referee_tools())
    assert set(FakeContext(None, "en").texts) == set(FakeContext(None, "de").texts)


def test_every_rule_the_screens_cite_has_a_text() -> None:
    root = Path(__file__).resolve().parents[4]
    cited: set[str] = set()
    for source in (root / "companion" / "games" / "spandau").glob("*.py"):
        cited |= set(re.findall(r"SP80-[A-Z]+(?:-\d+)?", source.read_text(encoding="utf-8")))
    for lang in ("en", "de"):
        rules = json.loads((root / "assets" / "i18n" / "rules" / f"spandau.{lang}.json")
                           .read_text(encoding="utf-8"))
        assert sorted(cited - set(rules)) == []


def test_counting_each_players_artworks_per_type_by_taps() -> None:
    """One tap per artwork on its type's genuine or forged +, then Save and on to the next
    player: the rows store the counts, and the sheet shows the rules core's answer."""
    ctx = FakeContext(make_session())
    view = SheetView(ctx)
    tap(view.root, "spandau-edit-0")
    assert "spandau-form-mode-counts" in ids(view.root)
    for plus in ("3-genuine", "3-genuine", "5-forged", "8-genuine"):
        tap(view.root, f"spandau-count-{plus}-plus")
    tap(view.root, "spandau-count-5-forged-minus")
    assert by_id(view.root, "spandau-count-3-genuine-value").value == "2"
    tap(view.root, "spandau-form-next")  # Save, then Ben
    assert ctx.session.entries[0].data == {"player": "p0", "by_type": [
        {"type": 3, "genuine": 2, "forged": 0}, {"type": 8, "genuine": 1, "forged": 0}]}
    assert "spandau-form-next" not in ids(view.root), "Ben is the last player"
    for plus in ("1-genuine", "2-genuine", "3-genuine", "4-forged"):
        tap(view.root, f"spandau-count-{plus}-plus")
    tap(view.root, "spandau-form-save")
    assert len(ctx.session.entries) == 2
    assert "spandau-form-save" not in ids(view.root)
    assert "Winner: Ben" in texts(view.root)  # 3 genuine against 3, 3 types against 2
    assert {"spandau-count-0-3", "spandau-count-0-8", "spandau-count-1-4"} <= ids(view.root)
    tap(view.root, "spandau-edit-0")  # opened again with its counts
    assert by_id(view.root, "spandau-count-8-genuine-value").value == "1"


def test_the_identities_tie_break_enters_each_artwork() -> None:
    ctx = FakeContext(make_session(options={"tiebreak": "identities_all_owned"}))
    view = SheetView(ctx)
    tap(view.root, "spandau-edit-0")
    assert "spandau-form-type-1" in ids(view.root)
    assert "spandau-count-1-genuine-plus" not in ids(view.root)


def test_the_campaign_referee_opened_from_home_names_the_last_tables_players() -> None:
    """Without a session the campaign calculator names the players of the newest Spandau
    table (the people most likely playing now), not Player 1-4; a count chip still adds a
    seat."""
    ctx = FakeContext(None)
    ctx.last_names = ("Anna", "Ben", "Cleo", "Dora")
    root = next(t for t in PLUGIN.referee_tools() if t.id == "campaign").build(ctx)
    shown = texts(root)
    assert {"Anna", "Ben", "Cleo", "Dora"} <= set(shown)
    assert not any(text.startswith("Player ") for text in shown)
    tap(root, "spandau-camp-players-5")
    assert "Player 5" in texts(root) and "Dora" in texts(root)
    ctx.last_names = ()
    root = next(t for t in PLUGIN.referee_tools() if t.id == "campaign").build(ctx)
    assert "Player 1" in texts(root), "never played: numbered players"


def test_the_end_conditions_to_pick_have_labels_that_wrap() -> None:
    """A chip's label was cut off on a phone ("E5 · das letzte Kunstwerk wurde"): each end
    condition is a switch beside its whole label, in a text that takes the row's free width
    and wraps."""
    ctx = FakeContext(make_session(), "de")
    view = SheetView(ctx)
    tap(view.root, "spandau-end-edit")
    for rule, _ in CONDITIONS:
        label = END_LABELS[rule]
        identifier = f"spandau-end-pick-{label[1:]}"
        assert isinstance(by_id(view.root, identifier), ft.Switch)
        row = next(c for c in walk(view.root) if isinstance(c, ft.Row) and any(
            isinstance(child, ft.Semantics) and child.identifier == identifier
            for child in c.controls))
        holder = next(c for c in row.controls if isinstance(c, ft.Container))
        (text,) = [c for c in walk(holder) if isinstance(c, ft.Text)]  # the words people read
        assert holder.expand and not text.no_wrap and text.max_lines is None
        assert text.value == f"{label} · {ctx.t('spandau.end.short.' + label)}"
        assert not any(isinstance(c, ft.Chip) for c in walk(row))
