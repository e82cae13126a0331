"""Bounded work per connection: no phone can freeze the table for the others.

Every page's events run on the web server's one event loop. Without a bound one phone that
sends thousands of taps a second keeps it busy and every other phone waits (a host's edit
took 25 s under 3,000 taps from a viewer). `install` puts limits into Flet's web
connection, for every connection except the serving computer's own (127.0.0.1, ::1):

* every message is judged by its action, read from its first bytes, before it is decoded:
  what is over a limit is dropped unread and starts no work;
* events (taps, route changes): a token bucket of `EVENTS_PER_SECOND` with a burst of
  `EVENT_BURST`, at most `IN_FLIGHT` waiting or running at once per connection, run one
  after another (a phone's handlers never queue up ahead of everybody else's: the others'
  run between them), and a share of the loop's time: the handlers may use `WORK_SHARE`
  of each second (with a burst of `WORK_BURST` seconds); an event whose turn comes when
  the share is used up is dropped. The buckets are the address's (`Allowance`):
  connecting again does not refill them. Events over a limit are dropped and the phone
  is told once (`on_flood`); after `CLOSE_AFTER` dropped messages the connection is
  closed and its address may not connect for `SHUT_OUT` seconds;
* property updates (what is typed in a field): `PROPS_PER_SECOND`, burst `PROPS_BURST`;
* new connections: `NEW_PER_MINUTE` per address (burst `NEW_BURST`), at most
  `OPEN_PER_ADDRESS` open at once, none for `SHUT_OUT` seconds after one of the
  address's connections was closed for flooding; one registration per connection.

It also keeps a disconnect out of the log: a browser that goes away mid-send is a debug
line, not a traceback (uvicorn logged each as an ASGI error), and a connection closed before
it registered ends instead of waiting for ever.
"""

from __future__ import annotations

import contextlib
import logging
import time
import weakref
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from companion.server.flet_app import (
    client_ip,
    deliver_data,
    flet_on_message,
    install_receive_loop,
    send_queue,
    session_of,
    websocket_of,
)
from companion.table.access import is_local_browser

EVENTS_PER_SECOND = 20.0
EVENT_BURST = 40.0
IN_FLIGHT = 8
WORK_SHARE = 0.2
"""Seconds of handler time an address earns each second (a fifth of the loop; a tap costs
50-300 ms on a busy 2-core computer, a person taps a few times a second at most, and
`WORK_BURST` covers a quick run)."""
WORK_BURST = 2.0
PROPS_PER_SECOND = 50.0
PROPS_BURST = 100.0
CLOSE_AFTER = 200
"""Messages over the limits after which a connection is closed (ten seconds of taps at the
limit's rate, all dropped: no person taps like that)."""
SHUT_OUT = 30.0
"""Seconds an address that was closed for flooding may open no new connection, by default
(``python -m companion --shut-out SECONDS`` sets it for a server: `install`)."""
shut_out = SHUT_OUT
"""The shut-out of the running server (`install`)."""
NEW_PER_MINUTE = 30.0
NEW_BURST = 16.0
OPEN_PER_ADDRESS = 32
ADDRESSES = 4096
"""Addresses whose buckets are kept; full (idle) buckets are forgotten first."""

REGISTER, EVENT, PROPS = 1, 3, 4
log = logging.getLogger("companion.server.gate")


@dataclass
class Bucket:
    """A token bucket: ``rate`` tokens a second, at most ``burst`` saved."""

    rate: float
    burst: float
    clock: Callable[[], float] = time.monotonic
    tokens: float = -1.0
    at: float = 0.0

    def __post_init__(self) -> None:
        self.tokens, self.at = self.burst, self.clock()

    def level(self) -> float:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        return self.tokens

    def take(self, amount: float = 1.0) -> bool:
        """Take ``amount`` when there is at least one token; False (nothing taken) when not."""
        if self.level() < min(amount, 1.0) or self.tokens <= 0:
            return False
        self.tokens -= amount
        return True

    def spend(self, amount: float) -> None:
        """Take ``amount`` whatever is left (the bucket may go below zero: a debt)."""
        self.level()
        self.tokens -= amount


