"""One truth per game: every screen, card and export counts the same games and winners.

Sheets of several games (a 2-player Spitzweg pad, a Spitzer sheet of three games with a tie
at 42, a misdeal and a new game) and finished and unfinished Kardinal and Spandau games are
entered through the real store; History, Statistics, the player page, the result card (text
and PNG), BG Stats (the push link and History's export), Standings and the CSV and JSON
exports must each report the games of `tests.companion.multi_game` with their scores and
winners, in English and German. The browser half is `tests/e2e/test_one_truth.py`.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from companion.games import outcome as session_outcome
from companion.games import plugin, session_results
from companion.i18n import Translator
from companion.models import Session
from companion.share.bgstats import plays_of, push_link, read_export, read_link
from companion.share.result_card import build_card, card_text
from companion.share.result_png import read_png, render_png
from companion.store import Repository
from companion.vm.history import HistoryVM, game_winners, winner_names
from companion.vm.player_page import PlayerPageVM
from companion.vm.standings import table_standing
from tests.companion.multi_game import SHEETS, SPITZER_SHEET, SPITZWEG_PAD, Sheet, store_all

Game = tuple[dict[str, int], tuple[str, ...]]
LANGS = ("en", "de")


@pytest.fixture(scope="module")
def repo(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Repository, dict[str, str]]]:
    folder: Path = tmp_path_factory.mktemp("data")
    with Repository(folder, outcome=session_outcome,
                    describe=lambda e, s: plugin(s.game).describe_entry(e, s),
                    rows=lambda game: plugin(game).rows) as store:
        yield store, store_all(store)


def sheet_session(repo: tuple[Repository, dict[str, str]], sheet: Sheet) -> Session:
    store, ids = repo
    return store.session(ids[sheet.key])


def by_name(session: Session, values: dict[str, int]) -> dict[str, int]:
    names = {seat.player_id: seat.name for seat in session.seats}
    return {names[pid]: value for pid, value in values.items()}


def named(session: Session, pids: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    names = {seat.player_id: seat.name for seat in session.seats}
    return tuple(names[pid] for pid in pids)


@pytest.mark.parametrize("sheet", SHEETS, ids=lambda s: s.key)
def test_the_results_and_the_stored_games_are_the_rules(
        repo: tuple[Repository, dict[str, str]], sheet: Sheet) -> None:
    session = sheet_session(repo, sheet)
    found = session_results(session)
    assert tuple((by_name(session, g.totals()), named(session, g.winners))
                 for g in found.games) == sheet.games
    stored = session.outcome.games  # what History, Statistics and the player page read
    assert tuple((by_name(session, g.totals), named(session, g.winners))
                 for g in stored) == sheet.games
    listed = next(row for row in repo[0].list_sessions(limit=100) if row.id == session.id)
    assert listed.outcome == session.outcome, "the index row holds the same games"


@pytest.mark.parametrize("sheet", SHEETS, ids=lambda s: s.key)
@pytest.mark.parametrize("lang", LANGS)
def test_the_result_card_text_and_png_show_each_game(
        repo: tuple[Repository, dict[str, str]], sheet: Sheet, lang: str) -> None:
    session = sheet_session(repo, sheet)
    card = build_card(session, Translator(lang).t)
    assert len(card.games) == len(sheet.games)
    for game, (scores, winners) in zip(card.games, sheet.games, strict=True):
        assert {p.name: p.total for p in game.players} == scores
        assert {p.name for p in game.players if p.winner} == set(winners)
        assert [p.total for p in game.players] == sorted(scores.values(), reverse=True) or \
            sheet.game == "spandau", "best place first"
    text = card_text(card)
    for game in card.games:
        assert game.headline in text
        for player in game.players:
            assert f"{player.name}: " in text
    _, drawn = read_png(render_png(card))
    assert drawn == card, "the PNG carries the very card it shows"


def test_the_pads_card_has_each_games_winner_and_no_pad_winner(
        repo: tuple[Repository, dict[str, str]]) -> None:
    session = sheet_session(repo, SPITZWEG_PAD)
    card = build_card(session, Translator("en").t)
    assert card.headline == "2 games on this sheet"
    assert [g.headline for g in card.games] == ["Game 1: Beate wins", "Game 2: Andreas wins"]
    assert [g.reasons for g in card.games] == [("Beate has the highest total (303).",),
                                               ("Andreas has the highest total (416).",)]
    assert "613" not in card_text(card) and card.summary == ()
    german = build_card(session, Translator("de").t)
    assert [g.headline for g in german.games] == ["Spiel 1: Beate gewinnt",
                                                  "Spiel 2: Andreas gewinnt"]


def test_the_spitzer_card_has_each_game_its_payout_and_the_sheets_summary(
        repo: tuple[Repository, dict[str, str]]) -> None:
    session = sheet_session(repo, SPITZER_SHEET)
    card = build_card(session, Translator("en").t)
    assert card.headline == "3 games on this sheet"
    assert [g.headline for g in card.games] == [
        "Game 1: Hans wins", "Game 2: Jo wins", "Game 3: no winner yet"]
    assert card.games[0].reasons == (
        "Hans, Ida were level at 42 or more; after another hand Hans led alone with 60 game "
        "points.",)
    # SPZ-PAY-1 (1.00 stake, 0.05 a point): Ida pays 1.00 + 18 × 0.05 = 1.90 in game 1
    paid = {p.name: p.payout for p in card.games[0].players}
    assert paid == {"Hans": "+€9.90", "Ida": "−€1.90", "Jo": "−€4.00", "Kai": "−€4.00"}
    assert all(p.payout == "" for p in card.games[2].players), "game 3 is not decided"
    assert card.summary == ("Games won on this sheet: Hans 1, Ida 0, Jo 1, Kai 0.",
                            "Payout over the sheet: Hans +€6.80, Ida −€3.05, Jo +€3.35, "
                            "Kai −€7.10.")
    german = build_card(session, Translator("de").t)
    assert german.summary[0] == "Gewonnene Spiele auf diesem Blatt: Hans 1, Ida 0, Jo 1, Kai 0."
    assert german.games[0].players[0].payout == "+9,90 €"


@pytest.mark.parametrize("sheet", SHEETS, ids=lambda s: s.key)
def test_bg_stats_gets_one_play_per_game(repo: tuple[Repository, dict[str, str]],
                                         sheet: Sheet) -> None:
    session = sheet_session(repo, sheet)
    plays = plays_of(session, Translator("en").t)
    assert len(plays) == len(sheet.games)
    for play, (scores, winners) in zip(plays, sheet.games, strict=True):
        assert read_link(push_link(play)) == play
        assert {p.name: p.score for p in play.players} == scores
        assert {p.name for p in play.players if p.winner} == set(winners)
        if sheet.game in ("spitzweg", "spitzer"):  # the place is the score's (no tie-break)
            assert {p.name: p.rank for p in play.players} == {
                name: 1 + sum(other > score for other in scores.values())
                for name, score in scores.items()}
    if len(plays) > 1:
        assert [p.sourcePlayId for p in plays] == [
            f"{session.id}-{n}" for n in range(1, len(plays) + 1)]


@pytest.mark.parametrize("lang", LANGS)
def test_history_and_its_bg_stats_export_count_the_same_games(
        repo: tuple[Repository, dict[str, str]], lang: str) -> None:
    store, ids = repo
    vm = HistoryVM(store)
    rows = {row.id: row for row in vm.rows()}
    for sheet in SHEETS:
        row = rows[ids[sheet.key]]
        if len(sheet.games) > 1:
            assert game_winners(row) == [(n, ", ".join(winners)) for n, (_, winners)
                                         in enumerate(sheet.games, start=1)]
            assert winner_names(row) == ""
        else:
            assert game_winners(row) == []
            assert winner_names(row) == ", ".join(sheet.games[0][1])
    found = vm.export_bgstats(Translator(lang).t)
    assert found is not None
    plays = {p.sourcePlayId: p for p in read_export(found[1])}
    finished = [s for s in SHEETS if s.finished]
    assert len(plays) == sum(len(s.games) for s in finished)
    for sheet in finished:
        sid = ids[sheet.key]
        for number, (scores, winners) in enumerate(sheet.games, start=1):
            play = plays[sid if len(sheet.games) == 1 else f"{sid}-{number}"]
            assert {p.name: p.score for p in play.players} == scores
            assert {p.name for p in play.players if p.winner} == set(winners)


def expected_record() -> dict[str, tuple[int, int]]:
    """(games, wins) per player over the finished sheets, a game at a time."""
    found: dict[str, tuple[int, int]] = {}
    for sheet in SHEETS:
        if not sheet.finished:
            continue
        for _scores, winners in sheet.games:
            for name in sheet.names:
                games, wins = found.get(name, (0, 0))
                found[name] = (games + 1, wins + (name in winners))
    return found


def expected_meetings(me: str) -> dict[str, tuple[int, int, int]]:
    """(games, wins, losses) of ``me`` against each other player, a game at a time."""
    found: dict[str, tuple[int, int, int]] = {}
    for sheet in SHEETS:
        if not sheet.finished or me not in sheet.names:
            continue
        for _scores, winners in sheet.games:
            for other in set(sheet.names) - {me}:
                games, wins, losses = found.get(other, (0, 0, 0))
                found[other] = (games + 1, wins + (me in winners and other not in winners),
                                losses + (other in winners and me not in winners))
    return found


def test_statistics_and_every_player_page_count_each_game(
        repo: tuple[Repository, dict[str, str]]) -> None:
    store, _ids = repo
    record = expected_record()
    assert record["Ida"] == (3, 0) and record["Andreas"] == (3, 2)  # pad 2 + Kardinal 1
    stats = {s.name: s for s in store.statistics()}
    assert {name: (s.games, s.wins) for name, s in stats.items() if s.games} == record
    for player in store.players():
        page = PlayerPageVM(store, player.id)
        results = page.results()
        games, wins = record[player.name]
        assert (len(results), sum(r.won for r in results)) == (games, wins), player.name
        assert results[-1].rate == pytest.approx(wins / games), "the chart ends at the rate"
        summary = page.stats()
        assert summary is not None and (summary.games, summary.wins) == (games, wins)
        met = {o.name: (o.games, o.wins, o.losses) for o in page.opponents()}
        assert met == expected_meetings(player.name), player.name
    ida = PlayerPageVM(store, next(p.id for p in store.players() if p.name == "Ida"))
    hans = {o.name: o for o in ida.opponents()}["Hans"]
    assert (hans.games, hans.wins, hans.losses) == (3, 0, 1)
    nemesis = ida.nemesis()
    assert nemesis is not None and nemesis.name == "Hans"  # Hans and Jo beat her once each


@pytest.mark.parametrize("sheet", SHEETS, ids=lambda s: s.key)
def test_standings_show_each_game_and_its_payout(repo: tuple[Repository, dict[str, str]],
                                                 sheet: Sheet) -> None:
    session = sheet_session(repo, sheet)
    standing = table_standing(session, 1, Translator("en").t)
    assert [(line.number, line.winners) for line in standing.games] == [
        (n, winners) for n, (_, winners) in enumerate(sheet.games, start=1)]
    won = by_name(session, standing.won)
    assert won == {name: sum(name in w for _, w in sheet.games) for name in sheet.names}
    summary = session_results(session).summary
    if summary is not None and summary.payout is not None:
        assert standing.payout == summary.payout
    elif sheet.game != "spitzer":
        assert standing.payout is None


def test_the_csv_and_json_exports_hold_each_game(repo: tuple[Repository, dict[str, str]]
                                                 ) -> None:
    store, ids = repo
    rows = list(csv.DictReader(io.StringIO(store.export_csv())))
    backup = json.loads(store.export_bytes())
    sessions = {record["session"]["id"]: record["session"] for record in backup["sessions"]}
    for sheet in SHEETS:
        sid = ids[sheet.key]
        totals = [r for r in rows if r["game_id"] == sid and r["kind"] == "total"]
        assert [(int(r["row"]), json.loads(r["data"])["totals"],
                 tuple(json.loads(r["data"])["winners"])) for r in totals] == [
            (n, scores, winners) for n, (scores, winners) in enumerate(sheet.games, start=1)]
        session = sheet_session(repo, sheet)
        games = sessions[sid]["outcome"]["games"]
        assert [(by_name(session, g["totals"]), named(session, g["winners"])) for g in games] \
            == list(sheet.games)
