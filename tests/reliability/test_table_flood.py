"""Issue 31: one phone's flood of taps does not freeze the table for the others.

Over the real server (``--host 0.0.0.0 --pin 4711``) with raw websocket clients: a
spectator on 127.0.0.2 sends taps and route changes (each would build a whole screen) as
fast as it can (600 in `make test` with a 5 s shut-out, 3,000 with ``--long`` and the
server's default 30 s), while the host (127.0.0.1) and a
player who joined with the QR code's link (127.0.0.3) add players and a new phone opens the
app. Their edits are timed against
the same edits with no flood, made before and after it (on a computer shared with other
work, the load drifts: the idle time is the median of both). Figures: idle and flooded
times, taps the spectator sent.
"""

from __future__ import annotations

import asyncio
import contextlib
import statistics
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import websockets

from companion.server.gate import EVENTS_PER_SECOND, SHUT_OUT
from tests.conftest import RecordFigure
from tests.e2e.browser import app_server
from tests.e2e.flet_ws import EVENT, PROPS, RawClient

PIN = "4711"
FLOOD = 600
"""Events the spectator sends in `make test`: more than one connection takes before it is
closed for flooding (some 250-400), so the spectator is closed, shut out and connects again
at least once, and the flood runs all through the timed edits."""
LONG_FLOOD = 3000
"""With ``--long`` (`make soak`): what froze the table for 25 s. Each connection closed for
flooding shuts its address out for 30 s (`companion.server.gate.SHUT_OUT`), so this size
takes some four minutes, nearly all of it waiting out the shut-outs."""
QUICK_SHUT_OUT = 5.0
"""The shut-out of the server in `make test` (``--shut-out``): the same closing and
reconnecting, 25 s less waiting; with ``--long`` the server keeps its default, `SHUT_OUT`."""
FLOOD_SECONDS = 4.0
"""The pace: 3,000 in 4 s (750 a second, at either size); it goes on at that pace until the
timed edits are done."""
EDITS = 4
SLOWER = 2.0
"""The issue's target: an edit under flood takes at most twice its idle time..."""
FLOOR = 0.25
"""...or its idle time and a quarter of a second, whichever is more: when an idle edit takes
100 ms, one handler of the spectator's that was already running when the edit arrived (a
screen it may still draw within its share, 50-200 ms) is in the way whatever the limits.
Measured on a 2-core computer shared with other work (load average 10-26): 1.2-2.7x, once
5.7x; met in about half the runs (docs/sharing.md). A timing target that a loaded machine
misses is a figure, not a verdict: the test records it with its verdict and asserts the
bound below, which the table without limits broke by far (an edit took 25 s)."""
FROZEN = 2.0
"""The table counts as frozen when an edit under flood takes its idle time thrice and two
seconds more."""
TOO_FAST = "Too many taps at once"


def shut_out(long_run: bool) -> float:
    return SHUT_OUT if long_run else QUICK_SHUT_OUT


@pytest.fixture(scope="module")
def shared(tmp_path_factory: pytest.TempPathFactory, long_run: bool
           ) -> Iterator[tuple[str, str, Any]]:
    data: Path = tmp_path_factory.mktemp("data")
    with app_server(data, "--host", "0.0.0.0", "--pin", PIN,
                    "--shut-out", str(shut_out(long_run))) as (url, process):
        join = ""
        assert process.stdout is not None
        for line in process.stdout:  # the banner comes before the server answers
            if line.startswith("Players' link:"):
                join = line.split("/?", 1)[1].strip()
                break
        yield url, join, process


async def _timed_add(url: str, route: str, source: str | None, name: str) -> float:
    """A page of Players opened afresh (a page that another phone's news redrew may keep
    controls this client has no new id for), then the add is timed."""
    client = await RawClient.open(url, route=route, source=source)
    await client.control("players-name", seconds=60)
    if "join=" in route:  # the joined page is drawn once more: its last drawing first
        await client.until(lambda c: any("You can edit now" in t for t in c.texts), 60)
    started = time.perf_counter()
    await client.type_and_tap("players-name", name, "players-add")
    await client.said(name, seconds=60)
    taken = time.perf_counter() - started
    await client.close()
    return taken


async def _edits(url: str, join: str, label: str) -> tuple[list[float], list[float]]:
    """The host (127.0.0.1) and a player who joined with the QR code's link each add
    `EDITS` players."""
    hosts, players = [], []
    for i in range(EDITS):
        hosts.append(await _timed_add(url, "/players", None, f"{label} host {i}"))
        players.append(await _timed_add(url, f"/players?{join}", "127.0.0.3",
                                        f"{label} player {i}"))
    return hosts, players


async def _spectator(url: str) -> tuple[RawClient, int] | None:
    """A view-only page on Players with a name typed; None while the server refuses new
    connections from its address (`companion.server.gate`)."""
    try:
        spectator = await RawClient.open(url, route="/players", source="127.0.0.2")
    except websockets.InvalidStatus:
        return None
    add = await spectator.control("players-add")
    await spectator.send(PROPS, {"id": await spectator.control("players-name"),
                                 "props": {"value": "Mallory"}})
    return spectator, add


