"""League night as it runs, on the real server: many tables saving at once, each save going
to its own table's phones and to the Standings screens.

    python -m bench.league [--quick]     (--quick: 10 tables, 2 minutes; else 50, 10 minutes)

The app server runs as a subprocess on loopback (``--host 127.0.0.1``: every phone may
edit) with one evening of tables of four players of the live table's game (`bench.live_app`:
the first game whose plugin gives its row form). Every table has four phones,
raw Flet-protocol clients (`bench.flet_client`), each from a loopback address of its own
(127.0.0.2 and up); at table 1 the fourth phone is a real headless Chromium. Two more raw
clients show the evening's Standings. Each table's first phone saves a row on the table's
own random schedule (exponential pauses, one save every `MEAN_PAUSE` seconds on average),
all tables at once, for the run's length. Once the table's phones and the Standings show it,
the row is taken back (the app bar's undo, untimed): a game holds a limited number of rows
(a Spitzweg pad a few closed exhibitions), and every save must be one the game can take.
The undo reaches the phones and the Standings as an edit does, a load on top of the stated
one. Figures:

* ``live.league.table.p95_ms``: from a save tap until the table's other three phones show
  the new row (its score in a frame; for Chromium, in its semantics tree); target <= 100.
* ``live.league.standings.p95_ms``: from a save tap until both Standings screens show the
  table's new row count; target <= 500.
* ``live.league.server_rss_mb``: the server's resident memory at the end.
* ``live.league.cpu_share``: the server's CPU seconds per second of the run.

A phone the save did not reach within `WAIT` seconds counts as `WAIT` (a lower bound). The
clients run in this process, on the same cores as the server.
"""

from __future__ import annotations

import asyncio
import os
import random
import shutil
import sys
import tempfile
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path

from bench.app_server import app_server, rss_mb
from bench.common import ms, percentile, report
from bench.flet_client import FletClient, packed_str
from bench.live_app import FORM, GAME, LIVE, Chromium, add_row, next_frame, phone_address
from companion.games import outcome as session_outcome
from companion.i18n import Translator
from companion.models import EveningTag, Seat
from companion.store import Repository

TABLE_MS, STANDINGS_MS = 100.0, 500.0
MEAN_PAUSE = 20.0
"""Seconds between two saves of one table, on average."""
WAIT = 60.0
NAMES = ("Anna", "Ben", "Cleo", "Dirk")
COLOURS = LIVE.info.colours[:len(NAMES)]
"""A seat colour each, when the game has them."""
SHEET = FORM.opens
EVENING = "bench-evening"
UNDO = "undo"
"""The session screen's undo button (its test id)."""


@dataclass
class Table:
    number: int
    session_id: str
    players: str
    phones: list[FletClient] = field(default_factory=list)
    chromium: Chromium | None = None


@dataclass
class Times:
    table: list[float] = field(default_factory=list)
    standings: list[float] = field(default_factory=list)
    failed: int = 0


def prepare(folder: Path, tables: int) -> list[Table]:
    """An evening of ``tables`` tables of four players each (the live table's game)."""
    found = []
    with Repository(folder, outcome=session_outcome) as repo:
        for number in range(1, tables + 1):
            seats = tuple(Seat(player_id=repo.add_player(f"{name} {number}").id,
                               name=f"{name} {number}", colour=COLOURS[i] if COLOURS else None)
                          for i, name in enumerate(NAMES))
            session = repo.create_session(GAME, seats, evening=EveningTag(
                id=EVENING, name="Bench night", table=number))
            found.append(Table(number, session.id, ", ".join(s.name for s in seats)))
    return found


def cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of process ``pid`` so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def seat_phones(url: str, tables: list[Table], chromium: bool) -> list[FletClient]:
    """Four phones at every table (Chromium as table 1's fourth), ten tables at a time;
    returns the raw clients."""
    number = 0
    everyone: list[FletClient] = []
    for start in range(0, len(tables), 10):
        group: list[FletClient] = []
        for table in tables[start:start + 10]:
            raw = 3 if chromium and table.number == 1 else 4
            for _ in range(raw):
                number += 1
                table.phones.append(FletClient(url, phone_address(number)))
            group += table.phones
        await asyncio.gather(*(p.connect(f"/session/{t.session_id}") for t in
                               tables[start:start + 10] for p in t.phones))
        await asyncio.gather(*(p.wait_named(SHEET, timeout=120) for p in group))
        for phone in group:
            phone.forget_frames()
        everyone += group
    if chromium:
        tables[0].chromium = Chromium()
        await tables[0].chromium.start(f"{url}/session/{tables[0].session_id}")
    return everyone


async def one_save(table: Table, standings: list[FletClient], score: int, rounds: str,
                   times: Times) -> None:
    editor, others = table.phones[0], table.phones[1:]
    marks = [len(phone.frames) for phone in others]
    screen_marks = [len(screen.frames) for screen in standings]
    token = packed_str(str(score))
    # Each saved row is taken back (`take_back`): the sheet holds the one row being saved.
    counted = packed_str(f"{table.players} · {rounds.format(count=1)}")
    watch = (asyncio.ensure_future(table.chromium.shown(str(score)))
             if table.chromium else None)
    try:
        start = await add_row(editor, score)
    except (KeyError, TimeoutError) as trouble:
        times.failed += 1
        print(f"table {table.number}: a save failed ({type(trouble).__name__})",
              file=sys.stderr)
        if os.environ.get("BENCH_LEAGUE_DEBUG"):
            traceback.print_exception(trouble, file=sys.stderr)
        if watch is not None:
            watch.cancel()
        return
    waits = [phone.wait_for(token, mark, timeout=WAIT)
             for phone, mark in zip(others, marks, strict=True)]
    seen = [screen.wait_for(counted, mark, timeout=WAIT)
            for screen, mark in zip(standings, screen_marks, strict=True)]
    arrivals = await asyncio.gather(*waits, *(watch,) if watch else (), return_exceptions=True)
    shown = await asyncio.gather(*seen, return_exceptions=True)
    late = start + WAIT
    if os.environ.get("BENCH_LEAGUE_DEBUG"):
        print(round(time.monotonic()), table.number, score,
              [type(a).__name__ if isinstance(a, BaseException) else
               round((a - start) * 1000) for a in (*arrivals, *shown)], file=sys.stderr)
    times.table.append(max(late if isinstance(at, BaseException) else at
                           for at in arrivals) - start)
    times.standings.append(max(late if isinstance(at, BaseException) else at
                               for at in shown) - start)
    await take_back(editor)
    editor.decode_pending()
    editor.forget_frames()
    for phone in others:
        phone.forget_frames()


async def take_back(editor: FletClient) -> None:
    """Untimed: the saved row taken back (the app bar's undo), so that the table's game never
    fills up (a Spitzweg pad holds a few closed exhibitions only, SPW-VAL-5) and every save
    is one a game can take. The undo reaches the table and the Standings as an edit does: a
    load on top of the one stated."""
    mark = len(editor.frames)
    await editor.tap(UNDO)
    await next_frame(editor, mark, (b"",))


async def play(table: Table, standings: list[FletClient], seconds: float, pause: float,
               scores: list[int], rounds: str, times: Times, rng: random.Random) -> None:
    """The table saves rows on its own random schedule until ``seconds`` have passed."""
    end = time.monotonic() + seconds
    while True:
        wait = rng.expovariate(1 / pause)
        if time.monotonic() + wait >= end:
            return
        await asyncio.sleep(wait)
        scores[0] += 1
        await one_save(table, standings, scores[0], rounds, times)


