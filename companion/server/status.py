"""How a running server is doing, on demand: ``kill -USR1 <pid>`` prints one line with the
browser pages it still holds, the pages connected to the table and the memory it uses.

A host who wonders whether the evening's phones have all let go (a closed tab is freed
within seconds) reads it there; the memory tests read it too. The pages are counted after
a full collection, so what the line says is what is really alive.
"""

from __future__ import annotations

import signal
import sys
import weakref
from pathlib import Path
from typing import Any

from companion.server.quiet_gc import Collections, collect_all

PAGES: weakref.WeakSet[Any] = weakref.WeakSet()
"""Every page's app (`companion.app.App`) while it is alive."""


def rss_mb() -> float | None:
    """The process's resident memory (Linux), or None where /proc does not tell."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        return None
    return None


def status_line(connected: int, collections: Collections | None = None) -> str:
    collect_all()
    rss = rss_mb()
    memory = f"{rss:.1f} MB resident" if rss is not None else "resident memory unknown"
    quiet = "" if collections is None else (
        f"; {collections.count} full collections in quiet moments, the longest "
        f"{collections.longest_ms:.0f} ms, and {collections.recent} of the recent objects on "
        f"a busy night, the longest {collections.longest_recent_ms:.0f} ms")
    return (f"Table Companion status: {len(PAGES)} pages held, {connected} connected, "
            f"{sys.getallocatedblocks()} Python blocks, {memory}{quiet}")


def install(connected: Any, collections: Collections | None = None) -> None:
    """Print the status line on SIGUSR1; ``connected()`` counts the connected pages,
    ``collections`` are the full collections run at quiet moments (`companion.server.quiet_gc`)."""
    if not hasattr(signal, "SIGUSR1"):  # Windows
        return
    signal.signal(signal.SIGUSR1, lambda _signal, _frame: print(
        status_line(connected(), collections), flush=True))
