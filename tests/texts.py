"""Text checks shared by the tests."""

from __future__ import annotations

import re


def alone(word: str) -> re.Pattern[str]:
    """``word`` as a word of its own: not inside a longer run of letters, digits, ``_`` or
    ``-``. A session id, a table's code or Flet's number of a control holds any four digits
    now and then (drawn 300 times, a phone's Live table screen held "4711" 17 times, all
    inside control numbers and session ids), and a PIN shown stands apart from them."""
    return re.compile(rf"(?<![\w-]){re.escape(word)}(?![\w-])")


def stands_alone(word: str, text: str) -> bool:
    return alone(word).search(text) is not None
