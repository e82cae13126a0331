"""Python's full garbage collections in the server's quiet moments.

A full collection walks every object the server holds. With a hall of phones (200 pages,
each with its sheet drawn) one took 1-2 s, and Python started one whenever enough new
objects had survived: in the middle of an evening's edits, with every phone waiting for
its answer. The server now leaves the young generations to Python and runs the full
collection itself (`QuietCollector`): once nothing has been sent to any phone for `QUIET`
seconds (no tap answered, no edit sent on), and at the latest `LONGEST` seconds after the
last one, so that the memory of closed pages is given back on a busy night too.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import gc
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

QUIET = 2.0
"""Seconds without anything sent before a full collection runs."""
LONGEST = 120.0
"""Seconds a full collection waits at most for a quiet moment."""
GROWN = 10
"""Young collections since the last full one before another is worth running (Python's own
default for its full collections)."""
NEVER = 1_000_000_000
"""Python's own threshold for a full collection while a `QuietCollector` runs."""
CHECK = 0.5
"""Seconds between two looks."""


def _malloc_trim() -> Callable[[int], int] | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        trim: Callable[[int], int] = libc.malloc_trim
    except (OSError, AttributeError):  # not glibc (musl has no malloc_trim)
        return None
    return trim


_TRIM = _malloc_trim()


def give_back() -> None:
    """Hand the memory freed by a full collection back to the system (glibc keeps freed
    heap pages for reuse: after a night of closed pages the server stayed at its peak)."""
    if _TRIM is not None:
        _TRIM(0)


def due(now: float, last_sent: float, last_full: float, young: int) -> bool:
    """Whether a full collection should run now: the young generations have been collected
    `GROWN` times since the last one, and nothing was sent for `QUIET` seconds or the last
    one is `LONGEST` seconds ago."""
    return young >= GROWN and (now - last_sent >= QUIET or now - last_full >= LONGEST)


@dataclass
class Collections:
    """What the collector has done (for the status line)."""

    count: int = 0
    longest_ms: float = 0.0


class QuietCollector:
    """Runs the full collections of this process (a daemon thread) at quiet moments.
    ``last_sent()`` says when anything was last sent to a phone (`time.monotonic`)."""

    def __init__(self, last_sent: Callable[[], float],
                 clock: Callable[[], float] = time.monotonic,
                 young: Callable[[], int] = lambda: gc.get_count()[2]) -> None:
        self.last_sent = last_sent
        self.clock = clock
        self.young = young
        """How many times the young generations were collected since the last full one."""
        self.done = Collections()
        self._last_full = clock()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="quiet-gc", daemon=True)

    def start(self) -> None:
        """Take the full collections over from Python."""
        young, older, _full = gc.get_threshold()
        gc.set_threshold(young, older, NEVER)
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()

    def step(self) -> bool:
        """One look: run a full collection if one is `due`; whether it ran."""
        now = self.clock()
        if not due(now, self.last_sent(), self._last_full, self.young()):
            return False
        started = time.perf_counter()
        gc.collect()
        give_back()
        took = (time.perf_counter() - started) * 1000
        self.done.count += 1
        self.done.longest_ms = max(self.done.longest_ms, took)
        self._last_full = self.clock()
        return True

    def _run(self) -> None:
        while not self._stop.wait(CHECK):
            self.step()
