"""Translations: the app's strings plus each game's screen strings and rule texts.

``assets/i18n/<lang>.json`` holds the app's strings, ``assets/i18n/<game>.<lang>.json`` the
strings of a game's screens, ``assets/i18n/rules/<game>.<lang>.json`` the rule texts keyed by
rule ID. A missing key falls back to English, then to the key itself, so a half-translated
file never shows an empty label.
"""

from __future__ import annotations

import json
import locale
import os
import re
from collections.abc import Callable
from datetime import date, datetime
from pathlib import Path
from typing import Any, ClassVar, Protocol

from companion import formats
from companion.models import GAME_IDS, Words

Translate = Callable[..., str]
"""A translation function: a key and its parameters to the text in the page's language
(`Translator.t`). The one alias for it; the app's and the games' modules import it here."""

LANGUAGES = ("en", "de")
I18N = Path(__file__).resolve().parent.parent / "assets" / "i18n"


def _read(path: Path) -> dict[str, str]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {str(k): str(v) for k, v in data.items()} if isinstance(data, dict) else {}


def load_strings(lang: str, folder: Path = I18N) -> dict[str, str]:
    strings = _read(folder / f"{lang}.json")
    for game in (*GAME_IDS, "league"):
        strings.update(_read(folder / f"{game}.{lang}.json"))
    return strings


def load_rules(lang: str, folder: Path = I18N) -> dict[str, str]:
    rules: dict[str, str] = {}
    for game in GAME_IDS:
        rules.update(_read(folder / "rules" / f"{game}.{lang}.json"))
    return rules


def say(words: Words | str, t: Translate) -> str:
    """Stored words in the reader's language: the key's text filled with the values, each
    value that is itself words translated too. A plain string (written before words were
    stored as keys) is shown as it was written."""
    if isinstance(words, str):
        return words
    return t(words.key, **{name: _said(value, t) for name, value in words.values.items()})


GUEST = "guest:"
"""A stored author that is a phone on a shared table: ``guest:`` and its address."""


def author_mark(name: str, guest_address: str | None) -> str:
    """Who made an edit, as stored in no one language: the phone's address after
    `GUEST`, else the name set in Settings, else "" (this device)."""
    return f"{GUEST}{guest_address}" if guest_address is not None else name


def say_author(author: str, t: Translate) -> str:
    """A stored author in the reader's language ("phone 10.0.0.7", "dieses Gerät"); an
    author stored as text before (a name, or "phone 10.0.0.7") is shown as it was."""
    if author.startswith(GUEST):
        return f"{t('author.guest')} {author[len(GUEST):]}"
    return author or t("author.this_device")


def _said(value: Words | str | int | tuple[Words | str | int, ...],
          t: Translate) -> str | int:
    if isinstance(value, Words):
        return say(value, t)
    if isinstance(value, tuple):
        return ", ".join(str(_said(one, t)) for one in value)
    return value


def system_language() -> str:
    """German where the system locale says so, English otherwise."""
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var, "")
        if value:
            return "de" if value.lower().startswith("de") else "en"
    found = locale.getlocale()[0] or ""
    return "de" if found.lower().startswith("de") else "en"


class Translator:
    """Looks up strings of one language with the English fallback; files are read once."""

    _cache: ClassVar[dict[tuple[str, str], dict[str, str]]] = {}

    def __init__(self, lang: str, folder: Path = I18N) -> None:
        self.lang = lang if lang in LANGUAGES else "en"
        self._strings = self._load("strings", self.lang, folder)
        self._english = self._load("strings", "en", folder)
        self._rules = self._load("rules", self.lang, folder)
        self._english_rules = self._load("rules", "en", folder)

    @classmethod
    def _load(cls, kind: str, lang: str, folder: Path) -> dict[str, str]:
        key = (f"{kind}:{folder}", lang)
        if key not in cls._cache:
            cls._cache[key] = (load_strings if kind == "strings" else load_rules)(lang, folder)
        return cls._cache[key]

    def t(self, key: str, **params: Any) -> str:
        text = self._strings.get(key) or self._english.get(key) or key
        if params or "=" in text:
            return self.fill(text, **params)
        return text

    def fill(self, text: str, **params: Any) -> str:
        """``text`` with its fields filled in this language (`formats.Words`): plural forms,
        numbers, dates and money as CLDR writes them."""
        try:
            return formats.Words(self.lang).vformat(text, (), params)
        except (KeyError, IndexError, ValueError, AttributeError):
            return text

    def number(self, value: float, digits: int = 1) -> str:
        return formats.number(value, self.lang, digits)

    def date(self, value: date) -> str:
        return formats.day(value, self.lang)

    def moment(self, value: datetime) -> str:
        return formats.moment(value, self.lang)

    def money(self, cents: int, currency: str, signed: bool = False) -> str:
        return formats.money(cents, currency, self.lang, signed)

    def has(self, key: str) -> bool:
        return key in self._strings or key in self._english

    def has_own(self, key: str) -> bool:
        """The key is translated into this very language (no English fallback)."""
        return key in self._strings

    def rule_text(self, rule_id: str) -> str:
        return self._rules.get(rule_id) or self._english_rules.get(rule_id) or rule_id


