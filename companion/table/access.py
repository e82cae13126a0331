"""Who may edit: the table PIN and join token of a shared (live) table, and the limits on guessing.

On a table served only on this computer everyone may edit. On a shared table (``--host``
other than loopback) everyone may view, and a browser session may edit once it entered the
PIN or opened the players' join link (its QR code carries a long random token).

Guessing the PIN is limited twice:

* per client, keyed on the address of the websocket connection as the server saw it (never
  on a page property, which the client sets itself): five wrong tries lock that address out
  for a minute;
* for the whole table, whatever the number of addresses: after `FREE_TRIES` wrong tries in
  the last hour, each further wrong try makes every PIN entry wait 2, 4, 8, ... seconds, at
  most `MAX_DELAY`. So no script gets more than `MAX_TRIES_PER_HOUR` tries an hour, and a
  random 4-digit PIN (5,000 tries expected) holds for days (`expected_hours_to_guess`).
"""

from __future__ import annotations

import hmac
import ipaddress
import logging
import secrets
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

from companion.table.table_keys import TableKeys

MAX_TRIES = 5
LOCKOUT_SECONDS = 60.0
FREE_TRIES = 5
"""Wrong tries in an hour, across all clients, before the table-wide delay starts."""
MAX_DELAY = 60.0
"""The table-wide delay between wrong tries grows 2, 4, 8, ... seconds up to this."""
WINDOW = 3600.0
TOKEN_BYTES = 24
"""The join token: 24 random bytes, 32 characters in the link."""


def delay_after(wrong_in_window: int) -> float:
    """Seconds every PIN entry waits after the last wrong try, given the wrong tries this hour."""
    if wrong_in_window < FREE_TRIES:
        return 0.0
    return float(min(MAX_DELAY, 2.0 ** (wrong_in_window - FREE_TRIES + 1)))


def _max_tries_per_hour() -> int:
    """The most wrong tries a script can make within any hour (tries as fast as allowed)."""
    at, tries = 0.0, 0
    while True:
        at += delay_after(tries)
        if at > WINDOW:
            return tries
        tries += 1


MAX_TRIES_PER_HOUR = _max_tries_per_hour()


def expected_hours_to_guess(digits: int = 4) -> float:
    """Expected hours until a script finds a random PIN of ``digits`` digits at full speed."""
    pins: int = 10 ** digits
    return (pins / 2) / MAX_TRIES_PER_HOUR


class EditRefused(PermissionError):
    """An edit by a client without the right to edit; nothing was changed."""


class RefusalIsNoError(logging.Filter):
    """A refused edit is the table's answer to a viewer (shown to them), not an error of the
    app: Flet's log of a handler that raised it is left out of the server's error log."""

    def filter(self, record: logging.LogRecord) -> bool:
        trouble = record.exc_info[1] if record.exc_info else None
        return not isinstance(trouble, EditRefused)


logging.getLogger("flet").addFilter(RefusalIsNoError())


class LockedOut(PermissionError):
    def __init__(self, seconds: int) -> None:
        super().__init__(f"locked for {seconds} s")
        self.seconds = seconds


def new_pin(digits: int = 4) -> str:
    return "".join(secrets.choice("0123456789") for _ in range(digits))


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


LOCAL_BROWSER = frozenset({"127.0.0.1", "::1", "::ffff:127.0.0.1"})
"""The addresses a browser on the serving computer connects from when it opens localhost.
Other loopback addresses (127.0.0.2 and up) are no browser's localhost; a script using one
is treated like any phone on the Wi-Fi."""
DESKTOP_WINDOW = "desktop window"
"""The peer of the desktop window's pages: it connects over the app's own local socket (a
Unix socket, or localhost on Windows), which nothing off this computer can reach."""


def is_local_browser(peer: str) -> bool:
    """Whether a connection from ``peer`` (its address as the server saw it) is the computer
    serving the table: the desktop window, or a browser on it that opened localhost. Nothing
    a client sends (``web``, ``client_ip``, its route, its user agent) is asked."""
    return peer in LOCAL_BROWSER or peer == DESKTOP_WINDOW


def valid_pin(pin: str) -> bool:
    return pin.isascii() and pin.isdigit() and 4 <= len(pin) <= 6


@dataclass
class _Tries:
    wrong: int = 0
    locked_until: float = 0.0


