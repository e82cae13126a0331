"""Live table: sessions on one host receiving an edit through Flet's PubSub hub.

    python -m bench.live_table [--quick]

Each simulated session keeps its own copy of a small score sheet (4 players, 20 rounds) and
subscribes to flet's real `PubSubHub`, set up as the Flet server sets it up: an asyncio loop
in its own thread and a default thread pool for plain handlers. On every message a session
applies the edit to its sheet and re-renders it: the edited cell and that player's total
(a last line shows the cost of rebuilding all of the sheet's controls instead).
Measured: the time from sending one edit until every session has rendered it (median and
p95 over several edits, for 20 and 200 sessions; target at 200: <= 100 ms), and the memory
each session holds (tracemalloc: sheet, rendered controls, subscription).
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import threading
import time
import tracemalloc
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import flet as ft
from flet.pubsub.pubsub_hub import PubSubHub

from bench.common import ms, percentile, report

PLAYERS = ("Anna", "Ben", "Cleo", "Dirk")
ROUNDS = 20
TOPIC = "table"
TARGET_SECONDS = 0.1


class Sheet:
    """A score sheet as a session holds it: points per round and player, and its controls."""

    def __init__(self) -> None:
        self.rounds = [[(r * 7 + p * 3) % 25 for p in range(len(PLAYERS))]
                       for r in range(ROUNDS)]
        self.render()

    def render(self) -> None:
        """Build every control of the sheet anew."""
        self.cells = [[ft.Text(str(points)) for points in row] for row in self.rounds]
        self.totals = [ft.Text(str(sum(column)), weight=ft.FontWeight.BOLD)
                       for column in zip(*self.rounds, strict=True)]
        self.view = ft.Column([ft.Row([ft.Text(name) for name in PLAYERS]),
                               *(ft.Row(list(row)) for row in self.cells),
                               ft.Row(list(self.totals))])

    def apply(self, edit: dict[str, int], rebuild: bool) -> None:
        """Take the edit; show it by rebuilding, or in the edited cell and its total."""
        row, player = edit["round"], edit["player"]
        self.rounds[row][player] = edit["points"]
        if rebuild:
            self.render()
            return
        self.cells[row][player].value = str(edit["points"])
        self.totals[player].value = str(sum(points[player] for points in self.rounds))


class Session:
    """One phone at the table: its sheet and its PubSub subscription."""

    def __init__(self, name: str, hub: PubSubHub, done: Countdown, rebuild: bool) -> None:
        self.sheet = Sheet()
        self.done = done
        self.rebuild = rebuild
        hub.subscribe_topic(name, TOPIC, self.on_message)

    def on_message(self, topic: str, edit: dict[str, int]) -> None:
        self.sheet.apply(edit, self.rebuild)
        self.done.tick()


class Countdown:
    """Set when ``count`` sessions have handled the current edit."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.left = 0
        self.event = threading.Event()

    def arm(self, count: int) -> None:
        self.left = count
        self.event.clear()

    def tick(self) -> None:
        with self.lock:
            self.left -= 1
            if self.left == 0:
                self.event.set()


def run(count: int, edits: int, rebuild: bool = False) -> tuple[list[float], float]:
    """Seconds per edit until all ``count`` sessions rendered it; bytes per session."""
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()
    executor = ThreadPoolExecutor()
    try:
        hub = PubSubHub(loop=loop, executor=executor)
        done = Countdown()
        Sheet()  # the first controls built fill flet's caches, which no session owns
        tracemalloc.start()
        before = tracemalloc.get_traced_memory()[0]
        sessions: list[Any] = [Session(f"session-{i}", hub, done, rebuild)
                               for i in range(count)]
        per_session = (tracemalloc.get_traced_memory()[0] - before) / count
        tracemalloc.stop()
        times = []
        for number in range(edits):
            done.arm(len(sessions))
            start = time.perf_counter()
            hub.send_all_on_topic(TOPIC, {"round": number % ROUNDS, "player": number % 4,
                                          "points": number})
            if not done.event.wait(30):
                raise TimeoutError(f"{done.left} of {count} sessions did not get the edit")
            times.append(time.perf_counter() - start)
        return times, per_session
    finally:
        executor.shutdown(wait=True)
        loop.call_soon_threadsafe(loop.stop)
        thread.join()
        loop.close()


def main(quick: bool = False) -> list[str]:
    print("Live table (flet PubSubHub)", flush=True)
    edits = 5 if quick else 30
    lines = []
    for count in (20, 200):
        times, per_session = run(count, edits)
        worst = percentile(times, 95)
        goal = count == 200
        key = f"pubsub.{count}"
        lines.append(report(f"live table {count}: edit reaches all (median)",
                            ms(statistics.median(times)), "", None, id=f"{key}.median_ms",
                            unit="ms", number=statistics.median(times) * 1000))
        lines.append(report(f"live table {count}: edit reaches all (p95)", ms(worst),
                            "<= 100 ms" if goal else "", worst <= TARGET_SECONDS if goal else None,
                            hard=goal, id=f"{key}.p95_ms", unit="ms", number=worst * 1000))
        lines.append(report(f"live table {count}: memory per session",
                            f"{per_session / 1024:.0f} KiB", "", None,
                            id=f"{key}.session_kib", unit="KiB", number=per_session / 1024))
    times, _ = run(200, edits, rebuild=True)
    lines.append(report("live table 200, whole sheet rebuilt (median)",
                        ms(statistics.median(times)), "", None, id="pubsub.200.rebuild_median_ms",
                        unit="ms", number=statistics.median(times) * 1000))
    return lines


if __name__ == "__main__":
    main(quick="--quick" in sys.argv)
