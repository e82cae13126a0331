"""Every message that counts something says it in the count's plural form: a number in a
message, followed by what it counts, carries the language's CLDR forms
(``{count} {count:one=try|other=tries}``, `companion.formats`). "1 more tries",
"1 Versuche" can then not be shown, whatever the number."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from companion.i18n import I18N, Translator
from tests.companion.german_words import english_only, faults

COUNTED = {
    "en": ("try", "tries", "player", "players", "card", "cards", "point", "points", "pt",
           "pts", "coin", "coins", "token", "tokens", "type", "types", "game", "games",
           "ship", "ships", "coach", "coaches", "stone", "stones", "artwork", "artworks",
           "table", "tables", "trick", "tricks", "row", "rows", "PIN", "PINs", "hole",
           "holes", "round", "rounds", "hand", "hands", "item", "items", "copy", "copies",
           "tablet", "tablets", "exhibition", "exhibitions"),
    "de": ("Versuch", "Versuche", "Spielern", "Karte", "Karten", "Punkt", "Punkte",
           "Punkten", "Auge", "Augen", "Münze", "Münzen", "Stein", "Steine", "Typ", "Typen",
           "Partie", "Partien", "Spiel", "Spiele", "Schiff", "Schiffe", "Kutsche",
           "Kutschen", "Stich", "Stiche", "Stichen", "Kunstwerk", "Kunstwerke",
           "Kunstwerken", "Tisch", "Tische", "Zeile", "Zeilen", "Spielpunkt", "Spielpunkte",
           "Spielpunkten", "PINs", "Runde", "Runden", "Loch", "Löcher", "Eintrag",
           "Einträge", "Tafel", "Tafeln", "Ausstellung", "Ausstellungen"),
}
"""The nouns the app counts, in each language (German "Spieler" is one form for both)."""
NOT_COUNTS = frozenset({"name", "names", "by", "country", "tied", "what", "subject",
                        "payer", "player", "winner", "card", "role"})
"""Fields that hold a name or a thing, never a number."""
BETWEEN = r"(?!(?:a|an|the|of|in|im|vom|vor|von|ein|eine|einen|der|die|das)\b)[\w-]+"
"""A word between a count and its noun ("more", "foreign", "genuine"): no article or
preposition, which would start a phrase of its own ("{name} placed a card")."""


def counted_without_forms(text: str, lang: str) -> list[str]:
    """The fields of ``text`` that count a noun (the noun at most two words after the
    field) without plural forms of their own."""
    nouns = "|".join(COUNTED[lang])
    found = []
    for match in re.finditer(rf"\{{(\w+)\}}(?:\s+{BETWEEN}){{0,2}}?\s+(?:{nouns})\b", text):
        field = match.group(1)
        if field not in NOT_COUNTS and not re.search(rf"\{{{field}:[^{{}}]*=", text):
            found.append(match.group(0))
    return found


def messages(lang: str) -> dict[str, str]:
    found: dict[str, str] = {}
    for path in sorted(Path(I18N).glob(f"*{lang}.json")):
        for key, text in json.loads(path.read_text(encoding="utf-8")).items():
            if isinstance(text, str):
                found[f"{path.name}:{key}"] = text
    return found


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_count_in_a_message_has_its_plural_forms(lang: str) -> None:
    undecided = {key: found for key, text in messages(lang).items()
                 if (found := counted_without_forms(text, lang))}
    assert not undecided, json.dumps(undecided, ensure_ascii=False, indent=1)


def test_the_check_finds_a_count_without_forms() -> None:
    assert counted_without_forms("Wrong PIN: {left} more tries before a pause.", "en")
    assert counted_without_forms("noch {left} Versuche bis zu einer Pause", "de")
    assert counted_without_forms("{names} tie on {genuine} genuine artworks", "en")
    assert not counted_without_forms(
        "{left} {left:one=more try|other=more tries}", "en")
    assert not counted_without_forms("{names} have the most genuine artworks", "en")
    assert not counted_without_forms("Table {number}: {count} won", "en")


@pytest.mark.parametrize(("lang", "one", "two"), [
    ("en", "1 more try", "2 more tries"), ("de", "noch 1 Versuch", "noch 2 Versuche")])
def test_the_wrong_pin_message_says_one_try_and_two_tries(lang: str, one: str,
                                                          two: str) -> None:
    t = Translator(lang)
    assert one in t.t("live.wrong_pin_left", left=1)
    assert two in t.t("live.wrong_pin_left", left=2)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_message_reads_whole_with_one_and_with_two(lang: str) -> None:
    """Filled with 1 or 2 in every field, no message keeps a field or a form spec, and no
    German one shows "1 Karten" or "2 Karte"."""
    english = english_only()
    t = Translator(lang)
    broken = {}
    for key, text in messages(lang).items():
        fields = set(re.findall(r"\{(\w+)[:}]", text))
        for count in (1, 2):
            shown = t.fill(text, **dict.fromkeys(fields, count))
            wrong = "{" in shown or "|other=" in shown or (lang == "de" and [
                f for f in faults([shown], english) if "plural" in f])
            if wrong:
                broken[key] = shown
    assert not broken, json.dumps(broken, ensure_ascii=False, indent=1)
