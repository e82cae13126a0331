"""The load a busy host carries while the taps are timed (``tap.busy.p95_ms``): the league
night's quick load (`bench.league`) on the same server.

    python -m bench.busy URL TABLES_JSON     (runs until it is stopped)

Before the server starts, `prepare` adds the evening's tables to its data folder (10 tables
of four players, `bench.league.QUICK`). The load then seats four phones at every table, raw
Flet-protocol clients from 127.0.0.2 up with a real headless Chromium as table 1's fourth
phone, and two Standings screens; every table saves a row on its own random schedule (one
every `bench.league.MEAN_PAUSE` seconds on average), all tables at once, until it is stopped.
It runs as a process of its own on the same host as the server and the timed browser, so
the timing process does not share its loop with the load.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import signal
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import asdict
from pathlib import Path

from bench import league
from bench.app_server import ROOT

TABLES = league.QUICK[0]
LOAD = ("-m", "bench.busy")
"""The load's command (after the Python interpreter): it is given the server's URL and the
evening's tables."""
FOREVER = float("inf")


def prepare(folder: Path, tables: int = TABLES) -> list[league.Table]:
    """The evening the load plays, added to the server's data folder before it starts."""
    return league.prepare(folder, tables)


def describe(tables: list[league.Table]) -> str:
    return f"league quick load, {len(tables)} tables"


@contextmanager
def start(url: str, tables: list[league.Table]) -> Iterator[subprocess.Popen[bytes]]:
    """The load running against ``url`` for the ``with`` block, once every phone shows its
    table and both Standings screens show the evening."""
    seated = json.dumps([asdict(table) for table in tables])
    process = subprocess.Popen([sys.executable, *LOAD, url, seated], cwd=ROOT,
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    try:
        assert process.stdout is not None
        if process.stdout.readline().strip() != b"ready":
            raise RuntimeError("the busy load could not start")
        yield process
    finally:
        process.terminate()
        with suppress(subprocess.TimeoutExpired):
            process.wait(timeout=10)
        if process.poll() is None:
            process.kill()
            process.wait()


async def run(url: str, tables: list[league.Table]) -> None:
    """Seat the night and play it until SIGTERM, then let its phones and Chromium go."""
    task = asyncio.current_task()
    assert task is not None
    asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, task.cancel)
    night = await league.seat(url, tables, chromium=True)
    print("ready", flush=True)
    try:
        await league.play_night(night, FOREVER, league.MEAN_PAUSE, league.Times())
    finally:
        await night.close()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.busy")
    parser.add_argument("url")
    parser.add_argument("tables", help="the evening's tables as `prepare` gave them (JSON)")
    args = parser.parse_args(argv)
    tables = [league.Table(number=t["number"], session_id=t["session_id"],
                           players=t["players"]) for t in json.loads(args.tables)]
    with suppress(KeyboardInterrupt, asyncio.CancelledError):
        asyncio.run(run(args.url, tables))


if __name__ == "__main__":
    main()
