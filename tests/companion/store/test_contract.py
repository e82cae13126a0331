"""One contract, two stores: the TinyDB `Repository` on a temporary folder and the in-memory
fake of the view-model tests (tests/companion/memory_repo.py) must behave alike, so the fake
cannot drift from the store it stands in for."""

from __future__ import annotations

import inspect
import json
import math
from collections.abc import Callable, Iterator
from datetime import timedelta
from pathlib import Path
from typing import Annotated, Any, Literal

import pytest
from pydantic import Field, TypeAdapter

from companion.games import plugin
from companion.models import Seat, Session
from companion.store import Repository, Settings, protocols
from companion.store.protocols import Store
from scorers.common.models import Model
from tests.companion.memory_repo import MemoryRepo
from tests.companion.store.helpers import points_outcome, seats
from tests.rows import as_row, house_rules


class PointsRow(Model):
    kind: Literal["points"] = Field(default="points", exclude=True)
    points: dict[str, int]


class NoteRow(Model):
    kind: Literal["note"] = Field(default="note", exclude=True)
    text: str = ""


ROWS: TypeAdapter[Any] = TypeAdapter(
    Annotated[PointsRow | NoteRow, Field(discriminator="kind")])
"""The row types of the test's points game, which every store must hold a row to."""

Factory = Callable[[str], Store]


def _rows(game: str) -> TypeAdapter[Any]:
    return ROWS if game == "spandau" else plugin(game).rows


def _describe(entry: Any, session: Session) -> str:
    return f"row {entry.kind} of {len(session.entries)}"


@pytest.fixture(params=["tinydb", "memory"])
def make(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Factory]:
    """A new empty store of the kind under test; ``name`` keeps two of them apart."""
    opened: list[Repository] = []

    def new(name: str = "data") -> Store:
        if request.param == "memory":
            return MemoryRepo(points_outcome, _describe, _rows)
        repo = Repository(tmp_path / name, points_outcome, _describe, _rows)
        opened.append(repo)
        return repo
    yield new
    for repo in opened:
        repo.close()


@pytest.fixture
def store(make: Factory) -> Store:
    return make("data")


def _table(store: Store, *names: str, game: str = "spandau") -> tuple[Session, list[str]]:
    players = [store.add_player(name) for name in names]
    return store.create_session(game, seats(*players)), [p.id for p in players]


# --- the protocols themselves ---------------------------------------------------------------
PROTOCOLS = (protocols.PlayerStore, protocols.SessionStore, protocols.ListingStore,
             protocols.ItemStore, protocols.SettingsStore, protocols.BackupStore)


@pytest.mark.parametrize("protocol", PROTOCOLS, ids=lambda p: p.__name__)
def test_both_stores_have_every_method_of_the_protocol_with_its_signature(
        protocol: type) -> None:
    for name, method in vars(protocol).items():
        if name.startswith("_") or not callable(method):
            continue
        wanted = inspect.signature(method)
        for implementation in (Repository, MemoryRepo):
            found = inspect.signature(getattr(implementation, name))
            assert list(found.parameters.items()) == list(wanted.parameters.items()), (
                f"{implementation.__name__}.{name}{found} is not "
                f"{protocol.__name__}.{name}{wanted}")


# --- players --------------------------------------------------------------------------------
def test_players_are_found_by_name_renamed_coloured_and_merged(store: Store) -> None:
    anna = store.add_player("  Anna ")
    assert anna.name == "Anna" and anna.colour is not None
    assert store.add_player("anna") == anna  # the same name, ignoring case and spaces
    ben, dup = store.add_player("Ben"), store.add_player("Benn")
    assert len({anna.colour, ben.colour, dup.colour}) == 3  # least-used colours first
    assert [p.name for p in store.players()] == ["Anna", "Ben", "Benn"]
    assert store.rename_player(anna.id, "Anna K.").name == "Anna K."
    assert store.set_player_colour(anna.id, "#123456").colour == "#123456"
    with pytest.raises(ValueError):
        store.set_player_colour(anna.id, "red")
    sid = store.create_session("spandau", seats(anna, dup)).id
    store.add_entry(sid, as_row("points", {"points": {dup.id: 7}}))
    assert store.merge_players(ben.id, dup.id) == ben
    assert [p.name for p in store.players()] == ["Anna K.", "Ben"]
    session = store.session(sid)
    assert [s.player_id for s in session.seats] == [anna.id, ben.id]
    assert session.outcome.last.totals == {anna.id: 0, ben.id: 7}
    assert [s.id for s in store.list_sessions(player_id=ben.id)] == [sid]
    with pytest.raises(KeyError):
        store.merge_players(ben.id, ben.id)


