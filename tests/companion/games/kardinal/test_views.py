"""The Kardinal screens build against a FakeContext and carry tappable "kk-" test ids."""

from __future__ import annotations

import pytest

from companion.games import outcome as session_outcome
from companion.games.kardinal import PLUGIN
from companion.games.kardinal.referee_take_view import TakeView
from companion.games.kardinal.sheet_view import SheetView
from companion.games.kit import ERROR
from scorers.common.models import Violation
from tests.companion.games.fakes import NOW, by_id, ids, tap, texts
from tests.companion.games.kardinal.conftest import FakeContext, make_session
from tests.rows import as_row


@pytest.mark.parametrize("lang", ["en", "de"])
def test_sheet_builds_with_ids_in_both_languages(lang: str) -> None:
    ctx = FakeContext(make_session(), lang=lang)
    ctx.add_entry(as_row("collection", {"player_id": "p0", "cards": {"france": 9}}))
    ctx.add_entry(as_row("collection", {"player_id": "p9"}))
    root = PLUGIN.build_sheet(ctx)
    found = ids(root)
    assert {"kk-player-0", "kk-player-2", "kk-winner", "kk-row-france", "kk-land-0-france",
            "kk-symb-0-denmark", "kk-cards-0-france-plus", "kk-sym-0-france-best-plus",
            "kk-sub-land-0", "kk-carry-0", "kk-chains-0", "kk-tablets-0", "kk-total-0",
            "kk-card-count-0", "kk-not-final", "kk-overview-2", "kk-broken-e2"} <= found
    assert "kk-mark-final" not in found, "the game ends by the session's Finish only"
    assert any(text.startswith("KK-VAL-2:") for text in texts(root))
    assert not ctx.missing


def test_counting_by_taps_scores_live_and_saves_on_switch() -> None:
    ctx = FakeContext(make_session())
    view = SheetView(ctx)
    for _ in range(5):
        tap(view.root, "kk-cards-0-france-plus")
    assert by_id(view.root, "kk-land-0-france").content.value == "8"
    assert ctx.session.entries == (), "a draft until saved"
    tap(view.root, "kk-player-1")
    assert ctx.session.entries[0].data["cards"] == {"france": 5}
    tap(view.root, "kk-cards-1-france-plus")
    tap(view.root, "kk-cards-1-france-plus")
    assert by_id(view.root, "kk-land-1-france").content.value == "5"
    tap(view.root, "kk-save")
    assert len(ctx.session.entries) == 2
    tap(view.root, "kk-land-1-france")
    assert ctx.explained[-1].rules == ("KK-SCORE-1",)


def test_impossible_count_is_marked_and_blocks_final() -> None:
    ctx = FakeContext(make_session())
    view = SheetView(ctx)
    tap(view.root, "kk-cards-0-denmark-plus")
    tap(view.root, "kk-cards-0-denmark-plus")
    for _ in range(5):
        tap(view.root, "kk-sym-0-denmark-best-plus")
    assert "KK-VAL-6: <KK-VAL-6 text>" in texts(view.root)
    assert by_id(view.root, "kk-total-0").content.value == "–"
    tap(view.root, "kk-save")
    assert "KK-VAL-6" in {v.rule for v in PLUGIN.finish_faults(ctx.session)}


def test_per_sort_mode_and_a_finished_game_is_final() -> None:
    ctx = FakeContext(make_session())
    view = SheetView(ctx)
    tap(view.root, "kk-mode-per_sort")
    assert "kk-sym-0-france-cross-plus" in ids(view.root)
    counts = {"p0": {"france": 8, "saxony": 7, "hungary": 6},
              "p1": {"castile": 7, "franconia": 7, "bavaria": 6},
              "p2": {"italy": 6, "england": 5, "denmark": 4}}
    for pid, cards in counts.items():
        ctx.add_entry(as_row("collection", {"player_id": pid, "cards": cards}))
    assert PLUGIN.finish_faults(ctx.session) == ()
    assert not session_outcome(ctx.session).last.complete, "a preview while the game is played"
    ctx.session = ctx.session.model_copy(update={"finished_at": NOW})
    view = SheetView(ctx)
    assert "kk-cards-0-france-plus" not in ids(view.root)
    assert "Final scoring" in texts(view.root)
    assert session_outcome(ctx.session).last.complete
    assert session_outcome(ctx.session).last.winners


def test_an_unassigned_card_keeps_the_game_from_finishing() -> None:
    ctx = FakeContext(make_session())
    ctx.add_entry(as_row("collection", {"player_id": "p0", "cards": {"france": 8}}))
    found = PLUGIN.finish_faults(ctx.session)
    assert found and {v.rule for v in found} == {"KK-VAL-4"}


