"""Rules never the bottleneck: every contract op's rules function next to request parsing.

    python -m bench.ops [--quick]

For each op with a sample request in ``bench/samples/<game>.json`` (``{op: request}``): the
median time of the op's handler on the already-parsed request, the median time pydantic
needs to validate the same request from JSON through the registry's request adapter (the
path ``python -m scorers`` takes), and their ratio. Target: at most 1.0x for every op of
the JSON contract (``OpSpec.kind == "contract"``, docs/cli.md) but those that search
(``"search"``), which have their own benchmark. The ops the
package adds beyond the contract are timed too, without a target.

The two sides are timed in alternating small batches and compared by their median batch,
so a burst of load from other work on the machine hits parse and rules alike.
"""

from __future__ import annotations

import json
import sys
from functools import partial
from pathlib import Path
from typing import Any

from bench.common import interleaved_medians, report, us
from companion.games import plugins
from scorers.registry import GAMES, request_adapter

SAMPLES = Path(__file__).parent / "samples"
def samples() -> dict[str, dict[str, Any]]:
    """Every sample request there is, by game and op: the files ``bench/samples/<game>.json``
    and each game's own CLI example (its plugin's ``examples.cli``) for an op they lack."""
    found = {path.stem: json.loads(path.read_text()) for path in sorted(SAMPLES.glob("*.json"))}
    for each in plugins():
        cli = each.examples.cli
        found.setdefault(each.info.game, {}).setdefault(cli["op"], cli)
    return found


def main(quick: bool = False) -> list[str]:
    print("Rules vs request parsing (median per call)", flush=True)
    batches, inner = (10, 10) if quick else (60, 50)
    adapter = request_adapter()
    found = samples()
    lines = []
    for game, specs in GAMES.items():
        for spec in specs:
            body = found.get(game, {}).get(spec.op)
            name = f"{game}.{spec.op}"
            search = spec.kind == "search"
            target = ("none (search)" if search else "<= 1.0x"
                      if spec.kind == "contract" else "none (extra op)")
            if body is None:  # a contract op without a sample misses its target
                lines.append(report(f"{name}: rules / parse", "no sample", target,
                                    False if target == "<= 1.0x" else None,
                                    id=f"rules.{name}.ratio", unit="x"))
                continue
            raw = json.dumps(body)
            request = adapter.validate_json(raw, strict=True)
            parse, rules = interleaved_medians(
                (partial(adapter.validate_json, raw, strict=True),
                 partial(spec.handler, request)),
                batches // 4 if search else batches, 1 if search else inner)
            ratio = rules / parse
            lines.append(report(
                f"{name}: rules / parse", f"{us(rules)} / {us(parse)} = {ratio:.2f}x",
                target, ratio <= 1.0 if target == "<= 1.0x" else None,
                id=f"rules.{name}.ratio", unit="x", number=ratio))
    return lines


if __name__ == "__main__":
    main(quick="--quick" in sys.argv)
