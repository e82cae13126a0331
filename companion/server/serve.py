"""A web server that answers before the app's screens are loaded.

`companion.app` (every screen, and each game's sheet and referee screens) takes about half a
second to import. The web server starts without it and answers at once; the import runs in a
thread as soon as the server answers, while a phone's browser is still loading the Flutter
app (seconds), so the first page usually finds it done. A page that comes sooner waits.
"""

from __future__ import annotations

import asyncio
import gc
import socket
import threading
import time
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import flet as ft

    from companion.shell import Table

SESSION_GRACE_SECONDS = 15
"""A disconnected browser's session is dropped after this (its screen is freed at once)."""


def load_app() -> None:
    """Import the app (its screens, each game's screens), then exempt what it made from the
    garbage collector's scans, as everything loaded before the server started is."""
    try:
        import companion.app  # noqa: F401
    finally:
        gc.freeze()


class AppLoader:
    """Loads the app in a thread once the server at ``host``:``port`` answers;
    `main` is Flet's entry for each new page."""

    def __init__(self, table: Table, host: str, port: int, wait_seconds: float = 60) -> None:
        self.table = table
        self.address = "127.0.0.1" if host in ("0.0.0.0", "::", "") else host
        self.port, self.wait_seconds = port, wait_seconds
        self.loaded = threading.Event()

    def start(self) -> None:
        threading.Thread(target=self._run, name="load-app", daemon=True).start()

    def _run(self) -> None:
        try:
            self._until_answering()
            load_app()
        finally:
            self.loaded.set()

    def _until_answering(self) -> None:
        deadline = time.monotonic() + self.wait_seconds
        while time.monotonic() < deadline:
            try:
                with socket.create_connection((self.address, self.port), timeout=0.5):
                    return
            except OSError:
                time.sleep(0.02)

    def main(self) -> Callable[[Any], Awaitable[None]]:
        async def main(page: ft.Page) -> None:
            if not self.loaded.is_set():
                await asyncio.to_thread(self.loaded.wait)
            from companion.app import make_main

            make_main(self.table)(page)

        return main
