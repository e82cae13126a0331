"""Calling a rules core from the screens without ever raising at a person.

A request that breaks a validation rule comes back as a `Violation` with that rule, so a
screen shows it like any other verdict (on the cell it concerns) instead of crashing.
`fault_list` gives every fault of the one answer instead, so a sheet can mark each cell.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from pydantic import ValidationError

from scorers.common.errors import ImpossibleInput, fault
from scorers.common.models import Violation

T = TypeVar("T")
Fault = dict[str, Any]
"""One fault as the rules core's error ``details`` carry it (`scorers.common.errors.fault`)."""


@dataclass(frozen=True)
class Refused:
    """The rules core refused a request: every fault of its one answer, the first leading."""

    faults: tuple[Fault, ...]

    @property
    def first(self) -> Violation:
        return Violation(rule=self.faults[0]["rule"], message=self.faults[0]["message"])


def _faults_of(exc: ImpossibleInput) -> list[Fault]:
    return exc.faults or [fault(exc.rule, exc.message)]


def fault_list(call: Callable[[], T], input_rule: str) -> T | Refused:
    """``call()``, or every fault it broke, the first leading; ``input_rule`` is cited when
    pydantic refuses a shape that no VAL rule names (a stored row gone bad)."""
    try:
        return call()
    except ImpossibleInput as exc:
        return Refused(tuple(_faults_of(exc)))
    except ValidationError as exc:
        problems = exc.errors(include_url=False, include_input=False)
        found = [item for problem in problems
                 if isinstance(cause := (problem.get("ctx") or {}).get("error"),
                               ImpossibleInput)
                 for item in _faults_of(cause)]
        if found:
            return Refused(tuple(found))
        first = problems[0]
        where = ".".join(str(part) for part in first["loc"]) or "input"
        return Refused((fault(input_rule, f"{where}: {first['msg']}"),))
    except ValueError as exc:  # e.g. a stored row of a kind this sheet does not know
        return Refused((fault(input_rule, str(exc)),))


def attempt_citing(call: Callable[[], T], input_rule: str) -> T | Violation:
    """``call()``, or the (first) validation rule it broke as a `Violation`."""
    found = fault_list(call, input_rule)
    return found.first if isinstance(found, Refused) else found


@dataclass(frozen=True)
class RulesCaller:
    """One game's door to its rules core: ``input_rule`` (e.g. ``"KK-VAL"``) is cited when
    pydantic refuses a shape that no VAL rule of the game names."""

    input_rule: str

    def attempt(self, call: Callable[[], T]) -> T | Violation:
        """``call()``, or the (first) validation rule it broke as a `Violation`."""
        return attempt_citing(call, self.input_rule)

    def faults(self, call: Callable[[], T]) -> T | Refused:
        """``call()``, or every fault of the rules core's one answer (to mark each cell)."""
        return fault_list(call, self.input_rule)
