"""Another phone's edit reaches a phone through Flet's own hub on the server's loop, not
through the hub's thread pool: the app's live-table handler is a coroutine. A plain handler
went through the pool, and at a league night a save at one table waited there behind every
other phone of the evening, each told on the lists' topic (the real App on a real Flet
session and a real `PubSubHub`, `tests.companion.flet_session`)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from flet.pubsub.pubsub_hub import PubSubHub

from bench.app_server import prepare
from companion.games import outcome as session_outcome
from companion.store import Repository
from tests.companion.flet_session import Phone, table_on


class CountingPool(ThreadPoolExecutor):
    """The hub's thread pool, counting the handlers it was given."""

    def __init__(self) -> None:
        super().__init__(max_workers=2)
        self.given = 0

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        self.given += 1
        return super().submit(fn, *args, **kwargs)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[tuple[Path, Repository, str]]:
    ids = prepare(tmp_path)
    with Repository(tmp_path, outcome=session_outcome) as repo:
        yield tmp_path, repo, next(iter(ids.values()))


def test_a_note_saved_on_one_phone_reaches_another_without_the_hubs_thread_pool(
        store: tuple[Path, Repository, str]) -> None:
    folder, repo, session_id = store
    pool = CountingPool()

    async def run() -> None:
        loop = asyncio.get_running_loop()
        hub, table = PubSubHub(loop, pool), table_on(folder, repo)
        route = f"/session/{session_id}"
        editor, viewer = (Phone(table, route, loop, hub) for _ in range(2))
        elsewhere = [Phone(table, "/", loop, hub) for _ in range(3)]  # told on the lists' topic
        for phone in (editor, viewer, *elsewhere):
            await phone.start()
        notes = editor.find("session-notes")
        notes.value = "Anna deals next"  # type: ignore[attr-defined]
        await editor.event(notes._i, "blur")
        deadline = loop.time() + 10
        while viewer.find("session-notes").value != "Anna deals next":  # type: ignore[attr-defined]
            assert loop.time() < deadline, "the other phone was not drawn again"
            await asyncio.sleep(0.01)

    try:
        asyncio.run(run())
    finally:
        pool.shutdown()
    assert repo.session(session_id).notes == "Anna deals next"
    assert pool.given == 0, f"{pool.given} live-table handlers went through the thread pool"
