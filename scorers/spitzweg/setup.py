"""Exhibition targets (SPW-SETUP-6)."""

from __future__ import annotations

from scorers.common.errors import ImpossibleInput
from scorers.spitzweg.data import FIRST_TARGET, MAX_PLAYERS, MIN_PLAYERS


def target(players: int, index: int) -> int:
    """Target of the ``index``-th exhibition (1-based), SPW-SETUP-6.

    >>> target(4, 3), target(2, 1)
    (16, 8)
    """
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ImpossibleInput("SPW-VAL-1", f"Spitzweg needs 2-4 players, not {players}.")
    if index < 1:
        raise ImpossibleInput("SPW-VAL-9", f"Exhibitions are numbered from 1, not {index}.")
    return FIRST_TARGET[players] + index - 1


def targets(players: int, count: int) -> list[int]:
    """Targets of the first ``count`` exhibitions, SPW-SETUP-6.

    >>> targets(3, 4)
    [14, 15, 16, 17]
    """
    if count < 1:
        return []
    first = target(players, 1)  # each later exhibition's target is one more
    return list(range(first, first + count))
