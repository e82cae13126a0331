"""docs/adding-a-game.md holds: every registry lists exactly the games of `GameId`, each
plugin gives its examples, and every game has its tests (the guide itself is proven by
tests/test_guide.py)."""

from __future__ import annotations

from pathlib import Path
from typing import get_args

import pytest

from companion.games import plugins
from companion.i18n import I18N, LANGUAGES, Translator, load_strings
from companion.models import GAME_IDS, GameId
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
