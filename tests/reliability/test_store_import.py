"""Issue 9.4 (import part): random and adversarial backup files are refused with a clear
ValueError, never a traceback or a hang, in bounded memory; the stored data stays byte-for-byte."""

from __future__ import annotations

import json
import time
import tracemalloc
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.store import Repository
from tests.companion.store.helpers import points_outcome, seats
from tests.conftest import RecordFigure
from tests.rows import as_row

TIME_LIMIT = 5.0
JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda children: st.lists(children, max_size=5)
    | st.dictionaries(st.text(max_size=8), children, max_size=5), max_leaves=30)


def snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*"))
            if p.is_file() and p.name != ".lock"}


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    folder = tmp_path_factory.mktemp("import") / "data"
    repo = Repository(folder, points_outcome)
    anna, ben = repo.add_player("Anna"), repo.add_player("Ben")
    sid = repo.create_session("spitzer", seats(anna, ben)).id
    repo.add_entry(sid, as_row("points", {"points": {anna.id: 3}}))
    repo.close()
    repo = Repository(folder, points_outcome)
    valid = json.loads(repo.export_bytes())
    yield repo, snapshot(folder), valid
    repo.close()


def adversarial(valid: dict) -> list[bytes]:  # type: ignore[type-arg]
    def variant(path: list[object], value: object) -> bytes:
        doc = json.loads(json.dumps(valid))
        node = doc
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = value
        return json.dumps(doc).encode()

    session = ["sessions", 0, "session"]
    entry = [*session, "entries", 0]
    return [
        b"", b"null", b"0", b'"backup"', b"\x00" * 1000, b"\xef\xbb\xbf{}",
        b"[" * 1_000_000,
        b'{"format":"table-companion-backup","d":' + b'{"a":' * 200_000 + b"1" + b"}" * 200_001,
        b'{"format":"table-companion-backup","n":' + b"1" * 4301 + b"}",
        b'{"format":"table-companion-backup","n":NaN}',
        b'{"format":"table-companion-backup","n":-1e400}',
        b" " * (50 * 1024 * 1024),
        b'{"format":"table-companion-backup","s":"' + b"x" * (50 * 1024 * 1024) + b'"}',
        variant(["schema_version"], 99),
        variant(["players"], {"not": "a list"}),
        variant(["players", 0, "name"], "x" * 1_000_000),
        variant(["players", 0, "name"], 12),
        variant(["players", 0, "id"], "../../../etc/passwd"),
        variant([*session, "id"], "..%2F..%2Findex"),
        variant([*session, "id"], ""),
        variant([*session, "game"], "chess"),
        variant([*session, "seats"], "everyone"),
        variant([*session, "created_at"], "yesterday"),
        variant([*session, "elapsed_seconds"], 10**400),
        variant([*entry, "data"], [1, 2]),
        variant([*entry, "data"], {"points": json.loads("[" * 80 + "]" * 80)}),
        variant([*entry, "id"], "../x"),
        variant([*session, "outcome", "totals"], {"a": "many"}),
        variant(["sessions", 0, "history"], [{"action": "explode"}]),
        variant(["sessions"], [valid["sessions"][0], valid["sessions"][0]]),
        variant(["saved"], [{"id": 1}]),
        variant(["settings"], {"language": "fr"}),
        variant(["extra"], True),
    ]


def attempt(repo: Repository, data: bytes) -> float:
    start = time.perf_counter()
    with pytest.raises(ValueError) as refused:
        repo.import_bytes(data)
    assert 0 < len(str(refused.value)) < 300 and "Traceback" not in str(refused.value)
    return time.perf_counter() - start


def test_adversarial_backups(store, record_figure: RecordFigure) -> None:  # type: ignore[no-untyped-def]
    repo, before, valid = store
    cases = adversarial(valid)
    worst = peak = 0.0
    for data in cases:
        tracemalloc.start()
        worst = max(worst, attempt(repo, data))
        peak = max(peak, tracemalloc.get_traced_memory()[1] - len(data))
        tracemalloc.stop()
    assert snapshot(repo.folder) == before
    record_figure("hostile import", f"{len(cases)} adversarial files refused, 0 failures, "
                  f"slowest {worst:.2f} s, peak memory beyond the input "
                  f"{peak / 2**20:.0f} MB")
    assert worst < TIME_LIMIT
    assert peak < 200 * 2**20


def test_random_json_is_refused_cleanly(store, long_run: bool,  # type: ignore[no-untyped-def]
                                        record_figure: RecordFigure) -> None:
    """Size: 300 random JSON documents in `make test` (bare and wrapped as a backup, so both
    the format check and the content checks are reached); 2,000 in `make soak`."""
    repo, before, valid = store
    tried: list[int] = []
    refusals: list[int] = []

    @settings(max_examples=2000 if long_run else 300, deadline=None,
              suppress_health_check=[HealthCheck.too_slow])
    @given(doc=JSON, wrap=st.booleans())
    def check(doc: object, wrap: bool) -> None:
        if wrap:  # get past the format check, to reach the validation
            doc = {**valid, "sessions": doc}
        tried.append(1)
        try:  # "sessions": [] is a valid backup that adds nothing
            repo.import_bytes(json.dumps(doc).encode())
        except ValueError as refused:
            assert 0 < len(str(refused)) < 300
            refusals.append(1)

    check()
    assert snapshot(repo.folder) == before
    record_figure("hostile import, random JSON", f"{len(tried)} random documents, "
                  f"{len(refusals)} refused, {len(tried) - len(refusals)} valid but adding "
                  "nothing, 0 failures")


def test_a_valid_backup_still_imports_after_all_that(store, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    repo, _, _ = store
    with Repository(tmp_path / "fresh", points_outcome) as fresh:
        assert fresh.import_bytes(repo.export_bytes()).sessions_added == 1
