"""The real app server for the benchmarks: `python -m companion --web` as a subprocess on a
free port with its own data folder (prepared with one session of each game before it
starts), and the server's memory from ``/proc``."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

from bench.app_start import free_port
from companion.games import outcome as session_outcome
from companion.games import plugins
from companion.models import Seat
from companion.store import Repository

ROOT = Path(__file__).resolve().parents[1]
PIN = "4242"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic"]


def prepare(folder: Path) -> dict[str, str]:
    """One new session of every game in ``folder`` (its plugin's example table); their ids
    by game."""
    with Repository(folder, outcome=session_outcome) as repo:
        ids: dict[str, str] = {}
        for found in plugins():
            game, colours = found.info.game, found.info.colours
            seats = tuple(Seat(player_id=repo.add_player(f"{name} {game}").id, name=name,
                               colour=colours[i] if colours else None)
                          for i, name in enumerate(found.examples.players))
            ids[game] = repo.create_session(game, seats).id
        return ids


def _wait(url: str, process: subprocess.Popen[bytes], seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the app server exited with {process.returncode}")
        with contextlib.suppress(OSError), urllib.request.urlopen(url, timeout=2) as answer:
            if answer.status == 200:
                return
        time.sleep(0.2)
    raise TimeoutError(f"{url} did not answer within {seconds} s")


@contextlib.contextmanager
def app_server(folder: Path) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    """The app serving ``folder`` on 127.0.0.1 with a known PIN; yields its URL."""
    port = free_port()
    env = {**os.environ, "TABLE_COMPANION_DATA": str(folder), "LANG": "en_US.UTF-8"}
    env.pop("DISPLAY", None)
    process = subprocess.Popen(
        [sys.executable, "-m", "companion", "--web", "--host", "127.0.0.1", "--port",
         str(port), "--pin", PIN], cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        _wait(f"http://127.0.0.1:{port}/", process)
        yield f"http://127.0.0.1:{port}", process
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()


def rss_mb(pid: int) -> float:
    """Resident memory of process ``pid`` in MB (VmRSS of /proc/<pid>/status)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError(f"no VmRSS for process {pid}")
