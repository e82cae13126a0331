"""CLI throughput: 10,000 mixed requests in one JSON array through ``python -m scorers``.

    python -m bench.cli [--quick]

The requests cycle through every sample request in ``bench/samples`` except the searches
(a game's solver has its own benchmark, in its plugin), and the time counts from process
start to the last answer read. Target: at least 5,000 requests per second.
"""

from __future__ import annotations

import itertools
import json
import statistics
import subprocess
import sys
import time
from typing import Any

from bench.common import report
from bench.ops import samples
from scorers.registry import OPS

COUNT = 10_000
TARGET = 5_000


def mixed(count: int) -> list[dict[str, Any]]:
    bodies = [body for game, ops in samples().items() for op, body in ops.items()
              if OPS[game, op].kind != "search"]
    return list(itertools.islice(itertools.cycle(bodies), count))


def run_seconds(payload: bytes, expect: int) -> float:
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "scorers"], input=payload,
                          capture_output=True, check=False)
    elapsed = time.perf_counter() - start
    answers = json.loads(done.stdout)
    count = len(answers) if isinstance(answers, list) else 1
    if count != expect or done.stderr:
        raise RuntimeError(f"python -m scorers answered {count} of {expect}: {done.stderr!r}")
    return elapsed


def main(quick: bool = False) -> list[str]:
    print("CLI throughput", flush=True)
    runs = 1 if quick else 3
    requests = mixed(COUNT)
    payload = json.dumps(requests).encode()
    one = json.dumps(requests[0]).encode()
    start = statistics.median(run_seconds(one, 1) for _ in range(runs))
    whole = statistics.median(run_seconds(payload, COUNT) for _ in range(runs))
    rate = COUNT / whole
    kinds = len({(r["game"], r["op"]) for r in requests})
    return [
        report("CLI: process start + one request", f"{start * 1000:.0f} ms", "", None,
               id="cli.one_request_ms", unit="ms", number=start * 1000),
        report(f"CLI: {COUNT:,} requests of {kinds} kinds", f"{whole:.2f} s", "", None,
               id="cli.10000_requests_s", unit="s", number=whole),
        report("CLI throughput incl. process start", f"{rate:,.0f} req/s",
               f">= {TARGET:,}/s", rate >= TARGET, id="cli.throughput_per_s", unit="req/s",
               number=rate),
    ]


if __name__ == "__main__":
    main(quick="--quick" in sys.argv)
