"""The server's full garbage collections wait for a quiet moment (`companion.server.quiet_gc`):
nothing sent to any phone for a while, or at the latest after `LONGEST` seconds."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from companion.server.quiet_gc import GROWN, LONGEST, NEVER, QUIET, QuietCollector, due


def test_a_full_collection_is_due_when_quiet_or_long_overdue() -> None:
    assert due(now=100.0, last_sent=100.0 - QUIET, last_full=90.0, young=GROWN)
    assert not due(now=100.0, last_sent=99.5, last_full=90.0, young=GROWN), "a phone waits"
    assert due(now=100.0, last_sent=99.9, last_full=100.0 - LONGEST, young=GROWN), "overdue"
    assert not due(now=100.0, last_sent=0.0, last_full=90.0, young=GROWN - 1), "nothing grew"


@pytest.fixture
def thresholds() -> Iterator[None]:
    kept = gc.get_threshold()
    yield
    gc.set_threshold(*kept)


def test_the_collector_runs_a_collection_only_at_a_quiet_moment(thresholds: None) -> None:
    clock, sent, young = [1000.0], [1000.0], [GROWN]
    collector = QuietCollector(lambda: sent[0], lambda: clock[0], lambda: young[0])
    clock[0] += QUIET / 2
    assert not collector.step() and collector.done.count == 0, "sent a moment ago"
    clock[0] += QUIET
    assert collector.step() and collector.done.count == 1
    assert collector.done.longest_ms > 0
    # A busy table (something sent every moment) still gets one after LONGEST seconds.
    clock[0] += LONGEST - 1
    sent[0] = clock[0]
    assert not collector.step()
    clock[0] += 1
    sent[0] = clock[0]
    assert collector.step() and collector.done.count == 2


def test_started_it_takes_the_full_collections_over_from_python(thresholds: None) -> None:
    young, older, _full = gc.get_threshold()
    collector = QuietCollector(lambda: 0.0)
    collector.start()
    try:
        assert gc.get_threshold() == (young, older, NEVER)
    finally:
        collector.stop()
