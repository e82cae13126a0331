"""The BG Stats push link (createPlay.html?data=<url-encoded JSON>) and History's export."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from urllib.parse import parse_qs, urlsplit

import pytest

from companion.games import outcome as session_outcome
from companion.games import session_results
from companion.i18n import Translator
from companion.models import Session
from companion.share.bgstats import (
    APP_LINK,
    LINK,
    BGStatsPlay,
    export_plays,
    plays_of,
    push_link,
    read_export,
    read_link,
)
from companion.vm.history import HistoryVM
from tests.companion.helpers import new_repo
from tests.companion.share.finished import ALL, spitzer

EN = Translator("en").t


def raw(link: str) -> dict:
    return json.loads(parse_qs(urlsplit(link).query)["data"][0])


def test_the_documented_link_form() -> None:
    link = push_link(plays_of(spitzer(), EN)[0])
    assert link.startswith("https://app.bgstatsapp.com/createPlay.html?data=%7B%22")
    assert push_link(plays_of(spitzer(), EN)[0], app_scheme=True).startswith(
        "bgstats://app.bgstatsapp.com/createPlay.html?data=")
    assert LINK.endswith("?data=") and APP_LINK.startswith("bgstats://")
    assert " " not in link and "{" not in link, "the JSON is URL-encoded"


def test_payload_field_by_field() -> None:
    data = raw(push_link(plays_of(spitzer(start=2), EN)[0]))
    assert set(data) == {"sourceName", "sourcePlayId", "playDate", "durationMin", "comments",
                         "game", "players"}
    assert data["sourceName"] == "Table Companion"
    assert data["sourcePlayId"] == "s2"
    created = datetime(2026, 11, 21, 19, 30, 5, tzinfo=UTC).astimezone()
    assert data["playDate"] == created.strftime("%Y-%m-%d %H:%M:%S")
    assert len(data["playDate"]) == 19 and data["playDate"][10] == " "
    assert data["durationMin"] == 92
    assert data["comments"] == "Anna reached 45 game points: 42 or more and alone at the top."
    assert data["game"] == {"name": "Spitzer", "highestWins": True, "noPoints": False,
                            "sourceGameId": "spitzer"}
    assert "bggId" not in data["game"], "no guessed BoardGameGeek id"
    assert data["players"] == [
        {"name": "Carl", "sourcePlayerId": "p2", "score": 12, "winner": False, "rank": 3,
         "startPlayer": True},
        {"name": "Dora", "sourcePlayerId": "p3", "score": 0, "winner": False, "rank": 4,
         "startPlayer": False},
        {"name": "Anna", "sourcePlayerId": "p0", "score": 45, "winner": True, "rank": 1,
         "startPlayer": False},
        {"name": "Ben", "sourcePlayerId": "p1", "score": 30, "winner": False, "rank": 2,
         "startPlayer": False},
    ]


def check_round_trip(session: Session, play: BGStatsPlay) -> None:
    (game,) = session_results(session).games  # each of these sheets is one game
    totals = game.totals()
    assert play.sourcePlayId == session.id and play.game.sourceGameId == session.game
    assert play.durationMin == session.elapsed_seconds // 60
    assert datetime.strptime(play.playDate, "%Y-%m-%d %H:%M:%S") == \
        session.created_at.astimezone().replace(tzinfo=None, microsecond=0)
    assert [(p.sourcePlayerId, p.name) for p in play.players] == [
        (s.player_id, s.name) for s in session.seats]
    assert {p.sourcePlayerId: p.score for p in play.players} == {
        s.player_id: totals.get(s.player_id, 0) for s in session.seats}
    assert tuple(p.sourcePlayerId for p in play.players if p.winner) == tuple(
        s.player_id for s in session.seats if s.player_id in game.winners)
    assert [p.sourcePlayerId for p in play.players if p.startPlayer] == [
        session.start.player_id if session.start else session.seats[0].player_id]


@pytest.mark.parametrize("start", [None, 1])
@pytest.mark.parametrize("make", ALL)
def test_every_game_round_trips_through_the_link(make: object, start: int | None) -> None:
    session: Session = make(start=start)  # type: ignore[operator]
    (play,) = plays_of(session, EN)
    back = read_link(push_link(play))
    assert back == play
    check_round_trip(session, back)


def test_history_exports_every_finished_game_and_no_running_one() -> None:
    repo = new_repo()
    stored = [make() for make in ALL]
    for session in stored:
        repo.put(session.model_copy(update={"outcome": session_outcome(session)}))
    running = spitzer(sid="s9").model_copy(update={"finished_at": None})
    repo.put(running)
    found = HistoryVM(repo).export_bgstats(EN)
    assert found is not None
    name, data = found
    assert name.startswith("bgstats-plays-") and name.endswith(".json")
    plays = read_export(data)
    assert sorted(p.sourcePlayId for p in plays) == sorted(s.id for s in stored)
    by_id = {p.sourcePlayId: p for p in plays}
    for session in stored:
        check_round_trip(session, by_id[session.id])
    assert read_export(export_plays(plays)) == plays


def test_nothing_to_export() -> None:
    assert HistoryVM(new_repo()).export_bgstats(EN) is None


def test_a_foreign_link_is_refused() -> None:
    with pytest.raises(ValueError, match="createPlay"):
        read_link("https://app.bgstatsapp.com/addPlay.html?gameId=13")
    with pytest.raises(ValueError, match="no data"):
        read_link(LINK)
