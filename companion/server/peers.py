"""The connection address of each new page, as the web server saw it."""

from __future__ import annotations

from typing import Any

peers: dict[int, str] = {}
"""Connection address of each new page, noted by `note_peer` and taken by the app's
``make_main`` when the page's app starts."""


def note_peer(page: Any) -> None:
    """Flet's ``before_main``: runs while the registration is handled, after Flet set
    ``client_ip`` from the websocket connection and before any property update the browser
    sends is applied, so the value here is the connection's address, not a forged one."""
    peers[id(page)] = str(page.client_ip or "")
