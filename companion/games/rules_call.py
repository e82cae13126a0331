"""Calling a rules core from the screens without ever raising at a person.

A request that breaks a validation rule comes back as a `Violation` with that rule, so a
screen shows it like any other verdict (on the cell it concerns) instead of crashing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from pydantic import ValidationError

from scorers.common.errors import ImpossibleInput
from scorers.common.models import Violation

T = TypeVar("T")


def attempt_citing(call: Callable[[], T], input_rule: str) -> T | Violation:
    """``call()``, or the validation rule it broke as a `Violation`; ``input_rule`` is cited
    when pydantic refuses a shape that no VAL rule names (a stored row gone bad)."""
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
        return Violation(rule=input_rule, message=f"{where}: {first['msg']}")
    except ValueError as exc:  # e.g. a stored row of a kind this sheet does not know
        return Violation(rule=input_rule, message=str(exc))
