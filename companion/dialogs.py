"""Dialogs the client opens for any screen (no screen of its own behind them)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from companion.games.base import Explanation
from companion.games.kit.controls import tid


def explanation_dialog(explanation: Explanation, rule_text: Callable[[str], str],
                       close_label: str, on_close: Callable[[], Any]) -> ft.AlertDialog:
    """The explanation sheet of a tapped number: its lines, then each rule with its text.

    As tall as its content: the dialog itself scrolls when the content is taller than the
    screen (a scrolling Column inside would always take the whole height)."""
    lines: list[ft.Control] = [ft.Text(line) for line in explanation.lines]
    lines += [ft.Text(f"{rule}: {rule_text(rule)}", italic=True) for rule in explanation.rules]
    return ft.AlertDialog(
        title=ft.Text(explanation.title),
        content=ft.Semantics(identifier="explanation", content=ft.Column(lines, tight=True)),
        scrollable=True,
        actions=[tid("explanation-close", ft.TextButton(
            close_label, on_click=lambda _e: on_close()))])
