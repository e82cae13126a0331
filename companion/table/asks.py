"""Asking the host to edit: the way in that no stranger can block.

Wrong PINs from anywhere slow PIN entry down for the whole table (`companion.table.access`), so a
stranger guessing PINs also keeps a real player's right PIN waiting. A phone can instead ask
the host: it gets a short code, the host's Live table lists the request with the phone's
address and the same code, and the host taps Allow. The request costs the phone no PIN try
and waits for no one else's wrong tries.

Bounds, so that asking cannot be used to flood the host: one open request per address (a
new one replaces it), `MAX_OPEN` open at once, each for `ASK_SECONDS`; an address the host
denied may ask again after `DENIED_SECONDS`.
"""

from __future__ import annotations

import secrets
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

CODE_ALPHABET = "ACDEFHJKLMNPRTUVWXY34679"
"""Letters and digits that are not mistaken for one another when read aloud or at a glance."""
CODE_LENGTH = 4
MAX_OPEN = 12
ASK_SECONDS = 180.0
DENIED_SECONDS = 60.0


@dataclass(frozen=True)
class JoinAsk:
    """A phone's request to edit, as the host sees it (published on the alerts topic)."""

    code: str
    peer: str
    client_id: str
    at: float


@dataclass(frozen=True)
class JoinAnswer:
    """The host's answer to the request of the page ``client_id``."""

    client_id: str
    allowed: bool


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


@dataclass
class JoinAsks:
    """The open requests of one table."""

    clock: Callable[[], float] = time.monotonic
    _open: dict[str, JoinAsk] = field(default_factory=dict)
    """Open requests by address."""
    _denied: dict[str, float] = field(default_factory=dict)
    """Until when an address the host denied may not ask again."""
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def _forget_old(self, now: float) -> None:
        for peer in [p for p, a in self._open.items() if a.at + ASK_SECONDS <= now]:
            del self._open[peer]
        for peer in [p for p, until in self._denied.items() if until <= now]:
            del self._denied[peer]

    def ask(self, peer: str, client_id: str) -> JoinAsk | None:
        """A new request of the page ``client_id`` from ``peer``; None when that address
        was just denied or too many requests are open."""
        with self._lock:
            now = self.clock()
            self._forget_old(now)
            if peer in self._denied:
                return None
            if peer not in self._open and len(self._open) >= MAX_OPEN:
                return None
            codes = {a.code for a in self._open.values()}
            code = new_code()
            while code in codes:
                code = new_code()
            request = self._open[peer] = JoinAsk(code, peer, client_id, now)
            return request

    def open(self) -> list[JoinAsk]:
        """The open requests, oldest first."""
        with self._lock:
            self._forget_old(self.clock())
            return sorted(self._open.values(), key=lambda a: a.at)

    def answer(self, code: str, allowed: bool) -> JoinAsk | None:
        """Close the request with ``code``; None when there is none (any more)."""
        with self._lock:
            now = self.clock()
            self._forget_old(now)
            found = next((a for a in self._open.values() if a.code == code), None)
            if found is None:
                return None
            del self._open[found.peer]
            if not allowed:
                self._denied[found.peer] = now + DENIED_SECONDS
            return found

    def deny_all(self) -> list[JoinAsk]:
        with self._lock:
            now = self.clock()
            self._forget_old(now)
            denied = list(self._open.values())
            for request in denied:
                self._denied[request.peer] = now + DENIED_SECONDS
            self._open.clear()
            return denied
