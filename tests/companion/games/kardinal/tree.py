"""Tree helpers: find controls by their test ids and tap them as a person would."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import flet as ft
from flet.utils.object_model import get_param_count

EVENT = object()
"""Stands for the event Flet passes to a handler that declares a parameter."""


def walk(control: Any) -> Iterator[Any]:
    """Every control below ``control`` (content, controls, leading, label)."""
    yield control
    for name in ("content", "leading", "label"):
        child = getattr(control, name, None)
        if isinstance(child, ft.Control):
            yield from walk(child)
    for child in getattr(control, "controls", None) or ():
        yield from walk(child)


def ids(root: Any) -> set[str]:
    return {c.identifier for c in walk(root) if isinstance(c, ft.Semantics) and c.identifier}


def by_id(root: Any, identifier: str) -> Any:
    """The control a browser test would tap: the content of the Semantics with this id."""
    for control in walk(root):
        if isinstance(control, ft.Semantics) and control.identifier == identifier:
            return control.content
    raise AssertionError(f"no control with id {identifier!r}")


def tap(root: Any, identifier: str) -> None:
    control = by_id(root, identifier)
    handler = getattr(control, "on_click", None) or getattr(control, "on_change", None)
    assert handler is not None, f"{identifier} has no handler"
    # As Flet does: an event for a handler with parameters (a partial with *args too).
    if get_param_count(handler):
        handler(EVENT)
    else:
        handler()


def texts(root: Any) -> list[str]:
    return [c.value for c in walk(root) if isinstance(c, ft.Text) and isinstance(c.value, str)]
