"""The typed doors: a row goes in as its game's row model, house rules as the game's model,
and the files hold exactly what they held when the doors took ``(kind, data)`` dicts.

Every game is taken from the registry and its rows from its plugin's ``examples``."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from companion.games import outcome as session_outcome
from companion.games import plugin, plugins
from companion.games.base import GamePlugin, OptionSpec
from companion.models import Entry, Seat
from companion.rows import Row, parse_row, row_data, typed_row
from companion.store import Repository

GAMES = [p.info.game for p in plugins()]
AT = datetime(2024, 5, 1, 20, 0)


@pytest.fixture
def repo(tmp_path: Path) -> Iterator[Repository]:
    with Repository(tmp_path, outcome=session_outcome,
                    rows=lambda game: plugin(game).rows) as store:
        yield store


def _seated(repo: Repository, found: GamePlugin) -> tuple[str, list[str]]:
    """A session of the game at its example table; its id and the seats' player ids."""
    players = [repo.add_player(name) for name in found.examples.players]
    seats = [Seat(player_id=p.id, name=p.name) for p in players]
    return repo.create_session(found.info.game, seats).id, [p.id for p in players]


def _on_disk(folder: Path, session_id: str) -> dict[str, Any]:
    """The session as its file holds it (``sessions/<id>.json``, a TinyDB document)."""
    document = json.loads((folder / "sessions" / f"{session_id}.json").read_text("utf-8"))
    session: dict[str, Any] = document["session"]["1"]["session"]
    return session


@pytest.mark.parametrize("game", GAMES)
def test_every_example_row_goes_in_typed_and_is_stored_as_it_always_was(
        repo: Repository, game: str) -> None:
    found = plugin(game)  # type: ignore[arg-type]
    sid, ids = _seated(repo, found)
    given = list(found.examples.rows(ids)) + [found.examples.nth_row(n, ids) for n in range(3)]
    typed = [parse_row(found.rows, kind, data) for kind, data in given]
    assert all(isinstance(row, Row) for row in typed)
    assert [row.kind for row in typed] == [kind for kind, _data in given]
    for row in typed:
        repo.add_entry(sid, row, "Anna")
    stored = _on_disk(repo.folder, sid)["entries"]
    # The old door stored the given dict as it was: the same kinds and data, key for key.
    assert [(entry["kind"], entry["data"]) for entry in stored] == given
    assert [sorted(entry["data"]) for entry in stored] == [sorted(data) for _k, data in given]
    # And read back, each entry is the very row that went in.
    entries = repo.session(sid).entries
    assert [typed_row(found.rows, entry) for entry in entries] == typed


@pytest.mark.parametrize("game", GAMES)
def test_a_form_row_dumps_exactly_what_the_form_holds(game: str) -> None:
    """Byte for byte: the stored JSON of a row is the JSON of the dict it was made from."""
    found = plugin(game)  # type: ignore[arg-type]
    ids = [f"p{n}" for n in range(len(found.examples.players))]
    for kind, data in found.examples.rows(ids):
        assert json.dumps(row_data(parse_row(found.rows, kind, data)), sort_keys=True) == \
            json.dumps(data, sort_keys=True)


@pytest.mark.parametrize("game", GAMES)
def test_a_row_of_another_game_is_refused_naming_the_kind_and_nothing_is_stored(
        repo: Repository, game: str) -> None:
    found = plugin(game)  # type: ignore[arg-type]
    sid, ids = _seated(repo, found)
    repo.add_entry(sid, parse_row(found.rows, *found.examples.rows(ids)[0]))
    before = (repo.folder / "sessions" / f"{sid}.json").read_bytes()
    foreign = [parse_row(other.rows, kind, data) for other in plugins() if other is not found
               for kind, data in other.examples.rows([f"p{n}" for n in range(len(
                   other.examples.players))])]
    strangers = [row for row in foreign if row.kind not in {k for k, _d in
                                                            found.examples.rows(ids)}]
    assert strangers, "every other game has a row kind this one lacks"
    for row in strangers:
        with pytest.raises(ValueError, match=r"kind: .*nothing was saved"):
            repo.add_entry(sid, row)
    with pytest.raises(ValueError, match=r"not a dict; nothing was saved"):
        repo.add_entry(sid, {"kind": "x"})  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=r"options: the house rules of .* nothing was saved"):
        repo.set_options(sid, next(o for o in plugins() if o is not found).options())
    assert (repo.folder / "sessions" / f"{sid}.json").read_bytes() == before
    assert len(repo.session(sid).entries) == 1


def test_an_edit_keeps_the_rows_kind(repo: Repository) -> None:
    found = next(p for p in plugins() if len({k for k, _d in p.examples.rows(
        [f"p{n}" for n in range(len(p.examples.players))])}) > 1)
    sid, ids = _seated(repo, found)
    rows = [parse_row(found.rows, kind, data) for kind, data in found.examples.rows(ids)]
    first = repo.add_entry(sid, rows[0]).entries[0]
    other = next(row for row in rows if row.kind != first.kind)
    with pytest.raises(ValueError, match=rf"kind: a {other.kind} row cannot replace a "
                                         rf"{first.kind} row; nothing was saved"):
        repo.update_entry(sid, first.id, other)
    assert repo.session(sid).entries == (first,)


@pytest.mark.parametrize("game", GAMES)
def test_house_rules_are_the_games_model_and_stored_as_before(repo: Repository,
                                                              game: str) -> None:
    found = plugin(game)  # type: ignore[arg-type]
    chosen = {spec.name: spec.default for spec in found.info.options}
    rules = found.options.model_validate(chosen)
    assert rules.game == game and rules.model_dump() == chosen
    sid = repo.create_session(game, [Seat(player_id="a", name="A")], rules).id
    assert _on_disk(repo.folder, sid)["options"] == chosen  # what the new-session dict was
    spec = found.info.options[0]
    changed = found.options.model_validate(chosen | {spec.name: _other(spec)})
    repo.set_options(sid, changed, "Ben")
    assert _on_disk(repo.folder, sid)["options"] == changed.model_dump(mode="json")


def _other(spec: OptionSpec) -> Any:
    """A value of the house rule other than its default."""
    if spec.kind == "bool":
        return not spec.default
    if spec.kind == "int":
        return spec.default + 1
    return next(choice for choice in spec.choices if choice != spec.default)


def test_a_stored_entry_is_read_once_and_a_broken_one_every_time() -> None:
    found = plugins()[0]
    ids = [f"p{n}" for n in range(len(found.examples.players))]
    kind, data = found.examples.rows(ids)[0]
    entry = Entry(id="e1", kind=kind, data=data, at=AT)
    assert typed_row(found.rows, entry) is typed_row(found.rows, entry)
    broken = Entry(id="e2", kind=found.examples.invalid[0], data=found.examples.invalid[1],
                   at=AT)
    for _ in range(2):
        with pytest.raises(ValueError):
            typed_row(found.rows, broken)
