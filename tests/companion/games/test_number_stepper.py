"""The one number input of every game: −/+ and a number that can be typed, checked by
`parse_int` with the message at the field."""

from __future__ import annotations

from types import SimpleNamespace

import flet as ft

from companion.games.kit import number_stepper
from companion.numbers import Bounds
from tests.companion.games.fakes import by_id, tap, walk


def field_in(root: ft.Control) -> ft.TextField:
    return next(c for c in walk(root) if isinstance(c, ft.TextField))


def typed(field: ft.TextField, text: str, how: str = "on_submit") -> None:
    field.value = text
    getattr(field, how)(SimpleNamespace(control=field))


def test_a_typed_number_is_one_step_of_the_difference() -> None:
    seen: list[int] = []
    root = number_stepper("n", 61, seen.append, bounds=Bounds(0, 120), steps=(1, 10))
    typed(field_in(root), "78")
    assert seen == [17]
    typed(field_in(root), "80", "on_blur")  # leaving the field commits too
    assert seen == [17, 2]


def test_a_refused_number_says_why_at_the_field_and_changes_nothing() -> None:
    seen: list[int] = []
    root = number_stepper("n", 4, seen.append, bounds=Bounds(0, 8),
                          t=lambda key, **p: f"{key}:{p.get('high', '')}")
    field = field_in(root)
    typed(field, "9")
    assert seen == [] and field.error == "number.range:8"
    typed(field, "12abc")
    assert seen == [] and field.error == "number.not_whole:"
    typed(field, "8")
    assert seen == [4] and field.error is None


def test_on_set_takes_the_typed_number_and_steps_show_in_place() -> None:
    kept: list[int] = []
    root = number_stepper("n", 3, lambda d: 3 + d, on_set=kept.append, live=True)
    field = field_in(root)
    typed(field, "25", "on_change")
    assert kept == [25]
    tap(root, "n-plus")
    assert field.value == "4"


def test_an_empty_field_counts_from_its_empty_value_and_bounds_disable_the_buttons() -> None:
    seen: list[int] = []
    root = number_stepper("n", None, seen.append, empty=-1)
    assert field_in(root).value == ""
    typed(field_in(root), "5")
    assert seen == [6]
    low = number_stepper("m", 0, seen.append, bounds=Bounds(0, 3))
    assert by_id(low, "m-minus").disabled and not by_id(low, "m-plus").disabled
