"""A sheet changes in place: another phone's edit redraws the rows and totals under their
keys and keeps an open form as the very same controls (what was typed stays)."""

from __future__ import annotations

import flet as ft

from companion.games.inplace import RELOAD_ID, STALE_ID
from companion.games.spitzer.sheet_view import SheetView as SpitzerView
from companion.games.spitzweg.sheet_view import SheetView as SpitzwegView
from companion.models import Entry, Session
from tests.companion.games import spitzer, spitzweg
from tests.companion.games.fakes import NOW, by_id, ids, tap, texts
from tests.companion.games.spitzer.conftest import FakeContext as SpitzerContext
from tests.companion.games.spitzer.conftest import hand
from tests.companion.games.spitzer.conftest import make_session as spitzer_session
from tests.companion.games.spitzweg.conftest import FakeContext as SpitzwegContext
from tests.companion.games.spitzweg.conftest import make_session as spitzweg_session

assert spitzer and spitzweg  # the game packages' conftests above

ROW = {"source": "sums", "scores": {"p0": 20, "p1": 10, "p2": 28, "p3": 0},
       "closer": "p2", "overflow": None, "final": False}


def elsewhere(session: Session, kind: str, data: dict[str, object],
              entry_id: str) -> Session:
    """The session as another phone saved it: one entry more."""
    entry = Entry(id=entry_id, kind=kind, data=data, at=NOW)
    return session.model_copy(update={"entries": (*session.entries, entry)})


def edited_elsewhere(session: Session, entry_id: str, data: dict[str, object]) -> Session:
    return session.model_copy(update={"entries": tuple(
        e.model_copy(update={"data": data}) if e.id == entry_id else e
        for e in session.entries)})


def typed(field: ft.TextField, value: str) -> None:
    """What the browser's change event does: the value arrives, the handler runs."""
    field.value = value
    handler = field.on_change
    assert handler is not None
    handler(ft.Event(name="change", control=field))  # type: ignore[call-arg]


def test_spitzweg_form_survives_three_rows_from_another_phone() -> None:
    ctx = SpitzwegContext(spitzweg_session())
    view = SpitzwegView(ctx)
    tap(view.root, "spw-add-row")
    form_box = view.form_box
    field = by_id(view.root, "spw-form-score-0-value")
    typed(field, "12")
    total = by_id(view.root, "spw-total-1-0")
    for n in range(1, 4):
        ctx.receive(elsewhere(ctx.session, "exhibition", ROW, f"b{n}"))
    assert view.form_box is form_box and form_box in view.root.controls
    assert by_id(view.root, "spw-form-score-0-value") is field and field.value == "12"
    assert by_id(view.root, "spw-total-1-0") is not total  # the totals were drawn again
    assert "60" in texts(by_id(view.root, "spw-total-1-0"))
    assert STALE_ID not in ids(view.root), "a new row is not stale"
    # Keys: the rows of the other phone are matched by their entries, the totals by name.
    game = view.root.controls[0]
    assert game.key == "game-1"
    tap(view.root, "spw-form-closer-0")  # a local tap: the form is drawn with the new row
    tap(view.root, "spw-form-save")
    assert [e.id for e in ctx.session.entries] == ["b1", "b2", "b3", "e1"]
    assert ctx.session.entries[-1].data["scores"]["p0"] == 12


def test_spitzweg_form_of_a_row_changed_elsewhere_says_so_and_reloads() -> None:
    ctx = SpitzwegContext(spitzweg_session())
    ctx.add_entry("exhibition", ROW)
    view = SpitzwegView(ctx)
    tap(view.root, "spw-edit-e1")
    form_box = view.form_box
    ctx.receive(edited_elsewhere(ctx.session, "e1", {**ROW, "scores": {"p0": 30}}))
    assert view.form_box is form_box, "the open form is not reset"
    assert STALE_ID in ids(view.root)
    assert "This row was changed on another phone." in texts(view.root)
    tap(view.root, RELOAD_ID)
    assert STALE_ID not in ids(view.root)
    assert by_id(view.root, "spw-form-score-0-value").value == "30"


