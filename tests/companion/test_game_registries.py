"""docs/adding-a-game.md holds: every registry lists exactly the games of `GameId`, and the
guide's smallest plugin, in a package of its own, is found and answers as the shell expects."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import get_args

import pytest

import companion.games
import companion.i18n
from companion.games import plugin, plugins
from companion.i18n import I18N, LANGUAGES, Translator, load_strings
from companion.models import GAME_IDS, Entry, GameId, GameOutcome, Outcome, Session, Words
from companion.results import outcome_of
from scorers.registry import GAMES as CORE_GAMES
from scorers.registry import answer as run_cli

ROOT = Path(__file__).resolve().parents[2]
GUIDE = ROOT / "docs" / "adding-a-game.md"
GAMES = set(GAME_IDS)


def test_the_one_list_is_the_literal() -> None:
    assert get_args(GameId) == GAME_IDS and len(GAMES) == len(GAME_IDS) >= 1


def test_the_plugins_are_the_games() -> None:
    assert [p.info.game for p in plugins()] == list(GAME_IDS)
    packages = {p.parent.name for p in (ROOT / "companion" / "games").glob("*/plugin.py")}
    assert packages == GAMES


def test_the_core_and_the_result_card_know_the_same_games() -> None:
    assert set(CORE_GAMES) == GAMES
    assert {op.game for specs in CORE_GAMES.values() for op in specs if op.op == "results"} \
        == GAMES, "every game answers its games and winners (the result card, History...)"
    for lang in LANGUAGES:
        words = load_strings(lang)
        for game in GAME_IDS:
            assert any(key.startswith(f"{game}.reason.") for key in words), (game, lang)


def test_every_game_gives_its_examples() -> None:
    """The tests and the benchmarks ask each plugin for its rows, names and requests."""
    for found in plugins():
        examples, info = found.examples, found.info
        assert info.min_players <= len(examples.players) <= info.max_players, info.game
        ids = [f"p{n}" for n in range(len(examples.players))]
        for kind, data in (*examples.rows(ids), *(examples.nth_row(n, ids) for n in range(40))):
            found.rows.validate_python({"kind": kind, **data})
        kind, data = examples.invalid
        with pytest.raises(ValueError):
            found.rows.validate_python({"kind": kind, **data})
        answer = run_cli(examples.cli)
        assert "error" not in answer, (info.game, answer)
        assert examples.sheet_prefix and examples.sheet_prefix.endswith("-"), info.game
    prefixes = [found.examples.sheet_prefix for found in plugins()]
    assert len(set(prefixes)) == len(prefixes)


def test_every_game_has_its_words_in_every_language() -> None:
    for lang in LANGUAGES:
        games = {p.name.split(".")[0] for p in I18N.glob(f"*.{lang}.json")} - {"league", lang}
        rules = {p.name.split(".")[0] for p in (I18N / "rules").glob(f"*.{lang}.json")}
        assert games == rules == GAMES, lang
        words = Translator(lang)
        for game in GAME_IDS:
            assert words.has_own(f"game.{game}") and words.has_own(f"game.{game}.short")


def test_every_game_has_its_tests() -> None:
    for folder in ("tests/scorers", "tests/companion/games"):
        assert {p.name for p in (ROOT / folder).iterdir() if p.is_dir()
                and not p.name.startswith("_")} == GAMES, folder
    assert all((ROOT / "tests" / "e2e" / f"test_{game}.py").exists() for game in GAME_IDS)


def _guide_plugin() -> str:
    blocks = re.findall(r"```python\n(.*?)```", GUIDE.read_text(encoding="utf-8"), re.S)
    assert len(blocks) == 1
    return str(blocks[0])


def test_the_guides_plugin_is_found_and_answers(tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """Step 3 of the guide, in a package beside the four games."""
    package = tmp_path / "games" / "quartett"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text(_guide_plugin(), encoding="utf-8")
    monkeypatch.setattr(companion.games, "__path__",
                        [*companion.games.__path__, str(tmp_path / "games")])
    plugin.cache_clear()
    try:
        found = plugin("quartett")  # type: ignore[arg-type]
    finally:
        plugin.cache_clear()
    assert found.info.game == "quartett"
    session = Session.model_validate({
        "id": "s1", "game": "spitzer", "seats": [], "created_at": "2026-01-01T20:00:00",
        "updated_at": "2026-01-01T20:00:00"})
    entry = Entry(id="e1", kind="row", data={}, at=session.created_at)
    assert outcome_of(found.results(session)) == Outcome(games=(GameOutcome(),))
    assert found.describe_entry(entry, session) == Words(key="quartett.history.row",
                                                          values={"what": "row"})
    assert tuple(found.referee_tools()) == ()

    # Step 4: its words are read once the id is in the one list.
    for lang, text in (("en", "Row {what}"), ("de", "Zeile {what}")):
        (tmp_path / f"quartett.{lang}.json").write_text(
            json.dumps({"quartett.history.row": text}), encoding="utf-8")
    assert "quartett.history.row" not in load_strings("de", tmp_path)
    monkeypatch.setattr(companion.i18n, "GAME_IDS", (*GAME_IDS, "quartett"))
    assert load_strings("de", tmp_path)["quartett.history.row"] == "Zeile {what}"
