"""``python -m bench --quick --json`` works: it runs every benchmark once (``make test``), the
summary table flags every target, the JSON lists every figure with its id, value, unit,
target and verdict (the issue's figures among them), and the exit status says whether the
hard targets (product promises) are met.

Whether a target is met on this machine at this moment is the benchmark's finding, not this
test's: the test checks that the run works and that its exit status agrees with its table."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

import bench.__main__ as runner
from bench import common
from companion.models import GAME_IDS
from scorers.registry import OPS

ROOT = Path(__file__).resolve().parents[2]
TARGETED = (
    "check_turn / parse",
    "solver, max_cards 3 (p95",
    "solver, closing search (p95",
    "solver searches cut at the step budget",
    *(f"{spec.key}: rules / parse" for spec in OPS.values() if spec.kind == "contract"),
    "CLI throughput incl. process start",
    "live table 200: edit reaches all (p95)",
    "app start / bare Flet start",
)
"""Figures that have a target, so their line must say met or NOT MET."""
HARD = (
    "solver searches cut at the step budget",
    "live table 200: edit reaches all (p95)",
    "app start / bare Flet start",
    "ratio",  # save one round, 10,000 vs 10 games stored
    "History first page, fresh start",
)
"""The product promises: a miss fails ``python -m bench``."""
GAMES = GAME_IDS
IN_BROWSER = ("tap", "live_app", "league")
"""Benchmarks that drive Chromium and hundreds of websocket clients against the real server:
`make bench` runs them; in `make test` they are left out, since a test run must pass on a
busy machine and their figures (tap.*, live.spectators.200.*, live.league.*) are timings of
that machine.
`tests/bench/test_flet_client.py` checks their raw client works, and
`tests/bench/test_league_bench.py` runs a small league night for its figures' structure."""
REQUIRED = (
    "save.rows_2000_vs_20.ratio", *(f"save.{game}.rows_2000_vs_20.ratio" for game in GAMES),
    *(f"rules.{spec.key}.ratio" for spec in OPS.values() if spec.kind == "contract"),
)


def summary_rows(text: str) -> list[str]:
    """The figure rows of the closing summary table (its header and rule left out)."""
    return [line for line in text.splitlines()
            if line.startswith("| ") and not line.startswith("| Figure |")]


@pytest.fixture(scope="module")
def quick_run() -> subprocess.CompletedProcess[str]:
    """One quick run of every benchmark (real server, Chromium): a few minutes here."""
    skip = ["--skip", ",".join(IN_BROWSER)]
    return subprocess.run([sys.executable, "-m", "bench", "--quick", "--json", *skip],
                          cwd=ROOT, capture_output=True, text=True, timeout=900, check=False)


@pytest.mark.server
def test_quick_run_works_and_its_exit_status_follows_the_hard_targets(
        quick_run: subprocess.CompletedProcess[str]) -> None:
    text = quick_run.stderr  # with --json the progress and the summary go to stderr
    assert "Traceback" not in text, text[-3000:]
    table = summary_rows(text)
    verdicts, targets, hard_missed = {}, {}, []
    for row in table:
        name, value, target, verdict = (cell.strip() for cell in row.strip("|").split(" | "))
        assert value and verdict in ("met", "NOT MET", "n/a"), row
        plain = target.removesuffix(" (hard)")
        assert (verdict == "n/a") == (plain in ("-", "none (search)", "none (extra op)")), row
        verdicts[name], targets[name] = verdict, target
        if target.endswith("(hard)") and verdict == "NOT MET":
            hard_missed.append(name)
    for figure in TARGETED:
        (found,) = [name for name in verdicts if name.startswith(figure)]
        assert verdicts[found] in ("met", "NOT MET"), found
    for figure in HARD:
        (found,) = [name for name in verdicts if name.startswith(figure)]
        assert targets[found].endswith("(hard)"), found
    for module in runner.MODULES:
        assert (f"== {module} ==" in text) == (module not in IN_BROWSER), module
    if hard_missed:
        assert quick_run.returncode == runner.HARD_MISSED, text[-3000:]
        # the table's sub-rows ("  ratio") keep their indent in the message
        said = " ".join(text.split("hard target(s) not met:")[1].split("\n")[0].split())
        assert said == " ".join(", ".join(hard_missed).split())
    else:
        assert quick_run.returncode == 0, text[-3000:]


def test_a_missed_hard_target_fails_the_run(monkeypatch: pytest.MonkeyPatch) -> None:
    def one_figure(quick: bool) -> list[str]:
        return [common.report("promise", "2 s", "<= 1 s", False, hard=True),
                common.report("wish", "2 s", "<= 1 s", False)]
    monkeypatch.setattr(common, "FIGURES", [])
    monkeypatch.setattr(runner, "FIGURES", common.FIGURES)
    monkeypatch.setitem(sys.modules, "bench.app_start",
                        SimpleNamespace(main=one_figure))  # type: ignore[arg-type]
    assert runner.main(["--only", "app_start"]) == runner.HARD_MISSED
    monkeypatch.setattr(common, "FIGURES", [])
    monkeypatch.setattr(runner, "FIGURES", common.FIGURES)
    monkeypatch.setitem(sys.modules, "bench.app_start", SimpleNamespace(
        main=lambda quick: [common.report("wish", "2 s", "<= 1 s", False)]))
    assert runner.main(["--only", "app_start"]) == 0  # a soft target missed: reported only


@pytest.mark.server
def test_json_lists_every_figure_with_id_value_unit_target_and_verdict(
        quick_run: subprocess.CompletedProcess[str]) -> None:
    assert quick_run.returncode in (0, runner.HARD_MISSED), quick_run.stderr[-3000:]
    figures: list[dict[str, Any]] = json.loads(quick_run.stdout)
    ids = [figure["id"] for figure in figures]
    assert len(ids) == len(set(ids)), "ids must be unique"
    assert not set(REQUIRED) - set(ids)
    table_rows = summary_rows(quick_run.stderr)
    assert len(figures) == len(table_rows)  # every figure of the summary is in the JSON
    for figure in figures:
        assert {"id", "value", "unit", "target", "met"} <= set(figure), figure
        assert isinstance(figure["id"], str) and figure["id"], figure
        assert figure["value"] is None or isinstance(figure["value"], int | float), figure
        assert isinstance(figure["unit"], str), figure
        assert figure["target"] is None or isinstance(figure["target"], str), figure
        assert figure["met"] is None or isinstance(figure["met"], bool), figure
        assert (figure["met"] is None) == (figure["target"] is None
                                           or figure["target"].startswith("none")), figure
    by_id = {figure["id"]: figure for figure in figures}
    for required in REQUIRED:
        assert isinstance(by_id[required]["value"], int | float), required
        assert isinstance(by_id[required]["met"], bool), required
    worst = max(by_id[f"save.{g}.rows_2000_vs_20.ratio"]["value"] for g in GAMES)
    assert by_id["save.rows_2000_vs_20.ratio"]["value"] == worst


def test_a_listed_benchmark_that_is_missing_stops_the_run(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(runner, "MODULES", (*runner.MODULES, "no_such_benchmark"))
    assert runner.main(["--only", "no_such_benchmark"]) == 2
    assert "bench.no_such_benchmark is missing" in capsys.readouterr().err


def test_an_unknown_name_is_refused() -> None:
    with pytest.raises(SystemExit, match="unknown benchmark"):
        runner.main(["--skip", "nonsense"])
