"""Issue 20: the table PIN against a script on the table's Wi-Fi, over the real server.

Raw websocket clients (tests/e2e/flet_ws.py) forge a fresh ``client_ip`` page property for
every session, the trick that once gave five tries per forged address. The wrong-try counter
now keys on the connection's real address and a table-wide delay bounds every address
together; the host's phone is told. Figures printed: tries made, tries the server judged,
and the bound.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import websockets

from companion.table.access import FREE_TRIES, LOCKOUT_SECONDS, MAX_TRIES, delay_after
from tests.conftest import RecordFigure
from tests.e2e.browser import app_server
from tests.e2e.flet_ws import RawClient

PIN = "4711"
ATTACK_SECONDS = 12.0
"""How long each attack runs in `make test`: the forged addresses' first five tries are
judged at once, and the table-wide delay's bound for this window is 8 tries, so a script
that got more would show; `make soak` (``--long``) attacks for `LONG_ATTACK_SECONDS`."""
LONG_ATTACK_SECONDS = 20.0
WRONG = "Wrong PIN"
WAIT = "Try again in"
ALARM = "wrong PINs were tried"
TOO_FAST = "Too many taps at once"
"""What a phone over its address's limits is told once (`companion.server.gate`)."""


def tries_allowed(seconds: float) -> int:
    """The most wrong tries the table-wide delay lets through in ``seconds``."""
    at, tries = 0.0, 0
    while at + delay_after(tries) <= seconds:
        at += delay_after(tries)
        tries += 1
    return tries


@pytest.fixture(scope="module")
def shared(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, str]]:
    data: Path = tmp_path_factory.mktemp("data")
    with app_server(data, "--host", "0.0.0.0", "--pin", PIN) as (url, process):
        join = ""
        assert process.stdout is not None
        for line in process.stdout:  # the banner comes before the server answers
            if line.startswith("Players' link:"):
                join = line.split("/?", 1)[1].strip()
                break
        yield url, join


def attack_seconds(long_run: bool) -> float:
    return LONG_ATTACK_SECONDS if long_run else ATTACK_SECONDS


async def _attack(url: str, join: str, seconds: float) -> dict[str, object]:
    host = await RawClient.open(url, route=f"/live?{join}")
    await host.control("live-status")
    start = len(host.texts)
    # The host's phone reads what it is sent all along, as a browser does (a client that
    # reads nothing for the whole attack stops answering the server's pings).
    told = asyncio.create_task(host.until(
        lambda c: any(ALARM in text for text in c.texts[start:]), seconds + 30))
    outcomes: list[str] = []
    forged = refused = dropped = 0
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        forged += 1
        try:
            phone = await RawClient.open(url, route="/live", source="127.0.0.2",
                                         forged_ip=f"10.66.{forged // 256}."
                                         f"{forged % 256}")
        except websockets.InvalidStatus:  # too many new connections from one address
            refused += 1
            await asyncio.sleep(0.2)
            continue
        for guess in range(MAX_TRIES):
            await phone.type_and_tap("pin-field", f"{forged * 10 + guess:04d}"[-4:].replace(
                PIN, "0000"), "pin-unlock")
            outcome = await phone.said(WRONG, WAIT, TOO_FAST)
            if TOO_FAST in outcome:  # its address is over its share: the tap was dropped
                dropped += 1
                break
            outcomes.append(outcome)
        await phone.close()
    await told
    alarm = next(text for text in host.texts[start:] if ALARM in text)
    crashed = host.crashed
    await host.close()
    return {"outcomes": outcomes, "forged": forged, "alarm": alarm, "crashed": crashed,
            "refused": refused, "dropped": dropped}


def test_forged_addresses_get_no_more_tries(shared: tuple[str, str], long_run: bool,
                                            record_figure: RecordFigure) -> None:
    url, join = shared
    seconds = attack_seconds(long_run)
    result = asyncio.run(_attack(url, join, seconds))
    outcomes: list[str] = result["outcomes"]  # type: ignore[assignment]
    judged = [o for o in outcomes if WRONG in o]
    waits = [o for o in outcomes if WAIT in o]
    bound = tries_allowed(seconds + 2)
    record_figure("attack", f"{result['forged']} sessions with forged addresses "
                  f"({result['refused']} refused at the door), {len(outcomes)} PIN entries "
                  f"in {seconds:.0f} s, {len(judged)} judged (bound {bound}), {len(waits)} "
                  f"told to wait ({'long' if long_run else 'quick'} window; --long: "
                  f"{LONG_ATTACK_SECONDS:.0f} s)")
    assert len(judged) >= FREE_TRIES  # the attack really ran
    assert len(judged) <= min(bound, MAX_TRIES)  # one real address: five, then locked
    # the per-address lockout is the connection's, whatever address each session forged
    told = [int(o.split(WAIT)[1].split("s")[0]) for o in waits]
    assert max(told) > LOCKOUT_SECONDS - 10
    assert ALARM in str(result["alarm"])
    assert result["crashed"] == []


async def _many_addresses(url: str, seconds: float) -> list[str]:
    outcomes: list[str] = []
    deadline = time.monotonic() + seconds
    address = 0
    while time.monotonic() < deadline:
        address += 1
        phone = await RawClient.open(url, route="/live", forged_ip="10.0.0.1",
                                     source=f"127.0.{address // 250 + 1}.{address % 250 + 1}")
        await phone.type_and_tap("pin-field", "0000", "pin-unlock")
        outcomes.append(await phone.said(WRONG, WAIT))
        await phone.close()
    return outcomes


def test_many_real_addresses_share_one_table_wide_limit(
        shared: tuple[str, str], long_run: bool, record_figure: RecordFigure) -> None:
    """Every session from its own real loopback address: only the table-wide delay limits."""
    url, _join = shared
    seconds = attack_seconds(long_run)
    outcomes = asyncio.run(_many_addresses(url, seconds))
    judged = [o for o in outcomes if WRONG in o]
    bound = tries_allowed(seconds + 2)
    record_figure("attack", f"{len(outcomes)} sessions from {len(outcomes)} addresses in "
                  f"{seconds:.0f} s, {len(judged)} tries judged (table-wide bound {bound}; "
                  f"{'long' if long_run else 'quick'} window, --long: "
                  f"{LONG_ATTACK_SECONDS:.0f} s)")
    assert len(outcomes) > 3 * bound  # the script was far faster than the limit
    assert 1 <= len(judged) <= bound
