"""Where can my cards go? Legal turns from a hand, and the turns that close the exhibition.

The search grows a turn one card at a time, each card touching the exhibition (SPW-PLACE-9).
Cells are tried in a fixed order and a cell tried in one branch is never offered again in
the branches after it, so each set of placements is grown exactly once (Joker replacements
first, new cells after). It drops a branch as soon as it can never become legal:
* a line through the new card that no set or run can complete stays broken whatever is
  added later (lines only grow, and a longer line keeps the same cards in the same order);
  which cards fit an empty cell is kept per cell and redone only for the cells at the ends
  of the new card's two lines;
* a Joker in a line through the new card that no painting fits in both its lines stays
  stuck (SPW-PLACE-6);
* the box only grows (SPW-PLACE-2), and so does the card count (SPW-CLOSE-2);
* a placed card that still needs a line of 3 (SPW-PLACE-8) needs at least one more card,
  two if no single cell can give it one; with one card left, that card must go where it
  gives every such card, and itself, a line of 3.
Every turn found is then judged by `scorers.spitzweg.turn.judge`, the same function behind
``check_turn``, in the placement order returned, so each answer passes ``check_turn``.
A search stops after `STEP_BUDGET` placements tried and then says it is not complete.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from functools import cache
from typing import NamedTuple

from scorers.spitzweg.coach import coach_turns
from scorers.spitzweg.data import CARD_COLOUR, CARD_VALUE, JOKER, MIN_GROUP, OVERFLOW_ALLOWANCE
from scorers.spitzweg.layout import joker_identities
from scorers.spitzweg.lines import (
    COLUMN,
    NEIGHBOURS,
    ROW,
    Pos,
    box_fits,
    extent,
    readings,
    segment,
)
from scorers.spitzweg.models import Options, Placement, SolveRequest, SolveResponse
from scorers.spitzweg.turn import Move, judge

Turn = tuple[Move, ...]
ALL_CARDS = frozenset(CARD_VALUE)
PAINTINGS_LIKE = {card: frozenset(
    other for other in ALL_CARDS if other != JOKER and (
        CARD_VALUE[other] == CARD_VALUE[card] or CARD_COLOUR[other] == CARD_COLOUR[card]))
    for card in ALL_CARDS if card != JOKER}
"""The paintings that share a value or a border colour with each painting."""
Fits = tuple[frozenset[str], frozenset[str], frozenset[str]]
"""The cards that fit an empty cell by its row, by its column, and by both."""
STEP_BUDGET = 200_000
"""Most placements one search tries; a search cut there answers ``complete: false``."""


class _Search:
    """Depth-first growth of turns on one exhibition; see the module docstring."""

    def __init__(self, before: Mapping[Pos, str], lone_start: bool, hand: Iterable[str],
                 target: int | None, end_game: bool, options: Options,
                 budget: int = STEP_BUDGET) -> None:
        self.before = dict(before)
        self.lone_start = lone_start
        self.hand = Counter(hand)
        self.target = target
        self.end_game = end_game
        self.options = options
        self.keep = 0 if end_game else 1
        self.jokers = [pos for pos, card in before.items() if card == JOKER]
        self.budget = budget
        self.complete = True

    def run(self, limit: int, closing: bool) -> list[Turn]:
        """Legal turns of 1..``limit`` placements; with ``closing`` only those that close,
        and then ``limit`` counts new cards only (a Joker replacement adds no card)."""
        self.grid = dict(self.before)
        self.limit = limit
        self.closing = closing
        self.placed: list[Move] = []
        self.spent = 0
        start_needs_line = self.lone_start and self.options.start_card_needs_line
        self.needs_line: list[Pos] = list(self.before) if start_needs_line else []
        self.found: list[Turn] = []
        self.box = extent(self.grid) if self.grid else None
        frontier = sorted({near for pos in self.grid for near in _around(pos)
                           if near not in self.grid}) if self.grid else [(0, 0)]
        self.fits = {pos: _fits(self.grid, pos) for pos in frontier}
        if self.target is not None and closing and len(self.grid) + limit < self.target:
            return []
        # Replacements come first in every turn grown: a replaced Joker can only narrow
        # what its lines accept, except that it can unblock a line that would join two.
        self._grow([*self.jokers, *frontier])
        return sorted(self.found, key=lambda turn: (len(turn), sorted(turn)))

    def _grow(self, untried: list[Pos]) -> None:
        """Try each untried cell in turn; a cell tried here is never retried deeper in the
        later branches, so every set of placements is grown exactly once."""
        left = self.limit - self.spent
        if left <= 0:
            return
        grid = self.grid
        lacking = [pos for pos in self.needs_line if not _in_three(grid, pos)]
        allowed: set[Pos] | None = None
        if lacking and left == 1:
            allowed = set.intersection(*(_fixing_cells(grid, pos) for pos in lacking))
        elif lacking and left == 2:
            # A card no single cell can help needs both remaining cards in its own line.
            for pos in lacking:
                if not _fixing_cells(grid, pos):
                    along = _two_along(grid, pos)
                    allowed = along if allowed is None else allowed & along
        last = left == 1 and not self.closing
        fresh = sum(self.hand.values()) - 1 >= self.keep
        cards = {card for card, n in self.hand.items() if n}
        for at, pos in enumerate(untried):
            if pos in self.before:
                if (lacking and last) or grid[pos] != JOKER or (
                        last and not _in_three(grid, pos)):
                    continue
                del grid[pos]
                options = _fitting(grid, pos).intersection(cards) - {JOKER}
                grid[pos] = JOKER
                replaced: str | None = JOKER
            else:
                if not fresh or (allowed is not None and pos not in allowed):
                    continue
                options = self.fits[pos][2].intersection(cards)
                if not options or not (
                        self._fits_box(pos)) or (left == 1 and not _in_three(grid, pos)):
                    continue
                replaced = None
            rest = untried[at + 1:]
            for card in sorted(options):
                if self.budget <= 0:
                    self.complete = False
                    return
                self.budget -= 1
                grid[pos] = card
                self._try((pos[0], pos[1], card), pos, rest, replaced)
                if replaced:
                    grid[pos] = replaced
                else:
                    del grid[pos]

    def _try(self, move: Move, pos: Pos, rest: list[Pos], replaced: str | None) -> None:
        """Play ``move`` (its card already on the grid), record it if legal, grow on."""
        count = len(self.grid)
        if self.target is not None and count > self.target + OVERFLOW_ALLOWANCE:
            return
        if not replaced and _joker_stuck(self.grid, pos):
            return
        self.placed.append(move)
        spends = not (replaced and self.closing)
        self.spent += spends
        self.needs_line.append(pos)
        self.hand[move[2]] -= 1
        if replaced:
            self.hand[replaced] += 1
        reachable = self.target is None or count + self.limit - self.spent >= self.target
        if not self.closing or (self.target is not None and count >= self.target):
            self._record()
        if (not self.closing or reachable) and self.spent < self.limit:
            self._grow_from(pos, rest, replaced)
        if replaced:
            self.hand[replaced] -= 1
        self.hand[move[2]] += 1
        self.needs_line.pop()
        self.spent -= spends
        self.placed.pop()

    def _grow_from(self, pos: Pos, rest: list[Pos], replaced: str | None) -> None:
        """Grow on after a card at ``pos``: only the cells at the ends of its two lines
        see a new neighbour, and a new card brings its empty neighbours into reach."""
        box = self.box
        new = [] if replaced else [near for near in _around(pos)
                                   if near not in self.grid and near not in self.fits]
        touched = [(end, step) for end, step in _ends(self.grid, pos) if end in self.fits]
        saved = [(end, self.fits[end]) for end, _ in touched]
        for end, step in touched:
            # Only the line along ``step`` changed for this cell; the crossing one did not.
            row, column, _ = self.fits[end]
            if step[0]:
                row = _line_fits(self.grid, end, ROW)
            else:
                column = _line_fits(self.grid, end, COLUMN)
            self.fits[end] = (row, column, row & column)
        for end in new:
            self.fits[end] = _fits(self.grid, end)
        if not replaced:
            x, y = pos
            self.box = (x, y, x, y) if box is None else (
                min(box[0], x), min(box[1], y), max(box[2], x), max(box[3], y))
        self._grow([*rest, *sorted(new)])
        self.box = box
        for end in new:
            del self.fits[end]
        self.fits.update(saved)

    def _record(self) -> None:
        if not all(_in_three(self.grid, pos) for pos in self.needs_line):
            return
        order = self._order()
        outcome = judge(self.before, self.lone_start, order, target=self.target,
                        hand_left=sum(self.hand.values()), end_game=self.end_game,
                        options=self.options)
        if not outcome.faults:
            self.found.append(order)

    def _order(self) -> Turn:
        """A legal placement order: Joker replacements first, then each card touching the
        exhibition, with the cheapest possible card last when it is the overflow card."""
        replacing = [move for move in self.placed if (move[0], move[1]) in self.before]
        fresh = sorted(move for move in self.placed if (move[0], move[1]) not in self.before)
        overflow = (self.target is not None
                    and len(self.grid) == self.target + OVERFLOW_ALLOWANCE)
        if overflow:
            for last in sorted(fresh, key=lambda move: CARD_VALUE[move[2]]):
                rest = _adjacent_order(self.before, [m for m in fresh if m != last])
                if rest is not None:
                    return (*replacing, *rest, last)
        ordered = _adjacent_order(self.before, fresh)
        assert ordered is not None  # the search only grows turns along neighbours
        return (*replacing, *ordered)

    def _fits_box(self, pos: Pos) -> bool:
        if not self.box:
            return True
        x0, y0, x1, y1 = self.box
        x, y = pos
        return box_fits(max(x1, x) - min(x0, x) + 1, max(y1, y) - min(y0, y) + 1,
                        self.options.rotated_box)


def _around(pos: Pos) -> list[Pos]:
    x, y = pos
    return [(x + dx, y + dy) for dx, dy in NEIGHBOURS]


def _ends(grid: Mapping[Pos, str], pos: Pos) -> list[tuple[Pos, Pos]]:
    """The empty cells just past both ends of the row and the column through ``pos``,
    each with the step that leads there from ``pos``."""
    ends = []
    for dx, dy in NEIGHBOURS:
        x, y = pos
        while (x, y) in grid:
            x, y = x + dx, y + dy
        ends.append(((x, y), (dx, dy)))
    return ends


# The neighbour patterns below spell out "a line of 3" (SPW-PLACE-8) for speed.
assert MIN_GROUP == 3


def _three(grid: Mapping[Pos, str], pos: Pos, dx: int, dy: int) -> bool:
    """Whether a card at ``pos`` lies (or would lie) in a line of 3+ along (dx, dy)."""
    x, y = pos
    before = (x - dx, y - dy) in grid
    after = (x + dx, y + dy) in grid
    return (before and after) or (before and (x - 2 * dx, y - 2 * dy) in grid) or (
        after and (x + 2 * dx, y + 2 * dy) in grid)


def _in_three(grid: Mapping[Pos, str], pos: Pos) -> bool:
    """SPW-PLACE-8 geometry: the cell is (or would be) in a line of at least 3 cards."""
    return _three(grid, pos, 1, 0) or _three(grid, pos, 0, 1)


def _fixing_cells(grid: Mapping[Pos, str], pos: Pos) -> set[Pos]:
    """Empty cells where one more card gives the card at ``pos`` a line of 3+."""
    fixes = set()
    for dx, dy in (ROW, COLUMN):
        for sign in (1, -1):
            x, y = pos
            while (x, y) in grid:
                x, y = x + sign * dx, y + sign * dy
            if _three(grid, (x, y), dx, dy):
                fixes.add((x, y))
    return fixes


def _joker_stuck(grid: Mapping[Pos, str], pos: Pos) -> bool:
    """Whether a Joker in a line through the new card at ``pos`` can no longer stand for one
    painting that fits both its lines (SPW-PLACE-6). Lines only grow, so it stays stuck;
    Joker replacements come first in every turn grown, so none can free it later."""
    for step in (ROW, COLUMN):
        for joker in segment(grid, pos, step):
            if grid[joker] == JOKER and joker != pos:
                ways = tuple(readings(tuple(map(grid.__getitem__, segment(grid, joker, s))))
                             for s in (ROW, COLUMN) if len(segment(grid, joker, s)) > 1)
                if None in ways or not joker_identities(ways):
                    return True
    return False


def _two_along(grid: Mapping[Pos, str], pos: Pos) -> set[Pos]:
    """The empty cells up to two steps beyond either end of both lines through ``pos``."""
    reach: set[Pos] = set()
    for dx, dy in (ROW, COLUMN):
        for sign in (1, -1):
            x, y = pos
            while (x, y) in grid:
                x, y = x + sign * dx, y + sign * dy
            reach.update(((x, y), (x + sign * dx, y + sign * dy)))
    return reach


def _side(grid: Mapping[Pos, str], pos: Pos, dx: int, dy: int) -> tuple[str, ...]:
    """The cards in a row from the cell after ``pos`` in direction (dx, dy), outwards."""
    x, y = pos[0] + dx, pos[1] + dy
    cards = []
    while (x, y) in grid:
        cards.append(grid[(x, y)])
        x, y = x + dx, y + dy
    return tuple(cards)


def _line_fits(grid: Mapping[Pos, str], pos: Pos, step: Pos) -> frozenset[str]:
    """Cards that keep the line along ``step`` through the empty cell ``pos`` completable."""
    dx, dy = step
    return _fits_between(_side(grid, pos, -dx, -dy)[::-1], _side(grid, pos, dx, dy))


def _fits(grid: Mapping[Pos, str], pos: Pos) -> Fits:
    row, column = _line_fits(grid, pos, ROW), _line_fits(grid, pos, COLUMN)
    return row, column, row & column


def _fitting(grid: Mapping[Pos, str], pos: Pos) -> frozenset[str]:
    """Cards that keep both lines through the empty cell ``pos`` completable
    (SPW-PLACE-3/4/6 per line)."""
    return _fits_between(_side(grid, pos, -1, 0)[::-1], _side(grid, pos, 1, 0)).intersection(
        _fits_between(_side(grid, pos, 0, -1)[::-1], _side(grid, pos, 0, 1)))


@cache
def _fits_between(before: tuple[str, ...], after: tuple[str, ...]) -> frozenset[str]:
    if not before and not after:
        return ALL_CARDS
    line = (*before, *after)
    if JOKER in line:
        # A painting that fits shares its value (a set) or colour (a run) with the others.
        near = next((card for card in line if card != JOKER), None)
        pool = ALL_CARDS if near is None else PAINTINGS_LIKE[near]
        return frozenset(card for card in pool if readings((*before, card, *after)))
    # The paintings that fit there are exactly what a Joker there could stand for.
    ways = readings((*before, JOKER, *after))
    if not ways:
        return frozenset()
    return frozenset((JOKER, *(card for card in ALL_CARDS if card != JOKER and any(
        CARD_VALUE[card] == value and (colour is None or CARD_COLOUR[card] == colour)
        for _, colour, value in ways))))


def _adjacent_order(before: Mapping[Pos, str], moves: list[Move]) -> list[Move] | None:
    """The moves in an order where each touches a card already lying; None if impossible."""
    lying = set(before)
    left = list(moves)
    ordered: list[Move] = []
    while left:
        for move in left:
            pos = (move[0], move[1])
            if not lying or any(near in lying for near in _around(pos)):
                break
        else:
            return None
        left.remove(move)
        ordered.append(move)
        lying.add(pos)
    return ordered


class Found(NamedTuple):
    """The turns a search found, and whether it searched to the end (within the budget)."""

    turns: list[Turn]
    complete: bool


def search_turns(before: Mapping[Pos, str], lone_start: bool, hand: Iterable[str], *,
                 max_cards: int, target: int | None = None, end_game: bool = False,
                 options: Options | None = None, budget: int = STEP_BUDGET) -> Found:
    """Every legal turn of 1..``max_cards`` placements from ``hand``, one order each."""
    search = _Search(before, lone_start, hand, target, end_game, options or Options(), budget)
    return Found(search.run(max_cards, closing=False), search.complete)


def search_closing(before: Mapping[Pos, str], lone_start: bool, hand: Iterable[str], *,
                   target: int, end_game: bool = False, options: Options | None = None,
                   budget: int = STEP_BUDGET) -> Found:
    """Every legal turn that brings the exhibition to its target or one over (SPW-CLOSE-1/2).

    It needs at most target+1-count new cards, plus any Joker replacements on the way.
    """
    hand = list(hand)
    search = _Search(before, lone_start, hand, target, end_game, options or Options(), budget)
    # Each new card leaves the hand for good (a replacement swaps a painting for a Joker).
    limit = min(target + OVERFLOW_ALLOWANCE - len(before), len(hand) - search.keep)
    return Found(search.run(limit, closing=True), search.complete)


def legal_turns(before: Mapping[Pos, str], lone_start: bool, hand: Iterable[str], *,
                max_cards: int, target: int | None = None, end_game: bool = False,
                options: Options | None = None) -> list[Turn]:
    """`search_turns`' turns."""
    return search_turns(before, lone_start, hand, max_cards=max_cards, target=target,
                        end_game=end_game, options=options).turns


