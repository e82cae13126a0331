"""Spitzweg's FakeContext and its sessions (seats with their colours)."""

from __future__ import annotations

from typing import Any

import pytest

from companion.models import Seat, Session
from tests.companion.games import fakes
from tests.companion.games.fakes import NOW


class FakeContext(fakes.FakeContext):
    game = "spitzweg"


def make_session(colours: tuple[str, ...] = ("yellow", "white", "grey", "purple"),
                 names: tuple[str, ...] = ("Anna", "Ben", "Carl", "Dora"),
                 options: dict[str, Any] | None = None) -> Session:
    seats = tuple(Seat(player_id=f"p{i}", name=name, colour=colour)
                  for i, (name, colour) in enumerate(zip(names, colours, strict=False)))
    return Session(id="s1", game="spitzweg", seats=seats, options=options or {},
                   created_at=NOW, updated_at=NOW)


@pytest.fixture
def session() -> Session:
    return make_session()


@pytest.fixture
def ctx(session: Session) -> FakeContext:
    return FakeContext(session)
