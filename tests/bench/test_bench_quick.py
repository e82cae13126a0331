"""``python -m bench --quick`` runs every benchmark and flags every target (``make test``)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import bench.__main__ as runner

ROOT = Path(__file__).resolve().parents[2]
TARGETED = (
    "check_turn / parse",
    "solver, max_cards 3 (p95",
    "solver, closing search (p95",
    "solver searches cut at the step budget",
    "spitzweg.check_layout: rules / parse",
    "spitzweg.check_turn: rules / parse",
    "spitzweg.score_exhibition: rules / parse",
    "spitzweg.targets: rules / parse",
    "CLI throughput incl. process start",
    "live table 200: edit reaches all (p95)",
    "app start / bare Flet start",
)
"""Figures that have a target, so their line must say met or NOT MET."""


def test_quick_run_prints_every_figure_with_its_verdict() -> None:
    # The storage benchmark comes with the storage layer; until then it is skipped by name.
    skip = [] if (ROOT / "bench" / "storage.py").exists() else ["--skip", "storage"]
    done = subprocess.run([sys.executable, "-m", "bench", "--quick", *skip], cwd=ROOT,
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    table = [line for line in done.stdout.splitlines() if line.startswith("| ")][2:]
    verdicts = {}
    for row in table:
        name, value, target, verdict = (cell.strip() for cell in row.strip("|").split(" | "))
        assert value and verdict in ("met", "NOT MET", "n/a"), row
        assert (verdict == "n/a") == (target in ("-", "none (search)", "none (extra op)")), row
        verdicts[name] = verdict
    for figure in TARGETED:
        (found,) = [name for name in verdicts if name.startswith(figure)]
        assert verdicts[found] in ("met", "NOT MET"), found
    for module in runner.MODULES:
        if module != "storage" or not skip:
            assert f"== {module} ==" in done.stdout


def test_a_listed_benchmark_that_is_missing_stops_the_run(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(runner, "MODULES", (*runner.MODULES, "no_such_benchmark"))
    assert runner.main(["--only", "no_such_benchmark"]) == 2
    assert "bench.no_such_benchmark is missing" in capsys.readouterr().err


def test_an_unknown_name_is_refused() -> None:
    with pytest.raises(SystemExit, match="unknown benchmark"):
        runner.main(["--skip", "nonsense"])
