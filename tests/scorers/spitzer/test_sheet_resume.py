"""``score_sheet`` carried on from a mark answers exactly what the whole sheet answers: the
games, rows, winners, payouts, dealers and faults, whichever game the rest starts from."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorers.common.errors import ImpossibleInput
from scorers.spitzer.game import Mark, Settled, score_game, score_sheet
from scorers.spitzer.sheet_models import ScoreGameRequest

PLAYERS = ("P1", "P2", "P3", "P4")
RESULTS = (
    {"type": "stealer", "calling_side": ["P1"], "side_tricks": 8, "side_points": 120},
    {"type": "stealer", "calling_side": ["P3"], "side_tricks": 3, "side_points": 45},
    {"type": "normal", "calling_side": ["P1", "P3"], "side_tricks": 5, "side_points": 72},
    {"type": "normal", "calling_side": ["P2", "P4"], "side_tricks": 4, "side_points": 61},
    {"type": "zola_schneider", "calling_side": ["P2"], "side_tricks": 6, "side_points": 90},
    {"type": "zola_schneider_schwartz", "calling_side": ["P4"], "side_tricks": 8,
     "side_points": 120},
)
"""Hands big enough that games reach 42 within a few rows (TV-36, §8, TV-39 and TV-41 among
them)."""


@dataclass(frozen=True)
class Row:
    """One row of a paper sheet: a hand, a misdeal or "new game"."""

    kind: str
    value: Any = None
    dealer: str | None = None


def request(rows: list[Row], refused: frozenset[int] = frozenset()) -> tuple[
        ScoreGameRequest, dict[str, int]]:
    """The sheet as a request (as the app sends it: the first "new game" before any hand is
    the sheet's start), and which row each hand and new game came from."""
    hands: list[dict[str, Any]] = []
    misdeals: list[dict[str, Any]] = []
    new_games: list[dict[str, Any]] = []
    start, sent = None, {}
    for position, row in enumerate(rows):
        if position in refused:
            continue
        if row.kind == "hand":
            sent[f"hands.{len(hands)}"] = position
            hands.append(row.value | {"dealer": row.dealer})
        elif row.kind == "misdeal":
            misdeals.append({"before": len(hands), "dealer": row.dealer})
        elif not hands and not new_games:
            start = row.value
        else:
            sent[f"new_games.{len(new_games)}"] = position
            new_games.append({"before": len(hands), "start": row.value})
    return ScoreGameRequest.model_validate({
        "players": PLAYERS, "hands": hands, "misdeals": misdeals, "new_games": new_games,
        "start": start, "stake_cents": 100, "per_point_cents": 5}), sent


def playable(rows: list[Row]) -> list[Row]:
    """The rows the core accepts: those it refuses (a hand after the winner, a new game
    before one) are left out, as the app marks them and asks again."""
    refused: set[int] = set()
    while True:
        whole, sent = request(rows, frozenset(refused))
        try:
            score_game(whole)
        except ImpossibleInput as exc:
            refused |= {sent[field] for fault in exc.details for field in fault["fields"]}
            continue
        return [row for position, row in enumerate(rows) if position not in refused]


def rest(rows: list[Row], mark: Mark) -> ScoreGameRequest:
    """The request for the rows from the new game that left ``mark`` (the request's
    ``new_games`` number ``mark.new_games - 1``; the sheet's opening "new game" is its
    start, not one of them)."""
    listed, hands = 0, 0
    for position, row in enumerate(rows):
        if row.kind == "hand":
            hands += 1
        elif row.kind == "new_game" and (hands or listed):
            listed += 1
            if listed == mark.new_games:
                return request(rows[position:])[0]
    raise AssertionError(f"no new game for {mark}")


dealer = st.sampled_from((None, *PLAYERS))
starts = st.one_of(st.none(), st.fixed_dictionaries({}, optional={
    name: st.integers(0, 15).map(lambda k: 3 * k) for name in PLAYERS}))
hand = st.builds(Row, st.just("hand"), st.sampled_from(RESULTS), dealer)
misdeal = st.builds(Row, st.just("misdeal"), st.none(), dealer)
new_game = st.builds(Row, st.just("new_game"), starts)


@st.composite
def sheets(draw: st.DrawFn) -> list[Row]:
    """A few games, each some hands and misdeals, then "new game" (sometimes with carried
    totals, sometimes twice, or with a misdeal beside it); the core refuses what is early."""
    rows: list[Row] = draw(st.lists(new_game, max_size=1))
    for _ in range(draw(st.integers(0, 6))):
        rows += draw(st.lists(st.sampled_from((hand,) * 9 + (misdeal,)).flatmap(lambda s: s),
                              min_size=3, max_size=12))
        rows += draw(st.lists(st.sampled_from((new_game,) * 4 + (misdeal,)).flatmap(
            lambda s: s), min_size=1, max_size=2))
    return rows


@settings(max_examples=300, deadline=None)
@given(sheets())
def test_every_mark_carries_on_to_the_whole_answer(drawn: list[Row]) -> None:
    rows = playable(drawn)
    whole = request(rows)[0]
    answer, marks = score_sheet(whole)
    assert answer == score_game(whole)
    for number, mark in enumerate(marks):
        again = score_sheet(rest(rows, mark), Settled(answer, marks[:number + 1]))
        assert again == (answer, marks)
        assert again[0].model_dump() == answer.model_dump()


def long_evening() -> list[Row]:
    """Three games won by P1 (three stealer slams each), a misdeal, and a fourth game."""
    game = [Row("hand", RESULTS[0], "P2")] * 3
    return [*game, Row("new_game"), *game, Row("misdeal", dealer="P4"), Row("new_game"),
            *game, Row("new_game", {"P2": 30}), Row("hand", RESULTS[2])]


def test_a_long_evening_leaves_a_mark_per_clean_new_game() -> None:
    rows = long_evening()
    answer, marks = score_sheet(request(rows)[0])
    assert [game.winner for game in answer.games] == ["P1", "P1", "P1", None]
    # The second new game shares its place with the misdeal before it: no mark there.
    assert marks == (Mark(games=1, hands=3, new_games=1, dealer="P2", dealt=True),
                     Mark(games=3, hands=9, new_games=3, dealer="P2", dealt=True))
    last = score_sheet(rest(rows, marks[1]), Settled(answer, marks))[0]
    assert last.games[-1].start == {"P1": 0, "P2": 30, "P3": 0, "P4": 0}
    assert last.hands[-1].dealer == "P3"  # the deal passes on across games (SPZ-DEAL-1)


def test_faults_after_a_mark_name_the_whole_sheet_s_rows() -> None:
    rows = [*long_evening(), Row("hand", RESULTS[0]), Row("hand", RESULTS[0]),
            Row("hand", RESULTS[0]), Row("hand", RESULTS[0]), Row("new_game"),
            Row("new_game")]
    whole = request(rows)[0]
    with pytest.raises(ImpossibleInput) as caught:
        score_game(whole)
    answer, marks = score_sheet(request(long_evening())[0])
    with pytest.raises(ImpossibleInput) as resumed:
        score_sheet(rest(rows, marks[1]), Settled(answer, marks))
    assert resumed.value.details == caught.value.details
    assert [d["fields"] for d in caught.value.details] == [["hands.13"], ["new_games.4"]]
