"""Legality of one turn (§3.3, §3.4, §4, §5, §6, §7): the state after it, judged at once.

`judge` is the one definition of a legal turn; `check_turn` (the op) and the solver both
call it. The whole turn is judged atomically (SPW-PLACE-10): every fault is listed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import NamedTuple

from scorers.spitzweg.data import JOKER, OPENING_MIN_CARDS, OVERFLOW_ALLOWANCE
from scorers.spitzweg.layout import Fault, layout_faults, violation
from scorers.spitzweg.lines import NEIGHBOURS, Pos
from scorers.spitzweg.models import Cell, CheckTurnRequest, Options, Point, TurnVerdict

Move = tuple[int, int, str]
"""One placement ``(x, y, card)``."""


class Outcome(NamedTuple):
    """The judged turn: its faults and the exhibition it leaves behind."""

    faults: list[Fault]
    grid: dict[Pos, str]
    overflow: Pos | None


def judge(before: Mapping[Pos, str], lone_start: bool, place: Sequence[Move], *,
          target: int | None = None, hand_left: int | None = None, end_game: bool = False,
          opening: bool | None = None, options: Options | None = None) -> Outcome:
    """Every fault of playing ``place`` (in order) on ``before``.

    ``lone_start``: ``before`` is an unopened start card, so this turn opens it (SPW-OPEN-3).
    ``hand_left``: cards in hand after placing; ``None`` skips SPW-TURN-5 / SPW-OPEN-5.
    """
    options = options or Options()
    grid = dict(before)
    faults: list[Fault] = []
    if opening is not None and opening != lone_start:
        faults.append(Fault("SPW-OPEN-3", "An opening turn places cards beside a lone, "
                            "unopened start card." if opening else "The exhibition is a lone "
                            "unopened start card, so this turn opens it.", tuple(before)))
    replaced: set[Pos] = set()
    placed: list[Pos] = []
    for number, (x, y, card) in enumerate(place, 1):
        pos = (x, y)
        lying = grid.get(pos)
        if lying is None:
            if grid and not any((x + dx, y + dy) in grid for dx, dy in NEIGHBOURS):
                faults.append(Fault("SPW-PLACE-9", f"{card} at ({x},{y}) (card {number} of "
                                    "the turn) touches no card lying there when it is placed.",
                                    (pos,)))
            grid[pos] = card
            placed.append(pos)
        elif lying == JOKER and card != JOKER and pos in before and pos not in replaced:
            grid[pos] = card
            replaced.add(pos)
        else:
            why = ("only a painting can replace a Joker" if lying == JOKER and card == JOKER
                   else f"it already holds {lying}")
            faults.append(Fault("SPW-PLACE-7", f"{card} cannot go on ({x},{y}): {why}.",
                                (pos,)))
    if lone_start and len(place) < OPENING_MIN_CARDS:
        faults.append(Fault("SPW-OPEN-3", f"Opening an exhibition needs at least "
                            f"{OPENING_MIN_CARDS} cards beside the start card, not "
                            f"{len(place)}.", tuple(before)))
    exempt = tuple(before) if lone_start and not options.start_card_needs_line else ()
    faults += layout_faults(grid, rotated_box=options.rotated_box, exempt=exempt,
                            joker_identity_must_exist=options.joker_identity_must_exist)
    overflow = None
    if target is not None:
        count = len(grid)
        if len(before) >= target:
            faults.append(Fault("SPW-CLOSE-1", f"The exhibition already reached its target "
                                f"{target} with {len(before)} cards and is closed.", ()))
        elif count > target + OVERFLOW_ALLOWANCE:
            extra = tuple(placed[target + OVERFLOW_ALLOWANCE - count:])
            faults.append(Fault("SPW-CLOSE-2", f"The turn brings the exhibition to {count} "
                                f"cards; with target {target} at most "
                                f"{target + OVERFLOW_ALLOWANCE} are allowed.", extra))
        elif count == target + OVERFLOW_ALLOWANCE and placed:
            overflow = placed[-1]
    if hand_left is not None and hand_left < 1 and not end_game:
        rule = "SPW-OPEN-5" if lone_start else "SPW-TURN-5"
        faults.append(Fault(rule, "The turn leaves no card in hand for the discard; keep at "
                            "least one card (only the end game allows emptying the hand).", ()))
    if overflow is not None and options.exact_close_required and not faults:
        faults += _avoidable_overflow(before, lone_start, place, placed, target, options)
    return Outcome(faults, grid, overflow)


def _avoidable_overflow(before: Mapping[Pos, str], lone_start: bool, place: Sequence[Move],
                        placed: list[Pos], target: int | None, options: Options) -> list[Fault]:
    """SPW-PLACE-11 option: some legal turn of the same cards minus one hits the target."""
    exact = options.model_copy(update={"exact_close_required": False})
    spare = tuple(
        (x, y) for i, (x, y, _) in enumerate(place) if (x, y) in placed
        and not judge(before, lone_start, [*place[:i], *place[i + 1:]], target=target,
                      options=exact).faults)
    if not spare:
        return []
    return [Fault("SPW-PLACE-11", "The turn goes one card over the target, but leaving out "
                  f"the card at {', '.join(f'({x},{y})' for x, y in spare)} would close the "
                  "exhibition exactly.", spare)]


def check_turn(request: CheckTurnRequest) -> TurnVerdict:
    """Is this turn legal? The state after it must be valid and the turn rules kept."""
    cells = request.exhibition
    before = {(cell.x, cell.y): cell.card for cell in cells}
    lone_start = len(cells) == 1 and cells[0].owner is None
    hand = request.hand_left
    outcome = judge(before, lone_start, [(p.x, p.y, p.card) for p in request.place],
                    target=request.target, end_game=request.end_game, opening=request.opening,
                    hand_left=len(hand) if isinstance(hand, tuple) else hand,
                    options=request.options)
    target = request.target
    count = len(outcome.grid)
    overflow = outcome.overflow
    return TurnVerdict(
        ok=not outcome.faults, violations=tuple(violation(f) for f in outcome.faults),
        count=count, closes=target is not None and count >= target,
        overflow=None if overflow is None else Point(x=overflow[0], y=overflow[1]))


def after_turn(request: CheckTurnRequest) -> tuple[Cell, ...]:
    """The exhibition after the turn, with tokens: the player's on every painting he placed
    and, when opening, on the start card (SPW-OPEN-4, SPW-TURN-3); none on Jokers
    (SPW-JOKER-2). Meant for a legal turn; an illegal one is applied as far as it goes.
    """
    return tokens_after(request.exhibition, request.player,
                        [(p.x, p.y, p.card) for p in request.place])


def tokens_after(exhibition: Sequence[Cell], player: str, place: Sequence[Move]
                 ) -> tuple[Cell, ...]:
    """`after_turn` for the exhibition, the player and the placements in order."""
    cells = {(cell.x, cell.y): cell for cell in exhibition}
    if len(cells) == 1 and exhibition[0].owner is None:
        (start,) = exhibition
        if start.card != JOKER:
            cells[(start.x, start.y)] = start.model_copy(update={"owner": player})
    for x, y, card in place:
        lying = cells.get((x, y))
        if lying is None or (lying.card == JOKER and card != JOKER):
            owner = None if card == JOKER else player
            cells[(x, y)] = Cell(x=x, y=y, card=card, owner=owner)
    return tuple(cells.values())
