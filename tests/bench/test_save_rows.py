"""The save benchmark's long Spitzer sheet (its plugin's ``examples.nth_row``) is one the
app would keep: games played to 42, each won before the next one starts, nothing refused."""

from __future__ import annotations

from companion.games.spitzer.examples import GAME_ROWS, nth_row
from companion.games.spitzer.sheet_model import SpitzerSheet
from companion.i18n import Translator
from companion.models import Entry
from tests.companion.games.fakes import NOW
from tests.companion.games.spitzer.conftest import make_session


def test_the_long_spitzer_sheet_is_games_won_one_after_another() -> None:
    rows = 10 * GAME_ROWS + 3
    seats = ("p0", "p1", "p2", "p3")
    entries = tuple(Entry(id=f"r{n}", kind=kind, data=data, at=NOW)
                    for n, (kind, data) in ((n, nth_row(n, seats)) for n in range(rows)))
    sheet = SpitzerSheet(make_session().model_copy(update={"entries": entries}),
                         Translator("en").t)
    assert [r for game in sheet.games for r in game.rows if r.violations] == []
    assert len(sheet.games) == 11
    assert [game.winner for game in sheet.games[:-1]] == ["p0"] * 10
    assert sheet.games[0].score.totals == {"p0": 78, "p1": 0, "p2": 42, "p3": 0}
    assert sheet.game.winner is None
    assert [r.kind for r in sheet.game.rows] == ["new_game", "hand", "hand", "hand"]
