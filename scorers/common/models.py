"""Base model, violations and verdicts shared by every game.

Violations are data: a rule ID from ``docs/rules/<game>.md``, an English message, and the
cells or cards the fault concerns, so a UI can translate the rule and highlight the parts.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field

NAME_LENGTH = 40
"""The longest player name, everywhere: the app's fields, a backup's import, every game's
requests (`python -m scorers`)."""
PlayerName = Annotated[str, Field(min_length=1, max_length=NAME_LENGTH)]


class Model(BaseModel):
    """Frozen, strict-shaped base for every request, response and value in the core."""

    model_config = ConfigDict(frozen=True, extra="forbid")


class Violation(Model):
    """One broken rule: ``{"rule": "SPW-PLACE-8", "message": "...", "cells": [[x, y]]}``."""

    rule: str
    message: str
    cells: tuple[tuple[int, int], ...] | None = Field(
        default=None, exclude_if=lambda v: v is None
    )
    cards: tuple[str, ...] | None = Field(default=None, exclude_if=lambda v: v is None)


class Verdict(Model):
    """The answer of every check: ``ok`` and every violation found (not only the first)."""

    ok: bool
    violations: tuple[Violation, ...] = ()

    @classmethod
    def of(cls, violations: Iterable[Violation]) -> Verdict:
        found = tuple(violations)
        return cls(ok=not found, violations=found)
