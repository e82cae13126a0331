"""Saving a row as the app does it, in a game of 2,000 rows vs one of 20 rows, per game.

    python -m bench.save [--quick]

The path timed is the app's own on a tap of "save" on a sheet: the sheet context's
``add_entry`` (`companion.table.host.HostSheetContext`) through the client's `Editor` into the
real `Repository` on a temporary data folder (the game's outcome and the row's history line
computed, the session file written), then what the session screen does with the saved
session: the view model reloads it and the game's sheet is built anew
(``plugin.build_sheet``, with the session screen's memory ``kept``, so its rows drawn before
are reused as on a phone), and what ``page.update()`` then does: Flet's diff of the screen
against what was sent before and its MessagePack encoding. Each timed save is taken back
untimed (the row deleted), so both games keep their size. The two sizes are timed
alternately and compared by their medians.
Target: ``save.<game>.rows_2000_vs_20.ratio`` at most 2 (saving does not slow down as the
game grows); ``save.rows_2000_vs_20.ratio`` is the worst game. ``--quick`` compares 200 rows
with 20 (same ids; the figure's name says 200).
"""

from __future__ import annotations

import gc
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import flet as ft
import msgpack
from flet.controls.base_control import BaseControl
from flet.controls.object_patch import ObjectPatch
from flet.messaging.protocol import configure_encode_object_for_msgpack

from bench.common import ms, report
from companion.games import outcome as session_outcome
from companion.games import plugin
from companion.games.base import Explanation
from companion.i18n import Translator
from companion.models import GAME_IDS, Entry, GameId, Seat, Session
from companion.rows import Row, parse_row, row_data
from companion.store import Repository
from companion.table.access import ClientAccess, TableLock
from companion.table.editor import Editor
from companion.table.host import HostSheetContext
from companion.vm.session import SessionVM

GAMES = GAME_IDS
SMALL, LARGE = 20, 2000
TARGET = 2.0
PLAYERS = tuple(f"p{n}" for n in range(12))


def row(game: GameId, n: int) -> Row:
    """The ``n``-th row of a long game of ``game``, as its plugin's examples enter it (the
    game's row model, as its form hands it over)."""
    found = plugin(game)
    typed: Row = parse_row(found.rows, *found.examples.nth_row(
        n, PLAYERS[:len(found.examples.players)]))
    return typed


def seats(game: GameId) -> tuple[Seat, ...]:
    """The game's example table, seated as ``p0``, ``p1``... (a seat colour each when the
    game has them)."""
    found = plugin(game)
    colours = found.info.colours
    return tuple(Seat(player_id=PLAYERS[i], name=f"Player {i + 1}",
                      colour=colours[i] if colours else None)
                 for i in range(len(found.examples.players)))


class QuietShell:
    """The shell a sheet context talks to, without a page: strings, and nothing shown."""

    page: Any = None
    lang = "en"

    def __init__(self) -> None:
        self.translator = Translator("en")

    def t(self, key: str, **params: Any) -> str:
        return self.translator.t(key, **params)

    def rule_text(self, rule_id: str) -> str:
        return self.translator.rule_text(rule_id)

    def explain(self, explanation: Explanation) -> None:
        pass

    def copy_text(self, text: str) -> None:
        pass

    def notify(self, message: str, error: bool = False) -> None:
        if error:
            raise RuntimeError(message)


ENCODE = configure_encode_object_for_msgpack(BaseControl)


def sent_bytes(root: ft.Control) -> int:
    """What ``page.update()`` sends for ``root``: Flet's patch against the state sent
    before, encoded as the web client receives it (its length in bytes)."""
    patch, _added, _removed = ObjectPatch.from_diff(root, root, BaseControl)
    return len(msgpack.packb(patch.to_message(), default=ENCODE))


