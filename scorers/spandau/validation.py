"""Input validation (SP80-VAL): artwork data that cannot describe a real Spandau 1780 game.

Each check raises `ImpossibleInput` with its rule. Illegal moves are never raised here;
they are verdicts of the op that checks them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from scorers.common.errors import ImpossibleInput
from scorers.spandau.data import ARTWORK_NUMBERS, SETUP_ARTWORKS, SETUP_GENUINE
from scorers.spandau.models import Artwork


def artworks(copies: Iterable[Artwork], catalogue: int) -> None:
    """SP80-VAL-2 (identity in the catalogue) and SP80-VAL-3 (each identity is genuine at
    most once and forged at most once across all players)."""
    types = catalogue // ARTWORK_NUMBERS
    seen: Counter[tuple[int, int, bool]] = Counter()
    for copy in copies:
        if not (1 <= copy.type <= types and 1 <= copy.number <= ARTWORK_NUMBERS):
            raise ImpossibleInput(
                "SP80-VAL-2", f"No artwork {copy.label}: types are 1-{types} and numbers "
                f"1-{ARTWORK_NUMBERS}.")
        key = (copy.type, copy.number, copy.genuine)
        seen[key] += 1
        if seen[key] > 1:
            kind = "genuine" if copy.genuine else "forged"
            raise ImpossibleInput(
                "SP80-VAL-3", f"Artwork {copy.label} has only one {kind} copy.")


def setup_hand(name: str, copies: tuple[Artwork, ...]) -> None:
    """SP80-VAL-5: a setup hand is 5 artworks with exactly 2 genuine (SP80-SETUP-9)."""
    genuine = sum(copy.genuine for copy in copies)
    if len(copies) != SETUP_ARTWORKS or genuine != SETUP_GENUINE:
        raise ImpossibleInput(
            "SP80-VAL-5", f"{name} holds {len(copies)} artworks with {genuine} genuine; a "
            f"setup hand is {SETUP_ARTWORKS} artworks with exactly {SETUP_GENUINE} genuine "
            "(SP80-SETUP-9).")
