"""Sharing the table: the address phones open, its QR code, what the host terminal prints."""

from __future__ import annotations

import io
import socket

import segno


def lan_address() -> str:
    """This computer's address on the local network (no packet is sent), else 127.0.0.1."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.255.255.255", 1))
        found: str = probe.getsockname()[0]
        return found
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()


def share_url(host: str, port: int) -> str:
    shown = lan_address() if host in ("0.0.0.0", "::", "") else host
    if ":" in shown:
        shown = f"[{shown}]"
    return f"http://{shown}:{port}"


def qr_modules(text: str) -> list[list[bool]]:
    """The QR code as rows of dark (True) / light modules, without the quiet zone."""
    code = segno.make(text, error="m")
    return [[bool(cell) for cell in row] for row in code.matrix]


def terminal_banner(join_url: str, view_url: str, pin: str) -> str:
    """The players' QR code (its link carries the table's join token: no PIN needed), the
    spectators' address and the PIN for typing."""
    code = segno.make(join_url, error="m")
    out = io.StringIO()
    code.terminal(out=out, compact=True)
    return (f"Table Companion: players scan this code to join and edit:\n{out.getvalue()}"
            f"Players' link: {join_url}\nSpectators (view only): {view_url}\n"
            f"Table PIN (to edit from the spectators' address): {pin}\n")
