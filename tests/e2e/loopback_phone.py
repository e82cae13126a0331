"""A phone on loopback: a forwarder that Chromium opens on 127.0.0.1 and that connects to the
app server from another loopback address (127.0.0.2 and up), so the server sees a phone, not
the host's own browser. Traffic stays on loopback."""

from __future__ import annotations

import contextlib
import socket
import threading
from collections.abc import Iterator


def _pipe(source: socket.socket, target: socket.socket) -> None:
    with contextlib.suppress(OSError):
        while data := source.recv(65536):
            target.sendall(data)
    for end in (source, target):
        with contextlib.suppress(OSError):
            end.shutdown(socket.SHUT_RDWR)


class LoopbackPhone:
    """Listens on 127.0.0.1 (a free port); each connection goes on to ``server_port`` on
    127.0.0.1 from ``source``."""

    def __init__(self, server_port: int, source: str) -> None:
        self.server_port = server_port
        self.source = source
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self.sockets: list[socket.socket] = []
        self.thread = threading.Thread(target=self._accept, daemon=True)
        self.thread.start()

    def url(self, server_url: str) -> str:
        """``server_url`` (any host, the server's port) as this phone opens it."""
        scheme, _, rest = server_url.partition("://")
        path = rest.partition("/")[2]
        return f"{scheme}://127.0.0.1:{self.port}/{path}"

    def _accept(self) -> None:
        with contextlib.suppress(OSError):
            while True:
                client, _address = self.listener.accept()
                server = socket.create_connection(("127.0.0.1", self.server_port),
                                                  source_address=(self.source, 0))
                self.sockets += [client, server]
                for a, b in ((client, server), (server, client)):
                    threading.Thread(target=_pipe, args=(a, b), daemon=True).start()

    def close(self) -> None:
        self.listener.close()
        for end in self.sockets:
            with contextlib.suppress(OSError):
                end.close()


@contextlib.contextmanager
def loopback_phones(server_port: int, count: int, first: int = 2) -> Iterator[list[LoopbackPhone]]:
    """``count`` phones from 127.0.0.<first>, 127.0.0.<first + 1>, ..."""
    phones = [LoopbackPhone(server_port, f"127.0.0.{first + n}") for n in range(count)]
    try:
        yield phones
    finally:
        for phone in phones:
            phone.close()
