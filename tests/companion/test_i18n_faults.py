"""A message of the rules core reaches the screen in the user's language, with its facts;
German numbers carry a decimal comma; house-rule choices have words in both languages."""

from __future__ import annotations

from pathlib import Path

import pytest

from companion.games import plugin
from companion.i18n import Translator, decimal, fault_message, message_slug
from companion.models import GAME_IDS

ROOT = Path(__file__).resolve().parents[2]


def shown(lang: str, rule: str, message: str) -> str:
    words = Translator(lang)
    return fault_message(words.t, words.rule_text, lang, rule, message)


def test_a_german_template_is_filled_with_the_messages_facts() -> None:
    message = "A zola_schneider_schwartz hand has a calling side of 1, not 0 (SPZ-CALL-11..16)."
    text = shown("de", "SPZ-VAL-6", message)
    assert text == "Bei „Zola Schneider Schwarz“ besteht die ansagende Partei aus 1 " \
                   "Spieler, nicht aus 0."
    assert shown("en", "SPZ-VAL-6", message) == message


def test_without_a_template_german_shows_the_rule_text_never_english() -> None:
    message = "Schneider with a partner is off in this game (SPZ-VAR-1)."
    assert shown("de", "SPZ-VAL-6", message) == Translator("de").rule_text("SPZ-VAL-6")


def test_kardinal_count_names_the_player_and_both_numbers() -> None:
    assert shown("de", "KK-VAL-2", "Anna: only 8 France cards exist, not 9.") == \
        "Anna: Von diesem Land gibt es nur 8 Karten, nicht 9."


def test_all_tricks_message_says_what_to_do_in_both_languages() -> None:
    message = "Without the deal, give all 8 tricks."
    # The core still says it (the translation is keyed by its first words).
    assert any(message in path.read_text() for path in (ROOT / "scorers" / "spitzer").glob("*.py"))
    assert message_slug(message) == "without_the_deal"
    assert "record all 8 tricks" in shown("en", "SPZ-VAL-7", message)
    assert "alle 8 Stiche eintragen" in shown("de", "SPZ-VAL-7", message)


@pytest.mark.parametrize(("value", "lang", "text"), [
    (30, "de", "30,0"), (30, "en", "30.0"), (1234.56, "de", "1.234,6"), (72.25, "en", "72.2")])
def test_decimal(value: float, lang: str, text: str) -> None:
    assert decimal(value, lang) == text


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_house_rule_choice_has_words(lang: str) -> None:
    words = Translator(lang)
    missing = [f"{game}.option.{spec.name}.{choice}"
               for game in GAME_IDS for spec in plugin(game).info.options
               if spec.kind == "choice" for choice in spec.choices
               if isinstance(choice, str) and not str(choice).isupper() and len(choice) > 1
               and not words.has_own(f"{game}.option.{spec.name}.{choice}")]
    assert not missing


def test_german_fault_templates_name_only_facts_a_message_gives() -> None:
    """Each template's fields are n1.., name or code1..: what `fault_params` can fill."""
    import string
    words = Translator("de")
    for key in [k for k in words._strings if k.startswith("fault.")]:
        fields = {f for _, f, _, _ in string.Formatter().parse(words.t(key)) if f}
        assert all(f in ("name", "subject") or (f[:1] == "n" and f[1:].isdigit())
                   or f.startswith("code") for f in fields), key


def test_the_german_finish_refusal_names_the_country() -> None:
    message = "Italy: only 0 of 7 cards assigned; at the end every card is taken."
    assert shown("de", "KK-VAL-4", message).startswith("Italien: Nur 0 von 7 Karten")
