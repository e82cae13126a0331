"""Issue 9.3 (store part): 8 threads adding rounds to one session lose nothing and duplicate
nothing; the final totals equal those of the serial replay."""

from __future__ import annotations

import threading
from pathlib import Path

from companion.store import Repository
from tests.companion.store.helpers import points_outcome, seats
from tests.conftest import RecordFigure
from tests.rows import as_row

THREADS = 8


def test_eight_threads_on_one_session(tmp_path: Path, long_run: bool,
                                      record_figure: RecordFigure) -> None:
    """Size: 8 threads x 25 saves at once in `make test` (200 saves racing on one session
    file: a lost update shows as a missing row); 100 each in `make soak` (``--long``)."""
    rounds = 100 if long_run else 25
    repo = Repository(tmp_path / "data", points_outcome)
    players = [repo.add_player(f"P{n}") for n in range(THREADS)]
    sid = repo.create_session("spitzer", seats(*players[:4])).id
    start = threading.Barrier(THREADS)
    errors: list[BaseException] = []

    def writer(t: int) -> None:
        start.wait()
        try:
            for n in range(rounds):
                repo.add_entry(sid, as_row("points", {"points": {players[t % 4].id: n + 1},
                                               "by": [t, n]}), author=f"T{t}")
                if n % 10 == 3:  # reads interleaved with the writes
                    repo.list_sessions()
                    repo.statistics()
        except BaseException as error:
            errors.append(error)

    threads = [threading.Thread(target=writer, args=(t,)) for t in range(THREADS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    repo.close()

    with Repository(tmp_path / "data", points_outcome) as repo:
        stored = repo.session(sid)
        marks = [tuple(e.data["by"]) for e in stored.entries]
        replay = Repository(tmp_path / "replay", points_outcome)
        twin = replay.create_session("spitzer", stored.seats).id
        for entry in stored.entries:
            replay.add_entry(twin, as_row("points", entry.data))
        serial = replay.session(twin).outcome.last.totals
        replay.close()
        lost = THREADS * rounds - len(set(marks))
        duplicated = len(marks) - len(set(marks))
        record_figure("store concurrency", f"{THREADS} threads x {rounds} rounds, "
                      f"{len(marks)} stored, {lost} lost, {duplicated} duplicated, totals equal "
                      f"serial replay: {stored.outcome.last.totals == serial}")
        assert (lost, duplicated) == (0, 0)
        assert sorted(marks) == [(t, n) for t in range(THREADS) for n in range(rounds)]
        for t in range(THREADS):  # each thread's rounds in its own order
            assert [n for (u, n) in marks if u == t] == list(range(rounds))
        assert stored.outcome.last.totals == serial
        expected = {p.id: sum(range(1, rounds + 1)) * 2 for p in players[:4]}
        assert serial == expected
        assert len(repo.edit_history(sid)) == THREADS * rounds