def test_spitzer_form_survives_hands_from_another_phone() -> None:
    ctx = SpitzerContext(spitzer_session())
    view = SpitzerView(ctx)
    tap(view.root, "spitzer-add-hand")
    tap(view.root, "spitzer-form-tricks-plus")
    form_box = view.form_box
    board = view.board
    totals = by_id(view.root, "spitzer-total-0")
    ctx.receive(elsewhere(ctx.session, "hand", hand("p0", "call", ("p0", "p1"), 5, 72), "b1"))
    assert view.form_box is form_box and form_box in view.root.controls
    assert view.board is not board, "the pegs moved"
    assert by_id(view.root, "spitzer-total-0") is not totals
    assert view.root.controls[1] is view.board[1], "a new board: its pegs slide"
    assert [c.key for c in view.root.controls[2:4]] == ["row-b1-True", "totals"]
    # The deal moved on: the form says so and takes the new dealer on a tap.
    assert STALE_ID in ids(view.root)
    tap(view.root, RELOAD_ID)
    assert view.form is not None and view.form.dealer == view.sheet.next_dealer()
    assert view.form.side_tricks == 5, "what was entered stays"


def test_spitzer_edit_form_of_a_deleted_hand_closes_on_reload() -> None:
    ctx = SpitzerContext(spitzer_session())
    ctx.add_entry("hand", hand("p3", "call", ("p0", "p1"), 5, 72))
    view = SpitzerView(ctx)
    tap(view.root, "spitzer-edit-e1")
    ctx.receive(ctx.session.model_copy(update={"entries": ()}))
    assert "This hand was changed on another phone." in texts(view.root)
    tap(view.root, RELOAD_ID)
    assert view.form is None and "spitzer-add-hand" in ids(view.root)


def test_kardinal_counts_being_entered_survive_another_phone() -> None:
    from companion.games.kardinal.sheet_view import SELECTED, SheetView
    from tests.companion.games.kardinal.conftest import FakeContext, make_session

    SELECTED.clear()  # a new session opens on the first player
    ctx = FakeContext(make_session())
    view = SheetView(ctx)
    tap(view.root, "kk-cards-0-france-plus", times=2)
    block = list(view.block)
    shown = by_id(view.root, "kk-land-0-france").content.value
    data = {"player": make_session().seats[1].player_id, "cards": {"france": 3}}
    ctx.receive(elsewhere(ctx.session, "collection", data, "b1"))
    assert view.block == block and all(a is b for a, b in zip(view.block, block, strict=True))
    assert STALE_ID not in ids(view.root), "another player's counts"
    assert by_id(view.root, "kk-land-0-france").content.value == shown
    assert "kk-save" in ids(view.root), "the draft is still there to save"
    tap(view.root, "kk-save")
    assert [e.data["cards"] for e in ctx.session.entries] == [{"france": 3}, {"france": 2}]


def test_spandau_reveal_form_survives_and_flags_its_players_change() -> None:
    from companion.games.spandau.sheet_view import SheetView
    from tests.companion.games.spandau.conftest import FakeContext, art, make_session

    ctx = FakeContext(make_session())
    view = SheetView(ctx)
    tap(view.root, "spandau-edit-1")
    tap(view.root, "spandau-form-type-3")
    form_box = view.form_box
    ctx.receive(elsewhere(ctx.session, "reveal", {"player": "p0", "artworks": art("1-1g")},
                          "b1"))
    assert view.form_box is form_box and STALE_ID not in ids(view.root)
    ctx.receive(elsewhere(ctx.session, "reveal", {"player": "p1", "artworks": art("2-1g")},
                          "b2"))
    assert view.form_box is form_box and STALE_ID in ids(view.root)
    assert "This round was changed on another phone." in texts(view.root)
    tap(view.root, RELOAD_ID)
    assert STALE_ID not in ids(view.root) and view.form is not None
    assert [a.label for a in view.form.artworks] == ["2-1"]
