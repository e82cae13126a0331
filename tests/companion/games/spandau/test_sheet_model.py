"""The score-sheet view-model with the rules file's final-scoring vectors and bad rows."""

from __future__ import annotations

from typing import Any

import pytest

from companion.games import outcome as session_outcome
from companion.games.spandau import PLUGIN
from companion.games.spandau.reveal_form import RevealForm
from companion.games.spandau.sheet_model import SpandauSheet
from companion.i18n import Translator, say
from scorers.spandau.artwork_models import ScoreGameRequest
from scorers.spandau.models import Options
from tests.companion.games.spandau.conftest import FakeContext, art, make_session

TV22 = (("reveal", {"player": "p0", "artworks": art(
            "1-1g", "2-1g", "3-1g", "4-1g", "5-1g", "6-1f", "7-1f", "8-1f", "8-2f")}),
        ("reveal", {"player": "p1", "artworks": art(
            "1-2g", "2-2g", "2-3g", "3-2g", "3-3g", "6-2f", "7-2f", "8-3f")}))
TV23 = (("reveal", {"player": "p0", "artworks": art("1-1g", "2-1g", "3-1g", "4-1g")}),
        ("reveal", {"player": "p1", "artworks": art("5-1g", "6-1g", "7-1g", "8-1g")}))
END_E1 = ("end", {"round": 9, "picked": ["SP80-END-1"], "state": None})


def sheet(*entries: tuple[str, dict[str, Any]], **options: Any) -> SpandauSheet:
    return SpandauSheet(make_session(options=options, entries=entries), FakeContext().t)


def test_tv22_the_types_tie_break_decides() -> None:
    s = sheet(*TV22)
    a, b = s.players
    assert (a.score.owned, a.score.genuine, a.score.types) == (9, 5, 5)  # type: ignore[union-attr]
    assert (b.score.owned, b.score.genuine, b.score.types) == (8, 5, 3)  # type: ignore[union-attr]
    assert s.winners() == ("p0",) and s.banner() == "Winner: Anna"
    why = s.winner_explanation()
    assert why is not None and why.rules == ("SP80-SCORE-1", "SP80-SCORE-2")
    assert why.lines == ("Anna, Ben tie on 5 genuine artworks; Anna has the most different "
                         "types (5).", "Anna: 5 types", "Ben: 3 types")


def test_tv23_is_a_shared_victory() -> None:
    s = sheet(*TV23)
    assert s.winners() == ("p0", "p1") and s.banner() == "Shared victory: Anna, Ben"
    why = s.winner_explanation()
    assert why is not None and why.rules[-1] == "SP80-SCORE-3"
    assert [p.score.rank for p in s.players] == [1, 1]  # type: ignore[union-attr]


def test_most_genuine_wins_outright() -> None:
    s = sheet(("reveal", {"player": "p0", "artworks": art("1-1g", "1-2g")}),
              ("reveal", {"player": "p1", "artworks": art("2-1g", "3-1f", "4-1f")}))
    why = s.winner_explanation()
    assert s.winners() == ("p0",) and why is not None and why.rules == ("SP80-SCORE-1",)
    assert why.lines == ("Anna has the most genuine artworks (2).",)


def test_tv25_a_second_genuine_copy_is_marked_and_not_counted() -> None:
    s = sheet(("reveal", {"player": "p0", "artworks": art("3-1g", "4-1g")}),
              ("reveal", {"player": "p1", "artworks": art("3-1f", "3-1g")}))
    a, b = s.players
    assert not a.faults and list(b.faults) == [1]
    assert b.faults[1].rule == "SP80-VAL-3"
    assert b.score is not None and (b.score.owned, b.score.genuine) == (1, 0)
    assert not s.complete() and s.faults()[0].rule == "SP80-VAL-3"


