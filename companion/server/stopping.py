"""The web server stops within `STOP_SECONDS` of SIGTERM (or Ctrl+C), whatever it is doing.

uvicorn's own stop is graceful: it sets a flag that its loop looks at between tasks, then
waits for every connection to end. With the event loop busy (a backlog of taps, a long
redraw) that took 20 s and more. `stop_within` keeps the graceful stop and adds a deadline:
a thread started by the signal waits `GRACE_SECONDS` for it, then writes what the store
holds (`close`, at most `CLOSE_SECONDS`) and ends the process.
"""

from __future__ import annotations

import os
import sys
import threading
import time
from collections.abc import Callable
from typing import Any

STOP_SECONDS = 5.0
GRACE_SECONDS = 3.0
CLOSE_SECONDS = 1.5
_armed = threading.Event()


def _deadline(close: Callable[[], None]) -> None:
    """A daemon thread: when the graceful stop ends the process first, it ends with it."""
    time.sleep(GRACE_SECONDS)
    closing = threading.Thread(target=close, name="close-store", daemon=True)
    closing.start()
    closing.join(CLOSE_SECONDS)
    print("Table Companion: stopped (the server was busy; it did not wait for it)",
          flush=True)
    sys.stdout.flush()
    os._exit(0)


def arm(close: Callable[[], None]) -> None:
    """Start the deadline (once): the process ends within `STOP_SECONDS` from now."""
    if _armed.is_set():
        return
    _armed.set()
    threading.Thread(target=_deadline, args=(close,), name="stop-deadline",
                     daemon=True).start()


def stop_within(close: Callable[[], None]) -> None:
    """Arm the deadline whenever uvicorn is told to stop (its signal handler)."""
    import uvicorn

    handle_exit = uvicorn.Server.handle_exit

    def handle_exit_in_time(self: Any, sig: int, frame: Any) -> None:
        arm(close)
        handle_exit(self, sig, frame)

    uvicorn.Server.handle_exit = handle_exit_in_time  # type: ignore[method-assign]
