"""Spandau's FakeContext, its sessions (with entries already on the sheet) and artworks."""

from __future__ import annotations

from typing import Any

import pytest

from companion.models import Entry, Seat, Session
from tests.companion.games import fakes
from tests.companion.games.fakes import NOW

NAMES = ("Anna", "Ben", "Carl", "Dora")


class FakeContext(fakes.FakeContext):
    game = "spandau"


def make_session(names: tuple[str, ...] = NAMES[:2], options: dict[str, Any] | None = None,
                 entries: tuple[tuple[str, dict[str, Any]], ...] = ()) -> Session:
    seats = tuple(Seat(player_id=f"p{i}", name=name) for i, name in enumerate(names))
    rows = tuple(Entry(id=f"e{i}", kind=kind, data=data, at=NOW)
                 for i, (kind, data) in enumerate(entries, start=1))
    return Session(id="s1", game="spandau", seats=seats, options=options or {},
                   entries=rows, created_at=NOW, updated_at=NOW)


def art(*labels: str) -> list[dict[str, Any]]:
    """"3-1g" is the genuine 3-1, "3-1f" the forged one."""
    return [{"type": int(label[0]), "number": int(label[2]), "genuine": label[3] == "g"}
            for label in labels]


@pytest.fixture
def ctx() -> FakeContext:
    return FakeContext(make_session())
