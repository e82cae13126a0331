"""Static validity of an exhibition: SPW-PLACE-1..6 and SPW-PLACE-8 (§3.2).

`layout_faults` is the one definition of a valid exhibition. `check_layout`, the turn
check and the solver all go through it; it never raises, whatever the grid.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Collection
from functools import cache
from typing import NamedTuple

from scorers.common.models import Verdict, Violation
from scorers.spitzweg.data import BORDER_COLOURS, BOX, COPIES_PER_PAINTING, JOKER, MIN_GROUP
from scorers.spitzweg.lines import (
    Grid,
    Line,
    Pos,
    Survey,
    box_fits,
    components,
    name,
    readings,
    survey,
)
from scorers.spitzweg.models import CheckLayoutRequest


def check_layout(request: CheckLayoutRequest) -> Verdict:
    """Is this exhibition valid as it lies? A lone unowned start card needs no line."""
    cells = request.exhibition
    grid = {(cell.x, cell.y): cell.card for cell in cells}
    exempt = tuple(grid) if len(cells) == 1 and cells[0].owner is None else ()
    faults = layout_faults(grid, rotated_box=request.options.rotated_box, exempt=exempt,
                           joker_identity_must_exist=request.options.joker_identity_must_exist)
    return Verdict.of(violation(fault) for fault in faults)


def violation(fault: Fault) -> Violation:
    return Violation(rule=fault.rule, message=fault.message,
                     cells=tuple(fault.cells) if fault.cells else None)


class Fault(NamedTuple):
    """A broken rule before it becomes a `Violation`: rule, message, cells."""

    rule: str
    message: str
    cells: tuple[Pos, ...]


Candidate = tuple[str | None, int, tuple[int, ...]]
"""A Joker identity (colour or None for any, value) and the set values its lines take."""


def layout_faults(grid: Grid, *, rotated_box: bool = False,
                  joker_identity_must_exist: bool = False,
                  exempt: Collection[Pos] = ()) -> list[Fault]:
    """Every static fault of the grid; ``exempt`` cells need no line of 3+ (a start card).

    >>> layout_faults({(0, 0): "R3", (1, 0): "R4", (2, 0): "R5"})
    []
    >>> [f.rule for f in layout_faults({(0, 0): "R3", (1, 0): "R5", (2, 0): "R4"})]
    ['SPW-PLACE-3']
    """
    if not grid:
        return []
    found = survey(grid)
    faults = _shape_faults(grid, found, rotated_box)
    set_lines: dict[int, list[Line]] = defaultdict(list)
    joker_lines: dict[Pos, list[tuple[Line, tuple[tuple[int, str | None, int], ...]]]] = {}
    grouped: set[Pos] = set(exempt)
    for line in found.lines:
        if len(line) >= MIN_GROUP:
            grouped.update(line)
        cards = tuple(map(grid.__getitem__, line))
        ways = readings(cards)
        if ways is None:
            faults.append(Fault("SPW-PLACE-4", f"The line {name(grid, line)} holds "
                                f"{cards.count(JOKER)} Jokers, but a line may hold only one.",
                                line))
            continue
        if JOKER in cards:
            joker_lines.setdefault(line[cards.index(JOKER)], []).append((line, ways))
        elif not ways:
            faults.append(Fault("SPW-PLACE-3", f"The line {name(grid, line)} can never be "
                                "one set or one run.", line))
        elif ways[0][0]:
            set_lines[ways[0][0]].append(line)
    used = set()
    for value, same in set_lines.items():
        used.add(value)
        if len(same) > 1:
            faults.append(Fault(
                "SPW-PLACE-5", f"{len(same)} lines are sets of {value}s ("
                + "; ".join(name(grid, line) for line in same)
                + "), but each value may form only one set.",
                tuple(dict.fromkeys(pos for line in same for pos in line))))
    if joker_lines:
        faults.extend(_joker_faults(grid, joker_lines, used, joker_identity_must_exist))
    if not grouped.issuperset(grid):  # a valid layout needs no walk over its cards
        faults.extend(
            Fault("SPW-PLACE-8", f"{grid[pos]} at ({pos[0]},{pos[1]}) is in no line of "
                  f"{MIN_GROUP} or more cards.", (pos,))
            for pos in grid if pos not in grouped)
    return faults


def _shape_faults(grid: Grid, found: Survey, rotated_box: bool) -> list[Fault]:
    """SPW-PLACE-1 (one orthogonally connected group) and SPW-PLACE-2 (the box)."""
    faults = []
    if not found.connected:
        groups = components(list(grid))
        apart = tuple(pos for group in groups[1:] for pos in group)
        faults.append(Fault("SPW-PLACE-1", "Not orthogonally connected to the rest of the "
                            f"exhibition: {name(grid, apart)}.", apart))
    x0, y0, x1, y1 = found.extent
    width, height = x1 - x0 + 1, y1 - y0 + 1
    if not box_fits(width, height, rotated_box):
        wide, high = BOX
        edge = tuple(pos for pos in grid if (width > wide and pos[0] in (x0, x1))
                     or (height > high and pos[1] in (y0, y1)))
        allowed = f"{wide} x {high}" + (f" or {high} x {wide}" if rotated_box else "")
        faults.append(Fault("SPW-PLACE-2", f"The exhibition spans {width} columns and "
                            f"{height} rows; at most {allowed} fit.", edge))
    return faults


def _joker_faults(grid: Grid, joker_lines: dict[Pos, list[tuple[Line, tuple[
        tuple[int, str | None, int], ...]]]], used: set[int], must_exist: bool) -> list[Fault]:
    """SPW-PLACE-6: one identity per Joker making all its lines valid and sets unique."""
    on_table = Counter(card for card in grid.values() if card != JOKER) if must_exist else None
    faults = []
    searched: list[tuple[Pos, tuple[Candidate, ...]]] = []
    for joker, its_lines in joker_lines.items():
        candidates = joker_identities(tuple(ways for _, ways in its_lines))
        if on_table is not None:
            candidates = tuple(c for c in candidates if _copy_free(c[0], c[1], on_table))
        if candidates:
            searched.append((joker, candidates))
            continue
        cells = (joker, *(pos for line, _ in its_lines for pos in line if pos != joker))
        described = " and ".join(name(grid, line) for line, _ in its_lines)
        faults.append(Fault("SPW-PLACE-6", f"No painting the Joker at ({joker[0]},{joker[1]}) "
                            f"could stand for makes {described} a set or run.", cells))
    if searched and not _assign(searched, 0, set(used), on_table):
        cells = tuple(dict.fromkeys(
            pos for joker, _ in searched for line, _ in joker_lines[joker] for pos in line))
        jokers = ", ".join(f"({x},{y})" for (x, y), _ in searched)
        faults.append(Fault("SPW-PLACE-6", f"The Jokers at {jokers} cannot stand for "
                            "paintings that make every line a set or run with one set per "
                            "value.", cells))
    return faults


@cache
def joker_identities(per_line: tuple[tuple[tuple[int, str | None, int], ...], ...]
                ) -> tuple[Candidate, ...]:
    """Identities fitting all of one Joker's lines (at most 2), runs first (§3.4)."""
    found: list[Candidate] = [(None, 0, ())]
    for ways in per_line:
        grown: list[Candidate] = []
        for colour, value, sets in found:
            for set_value, way_colour, way_value in ways:
                if value and way_value != value:
                    continue
                if colour and way_colour and way_colour != colour:
                    continue
                grown.append((colour or way_colour, way_value,
                              (*sets, set_value) if set_value else sets))
        found = grown
    return tuple(sorted(found, key=lambda c: len(c[2])))


def _copy_free(colour: str | None, value: int, on_table: Counter[str]) -> bool:
    """A-21 option: some copy of the identity is not already lying in the exhibition."""
    colours = [colour] if colour else list(BORDER_COLOURS)
    return any(on_table[f"{c}{value}"] < COPIES_PER_PAINTING for c in colours)


def _assign(searched: list[tuple[Pos, tuple[Candidate, ...]]], at: int, used: set[int],
            on_table: Counter[str] | None) -> bool:
    """Backtracking over the (at most 6) Jokers; ``used`` holds the values that have a set.

    ``on_table`` (only with ``joker_identity_must_exist``) counts the copies already used.
    """
    if at == len(searched):
        return True
    for colour, value, sets in searched[at][1]:
        if len(set(sets)) < len(sets) or used.intersection(sets):
            continue
        card = f"{colour}{value}" if colour and on_table is not None else None
        if card and on_table is not None:
            if on_table[card] >= COPIES_PER_PAINTING:
                continue
            on_table[card] += 1
        used.update(sets)
        fits = _assign(searched, at + 1, used, on_table)
        used.difference_update(sets)
        if card and on_table is not None:
            on_table[card] -= 1
        if fits:
            return True
    return False
