"""How a running server is doing, on demand: ``kill -USR1 <pid>`` prints one line with the
browser pages it still holds, the pages connected to the table and the memory it uses.

A host who wonders whether the evening's phones have all let go (a closed tab is freed
within seconds) reads it there; the memory tests read it too. The pages are counted after
a full collection, so what the line says is what is really alive.
"""

from __future__ import annotations

import gc
import signal
import sys
import weakref
from pathlib import Path
from typing import Any

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


def status_line(connected: int) -> str:
    gc.collect()
    rss = rss_mb()
    memory = f"{rss:.1f} MB resident" if rss is not None else "resident memory unknown"
    return (f"Table Companion status: {len(PAGES)} pages held, {connected} connected, "
            f"{sys.getallocatedblocks()} Python blocks, {memory}")


def install(connected: Any) -> None:
    """Print the status line on SIGUSR1; ``connected()`` counts the connected pages."""
    if not hasattr(signal, "SIGUSR1"):  # Windows
        return
    signal.signal(signal.SIGUSR1,
                  lambda _signal, _frame: print(status_line(connected()), flush=True))
