"""What a German screen must not show: an English text of the app's own, a hex code, a
number written the English way, an ISO date, or a plural left undecided.

`faults` reads a screen's texts and names each such text; the app's English strings that have
a different German translation are the English words it looks for.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from pathlib import Path

from companion.i18n import I18N

HEX = re.compile(r"#[0-9A-Fa-f]{6}\b")
ISO_DATE = re.compile(r"\b\d{4}-\d{2}-\d{2}\b")
DOT_DECIMAL = re.compile(r"(?<![\d.])\d+\.\d(?![\d.])")
LICENCE = re.compile(r"Apache|https?://|Licen[cs]e")
UNDECIDED = re.compile(r"\w\((?:e|n|en|s|er)\)")
COUNTED = {
    # German singular and plural of the app's counted nouns, and the English ones a
    # German screen could show by mistake.
    "Partie": "Partien", "Spiel": "Spiele", "Karte": "Karten", "Tisch": "Tische",
    "Stich": "Stiche", "Kunstwerk": "Kunstwerke", "Tafel": "Tafeln", "Schiff": "Schiffe",
    "Kutsche": "Kutschen", "Stein": "Steine", "Länderkarte": "Länderkarten",
    "Versuch": "Versuche", "Punkt": "Punkte", "Münze": "Münzen", "Auge": "Augen",
    "Spielpunkt": "Spielpunkte", "Zeile": "Zeilen",
    "try": "tries", "point": "points", "game": "games", "player": "players", "card": "cards",
    "table": "tables",
}


FLUTTER = frozenset({"Back", "Alert", "Dismiss", "Close"})
"""Flutter's own English words a screen reader says unless the page has the app's locale."""


def _strings(lang: str) -> dict[str, str]:
    found: dict[str, str] = {}
    for path in sorted(Path(I18N).glob(f"*{lang}.json")):
        if path.name == f"{lang}.json" or path.name.endswith(f".{lang}.json"):
            found.update(json.loads(path.read_text(encoding="utf-8")))
    return found


def english_only() -> frozenset[str]:
    """The app's English texts (without fields to fill) whose German differs and that no
    German text also is ("England", "Name" are both)."""
    english, german = _strings("en"), _strings("de")
    german_texts = set(german.values())
    return FLUTTER | frozenset(
        text for key, text in english.items()
        if "{" not in text and key in german and german[key] != text
        and text not in german_texts and len(text) > 2)


def _plural_faults(text: str) -> list[str]:
    found = []
    for one, many in COUNTED.items():
        if re.search(rf"(?<![\d.,])1 {many}\b", text):
            found.append(f"1 {many}")
        if re.search(rf"(?<![\d.,])(?:[02-9]|\d\d+) {one}\b(?!-)", text):
            found.append(f"n {one}")
    return found


def faults(texts: Iterable[str], english: frozenset[str]) -> list[str]:
    """Each German text that shows an English text, a hex code, an English number or date,
    or an undecided plural, with what is wrong with it."""
    wrong = []
    for text in texts:
        checks = [("hex code", HEX), ("ISO date", ISO_DATE), ("undecided plural", UNDECIDED)]
        if not LICENCE.search(text):  # "Apache 2.0" is a name, not a number
            checks.append(("decimal point", DOT_DECIMAL))
        why = [what for what, pattern in checks if pattern.search(text)]
        why += [f"plural {p}" for p in _plural_faults(text)]
        if text.strip() in english:
            why.append("English")
        why += [f"English {e!r}" for e in english
                if len(e.split()) >= 3 and e in text and text.strip() != e]
        if why:
            wrong.append(f"{text!r}: {', '.join(why)}")
    return wrong