# --- sessions, rows, undo, history ----------------------------------------------------------
def test_rows_are_added_changed_deleted_and_the_outcome_follows(store: Store) -> None:
    session, (anna, ben) = _table(store, "Anna", "Ben")
    sid = session.id
    assert session.outcome.last.totals == {anna: 0, ben: 0} and session.entries == ()
    one = store.add_entry(sid, as_row("points", {"points": {anna: 3}}), "Anna").entries[0]
    two = store.add_entry(sid, as_row("points", {"points": {ben: 5}}), "Ben").entries[1]
    assert store.session(sid).outcome.last.totals == {anna: 3, ben: 5}
    changed = store.update_entry(sid, one.id, as_row("points", {"points": {anna: 9}}), "Cleo")
    assert changed.outcome.last.totals == {anna: 9, ben: 5}
    assert store.delete_entry(sid, two.id, "Ben").outcome.last.totals == {anna: 9, ben: 0}
    history = store.edit_history(sid)
    assert [(r.action, r.author, r.entry_id) for r in history] == [
        ("add", "Anna", one.id), ("add", "Ben", two.id), ("edit", "Cleo", one.id),
        ("delete", "Ben", two.id)]
    assert history[1].summary == "row points of 2"  # described in the sheet it joins
    with pytest.raises(KeyError):
        store.update_entry(sid, "nosuchrow", as_row("points", {"points": {}}))
    with pytest.raises(KeyError):
        store.session("nosuchgame")


def test_undo_and_redo_take_back_row_edits_only(store: Store) -> None:
    sid = _table(store, "Anna")[0].id
    assert not store.can_undo(sid) and not store.can_redo(sid)
    assert store.undo(sid, "Anna").entries == ()  # nothing to take back: unchanged
    anna = store.players()[0].id
    store.add_entry(sid, as_row("points", {"points": {anna: 4}}))
    store.set_notes(sid, "Gasthaus")
    assert store.undo(sid, "Ben").entries == () and store.can_redo(sid)
    assert store.session(sid).notes == "Gasthaus"  # notes are not a row edit
    again = store.redo(sid, "Cleo")
    assert again.outcome.last.totals == {anna: 4} and not store.can_redo(sid)
    assert [(r.action, r.author) for r in store.edit_history(sid)][-2:] == [
        ("undo", "Ben"), ("redo", "Cleo")]


def test_notes_options_time_and_the_end_are_logged_with_their_author(store: Store) -> None:
    sid = _table(store, "Anna")[0].id
    store.set_notes(sid, "Gasthaus", "Anna")
    store.set_options(sid, house_rules("spandau", zero_bid=True), "Ben")
    store.set_elapsed(sid, -5)
    assert store.session(sid).elapsed_seconds == 0
    store.set_elapsed(sid, 125)
    assert store.finish(sid, "Cleo").finished_at is not None
    assert store.count_sessions(finished=True) == 1
    session = store.reopen(sid, "Dora")
    assert session.finished_at is None and session.options == {"zero_bid": True}
    assert (session.notes, session.elapsed_seconds) == ("Gasthaus", 125)
    assert [(r.action, r.author) for r in store.edit_history(sid)] == [
        ("notes", "Anna"), ("options", "Ben"), ("finish", "Cleo"), ("reopen", "Dora")]


