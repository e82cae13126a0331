"""The web server starts before the app is loaded; the app loads once the server answers,
and a page that connects sooner waits for it (`companion.server.serve`). Each case runs in a fresh
interpreter, where nothing of the app is imported yet."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run(script: str, tmp_path: Path) -> dict[str, object]:
    done = subprocess.run([sys.executable, "-c", textwrap.dedent(script), str(tmp_path)],
                          cwd=ROOT, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    return dict(json.loads(done.stdout.strip().splitlines()[-1]))


def test_the_table_opens_without_loading_the_screens_or_the_games_screens(tmp_path: Path) -> None:
    seen = run("""
        import json, sys
        from companion.__main__ import open_table, parse_args
        from companion.server.serve import AppLoader
        table = open_table(parse_args(["--web", "--data-dir", sys.argv[1]]))
        AppLoader(table, "127.0.0.1", 1).main()
        loaded = [m for m in ("companion.app", "companion.views", "companion.games.spitzer",
                              "companion.games.spitzweg", "flet_charts") if m in sys.modules]
        print(json.dumps({"loaded": loaded, "players": len(table.repo.players())}))
    """, tmp_path)
    assert seen == {"loaded": [], "players": 0}


def test_the_app_loads_once_the_server_answers_and_a_page_waits_for_it(
        tmp_path: Path) -> None:
    seen = run("""
        import asyncio, json, socket, sys, threading, time
        from companion.server.serve import AppLoader

        server = socket.socket()
        server.bind(("127.0.0.1", 0))
        loader = AppLoader("table 1", "0.0.0.0", server.getsockname()[1], wait_seconds=60)
        before = "companion.app" in sys.modules
        loader.start()
        time.sleep(0.3)
        waiting = not loader.loaded.is_set()  # nothing answers on the port yet
        server.listen()
        answered = loader.loaded.wait(60)
        after = "companion.app" in sys.modules

        import companion.app
        calls = []
        companion.app.make_main = lambda table: lambda page: calls.append([table, page])
        asyncio.run(loader.main()("page 1"))
        # a page that comes before the app is loaded waits for it
        late = AppLoader("table 2", "127.0.0.1", 1)
        threading.Timer(0.3, late.loaded.set).start()
        start = time.monotonic()
        asyncio.run(late.main()("page 2"))
        waited = time.monotonic() - start
        print(json.dumps({"before": before, "waiting": waiting, "answered": answered,
                          "after": after, "calls": calls, "waited": waited >= 0.29}))
    """, tmp_path)
    assert seen == {"before": False, "waiting": True, "answered": True, "after": True,
                    "calls": [["table 1", "page 1"], ["table 2", "page 2"]], "waited": True}
