"""Start the companion: a desktop window where possible, otherwise the web app."""

from __future__ import annotations

import argparse
import gc
import os
import sys
from pathlib import Path
from typing import Any

from companion.server.gate import SHUT_OUT
from companion.table.access import is_loopback, new_pin, valid_pin

ASSETS = Path(__file__).resolve().parent.parent / "assets"
DEFAULT_PORT = 8550
DATA_ENV = "TABLE_COMPANION_DATA"
SHUT_OUT_RANGE = (1.0, 3600.0)
"""``--shut-out``: seconds an address closed for flooding may open no new connection
(`companion.server.gate`; default `SHUT_OUT`)."""


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="companion", description="Table Companion")
    parser.add_argument("--web", action="store_true", help="serve the web app even with a display")
    parser.add_argument("--host", default="127.0.0.1",
                        help="address to serve on (0.0.0.0 shares the table on the network)")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, help="web port (default 8550)")
    parser.add_argument("--data-dir", default=os.environ.get(DATA_ENV),
                        help=f"data folder (also {DATA_ENV})")
    parser.add_argument("--pin", default=None,
                        help="table PIN (4-6 digits) for a shared table; random when not given")
    parser.add_argument("--shut-out", type=float, default=SHUT_OUT, metavar="SECONDS",
                        help=f"seconds a phone's address closed for flooding may not connect "
                             f"(default {SHUT_OUT:.0f}, {SHUT_OUT_RANGE[0]:.0f} to "
                             f"{SHUT_OUT_RANGE[1]:.0f})")
    args = parser.parse_args(argv)
    if args.pin is not None and not valid_pin(args.pin):
        parser.error("--pin must be 4 to 6 digits")
    if not SHUT_OUT_RANGE[0] <= args.shut_out <= SHUT_OUT_RANGE[1]:
        parser.error(f"--shut-out must be {SHUT_OUT_RANGE[0]:.0f} to "
                     f"{SHUT_OUT_RANGE[1]:.0f} seconds")
    return args


def wants_web(args: argparse.Namespace) -> bool:
    if args.web or not is_loopback(args.host):
        return True  # a shared table is a web server by nature
    has_display = bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    if sys.platform.startswith("linux") and not has_display:
        return True
    try:
        import flet_desktop  # noqa: F401
    except ImportError:
        return True
    return False


def data_dir(args: argparse.Namespace) -> Path:
    if args.data_dir:
        return Path(args.data_dir).expanduser()
    import platformdirs

    return Path(platformdirs.user_data_dir("table-companion", appauthor=False))


def open_table(args: argparse.Namespace) -> object:
    """The store and the table's PIN; a shared table prints its address, QR code and PIN."""
    from companion.games import outcome, plugin
    from companion.shell import Table
    from companion.store import Repository
    from companion.table.access import TableLock
    from companion.table.share_link import share_url, terminal_banner

    folder = data_dir(args)
    repo = Repository(folder, outcome=outcome,
                      describe=lambda e, s: plugin(s.game).describe_entry(e, s),
                      rows=lambda game: plugin(game).rows)
    # A long-lived server holds the store's index (years of games: hundreds of thousands of
    # small objects) and many sessions' screens. Everything built at startup lives as long
    # as the process, so it is moved out of the collector's sight: every later collection
    # would otherwise walk it all again (~0.2 s per full pass with a large index).
    gc.freeze()
    shared = not is_loopback(args.host)
    lock = TableLock(pin=(args.pin or new_pin()) if shared else None)
    url = share_url(args.host, args.port) if shared else None
    table = Table(repo=repo, data_dir=folder, lock=lock, share_url=url, view_url=url,
                  notices=list(repo.notices))
    if url and lock.pin and table.join_url:
        print(terminal_banner(table.join_url, url, lock.pin), flush=True)
    return table


def _plugin(game: str) -> Any:
    """The game's plugin (its rules and screens), loaded when first needed."""
    from companion.games import plugin

    return plugin(game)