class Sheet:
    """One open sheet on one data folder: the session screen's part of a save."""

    def __init__(self, repo: Repository, game: GameId, rows: int) -> None:
        self.repo, self.game = repo, game
        session = repo.create_session(game, seats(game))
        entries = tuple(Entry(id=f"r{n}", kind=typed.kind, data=row_data(typed),
                              at=session.created_at)
                        for n, typed in enumerate(row(game, n) for n in range(rows)))
        record = repo._record(session.id)
        assert record is not None
        repo._write(record.model_copy(update={"session": session.model_copy(
            update={"entries": entries})}), before=session)
        self.vm = SessionVM(repo, session.id)
        self.editor = Editor(repo, ClientAccess(TableLock(pin=None), "bench"), "bench")
        self.shell = QuietShell()
        self.n = rows
        self.kept: dict[str, Any] = {}
        self.place = ft.Column()
        """The session screen's place of the sheet (`SessionScreen.sheet_box`)."""
        self.draw()
        msgpack.packb(self.place, default=ENCODE)  # the first page sent whole
        self.sent = 0

    def draw(self) -> None:
        ctx = HostSheetContext(self.shell, self.editor, self.vm.session, self.changed,
                               self.kept)
        self.ctx = ctx
        self.place.controls = [self.vm.plugin.build_sheet(ctx)]
        # As the sheet sends (`SheetScreen.render`): the parts changed in place first.
        self.sent = sum(sent_bytes(part) for part in self.kept["sheet"].kept.sent()) \
            + sent_bytes(self.place)

    def changed(self, session: Session) -> None:
        self.vm.session = session  # SessionScreen.changed: accept, reload, rebuild
        self.vm.reload()
        self.draw()

    def save_seconds(self) -> float:
        """One save of a new row, timed; then the row is taken back, untimed."""
        self.n += 1
        typed = row(self.game, self.n)
        start = time.perf_counter()
        self.ctx.add_entry(typed)
        elapsed = time.perf_counter() - start
        self.repo.delete_entry(self.vm.session.id, self.vm.session.entries[-1].id)
        self.vm.reload()
        self.ctx.session = self.vm.session  # the next save's rebuild draws it
        return elapsed


def measure(game: GameId, rounds: int, large: int = LARGE) -> tuple[float, float]:
    """Median seconds of one save with 20 and with ``large`` rows (alternating); after three
    rounds a save that takes seconds is not repeated further."""
    folder = Path(tempfile.mkdtemp(prefix="tc-bench-save-"))
    try:
        with Repository(folder, outcome=session_outcome,
                        describe=lambda e, s: plugin(s.game).describe_entry(e, s),
                        rows=lambda game: plugin(game).rows) as repo:
            sheets = (Sheet(repo, game, SMALL), Sheet(repo, game, large))
            times: tuple[list[float], list[float]] = ([], [])
            for number in range(rounds):
                order = (0, 1) if number % 2 == 0 else (1, 0)
                for index in order:
                    times[index].append(sheets[index].save_seconds())
                if number >= 2 and sum(times[1]) > 10:
                    break
            return statistics.median(times[0]), statistics.median(times[1])
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def main(quick: bool = False) -> list[str]:
    print("Saving a row: 2,000-row game vs 20-row game (store + sheet rebuilt)", flush=True)
    rounds, large = (1, 200) if quick else (15, LARGE)
    lines, worst = [], 0.0
    for game in GAMES:
        gc.collect()  # each game on its own: the last game's sheets freed, as a server has
        few, many = measure(game, rounds, large)
        ratio = many / few
        worst = max(worst, ratio)
        lines.append(report(f"save a row, {game}, {SMALL} rows", ms(few), "", None,
                            id=f"save.{game}.rows_20_ms", unit="ms", number=few * 1000))
        lines.append(report(f"save a row, {game}, {large:,} rows", ms(many), "", None,
                            id=f"save.{game}.rows_2000_ms", unit="ms", number=many * 1000))
        lines.append(report(f"save a row, {game}, {large:,} vs 20 rows", f"{ratio:.2f}x", "<= 2x",
                            ratio <= TARGET, id=f"save.{game}.rows_2000_vs_20.ratio",
                            unit="x", number=ratio))
    lines.append(report(f"save a row, {large:,} vs 20 rows, worst game", f"{worst:.2f}x", "<= 2x",
                        worst <= TARGET, id="save.rows_2000_vs_20.ratio", unit="x",
                        number=worst))
    return lines


if __name__ == "__main__":
    main(quick="--quick" in sys.argv)
