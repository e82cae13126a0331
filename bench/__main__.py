"""``python -m bench [--quick] [--only a,b] [--skip a,b]``: every benchmark, then a summary.

Each module in `MODULES` has ``main(quick) -> list[str]`` and prints its figures with their
targets as it goes. A listed module that cannot be imported stops the run with an error
(unless it is skipped), so a missing benchmark is never silently left out.

Exit status: 0 when every hard target (a product promise, marked "(hard)") is met, even if a
soft one is not; `HARD_MISSED` (3) when a hard target is not met; 2 when a benchmark is missing.
"""

from __future__ import annotations

import argparse
import importlib
import sys
import time

from bench.common import FIGURES, shown_target, verdict_of

MODULES = ("spitzweg", "spitzer", "ops", "cli", "live_table", "app_start", "storage")
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
    args = parser.parse_args(argv)
    chosen = [name for name in (args.only or MODULES) if name not in args.skip]
    for name in chosen:
        try:
            module = importlib.import_module(f"bench.{name}")
        except ModuleNotFoundError as exc:
            if exc.name != f"bench.{name}":
                raise
            print(f"error: benchmark module bench.{name} is missing "
                  f"(skip it with --skip {name})", file=sys.stderr)
            return 2
        print(f"\n== {name} ==", flush=True)
        start = time.perf_counter()
        module.main(quick=args.quick)
        print(f"({name}: {time.perf_counter() - start:.1f} s)", flush=True)
    print("\n== summary ==")
    print(summary())
    missed = [f.name for f in FIGURES if f.met is False]
    print(f"\n{len(FIGURES)} figures, {len(missed)} target(s) not met"
          + (f": {', '.join(missed)}" if missed else ""))
    hard = [f.name for f in FIGURES if f.hard and f.met is False]
    if hard:
        print(f"error: hard target(s) not met: {', '.join(hard)}", file=sys.stderr)
        return HARD_MISSED
    return 0


if __name__ == "__main__":
    sys.exit(main())
