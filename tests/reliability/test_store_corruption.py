"""Issue 9.2, corruption: truncations and random byte flips of the index and of a session
file. Opening never raises; the bad file is set aside, the backup restored, the user told;
nothing is silently lost. `make test`: the truncation points on both sides of every
structural byte and every 8th point, and 500 flips per file; ``--long``: every truncation
point and 2,500 flips per file."""

from __future__ import annotations

import os
import random
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path

import pytest

from companion.store import Repository
from tests.companion.store.helpers import points_outcome, seats
from tests.conftest import RecordFigure
from tests.rows import as_row


@pytest.fixture(scope="module")
def pristine(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    """A small real store in which every file has a backup one save older."""
    folder = tmp_path_factory.mktemp("pristine") / "data"
    with Repository(folder, points_outcome) as repo:
        anna, ben = repo.add_player("Anna"), repo.add_player("Ben")
        first = repo.create_session("spitzer", seats(anna, ben)).id
        second = repo.create_session("spitzweg", seats(ben, anna)).id
        for n in range(3):
            repo.add_entry(first, as_row("points", {"points": {anna.id: n, ben.id: 2}}), "Anna")
            repo.add_entry(second, as_row("points", {"points": {ben.id: n}}), "Ben")
    with Repository(folder, points_outcome) as repo:
        repo.add_entry(first, as_row("points", {"points": {anna.id: 9}}), "Ben")
        repo.finish(second)
    return folder, first


def state(repo: Repository) -> list[tuple[object, ...]]:
    return [(s.id, s.rounds, s.finished_at, s.outcome) for s in repo.list_sessions()]


def run_cases(pristine: tuple[Path, str], target: str, cases: list[Callable[[bytes], bytes]],
              work: Path) -> tuple[int, int, int]:
    folder, sid = pristine
    with Repository(folder, points_outcome) as repo:
        expected_list = state(repo)
        current = repo.session(sid)
    path = target.format(sid=sid)
    backup_bytes = (folder / f"{path}.bak").read_bytes()
    crashes = silent = 0
    for damage in cases:
        shutil.rmtree(work, ignore_errors=True)
        shutil.copytree(folder, work)
        original = (work / path).read_bytes()
        damaged = damage(original)
        (work / path).write_bytes(damaged)
        try:
            with Repository(work, points_outcome) as repo:
                got = repo.session(sid) if path.startswith("sessions") else None
                listing = state(repo)
                told = bool(repo.notices)
        except Exception:
            crashes += 1
            continue
        set_aside = list((work / path).parent.glob(f"{Path(path).name}.unreadable-*"))
        if path.startswith("sessions"):
            # the session is the backup's version (one round older), never anything else
            ok = (got is not None and got.entries == current.entries[:-1] and told
                  and set_aside and set_aside[0].read_bytes() == damaged
                  and (work / path).read_bytes() == backup_bytes)
        else:  # the index is restored, then brought up to date from the session files
            ok = listing == expected_list and told and len(set_aside) == 1
        silent += not ok
    return len(cases), crashes, silent


STRUCTURE = frozenset(b'{}[],:"')
"""JSON's structural bytes: a cut just before or after one of them ends the file between two
tokens, inside a key or value, or in the checksum's header."""
STRIDE = 8
"""In `make test`, every 8th truncation point besides the structural ones: cuts inside
numbers, ids, names and the checksum."""


def truncation_points(data: bytes, every: bool) -> list[int]:
    """Every point (``--long``), or those at the file's two ends, beside a structural byte and
    every `STRIDE`th: each region of the file (header, checksum, keys, values, brackets)
    cut at its edges and inside."""
    size = len(data)
    return [n for n in range(size)
            if every or n < STRIDE or n >= size - STRIDE or n % STRIDE == 0
            or data[n - 1] in STRUCTURE or data[n] in STRUCTURE]


def truncations(points: list[int]) -> list[Callable[[bytes], bytes]]:
    return [lambda data, n=n: data[:n] for n in points]  # type: ignore[misc]


def flips(count: int, size: int, seed: int) -> list[Callable[[bytes], bytes]]:
    rng = random.Random(seed)

    def flip(data: bytes, at: int, mask: int) -> bytes:
        return data[:at] + bytes([data[at] ^ mask]) + data[at + 1:]

    spots = [(rng.randrange(size), rng.randrange(1, 256)) for _ in range(count)]
    return [lambda data, a=at, m=mask: flip(data, a, m) for at, mask in spots]  # type: ignore[misc]


def scratch(tmp_path: Path) -> Path:
    """Thousands of opens: on a RAM disk where there is one (fsync costs nothing there; what
    is tested here is the reading and recovering, crash safety is test_store_crash.py)."""
    shm = Path("/dev/shm")
    if shm.is_dir() and os.access(shm, os.W_OK):
        return Path(tempfile.mkdtemp(dir=shm)) / "work"
    return tmp_path / "work"


@pytest.mark.parametrize("target", ["index.json", "sessions/{sid}.json"])
def test_damaged_store_file(pristine: tuple[Path, str], target: str, tmp_path: Path,
                            long_run: bool, record_figure: RecordFigure) -> None:
    """Size: in `make test` the truncations at both sides of every structural byte and at
    every 8th point, and 500 random byte flips (flips land in keys, values, brackets and
    quotes alike); in `make soak` (``--long``) every truncation and 2,500 flips."""
    data = (pristine[0] / target.format(sid=pristine[1])).read_bytes()
    size = len(data)
    count = 2500 if long_run else 500
    points = truncation_points(data, every=long_run)
    cases = truncations(points) + flips(count, size, seed=len(target))
    work = scratch(tmp_path)
    try:
        total, crashes, silent = run_cases(pristine, target, cases, work)
    finally:
        shutil.rmtree(work.parent, ignore_errors=True)
    name = target.split("/")[0]
    sized = ("long size" if long_run else
             f"quick size; --long: all {size} truncations and 2,500 flips")
    record_figure(f"corruption of {name}", f"{total} cases ({len(points)} of {size} truncation "
                  f"points, {count} byte flips), {crashes} crashes, {silent} silent data "
                  f"losses ({sized})")
    assert (crashes, silent) == (0, 0)