async def _told(spectator: RawClient) -> bool:
    """Whether the page was told it tapped too fast (what arrived before it was closed)."""
    with contextlib.suppress(Exception):
        async with asyncio.timeout(10):
            while not any(TOO_FAST in t for t in spectator.texts):
                spectator._take(await spectator.ws.recv())
    return any(TOO_FAST in t for t in spectator.texts)


async def _flood(url: str, sent: list[int], stop: asyncio.Event, size: int
                 ) -> dict[str, int]:
    """Taps and route changes at 750 a second, ``size`` at least and on until ``stop``; a
    closed connection is opened again, as a script would."""
    routes = ["/stats", "/history", "/players"]
    pause = FLOOD_SECONDS / LONG_FLOOD
    told = connections = refused = 0
    i = 0
    while sent[0] < size or not stop.is_set():
        opened = await _spectator(url)
        if opened is None:
            refused += 1
            await asyncio.sleep(0.5)
            continue
        spectator, add = opened
        connections += 1
        try:
            while sent[0] < size or not stop.is_set():
                i += 1
                if i % 2:
                    await spectator.send(EVENT, {"target": add, "name": "click", "data": None})
                else:
                    route = routes[i // 2 % len(routes)]
                    await spectator.send(PROPS, {"id": 1, "props": {"route": route}})
                    await spectator.send(EVENT, {"target": 1, "name": "route_change",
                                                 "data": {"route": route}})
                sent[0] += 1
                await asyncio.sleep(pause)
        except websockets.ConnectionClosed:
            pass
        told += await _told(spectator)
        await spectator.close()
    return {"told": told, "connections": connections, "refused": refused}


async def _run(url: str, join: str, size: int) -> dict[str, Any]:
    await _edits(url, join, "warm")
    idle_host, idle_player = await _edits(url, join, "idle")
    sent, stop = [0], asyncio.Event()
    flood = asyncio.create_task(_flood(url, sent, stop, size))
    while sent[0] < 200:  # the flood is under way
        await asyncio.sleep(0.02)
    started = time.perf_counter()
    flooded_host, flooded_player = await _edits(url, join, "flood")
    newcomer = await RawClient.open(url, route="/", source="127.0.0.4")
    await newcomer.control("nav-history", seconds=30)
    opened = time.perf_counter() - started
    during = sent[0]
    stop.set()
    spectators = await flood
    await newcomer.close()
    after_host, after_player = await _edits(url, join, "after")  # the machine's load drifts
    idle_host, idle_player = idle_host + after_host, idle_player + after_player
    return {"idle": (idle_host, idle_player), "flooded": (flooded_host, flooded_player),
            "sent": sent[0], "during": during, "opened": opened, **spectators}


def test_a_spectators_flood_does_not_slow_the_others_edits(
        shared: tuple[str, str, Any], long_run: bool, record_figure: RecordFigure) -> None:
    url, join, _process = shared
    size = LONG_FLOOD if long_run else FLOOD
    result = asyncio.run(_run(url, join, size))
    (idle_host, idle_player), (flood_host, flood_player) = result["idle"], result["flooded"]
    idle = {"host": statistics.median(idle_host), "player": statistics.median(idle_player)}
    flooded = {"host": statistics.median(flood_host),
               "player": statistics.median(flood_player)}
    met = {who: flooded[who] <= max(SLOWER * idle[who], idle[who] + FLOOR)
           for who in ("host", "player")}
    record_figure("flood", f"{result['sent']} events from one spectator "
                  f"({result['during']} while the others edited; {result['connections']} "
                  f"connections, closed after flooding, {result['refused']} refused; limit "
                  f"{EVENTS_PER_SECOND:.0f}/s); add player, median of {EDITS} (idle: of "
                  f"{2 * EDITS}, before and after): host "
                  f"{idle['host'] * 1000:.0f} ms idle, {flooded['host'] * 1000:.0f} ms "
                  f"flooded; player {idle['player'] * 1000:.0f} ms idle, "
                  f"{flooded['player'] * 1000:.0f} ms flooded (target "
                  f"{SLOWER:.0f}x or +{FLOOR * 1000:.0f} ms: "
                  f"{'met' if all(met.values()) else 'missed'}); all edits and a new "
                  f"phone's first screen within {result['opened']:.1f} s "
                  f"({'long' if long_run else 'quick'} size, shut out for "
                  f"{shut_out(long_run):.0f} s; --long: {LONG_FLOOD:,}, "
                  f"{SHUT_OUT:.0f} s)")
    assert result["sent"] >= size and result["told"] >= 1
    assert result["during"] >= 200 + EDITS * 2  # the flood ran all through the edits
    for who in ("host", "player"):
        assert flooded[who] <= 3 * idle[who] + FROZEN, (who, idle, flooded)
