"""Small helpers shared by the benchmark scripts: timing, percentiles, the report lines."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from typing import NamedTuple


class Figure(NamedTuple):
    name: str
    value: str
    target: str
    met: bool | None


FIGURES: list[Figure] = []
"""Every figure reported in this process, in order, for the closing summary."""


def median_seconds(fn: Callable[[], object], repeat: int, inner: int = 1) -> float:
    """Median wall time of one call of ``fn`` over ``repeat`` samples of ``inner`` calls."""
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in range(inner):
            fn()
        samples.append((time.perf_counter() - start) / inner)
    return statistics.median(samples)


def percentile(values: list[float], pct: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(pct / 100 * (len(ordered) - 1))))
    return ordered[index]


def report(name: str, value: str, target: str, met: bool | None) -> str:
    """One line of the benchmark table: figure, target, verdict."""
    FIGURES.append(Figure(name, value, target, met))
    verdict = verdict_of(met)
    line = f"{name:<48} {value:>22}   target {target:<14} {verdict}"
    print(line, flush=True)
    return line


def verdict_of(met: bool | None) -> str:
    return "n/a" if met is None else ("met" if met else "NOT MET")


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.2f} ms"


def us(seconds: float) -> str:
    return f"{seconds * 1e6:.1f} µs"
