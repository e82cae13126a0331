"""Spandau 1780's final reveal entered as fast as the table turns the sleeves over: 34
artworks of 4 players in at most 40 taps (each tap counted here), and the sheet's figures
the very answer ``python -m scorers`` gives for the same artworks listed one by one (the
contract's form of the request)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections import Counter

import pytest
from playwright.sync_api import Browser, Page

from companion.i18n import Translator
from tests.e2e.browser import (
    ROOT,
    label_of,
    open_app,
    present,
    start_session,
    tap,
    visit,
    wait_label,
)

pytestmark = pytest.mark.e2e
EN = Translator("en")

NAMES = ("Anna", "Ben", "Cleo", "Dora")
REVEALS = (  # each player's artworks, type-number and g(enuine) or f(orged), 34 in all
    "1-1g 2-1g 3-1g 4-1g 5-1g 6-1f 7-1f 8-1f 1-2f 2-2f",
    "1-3g 2-3g 2-4g 3-2g 3-3g 4-2f 5-2f 6-2f 7-2f",
    "6-1g 7-1g 8-1g 8-2g 4-3f 5-3f 6-3f 7-3f",
    "4-4g 5-4g 1-4f 2-4f 3-4f 8-3f 8-4f",
)
MOST_TAPS = 40
STATS = ("owned", "genuine", "forged", "types", "rank")


def copies(reveal: str) -> list[dict[str, object]]:
    return [{"type": int(code[0]), "number": int(code[2]), "genuine": code[3] == "g"}
            for code in reveal.split()]


def core_answer() -> dict[str, object]:
    """The rules core's answer for the same artworks, listed one by one, from the CLI."""
    request = {"game": "spandau", "op": "score_game", "players": [
        {"name": name, "artworks": copies(reveal)} for name, reveal in zip(
            NAMES, REVEALS, strict=True)]}
    done = subprocess.run([sys.executable, "-m", "scorers"], input=json.dumps(request),
                          capture_output=True, text=True, cwd=ROOT, check=True)
    answer: dict[str, object] = json.loads(done.stdout)
    return answer


class Taps:
    """Every tap of the test goes through here, and is counted."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.count = 0

    def __call__(self, identifier: str) -> None:
        tap(self.page, identifier)
        self.count += 1


def test_34_artworks_of_4_players_in_at_most_40_taps(browser: Browser, server: str) -> None:
    assert sum(len(r.split()) for r in REVEALS) == 34
    page = open_app(browser, server)
    start_session(page, "spandau", NAMES, "spandau-edit-0")
    taps = Taps(page)
    taps("spandau-edit-0")
    for seat, reveal in enumerate(REVEALS):
        present(page, "spandau-form-save")
        counted = Counter((code[0], "genuine" if code[3] == "g" else "forged")
                          for code in reveal.split())
        for (kind, key), number in sorted(counted.items()):
            stepper = f"spandau-count-{kind}-{key}"
            for shown in range(1, number + 1):
                taps(f"{stepper}-plus")
                wait_label(page, f"{stepper}-value", re.compile(rf"^{shown}$"))
        if seat + 1 < len(REVEALS):
            wait_label(page, "spandau-form-next", NAMES[seat + 1])
            taps("spandau-form-next")
            present(page, f"spandau-count-{seat}-{reveal.split()[-1][0]}")  # saved, shown
        else:
            taps("spandau-form-save")
    present(page, "spandau-edit-0")
    assert taps.count <= MOST_TAPS, f"{taps.count} taps"

    answer = core_answer()
    scores = answer["players"]
    assert isinstance(scores, list)
    for seat, score in enumerate(scores):
        for stat in STATS:
            caption = EN.t(f"spandau.stat.{stat}", count=score[stat])  # "1 type", "2 types"
            wait_label(page, f"spandau-{stat}-{seat}", re.compile(rf"^{score[stat]} {caption}$"))
    assert answer["winners"] == ["Anna"] and answer["decided_by"] == "SP80-SCORE-2"
    banner = wait_label(page, "spandau-winner", "Winner: Anna")
    assert "Anna, Ben tie on 5 genuine artworks" in banner

    visit(page, page.url)  # stored, not only drawn
    types = scores[1]["types"]
    assert label_of(page, "spandau-types-1") == f"{types} {EN.t('spandau.stat.types', count=types)}"
    assert "Winner: Anna" in label_of(page, "spandau-winner")
