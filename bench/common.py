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
    hard: bool = False
    """A product promise: ``python -m bench`` exits non-zero when it is not met."""


FIGURES: list[Figure] = []
"""Every figure reported in this process, in order, for the closing summary."""


def interleaved_medians(fns: tuple[Callable[[], object], ...], batches: int, inner: int = 1
                        ) -> tuple[float, ...]:
    """Median time of one call of each of ``fns``, timed in alternating small batches.

    Each round runs ``inner`` calls of every function in turn (the order swapped every other
    round), so a burst of load from the other work on the machine falls on every side
    alike; the median of the per-batch times then drops the rounds a burst spoiled.
    """
    samples: list[list[float]] = [[] for _ in fns]
    for round_ in range(batches):
        order = range(len(fns)) if round_ % 2 == 0 else range(len(fns) - 1, -1, -1)
        for index in order:
            fn = fns[index]
            start = time.perf_counter()
            for _ in range(inner):
                fn()
            samples[index].append((time.perf_counter() - start) / inner)
    return tuple(statistics.median(times) for times in samples)


def percentile(values: list[float], pct: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(pct / 100 * (len(ordered) - 1))))
    return ordered[index]


def report(name: str, value: str, target: str, met: bool | None, hard: bool = False) -> str:
    """One line of the benchmark table: figure, target, verdict. A ``hard`` target is a
    product promise: missing it makes the run exit non-zero."""
    FIGURES.append(Figure(name, value, target, met, hard))
    verdict = verdict_of(met)
    line = f"{name:<48} {value:>22}   target {shown_target(target, hard):<14} {verdict}"
    print(line, flush=True)
    return line


def shown_target(target: str, hard: bool) -> str:
    """The target as the table shows it; a hard one is marked so."""
    return f"{target} (hard)" if hard and target else target


def verdict_of(met: bool | None) -> str:
    return "n/a" if met is None else ("met" if met else "NOT MET")


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.2f} ms"


def us(seconds: float) -> str:
    return f"{seconds * 1e6:.1f} µs"