def test_a_row_that_does_not_fit_its_game_is_refused_naming_the_field(store: Store) -> None:
    session, (anna,) = _table(store, "Anna")
    with pytest.raises(ValueError, match=r"points\.\w+: Input should be a valid integer"):
        store.add_entry(session.id, as_row("points", {"points": {anna: "many"}}))
    with pytest.raises(ValueError, match="does not match any of the expected tags"):
        store.add_entry(session.id, as_row("jackpot", {}))
    row = store.add_entry(session.id, as_row("points", {"points": {anna: 1}})).entries[0]
    with pytest.raises(ValueError, match="nothing was saved"):
        store.update_entry(session.id, row.id, as_row("points", {"points": {anna: 1}, "bonus": 2}))
    with pytest.raises(ValueError, match="not a number"):
        store.add_entry(session.id, as_row("points", {"points": {anna: math.nan}}))
    assert [e.data for e in store.session(session.id).entries] == [{"points": {anna: 1}}]
    assert [r.action for r in store.edit_history(session.id)] == ["add"]


def test_a_spitzer_hand_is_checked_against_the_games_own_row_types(store: Store) -> None:
    session, ids = _table(store, "Anna", "Ben", "Cleo", "Dora", game="spitzer")
    hand = {"dealer": ids[0], "mode": "totals", "type": "normal", "calling_side": ids[:2],
            "side_tricks": 5, "side_points": 130}
    with pytest.raises(ValueError, match=r"side_points: Input should be less than or equal"):
        store.add_entry(session.id, as_row("hand", hand))
    fits = hand | {"side_points": 70}
    assert store.add_entry(session.id, as_row("hand", fits)).entries[0].data == fits
    with pytest.raises(ValueError, match=r"tricks: Field required"):
        store.add_entry(session.id, as_row("hand", {"dealer": ids[0], "mode": "tricks",
                                             "type": "normal", "calling_side": ids[:2]}))


def test_a_deleted_session_is_gone(store: Store) -> None:
    sid = _table(store, "Anna")[0].id
    store.delete_session(sid)
    with pytest.raises(KeyError):
        store.session(sid)
    assert store.count_sessions() == 0 and store.list_sessions() == []


# --- listing and statistics -----------------------------------------------------------------
def test_sessions_are_listed_newest_first_and_filtered_by_keyword(store: Store) -> None:
    anna, ben = store.add_player("Anna"), store.add_player("Ben")
    first = store.create_session("spandau", seats(anna)).id
    second = store.create_session("spitzer", seats(anna, ben)).id
    third = store.create_session("spitzer", seats(ben)).id
    store.finish(first)
    assert [s.id for s in store.list_sessions()] == [third, second, first]
    assert [s.id for s in store.list_sessions(player_id=anna.id)] == [second, first]
    assert [s.id for s in store.list_sessions(finished=False)] == [third, second]
    assert [s.id for s in store.list_sessions(offset=1, limit=1)] == [second]
    assert store.count_sessions(game="spitzer") == 2
    assert store.count_sessions(game="spitzer", player_id=anna.id) == 1
    created = store.session(second).created_at
    assert store.count_sessions(since=created) == 2
    assert store.count_sessions(until=created) == 2
    assert store.count_sessions(since=created + timedelta(days=1)) == 0
    local = created.astimezone().replace(tzinfo=None)  # a naive bound is local time
    assert store.count_sessions(since=local, until=local) == 1
    summary = store.list_sessions(game="spandau")[0]
    assert (summary.id, summary.player_ids, summary.rounds) == (first, (anna.id,), 0)
    with pytest.raises(TypeError):
        store.list_sessions("spitzer")  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        store.count_sessions(None, anna.id)  # type: ignore[call-arg]


def test_statistics_count_finished_sessions_per_player(store: Store) -> None:
    session, (anna, ben) = _table(store, "Anna", "Ben")
    store.add_entry(session.id, as_row("points", {"points": {anna: 10, ben: 4}}))
    store.finish(session.id)
    running, _ = _table(store, "Anna", "Ben")
    store.add_entry(running.id, as_row("points", {"points": {ben: 50}}))
    rows = {row.name: row for row in store.statistics()}
    assert (rows["Anna"].games, rows["Anna"].wins, rows["Anna"].win_rate) == (1, 1, 1.0)
    assert (rows["Ben"].games, rows["Ben"].wins) == (1, 0)
    assert rows["Ben"].by_game["spandau"].best == 4


