"""A form whose row another phone changed meanwhile: how the stored row stands against what
the form started from."""

from __future__ import annotations

from companion.games.kit import row_state, stored_row
from companion.models import Entry
from tests.companion.games.fakes import NOW

ROW = Entry(id="e1", kind="hand", data={"points": 61, "tricks": 4}, at=NOW)


def test_a_row_as_it_was_is_not_stale() -> None:
    assert row_state(ROW, {"tricks": 4, "points": 61}) is None


def test_a_row_changed_meanwhile() -> None:
    assert row_state(ROW, {"points": 60, "tricks": 4}) == "changed"


def test_a_row_deleted_meanwhile() -> None:
    assert row_state(None, {"points": 61, "tricks": 4}) == "gone"


def test_a_new_form_has_no_stored_row() -> None:
    assert row_state(None, None) is None


def test_a_row_stored_meanwhile_for_what_the_form_adds() -> None:
    """(Kardinal, Spandau: one row per player; another phone entered it first.)"""
    assert row_state(ROW, None) == "changed"


def test_stored_row_finds_the_row_by_its_id() -> None:
    other = ROW.model_copy(update={"id": "e2"})
    assert stored_row((other, ROW), "e1") is ROW
    assert stored_row((other, ROW), "e3") is None
    assert stored_row((other, ROW), None) is None
