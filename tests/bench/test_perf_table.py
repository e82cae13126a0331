"""scripts/perf_table.py: the README's performance table from the benchmark JSON."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FIGURES = [
    {"id": "tap.p95_ms", "value": 412.5, "unit": "ms", "target": "<= 100 ms", "met": False,
     "name": "tap: number on screen (p95, worst game)", "shown": "412.5 ms"},
    {"id": "rules.spitzer.score_game.ratio", "value": 0.9, "unit": "x", "target": "<= 1.0x",
     "met": True, "name": "spitzer.score_game: rules / parse", "shown": "0.90x"},
    {"id": "store.disk_kb_per_game", "value": 21.5, "unit": "KB", "target": None,
     "met": None},
]


def run(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "scripts/perf_table.py", *args], cwd=ROOT,
                          input=stdin, capture_output=True, text=True, check=False)


def test_every_figure_is_a_row_and_a_missed_target_says_so() -> None:
    done = run("-", stdin=json.dumps(FIGURES))
    assert done.returncode == 0, done.stderr
    rows = [line for line in done.stdout.splitlines() if line.startswith("| ") and "`" in line]
    assert len(rows) == 3
    (tap,) = [row for row in rows if "`tap.p95_ms`" in row]
    assert "412.5 ms" in tap and "**not met**" in tap
    (rules,) = [row for row in rows if "`rules.spitzer.score_game.ratio`" in row]
    assert rules.rstrip().endswith("| met |")
    assert "21.5 KB" in done.stdout  # no 'shown': the value and its unit


def test_readme_block_is_replaced_and_the_rest_kept(tmp_path: Path) -> None:
    source, readme = tmp_path / "bench.json", tmp_path / "README.md"
    source.write_text(json.dumps(FIGURES))
    readme.write_text("# App\n\nbefore\n<!-- perf-table:begin -->\nold\n"
                      "<!-- perf-table:end -->\nafter\n")
    done = run(str(source), "--readme", str(readme), "--note", "Measured on a test.")
    assert done.returncode == 0, done.stderr
    text = readme.read_text()
    assert "old" not in text and "before" in text and "after" in text
    assert "Measured on a test." in text and "`tap.p95_ms`" in text


def test_a_figure_without_its_keys_is_refused() -> None:
    done = run("-", stdin=json.dumps([{"id": "x"}]))
    assert done.returncode != 0 and "lacks" in done.stderr
