"""Numbers, dates, money and plural forms by CLDR (Babel) in both languages."""

from __future__ import annotations

from datetime import date, datetime

import pytest

from companion import formats
from companion.formats import Money
from companion.i18n import Translator


@pytest.mark.parametrize(("lang", "expected"), [("en", "27.0"), ("de", "27,0")])
def test_number(lang: str, expected: str) -> None:
    assert formats.number(27.0, lang) == expected
    assert Translator(lang).number(27.0) == expected


def test_number_groups_thousands_as_the_language_does() -> None:
    assert formats.number(1234.5, "en") == "1,234.5"
    assert formats.number(1234.5, "de") == "1.234,5"
    assert formats.number(3, "de", digits=0) == "3"


@pytest.mark.parametrize(("lang", "expected"), [("en", "Nov 27, 2026"), ("de", "27.11.2026")])
def test_date(lang: str, expected: str) -> None:
    assert formats.day(date(2026, 11, 27), lang) == expected
    assert Translator(lang).date(date(2026, 11, 27)) == expected


def test_moment_has_the_languages_clock() -> None:
    at = datetime(2026, 11, 27, 21, 5)
    assert formats.moment(at, "de") == "27.11.2026, 21:05"
    assert formats.moment(at, "en") == "Nov 27, 2026, 9:05 PM"


@pytest.mark.parametrize(("lang", "expected"), [("en", "€9.90"), ("de", "9,90 €")])
def test_money(lang: str, expected: str) -> None:
    assert formats.money(990, "€", lang) == expected
    assert Translator(lang).money(990, "€") == expected


def test_signed_money_says_who_pays() -> None:
    assert formats.money(-175, "€", "en", signed=True) == "−€1.75"
    assert formats.money(765, "€", "de", signed=True) == "+7,65 €"
    assert formats.money(0, "€", "de", signed=True) == "0,00 €"
    assert Translator("de").t("results.money", amount=Money(-175, "£")) == "−1,75 £"


@pytest.mark.parametrize(("lang", "one", "two"), [
    ("en", "1 game", "2 games"), ("de", "1 Spiel", "2 Spiele")])
def test_plural_from_the_translation(lang: str, one: str, two: str) -> None:
    t = Translator(lang)
    assert t.t("history.games", count=1) == one
    assert t.t("history.games", count=2) == two


@pytest.mark.parametrize(("lang", "one", "two"), [
    ("en", "1 game", "2 games"), ("de", "1 Partie", "2 Partien")])
def test_plural_form_by_cldr(lang: str, one: str, two: str) -> None:
    spec = "{n} {n:one=game|other=games}" if lang == "en" else "{n} {n:one=Partie|other=Partien}"
    t = Translator(lang)
    assert t.fill(spec, n=1) == one
    assert t.fill(spec, n=2) == two
    assert t.fill(spec, n=0).endswith(two.split()[1])
    assert formats.plural_form(1, lang) == "one" and formats.plural_form(2, lang) == "other"


def test_a_float_in_a_translation_is_written_by_the_language() -> None:
    assert Translator("de").fill("Schnitt {average}", average=27.0) == "Schnitt 27,0"
    assert Translator("en").fill("average {average}", average=27.0) == "average 27.0"
