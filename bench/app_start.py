"""App start: seconds until the web server answers, next to a bare Flet app (target <= 1.5x),
and the first frame in headless Chromium."""

from __future__ import annotations

import contextlib
import os
import random
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
import urllib.request
from pathlib import Path

from bench.common import report

HELLO = textwrap.dedent("""
    import sys
    import flet as ft
    ft.run(lambda page: page.add(ft.Text("hello")), view=ft.AppView.WEB_BROWSER,
           port=int(sys.argv[1]), no_cdn=True)
""")


SERVER_PORTS = range(20_000, 32_768)
"""Where the benchmarks' app servers listen: below the kernel's ephemeral ports, which the
phones' outgoing connections take their own ports from (one could take a server's port
between its pick and its bind)."""


def free_port() -> int:
    """A port in `SERVER_PORTS` that nothing uses on any address now."""
    while True:
        port = random.choice(SERVER_PORTS)
        with socket.socket() as sock:
            try:
                sock.bind(("0.0.0.0", port))
            except OSError:
                continue
            return port


def _wait_until_answers(url: str, proc: subprocess.Popen[bytes], timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"server exited with {proc.returncode}")
        try:
            with urllib.request.urlopen(url, timeout=1) as answer:
                if answer.status == 200:
                    return
        except OSError:
            time.sleep(0.02)
    raise TimeoutError(url)


def _stop(proc: subprocess.Popen[bytes]) -> None:
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, signal.SIGKILL)
    proc.wait()


def start_seconds(command: list[str], port: int) -> float:
    env = {**os.environ, "DISPLAY": ""}
    start = time.perf_counter()
    proc = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            start_new_session=True, env=env)
    try:
        _wait_until_answers(f"http://127.0.0.1:{port}/", proc)
        return time.perf_counter() - start
    finally:
        _stop(proc)


def first_frame_seconds(command: list[str], port: int) -> float | None:
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        return None
    if not Path("/usr/bin/chromium").exists():
        return None
    proc = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            start_new_session=True, env={**os.environ, "DISPLAY": ""})
    try:
        _wait_until_answers(f"http://127.0.0.1:{port}/", proc)
        with sync_playwright() as play:
            browser = play.chromium.launch(
                executable_path="/usr/bin/chromium",
                args=["--no-sandbox", "--disable-gpu", "--disable-quic",
                      "--disable-background-networking", "--disable-component-update"])
            page = browser.new_page()
            start = time.perf_counter()
            page.goto(f"http://127.0.0.1:{port}/")
            page.wait_for_selector("#loading", state="detached", timeout=60_000)
            elapsed = time.perf_counter() - start
            browser.close()
            return elapsed
    finally:
        _stop(proc)


def main(quick: bool = False) -> list[str]:
    runs = 1 if quick else 5
    lines = []
    with tempfile.TemporaryDirectory() as tmp:
        hello = Path(tmp) / "hello.py"
        hello.write_text(HELLO)
        bare, app = [], []
        for _ in range(runs):
            port = free_port()
            bare.append(start_seconds([sys.executable, str(hello), str(port)], port))
            port = free_port()
            app.append(start_seconds([sys.executable, "-m", "companion", "--web", "--port",
                                      str(port), "--data-dir", tmp], port))
        ratio = statistics.median(app) / statistics.median(bare)
        lines.append(report("app start until the server answers",
                            f"{statistics.median(app):.2f} s", "", None, id="start.app_s",
                            unit="s", number=statistics.median(app)))
        lines.append(report("bare Flet hello app start", f"{statistics.median(bare):.2f} s",
                            "", None, id="start.bare_flet_s", unit="s",
                            number=statistics.median(bare)))
        lines.append(report("app start / bare Flet start", f"{ratio:.2f}x", "<= 1.5x",
                            ratio <= 1.5, hard=True, id="start.app_vs_bare.ratio", unit="x",
                            number=ratio))
        if not quick:
            port = free_port()
            frame = first_frame_seconds([sys.executable, "-m", "companion", "--web", "--port",
                                         str(port), "--data-dir", tmp], port)
            if frame is not None:
                lines.append(report("first frame in headless Chromium", f"{frame:.2f} s",
                                    "", None, id="start.first_frame_s", unit="s",
                                    number=frame))
    return lines


if __name__ == "__main__":
    main(quick="--quick" in sys.argv)
