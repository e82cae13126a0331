"""Text checks shared by the tests."""

from __future__ import annotations

import re


def alone(word: str) -> re.Pattern[str]:
    """``word`` as a word of its own: not inside a longer run of letters, digits, ``_`` or
    ``-``. A random table code, a session id or a link's token holds any four digits now and
    then (a table code held the PIN "4711" once in a few hundred runs), and a PIN shown
    stands apart from them."""
    return re.compile(rf"(?<![\w-]){re.escape(word)}(?![\w-])")


def stands_alone(word: str, text: str) -> bool:
    return alone(word).search(text) is not None
