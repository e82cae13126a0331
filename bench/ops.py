"""Rules never the bottleneck: every contract op's rules function next to request parsing.

    python -m bench.ops [--quick]

For each op with a sample request in ``bench/samples/<game>.json`` (``{op: request}``): the
median time of the op's handler on the already-parsed request, the median time pydantic
needs to validate the same request from JSON through the registry's request adapter (the
path ``python -m scorers`` takes), and their ratio. Target: at most 1.0x for every op but
the Spitzweg solver, which searches and has its own benchmark.
"""

from __future__ import annotations

import json
import sys
from functools import partial
from pathlib import Path
from typing import Any

from bench.common import median_seconds, report, us
from scorers.registry import GAMES, request_adapter

SAMPLES = Path(__file__).parent / "samples"
SEARCHES = {("spitzweg", "solve")}
"""Ops that search rather than check; timed, but without the 1.0x target."""


def samples() -> dict[str, dict[str, Any]]:
    """Every sample file there is, by game."""
    return {path.stem: json.loads(path.read_text()) for path in sorted(SAMPLES.glob("*.json"))}


def main(quick: bool = False) -> list[str]:
    print("Rules vs request parsing (median per call)", flush=True)
    repeat, inner = (5, 20) if quick else (15, 200)
    adapter = request_adapter()
    found = samples()
    lines = []
    for game, specs in GAMES.items():
        for spec in specs:
            body = found.get(game, {}).get(spec.op)
            name = f"{game}.{spec.op}"
            if body is None:
                lines.append(report(f"{name}: rules / parse", "no sample", "<= 1.0x", None))
                continue
            raw = json.dumps(body)
            request = adapter.validate_json(raw, strict=True)
            parse = median_seconds(partial(adapter.validate_json, raw, strict=True),
                                   repeat, inner)
            search = (game, spec.op) in SEARCHES
            rules = median_seconds(partial(spec.handler, request), repeat,
                                   1 if search else inner)
            ratio = rules / parse
            lines.append(report(
                f"{name}: rules / parse", f"{us(rules)} / {us(parse)} = {ratio:.2f}x",
                "none (search)" if search else "<= 1.0x", None if search else ratio <= 1.0))
    return lines


if __name__ == "__main__":
    main(quick="--quick" in sys.argv)
