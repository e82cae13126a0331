"""``python -m bench [--quick] [--json] [--only a,b] [--skip a,b]``: every benchmark, then a
summary. With ``--json`` the progress lines go to stderr and stdout gets one JSON list of
``{"id", "value", "unit", "target", "met"}`` (plus ``name`` and ``shown``), one per figure.

Each name in `MODULES` is a game's own benchmark (its plugin's ``benchmarks``, first) or a
module ``bench/<name>.py`` of the app's; each has ``main(quick) -> list[str]`` (a game's: the
callable) and prints its figures with their targets as it goes. A listed module that cannot
be imported stops the run with an error (unless it is skipped), so a missing benchmark is
never silently left out.

Exit status: 0 when every hard target (a product promise, marked "(hard)") is met, even if a
soft one is not; `HARD_MISSED` (3) when a hard target is not met; 2 when a benchmark is missing.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import json
import sys
import time
import traceback
from collections.abc import Callable, Sequence

from bench.common import FIGURES, report, shown_target, verdict_of
from companion.games import plugins

GAME_BENCHMARKS = {name: run for found in plugins() for name, run in found.benchmarks.items()}
"""The games' own benchmarks (their plugins' ``benchmarks``: the rules' searches), first."""
GAME_MODULES = tuple(GAME_BENCHMARKS)
MODULES = (*GAME_MODULES, "save", "ops", "cli", "live_table", "live_app", "league", "tap",
           "app_start", "storage")
HARD_MISSED = 3
"""The exit status when a hard target is not met."""


def _names(text: str) -> list[str]:
    names = [name for name in text.split(",") if name]
    unknown = sorted(set(names) - set(MODULES))
    if unknown:
        raise SystemExit(f"unknown benchmark(s): {', '.join(unknown)}; "
                         f"known: {', '.join(MODULES)}")
    return names


def summary() -> str:
    """The figures as a markdown table."""
    rows = ["| Figure | Value | Target | Verdict |", "|---|---|---|---|"]
    rows += [f"| {f.name} | {f.value} | {shown_target(f.target, f.hard) or '-'} "
             f"| {verdict_of(f.met)} |" for f in FIGURES]
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench")
    parser.add_argument("--quick", action="store_true", help="a small, fast variant")
    parser.add_argument("--only", type=_names, default=None, help="comma-separated modules")
    parser.add_argument("--skip", type=_names, default=[], help="comma-separated modules")
    parser.add_argument("--json", action="store_true",
                        help="print the figures as one JSON list (progress goes to stderr)")
    args = parser.parse_args(argv)
    chosen = [name for name in (args.only or MODULES) if name not in args.skip]
    if not args.json:
        return run(chosen, args.quick)
    with contextlib.redirect_stdout(sys.stderr):
        code = run(chosen, args.quick)
    print(json.dumps([figure.as_json() for figure in FIGURES], indent=1, ensure_ascii=False))
    return code


def run(chosen: list[str], quick: bool) -> int:
    """Run the chosen benchmark modules and print the summary table; 1 when one failed."""
    failed: list[str] = []
    for name in chosen:
        bench: Callable[[bool], Sequence[str]]
        if name in GAME_BENCHMARKS:
            bench = GAME_BENCHMARKS[name]
        else:
            try:
                bench = importlib.import_module(f"bench.{name}").main
            except ModuleNotFoundError as exc:
                if exc.name != f"bench.{name}":
                    raise
                print(f"error: benchmark module bench.{name} is missing "
                      f"(skip it with --skip {name})", file=sys.stderr)
                return 2
        print(f"\n== {name} ==", flush=True)
        start = time.perf_counter()
        try:
            bench(quick)
        except Exception as trouble:  # the other benchmarks still run and report
            traceback.print_exc()
            report(f"{name}: the benchmark failed ({type(trouble).__name__})", "error", "runs",
                   False, id=f"{name}.failed", unit="")
            failed.append(name)
        print(f"({name}: {time.perf_counter() - start:.1f} s)", flush=True)
    print("\n== summary ==")
    print(summary())
    missed = [f.name for f in FIGURES if f.met is False]
    print(f"\n{len(FIGURES)} figures, {len(missed)} target(s) not met"
          + (f": {', '.join(missed)}" if missed else ""))
    if failed:
        return 1
    hard = [f.name for f in FIGURES if f.hard and f.met is False]
    if hard:
        print(f"error: hard target(s) not met: {', '.join(hard)}", file=sys.stderr)
        return HARD_MISSED
    return 0


if __name__ == "__main__":
    sys.exit(main())
