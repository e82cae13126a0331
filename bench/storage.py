"""Storage: the cost of saving one round with 10 vs 10,000 stored games (same run; target
<= 2x), opening History's first page on a fresh start with 10,000 games (target <= 300 ms),
and the disk size of 10,000 games of 20 rounds.

    python -m bench.storage [--quick]      (--quick: 1,000 games)

The stored games are one real game played through the repository and copied under new ids
with the store's own file writer (playing 200,000 rounds one by one would only take longer).
"""

from __future__ import annotations

import json
import os
import random
import shutil
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

from bench.common import ms, report
from companion.games import plugin
from companion.models import GAME_IDS, Entry, GameId, GameOutcome, Outcome, Seat, Session
from companion.rows import Row, parse_row
from companion.store import Repository
from companion.store.atomic import AtomicStorage
from companion.store.edits import SessionRecord

ROUNDS = 20
PLAYERS = ("Anna", "Ben", "Cleo", "Dora", "Emil", "Fritz")


GAME: GameId = GAME_IDS[0]
"""The game stored: any game does (its plugin's example rows); the store does not care."""


def example_row(n: int, ids: list[str]) -> Row:
    """The ``n``-th row of a long game, as its form hands it over (the game's row model)."""
    typed: Row = parse_row(plugin(GAME).rows, *plugin(GAME).examples.nth_row(n, ids))
    return typed


def stand_in_outcome(session: Session) -> Outcome:
    """A cheap stand-in for the plugin, so the bench times the store only: the rows
    counted, the first seat ahead."""
    totals = {seat.player_id: len(session.entries) - i for i, seat in enumerate(session.seats)}
    return Outcome(games=(GameOutcome(totals=totals, winners=tuple(
        seat.player_id for seat in session.seats[:1])),))


def build(folder: Path, games: int) -> None:
    """A store of ``games`` finished games of 20 rounds each."""
    rng = random.Random(games)
    seated = len(plugin(GAME).examples.players)
    with Repository(folder, stand_in_outcome) as repo:
        players = [repo.add_player(name) for name in PLAYERS]
        seats = [Seat(player_id=p.id, name=p.name) for p in players[:seated]]
        sid = repo.create_session(GAME, seats).id
        ids = [seat.player_id for seat in seats]
        for n in range(ROUNDS):
            repo.add_entry(sid, example_row(n + rng.randrange(30), ids), "Anna")
        repo.finish(sid)
        template = SessionRecord.model_validate(
            repo._record(sid).model_dump())  # type: ignore[union-attr]
    for _ in range(games - 1):
        chosen = rng.sample(players, len(seats))
        session = template.session.model_copy(update={
            "id": uuid.uuid4().hex,
            "seats": tuple(Seat(player_id=p.id, name=p.name) for p in chosen),
            "entries": _reseated(template.session, [p.id for p in chosen])})
        record = template.model_copy(update={"session": session})
        AtomicStorage(str(folder / "sessions" / f"{session.id}.json"), "session").write(
            {"session": {"1": record.model_dump(mode="json")}})
    with Repository(folder, stand_in_outcome):  # the first open indexes the copies
        pass


def _reseated(template: Session, chosen: list[str]) -> tuple[Entry, ...]:
    """The template's rows with its players' ids replaced by the chosen players' ids (the
    ids are unique hex strings, so they are replaced in the row's JSON)."""
    new = dict(zip((s.player_id for s in template.seats), chosen, strict=True))

    def moved(data: dict[str, Any]) -> dict[str, Any]:
        text = json.dumps(data)
        for old, now in new.items():
            text = text.replace(old, now)
        found: dict[str, Any] = json.loads(text)
        return found

    return tuple(entry.model_copy(update={"data": moved(entry.data)})
                 for entry in template.entries)


def round_save_seconds(folder: Path) -> float:
    """Median time of saving one round, over a game of 20 rounds, on a fresh start."""
    with Repository(folder, stand_in_outcome) as repo:
        seated = len(plugin(GAME).examples.players)
        seats = [Seat(player_id=p.id, name=p.name) for p in repo.players()[:seated]]
        sid = repo.create_session(GAME, seats).id
        ids = [seat.player_id for seat in seats]
        samples = []
        for n in range(ROUNDS):
            typed = example_row(n, ids)
            start = time.perf_counter()
            repo.add_entry(sid, typed)
            samples.append(time.perf_counter() - start)
        repo.delete_session(sid)
    return statistics.median(samples)


def first_page_seconds(folder: Path, repeat: int = 5) -> float:
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        repo = Repository(folder, stand_in_outcome)
        page = repo.list_sessions(limit=50)
        samples.append(time.perf_counter() - start)
        repo.close()
        assert len(page) == 50
    return statistics.median(samples)


def disk_bytes(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


def main(quick: bool = False) -> list[str]:
    big = 1_000 if quick else 10_000
    root = Path(tempfile.mkdtemp(prefix="tc-bench-"))
    try:
        small_dir, big_dir = root / "small", root / "big"
        build(small_dir, 10)
        build(big_dir, big)
        small = statistics.median(round_save_seconds(small_dir) for _ in range(3))
        large = statistics.median(round_save_seconds(big_dir) for _ in range(3))
        # The games were written a moment ago: their pages go to disk first, so that the
        # start is timed as a person's start is, not against that write-back.
        os.sync()
        page = first_page_seconds(big_dir)
        size = disk_bytes(big_dir)
        return [
            report("save one round, 10 games stored", ms(small), "", None,
                   id="store.save_10_games_ms", unit="ms", number=small * 1000),
            report(f"save one round, {big:,} games stored", ms(large), "", None,
                   id="store.save_many_games_ms", unit="ms", number=large * 1000),
            report("  ratio", f"{large / small:.2f}x", "<= 2x", large / small <= 2, hard=True,
                   id="store.save_many_vs_10_games.ratio", unit="x", number=large / small),
            report(f"History first page, fresh start, {big:,} games", ms(page), "<= 300 ms",
                   page <= 0.3, hard=True, id="store.history_first_page_ms", unit="ms",
                   number=page * 1000),
            report(f"disk size of {big:,} games ({ROUNDS} rounds)",
                   f"{size / 2**20:.1f} MB ({size / big / 1024:.1f} KB/game)", "", None,
                   id="store.disk_kb_per_game", unit="KB", number=size / big / 1024),
        ]
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main(quick="--quick" in sys.argv)
