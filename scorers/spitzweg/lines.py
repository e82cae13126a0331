"""Exhibition geometry and what one line can be (§0, §3.2).

A grid is a mapping ``(x, y) -> card code``. A line is a maximal row or column of 2+
adjacent cards; what a line of given cards can still be is memoised by its card codes,
because the same short lines recur in every check and in every step of the solver.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from functools import cache
from operator import itemgetter
from typing import NamedTuple

from scorers.spitzweg.data import BOX, CARD_COLOUR, CARD_VALUE, JOKER, MIN_LINE, VALUES

Pos = tuple[int, int]
Grid = Mapping[Pos, str]
Line = tuple[Pos, ...]

Reading = tuple[int, str | None, int]
"""One way to read a line: ``(set value or 0 for a run, Joker colour or None for any,
Joker value or 0 without a Joker)``."""

ROW, COLUMN = (1, 0), (0, 1)
NEIGHBOURS = ((1, 0), (-1, 0), (0, 1), (0, -1))
ROW_FIRST = itemgetter(1, 0)
"""Sort key of a cell by row, then column."""


def wrap(value: int) -> int:
    """Values wrap 10 -> 1 and 1 -> 10 in a run (§3.2).

    >>> wrap(11), wrap(0), wrap(7)
    (1, 10, 7)
    """
    return (value - 1) % len(VALUES) + 1


@cache
def readings(cards: tuple[str, ...]) -> tuple[Reading, ...] | None:
    """Every way the line ``cards`` (in order) is a set or a run; ``None`` with 2+ Jokers.

    Empty: the line can never be completed (SPW-PLACE-3, or SPW-PLACE-6 with a Joker).

    >>> readings(("R4", "J", "R6"))
    ((0, 'R', 5),)
    >>> readings(("Y3", "Y3", "B3")), readings(("R3", "R5", "R4"))
    (((3, None, 0),), ())
    >>> sorted(readings(("J", "B7")), key=str)
    [(0, 'B', 6), (0, 'B', 8), (7, None, 7)]
    """
    jokers = [i for i, card in enumerate(cards) if card == JOKER]
    if len(jokers) > 1:
        return None
    at = jokers[0] if jokers else -1
    concrete = [(i, CARD_COLOUR[card], CARD_VALUE[card]) for i, card in enumerate(cards)
                if card != JOKER]
    found: list[Reading] = []
    values = {value for _, _, value in concrete}
    if len(values) == 1:
        (value,) = values
        found.append((value, None, value if at >= 0 else 0))
    colours = {colour for _, colour, _ in concrete}
    # A run of more than 10 cards would repeat a value; only a grid outside the box has one.
    if len(colours) == 1 and len(cards) <= len(VALUES):
        (colour,) = colours
        for step in (1, -1):
            starts = {wrap(value - step * i) for i, _, value in concrete}
            if len(starts) == 1:
                (start,) = starts
                found.append((0, colour, wrap(start + step * at) if at >= 0 else 0))
    return tuple(dict.fromkeys(found))


def segment(grid: Grid, pos: Pos, step: Pos) -> Line:
    """The maximal row (``ROW``) or column (``COLUMN``) of cards through ``pos``."""
    dx, dy = step
    x, y = pos
    while (x - dx, y - dy) in grid:
        x, y = x - dx, y - dy
    cells = []
    while (x, y) in grid:
        cells.append((x, y))
        x, y = x + dx, y + dy
    return tuple(cells)


class Survey(NamedTuple):
    """What one walk over a non-empty grid finds: its lines, whether it is one orthogonally
    connected group (SPW-PLACE-1), and its ``(min x, min y, max x, max y)``."""

    lines: list[Line]
    connected: bool
    extent: tuple[int, int, int, int]


def survey(grid: Grid) -> Survey:
    """Lines (rows first, then columns, each in grid order of its first card), connectivity
    and extent of a non-empty grid, from the cells sorted once by row and once by column.

    Two cards touch exactly when they are neighbours in a line, so the grid is connected
    when every card lies in a line and the lines join up through their shared cards.
    """
    by_row = sorted(grid, key=ROW_FIRST)
    by_column = sorted(grid)
    row_at = {line[0]: line for line in _runs(by_row, ROW)}
    column_at = {line[0]: line for line in _runs(by_column, COLUMN)}
    rows = [line for pos in grid if (line := row_at.get(pos))]
    columns = [line for pos in grid if (line := column_at.get(pos))]
    box = (by_column[0][0], by_row[0][1], by_column[-1][0], by_row[-1][1])
    return Survey([*rows, *columns], len(grid) == 1 or _joined(len(grid), rows, columns), box)


def _runs(ordered: list[Pos], step: Pos) -> list[Line]:
    """The runs of 2+ cells, each one ``step`` after the last, in cells sorted along it."""
    dx, dy = step
    found = []
    run = [ordered[0]]
    for pos in ordered[1:]:
        x, y = run[-1]
        if pos[0] == x + dx and pos[1] == y + dy:
            run.append(pos)
            continue
        if len(run) > 1:
            found.append(tuple(run))
        run = [pos]
    if len(run) > 1:
        found.append(tuple(run))
    return found


def _joined(count: int, rows: list[Line], columns: list[Line]) -> bool:
    """Every one of ``count`` cards in a line, and the lines one group (union-find)."""
    group = {pos: index for index, row in enumerate(rows) for pos in row}
    parent = list(range(len(rows)))
    for column in columns:
        root = -1
        for pos in column:
            label = group.get(pos)
            if label is None:  # a card in this column only
                label = group[pos] = len(parent)
                parent.append(label)
            while parent[label] != label:
                label = parent[label]
            if root < 0:
                root = label
            elif label != root:
                parent[label] = root
    return len(group) == count and sum(1 for i, up in enumerate(parent) if i == up) == 1


def lines(grid: Grid) -> list[Line]:
    """Every line of the grid: rows first, then columns, in grid order."""
    return survey(grid).lines if grid else []


def connected(cells: Collection[Pos]) -> bool:
    """Whether the cells form one orthogonally connected group (SPW-PLACE-1)."""
    if not cells:
        return True
    left = set(cells)
    reach = [left.pop()]
    for x, y in reach:  # grows while it is walked: a breadth-first search
        for near in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if near in left:
                left.remove(near)
                reach.append(near)
    return not left


def components(cells: Collection[Pos]) -> list[list[Pos]]:
    """The 4-connected groups of the cells, largest first (ties: first found)."""
    left = set(cells)
    groups = []
    for start in cells:
        if start not in left:
            continue
        left.remove(start)
        group = [start]
        for x, y in group:  # grows while it is walked: a breadth-first search
            for near in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if near in left:
                    left.remove(near)
                    group.append(near)
        groups.append(group)
        if not left:
            break
    groups.sort(key=len, reverse=True)
    return groups


def box_fits(width: int, height: int, rotated: bool) -> bool:
    """SPW-PLACE-2: 8 wide x 5 high, or also 5 x 8 with ``rotated_box`` (A-13)."""
    wide, high = BOX
    return (width <= wide and height <= high) or (rotated and width <= high and height <= wide)


def extent(cells: Iterable[Pos]) -> tuple[int, int, int, int]:
    """``(min x, min y, max x, max y)`` of non-empty cells."""
    xs, ys = zip(*cells, strict=True)
    return min(xs), min(ys), max(xs), max(ys)


def is_line(cells: Line) -> bool:
    return len(cells) >= MIN_LINE


def name(cards: Grid, cells: Iterable[Pos]) -> str:
    """``"R8 (2,1), J (3,1)"`` for messages."""
    return ", ".join(f"{cards[pos]} ({pos[0]},{pos[1]})" for pos in cells)
