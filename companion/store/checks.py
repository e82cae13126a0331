"""What the store accepts: every saved value can be written, exported and imported again."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pydantic import TypeAdapter

from companion.numbers import STORABLE, storable
from companion.rows import row_problems

MAX_DEPTH = 32
"""Nesting of a row's data (a backup may nest twice as deep, with its own wrapping)."""
Rows = Callable[[str], TypeAdapter[Any]]
"""A game id -> the game's row types (``plugin.rows``), which every saved row must fit."""
MAX_TEXT = 20_000
"""Characters in one stored text (a long note fits; a megabyte name does not)."""


def storable_problem(value: Any, where: str = "value", max_depth: int = MAX_DEPTH,
                     limit: int = STORABLE[1]) -> str | None:
    """Why ``value`` cannot be stored, or None. Walks dicts and lists without recursion."""
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if depth > max_depth:
            return f"{where} is nested too deeply"
        if isinstance(item, str):
            if len(item) > MAX_TEXT:
                return f"{where} holds a text longer than {MAX_TEXT} characters"
            try:
                item.encode("utf-8")
            except UnicodeEncodeError:
                return f"{where} holds a broken character (a lone surrogate)"
        elif isinstance(item, bool) or item is None:
            continue
        elif isinstance(item, int | float):
            if not storable(item) and not (isinstance(item, int) and abs(item) <= limit):
                return f"{where} holds a number outside ±{limit:,} (or not a number)"
        elif isinstance(item, dict):
            for key, child in item.items():
                if not isinstance(key, str):
                    return f"{where} holds a key that is not text"
                stack.append((key, depth + 1))
                stack.append((child, depth + 1))
        elif isinstance(item, list | tuple):
            stack.extend((child, depth + 1) for child in item)
        else:
            return f"{where} holds a {type(item).__name__}, which cannot be stored"
    return None


def check_storable(value: Any, where: str = "value") -> None:
    """ValueError (a message for the person) when ``value`` cannot be stored."""
    problem = storable_problem(value, where)
    if problem is not None:
        raise ValueError(problem[0].upper() + problem[1:] + "; nothing was saved.")


def check_row(rows: Rows | None, game: str, kind: str, data: dict[str, Any]) -> None:
    """ValueError naming every field of ``data`` that its game's ``kind`` row refuses (or
    the value that cannot be stored at all); nothing is saved then."""
    check_storable(data, "The row")
    if rows is None:
        return
    problems = row_problems(rows(game), kind, data)
    if problems:
        raise ValueError(f"The row does not fit the game ({'; '.join(problems)}); "
                         "nothing was saved.")


def check_same_kind(stored: str, kind: str) -> None:
    """ValueError when an edit would turn a stored row into a row of another kind."""
    if kind != stored:
        raise ValueError(f"kind: a {kind} row cannot replace a {stored} row; "
                         "nothing was saved.")
