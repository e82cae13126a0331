"""Every rule ID the rules core or the app can cite has its own text in English and German.

A rule ID shown without text reads "SPZ-SCORE-4: SPZ-SCORE-4" under an explanation. The IDs
are collected from the source itself (every string literal shaped like a rule ID), so a new
citation without a text fails here before anybody sees it.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "assets" / "i18n" / "rules"
GAME_OF = {"SPZ": "spitzer", "KK": "kardinal", "SP80": "spandau", "SPW": "spitzweg"}
CITED = re.compile(r"""["']((?:SPZ|KK|SP80|SPW)-[A-Z]+-\d+)(\.\.\d+)?["']""")
"""A whole string literal that is a rule ID (``"SPZ-SCORE-4"``) or a range of them."""


def cited_rules() -> dict[str, set[str]]:
    """Rule ID -> the files citing it; a range ``X-3..5`` cites X-3, X-4 and X-5."""
    found: dict[str, set[str]] = {}
    for folder in ("scorers", "companion"):
        for path in (ROOT / folder).rglob("*.py"):
            for match in CITED.finditer(path.read_text(encoding="utf-8")):
                first, upto = match.group(1), match.group(2)
                stem, _, number = first.rpartition("-")
                last = int(upto[2:]) if upto else int(number)
                for n in range(int(number), last + 1):
                    found.setdefault(f"{stem}-{n}", set()).add(str(path.relative_to(ROOT)))
    return found


def test_the_source_cites_rules_of_every_game() -> None:
    games = {GAME_OF[rule.split("-")[0]] for rule in cited_rules()}
    assert games == set(GAME_OF.values())
    assert "SPZ-SCORE-4" in cited_rules(), "the hand explanation's rule is collected"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_cited_rule_has_a_text(lang: str) -> None:
    texts: dict[str, dict[str, str]] = {
        game: json.loads((RULES / f"{game}.{lang}.json").read_text(encoding="utf-8"))
        for game in GAME_OF.values()}
    missing = {rule: sorted(files) for rule, files in cited_rules().items()
               if not texts[GAME_OF[rule.split("-")[0]]].get(rule, "").strip()
               or texts[GAME_OF[rule.split("-")[0]]][rule].strip() == rule}
    assert not missing, f"rule IDs without a {lang} text: {missing}"


def test_the_german_texts_are_not_the_english_ones() -> None:
    for game in GAME_OF.values():
        english = json.loads((RULES / f"{game}.en.json").read_text(encoding="utf-8"))
        german = json.loads((RULES / f"{game}.de.json").read_text(encoding="utf-8"))
        same = [rule for rule, text in german.items() if english.get(rule) == text]
        assert not same, f"{game}: German rule texts copied from English: {same}"
