"""Standings send what changed: a save at one table reaches a Standings phone as that
table's card and its players' new figures, the players' rows standing in blocks that are
sent on their own (a page update steps over them). The real App on a real Flet session
with Flet's own hub (`tests.companion.flet_session`); the league-night browser test follows
the same screen in Chromium."""

from __future__ import annotations

import asyncio
from pathlib import Path

from flet.pubsub.pubsub_hub import PubSubHub

from bench.league import EVENING, prepare
from bench.live_app import FORM
from companion.games import outcome as session_outcome
from companion.games import plugin
from companion.store import Repository
from tests.companion.flet_session import Phone, table_on


def _label(phone: Phone, identifier: str) -> str:
    for control in phone.controls():
        if getattr(control, "identifier", None) == identifier:
            return str(control.label)  # type: ignore[attr-defined]
    raise LookupError(identifier)


def test_a_save_sends_the_standings_its_players_new_figures(tmp_path: Path) -> None:
    tables = prepare(tmp_path, 3)
    seat = tables[0].players.split(", ")[1]  # the form's first number is the second seat's

    async def run(repo: Repository) -> None:
        loop = asyncio.get_running_loop()
        hub, table = PubSubHub(loop), table_on(tmp_path, repo)
        editor = Phone(table, f"/session/{tables[0].session_id}", loop, hub)
        standings = Phone(table, f"/standings/{EVENING}", loop, hub)
        await editor.start()
        await standings.start()
        before = _label(standings, f"standing-{seat}")
        mark = len(standings.connection.messages)
        await editor.tap(FORM.opens)
        stepper = FORM.number.format(seat=1).removesuffix("-value")
        for identifier in (f"{stepper}-plus", *FORM.before_save, FORM.save):
            await editor.tap(identifier)
        deadline = loop.time() + 10
        while _label(standings, f"standing-{seat}") == before:
            assert loop.time() < deadline, "the Standings were not drawn again"
            await asyncio.sleep(0.01)
        after = _label(standings, f"standing-{seat}")
        while after not in repr([m.body for m in standings.connection.messages[mark:]]):
            assert loop.time() < deadline, f"drawn, but never sent: {after!r}"
            await asyncio.sleep(0.01)
        sent = sum(standings.connection.sizes[mark:])
        assert sent < 20_000, f"{sent} bytes for one save: more than its table and players"

    with Repository(tmp_path, outcome=session_outcome,
                    describe=lambda e, s: plugin(s.game).describe_entry(e, s),
                    rows=lambda g: plugin(g).rows) as repo:
        asyncio.run(run(repo))
