"""Who may edit: the table PIN of a shared (live) table and the lockout after wrong tries.

On a table served only on this computer everyone may edit. On a shared table (``--host``
other than loopback) everyone may view, and a browser session may edit once it entered the
PIN. The PIN is compared in constant time; five wrong tries lock that client out for a minute.
"""

from __future__ import annotations

import hmac
import ipaddress
import secrets
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

MAX_TRIES = 5
LOCKOUT_SECONDS = 60.0


class EditRefused(PermissionError):
    """An edit by a client without the right to edit; nothing was changed."""


class LockedOut(PermissionError):
    def __init__(self, seconds: int) -> None:
        super().__init__(f"locked for {seconds} s")
        self.seconds = seconds


def new_pin(digits: int = 4) -> str:
    return "".join(secrets.choice("0123456789") for _ in range(digits))


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def valid_pin(pin: str) -> bool:
    return pin.isdigit() and 4 <= len(pin) <= 6


@dataclass
class _Tries:
    wrong: int = 0
    locked_until: float = 0.0


@dataclass
class TableLock:
    """The table PIN and the wrong-try counters, shared by every client of the server."""

    pin: str | None
    """None: the table is not shared, everyone may edit."""
    clock: Callable[[], float] = time.monotonic
    _tries: dict[str, _Tries] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    @property
    def shared(self) -> bool:
        return self.pin is not None

    def try_pin(self, client: str, entered: str) -> bool:
        """True when ``entered`` is the PIN; raises LockedOut while the client is locked."""
        with self._lock:
            tries = self._tries.setdefault(client, _Tries())
            now = self.clock()
            if tries.locked_until > now:
                raise LockedOut(int(tries.locked_until - now) + 1)
            if self.pin is None:
                return True
            if hmac.compare_digest(entered.strip().encode(), self.pin.encode()):
                tries.wrong = 0
                return True
            tries.wrong += 1
            if tries.wrong >= MAX_TRIES:
                tries.wrong = 0
                tries.locked_until = now + LOCKOUT_SECONDS
            return False


@dataclass
class ClientAccess:
    """One browser session's right to edit."""

    table: TableLock
    client: str
    unlocked: bool = False

    @property
    def can_edit(self) -> bool:
        return not self.table.shared or self.unlocked

    def unlock(self, entered: str) -> bool:
        if self.table.try_pin(self.client, entered):
            self.unlocked = True
        return self.unlocked

    def require_edit(self) -> None:
        if not self.can_edit:
            raise EditRefused("editing needs the table PIN")
