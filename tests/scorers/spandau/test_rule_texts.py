"""Every rule ID the Spandau 1780 core cites has a player-facing text in English and German."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
RULE_ID = re.compile(r"SP80-[A-Z]+-\d+")


def cited() -> set[str]:
    found: set[str] = set()
    for source in (ROOT / "scorers" / "spandau").glob("*.py"):
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                found |= set(RULE_ID.findall(node.value))
    return found


def test_the_core_cites_rules() -> None:
    assert {"SP80-SCORE-2", "SP80-PAY-1", "SP80-VAL-7", "SP80-END-6"} <= cited()


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_cited_rule_has_a_text(language: str) -> None:
    texts = json.loads((ROOT / "assets" / "i18n" / "rules" / f"spandau.{language}.json")
                       .read_text(encoding="utf-8"))
    assert all(isinstance(text, str) and text.strip() for text in texts.values())
    assert sorted(cited() - set(texts)) == []
