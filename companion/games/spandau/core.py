"""Calling the Spandau 1780 rules core from the screens without ever raising at a person
(see `companion.games.rules_call`); a shape no VAL rule names cites SP80-VAL."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from companion.games.rules_call import Refused, attempt_citing, fault_list
from scorers.common.models import Violation
from scorers.spandau.models import Options

T = TypeVar("T")
Translate = Callable[..., str]

INPUT_RULE = "SP80-VAL"


def attempt(call: Callable[[], T]) -> T | Violation:
    """``call()``, or the validation rule it broke as a `Violation`."""
    return attempt_citing(call, INPUT_RULE)


def faults(call: Callable[[], T]) -> T | Refused:
    """``call()``, or every fault of the rules core's one answer (to mark each cell)."""
    return fault_list(call, INPUT_RULE)


def session_options(options: dict[str, Any]) -> Options:
    """The session's house rules as the rules core's `Options`; unknown or broken values
    fall back to the rules file's defaults, so a sheet always shows."""
    known = {k: v for k, v in options.items() if k in Options.model_fields}
    parsed = attempt(lambda: Options.model_validate(known))
    return Options() if isinstance(parsed, Violation) else parsed
