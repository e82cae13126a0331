"""Calling the Spandau 1780 rules core from the screens without ever raising at a person.

A request that breaks a validation rule (SP80-VAL-n) comes back as a `Violation` with that
rule, so a screen shows it like any other verdict instead of crashing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from pydantic import ValidationError

from scorers.common.errors import ImpossibleInput
from scorers.common.models import Violation
from scorers.spandau.models import Options

T = TypeVar("T")
Translate = Callable[..., str]

INPUT_RULE = "SP80-VAL"
"""Cited when pydantic refuses a shape that no VAL rule names (a stored row gone bad)."""


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
    except ValueError as exc:
        return Violation(rule=INPUT_RULE, message=str(exc))


def session_options(options: dict[str, Any]) -> Options:
    """The session's house rules as the rules core's `Options`; unknown or broken values
    fall back to the rules file's defaults, so a sheet always shows."""
    known = {k: v for k, v in options.items() if k in Options.model_fields}
    parsed = attempt(lambda: Options.model_validate(known))
    return Options() if isinstance(parsed, Violation) else parsed
