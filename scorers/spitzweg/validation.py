"""Input validation (SPW-VAL): data that cannot describe a real Spitzweg situation.

Each check raises `ImpossibleInput` with its rule. Illegal *moves* are never raised here;
they are verdicts (`scorers.spitzweg.layout`, `scorers.spitzweg.turn`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Protocol

from scorers.common.errors import ImpossibleInput
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


def copies(*cards: str) -> None:
    """SPW-VAL-3: at most 2 copies of each painting and 6 Jokers in one game."""
    for card, found in Counter(cards).items():
        limit = JOKER_COUNT if card == JOKER else COPIES_PER_PAINTING
        if found > limit:
            raise ImpossibleInput(
                "SPW-VAL-3", f"Only {limit} cards {card} exist, but {found} are given.")


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


def exhibition_facts(cells: tuple[Any, ...]) -> tuple[Any, ...]:
    """SPW-VAL-3/4/6/7 for one exhibition grid; returns it unchanged (a pydantic validator)."""
    seen: set[tuple[int, int]] = set()
    for cell in cells:
        if (cell.x, cell.y) in seen:
            raise ImpossibleInput("SPW-VAL-4", f"Cell ({cell.x},{cell.y}) is occupied twice.")
        seen.add((cell.x, cell.y))
    copies(*(cell.card for cell in cells))
    opened = len(cells) > 1
    for cell in cells:
        if cell.card == JOKER and cell.owner is not None:
            raise ImpossibleInput(
                "SPW-VAL-6", f"The Joker at ({cell.x},{cell.y}) carries a {cell.owner} token, "
                "but Jokers carry no token.")
        if cell.card != JOKER and cell.owner is None and opened:
            raise ImpossibleInput(
                "SPW-VAL-6", f"{cell.card} at ({cell.x},{cell.y}) has no owner, but every "
                "painting in an opened exhibition carries a token.")
    tokens = Counter(cell.owner for cell in cells if cell.owner is not None)
    for colour, used in tokens.items():
        if used > TOKENS_PER_PLAYER:
            raise ImpossibleInput(
                "SPW-VAL-7", f"{colour.capitalize()} has only {TOKENS_PER_PLAYER} tokens, "
                f"but owns {used} cards.")
    return cells


def player_count(players: int) -> None:
    """SPW-VAL-1: 2-4 players."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ImpossibleInput(
            "SPW-VAL-1", f"Spitzweg needs {MIN_PLAYERS}-{MAX_PLAYERS} players, not {players}.")


def target_fits(players: int, target: int) -> None:
    """SPW-VAL-9: no exhibition with this many players has a smaller target."""
    if target < FIRST_TARGET[players]:
        raise ImpossibleInput(
            "SPW-VAL-9", f"With {players} players the first exhibition has target "
            f"{FIRST_TARGET[players]}, so no exhibition has target {target}.")


def size_fits(count: int, target: int) -> None:
    """SPW-VAL-5: an exhibition never holds more than target+1 cards."""
    if count > target + OVERFLOW_ALLOWANCE:
        raise ImpossibleInput(
            "SPW-VAL-5", f"An exhibition with target {target} cannot hold {count} cards "
            f"(at most {target + OVERFLOW_ALLOWANCE}).")


def turn_facts(exhibition: Sequence[_Cell], players: int | None, target: int | None) -> None:
    """The facts a turn question needs: player count, owners, target and size."""
    if players is not None:
        player_count(players)
        owners = sorted({cell.owner for cell in exhibition if cell.owner is not None})
        if len(owners) > players:
            raise ImpossibleInput(
                "SPW-VAL-6", f"The exhibition carries tokens of {len(owners)} colours "
                f"({', '.join(owners)}) but only {players} players are seated.")
        if target is not None:
            target_fits(players, target)
    if target is not None:
        size_fits(len(exhibition), target)


