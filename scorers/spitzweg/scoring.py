"""Scoring one exhibition (§9, SPW-SCORE-1..8) and the hand penalty at game end."""

from __future__ import annotations

from collections.abc import Iterable

from scorers.spitzweg.data import CARD_VALUE, CLOSER_FACTOR
from scorers.spitzweg.layout import layout_faults, violation
from scorers.spitzweg.lines import Pos
from scorers.spitzweg.models import Cell, ScoreExhibitionRequest, ScoreExhibitionResponse


def points(players: Iterable[str], exhibition: Iterable[Cell], closer: str | None,
           overflow: Pos | None, *, net_zero: bool = False) -> dict[str, int]:
    """Each player's exhibition points (§9): his tokens' values, the closer's overflow card
    left out and deducted before he doubles (counted and deducted with ``net_zero``)."""
    base = dict.fromkeys(players, 0)
    deducted = 0
    for cell in exhibition:
        if cell.owner is None:
            continue
        if (cell.x, cell.y) == overflow:
            deducted = CARD_VALUE[cell.card]
            if not net_zero:
                continue
        base[cell.owner] += CARD_VALUE[cell.card]
    if closer is not None:  # a closer exists only at the target (SPW-VAL-5)
        base[closer] = (base[closer] - deducted) * CLOSER_FACTOR
    return base


def score_exhibition(request: ScoreExhibitionRequest) -> ScoreExhibitionResponse:
    """Points of every seated player for one exhibition.

    Each owned painting counts its value once (SPW-SCORE-1); Jokers count for nobody
    (SPW-SCORE-2). The closer's overflow card is left out and its value deducted before
    he doubles (SPW-SCORE-3/4, A-14), or counted and deducted with ``overflow_net_zero``.
    A final exhibition below its target doubles nobody; one that closed (nobody could open
    the next) doubles its closer like any other (SPW-SCORE-5, SPW-END-5/6). The hand penalty
    comes on top, never doubled, as a positive number of points lost (SPW-SCORE-6, A-19).
    A negative closer score stays negative (SPW-SCORE-8, A-28).
    """
    overflow = None if request.overflow is None else (request.overflow.x, request.overflow.y)
    scores = points(request.players, request.exhibition, request.closer, overflow,
                    net_zero=request.options.overflow_net_zero)
    hands = request.hands or {}
    penalty = {player: sum(CARD_VALUE[card] for card in hands.get(player, ()))
               for player in request.players}
    grid = {(cell.x, cell.y): cell.card for cell in request.exhibition}
    faults = layout_faults(grid, rotated_box=request.options.rotated_box,
                           joker_identity_must_exist=request.options.joker_identity_must_exist,
                           exempt=tuple(grid) if len(grid) == 1 else ())
    return ScoreExhibitionResponse(scores=scores, hand_penalty=penalty,
                                   warnings=tuple(violation(fault) for fault in faults))