def closing_turns(before: Mapping[Pos, str], lone_start: bool, hand: Iterable[str], *,
                  target: int, end_game: bool = False,
                  options: Options | None = None) -> list[Turn]:
    """`search_closing`'s turns."""
    return search_closing(before, lone_start, hand, target=target, end_game=end_game,
                          options=options).turns


def _placements(turn: Turn) -> tuple[Placement, ...]:
    return tuple(Placement(x=x, y=y, card=card) for x, y, card in turn)


def solve(request: SolveRequest) -> SolveResponse:
    """The referee's "where can my cards go?", "can I close now?" and the coach: each turn
    with the points it would score the player now, the best first (op ``solve``)."""
    cells = request.exhibition
    before = {(cell.x, cell.y): cell.card for cell in cells}
    lone_start = len(cells) == 1 and cells[0].owner is None
    turns = search_turns(before, lone_start, request.hand, max_cards=request.max_cards,
                         target=request.target, end_game=request.end_game,
                         options=request.options)
    closing = Found([], True) if request.target is None else search_closing(
        before, lone_start, request.hand, target=request.target, end_game=request.end_game,
        options=request.options)
    used = sorted({move for turn in turns.turns for move in turn})
    coach = coach_turns(cells, request.player, request.target,
                        (*closing.turns, *turns.turns), request.options)
    return SolveResponse(turns=tuple(_placements(turn) for turn in turns.turns),
                         closing=tuple(_placements(turn) for turn in closing.turns),
                         placements=_placements(tuple(used)),
                         complete=turns.complete and closing.complete,
                         coach=coach, best=coach[0].place if coach else None)
