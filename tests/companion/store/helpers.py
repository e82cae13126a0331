"""Shared by the store tests: a points game's outcome and a quick way to seat players."""

from __future__ import annotations

from companion.models import GameOutcome, Outcome, Player, Seat, Session


def points_outcome(session: Session) -> Outcome:
    """Totals = sums of the "points" rows; the highest total wins once finished."""
    totals = {seat.player_id: 0 for seat in session.seats}
    for entry in session.entries:
        for player_id, points in entry.data.get("points", {}).items():
            totals[player_id] = totals.get(player_id, 0) + points
    best = max(totals.values(), default=0)
    winners = tuple(p for p, t in totals.items() if t == best) if session.finished_at else ()
    return Outcome(games=(GameOutcome(totals=totals, winners=winners,
                                      complete=session.finished_at is not None),))


def seats(*players: Player) -> list[Seat]:
    return [Seat(player_id=p.id, name=p.name) for p in players]
