"""Calling the Spitzer rules core from the screens without ever raising at a person
(see `companion.games.rules_call`); a shape no VAL rule names cites SPZ-VAL."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from companion.games.rules_call import attempt_citing
from scorers.common.models import Violation

T = TypeVar("T")

INPUT_RULE = "SPZ-VAL"


def attempt(call: Callable[[], T]) -> T | Violation:
    """``call()``, or the validation rule it broke as a `Violation`."""
    return attempt_citing(call, INPUT_RULE)