def score_facts(*, players: Sequence[str], exhibition: Sequence[_Cell], target: int,
                closer: str | None, overflow: tuple[int, int] | None, final: bool,
                hands: Mapping[str, Iterable[str]] | None, index: int | None) -> None:
    """Everything SPW-VAL says about a scoring request (SPW-VAL-1/3/5/6/8/9/10)."""
    player_count(len(players))
    if len(set(players)) != len(players):
        raise ImpossibleInput("SPW-VAL-1", f"Players {', '.join(players)} repeat a colour; "
                              "each player has a distinct token colour.")
    seated = set(players)
    for cell in exhibition:
        if cell.owner is not None and cell.owner not in seated:
            raise ImpossibleInput(
                "SPW-VAL-6", f"{cell.card} at ({cell.x},{cell.y}) carries a {cell.owner} "
                "token, but no player of that colour is seated.")
    if index is not None:
        expected = target_of(len(players), index)
        if expected != target:
            raise ImpossibleInput(
                "SPW-VAL-9", f"Exhibition {index} with {len(players)} players has target "
                f"{expected}, not {target}.")
    else:
        target_fits(len(players), target)
    count = len(exhibition)
    size_fits(count, target)
    if closer is not None and closer not in seated:
        raise ImpossibleInput("SPW-VAL-8", f"The closer {closer} is not a seated player.")
    if closer is not None and count < target:
        raise ImpossibleInput(
            "SPW-VAL-5", f"The exhibition has {count} cards, below its target {target}, "
            f"so {closer} cannot have closed it.")
    if final and count >= target:
        raise ImpossibleInput(
            "SPW-VAL-5", f"A final exhibition is below its target, but this one has {count} "
            f"of {target} cards.")
    _overflow_facts(exhibition, target, closer, overflow)
    if hands is not None:
        if not final:
            raise ImpossibleInput("SPW-VAL-10", "Hand cards only count at game end "
                                  "(final exhibition).")
        for colour in hands:
            if colour not in seated:
                raise ImpossibleInput("SPW-VAL-6", f"A hand is given for {colour}, "
                                      "but no player of that colour is seated.")
        copies(*(cell.card for cell in exhibition),
               *(card for hand in hands.values() for card in hand))


def _overflow_facts(exhibition: Sequence[_Cell], target: int, closer: str | None,
                    overflow: tuple[int, int] | None) -> None:
    """SPW-VAL-8: the overflow card is the closer's, lies there, and could have come last."""
    count = len(exhibition)
    if overflow is None:
        if closer is not None and count == target + OVERFLOW_ALLOWANCE:
            raise ImpossibleInput(
                "SPW-VAL-8", f"The exhibition holds {count} cards, one over its target "
                f"{target}: name the overflow card.")
        return
    if count != target + OVERFLOW_ALLOWANCE:
        raise ImpossibleInput(
            "SPW-VAL-8", f"An overflow card exists only with {target + OVERFLOW_ALLOWANCE} "
            f"cards, not {count}.")
    if closer is None:
        raise ImpossibleInput("SPW-VAL-8", "An overflow card needs a closer who placed it.")
    grid = {(cell.x, cell.y): cell for cell in exhibition}
    placed = grid.get(overflow)
    if placed is None:
        raise ImpossibleInput(
            "SPW-VAL-8", f"The overflow cell ({overflow[0]},{overflow[1]}) holds no card.")
    if placed.card != JOKER and placed.owner != closer:
        raise ImpossibleInput(
            "SPW-VAL-8", f"The overflow card {placed.card} at ({overflow[0]},{overflow[1]}) "
            f"must be the closer's ({closer}), not {placed.owner}'s.")
    rest = [cell for cell in grid if cell != overflow]
    if not connected(rest):
        raise ImpossibleInput(
            "SPW-VAL-8", f"The overflow card at ({overflow[0]},{overflow[1]}) cannot have "
            "been placed last: removing it disconnects the exhibition.")