@dataclass
class Allowance:
    """What one address may send: shared by all its connections, so that connecting again
    does not refill it."""

    clock: Callable[[], float] = time.monotonic
    events: Bucket = field(init=False)
    props: Bucket = field(init=False)
    work: Bucket = field(init=False)
    shut_until: float = 0.0
    """Until when new connections are refused (after one was closed for flooding)."""

    def __post_init__(self) -> None:
        self.events = Bucket(EVENTS_PER_SECOND, EVENT_BURST, self.clock)
        self.props = Bucket(PROPS_PER_SECOND, PROPS_BURST, self.clock)
        self.work = Bucket(WORK_SHARE, WORK_BURST, self.clock)

    def shut(self) -> bool:
        """Whether the address may not open a page now: it was closed for flooding a
        moment ago."""
        return self.clock() < self.shut_until

    def full(self) -> bool:
        return self.clock() >= self.shut_until and all(
            b.level() >= b.burst for b in (self.events, self.props, self.work))


@dataclass
class Gate:
    """One connection's limits; its address's `Allowance`."""

    peer: str
    clock: Callable[[], float] = time.monotonic
    allowance: Allowance | None = None
    running: int = 0
    """Admitted events not yet handled (waiting for the loop, or running)."""
    registered: bool = False
    dropped: int = 0
    told: bool = False
    turn: Any = None
    """An `asyncio.Lock`: the connection's handlers run one at a time."""

    def __post_init__(self) -> None:
        if self.allowance is None:
            self.allowance = Allowance(self.clock)

    @property
    def work(self) -> Bucket:
        assert self.allowance is not None
        return self.allowance.work

    @property
    def events(self) -> Bucket:
        assert self.allowance is not None
        return self.allowance.events

    @property
    def props(self) -> Bucket:
        assert self.allowance is not None
        return self.allowance.props

    @property
    def free(self) -> bool:
        """The serving computer's own connections are not limited."""
        return is_local_browser(self.peer)

    def admits(self, action: int) -> bool:
        """Whether a message of ``action`` from this connection is handled."""
        if action == REGISTER:
            first = not self.registered
            self.registered = True
            return first
        if self.free:
            return True
        if action == EVENT:
            if self.running < IN_FLIGHT and self.work.level() > 0 and self.events.take():
                self.running += 1
                return True
            return False
        if action == PROPS:
            return self.props.take()
        return True


@dataclass
class Addresses:
    """New and open connections per address."""

    clock: Callable[[], float] = time.monotonic
    new: dict[str, Bucket] = field(default_factory=dict)
    open: dict[str, int] = field(default_factory=dict)
    allowances: dict[str, Allowance] = field(default_factory=dict)

    def allowance(self, peer: str) -> Allowance:
        """The address's allowance of events, typed values and loop time."""
        found = self.allowances.get(peer)
        if found is None:
            if len(self.allowances) >= ADDRESSES:
                self._forget()
            found = self.allowances[peer] = Allowance(self.clock)
        return found

    def arrive(self, peer: str) -> bool:
        if is_local_browser(peer):
            return True
        if self.open.get(peer, 0) >= OPEN_PER_ADDRESS:
            return False
        known = self.allowances.get(peer)
        if known is not None and known.shut():
            return False
        bucket = self.new.get(peer)
        if bucket is None:
            if len(self.new) >= ADDRESSES:
                self._forget()
            bucket = self.new[peer] = Bucket(NEW_PER_MINUTE / 60, NEW_BURST, self.clock)
        if not bucket.take():
            return False
        self.open[peer] = self.open.get(peer, 0) + 1
        return True

    def leave(self, peer: str) -> None:
        if is_local_browser(peer):
            return
        left = self.open.get(peer, 0) - 1
        if left > 0:
            self.open[peer] = left
        else:
            self.open.pop(peer, None)

    def _forget(self) -> None:
        for peer in [p for p, b in self.new.items() if b.level() >= b.burst
                     and p not in self.open]:
            del self.new[peer]
        while len(self.new) >= ADDRESSES:  # all busy: the oldest goes
            del self.new[next(iter(self.new))]
        for peer in [p for p, a in self.allowances.items() if a.full()
                     and p not in self.open]:
            del self.allowances[peer]
        while len(self.allowances) >= ADDRESSES:
            del self.allowances[next(iter(self.allowances))]


ACTIVE = [0]
"""Event handlers of every page running at this moment (the loop is shared among them)."""


