"""Kardinal's FakeContext, its sessions, and a fresh player choice for every test."""

from __future__ import annotations

from typing import Any

import pytest

from companion.games.kardinal.sheet_view import SELECTED
from companion.models import Seat, Session
from tests.companion.games import fakes
from tests.companion.games.fakes import NOW


class FakeContext(fakes.FakeContext):
    game = "kardinal"


def make_session(names: tuple[str, ...] = ("Andreas", "Beate", "Claus"),
                 options: dict[str, Any] | None = None) -> Session:
    seats = tuple(Seat(player_id=f"p{i}", name=name) for i, name in enumerate(names))
    return Session(id="s1", game="kardinal", seats=seats, options=options or {},
                   created_at=NOW, updated_at=NOW)


@pytest.fixture
def session() -> Session:
    return make_session()


@pytest.fixture
def ctx(session: Session) -> FakeContext:
    return FakeContext(session)


@pytest.fixture(autouse=True)
def _fresh_player_choice() -> None:
    """Every test opens the sheet on the first player, as a new session does."""
    SELECTED.clear()