@dataclass
class TableLock:
    """The table PIN, the join token and the wrong-try counters, shared by every client."""

    pin: str | None
    """None: the table is not shared, everyone may edit."""
    clock: Callable[[], float] = time.monotonic
    token: str = field(default_factory=new_token)
    _tries: dict[str, _Tries] = field(default_factory=dict)
    _wrong: deque[float] = field(default_factory=deque)
    """When the wrong tries of the last hour happened, table-wide."""
    _lock: threading.Lock = field(default_factory=threading.Lock)
    keys: TableKeys = field(default_factory=TableKeys)
    """Each league table's own key (`companion.table.table_keys`)."""

    @property
    def shared(self) -> bool:
        return self.pin is not None

    def _forget_old(self, now: float) -> None:
        while self._wrong and self._wrong[0] <= now - WINDOW:
            self._wrong.popleft()
        for client in [c for c, t in self._tries.items() if t.locked_until <= now
                       and t.wrong == 0]:
            del self._tries[client]  # a bounded table, whatever the number of addresses

    def table_wait(self) -> float:
        """Seconds until any client may try a PIN again (0 when it may now)."""
        with self._lock:
            now = self.clock()
            self._forget_old(now)
            return self._table_wait(now)

    def _table_wait(self, now: float) -> float:
        if not self._wrong:
            return 0.0
        return max(0.0, self._wrong[-1] + delay_after(len(self._wrong)) - now)

    def wrong_this_hour(self) -> int:
        with self._lock:
            self._forget_old(self.clock())
            return len(self._wrong)

    def try_pin(self, client: str, entered: str) -> bool:
        """True when ``entered`` is the PIN; raises LockedOut while the client (its connection
        address) or the whole table has to wait."""
        with self._lock:
            now = self.clock()
            self._forget_old(now)
            tries = self._tries.setdefault(client, _Tries())
            if tries.locked_until > now:
                raise LockedOut(int(tries.locked_until - now) + 1)
            if self.pin is None:
                return True
            wait = self._table_wait(now)
            if wait > 0:
                raise LockedOut(int(wait) + 1)
            typed = entered.strip().encode("utf-8", "replace")[:64]
            if hmac.compare_digest(typed, self.pin.encode()):
                tries.wrong = 0
                return True
            tries.wrong += 1
            self._wrong.append(now)
            if tries.wrong >= MAX_TRIES:
                tries.wrong = 0
                tries.locked_until = now + LOCKOUT_SECONDS
            return False

    def renew_pin(self, digits: int = 6) -> str:
        """A new random PIN (the host's answer to an attack): the guesses made so far are
        worth nothing. The wrong tries of the hour still count: the table-wide bound holds."""
        with self._lock:
            self.pin = new_pin(max(digits, len(self.pin or "")))
            return self.pin

    def tries_left(self, client: str) -> int:
        """Wrong PINs ``client`` may still type before its pause (`LOCKOUT_SECONDS`); 0 during
        the pause."""
        with self._lock:
            tries = self._tries.get(client)
            if tries is None:
                return MAX_TRIES
            return 0 if tries.locked_until > self.clock() else MAX_TRIES - tries.wrong

    def try_token(self, offered: str) -> bool:
        """Whether ``offered`` is the join token of the players' QR code."""
        if self.pin is None:
            return True
        typed = offered.strip().encode("utf-8", "replace")[:128]
        return hmac.compare_digest(typed, self.token.encode())


@dataclass
class ClientAccess:
    """One browser session's right to edit."""

    table: TableLock
    client: str
    """The address of the session's websocket connection, as the server saw it."""
    unlocked: bool = False
    tables: dict[str, str] = field(default_factory=dict)
    """session id -> the table key the server validated for this session (a table's code,
    or the hall PIN typed for the table this phone picked): it edits those tables only."""

    @property
    def can_edit(self) -> bool:
        """May edit every table (not a table's key alone)."""
        return not self.table.shared or self.unlocked

    def may_edit(self, session_id: str | None) -> bool:
        """May edit this session: everything, or this table by its still valid key."""
        if self.can_edit:
            return True
        token = self.tables.get(session_id or "")
        return token is not None and self.table.keys.valid(session_id or "", token)

    def key_tables(self) -> tuple[str, ...]:
        """The sessions this phone edits by their table's key (still valid)."""
        return tuple(sid for sid in self.tables if self.may_edit(sid))

    def unlock(self, entered: str, table: str | None = None) -> bool:
        """The hall PIN: unlocks everything, or only ``table`` (the table this phone picked
        on a league night)."""
        if self.table.try_pin(self.client, entered):
            if table is None:
                self.unlocked = True
            else:
                self.tables[table] = self.table.keys.key(table)
            return True
        return self.unlocked

    def tries_left(self) -> int:
        return self.table.tries_left(self.client)

    def join(self, token: str) -> bool:
        if self.table.try_token(token):
            self.unlocked = True
            return True
        table = self.table.keys.find(token)
        if table is not None:  # a league table's own code
            self.tables[table] = token
            return True
        return self.unlocked

    def require_edit(self, session_id: str | None = None) -> None:
        """Raises EditRefused unless this client may edit everything (``session_id`` None)
        or that session."""
        if not self.may_edit(session_id):
            raise EditRefused("editing needs the table PIN")
