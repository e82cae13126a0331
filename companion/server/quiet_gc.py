"""Python's full garbage collections in the server's quiet moments.

A full collection walks every object the server holds. With a hall of phones (200 pages,
each with its sheet drawn) one took 1-2 s, and Python started one whenever enough new
objects had survived: in the middle of an evening's edits, with every phone waiting for
its answer. The server now leaves the young generations to Python and runs the older
collections itself (`QuietCollector`):

* once nothing has been sent to any phone for `QUIET` seconds (no tap answered, no edit
  sent on), a *full* one: every object is looked at, the memory of closed pages is given
  back, and what is left is frozen (`gc.freeze`: later collections step over it);
* on a busy night, where that moment does not come (every phone's clock ticks), a *recent*
  one every `LONGEST` seconds: only what was made since the last freeze is looked at (tens
  of milliseconds rather than a second or two with every phone waiting), and it is frozen
  in turn; and a full one at the latest every `LONGEST_FULL` seconds. Objects that die
  while frozen are freed as ever when nothing refers to them; only garbage in reference
  cycles among them waits for the next full collection.
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
LONGEST = 5.0
"""Seconds between two collections of the recent objects on a busy night: each looks at
what the phones' redraws made in that time. Measured at a league night of 200 phones:
25-95 ms every 5 s; every 15 s they took about 150 ms, and a full one every 2 minutes
0.8-1.5 s."""
LONGEST_FULL = 600.0
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


def collect_all() -> None:
    """A full collection: every object looked at (the frozen ones too), the memory freed
    given back, and what is left frozen."""
    gc.unfreeze()
    gc.collect()
    gc.freeze()
    give_back()


def due(now: float, last_sent: float, last_full: float, young: int,
        last_recent: float | None = None, grown: int | None = None) -> str | None:
    """Which collection should run now, if any. ``young``: young collections since the last
    collection of either kind; ``grown``: since the last full one (``young`` if not given).
    ``"full"`` once things have grown by `GROWN` young collections since the last full one
    and nothing was sent for `QUIET` seconds or the last full one is `LONGEST_FULL` seconds
    ago; ``"recent"`` once `GROWN` young collections and `LONGEST` seconds have passed since
    the last collection of either kind."""
    grown = young if grown is None else grown
    if grown >= GROWN and (now - last_sent >= QUIET or now - last_full >= LONGEST_FULL):
        return "full"
    last = last_full if last_recent is None else max(last_full, last_recent)
    return "recent" if young >= GROWN and now - last >= LONGEST else None


@dataclass
class Collections:
    """What the collector has done (for the status line)."""

    count: int = 0
    longest_ms: float = 0.0
    recent: int = 0
    """Collections of the recent objects only (on a busy night)."""
    longest_recent_ms: float = 0.0


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
        self._last_recent = self._last_full
        self._grown = 0
        """Young collections counted before the recent collections since the last full one."""
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="quiet-gc", daemon=True)

    def start(self) -> None:
        """Take the full collections over from Python."""
        young, older, _full = gc.get_threshold()
        gc.set_threshold(young, older, NEVER)
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()

    def step(self) -> str | None:
        """One look: run the collection that is `due`; which one ran, if any."""
        now = self.clock()
        young = self.young()
        kind = due(now, self.last_sent(), self._last_full, young, self._last_recent,
                   self._grown + young)
        if kind is None:
            return None
        started = time.perf_counter()
        if kind == "full":
            collect_all()
        else:
            gc.collect()  # the frozen objects are stepped over
            gc.freeze()
        took = (time.perf_counter() - started) * 1000
        if kind == "full":
            self.done.count += 1
            self.done.longest_ms = max(self.done.longest_ms, took)
            self._last_full = self.clock()
            self._grown = 0
        else:
            self._grown += young  # a recent collection sets Python's count back
            self.done.recent += 1
            self.done.longest_recent_ms = max(self.done.longest_recent_ms, took)
        self._last_recent = self.clock()
        return kind

    def _run(self) -> None:
        while not self._stop.wait(CHECK):
            self.step()
