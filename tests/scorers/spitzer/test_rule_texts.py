"""Every rule ID the Spitzer core cites has a player-facing text in English and German."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
RULE_ID = re.compile(r"SPZ-[A-Z]+-\d+")


def cited() -> set[str]:
    found: set[str] = set()
    for source in (ROOT / "scorers" / "spitzer").glob("*.py"):
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                found |= set(RULE_ID.findall(node.value))
    return found


def test_the_core_cites_rules() -> None:
    assert {"SPZ-FOLLOW-6", "SPZ-VAL-5", "SPZ-CALL-10"} <= cited()


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_cited_rule_has_a_text(language: str) -> None:
    texts = json.loads((ROOT / "assets" / "i18n" / "rules" / f"spitzer.{language}.json")
                       .read_text(encoding="utf-8"))
    missing = sorted(rule for rule in cited() if not str(texts.get(rule, "")).strip())
    assert not missing, f"spitzer.{language}.json lacks {missing}"
