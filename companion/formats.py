"""Numbers, dates, money and plural forms as each language writes them, by CLDR (Babel).

One place decides how a value reads: 27.0 or 27,0; Nov 27, 2026 or 27.11.2026; €9.90 or
9,90 €; "1 game" / "2 games" or "1 Partie" / "2 Partien". A translation chooses a plural
form with a format spec naming the language's CLDR forms:
``"{count} {count:one=Partie|other=Partien}"``; the form is Babel's plural rule for the
number. Values given to a translation are written by `Words` on their own: a float as a
decimal, a date as a date, `Money` as money.
"""

from __future__ import annotations

import string
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from babel import Locale
from babel.dates import format_date, format_time
from babel.numbers import format_currency, format_decimal

LOCALES = {"en": "en_US", "de": "de_DE"}
SPACES = str.maketrans({"\u00a0": " ", "\u202f": " "})
"""CLDR's no-break spaces ("9,90\u00a0€", "9:05\u202fPM") as the app's texts write them."""
CURRENCY_CODES = {"€": "EUR", "$": "USD", "£": "GBP", "CHF": "CHF"}


def _locale(lang: str) -> str:
    return LOCALES.get(lang, LOCALES["en"])


def number(value: float, lang: str, digits: int = 1) -> str:
    """A number with ``digits`` decimals: 1,234.5 or 1.234,5."""
    pattern = "#,##0" + ("." + "0" * digits if digits > 0 else "")
    return format_decimal(value, format=pattern, locale=_locale(lang))


def day(value: date, lang: str) -> str:
    """A calendar day in CLDR's medium form: Nov 27, 2026 or 27.11.2026."""
    return format_date(value, format="medium", locale=_locale(lang))


def moment(value: datetime, lang: str) -> str:
    """A day and its time (hours and minutes): Nov 27, 2026, 9:05 PM or 27.11.2026, 21:05."""
    time = format_time(value, format="short", locale=_locale(lang))
    return f"{day(value, lang)}, {time}".translate(SPACES)


def money(cents: int, currency: str, lang: str, signed: bool = False) -> str:
    """An amount in cents in the players' currency (a symbol or an ISO code): €9.90 or
    9,90 €; ``signed``: what a player receives (+) or pays (−)."""
    code = CURRENCY_CODES.get(currency, currency or "EUR")
    text = format_currency(abs(cents) / 100, code, locale=_locale(lang)).translate(SPACES)
    if code != "CHF" and currency in CURRENCY_CODES:
        text = text.replace(code, currency)
    sign = ("−" if cents < 0 else "+" if cents > 0 else "") if signed else \
        ("−" if cents < 0 else "")
    return sign + text


def plural_form(count: float, lang: str) -> str:
    """The CLDR plural category of ``count`` in the language: "one", "other", …"""
    return str(Locale.parse(_locale(lang)).plural_form(abs(count)))


@dataclass(frozen=True)
class Money:
    """An amount in cents and its currency, written by the reader's language."""

    cents: int
    currency: str
    signed: bool = True


def _count(value: object) -> float | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        return value
    if isinstance(value, str):
        try:
            return int(value)
        except ValueError:
            return None
    return None


class Words(string.Formatter):
    """Fills a translation in one language: plural specs, then numbers, dates and money."""

    def __init__(self, lang: str) -> None:
        self.lang = lang

    def format_field(self, value: Any, format_spec: str) -> Any:
        if "=" in format_spec:
            return self._plural(value, format_spec)
        if not format_spec:
            if isinstance(value, Money):
                return money(value.cents, value.currency, self.lang, value.signed)
            if isinstance(value, datetime):
                return moment(value, self.lang)
            if isinstance(value, date):
                return day(value, self.lang)
            if isinstance(value, float):
                return number(value, self.lang)
        return super().format_field(value, format_spec)

    def _plural(self, value: object, spec: str) -> str:
        forms = dict(part.split("=", 1) for part in spec.split("|") if "=" in part)
        found = _count(value)
        form = plural_form(found, self.lang) if found is not None else "other"
        return forms.get(form, forms.get("other", ""))