# --- saved items and settings ---------------------------------------------------------------
def test_saved_items_are_kept_per_game_and_kind_newest_first(store: Store) -> None:
    old = store.save_item("spitzweg", "layout", "  Dispute ", {"cells": [1, 2]})
    new = store.save_item("spitzweg", "layout", "Second", {})
    store.save_item("spitzweg", "other", "Elsewhere", {})
    assert old.name == "Dispute"
    assert [i.id for i in store.saved_items("spitzweg", "layout")] == [new.id, old.id]
    with pytest.raises(ValueError, match="nothing was saved"):
        store.save_item("spitzweg", "layout", "Bad", {"x": math.inf})
    store.delete_item(new.id)
    assert store.saved_items("spitzweg", "layout") == [old]


def test_settings_start_as_defaults_and_are_kept(store: Store) -> None:
    assert store.settings() == Settings()
    chosen = Settings(language="de", theme="dark", author="Anna")
    store.save_settings(chosen)
    assert store.settings() == chosen


# --- backups --------------------------------------------------------------------------------
def test_a_backup_round_trips_into_a_new_store_once(make: Factory) -> None:
    source = make("source")
    session, (anna, _ben) = _table(source, "Anna", "Ben")
    source.add_entry(session.id, as_row("points", {"points": {anna: 3}}), "Anna")
    source.finish(session.id, "Anna")
    source.save_item("spitzweg", "layout", "Dispute", {"cells": []})
    data = source.export_bytes()
    target = make("target")
    report = target.import_bytes(data)
    assert (report.players_added, report.sessions_added, report.items_added,
            report.already_present) == (2, 1, 1, 0)
    assert target.session(session.id) == source.session(session.id)
    assert target.edit_history(session.id) == source.edit_history(session.id)
    assert target.players() == source.players()
    assert target.import_bytes(data).already_present == 4
    assert "Anna" in target.export_csv(session.id)


def test_a_forged_or_broken_backup_is_refused_and_changes_nothing(make: Factory) -> None:
    source = make("source")
    session, (anna, ben) = _table(source, "Anna", "Ben")
    source.add_entry(session.id, as_row("points", {"points": {anna: 3}}))
    document = json.loads(source.export_bytes())
    document["sessions"][0]["session"]["outcome"]["games"][0]["totals"][ben] = 99
    target = make("target")
    with pytest.raises(ValueError, match="is not the one its rows give"):
        target.import_bytes(json.dumps(document).encode())
    with pytest.raises(ValueError):
        target.import_bytes(b"not a backup")
    assert target.players() == [] and target.count_sessions() == 0


def test_csv_has_one_line_per_row_and_the_totals_with_names_for_ids(store: Store) -> None:
    session, (anna,) = _table(store, "Anna")
    store.add_entry(session.id, as_row("points", {"points": {anna: 3}}))
    store.add_entry(session.id, as_row("note", {"text": "a toast"}))
    lines = store.export_csv().splitlines()
    assert len(lines) == 4 and lines[0].startswith("game_id,")
    assert ",1,points," in lines[1] and "Anna" in lines[1] and anna not in lines[1]
    assert ",2,note," in lines[2] and "a toast" in lines[2]
    assert ",1,total," in lines[3] and "Anna" in lines[3]


def test_a_seat_named_too_long_is_cut_and_bad_options_refused(store: Store) -> None:
    anna = store.add_player("Anna")
    session = store.create_session("spandau", [Seat(player_id=anna.id, name="A" * 60)])
    assert session.seats[0].name == "A" * 40
    for bad in ({"x": math.nan}, house_rules("spitzer")):
        with pytest.raises(ValueError, match=r"options: .*nothing was saved"):
            store.create_session("spandau", seats(anna), bad)  # type: ignore[arg-type]
        with pytest.raises(ValueError, match=r"options: .*nothing was saved"):
            store.set_options(session.id, bad)  # type: ignore[arg-type]
    assert store.session(session.id).options == {}
