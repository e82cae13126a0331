"""The explanation sheet of a tapped number sizes to its content and scrolls as a whole."""

from __future__ import annotations

import flet as ft

from companion.dialogs import explanation_dialog
from companion.games.base import Explanation
from tests.companion.games.fakes import texts, walk


def test_explanation_dialog_lists_lines_and_rules_and_is_not_a_full_height_column() -> None:
    closed: list[bool] = []
    dialog = explanation_dialog(Explanation("Total of Anna", ("Exhibition 1: 24",),
                                            ("SPW-SCORE-7",)),
                                lambda rule: f"text of {rule}", "Close",
                                lambda: closed.append(True))
    assert dialog.scrollable, "the dialog scrolls when the content is taller than the screen"
    columns = [c for c in walk(dialog.content) if isinstance(c, ft.Column)]
    assert columns and all(c.scroll is None and c.tight for c in columns), (
        "a scrolling column inside a dialog takes the whole screen height")
    assert texts(dialog.content) == ["Exhibition 1: 24", "SPW-SCORE-7: text of SPW-SCORE-7"]
    button = dialog.actions[0].content.content  # type: ignore[attr-defined]  # under `tid`
    assert isinstance(button, ft.TextButton)
    assert button.on_click is not None
    button.on_click(None)  # type: ignore[call-arg,arg-type]
    assert closed == [True]
