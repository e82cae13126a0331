"""Where can my cards go? Legal turns from a hand, and the turns that close the exhibition.

The search grows a turn one card at a time, each card touching the exhibition (SPW-PLACE-9),
and drops a branch as soon as it can never become legal:
* a line through the new card that no set or run can complete stays broken whatever is
  added later (lines only grow, and a longer line keeps the same cards in the same order);
* the box only grows (SPW-PLACE-2), and so does the card count (SPW-CLOSE-2);
* a placed card that still needs a line of 3 (SPW-PLACE-8) needs at least one more card,
  two if no single cell can give it one; with one card left, that card must go where it
  gives every such card, and itself, a line of 3.
Every turn found is then judged by `scorers.spitzweg.turn.judge`, the same function behind
``check_turn``, in the placement order returned, so each answer passes ``check_turn``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from functools import cache

from scorers.spitzweg.data import CARD_VALUE, JOKER, MIN_GROUP, OVERFLOW_ALLOWANCE
from scorers.spitzweg.lines import (
    COLUMN,
    NEIGHBOURS,
    ROW,
    Pos,
    box_fits,
    extent,
    readings,
)
from scorers.spitzweg.models import Options, Placement, SolveRequest, SolveResponse
from scorers.spitzweg.turn import Move, judge

Turn = tuple[Move, ...]
ALL_CARDS = frozenset(CARD_VALUE)


class _Search:
    """Depth-first growth of turns on one exhibition; see the module docstring."""

    def __init__(self, before: Mapping[Pos, str], lone_start: bool, hand: Iterable[str],
                 target: int | None, end_game: bool, options: Options) -> None:
        self.before = dict(before)
        self.lone_start = lone_start
        self.hand = Counter(hand)
        self.target = target
        self.end_game = end_game
        self.options = options
        self.keep = 0 if end_game else 1
        self.jokers = [pos for pos, card in before.items() if card == JOKER]

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
        self.seen: set[frozenset[Move]] = set()
        self.found: list[Turn] = []
        self.box = extent(self.grid) if self.grid else None
        frontier = {near for pos in self.grid for near in _around(pos)
                    if near not in self.grid}
        if not self.grid:
            frontier = {(0, 0)}
        if self.target is not None and closing and len(self.grid) + limit < self.target:
            return []
        self._grow(frontier)
        return sorted(self.found, key=lambda turn: (len(turn), sorted(turn)))

    def _grow(self, frontier: set[Pos]) -> None:
        left = self.limit - self.spent
        if left <= 0:
            return
        grid = self.grid
        lacking = [pos for pos in self.needs_line if not _in_three(grid, pos)]
        cells = frontier
        if lacking and left == 1:
            for pos in lacking:
                cells = cells & _fixing_cells(grid, pos)
        elif lacking and left == 2:
            # A card no single cell can help needs both remaining cards in its own line.
            for pos in lacking:
                if not _fixing_cells(grid, pos):
                    cells = cells & _two_along(grid, pos)
        if left == 1:
            cells = {pos for pos in cells if _in_three(grid, pos)}
        in_hand = sum(self.hand.values())
        cards = [card for card, n in self.hand.items() if n]
        if in_hand - 1 >= self.keep:
            for pos in sorted(cells):
                if not self._fits_box(pos):
                    continue
                for card in _fitting(grid, pos).intersection(cards):
                    grid[pos] = card
                    self._try((pos[0], pos[1], card), pos, frontier, replaced=None)
                    del grid[pos]
        last = left == 1 and not self.closing
        if not (lacking and last):
            for pos in self.jokers:
                if grid[pos] != JOKER or (last and not _in_three(grid, pos)):
                    continue
                del grid[pos]
                for card in _fitting(grid, pos).intersection(cards):
                    if card != JOKER:
                        grid[pos] = card
                        self._try((pos[0], pos[1], card), pos, frontier, replaced=JOKER)
                grid[pos] = JOKER

    def _try(self, move: Move, pos: Pos, frontier: set[Pos], replaced: str | None) -> None:
        """Play ``move`` (its card already on the grid), record it if legal, grow on."""
        key = frozenset((*self.placed, move))
        if key in self.seen:
            return
        self.seen.add(key)
        count = len(self.grid)
        if self.target is not None and count > self.target + OVERFLOW_ALLOWANCE:
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
        if not self.closing or reachable:
            box = self.box
            if not replaced:
                x, y = pos
                self.box = (x, y, x, y) if box is None else (
                    min(box[0], x), min(box[1], y), max(box[2], x), max(box[3], y))
            grown = frontier if replaced else (frontier - {pos}) | {
                near for near in _around(pos) if near not in self.grid}
            self._grow(grown)
            self.box = box
        if replaced:
            self.hand[replaced] -= 1
        self.hand[move[2]] += 1
        self.needs_line.pop()
        self.spent -= spends
        self.placed.pop()

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


def _fitting(grid: Mapping[Pos, str], pos: Pos) -> frozenset[str]:
    """Cards that keep both lines through the empty cell ``pos`` completable
    (SPW-PLACE-3/4/6 per line)."""
    return _fits_between(_side(grid, pos, -1, 0)[::-1], _side(grid, pos, 1, 0)).intersection(
        _fits_between(_side(grid, pos, 0, -1)[::-1], _side(grid, pos, 0, 1)))


@cache
def _fits_between(before: tuple[str, ...], after: tuple[str, ...]) -> frozenset[str]:
    if not before and not after:
        return ALL_CARDS
    return frozenset(card for card in ALL_CARDS if readings((*before, card, *after)))


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


def legal_turns(before: Mapping[Pos, str], lone_start: bool, hand: Iterable[str], *,
                max_cards: int, target: int | None = None, end_game: bool = False,
                options: Options | None = None) -> list[Turn]:
    """Every legal turn of 1..``max_cards`` placements from ``hand``, one order each."""
    search = _Search(before, lone_start, hand, target, end_game, options or Options())
    return search.run(max_cards, closing=False)


def closing_turns(before: Mapping[Pos, str], lone_start: bool, hand: Iterable[str], *,
                  target: int, end_game: bool = False,
                  options: Options | None = None) -> list[Turn]:
    """Every legal turn that brings the exhibition to its target or one over (SPW-CLOSE-1/2).

    It needs at most target+1-count new cards, plus any Joker replacements on the way.
    """
    hand = list(hand)
    search = _Search(before, lone_start, hand, target, end_game, options or Options())
    # Each new card leaves the hand for good (a replacement swaps a painting for a Joker).
    limit = min(target + OVERFLOW_ALLOWANCE - len(before), len(hand) - search.keep)
    return search.run(limit, closing=True)


def _placements(turn: Turn) -> tuple[Placement, ...]:
    return tuple(Placement(x=x, y=y, card=card) for x, y, card in turn)


def solve(request: SolveRequest) -> SolveResponse:
    """The referee's "where can my cards go?" and "can I close now?" (op ``solve``)."""
    cells = request.exhibition
    before = {(cell.x, cell.y): cell.card for cell in cells}
    lone_start = len(cells) == 1 and cells[0].owner is None
    turns = legal_turns(before, lone_start, request.hand, max_cards=request.max_cards,
                        target=request.target, end_game=request.end_game,
                        options=request.options)
    closing = [] if request.target is None else closing_turns(
        before, lone_start, request.hand, target=request.target, end_game=request.end_game,
        options=request.options)
    used = sorted({move for turn in turns for move in turn})
    return SolveResponse(turns=tuple(_placements(turn) for turn in turns),
                         closing=tuple(_placements(turn) for turn in closing),
                         placements=_placements(tuple(used)))
