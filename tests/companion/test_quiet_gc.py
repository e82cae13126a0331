"""The server's full garbage collections wait for a quiet moment (`companion.server.quiet_gc`):
nothing sent to any phone for a while, or at the latest after `LONGEST_FULL` seconds; a busy
night gets a collection of the objects made since the last one every `LONGEST` seconds."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator

import pytest

from companion.server.quiet_gc import (
    GROWN,
    LONGEST,
    LONGEST_FULL,
    NEVER,
    QUIET,
    QuietCollector,
    collect_all,
    due,
)


def test_a_full_collection_is_due_when_quiet_or_long_overdue() -> None:
    lately = 100.0 - LONGEST / 2
    assert due(now=100.0, last_sent=100.0 - QUIET, last_full=lately, young=GROWN) == "full"
    assert due(now=100.0, last_sent=99.5, last_full=lately, young=GROWN) is None, "a phone waits"
    assert due(now=1000.0, last_sent=999.9, last_full=1000.0 - LONGEST_FULL,
               young=GROWN) == "full", "overdue"
    assert due(now=100.0, last_sent=100.0 - QUIET, last_full=lately, young=0,
               grown=GROWN) == "full", "grown across recent collections"
    assert due(now=100.0, last_sent=0.0, last_full=lately, young=GROWN - 1) is None, "nothing grew"


def test_a_busy_night_collects_the_recent_objects_between_two_full_collections() -> None:
    busy = {"last_sent": 999.9, "young": GROWN}
    assert due(now=1000.0, last_full=1000.0 - LONGEST, **busy) == "recent"  # type: ignore[arg-type]
    assert due(now=1000.0, last_full=1000.0 - LONGEST, last_recent=1000.0 - LONGEST / 2,
               **busy) is None, "one a moment ago"  # type: ignore[arg-type]
    assert due(now=1000.0, last_full=0.0, last_recent=999.0,
               **busy) == "full", "the full one is overdue"  # type: ignore[arg-type]


@pytest.fixture
def thresholds() -> Iterator[None]:
    kept = gc.get_threshold()
    yield
    gc.set_threshold(*kept)


def test_the_collector_runs_a_collection_only_at_a_quiet_moment(thresholds: None) -> None:
    clock, sent, young = [1000.0], [1000.0], [GROWN]
    collector = QuietCollector(lambda: sent[0], lambda: clock[0], lambda: young[0])
    try:
        clock[0] += QUIET / 2
        assert collector.step() is None and collector.done.count == 0, "sent a moment ago"
        clock[0] += QUIET
        assert collector.step() == "full" and collector.done.count == 1
        assert collector.done.longest_ms > 0 and gc.get_freeze_count() > 0
        # A busy table (something sent every moment): the recent objects every LONGEST s.
        clock[0] += LONGEST - 1
        sent[0] = clock[0]
        assert collector.step() is None
        clock[0] += 1
        sent[0] = clock[0]
        assert collector.step() == "recent" and collector.done.recent == 1
        assert collector.done.count == 1
        # A quiet moment after that: a full one, though the recent one set the count back.
        young[0] = 0
        clock[0] += QUIET
        assert collector.step() == "full" and collector.done.count == 2
        young[0] = GROWN
        # ... and a full one at the latest LONGEST_FULL s after the last.
        clock[0] += LONGEST_FULL
        sent[0] = clock[0]
        assert collector.step() == "full" and collector.done.count == 3
    finally:
        gc.unfreeze()


class Knot:
    """An object in a reference cycle: only a collection frees it."""

    def __init__(self) -> None:
        self.me = self


def test_garbage_in_a_cycle_that_was_frozen_is_freed_by_the_next_full_collection() -> None:
    try:
        knot = Knot()
        alive = weakref.ref(knot)
        gc.collect()
        gc.freeze()  # what a recent collection does after it ran
        del knot
        gc.collect()  # a recent collection steps over the frozen objects
        assert alive() is not None
        collect_all()
        assert alive() is None
    finally:
        gc.unfreeze()


def test_started_it_takes_the_full_collections_over_from_python(thresholds: None) -> None:
    young, older, _full = gc.get_threshold()
    collector = QuietCollector(lambda: 0.0)
    collector.start()
    try:
        assert gc.get_threshold() == (young, older, NEVER)
    finally:
        collector.stop()
