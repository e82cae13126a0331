"""Names and notes as people type them, without what can hide or break text.

Control characters (NUL included), bidi overrides and isolates, and lone surrogates are
stripped from names (players, seats, saved items); notes keep their line breaks and tabs.
"""

from __future__ import annotations

import unicodedata

from scorers.common.models import NAME_LENGTH

__all__ = ["NAME_LENGTH", "clean_name", "clean_notes", "hidden_characters"]
NOTES_LENGTH = 20_000
BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
                          "\u200e\u200f\u061c")


def _keep(char: str, keep: str) -> bool:
    if char in keep:
        return True
    if char in BIDI_CONTROLS:
        return False
    return unicodedata.category(char) not in ("Cc", "Cs", "Co", "Cn")


def clean_name(text: str) -> str:
    """A name on one line: hidden characters stripped, runs of spaces made one."""
    kept = "".join(c if _keep(c, "") else " " for c in text)
    return " ".join(kept.split())


def clean_notes(text: str) -> str:
    """Notes: hidden characters stripped, line breaks and tabs kept."""
    return "".join(c for c in text.replace("\r\n", "\n") if _keep(c, "\n\t"))


def hidden_characters(text: str, keep: str = "") -> bool:
    """Whether ``text`` holds a character `clean_name` / `clean_notes` would strip."""
    return any(not _keep(c, keep) for c in text)
