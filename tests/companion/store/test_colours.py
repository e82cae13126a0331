"""Player colours: chosen at first use, distinct at a table, kept across a restart."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pydantic import ValidationError

from companion.colours import PALETTE, contrast, initials, least_used, table_colours
from companion.store import Repository
from companion.store.atomic import encode
from tests.companion.store.helpers import points_outcome


def test_every_palette_colour_carries_white_initials_readably() -> None:
    assert len(set(PALETTE)) == len(PALETTE) == 12
    for colour in PALETTE:
        assert contrast(colour, "#FFFFFF") >= 4.5, colour


def test_least_used_takes_the_first_colour_nobody_has() -> None:
    assert least_used([]) == PALETTE[0]
    assert least_used([PALETTE[0], PALETTE[2]]) == PALETTE[1]
    assert least_used([*PALETTE, PALETTE[0], PALETTE[1]]) == PALETTE[2]


def test_a_table_never_shows_one_colour_twice() -> None:
    stored = {"a": PALETTE[3], "b": PALETTE[3], "c": None, "d": PALETTE[0]}
    shown = table_colours(["a", "b", "c", "d"], stored)
    assert shown["a"] == PALETTE[3]  # the first seat keeps its own colour
    assert shown["d"] == PALETTE[0]
    assert len(set(shown.values())) == 4


def test_initials() -> None:
    assert initials("Anna") == "An"
    assert initials("anna maria  weber") == "AW"
    assert initials("") == "?"


def test_new_players_get_distinct_colours_kept_across_a_restart(tmp_path: Path) -> None:
    with Repository(tmp_path, points_outcome) as repo:
        names = ["Anna", "Ben", "Cleo", "Dora"]
        players = [repo.add_player(n) for n in names]
        assert [p.colour for p in players] == list(PALETTE[:4])
        repo.set_player_colour(players[0].id, PALETTE[9])
        repo.rename_player(players[0].id, "Anna M")
    with Repository(tmp_path, points_outcome) as reopened:
        colours = {p.name: p.colour for p in reopened.players()}
    assert colours == {"Anna M": PALETTE[9], "Ben": PALETTE[1], "Cleo": PALETTE[2],
                       "Dora": PALETTE[3]}


def test_a_player_file_from_before_colours_loads_and_gets_colours(tmp_path: Path) -> None:
    with Repository(tmp_path, points_outcome) as repo:
        repo.add_player("Anna")
        repo.add_player("Ben")
    path = tmp_path / "players.json"
    data = json.loads(path.read_text())
    for row in data["players"].values():
        del row["colour"]
    data.pop("_meta")
    path.write_bytes(encode("players", data))  # as the app wrote it before colours
    with Repository(tmp_path, points_outcome) as repo:
        first = {p.name: p.colour for p in repo.players()}
        assert first == {"Anna": PALETTE[0], "Ben": PALETTE[1]}
        assert repo.add_player("Cleo").colour == PALETTE[2]
    with Repository(tmp_path, points_outcome) as repo:
        assert {p.name: p.colour for p in repo.players()}["Anna"] == PALETTE[0]


def test_a_colour_that_is_no_colour_is_refused(tmp_path: Path) -> None:
    with Repository(tmp_path, points_outcome) as repo:
        anna = repo.add_player("Anna")
        with pytest.raises(ValidationError):
            repo.set_player_colour(anna.id, "red; drop")
        assert repo.players()[0].colour == PALETTE[0]
