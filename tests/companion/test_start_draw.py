"""Who starts: the random draw, the turned seats, and the draw kept with the game."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path
from typing import Any

from companion.games.spitzer.sheet_model import SpitzerSheet
from companion.i18n import Translator
from companion.models import Seat
from companion.store import Repository
from companion.vm.new_session import NewSessionVM
from companion.vm.start_draw import draw_start
from tests.companion.helpers import editor, new_repo

SEATS = tuple(Seat(player_id=f"p{i}", name=n) for i, n in enumerate(("Anna", "Ben", "Cleo",
                                                                      "Dora")))


def test_the_drawn_player_sits_first_and_the_order_around_the_table_is_kept() -> None:
    for seed in range(20):
        turned, start = draw_start(SEATS, random.Random(seed))
        assert turned[0].player_id == start.player_id and turned[0].name == start.name
        at = [s.player_id for s in SEATS].index(start.player_id)
        assert turned == (*SEATS[at:], *SEATS[:at])
        assert start.table_order == ("p0", "p1", "p2", "p3")


def test_every_seat_can_be_drawn_and_about_equally_often() -> None:
    rng = random.Random(7)
    counts = Counter(draw_start(SEATS, rng)[1].name for _ in range(4000))
    assert set(counts) == {"Anna", "Ben", "Cleo", "Dora"}
    assert all(900 <= n <= 1100 for n in counts.values()), counts


def test_new_game_records_the_draw_and_the_history_shows_it() -> None:
    repo = new_repo()
    vm = NewSessionVM(repo, "spitzer")
    for name in ("Anna", "Ben", "Cleo", "Dora"):
        assert vm.add_new(name) is None
    vm.draw_start, vm.rng = True, random.Random(3)
    expected = draw_start(SEATS, random.Random(3))[1].name
    said: Any = lambda name, order: f"{name} | {', '.join(order)}"  # noqa: E731
    session = vm.create(editor(repo), said)
    assert session.start is not None and session.start.name == expected
    assert session.seats[0].name == expected
    names = {p.id: p.name for p in repo.players()}
    assert [names[pid] for pid in session.start.table_order] == ["Anna", "Ben", "Cleo", "Dora"]
    (line,) = repo.edit_history(session.id)
    assert line.action == "draw" and line.summary == f"{expected} | Anna, Ben, Cleo, Dora"
    # Spitzer: the rules' first dealer is seat 1, now the drawn player (SPZ-DEAL-1).
    assert SpitzerSheet(session, Translator("en").t).next_dealer() == session.seats[0].player_id


def test_without_a_draw_the_seats_stay_as_entered() -> None:
    repo = new_repo()
    vm = NewSessionVM(repo, "kardinal")
    for name in ("Anna", "Ben", "Cleo"):
        vm.add_new(name)
    session = vm.create(editor(repo))
    assert session.start is None and [s.name for s in session.seats] == ["Anna", "Ben", "Cleo"]
    assert repo.edit_history(session.id) == []


def test_the_stored_draw_survives_a_restart(tmp_path: Path) -> None:
    turned, start = draw_start(SEATS, random.Random(1))
    with Repository(tmp_path) as repo:
        sid = repo.create_session("spandau", turned, None, start, "Host",
                                  "First player drawn at random: x").id
    with Repository(tmp_path) as repo:
        session = repo.session(sid)
        assert session.start == start and session.seats == turned
        (line,) = repo.edit_history(sid)
        assert (line.action, line.author, line.summary) == (
            "draw", "Host", "First player drawn at random: x")
