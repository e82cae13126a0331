"""The coach: every legal turn with the points it would score the player whose turn it is.

A turn's points are those of ``score_exhibition`` if the exhibition were scored right after
it: his tokens' values (SPW-SCORE-1, a Joker 0), and when the turn reaches the target he
closes, his overflow card left out and deducted, then doubled (SPW-SCORE-3/4). The solver
orders an overflowing turn with its cheapest card last, the order that scores most.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from scorers.spitzweg.data import CARD_VALUE, OVERFLOW_ALLOWANCE
from scorers.spitzweg.models import Cell, CoachTurn, Options, Placement, Point
from scorers.spitzweg.scoring import points
from scorers.spitzweg.turn import Move, tokens_after


def coach_turns(exhibition: Sequence[Cell], player: str, target: int | None,
                turns: Iterable[Sequence[Move]], options: Options) -> tuple[CoachTurn, ...]:
    """Each distinct turn scored for ``player``: most points first, then fewest cards."""
    now = _points(exhibition, player, None, None, options)
    found: dict[frozenset[Move], CoachTurn] = {}
    for turn in turns:
        key = frozenset(turn)
        if key not in found:
            found[key] = _scored(exhibition, player, target, turn, options, now)
    return tuple(sorted(found.values(), key=lambda c: (-c.points, len(c.place))))


def _scored(exhibition: Sequence[Cell], player: str, target: int | None,
            turn: Sequence[Move], options: Options, now: int) -> CoachTurn:
    after = tokens_after(exhibition, player, turn)
    lying = {(cell.x, cell.y) for cell in exhibition}
    fresh = [(x, y) for x, y, _ in turn if (x, y) not in lying]
    closes = target is not None and len(after) >= target
    over = fresh[-1] if closes and target is not None and fresh and len(
        after) == target + OVERFLOW_ALLOWANCE else None
    card = next((c.card for c in after if (c.x, c.y) == over), None)
    tokens = sum(CARD_VALUE[c.card] for c in after if c.owner == player)
    scored = _points(after, player, player if closes else None, over, options)
    return CoachTurn(
        place=tuple(Placement(x=x, y=y, card=c) for x, y, c in turn), tokens=tokens,
        closes=closes, overflow=None if over is None else Point(x=over[0], y=over[1]),
        deduction=0 if card is None else CARD_VALUE[card], points=scored, gain=scored - now)


def _points(cells: Iterable[Cell], player: str, closer: str | None,
            overflow: tuple[int, int] | None, options: Options) -> int:
    return points((player,), (c for c in cells if c.owner == player), closer, overflow,
                  net_zero=options.overflow_net_zero)[player]
