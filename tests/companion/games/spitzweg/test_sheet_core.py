"""The sheet shows the core's answers (``score_game``), and a save costs the same on a long
pad: the number of rows the core is asked about per save does not grow with the pad."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from companion.games import outcome as session_outcome
from companion.games.spitzweg import PLUGIN, sheet_model
from companion.games.spitzweg.sheet_model import SpitzwegSheet
from companion.models import Seat
from companion.store import Repository
from scorers.registry import answer
from tests.companion.games.spitzweg.test_sheet_model import carl_row, plain, sums, with_rows
from tests.rows import as_row
from tests.scorers.spitzweg.layouts import CARL_AFTER, cells

COLOURS = {"p0": "yellow", "p1": "white", "p2": "grey", "p3": "purple"}


def core(*rows: dict[str, Any], **options: Any) -> dict[str, Any]:
    return answer({"game": "spitzweg", "op": "score_game", "players": list(COLOURS.values()),
                   "rows": list(rows), "options": options})


def by_pid(values: dict[str, int]) -> dict[str, int]:
    return {pid: values[colour] for pid, colour in COLOURS.items()}


def test_carl_pad_totals_and_winner_match_the_core(session) -> None:  # type: ignore[no-untyped-def]
    """SPW-TV-40 and SPW-TV-63 on one pad: every total and winner shown is the core's."""
    sheet = SpitzwegSheet(with_rows(
        session, sums([20, 10, 28, 0], "p2"), carl_row(), sums([25, 12, 0, 3], final=True),
        ("hand", {"penalty": {"p0": 7}})), plain)
    expected = core(
        {"scores": {"yellow": 20, "white": 10, "grey": 28, "purple": 0}, "closer": "grey"},
        {"exhibition": cells(CARL_AFTER), "target": 15, "closer": "grey",
         "overflow": {"x": 6, "y": 3}},
        {"scores": {"yellow": 25, "white": 12, "grey": 0, "purple": 3}, "final": True},
        {"hands": {"yellow": ["R7", "J"]}})
    game = sheet.games[0]
    for row, want in zip(game.rows, expected["rows"], strict=True):
        points = want["hand_penalty"] if want["kind"] == "hand" else want["scores"]
        assert row.scores == by_pid(points)
        assert row.running == by_pid(want["running"])
    assert game.totals == by_pid(expected["games"][0]["totals"]) == sheet.totals()
    assert sheet.winners() == tuple(
        pid for pid, colour in COLOURS.items() if colour in expected["winners"]) == ("p2",)
    assert session_outcome(sheet.session).last.totals == by_pid(expected["totals"])


def test_tie_break_house_rule_on_the_sheet(session) -> None:  # type: ignore[no-untyped-def]
    played = with_rows(session.model_copy(update={"options": {"tie_break": "fewer_hand_points"}}),
                       sums([30, 32, 0, 0], final=True), ("hand", {"penalty": {"p1": 2}}))
    expected = core({"scores": {"yellow": 30, "white": 32}, "final": True},
                    {"penalty": {"white": 2}}, tie_break="fewer_hand_points")
    sheet = SpitzwegSheet(played, plain)
    assert expected["winners"] == ["yellow"] and sheet.winners() == ("p0",)
    assert sheet.games[0].winners == ("p0",) and sheet.games[0].decided_by == "hand_penalty"
    shared = SpitzwegSheet(with_rows(session, sums([30, 32, 0, 0], final=True),
                                     ("hand", {"penalty": {"p1": 2}})), plain)
    assert shared.winners() == ("p0", "p1")


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Counts the rows the sheet asks the core about (`answer_row` calls)."""
    calls = [0]
    real = sheet_model.answer_row

    def counting(*args: Any) -> Any:
        calls[0] += 1
        return real(*args)

    monkeypatch.setattr(sheet_model, "answer_row", counting)
    return calls


def test_rows_asked_per_save_do_not_grow_with_the_pad(tmp_path: Path,
                                                      counted: list[int]) -> None:
    repo = Repository(tmp_path, outcome=session_outcome, describe=PLUGIN.describe_entry)
    seats = [Seat(player_id=repo.add_player(name).id, name=name) for name in ("Ann", "Ben")]
    sid = repo.create_session("spitzweg", seats).id
    row = {"source": "sums", "pad_game": 1, "scores": {seats[0].player_id: 6},
           "closer": seats[0].player_id, "overflow": None, "final": False}
    per_save = {}
    for size in range(1, 201):
        before = counted[0]
        session = repo.add_entry(sid, as_row("exhibition", row))
        SpitzwegSheet(session, plain)  # the sheet the screen draws after the save
        per_save[size] = counted[0] - before
    repo.close()
    assert per_save[20] == per_save[200] == 2  # the new row, for history and for the screen
    # 8 + 9 + ... + 14 = 77 cards: after 7 closed exhibitions the 86 cards cannot close
    # another one (SPW-VAL-5); those rows are answered too, and count for nobody.
    assert session.outcome.last.totals[seats[0].player_id] == 7 * 6
