"""A form whose row another phone changed meanwhile: how the stored row stands against what
the form started from."""

from __future__ import annotations

from typing import Any

import flet as ft

from companion.games.kit import row_state, stale_row_notice, stored_row
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


def _walk(control: Any) -> list[Any]:
    found = [control]
    for child in getattr(control, "controls", None) or []:
        found += _walk(child)
    content = getattr(control, "content", None)
    return found + (_walk(content) if isinstance(content, ft.Control) else [])


def test_the_notice_names_the_game_texts_and_reloads_the_stored_row() -> None:
    reloaded: list[Entry] = []
    words = {"spitzer.sheet.row_changed": "Changed on another phone",
             "spitzer.sheet.reload": "Reload"}
    notice = stale_row_notice("x-stale", lambda key: words[key], "spitzer", ROW,
                              {"points": 60, "tricks": 4}, reloaded.append)
    shown = _walk(notice[0])
    assert [c.value for c in shown if isinstance(c, ft.Text)] == ["Changed on another phone"]
    button = next(c for c in shown if isinstance(c, ft.OutlinedButton))
    assert button.content == "Reload"
    handler: Any = button.on_click
    handler()
    assert reloaded == [ROW]


def test_a_deleted_row_is_told_without_a_reload_and_an_unchanged_one_not_at_all() -> None:
    gone = stale_row_notice("x-stale", lambda key: key, "spandau", None, {"points": 61},
                            lambda _row: None)
    shown = _walk(gone[0])
    assert [c.value for c in shown if isinstance(c, ft.Text)] == ["spandau.sheet.row_gone"]
    assert not any(isinstance(c, ft.OutlinedButton) for c in shown)
    assert stale_row_notice("x-stale", lambda key: key, "spandau", ROW,
                            dict(ROW.data), lambda _row: None) == []
