"""Rewrite the Spitzer golden playthrough files; review the diff before committing.

    .venv/bin/python scripts/regen_spitzer_golden.py
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.scorers.spitzer.playthrough import DEALS, transcript  # noqa: E402

GOLDEN = ROOT / "tests" / "scorers" / "spitzer" / "golden"


def main() -> None:
    GOLDEN.mkdir(exist_ok=True)
    for name in DEALS:
        (GOLDEN / f"{name}.txt").write_text(transcript(name), encoding="utf-8")
        print(f"wrote {name}.txt")


if __name__ == "__main__":
    main()
