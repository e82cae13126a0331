"""Screens speak to people: no sentence shows a command-line flag ("--host 0.0.0.0" stood in
the German Live-Tisch and Tische texts); the one place with the exact command shows it on a
line of its own, after the words that say what it does."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from companion.__main__ import parse_args
from companion.views.common import SHARE_COMMAND

I18N = Path(__file__).resolve().parents[2] / "assets" / "i18n"
FLAG = re.compile(r"(^|\s)--[a-z]")


@pytest.mark.parametrize("path", sorted(I18N.glob("*.json")), ids=lambda p: p.name)
def test_no_text_shows_a_command_line_flag(path: Path) -> None:
    texts = json.loads(path.read_text(encoding="utf-8"))
    assert not [key for key, text in texts.items() if FLAG.search(text)]


def test_the_command_shown_is_one_the_app_takes() -> None:
    program, *argv = SHARE_COMMAND.split()
    assert program == "companion"
    assert parse_args(argv).host == "0.0.0.0"
