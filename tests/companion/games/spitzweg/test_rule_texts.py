"""Every rule a Spitzweg screen or verdict can cite has its text in English and German."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from companion.i18n import Translator

ROOT = Path(__file__).resolve().parents[4]
CITED = sorted({rule for folder in ("scorers/spitzweg", "companion/games/spitzweg")
                for path in (ROOT / folder).glob("*.py")
                for rule in re.findall(r"SPW-[A-Z]+-\d+", path.read_text(encoding="utf-8"))})


def test_the_screens_cite_rules() -> None:
    assert "SPW-PLACE-8" in CITED and len(CITED) > 30


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("rule", CITED)
def test_rule_has_text(rule: str, lang: str) -> None:
    text = Translator(lang).rule_text(rule)
    assert text != rule and len(text) > 15


def test_german_text_is_german() -> None:
    assert "Reihe" in Translator("de").rule_text("SPW-PLACE-8")
    assert "three" in Translator("en").rule_text("SPW-PLACE-8")
