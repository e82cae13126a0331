"""Small helpers shared by the benchmark scripts: timing, percentiles, the report lines."""

from __future__ import annotations

import re
import statistics
import time
from collections.abc import Callable
from typing import NamedTuple


class Figure(NamedTuple):
    """One reported figure: the text line's fields, then what ``--json`` prints."""

    name: str
    value: str
    target: str
    met: bool | None
    hard: bool = False
    """A product promise: ``python -m bench`` exits non-zero when it is not met."""
    id: str = ""
    """Stable id (``tap.p95_ms``, ``rules.<game>.score_game.ratio``); the JSON's key."""
    unit: str = ""
    number: float | None = None
    """The value as a number in ``unit`` (None when the figure has no number)."""

    def as_json(self) -> dict[str, object]:
        return {"id": self.id, "value": self.number, "unit": self.unit,
                "target": self.target or None, "met": self.met, "hard": self.hard,
                "name": self.name, "shown": self.value}


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


def slug(name: str) -> str:
    """An id made from a figure's name, for a figure reported without one."""
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


def report(name: str, value: str, target: str, met: bool | None, hard: bool = False, *,
           id: str | None = None, unit: str = "", number: float | None = None) -> str:
    """One line of the benchmark table: figure, target, verdict. A ``hard`` target is a
    product promise: missing it makes the run exit non-zero.

    ``id``, ``unit`` and ``number`` are what ``python -m bench --json`` prints for it.
    """
    FIGURES.append(Figure(name, value, target, met, hard, id or slug(name), unit,
                          None if number is None else round(float(number), 4)))
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
