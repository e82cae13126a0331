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


def test_a_typed_number_goes_as_it_is_to_on_set() -> None:
    steps: list[int] = []
    kept: list[int] = []
    root = number_stepper("n", 61, steps.append, on_set=kept.append, bounds=Bounds(0, 120),
                          steps=(1, 10))
    typed(field_in(root), "78")
    assert kept == [78] and steps == []
    typed(field_in(root), "80", "on_blur")  # leaving the field commits too
    assert kept == [78, 80] and field_in(root).value == "80"


def test_an_empty_field_hands_on_the_number_typed_not_a_step_from_a_base() -> None:
    """The Spandau end check lost every number typed into an empty field: the kit turned
    5 into a step of 6 from its own "empty", and the model counted it from another."""
    kept: list[int] = []
    root = number_stepper("n", None, lambda d: None, on_set=kept.append)
    assert field_in(root).value == ""
    typed(field_in(root), "5")
    assert kept == [5] and field_in(root).value == "5"


def test_the_field_shows_what_the_model_kept() -> None:
    root = number_stepper("n", 2, lambda d: None, on_set=lambda n: min(n, 4))
    typed(field_in(root), "9")
    assert field_in(root).value == "4"


def test_a_refused_number_says_why_at_the_field_and_changes_nothing() -> None:
    seen: list[int] = []
    root = number_stepper("n", 4, lambda d: None, on_set=seen.append, bounds=Bounds(0, 8),
                          t=lambda key, **p: f"{key}:{p.get('high', '')}")
    field = field_in(root)
    typed(field, "9")
    assert seen == [] and field.error == "number.range:8"
    typed(field, "12abc")
    assert seen == [] and field.error == "number.not_whole:"
    typed(field, "8")
    assert seen == [8] and field.error is None


def test_on_set_takes_the_typed_number_and_steps_show_in_place() -> None:
    kept: list[int] = []
    root = number_stepper("n", 3, lambda d: 3 + d, on_set=kept.append, live=True)
    field = field_in(root)
    typed(field, "25", "on_change")
    assert kept == [25]
    tap(root, "n-plus")
    assert field.value == "4"


def test_bounds_disable_the_buttons_and_stand_on_the_field() -> None:
    low = number_stepper("m", 0, lambda d: None, on_set=lambda n: None, bounds=Bounds(0, 3))
    assert by_id(low, "m-minus").disabled and not by_id(low, "m-plus").disabled
    assert field_in(low).data == Bounds(0, 3)
