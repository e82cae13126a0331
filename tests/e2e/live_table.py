"""The app server in the test's own process, over a store the test reads (and writes) too:
for live-table tests that check what was stored, row by row."""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import flet as ft
import uvicorn

from companion.__main__ import ASSETS
from companion.access import TableLock
from companion.app import make_main
from companion.games import plugin
from companion.shell import Table
from companion.store import Repository
from tests.e2e.browser import free_port, wait_for


def thread_running(thread: threading.Thread) -> Callable[[float], bool]:
    def running(timeout: float) -> bool:
        thread.join(timeout)
        return thread.is_alive()
    return running


@contextlib.contextmanager
def serve_table(folder: Path, pin: str) -> Iterator[tuple[str, Table]]:
    """A shared table (editing with ``pin``) served on a free port: its URL and table."""
    repo = Repository(folder, outcome=lambda s: plugin(s.game).outcome(s),
                      describe=lambda e, s: plugin(s.game).describe_entry(e, s))
    table = Table(repo=repo, data_dir=folder, lock=TableLock(pin=pin),
                  share_url="http://127.0.0.1")
    asgi = ft.run(make_main(table), export_asgi_app=True, no_cdn=True, assets_dir=str(ASSETS))
    port = free_port()
    server = uvicorn.Server(uvicorn.Config(asgi, host="127.0.0.1", port=port, log_level="warning"))
    runner = threading.Thread(target=server.run, daemon=True)
    runner.start()
    wait_for(f"http://127.0.0.1:{port}/", thread_running(runner))
    try:
        yield f"http://127.0.0.1:{port}", table
    finally:
        server.should_exit = True
        runner.join(timeout=10)
        with contextlib.suppress(Exception):
            repo.close()
