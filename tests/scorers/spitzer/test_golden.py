"""The golden playthroughs: regenerate in memory and diff against the reviewed files."""

from __future__ import annotations

import difflib
from pathlib import Path

import pytest

from tests.scorers.spitzer.playthrough import DEALS, transcript

GOLDEN = Path(__file__).resolve().parent / "golden"


@pytest.mark.parametrize("name", list(DEALS))
def test_playthrough_matches_its_golden_file(name: str) -> None:
    expected = (GOLDEN / f"{name}.txt").read_text(encoding="utf-8")
    actual = transcript(name)
    diff = "".join(difflib.unified_diff(expected.splitlines(True), actual.splitlines(True),
                                        f"golden/{name}.txt", "now"))
    assert not diff, "playthrough changed; review, then run scripts/regen_spitzer_golden.py\n" \
        + diff


def test_golden_files_cover_the_called_ace_and_every_deal() -> None:
    assert sorted(path.stem for path in GOLDEN.glob("*.txt")) == sorted(DEALS)
    called = (GOLDEN / "call_ace.txt").read_text(encoding="utf-8")
    assert "type call;" in called and "legal [AC] plays AC" in called
