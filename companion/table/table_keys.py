"""A key per table of a league night: each table's QR code carries its own random token, and a
phone that opened it may edit that table only.

The server keeps the keys (never stored: a restarted server hands out new codes). A phone's
right is the token the server validated when the phone's connection opened the link, checked
again at every edit: the host renewing a table's key (a lost phone) takes the right from every
phone that joined with the old one.
"""

from __future__ import annotations

import hmac
import secrets
import threading
from dataclasses import dataclass, field

TOKEN_BYTES = 24


def _same(offered: str, key: str) -> bool:
    typed = offered.strip().encode("utf-8", "replace")[:128]
    return hmac.compare_digest(typed, key.encode())


@dataclass
class TableKeys:
    """session id -> the key of that table's code."""

    _keys: dict[str, str] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def key(self, session_id: str) -> str:
        """The table's key (made the first time its code is shown)."""
        with self._lock:
            found = self._keys.get(session_id)
            if found is None:
                found = self._keys[session_id] = secrets.token_urlsafe(TOKEN_BYTES)
            return found

    def renew(self, session_id: str) -> str:
        """A new key for the table: the old code, and every phone that joined with it, no
        longer edits it."""
        with self._lock:
            found = self._keys[session_id] = secrets.token_urlsafe(TOKEN_BYTES)
            return found

    def find(self, offered: str) -> str | None:
        """The table whose key ``offered`` is (None: no table's)."""
        with self._lock:
            keys = list(self._keys.items())
        hits = [session_id for session_id, key in keys if _same(offered, key)]
        return hits[0] if hits else None

    def valid(self, session_id: str, token: str) -> bool:
        """Whether ``token`` is still the table's key."""
        with self._lock:
            key = self._keys.get(session_id)
        return key is not None and _same(token, key)
