"""The one exception of the rules core: input that breaks a validation (VAL) rule.

Raise it from a handler or from a pydantic validator; either way the JSON interface
answers ``{"error": {"kind": "impossible_input", "rule": ..., ...}}``. An illegal move is
never an exception: it is a `Verdict` with violations.

Validation collects every fault before it raises (`FaultList`), so one answer names all of
them: the error's ``details`` list each fault as ``{"rule", "message", ...}`` with what it
concerns (``players``, ``countries``, ``cards``, ``cells``); ``rule`` and ``message`` are
the first fault's.
"""

from __future__ import annotations

from typing import Any

CONCERNS = ("players", "countries", "cards", "cells", "fields")
"""What a fault may name, besides its rule and message."""


def fault(rule: str, message: str, **concerned: Any) -> dict[str, Any]:
    """One fault as the error's ``details`` carry it: rule, message and what it concerns."""
    unknown = set(concerned) - set(CONCERNS)
    if unknown:
        raise TypeError(f"a fault concerns only {CONCERNS}, not {sorted(unknown)}")
    return {"rule": rule, "message": message,
            **{key: list(value) for key, value in concerned.items() if value is not None}}


class ImpossibleInput(ValueError):
    """Data that cannot describe a real game state, e.g. 9 France cards (KK-VAL-3).

    ``details`` lists every fault found (see `fault`); ``rule`` and ``message`` are the
    first one's. Raised with only a rule and a message, the one fault is its own detail.
    """

    def __init__(self, rule: str, message: str, details: list[Any] | None = None,
                 **concerned: Any) -> None:
        super().__init__(message)
        self.rule = rule
        self.message = message
        self.details = details if details else [fault(rule, message, **concerned)]

    @property
    def faults(self) -> list[dict[str, Any]]:
        """The faults among the details (pydantic locations are not faults)."""
        return [item for item in self.details if isinstance(item, dict) and "rule" in item]


class FaultList:
    """Collects every VAL fault of an input, then raises them together.

    >>> faults = FaultList()
    >>> faults.add("KK-VAL-2", "Ann: only 8 France cards exist, not 9.",
    ...            players=["Ann"], countries=["france"])
    >>> faults.add("KK-VAL-2", "Ben: only 5 Denmark cards exist, not 6.",
    ...            players=["Ben"], countries=["denmark"])
    >>> try:
    ...     faults.raise_if_any()
    ... except ImpossibleInput as exc:
    ...     print(exc.rule, len(exc.details), exc.details[1]["players"])
    KK-VAL-2 2 ['Ben']
    """

    def __init__(self) -> None:
        self.items: list[dict[str, Any]] = []

    def add(self, rule: str, message: str, **concerned: Any) -> None:
        self.items.append(fault(rule, message, **concerned))

    def extend(self, exc: ImpossibleInput) -> None:
        """Take over the faults of an `ImpossibleInput` raised by a smaller check."""
        self.items.extend(exc.faults or [fault(exc.rule, exc.message)])

    def __bool__(self) -> bool:
        return bool(self.items)

    def raise_if_any(self) -> None:
        if self.items:
            first = self.items[0]
            raise ImpossibleInput(first["rule"], first["message"], list(self.items))
