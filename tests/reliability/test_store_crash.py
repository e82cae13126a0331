"""Issue 9.1, crash safety: a writer process killed with SIGKILL at a random moment loses
nothing it had acknowledged. Runs: TC_KILL_RUNS (default 40), 300 with --long."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

from companion.store import Repository
from tests.conftest import RecordFigure

ROOT = Path(__file__).resolve().parents[2]

# The child acknowledges a save on stdout only after the call returned; a new game every
# 15 rounds (numbered from 1 in each game) and a finish every 40 exercise the index as well
# as the session files.
WRITER = textwrap.dedent("""
    import sys
    from pathlib import Path
    from companion.models import Seat
    from companion.store import Repository
    repo = Repository(Path(sys.argv[1]))
    def new_game():
        sid = repo.create_session("spitzer", [Seat(player_id="a", name="A")]).id
        print("S", sid, flush=True)
        return sid
    sid = new_game()
    print("ready", flush=True)
    n = k = 0
    while True:
        n += 1
        k += 1
        repo.add_entry(sid, "points", {"points": {"a": k}})
        print("E", sid, k, flush=True)
        if n % 40 == 0:
            repo.finish(sid)
            print("F", sid, flush=True)
        if n % 15 == 0:
            sid = new_game()
            k = 0
""")


def one_run(folder: Path, rng: random.Random) -> list[list[str]]:
    child = subprocess.Popen([sys.executable, "-c", WRITER, str(folder)], cwd=ROOT,
                             stdout=subprocess.PIPE, text=True)
    assert child.stdout is not None
    lines = []
    while True:  # wait until it is saving
        line = child.stdout.readline()
        assert line, "writer ended before it was ready"
        lines.append(line.split())
        if line.startswith("ready"):
            break
    time.sleep(rng.uniform(0.0, 0.25))
    os.kill(child.pid, signal.SIGKILL)
    # a line cut off by the kill (no newline yet) was not acknowledged
    lines += [line.split() for line in child.stdout.read().split("\n")[:-1] if line]
    child.wait()
    return lines


def test_killed_writer_loses_no_acknowledged_save(tmp_path: Path, long_run: bool,
                                                  record_figure: RecordFigure) -> None:
    """Size: 40 writers killed at random moments in `make test` (each kill falls somewhere in
    a stream of saves, so the runs cover kills before, during and after a file's replace);
    300 in `make soak` (``--long``)."""
    runs = 300 if long_run else int(os.environ.get("TC_KILL_RUNS", "40"))
    rng = random.Random(9)
    folder = tmp_path / "data"
    acknowledged: dict[str, int] = {}  # session -> last acknowledged round
    finished: set[str] = set()
    lost = 0
    for _ in range(runs):
        for ack in one_run(folder, rng):
            if ack[0] == "S":
                acknowledged[ack[1]] = 0
            elif ack[0] == "E":
                acknowledged[ack[1]] = int(ack[2])
            elif ack[0] == "F":
                finished.add(ack[1])
        with Repository(folder) as repo:  # opening never raises
            stored = {s.id: s for s in repo.list_sessions(limit=10**6)}
            for sid, last in acknowledged.items():
                if sid not in stored:
                    lost += last + 1
                    continue
                points = [e.data["points"]["a"] for e in repo.session(sid).entries]
                # every acknowledged round, in order, no duplicates (one more may have been
                # written but not yet acknowledged)
                assert points == list(range(1, len(points) + 1))
                lost += max(0, last - len(points))
                acknowledged[sid] = len(points)
                assert stored[sid].rounds == len(points)
                if sid in finished:
                    assert stored[sid].finished_at is not None
    saves = sum(acknowledged.values()) + len(acknowledged)
    record_figure("crash safety", f"{runs} SIGKILL runs, {saves} acknowledged saves, "
                  f"{lost} lost")
    assert lost == 0
