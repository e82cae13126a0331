"""Phones on loopback: a real browser that the server sees connecting from 127.0.0.N.

A browser cannot choose the address it connects from. `Forwarder` listens on 127.0.0.1 at a
free port and copies every connection, byte for byte in both directions, to the server,
connecting from 127.0.0.N (N >= 2). The server sees the phone's address 127.0.0.N, as it
would see a phone on the Wi-Fi; no packet leaves loopback. Raw clients bind their source
address themselves (`tests.e2e.flet_ws.RawClient.open(source=...)`).
"""

from __future__ import annotations

import contextlib
import socket
import threading
from urllib.parse import urlsplit

CHUNK = 65536


def phone_address(n: int = 2) -> str:
    """The loopback address of phone ``n`` (2 and up; 127.0.0.1 is the host)."""
    assert 2 <= n <= 254, "phones are 127.0.0.2 to 127.0.0.254"
    return f"127.0.0.{n}"


def _pump(source: socket.socket, target: socket.socket) -> None:
    """Copy ``source`` to ``target`` until ``source`` ends, then end ``target``'s sending."""
    try:
        while data := source.recv(CHUNK):
            target.sendall(data)
    except OSError:
        pass
    finally:
        with contextlib.suppress(OSError):
            target.shutdown(socket.SHUT_WR)


class Forwarder:
    """Listens on 127.0.0.1:``port`` and forwards to ``target`` from ``source``."""

    def __init__(self, target: tuple[str, int], source: str) -> None:
        self.target, self.source = target, source
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port: int = self.listener.getsockname()[1]
        threading.Thread(target=self._accept, name=f"phone {source}", daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                phone, _ = self.listener.accept()
            except OSError:
                return  # closed
            threading.Thread(target=self._carry, args=(phone,), daemon=True).start()

    def _carry(self, phone: socket.socket) -> None:
        try:
            server = socket.create_connection(self.target, timeout=30,
                                              source_address=(self.source, 0))
        except OSError:
            phone.close()
            return
        server.settimeout(None)
        for sock in (phone, server):
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        back = threading.Thread(target=_pump, args=(server, phone), daemon=True)
        back.start()
        _pump(phone, server)
        back.join()
        phone.close()
        server.close()

    def close(self) -> None:
        self.listener.close()


_FORWARDERS: dict[tuple[str, int, str], Forwarder] = {}
_LOCK = threading.Lock()


def phone_url(url: str, n: int = 2) -> str:
    """``url`` (the server's 127.0.0.1 address) as phone ``n`` opens it: through a
    `Forwarder`, so that the server sees a connection from 127.0.0.``n``, not the host's.
    One forwarder per server and phone, kept for the test run."""
    parts = urlsplit(url)
    assert parts.hostname is not None and parts.port is not None, url
    key = (parts.hostname, parts.port, phone_address(n))
    with _LOCK:
        forwarder = _FORWARDERS.get(key)
        if forwarder is None:
            forwarder = _FORWARDERS[key] = Forwarder(key[:2], key[2])
    rest = url.split(f"{parts.hostname}:{parts.port}", 1)[1]
    return f"{parts.scheme}://127.0.0.1:{forwarder.port}{rest}"