def upload_folder() -> Path:
    """A private folder (0700) for backup files sent from a browser, removed at exit.

    A browser sends a picked file over HTTP in pieces, not in one websocket frame; the
    upload URLs are signed with a key made at start unless FLET_SECRET_KEY is set.
    """
    import atexit
    import secrets
    import shutil
    import tempfile

    from companion.vm.settings import MAX_IMPORT, UPLOAD_ENV

    folder = tempfile.mkdtemp(prefix="table-companion-upload-")
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    os.environ[UPLOAD_ENV] = folder
    os.environ.setdefault("FLET_SECRET_KEY", secrets.token_urlsafe(32))
    os.environ.setdefault("FLET_MAX_UPLOAD_SIZE", str(MAX_IMPORT))
    return Path(folder)


ALLOCATOR = "PYTHONMALLOC"


def on_system_allocator(argv: list[str] | None) -> None:
    """Start the web server again on the system's allocator, unless one was chosen.

    Python's own small-object allocator hands memory back only in whole arenas; after a
    night of pages opened and closed a few long-lived objects kept most arenas, and the
    server stayed near its peak (2.7x its start after 800 pages; 1.1x on the system's
    allocator, whose freed pages `companion.server.quiet_gc.give_back` returns). Set
    PYTHONMALLOC yourself to keep another allocator."""
    if os.environ.get(ALLOCATOR) or not sys.platform.startswith("linux"):
        return
    os.environ[ALLOCATOR] = "malloc"
    os.execv(sys.executable, [sys.executable, "-m", "companion",
                              *(sys.argv[1:] if argv is None else argv)])


def main(argv: list[str] | None = None) -> None:
    args = parse_args(argv)
    if wants_web(args):
        on_system_allocator(argv)
    import flet as ft

    from companion.server.peers import note_peer
    from companion.server.serve import SESSION_GRACE_SECONDS, AppLoader, load_app
    from companion.store import StorageError

    try:
        table: Any = open_table(args)
    except StorageError as trouble:
        sys.exit(f"Table Companion: {trouble}")
    if wants_web(args):
        shown = "127.0.0.1" if args.host == "0.0.0.0" else args.host
        print(f"Table Companion: open http://{shown}:{args.port}", flush=True)
        # A closed browser's session is dropped within seconds, not after Flet's hour.
        os.environ.setdefault("FLET_SESSION_TIMEOUT", str(SESSION_GRACE_SECONDS))
        # The address a connection came from is the socket's: no X-Forwarded-For header is
        # believed, from any address (who is host depends on it, `Client.is_host`).
        os.environ["FORWARDED_ALLOW_IPS"] = ""
        from companion.server.transport import last_sent, quiet_sends

        quiet_sends()  # no debug text of every control sent (companion.server.transport)
        from companion.server.gate import install as bound_connections

        bound_connections(args.shut_out)  # no phone can flood the table (companion.server.gate)
        from companion.server.stopping import stop_within

        stop_within(table.repo.close)  # stops within 5 s of SIGTERM (companion.server.stopping)
        from companion.server.quiet_gc import QuietCollector

        collector = QuietCollector(last_sent)  # full collections when no phone waits
        collector.start()
        from companion.server.status import install

        # kill -USR1 prints a status line
        install(lambda: sum(table.connected.values()), collector.done)
        # The server answers first; the app loads in a thread meanwhile (companion.server.serve).
        loader = AppLoader(table, args.host, args.port)
        loader.start()
        ft.run(loader.main(), before_main=note_peer, view=ft.AppView.WEB_BROWSER,
               host=args.host, port=args.port, no_cdn=True, assets_dir=str(ASSETS),
               upload_dir=str(upload_folder()))
    else:
        load_app()
        from companion.app import make_main

        ft.run(make_main(table, desktop=True), assets_dir=str(ASSETS))


if __name__ == "__main__":
    main()
