"""One fixture folder per schema version opens with its content (v0 migrated, original kept)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from companion.games import outcome as session_outcome
from companion.games import plugin
from companion.games.kardinal.sheet_model import KardinalSheet
from companion.games.spandau.sheet_model import SpandauSheet
from companion.games.spitzer.sheet_model import SpitzerSheet
from companion.games.spitzweg.sheet_model import SpitzwegSheet
from companion.i18n import Translator, say
from companion.models import GameOutcome, Outcome, Session
from companion.store import Repository
from tests.companion.store.helpers import points_outcome
from tests.rows import as_row

FIXTURES = Path(__file__).parent / "fixtures"


def plugin_outcome(session: Session) -> Outcome:
    return session_outcome(session)


def marked_rows(session: Session) -> list[str]:
    """The rows each game's sheet shows marked (the way each game's own tests find them)."""
    t = lambda key, **params: key  # noqa: E731
    if session.game == "spitzweg":
        return [r.entry.id for g in SpitzwegSheet(session, t).games for r in g.rows
                if not r.valid]
    if session.game == "spitzer":
        return [r.entry.id for g in SpitzerSheet(session, t).games for r in g.rows
                if not r.valid]
    if session.game == "kardinal":
        sheet = KardinalSheet(session, t)
        return [e.id for e, _ in sheet.broken] + ([sheet.problem.rule] if sheet.problem else [])
    return [row.entry.id for row in SpandauSheet(session, t).stray]


def v0_file(folder: Path, sessions: dict[str, object]) -> None:
    folder.mkdir(parents=True)
    players = {str(n): {"id": f"p{n}", "name": name}
               for n, name in enumerate(("Anna", "Ben", "Cleo", "Dora"), 1)}
    (folder / "table-companion.json").write_text(json.dumps(
        {"players": players, "sessions": sessions}))


def test_v0_single_file_is_migrated_and_kept(folder: Path) -> None:
    shutil.copytree(FIXTURES / "v0", folder)
    original = (FIXTURES / "v0" / "table-companion.json").read_bytes()
    with Repository(folder, plugin_outcome) as repo:
        notice = say(repo.notices[0], Translator("en").t)
        assert "new storage format (4 games, 3 players)" in notice
        assert "rounds of 3 games" in notice and "until" in notice
        assert "Speicherformat übertragen (4 Partien" in say(repo.notices[0], Translator("de").t)
        assert [p.name for p in repo.players()] == ["Anna", "Ben", "Cleo"]
        first = repo.session("s0first")  # 3 players: not a Spitzer sheet, kept in the notes
        assert [s.name for s in first.seats] == ["Anna", "Ben", "Cleo"]
        assert first.entries == () and first.finished_at is not None
        assert first.notes == ("Wirtshaus am Eck\n#1: Anna 3, Ben 0, Cleo 1\n"
                               "#2: Anna 2, Ben 6, Cleo 0")
        assert first.outcome == Outcome(games=(GameOutcome(
            totals={"p0anna": 5, "p0ben": 6, "p0cleo": 1}, winners=("p0ben",), complete=True),))
        second = repo.session("s0second")
        assert [(e.kind, e.data["scores"], e.data["closer"], e.data["final"])
                for e in second.entries] == [("exhibition", {"p0ben": 14, "p0anna": 9},
                                              None, False)]
        assert second.outcome.last.totals == {"p0ben": 14, "p0anna": 9}
        third = repo.session("s0third")
        assert third.notes.splitlines() == ["Cleo's birthday", "#1: Cleo 12, Anna 15, Ben 7",
                                            "#2: Cleo 20, Anna 4, Ben 9"]
        assert third.outcome.last.winners == ("p0cleo",)
        assert third.outcome.last.totals["p0cleo"] == 32
        fourth = repo.session("s0fourth")
        assert fourth.notes == "#1: Anna 5, Cleo 6"
        assert fourth.outcome == Outcome(games=(GameOutcome(totals={"p0anna": 5, "p0cleo": 6}),))
        for sid in ("s0second", "s0third", "s0fourth"):
            assert marked_rows(repo.session(sid)) == [], sid
        # Spitzer is for 4: its sheet cannot take this table, its stored result stays
        assert plugin_outcome(first) == Outcome(games=(GameOutcome(),))
        assert repo.count_sessions(finished=False) == 2
        stats = {s.name: s for s in repo.statistics()}
        assert (stats["Ben"].wins, stats["Cleo"].wins, stats["Anna"].wins) == (1, 1, 0)
        assert stats["Anna"].games == 2
        history = {s.id: s.outcome.last.winners for s in repo.list_sessions(finished=True)}
        assert history == {"s0first": ("p0ben",), "s0third": ("p0cleo",)}
    assert (folder / "table-companion.v0.json").read_bytes() == original
    assert not (folder / "table-companion.json").exists()
    with Repository(folder, plugin_outcome) as repo:  # once only
        assert repo.notices == [] and repo.count_sessions() == 4


def test_a_migrated_outcome_stays_until_the_sheet_is_edited(folder: Path) -> None:
    shutil.copytree(FIXTURES / "v0", folder)
    with Repository(folder, plugin_outcome) as repo:
        kept = repo.session("s0fourth").outcome
        repo.set_elapsed("s0fourth", 60)  # the open sheet's timer
        repo.set_notes("s0fourth", repo.session("s0fourth").notes + "\nlate")
        repo.finish("s0fourth")
        assert repo.session("s0fourth").outcome == kept
        repo.add_entry("s0fourth", as_row("reveal", {"player": "p0anna", "artworks": []}))
        assert repo.session("s0fourth").outcome != kept


def test_v0_spitzer_of_four_carries_its_sums_as_the_start(folder: Path) -> None:
    v0_file(folder, {"1": {"id": "s1", "game": "spitzer", "players": ["p1", "p2", "p3", "p4"],
                           "rounds": [{"points": {"p1": 3, "p2": 0}}, {"points": {"p1": 6}},
                                      {"points": {"p3": 45}}],
                           "created": "2024-04-01T19:00:00+02:00", "finished": True},
                     "2": {"id": "s2", "game": "spitzer", "players": ["p1", "p2", "p3", "p4"],
                           "rounds": [{"points": {"p1": 4, "p2": -3}}],
                           "created": "2024-04-02T19:00:00+02:00", "finished": False}})
    with Repository(folder, plugin_outcome) as repo:
        carried = repo.session("s1")
        assert [(e.kind, e.data) for e in carried.entries] == [
            ("new_game", {"start": {"p1": 9, "p2": 0, "p3": 45, "p4": 0}})]
        assert marked_rows(carried) == [] and carried.notes == ""
        assert carried.outcome.last.winners == ("p3",) and carried.outcome.last.totals["p1"] == 9
        odd = repo.session("s2")  # 4 and -3 are no Spitzer totals (SPZ-VAL-8): in the notes
        assert odd.entries == () and odd.notes == "#1: Anna 4, Ben -3"
        assert odd.outcome.last.totals == {"p1": 4, "p2": -3, "p3": 0, "p4": 0}


def test_v0_spitzweg_rounds_are_exhibition_rows_and_keep_the_old_winner(folder: Path) -> None:
    v0_file(folder, {"1": {"id": "s1", "game": "spitzweg", "players": ["p1", "p2", "p3"],
                           "rounds": [{"points": {"p1": 30, "p2": 12, "p3": 8}},
                                      {"points": {"p1": 5, "p2": 40, "p3": 11}}],
                           "created": "2024-04-01T19:00:00+02:00", "finished": True}})
    with Repository(folder, plugin_outcome) as repo:
        session = repo.session("s1")
        assert [e.kind for e in session.entries] == ["exhibition", "exhibition"]
        assert marked_rows(session) == []
        assert plugin_outcome(session).last.totals == {"p1": 35, "p2": 52, "p3": 19}
        assert session.outcome.last.winners == ("p2",)
        assert described(session) == ["Exhibition 1 (14): Anna 30, Ben 12, Cleo 8",
                                            "Exhibition 2 (15): Anna 5, Ben 40, Cleo 11"]


def described(session: Session) -> list[str]:
    return [say(plugin("spitzweg").describe_entry(e, session), Translator("en").t)
            for e in session.entries]


def test_v1_fixture_opens_unchanged(folder: Path) -> None:
    shutil.copytree(FIXTURES / "v1", folder)
    with Repository(folder, points_outcome) as repo:
        assert repo.notices == []
        assert [p.name for p in repo.players()] == ["Anna", "Ben", "Cleo"]
        finished = repo.list_sessions(finished=True)
        assert [s.game for s in finished] == ["spitzer"]
        assert finished[0].outcome.last.totals and finished[0].rounds == 2
        assert len(repo.edit_history(finished[0].id)) == 3
        assert repo.session(finished[0].id).options == {"schneider": True}
        assert [i.name for i in repo.saved_items("spitzweg", "layout")] == ["Streit" + "fall"]
