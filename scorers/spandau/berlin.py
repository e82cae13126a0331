"""Displacing pieces and Berlin's growth (SP80-MOVE-1..3, SP80-BERLIN-1..4)."""

from __future__ import annotations

from scorers.common.models import Violation
from scorers.spandau.data import BERLIN_BASE, COMPENSATION
from scorers.spandau.influence_models import (
    BerlinRequest,
    BerlinResponse,
    DisplacementRequest,
    DisplacementResponse,
)


def black_pieces(players: int) -> int:
    """Black pieces at setup and every round: 3/2/1/0 for 2/3/4/5 players (SP80-BERLIN-1)."""
    return BERLIN_BASE - players


def displacement(request: DisplacementRequest) -> DisplacementResponse:
    """What moving a piece away costs and whether the move is allowed.

    The owner gets 1/2/3/4 coins for a field/country/river/city piece (SP80-MOVE-3), from
    the bank when Berlin moves it (A-4). A player moves only out of a region where he has
    a piece (SP80-MOVE-1), and only to a free field of the same terrain in an adjacent
    region (SP80-MOVE-2).
    """
    berlin = request.by == "berlin"
    pays = not berlin or request.options.berlin_compensation
    compensation = COMPENSATION[request.terrain] if pays else 0
    faults: list[Violation] = []
    if not berlin and request.own_pieces == 0:
        faults.append(Violation(rule="SP80-MOVE-1", message=(
            "A piece can be moved only out of a region holding one of the mover's pieces.")))
    if request.destination_terrain not in (None, request.terrain):
        faults.append(Violation(rule="SP80-MOVE-2", message=(
            f"A {request.terrain} piece must move to a {request.terrain} field.")))
    if not request.destination_adjacent:
        faults.append(Violation(rule="SP80-MOVE-2", message=(
            "The piece must move to a region next to its own.")))
    if not request.destination_free:
        faults.append(Violation(rule="SP80-MOVE-2", message="The destination is occupied."))
    if request.paid is not None and request.paid != compensation:
        faults.append(Violation(rule="SP80-MOVE-3", message=(
            f"The owner gets {compensation} coins, not {request.paid}.")))
    return DisplacementResponse(
        ok=not faults, violations=tuple(faults), compensation=compensation,
        payer=None if not pays else ("bank" if berlin else "player"))


def berlin(request: BerlinRequest) -> BerlinResponse:
    """Berlin's pieces for the player count and a check of the round's placement.

    Fewer pieces than due are a fault (SP80-BERLIN-1, SP80-VAL-13) unless no more could be
    placed: then Berlin can no longer grow and the game ends (SP80-BERLIN-4, E6).
    """
    due = black_pieces(request.players)
    placed = request.placed
    faults: list[Violation] = []
    if placed is not None and placed != due and not (request.blocked and placed < due):
        faults.append(Violation(rule="SP80-BERLIN-1", message=(
            f"Berlin places {due} black pieces with {request.players} players, "
            f"not {placed}.")))
    return BerlinResponse(ok=not faults, violations=tuple(faults), pieces=due,
                          ends_game=request.blocked and due > 0)
