"""Spitzer's FakeContext, its four-player session and ``hand`` entries."""

from __future__ import annotations

from typing import Any

import pytest

from companion.models import Seat, Session
from tests.companion.games import fakes
from tests.companion.games.fakes import NOW

PLAYERS = ("p0", "p1", "p2", "p3")


class FakeContext(fakes.FakeContext):
    game = "spitzer"


def make_session(options: dict[str, Any] | None = None) -> Session:
    seats = tuple(Seat(player_id=pid, name=name)
                  for pid, name in zip(PLAYERS, ("Anna", "Ben", "Carl", "Dora"), strict=True))
    return Session(id="s1", game="spitzer", seats=seats, options=options or {},
                   created_at=NOW, updated_at=NOW)


def hand(dealer: str, kind: str, side: tuple[str, ...], tricks: int, points: int,
         club_queen: str | None = None) -> dict[str, Any]:
    """A ``hand`` entry counted after play (the sheet's ``totals`` mode)."""
    return {"dealer": dealer, "mode": "totals", "type": kind, "calling_side": list(side),
            "side_tricks": tricks, "side_points": points, "club_queen": club_queen}


@pytest.fixture
def ctx() -> FakeContext:
    return FakeContext(make_session())