def test_read_only_sheet_has_no_edit_controls() -> None:
    ctx = FakeContext(make_session(), can_edit=False)
    found = ids(SheetView(ctx).root)
    assert not {i for i in found if i.endswith(("-plus", "-minus"))}
    assert "kk-mark-final" not in found and "kk-total-0" in found


@pytest.mark.parametrize("lang", ["en", "de"])
def test_take_checker_judges_by_taps(lang: str) -> None:
    ctx = FakeContext(None, lang=lang)
    root = PLUGIN.referee_tools()[0].build(ctx)
    assert {"kk-take-card-0", "kk-take-add", "kk-take-country-saxony", "kk-take-circles-2",
            "kk-take-stone-foreign", "kk-take-tablet-any_colours", "kk-take-verdict",
            "kk-take-copy", "kk-take-stones-supply-plus"} <= ids(root)
    assert not ctx.missing


def test_take_checker_marks_the_offending_card_and_copies() -> None:
    ctx = FakeContext(make_session())
    view = TakeView(ctx)
    tap(view.root, "kk-take-circles-1")
    tap(view.root, "kk-take-add")
    tap(view.root, "kk-take-country-saxony")
    tap(view.root, "kk-take-circles-1")
    assert by_id(view.root, "kk-take-verdict").value == "Not legal"
    assert "KK-TAKE-2: <KK-TAKE-2 text>" in texts(view.root)
    marked = by_id(view.root, "kk-take-card-1")
    assert marked.border.top.color == ERROR and "KK-TAKE-2" in texts(marked)
    assert "KK-TAKE-2" not in texts(by_id(view.root, "kk-take-card-0"))
    tap(view.root, "kk-take-tablet-any_colours")
    assert by_id(view.root, "kk-take-verdict").value == "Legal"
    tap(view.root, "kk-take-stone-foreign")
    assert "Stones after: supply 2, on cards 0, lost 1" in texts(view.root)
    tap(view.root, "kk-take-copy")
    assert "Legal" in ctx.copied[0] and "2. Saxony" in ctx.copied[0]


def test_cards_of_a_take_are_selected_and_removed_by_tapping() -> None:
    view = TakeView(FakeContext())
    tap(view.root, "kk-take-add")
    tap(view.root, "kk-take-card-0")
    assert view.checker.selected == 0
    tap(view.root, "kk-take-remove")
    assert len(view.checker.cards) == 1


def test_a_broken_entry_is_deleted_by_tapping() -> None:
    ctx = FakeContext(make_session())
    ctx.add_entry(as_row("collection", {"player_id": "p9"}))
    entry_id = ctx.session.entries[0].id
    view = SheetView(ctx)
    tap(view.root, f"kk-delete-{entry_id}")
    assert not ctx.session.entries


def test_finish_saves_the_counts_being_entered_first() -> None:
    """The player being counted is on the sheet but not saved: Finish saves him first."""
    ctx = FakeContext(make_session())
    counts = {"p0": {"france": 8, "saxony": 7, "hungary": 6},
              "p1": {"castile": 7, "franconia": 7, "bavaria": 6}}
    for pid, cards in counts.items():
        ctx.add_entry(as_row("collection", {"player_id": pid, "cards": cards}))
    view = SheetView(ctx)
    tap(view.root, "kk-player-2")
    for _ in range(6):
        tap(view.root, "kk-cards-2-italy-plus")
    assert len(ctx.session.entries) == 2, "a draft until saved"
    assert PLUGIN.finish_faults(ctx.session)
    PLUGIN.save_pending(ctx.session.id, ctx.page)
    assert len(ctx.session.entries) == 3
    PLUGIN.save_pending(ctx.session.id, ctx.page)  # nothing twice
    assert len(ctx.session.entries) == 3


def test_take_checker_shows_a_rule_broken_twice_once() -> None:
    """Too many circle symbols and a card after the limit: two KK-TAKE-3 faults, one box."""
    view = TakeView(FakeContext(make_session()))
    tap(view.root, "kk-take-circles-2")
    tap(view.root, "kk-take-add")
    tap(view.root, "kk-take-circles-1")
    faults = view.checker.verdict()
    assert not isinstance(faults, Violation)
    assert [v.rule for v in faults.violations] == ["KK-TAKE-3", "KK-TAKE-3"]
    shown = texts(view.root)
    assert shown.count("KK-TAKE-3: <KK-TAKE-3 text>") == 1
    assert all(any(v.message in line for line in shown) for v in faults.violations)


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "1 foreign stone goes back to its owner's supply."),
    ("de", "1 fremder Stein geht in den Vorrat seines Besitzers zurück.")])
def test_one_returned_stone_is_said_in_the_singular(lang: str, said: str) -> None:
    view = TakeView(FakeContext(make_session(), lang))
    view.checker.stones.update(supply=0, deployed=2, lost=1)
    tap(view.root, "kk-take-stone-foreign")
    assert said in texts(view.root)