def test_every_impossible_copy_is_marked_from_one_answer(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The sheet asks the rules core once about the whole reveal and marks each copy its
    fault list names, with the rule (SP80-VAL-2, SP80-VAL-3)."""
    validations: list[object] = []
    real = ScoreGameRequest.model_validate.__func__  # type: ignore[attr-defined]

    def counted(cls: type[ScoreGameRequest], data: Any, **kw: Any) -> ScoreGameRequest:
        validations.append(data)
        return real(cls, data, **kw)  # type: ignore[no-any-return]

    monkeypatch.setattr(ScoreGameRequest, "model_validate", classmethod(counted))
    s = sheet(("reveal", {"player": "p0", "artworks": art("9-1g", "3-1g", "2-2f")}),
              ("reveal", {"player": "p1", "artworks": art("3-1g", "4-1g", "2-2f")}))
    a, b = s.players
    assert {i: v.rule for i, v in a.faults.items()} == {0: "SP80-VAL-2"}
    assert {i: v.rule for i, v in b.faults.items()} == {0: "SP80-VAL-3", 2: "SP80-VAL-3"}
    assert b.faults[2].message == "Artwork 2-2 has only one forged copy."
    assert len(validations) == 1, "one answer names every fault"
    assert b.score is not None and (b.score.owned, b.score.genuine) == (1, 1)


@pytest.mark.parametrize(("catalogue", "label", "rule"), [
    (32, "9-2g", "SP80-VAL-2"), (32, "1-5f", "SP80-VAL-2"), (28, "8-1g", "SP80-VAL-2"),
    (28, "7-4g", None)])
def test_artworks_outside_the_catalogue_are_marked(catalogue: int, label: str,
                                                   rule: str | None) -> None:
    s = sheet(("reveal", {"player": "p0", "artworks": art(label)}),
              artwork_catalogue=catalogue)
    faults = s.players[0].faults
    assert [v.rule for v in faults.values()] == ([rule] if rule else [])


def test_the_tie_break_option_counts_every_owned_copy() -> None:
    s = sheet(*TV22, tiebreak="types_all_owned")
    assert [p.score.types for p in s.players] == [8, 6]  # type: ignore[union-attr]
    assert "genuine and forged" in s.players[0].explanations["types"].lines[0]


def test_counts_are_explained_with_their_rules() -> None:
    a = sheet(*TV22).players[0]
    assert a.explanations["genuine"].lines == ("Anna has 5 genuine artworks:",
                                               "1-1, 2-1, 3-1, 4-1, 5-1")
    assert a.explanations["owned"].rules == ("SP80-END-1",)
    assert a.explanations["types"].rules == ("SP80-SCORE-2",)


def test_rows_that_do_not_fit_are_kept_and_marked() -> None:
    s = sheet(("reveal", {"player": "p0", "artworks": "lots"}),
              ("reveal", {"player": "p9", "artworks": []}),
              ("reveal", {"player": "p1", "artworks": art("1-1g")}),
              ("reveal", {"player": "p1", "artworks": []}),
              ("score", {}), END_E1, END_E1)
    assert [row.violation.rule for row in s.stray] == [
        "SP80-VAL", "SP80-VAL-1", "SP80-VAL-1", "SP80-VAL", "SP80-VAL-14"]
    assert s.players[1].score is not None and s.players[1].score.genuine == 1
    assert s.winners() == ("p1",) and not s.complete()


def test_no_winner_before_any_artwork_is_entered() -> None:
    s = sheet()
    assert s.winners() == () and s.winner_explanation() is None


def test_the_end_row_picked_or_computed_from_the_table() -> None:
    picked = sheet(*TV22, END_E1)
    assert picked.end is not None and picked.end.conditions == ("SP80-END-1",)
    assert picked.end.explanation.lines == (
        "The game is over: E1 (a player owns 12+ artworks).", "round 9")
    assert picked.complete()
    computed = sheet(*TV22, ("end", {"state": {"max_artworks": 12, "free_fields": 3}}))
    assert computed.end is not None and computed.end.conditions == ("SP80-END-1",)
    assert computed.end.from_state and computed.complete()
    none = sheet(*TV22, ("end", {"state": {"max_artworks": 11}}))
    assert none.end is not None and none.end.conditions == () and not none.complete()


def test_berlin_never_stops_growing_with_five_players() -> None:
    blocked = ("end", {"state": {"berlin_can_grow": False}})
    four = SpandauSheet(make_session(names=("A", "B", "C", "D"), entries=(blocked,)),
                        FakeContext().t)
    five = SpandauSheet(make_session(names=("A", "B", "C", "D", "E"), entries=(blocked,)),
                        FakeContext().t)
    assert four.end is not None and four.end.conditions == ("SP80-END-6",)
    assert five.end is not None and five.end.conditions == ()


def test_outcome_and_history_lines() -> None:
    session = make_session(entries=(*TV22, END_E1))
    outcome = session_outcome(session)
    assert outcome.last.totals == {"p0": 5, "p1": 5}
    assert outcome.last.winners == ("p0",) and outcome.last.complete
    english, german = Translator("en").t, Translator("de").t
    assert say(PLUGIN.describe_entry(session.entries[0], session), english) == (
        "Reveal Anna: 9 artworks, 5 genuine, 5 types")
    assert say(PLUGIN.describe_entry(session.entries[2], session), english) == \
        "Game end: E1, round 9"
    assert say(PLUGIN.describe_entry(session.entries[2], session), german) == \
        "Spielende: E1, Runde 9"
    broken = make_session(entries=(("reveal", {"player": 3}),))
    assert say(PLUGIN.describe_entry(broken.entries[0], broken), english) == \
        "Reveal: invalid row"
    assert session_outcome(broken).last.winners == ()


def test_plugin_facts_follow_the_rules_file() -> None:
    info = PLUGIN.info
    assert (info.game, info.min_players, info.max_players) == ("spandau", 2, 5)
    defaults = {spec.name: spec.default for spec in info.options}
    assert defaults == Options().model_dump()
    tiebreak = next(spec for spec in info.options if spec.name == "tiebreak")
    assert tiebreak.kind == "choice" and tiebreak.default == "types_genuine"
    assert len(tiebreak.choices) == 3
    assert [tool.id for tool in PLUGIN.referee_tools()] == [
        "payment", "bid", "influence", "displacement", "palace", "campaign", "end"]


def test_the_reveal_form_adds_changes_and_removes_artworks() -> None:
    form = RevealForm("p0", types=8)
    form.pick_type(3)
    form.pick_number(1)
    assert not form.ready
    form.pick_genuine(True)
    form.add()
    form.pick_type(5), form.pick_number(2), form.pick_genuine(False)
    form.add()
    assert form.data() == {"player": "p0", "artworks": art("3-1g", "5-2f")}
    form.select(1)
    assert (form.type, form.number, form.genuine) == (5, 2, False)
    form.pick_genuine(True)
    form.add()
    form.select(0)
    form.remove()
    assert form.data()["artworks"] == art("5-2g") and form.selected is None


def test_counts_per_type_score_as_the_copies_and_old_rows_still_load() -> None:
    """A row counted per type next to a row stored per artwork (as before counting per
    type): both load and score as the same copies listed."""
    counted = ("reveal", {"player": "p0", "by_type": [
        {"type": t, "genuine": 1, "forged": 0} for t in (1, 2, 3, 4, 5)] + [
        {"type": t, "genuine": 0, "forged": 1} for t in (6, 7)] + [
        {"type": 8, "genuine": 0, "forged": 2}]})
    s = sheet(counted, TV22[1])
    a, b = s.players
    assert (a.score.owned, a.score.genuine, a.score.types) == (9, 5, 5)  # type: ignore[union-attr]
    assert (b.score.owned, b.score.genuine, b.score.types) == (8, 5, 3)  # type: ignore[union-attr]
    assert s.winners() == ("p0",)
    assert a.explanations["genuine"].lines[1].startswith("1 of type 1, 1 of type 2")


def test_a_type_counted_over_its_artworks_is_marked_and_not_counted() -> None:
    s = sheet(("reveal", {"player": "p0", "by_type": [{"type": 2, "genuine": 3}]}),
              ("reveal", {"player": "p1", "by_type": [{"type": 2, "genuine": 2},
                                                      {"type": 4, "genuine": 1}]}))
    a, b = s.players
    assert not a.count_faults and list(b.count_faults) == [0]
    assert b.count_faults[0].rule == "SP80-VAL-3"
    assert b.score is not None and b.score.genuine == 1
    assert not s.complete() and s.faults()[0].rule == "SP80-VAL-3"
