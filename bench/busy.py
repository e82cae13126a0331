"""The load a busy host carries while the taps are timed (``tap.busy.p95_ms``).

    python -m bench.busy URL ROUTE [--phones N]     (runs until it is stopped)

Today's load: ``N`` raw Flet-protocol phones (`bench.flet_client`, default 40) on another
session's sheet of the live table's game (`bench.live_app`), each from a loopback address
of its own (127.0.0.2 and up), while the first of them adds a row after another, without a
pause (the live sheet's redraws reach every phone). It runs as a process of its own on the
same host as the server and the timed browser, so the timing process does not share its
loop with the load.

`start` is the one place the tap bench asks for a load: a different load (the league
night's quick load) is a different `LOAD` command.
"""

from __future__ import annotations

import argparse
import asyncio
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager, suppress

from bench.app_server import ROOT
from bench.live_app import add_row, join

PHONES = 40
LOAD = ("-m", "bench.busy")
"""The load's command (after the Python interpreter): it is given the server's URL and the
route of the session it works on."""


@contextmanager
def start(url: str, route: str, phones: int = PHONES) -> Iterator[subprocess.Popen[bytes]]:
    """The load running against ``url`` (its work on ``route``) for the ``with`` block."""
    process = subprocess.Popen([sys.executable, *LOAD, url, route, "--phones", str(phones)],
                               cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    try:
        assert process.stdout is not None
        if process.stdout.readline().strip() != b"ready":  # every phone shows the sheet
            raise RuntimeError("the busy load could not start")
        yield process
    finally:
        process.terminate()
        with suppress(subprocess.TimeoutExpired):
            process.wait(timeout=10)
        if process.poll() is None:
            process.kill()
            process.wait()


async def run(url: str, route: str, phones: int) -> None:
    clients = await join(url, route, phones)
    print("ready", flush=True)
    editor, score = clients[0], 1000
    while True:
        score += 1
        await add_row(editor, score % 30)
        for client in clients:
            client.forget_frames()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.busy")
    parser.add_argument("url")
    parser.add_argument("route")
    parser.add_argument("--phones", type=int, default=PHONES)
    args = parser.parse_args(argv)
    with suppress(KeyboardInterrupt):
        asyncio.run(run(args.url, args.route, args.phones))


if __name__ == "__main__":
    main()