@dataclass
class Night:
    """The evening's phones as seated: every table's raw clients and the Standings screens."""

    tables: list[Table]
    raw: list[FletClient]
    standings: list[FletClient]
    rounds: str
    """The Standings' words for a table's count of rows, with ``{count}`` in it."""

    async def close(self) -> None:
        await asyncio.gather(*(client.close() for client in [*self.raw, *self.standings]))
        if self.tables[0].chromium is not None:
            await self.tables[0].chromium.stop()


async def seat(url: str, tables: list[Table], chromium: bool) -> Night:
    """Every table's phones (Chromium as table 1's fourth) and two Standings screens, each
    showing its screen."""
    rounds = Translator("en").t("league.rounds", count=999).replace("999", "{count}")
    raw = await seat_phones(url, tables, chromium)
    standings = [FletClient(url, phone_address(len(raw) + n + 1)) for n in range(2)]
    await asyncio.gather(*(s.connect(f"/standings/{EVENING}") for s in standings))
    await asyncio.gather(*(s.wait_named("standing-table-1", timeout=120) for s in standings))
    return Night(tables, raw, standings, rounds)


async def play_night(night: Night, seconds: float, pause: float, times: Times) -> None:
    """Every table saves on its own random schedule, all at once, for ``seconds``."""
    rng, scores = random.Random(20), [9000]
    await asyncio.gather(*(play(table, night.standings, seconds, pause, scores, night.rounds,
                                times, random.Random(rng.random())) for table in night.tables))


async def measure(url: str, tables: list[Table], seconds: float, pause: float, pid: int,
                  chromium: bool) -> tuple[Times, float, float]:
    night = await seat(url, tables, chromium)
    times = Times()
    cpu, began = cpu_seconds(pid), time.monotonic()
    try:
        await play_night(night, seconds, pause, times)
        share = (cpu_seconds(pid) - cpu) / (time.monotonic() - began)
        memory = rss_mb(pid)
    finally:
        await night.close()
    return times, memory, share


def run(tables: int, seconds: float, pause: float = MEAN_PAUSE, chromium: bool = True
        ) -> list[str]:
    """The night with ``tables`` tables for ``seconds``; the figures' report lines."""
    print(f"League night on the real server: {tables} tables x 4 phones (one Chromium), "
          f"2 Standings screens, a save every {pause:.0f} s per table on average, "
          f"{seconds:.0f} s", flush=True)
    folder = Path(tempfile.mkdtemp(prefix="tc-bench-league-"))
    try:
        seated = prepare(folder, tables)
        with app_server(folder) as (url, process):
            times, memory, share = asyncio.run(measure(url, seated, seconds, pause,
                                                       process.pid, chromium))
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    saves = len(times.table)
    table = percentile(times.table, 95) * 1000 if saves else float("inf")
    shown = percentile(times.standings, 95) * 1000 if saves else float("inf")
    return [
        report(f"league {tables} tables: saves measured (failed)", f"{saves} ({times.failed})",
               "", None, id="live.league.saves", unit="saves", number=saves),
        report(f"league {tables} tables: save reaches the table (p95)", ms(table / 1000),
               "<= 100 ms", table <= TABLE_MS, id="live.league.table.p95_ms", unit="ms",
               number=table),
        report(f"league {tables} tables: save reaches both Standings (p95)", ms(shown / 1000),
               "<= 500 ms", shown <= STANDINGS_MS, id="live.league.standings.p95_ms",
               unit="ms", number=shown),
        report(f"league {tables} tables: server memory (RSS)", f"{memory:.0f} MB", "", None,
               id="live.league.server_rss_mb", unit="MB", number=memory),
        report(f"league {tables} tables: server CPU seconds per second", f"{share:.2f}", "",
               None, id="live.league.cpu_share", unit="s/s", number=share),
    ]


QUICK, FULL = (10, 120.0), (50, 600.0)
"""Tables and seconds of the quick night (also the tap bench's busy load) and the full one."""


def main(quick: bool = False) -> list[str]:
    return run(*QUICK) if quick else run(*FULL)


if __name__ == "__main__":
    main(quick="--quick" in sys.argv)
