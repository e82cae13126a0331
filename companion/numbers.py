"""The one way a number typed at the table is read and checked, and the store's limits.

Every number field goes through `parse_int` with its bounds (the rules' or a sane one), so
"99999999999999999999", 4,300 digits, "²", "٣", "--5", "12abc", NaN, inf or 1e309 are
refused with a message at the field, never stored, never an uncaught error.
`STORABLE` is the range every number in a saved game, its backup and its import share, so
whatever can be stored can be saved, exported and imported again.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

STORE_DIGITS = 15
"""The most digits a stored number has (the backup reader allows the same)."""
STORABLE = (-(10 ** STORE_DIGITS - 1), 10 ** STORE_DIGITS - 1)
SANE = (-999_999, 999_999)
"""Bounds of a score field whose rules give none: far beyond any evening's points."""
_INTEGER = re.compile(r"[+-]?[0-9]{1,18}")


@dataclass(frozen=True)
class Bounds:
    low: int
    high: int

    def clamp(self, value: int) -> int:
        return max(self.low, min(self.high, value))


SCORE = Bounds(*SANE)
COUNT = Bounds(0, SANE[1])
"""A count of cards, ships or stones: never below none."""


class NumberError(ValueError):
    """A typed number that is refused; ``key`` and ``params`` give the message (i18n)."""

    def __init__(self, key: str, **params: object) -> None:
        super().__init__(ENGLISH[key].format(**params))
        self.key = key
        self.params = params


ENGLISH = {"number.not_whole": "Type a whole number (digits 0-9).",
           "number.range": "Type a number from {low} to {high}."}


def number_message(error: NumberError, t: Callable[..., str] | None = None) -> str:
    """The message for the field, in the screen's language when ``t`` is given."""
    if t is None:
        return str(error)
    return t(error.key, **error.params)


def parse_int(text: str | None, bounds: Bounds = SCORE) -> int:
    """The whole number in ``text`` (ASCII digits, one optional sign, spaces around);
    NumberError("number.not_whole") or NumberError("number.range", low=, high=)."""
    typed = (text or "").strip()
    if not _INTEGER.fullmatch(typed):
        if re.fullmatch(r"[+-]?[0-9]+", typed):  # only digits, but far too many
            raise NumberError("number.range", low=bounds.low, high=bounds.high)
        raise NumberError("number.not_whole")
    value = int(typed)
    if not bounds.low <= value <= bounds.high:
        raise NumberError("number.range", low=bounds.low, high=bounds.high)
    return value


def storable(value: object) -> bool:
    """Whether ``value`` is a number the store, its backups and their import all accept."""
    if isinstance(value, bool):
        return True
    if isinstance(value, int):
        return bool(STORABLE[0] <= value <= STORABLE[1])
    if isinstance(value, float):
        return bool(value == value and abs(value) <= STORABLE[1])  # not NaN, not inf
    return False
