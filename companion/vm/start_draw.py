"""Who starts: a fair random draw among the seated players, made when the game is set up.

The draw is the app's (no rulebook decides it); what follows from it stays the rules core's
and the sheets': the drawn player takes seat 1, the order around the table is kept, and the
sheets pass the turn or the deal on from seat 1 as they always do (the game's ``GameInfo``
says whether the draw picks the first player or the first dealer).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from datetime import UTC, datetime

from companion.games import plugin
from companion.models import GameId, Seat, StartDraw

_SYSTEM = random.SystemRandom()


def draw_start(seats: Sequence[Seat], rng: random.Random | None = None,
               at: datetime | None = None) -> tuple[tuple[Seat, ...], StartDraw]:
    """(the seats turned so the drawn player sits first, the draw to store with the game)."""
    if not seats:
        raise ValueError("nobody is seated to draw from")
    index = (rng or _SYSTEM).randrange(len(seats))
    turned = (*seats[index:], *seats[:index])
    chosen = seats[index]
    return turned, StartDraw(player_id=chosen.player_id, name=chosen.name,
                             table_order=tuple(seat.player_id for seat in seats),
                             drawn_at=at or datetime.now(UTC))


def start_label_key(game: GameId) -> str:
    """The i18n key naming the drawn role: the game's first dealer or first player."""
    return f"start.{plugin(game).info.start_role}"


def draw_label_key(game: GameId) -> str:
    """The i18n key of New game's switch: "Draw the first dealer/player at random"."""
    return f"start.draw_{plugin(game).info.start_role}"
