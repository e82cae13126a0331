"""Input validation (SP80-VAL): artwork data that cannot describe a real Spandau 1780 game.

Each check adds its faults to a `FaultList`, so one answer names every impossible copy or
hand; the request model raises them together. Illegal moves are never raised here; they
are verdicts of the op that checks them.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from scorers.common.errors import FaultList
from scorers.spandau.data import ARTWORK_NUMBERS, SETUP_ARTWORKS, SETUP_GENUINE
from scorers.spandau.models import Artwork

if TYPE_CHECKING:
    from scorers.spandau.artwork_models import TypeCount

Located = tuple[Artwork, str | None, str]
"""A copy, the player who holds it (or None), and where it is in the request
(``players.1.artworks.0``): the fault names both, so a sheet can mark that very copy."""


def located(players: Iterable[tuple[str, Iterable[Artwork]]]) -> list[Located]:
    """Every copy of every player, with its place in the request."""
    return [(copy, name, f"players.{i}.artworks.{j}")
            for i, (name, copies) in enumerate(players) for j, copy in enumerate(copies)]


def artworks(faults: FaultList, copies: Iterable[Located], catalogue: int) -> None:
    """SP80-VAL-2 (identity in the catalogue) and SP80-VAL-3 (each identity is genuine at
    most once and forged at most once across all players). A copy entered a second time
    is the faulty one; a copy outside the catalogue counts for nothing else."""
    types = catalogue // ARTWORK_NUMBERS
    seen: set[tuple[int, int, bool]] = set()
    for copy, holder, where in copies:
        players = None if holder is None else [holder]
        if not (1 <= copy.type <= types and 1 <= copy.number <= ARTWORK_NUMBERS):
            faults.add("SP80-VAL-2", f"No artwork {copy.label}: types are 1-{types} and "
                       f"numbers 1-{ARTWORK_NUMBERS}.", players=players, cards=[copy.label],
                       fields=[where])
            continue
        key = (copy.type, copy.number, copy.genuine)
        if key in seen:
            kind = "genuine" if copy.genuine else "forged"
            faults.add("SP80-VAL-3", f"Artwork {copy.label} has only one {kind} copy.",
                       players=players, cards=[copy.label], fields=[where])
        seen.add(key)


def type_counts(faults: FaultList,
                players: Sequence[tuple[str, Sequence[Artwork], Sequence[TypeCount]]],
                catalogue: int) -> None:
    """SP80-VAL-2 and SP80-VAL-3 for artworks counted per type: a type outside the
    catalogue, and more genuine (or forged) copies of a type than the type has artworks,
    over every player (copies entered one by one count too, each identity once). The
    count that goes over is the faulty one (``players.i.by_type.j``)."""
    types = catalogue // ARTWORK_NUMBERS
    if not any(counts for _, _, counts in players):
        return
    seen: dict[tuple[int, bool], int] = {}
    for copies in (copies for _, copies, _ in players):
        for key in {(c.type, c.number, c.genuine) for c in copies}:
            seen[key[0], key[2]] = seen.get((key[0], key[2]), 0) + 1
    for i, (name, _, counts) in enumerate(players):
        for j, count in enumerate(counts):
            where = f"players.{i}.by_type.{j}"
            if not 1 <= count.type <= types:
                faults.add("SP80-VAL-2", f"No artwork type {count.type}: types are "
                           f"1-{types}.", players=[name], fields=[where])
                continue
            for genuine, number in ((True, count.genuine), (False, count.forged)):
                total = seen.get((count.type, genuine), 0) + number
                seen[count.type, genuine] = total
                if number and total > ARTWORK_NUMBERS:
                    kind = "genuine" if genuine else "forged"
                    faults.add("SP80-VAL-3", f"Type {count.type} has only {ARTWORK_NUMBERS} "
                               f"{kind} artworks; {total} are entered ({name}: {number}).",
                               players=[name], cards=[str(count.type)], fields=[where])


def setup_hand(faults: FaultList, name: str, copies: tuple[Artwork, ...]) -> None:
    """SP80-VAL-5: a setup hand is 5 artworks with exactly 2 genuine (SP80-SETUP-9)."""
    genuine = sum(copy.genuine for copy in copies)
    if len(copies) != SETUP_ARTWORKS or genuine != SETUP_GENUINE:
        faults.add(
            "SP80-VAL-5", f"{name} holds {len(copies)} artworks with {genuine} genuine; a "
            f"setup hand is {SETUP_ARTWORKS} artworks with exactly {SETUP_GENUINE} genuine "
            "(SP80-SETUP-9).", players=[name])
