"""Calling the Spitzer rules core from the screens without ever raising at a person.

A request that breaks a validation rule (SPZ-VAL-n) comes back as a `Violation` with that
rule, so a screen shows it like any other verdict instead of crashing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from pydantic import ValidationError

from scorers.common.errors import ImpossibleInput
from scorers.common.models import Violation

T = TypeVar("T")

INPUT_RULE = "SPZ-VAL"
"""Cited when pydantic refuses a shape that no VAL rule names (should not happen in the UI)."""


def attempt(call: Callable[[], T]) -> T | Violation:
    """``call()``, or the validation rule it broke as a `Violation`."""
    try:
        return call()
    except ImpossibleInput as exc:
        return Violation(rule=exc.rule, message=exc.message)
    except ValidationError as exc:
        problems = exc.errors(include_url=False, include_input=False)
        for problem in problems:
            cause = (problem.get("ctx") or {}).get("error")
            if isinstance(cause, ImpossibleInput):
                return Violation(rule=cause.rule, message=cause.message)
        first = problems[0]
        where = ".".join(str(part) for part in first["loc"]) or "input"
        return Violation(rule=INPUT_RULE, message=f"{where}: {first['msg']}")