def own_share(elapsed: float, sharing: float) -> float:
    """The loop time a handler is charged: its time divided by the handlers that ran beside
    it (about, from their number when it started and when it ended). A phone that taps now
    and then is not charged for the time the loop spent on a flooding phone's handlers while
    its own waited; that would empty its allowance and drop a person's tap.

    >>> own_share(1.2, 1), own_share(1.2, 4)
    (1.2, 0.3)
    """
    return elapsed / max(1.0, sharing)


ADDRESS_BOOK = Addresses()
_flood_notices: weakref.WeakKeyDictionary[Any, weakref.WeakMethod[Callable[[], None]]] = \
    weakref.WeakKeyDictionary()


def on_flood(page: Any, notice: Callable[[], None]) -> None:
    """Call ``notice`` (a method of the page's app, held weakly: a closed page is let go)
    once when events of ``page``'s connection are first dropped."""
    _flood_notices[page] = weakref.WeakMethod(notice)


def _gate(app: Any) -> Gate:
    gate: Gate | None = app.__dict__.get("_table_gate")
    if gate is None:
        peer = client_ip(app)
        gate = app.__dict__["_table_gate"] = Gate(peer,
                                                  allowance=ADDRESS_BOOK.allowance(peer))
    return gate


def _tell(app: Any, gate: Gate) -> None:
    gate.dropped += 1
    if gate.told:
        return
    gate.told = True
    log.info("Events from %s dropped: over the limit of %s a second", gate.peer,
             EVENTS_PER_SECOND)
    session = session_of(app)
    held = _flood_notices.get(session.page) if session is not None else None
    notice = held() if held is not None else None
    if notice is not None:
        try:
            notice()
        except Exception:  # the page went away meanwhile: nobody to tell
            log.debug("Could not tell %s about dropped events", gate.peer, exc_info=True)


async def _close(app: Any, gate: Gate) -> None:
    """A connection that kept flooding after it was told is closed: even dropped unread,
    its frames cost the loop their reading. Its address may open no page for `SHUT_OUT`
    seconds; then again within the limit of new connections per address."""
    from starlette.websockets import WebSocketDisconnect

    log.info("Connection from %s closed: %d messages over the limits", gate.peer,
             gate.dropped)
    if gate.allowance is not None:
        gate.allowance.shut_until = gate.clock() + shut_out
    websocket = websocket_of(app)
    if websocket is not None:
        with contextlib.suppress(Exception):
            await websocket.close(code=1008)
    raise WebSocketDisconnect(code=1008)  # ends the receive loop quietly


def gone(fault: BaseException) -> bool:
    """Whether ``fault`` is a browser connection that closed (not the app's fault)."""
    names = {type(f).__name__ for f in _chain(fault)}
    return bool(names & {"WebSocketDisconnect", "ClientDisconnected", "ConnectionClosed",
                         "ConnectionClosedError", "ConnectionClosedOK",
                         "ConnectionResetError", "BrokenPipeError", "CancelledError"}) \
        or any(isinstance(f, RuntimeError) and ("close message" in str(f)
                                                or "not connected" in str(f))
               for f in _chain(fault))


def _chain(fault: BaseException | None) -> list[BaseException]:
    found: list[BaseException] = []
    while fault is not None and fault not in found:
        found.append(fault)
        fault = fault.__cause__ or fault.__context__
    return found


class GoneIsQuiet(logging.Filter):
    """Flet's own report of a connection that closed (its receive loop's "error" when the
    browser went away) is a debug line, not a warning with a traceback."""

    def filter(self, record: logging.LogRecord) -> bool:
        trouble = record.exc_info[1] if record.exc_info else None
        if trouble is not None and record.levelno < logging.ERROR and gone(trouble):
            log.debug("Connection closed: %r", trouble)
            return False
        return True


def peek_action(frame: bytes) -> int | None:
    """The action of a Flet protocol frame (``0x00``, then msgpack ``[action, body]``) read
    from its first bytes, without decoding the frame; None when it is not in that form.

    >>> peek_action(bytes([0, 0x92, 3, 0x80])), peek_action(b"\\x00\\x01"), peek_action(b"")
    (3, None, None)
    """
    if len(frame) >= 3 and frame[0] == 0x00 and frame[1] == 0x92 and frame[2] < 0x80:
        return frame[2]
    return None


