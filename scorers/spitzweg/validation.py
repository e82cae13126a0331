"""Input validation (SPW-VAL): data that cannot describe a real Spitzweg situation.

Each check collects every fault it finds in a `FaultList` (rule, message and the cells,
cards or players concerned) and raises them together as one `ImpossibleInput`, so a table
learns every problem of its input at once. Illegal *moves* are never raised here; they are
verdicts (`scorers.spitzweg.layout`, `scorers.spitzweg.turn`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Protocol

from scorers.common.errors import FaultList
from scorers.spitzweg.data import (
    COPIES_PER_PAINTING,
    FIRST_TARGET,
    JOKER,
    JOKER_COUNT,
    MAX_PLAYERS,
    MIN_PLAYERS,
    OVERFLOW_ALLOWANCE,
    TOKENS_PER_PLAYER,
)
from scorers.spitzweg.lines import connected
from scorers.spitzweg.setup import target as target_of


class _Cell(Protocol):
    @property
    def x(self) -> int: ...
    @property
    def y(self) -> int: ...
    @property
    def card(self) -> str: ...
    @property
    def owner(self) -> str | None: ...


def copy_faults(faults: FaultList, cards: Iterable[str]) -> None:
    """SPW-VAL-3: at most 2 copies of each painting and 6 Jokers in one game."""
    for card, found in Counter(cards).items():
        limit = JOKER_COUNT if card == JOKER else COPIES_PER_PAINTING
        if found > limit:
            faults.add("SPW-VAL-3", f"Only {limit} cards {card} exist, but {found} are given.",
                       cards=[card])


def copies(*cards: str) -> None:
    """SPW-VAL-3 for the cards given, every over-counted card named."""
    faults = FaultList()
    copy_faults(faults, cards)
    faults.raise_if_any()


def turn_copies(exhibition: Sequence[_Cell], place: Iterable[Any],
                hand: Iterable[str]) -> None:
    """SPW-VAL-3 for a turn: the exhibition before it, the cards placed and the hand left.

    A Joker that a painting replaces goes to the hand or is placed again (SPW-JOKER-4), so
    it is counted once.
    """
    jokers = {(cell.x, cell.y) for cell in exhibition if cell.card == JOKER}
    counts = Counter(cell.card for cell in exhibition)
    for move in place:
        counts[move.card] += 1
        if move.card != JOKER and (move.x, move.y) in jokers:
            jokers.remove((move.x, move.y))
            counts[JOKER] -= 1
    counts.update(hand)
    copies(*counts.elements())


def grid_faults(faults: FaultList, cells: Sequence[_Cell]) -> None:
    """SPW-VAL-3/4/6/7 for one exhibition grid, every fault with its cells."""
    seen: set[tuple[int, int]] = set()
    for cell in cells:
        if (cell.x, cell.y) in seen:
            faults.add("SPW-VAL-4", f"Cell ({cell.x},{cell.y}) is occupied twice.",
                       cells=[[cell.x, cell.y]])
        seen.add((cell.x, cell.y))
    copy_faults(faults, (cell.card for cell in cells))
    opened = len(cells) > 1
    for cell in cells:
        if cell.card == JOKER and cell.owner is not None:
            faults.add("SPW-VAL-6", f"The Joker at ({cell.x},{cell.y}) carries a {cell.owner} "
                       "token, but Jokers carry no token.", cells=[[cell.x, cell.y]])
        if cell.card != JOKER and cell.owner is None and opened:
            faults.add("SPW-VAL-6", f"{cell.card} at ({cell.x},{cell.y}) has no owner, but "
                       "every painting in an opened exhibition carries a token.",
                       cells=[[cell.x, cell.y]])
    tokens = Counter(cell.owner for cell in cells if cell.owner is not None)
    for colour, used in tokens.items():
        if used > TOKENS_PER_PLAYER:
            faults.add("SPW-VAL-7", f"{colour.capitalize()} has only {TOKENS_PER_PLAYER} "
                       f"tokens, but owns {used} cards.", players=[colour])


def exhibition_facts(cells: tuple[Any, ...]) -> tuple[Any, ...]:
    """SPW-VAL-3/4/6/7 for one exhibition grid; returns it unchanged (a pydantic validator)."""
    faults = FaultList()
    grid_faults(faults, cells)
    faults.raise_if_any()
    return cells


def count_fault(faults: FaultList, players: int) -> bool:
    """SPW-VAL-1: 2-4 players; False (and the fault noted) when the count is impossible."""
    if MIN_PLAYERS <= players <= MAX_PLAYERS:
        return True
    faults.add("SPW-VAL-1", f"Spitzweg needs {MIN_PLAYERS}-{MAX_PLAYERS} players, not "
               f"{players}.")
    return False


def player_count(players: int) -> None:
    """SPW-VAL-1: 2-4 players."""
    faults = FaultList()
    count_fault(faults, players)
    faults.raise_if_any()


def seating(players: Sequence[str]) -> None:
    """SPW-VAL-1: 2-4 players, each with a distinct token colour."""
    faults = FaultList()
    _seating_faults(faults, players)
    faults.raise_if_any()


def _seating_faults(faults: FaultList, players: Sequence[str]) -> bool:
    counted = count_fault(faults, len(players))
    if len(set(players)) != len(players):
        repeated = sorted(colour for colour, n in Counter(players).items() if n > 1)
        faults.add("SPW-VAL-1", f"Players {', '.join(players)} repeat a colour; each player "
                   "has a distinct token colour.", players=repeated)
    return counted


def target_fault(faults: FaultList, players: int, target: int) -> None:
    """SPW-VAL-9: no exhibition with this many players has a smaller target."""
    if target < FIRST_TARGET[players]:
        faults.add("SPW-VAL-9", f"With {players} players the first exhibition has target "
                   f"{FIRST_TARGET[players]}, so no exhibition has target {target}.")


def size_fault(faults: FaultList, count: int, target: int) -> None:
    """SPW-VAL-5: an exhibition never holds more than target+1 cards."""
    if count > target + OVERFLOW_ALLOWANCE:
        faults.add("SPW-VAL-5", f"An exhibition with target {target} cannot hold {count} cards "
                   f"(at most {target + OVERFLOW_ALLOWANCE}).")


def turn_facts(exhibition: Sequence[_Cell], players: int | None, target: int | None) -> None:
    """The facts a turn question needs: player count, owners, target and size."""
    faults = FaultList()
    if players is not None and count_fault(faults, players):
        owners = sorted({cell.owner for cell in exhibition if cell.owner is not None})
        if len(owners) > players:
            faults.add("SPW-VAL-6", f"The exhibition carries tokens of {len(owners)} colours "
                       f"({', '.join(owners)}) but only {players} players are seated.",
                       players=owners)
        if target is not None:
            target_fault(faults, players, target)
    if target is not None:
        size_fault(faults, len(exhibition), target)
    faults.raise_if_any()


def score_facts(*, players: Sequence[str], exhibition: Sequence[_Cell], target: int,
                closer: str | None, overflow: tuple[int, int] | None, final: bool,
                hands: Mapping[str, Iterable[str]] | None, index: int | None) -> None:
    """Everything SPW-VAL says about a scoring request (SPW-VAL-1/3/5/6/8/9/10), every fault
    at once."""
    faults = FaultList()
    score_faults(faults, players=players, exhibition=exhibition, target=target, closer=closer,
                 overflow=overflow, final=final, hands=hands, index=index)
    faults.raise_if_any()


def score_faults(faults: FaultList, *, players: Sequence[str], exhibition: Sequence[_Cell],
                 target: int, closer: str | None, overflow: tuple[int, int] | None,
                 final: bool, hands: Mapping[str, Iterable[str]] | None,
                 index: int | None) -> None:
    """`score_facts` into ``faults``."""
    seated_count = _seating_faults(faults, players)
    seated = set(players)
    for cell in exhibition:
        if cell.owner is not None and cell.owner not in seated:
            faults.add("SPW-VAL-6", f"{cell.card} at ({cell.x},{cell.y}) carries a "
                       f"{cell.owner} token, but no player of that colour is seated.",
                       cells=[[cell.x, cell.y]], players=[cell.owner])
    if seated_count:
        if index is not None:
            expected = target_of(len(players), index)
            if expected != target:
                faults.add("SPW-VAL-9", f"Exhibition {index} with {len(players)} players has "
                           f"target {expected}, not {target}.")
        else:
            target_fault(faults, len(players), target)
    count = len(exhibition)
    size_fault(faults, count, target)
    if closer is not None and closer not in seated:
        faults.add("SPW-VAL-8", f"The closer {closer} is not a seated player.",
                   players=[closer])
    if closer is not None and count < target:
        faults.add("SPW-VAL-5", f"The exhibition has {count} cards, below its target "
                   f"{target}, so {closer} cannot have closed it.")
    if final and count >= target and closer is None:
        faults.add("SPW-VAL-5", f"This final exhibition has {count} of {target} cards: it "
                   "closed, so name its closer (the player whose turn reached the target).",
                   fields=["closer"])
    _overflow_faults(faults, exhibition, target, closer, overflow)
    if hands is not None:
        if not final:
            faults.add("SPW-VAL-10", "Hand cards only count at game end (final exhibition).",
                       players=list(hands))
        for colour in hands:
            if colour not in seated:
                faults.add("SPW-VAL-6", f"A hand is given for {colour}, but no player of "
                           "that colour is seated.", players=[colour])
        copy_faults(faults, [*(cell.card for cell in exhibition),
                             *(card for hand in hands.values() for card in hand)])


def _overflow_faults(faults: FaultList, exhibition: Sequence[_Cell], target: int,
                     closer: str | None, overflow: tuple[int, int] | None) -> None:
    """SPW-VAL-8: the overflow card is the closer's, lies there, and could have come last."""
    count = len(exhibition)
    if overflow is None:
        if closer is not None and count == target + OVERFLOW_ALLOWANCE:
            faults.add("SPW-VAL-8", f"The exhibition holds {count} cards, one over its target "
                       f"{target}: name the overflow card.")
        return
    at = [list(overflow)]
    if count != target + OVERFLOW_ALLOWANCE:
        faults.add("SPW-VAL-8", f"An overflow card exists only with "
                   f"{target + OVERFLOW_ALLOWANCE} cards, not {count}.", cells=at)
    if closer is None:
        faults.add("SPW-VAL-8", "An overflow card needs a closer who placed it.", cells=at)
    grid = {(cell.x, cell.y): cell for cell in exhibition}
    placed = grid.get(overflow)
    if placed is None:
        faults.add("SPW-VAL-8", f"The overflow cell ({overflow[0]},{overflow[1]}) holds no "
                   "card.", cells=at)
        return
    if closer is not None and placed.card != JOKER and placed.owner != closer:
        faults.add("SPW-VAL-8", f"The overflow card {placed.card} at ({overflow[0]},"
                   f"{overflow[1]}) must be the closer's ({closer}), not {placed.owner}'s.",
                   cells=at, cards=[placed.card])
    rest = [cell for cell in grid if cell != overflow]
    if not connected(rest):
        faults.add("SPW-VAL-8", f"The overflow card at ({overflow[0]},{overflow[1]}) cannot "
                   "have been placed last: removing it disconnects the exhibition.", cells=at,
                   cards=[placed.card])