_RULE_ID = re.compile(r"\(?\b[A-Z0-9]+-[A-Z]+-\d+(?:\.\.\d+)?\)?")
_NUMBER = re.compile(r"-?\d+(?:[.,]\d+)?")
_CODE_WORD = re.compile(r"\b[a-z]+(?:_[a-z]+)+\b")
_NAME = re.compile(r"^([^:.!?]{1,40}): ")


def code_words(text: str) -> list[str]:
    """The code names in a core message: snake_case words and the games' type names
    (``zola_schneider_schwartz``, ``stealer``)."""
    known = Translator("en")
    return [word for word in re.findall(r"\b[a-z][a-z_]*\b", text)
            if _CODE_WORD.fullmatch(word)
            or any(known.has(f"{game}.type.{word}") for game in GAME_IDS)]


def fault_params(message: str, t: Translate, lang: str) -> dict[str, str]:
    """The facts of a core message a template may name: its numbers ``n1``, ``n2``, … in
    order, the player or place it starts with (``name``; ``subject``: a place in the user's
    words, key ``<game>.country.<name>``) and its code words (``code1``, …) in the
    user's words (a game type ``<game>.type.<word>``)."""
    known = Translator(lang)
    plain = _RULE_ID.sub("", message)
    params: dict[str, str] = {}
    found = _NAME.match(plain)
    if found:
        params["name"] = found.group(1)
        params["subject"] = next((t(key) for game in GAME_IDS if known.has(
            key := f"{game}.country.{found.group(1).lower()}")), found.group(1))
        plain = plain[found.end():]
    for i, word in enumerate(code_words(plain), 1):
        params[f"code{i}"] = next((t(key) for game in GAME_IDS
                                   if known.has(key := f"{game}.type.{word}")), word)
        plain = re.sub(rf"\b{word}\b", " ", plain)
    for i, number in enumerate(_NUMBER.findall(plain), 1):
        params[f"n{i}"] = number
    return params


def fault_message(t: Translate, rule_text: Callable[[str], str], lang: str,
                  rule: str, message: str) -> str:
    """A message of the rules core as the user reads it. The core speaks English; a template
    of the user's language is filled with the message's facts: ``fault.<rule>.<first three
    words>`` for one of a rule's messages, else ``fault.<rule>``. Without a template (or when
    its facts are missing) English shows the message and other languages the rule's own
    text: never the raw English sentence."""
    own = Translator(lang)
    for key in (f"fault.{rule}.{message_slug(message)}", f"fault.{rule}"):
        if own.has_own(key):
            try:
                return own.fill(t(key), **fault_params(message, t, lang))
            except (KeyError, IndexError, ValueError):
                continue
    return message if own.lang == "en" else rule_text(rule)


def message_slug(message: str) -> str:
    """The first three words of a message, lower case: "Without the deal, …" ->
    "without_the_deal"."""
    plain = _RULE_ID.sub("", message)
    for word in code_words(plain):
        plain = re.sub(rf"\b{word}\b", " ", plain)
    return "_".join(re.findall(r"[a-z]+", plain.lower())[:3])


def decimal(value: float, lang: str, digits: int = 1) -> str:
    """A number with ``digits`` decimals as the language writes it: 30.0 or 30,0."""
    return formats.number(value, lang, digits)


class Speaks(Protocol):
    """What a screen knows of its user's language (every game screen's context)."""

    lang: str

    def t(self, key: str, **params: Any) -> str: ...

    def rule_text(self, rule_id: str) -> str: ...


def fault_of(ctx: Speaks, rule: str, message: str) -> str:
    """`fault_message` in the language of the screen's context."""
    return fault_message(ctx.t, ctx.rule_text, ctx.lang, rule, message)
