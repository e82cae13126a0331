"""The server's status line (``kill -USR1``): pages are counted once they are really gone."""

from __future__ import annotations

import os
import re
import signal
from typing import Any

import pytest

from companion.server import status


class _Page:
    """Stands for a page's app; it refers to itself, as an app and its screens do."""

    def __init__(self) -> None:
        self.me = self


def test_a_page_is_counted_while_alive_and_not_once_gone() -> None:
    page: Any = _Page()
    status.PAGES.add(page)
    held = int(re.search(r"(\d+) pages held", status.status_line(3)).group(1))  # type: ignore[union-attr]
    assert held >= 1 and "3 connected" in status.status_line(3)
    del page  # only a reference cycle is left: the line collects before counting
    assert int(re.search(r"(\d+) pages held", status.status_line(0)).group(1)) == held - 1  # type: ignore[union-attr]


def test_sigusr1_prints_the_line(capsys: pytest.CaptureFixture[str]) -> None:
    previous = signal.getsignal(signal.SIGUSR1)
    try:
        status.install(lambda: 7)
        os.kill(os.getpid(), signal.SIGUSR1)
        out = capsys.readouterr().out
    finally:
        signal.signal(signal.SIGUSR1, previous)
    assert re.search(r"Table Companion status: \d+ pages held, 7 connected, \d+ Python blocks, "
                     r"[\d.]+ MB resident", out), out
