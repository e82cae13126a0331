"""Every German screen in German: no English text of the app's, no hex code, no English
number or ISO date, no undecided plural (`tests.companion.german_words`).

The real App on a real Flet session (`tests.companion.flet_session`) opens each screen of a
store with a game of every kind and finished games, in German; the texts are every text,
label, tooltip and hint of the controls the screen sends, menus' items included.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import flet as ft
import pytest
from flet.pubsub.pubsub_hub import PubSubHub

from bench.app_server import prepare
from companion.games import outcome as session_outcome
from companion.games import plugin
from companion.games.spitzweg.examples import sums_row
from companion.i18n import I18N
from companion.models import Seat
from companion.store import Repository
from tests.companion.flet_session import Phone, table_on
from tests.companion.german_words import english_only, faults
from tests.rows import as_row

TEXT_FIELDS = ("value", "label", "tooltip", "text", "hint_text", "helper_text",
               "error_text", "semantics_label", "counter_text", "prefix_text", "suffix_text",
               "title")


def texts_of(control: Any) -> Iterator[str]:
    """Every text a control and what it holds show or say (hidden controls excepted)."""
    seen: set[int] = set()

    def walk(item: Any) -> Iterator[str]:
        if isinstance(item, (list, tuple)):
            for one in item:
                yield from walk(one)
            return
        if not isinstance(item, ft.BaseControl) or id(item) in seen \
                or getattr(item, "visible", True) is False:
            return
        seen.add(id(item))
        for field in dataclasses.fields(item):  # type: ignore[arg-type]
            value = getattr(item, field.name, None)
            if isinstance(value, str) and field.name in TEXT_FIELDS and value.strip():
                yield value
            elif isinstance(value, (ft.BaseControl, list, tuple)):
                yield from walk(value)
    yield from walk(control)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[tuple[Path, Repository, dict[str, str]]]:
    ids = prepare(tmp_path)
    with Repository(tmp_path, outcome=session_outcome,
                    describe=lambda e, s: plugin(s.game).describe_entry(e, s),
                    rows=lambda g: plugin(g).rows) as repo:
        repo.save_settings(repo.settings().model_copy(update={"language": "de"}))
        players = [repo.add_player(name) for name in ("Ida", "Hans", "Uwe")]
        seats = tuple(Seat(player_id=p.id, name=p.name) for p in players)
        for scores in ((27, 20, 5), (31, 12, 9)):  # two finished games: Statistics, History
            sid = repo.create_session("spitzweg", seats).id
            repo.add_entry(sid, as_row("exhibition", sums_row(
                dict(zip((s.player_id for s in seats), scores, strict=True)),
                seats[0].player_id)), "Ida")
            repo.finish(sid)
        ids["player"] = players[0].id
        ids["finished"] = sid
        yield tmp_path, repo, ids


def routes(ids: dict[str, str]) -> list[str]:
    games = [f"/session/{ids[game]}" for game in ("kardinal", "spitzer", "spandau", "spitzweg")]
    return ["/", "/new", "/history", "/stats", "/players", f"/player/{ids['player']}",
            "/settings", "/live", "/about", "/league", "/tables",
            f"/session/{ids['finished']}", *games]


def test_no_german_screen_shows_english_hex_codes_or_undecided_plurals(
        store: tuple[Path, Repository, dict[str, str]]) -> None:
    folder, repo, ids = store
    english = english_only()
    wrong: dict[str, list[str]] = {}

    async def run() -> None:
        loop = asyncio.get_running_loop()
        for route in routes(ids):
            phone = Phone(table_on(folder, repo), route, loop, PubSubHub(loop))
            await phone.start()
            shown = list(texts_of(phone.page))
            assert shown, route
            found = faults(shown, english)
            if found:
                wrong[route] = found

    asyncio.run(run())
    assert not wrong, json.dumps(wrong, ensure_ascii=False, indent=1)


def test_no_german_translation_leaves_a_plural_undecided() -> None:
    """Every German text, shown or not yet: "Spiel(e)" is decided by the count."""
    english = english_only()
    for path in sorted(Path(I18N).glob("*de.json")):
        for key, text in json.loads(path.read_text(encoding="utf-8")).items():
            assert not [f for f in faults([text], english) if "plural" in f], (path.name, key)


def test_the_check_finds_what_it_looks_for() -> None:
    english = english_only()
    assert faults(["Back", "#9E5D00", "1 Spiele", "Schnitt 27.0", "2026-11-27",
                   "Spiel(e)", "3 Partie", "1 games"], english) and len(faults(
                       ["Back", "#9E5D00", "1 Spiele", "Schnitt 27.0", "2026-11-27",
                        "Spiel(e)", "3 Partie", "1 games"], english)) == 8
    assert faults(["Zurück", "Braun", "1 Spiel", "Schnitt 27,0", "27.11.2026", "2 Spiele",
                   "BG Stats (ab 3.3.2)"], english) == []