async def _judged(app: Any, gate: Gate, action: int) -> bool:
    """Whether a message of ``action`` from ``app``'s connection is handled. One that is
    not is dropped before it is decoded: a flood costs the loop only its reading."""
    if action != REGISTER and session_of(app) is None:
        return False  # nothing to send it to before the page registered
    if gate.admits(action):
        return True
    if action == EVENT:
        _tell(app, gate)
    else:
        gate.dropped += 1
    if gate.dropped >= CLOSE_AFTER:
        await _close(app, gate)
    return False


def install(shut_out_seconds: float = SHUT_OUT) -> None:
    """Put the limits into Flet's web connection (`FletApp`) and its sessions; an address
    closed for flooding is shut out for ``shut_out_seconds``."""
    global shut_out
    shut_out = shut_out_seconds
    import asyncio

    import msgpack
    from flet.messaging.protocol import decode_ext_from_msgpack
    from flet.messaging.session import Session
    from flet_web.fastapi import flet_app
    from flet_web.fastapi.flet_app import FletApp
    from starlette.websockets import WebSocketDisconnect

    flet_app.logger.addFilter(GoneIsQuiet())

    handle = FletApp.handle
    on_message = flet_on_message()
    dispatch = Session.dispatch_event

    async def gated_handle(self: Any, websocket: Any) -> None:
        peer = str(websocket.client.host) if websocket.client else ""
        if not ADDRESS_BOOK.arrive(peer):
            log.info("Connection from %s refused: too many new or open connections, or "
                     "its share of the server used up", peer)
            await websocket.close(code=1008)
            return
        try:
            await handle(self, websocket)
        except Exception as fault:
            if session_of(self) is not None and not gone(fault):
                raise
            log.debug("Connection from %s ended: %r", peer, fault)
        finally:
            ADDRESS_BOOK.leave(peer)

    async def gated_receive_loop(self: Any) -> None:
        """Flet's receive loop, with each frame judged by its action before it is decoded."""
        websocket, gate = websocket_of(self), _gate(self)
        try:
            while True:
                data = await websocket.receive_bytes()
                if not data:
                    continue
                if data[0] == 0x00:
                    action = peek_action(data)
                    if action is not None and not await _judged(self, gate, action):
                        continue
                    message = msgpack.unpackb(data[1:], ext_hook=decode_ext_from_msgpack)
                    if not (isinstance(message, list) and len(message) == 2
                            and type(message[0]) is int):  # 3.0 or True would pass as 3, 1
                        raise ValueError("a message is not [action, body]")
                    if action is None and not await _judged(self, gate, message[0]):
                        continue  # an action written in a longer form is judged all the same
                    try:
                        await on_message(self, message)
                    except RuntimeError as late:
                        if "is not registered" not in str(late):
                            raise
                        # A method's answer (a field's focus) for a control drawn anew
                        # meanwhile: nothing waits for it; the page goes on.
                        flet_app.logger.debug("late answer: %s", late)
                elif data[0] == 0x01 and len(data) >= 5:
                    deliver_data(self, data)
        except Exception as fault:
            if not isinstance(fault, WebSocketDisconnect):
                flet_app.logger.warning("Receive loop error: %s", fault, exc_info=True)
        queue = send_queue(self)
        if queue is not None:
            queue.put_nowait(None)  # ends the send loop (also of a page never registered)

    async def gated_dispatch(self: Any, control_id: int, name: str, data: Any) -> None:
        connection = self.connection
        gate = connection.__dict__.get("_table_gate") if connection is not None else None
        if gate is None or gate.free:
            ACTIVE[0] += 1
            try:
                await dispatch(self, control_id, name, data)
            finally:
                ACTIVE[0] -= 1
            return
        if gate.turn is None:
            gate.turn = asyncio.Lock()
        try:
            async with gate.turn:  # one handler of a phone at a time: the others' go between
                if gate.work.level() <= 0:  # its share was used up while it waited
                    _tell(connection, gate)
                    return
                ACTIVE[0] += 1
                beside = ACTIVE[0]
                started = time.perf_counter()
                try:
                    await dispatch(self, control_id, name, data)
                finally:
                    sharing = (beside + ACTIVE[0]) / 2
                    ACTIVE[0] -= 1
                    gate.work.spend(own_share(time.perf_counter() - started, sharing))
        finally:
            gate.running = max(0, gate.running - 1)

    FletApp.handle = gated_handle
    install_receive_loop(gated_receive_loop)
    setattr(Session, "dispatch_event", gated_dispatch)  # noqa: B010 (typed differently)
