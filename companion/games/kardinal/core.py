"""Calling the Kardinal & König rules core from the screens without ever raising at a person
(see `companion.games.rules_call`); a shape no VAL rule names cites KK-VAL."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from companion.games.rules_call import Refused, attempt_citing, fault_list
from scorers.common.models import Violation

T = TypeVar("T")

INPUT_RULE = "KK-VAL"


def attempt(call: Callable[[], T]) -> T | Violation:
    """``call()``, or the validation rule it broke as a `Violation`."""
    return attempt_citing(call, INPUT_RULE)


def faults(call: Callable[[], T]) -> T | Refused:
    """``call()``, or every fault of the rules core's one answer (to mark each cell)."""
    return fault_list(call, INPUT_RULE)

