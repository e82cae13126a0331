"""Start the companion: a desktop window where possible, otherwise the web app."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ASSETS = Path(__file__).resolve().parent.parent / "assets"
DEFAULT_PORT = 8550


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="companion", description="Table Companion")
    parser.add_argument("--web", action="store_true", help="serve the web app even with a display")
    parser.add_argument("--host", default="127.0.0.1",
                        help="address to serve on (0.0.0.0 shares the table on the network)")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, help="web port (default 8550)")
    parser.add_argument("--data-dir", default=os.environ.get("TABLE_COMPANION_DATA"),
                        help="data folder (also TABLE_COMPANION_DATA)")
    return parser.parse_args(argv)


def wants_web(args: argparse.Namespace) -> bool:
    if args.web:
        return True
    has_display = bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    if sys.platform.startswith("linux") and not has_display:
        return True
    try:
        import flet_desktop  # noqa: F401
    except ImportError:
        return True
    return False


def main(argv: list[str] | None = None) -> None:
    args = parse_args(argv)
    import flet as ft

    from companion.app import build

    if wants_web(args):
        shown = "127.0.0.1" if args.host in ("127.0.0.1", "0.0.0.0") else args.host
        print(f"Table Companion: open http://{shown}:{args.port}", flush=True)
        ft.run(build, view=ft.AppView.WEB_BROWSER, host=args.host, port=args.port,
               no_cdn=True, assets_dir=str(ASSETS))
    else:
        ft.run(build, assets_dir=str(ASSETS))


if __name__ == "__main__":
    main()
