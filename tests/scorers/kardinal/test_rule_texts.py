"""Every rule ID the Kardinal core cites has an English and a German text for the app."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
RULE_ID = re.compile(r"KK-[A-Z]+-\d+")


def cited_rules() -> set[str]:
    found: set[str] = set()
    for source in (ROOT / "scorers" / "kardinal").glob("*.py"):
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                found |= set(RULE_ID.findall(node.value))
    return found


def test_the_core_cites_rules() -> None:
    assert {"KK-SCORE-1", "KK-TAKE-3", "KK-VAL-4"} <= cited_rules()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_cited_rule_has_a_text(lang: str) -> None:
    path = ROOT / "assets" / "i18n" / "rules" / f"kardinal.{lang}.json"
    texts = json.loads(path.read_text(encoding="utf-8"))
    assert isinstance(texts, dict)
    missing = sorted(rule for rule in cited_rules() if not str(texts.get(rule, "")).strip())
    assert missing == []
