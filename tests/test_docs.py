"""The docs a clone of the repository carries: a README for the people who play, and every
rule ID the code cites explained in docs/rules/<game>.md; no source points outside the
repository for its rules or its contract."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from companion.models import GAME_IDS

ROOT = Path(__file__).resolve().parents[1]
SOURCES = [path for folder in ("scorers", "companion", "bench", "tests", "scripts")
           for path in (ROOT / folder).rglob("*.py")]
README_LINES = 200


def test_the_readme_is_short_and_keeps_its_two_commands() -> None:
    text = (ROOT / "README.md").read_text("utf-8")
    assert len(text.splitlines()) <= README_LINES
    assert "make run" in text and "make test" in text


def prefix_of(game: str) -> str:
    """The game's rule-ID prefix, as its rule texts name it (``KK`` of ``KK-VAL-3``)."""
    texts = json.loads((ROOT / "assets/i18n/rules" / f"{game}.en.json").read_text("utf-8"))
    (prefix,) = {rule.split("-")[0] for rule in texts}
    return prefix


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_rule_id_the_code_cites_is_in_the_games_rules_page(game: str) -> None:
    prefix = prefix_of(game)
    cited = re.compile(rf"\b{prefix}-[A-Z0-9]+(?:-[A-Z0-9]+)*\b")
    found = {rule for path in SOURCES for rule in cited.findall(path.read_text("utf-8"))}
    found |= set(json.loads((ROOT / "assets/i18n/rules" / f"{game}.en.json").read_text()))
    page = (ROOT / "docs" / "rules" / f"{game}.md").read_text("utf-8")
    listed = set(cited.findall(page))
    assert found and not found - listed, sorted(found - listed)


def test_no_source_points_outside_the_repository() -> None:
    outside = re.compile(r"CONTRACT\.md|DESIGN\.md|shared/rules|FLET-NOTES")
    mine = Path(__file__).resolve()
    assert [str(path) for path in SOURCES
            if path.resolve() != mine and outside.search(path.read_text("utf-8"))] == []
