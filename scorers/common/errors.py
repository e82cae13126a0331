"""The one exception of the rules core: input that breaks a validation (VAL) rule.

Raise it from a handler or from a pydantic validator; either way the JSON interface
answers ``{"error": {"kind": "impossible_input", "rule": ..., ...}}``. An illegal move is
never an exception: it is a `Verdict` with violations.
"""

from __future__ import annotations

from typing import Any


class ImpossibleInput(ValueError):
    """Data that cannot describe a real game state, e.g. 9 France cards (KK-VAL-3)."""

    def __init__(self, rule: str, message: str, details: list[Any] | None = None) -> None:
        super().__init__(message)
        self.rule = rule
        self.message = message
        self.details = details or []
