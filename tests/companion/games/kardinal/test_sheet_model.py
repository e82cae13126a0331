"""The Abrechnungstabelle view-model with the rules file's worked examples (§7)."""

from __future__ import annotations

from typing import Any

import pytest

from companion.games import outcome as session_outcome
from companion.games.kardinal import PLUGIN
from companion.games.kardinal.sheet_model import KardinalSheet
from companion.i18n import Translator, say
from scorers.kardinal.data import COUNTRY_CARDS
from scorers.kardinal.models import ScoreGameRequest
from tests.companion.games.fakes import NOW
from tests.companion.games.kardinal.conftest import FakeContext, make_session
from tests.rows import as_row

SEATS = ("p0", "p1", "p2")


def collection(pid: str, **data: Any) -> dict[str, Any]:
    return {"player_id": pid, **data}


def sheet_of(*entries: dict[str, Any], names: tuple[str, ...] = ("Andreas", "Beate", "Claus"),
             final: bool = False) -> tuple[KardinalSheet, FakeContext]:
    ctx = FakeContext(make_session(names))
    for data in entries:
        ctx.add_entry(as_row("collection", data))
    if final:
        ctx.session = ctx.session.model_copy(update={"finished_at": NOW})
    return KardinalSheet(ctx.session, ctx.t), ctx


def land(sheet: KardinalSheet, country: str) -> list[int | None]:
    index = list(COUNTRY_CARDS).index(country)  # type: ignore[arg-type]
    return [sheet.columns[pid].countries[index].land.value for pid in sheet.players]


def symbols(sheet: KardinalSheet, country: str) -> list[int | None]:
    index = list(COUNTRY_CARDS).index(country)  # type: ignore[arg-type]
    return [sheet.columns[pid].countries[index].points.value for pid in sheet.players]


def complete_game() -> list[dict[str, Any]]:
    """Every card assigned: Andreas all of France..Bavaria, Beate Italy and England,
    Claus Denmark (KK-VAL-4 satisfied)."""
    return [collection("p0", cards={c: COUNTRY_CARDS[c] for c in
                                    ("france", "saxony", "hungary", "castile", "franconia",
                                     "bavaria")}, ships=5),
            collection("p1", cards={"italy": 6, "england": 5}, coaches=5),
            collection("p2", cards={"denmark": 4}, minus_two=1)]


@pytest.mark.parametrize(("tv", "country", "counts", "expected"), [
    ("KK-TV-01", "france", (5, 2, 1), [8, 5, 2]),
    ("KK-TV-02", "denmark", (2, 2, 0), [4, 4, 0]),
    ("KK-TV-10", "france", (3, 3, 2), [8, 8, 3]),
    ("KK-TV-13", "england", (2, 2, 1), [5, 5, 2]),
    ("KK-TV-14", "saxony", (6, 1, 0), [7, 6, 0]),
    ("KK-TV-15", "hungary", (2, 2, 2), [6, 6, 6]),
])
def test_land_points(tv: str, country: str, counts: tuple[int, ...], expected: list[int]) -> None:
    sheet, _ = sheet_of(*(collection(pid, cards={country: n})
                          for pid, n in zip(SEATS, counts, strict=True)))
    assert land(sheet, country) == expected, tv
    index = list(COUNTRY_CARDS).index(country)  # type: ignore[arg-type]
    explanation = sheet.columns["p0"].countries[index].land
    assert explanation.explanation is not None
    assert explanation.explanation.rules == ("KK-SCORE-1",)


def test_france_explanations_name_the_case() -> None:
    sheet, _ = sheet_of(*(collection(pid, cards={"france": n})
                          for pid, n in zip(SEATS, (5, 2, 1), strict=True)))
    lines = [sheet.columns[pid].countries[0].land.explanation.lines  # type: ignore[union-attr]
             for pid in SEATS]
    assert lines[0][0] == "5 France cards, the most at the table: all 8 points."
    assert lines[1][0] == "2 France cards; the next-larger holding is 5 cards: 5 points."
    assert lines[2][1] == "At the table: Andreas 5, Beate 2, Claus 1"


@pytest.mark.parametrize(("tv", "entered", "expected"), [
    ("KK-TV-03", ({"best": 4}, {"best": 3}, {}), [4, 0, 0]),
    ("KK-TV-04", ({"fan": 2}, {"cross": 2}, {"cross": 2}), [2, 2, 2]),
    ("KK-TV-16", ({"cross": 3, "fan": 3}, {"fan": 2}, {}), [3, 0, 0]),
    ("KK-TV-17", ({}, {}, {}), [0, 0, 0]),
])
def test_symbol_points(tv: str, entered: tuple[dict[str, int], ...], expected: list[int]
                       ) -> None:
    mode = "best" if "best" in entered[0] else "per_sort"
    sheet, _ = sheet_of(*(collection(pid, symbol_entry=mode, cards={"france": n},
                                     symbols={"france": sorts})
                          for pid, sorts, n in zip(SEATS, entered, (3, 2, 2), strict=True)))
    assert symbols(sheet, "france") == expected, tv


def test_chains_and_totals_kk_tv_05() -> None:
    sheet, _ = sheet_of(collection("p0", cards={"france": 8}, ships=3, coaches=4),
                        collection("p1", cards={"saxony": 7}, ships=7),
                        collection("p2", cards={"castile": 7, "hungary": 6}, ships=5, coaches=5))
    assert [sheet.columns[pid].chains.value for pid in SEATS] == [0, 7, 10]
    assert [sheet.columns[pid].total.value for pid in SEATS] == [8, 14, 23]
    explanation = sheet.columns["p2"].chains.explanation
    assert explanation is not None and explanation.rules == ("KK-SCORE-3",)


def test_minus_two_tablets_kk_tv_40() -> None:
    sheet, _ = sheet_of(collection("p0", cards={"france": 8, "saxony": 7, "hungary": 6,
                                                "castile": 7}, minus_two=2),
                        collection("p1"), collection("p2"))
    column = sheet.columns["p0"]
    assert (column.carry.value, column.tablets.value, column.total.value) == (28, -4, 24)


def test_tie_break_by_cards_kk_tv_41() -> None:
    sheet, _ = sheet_of(collection("p0", cards={"france": 4, "denmark": 1}, minus_two=2),
                        collection("p1", cards={"france": 4}), collection("p2"))
    assert sheet.totals() == {"p0": 8, "p1": 8, "p2": 0}
    assert sheet.decided_by() == "cards" and sheet.winners() == ("p0",)
    winner = sheet.winner_explanation()
    assert winner is not None and winner.rules == ("KK-SCORE-5",)


def test_no_winner_kk_tv_42() -> None:
    sheet, _ = sheet_of(collection("p0", cards={"france": 4}),
                        collection("p1", cards={"france": 4}), collection("p2"))
    assert sheet.winners() == () and sheet.decided_by() == "none"


@pytest.mark.parametrize(("tv", "entries", "rule", "where"), [
    ("KK-TV-51", [collection("p0", cards={"france": 9})], "KK-VAL-2", "cards"),
    ("KK-TV-53", [collection("p0", cards={"denmark": 2}, symbols={"denmark": {"best": 5}})],
     "KK-VAL-6", "symbols"),
    ("KK-TV-50", [collection(p, cards={"france": n}) for p, n in zip(SEATS, (5, 3, 1),
                                                                      strict=True)],
     "KK-VAL-3", "country"),
    ("KK-TV-54", [collection("p0", cards={"france": 6}, ships=4, coaches=3)], "KK-VAL-7",
     "routes"),
])
def test_impossible_cells_are_marked(tv: str, entries: list[dict[str, Any]], rule: str,
                                     where: str) -> None:
    sheet, _ = sheet_of(*entries)
    faults = sheet.faults
    found = {"cards": faults.cards.get(("p0", "france")) or faults.cards.get(("p0", "denmark")),
             "symbols": faults.symbols.get(("p0", "denmark")),
             "country": faults.countries.get("france"),
             "routes": faults.routes.get("p0")}[where]
    assert found is not None and found.rule == rule, tv
    assert sheet.final_fault is not None
    assert all(column.total.value is None for column in sheet.columns.values())


def test_other_countries_still_score_beside_an_impossible_one() -> None:
    sheet, _ = sheet_of(collection("p0", cards={"france": 9, "denmark": 2}),
                        collection("p1", cards={"denmark": 2}), collection("p2"))
    assert land(sheet, "france") == [None, None, None]
    assert land(sheet, "denmark") == [4, 4, 0]


def test_final_needs_every_card_kk_tv_52() -> None:
    entries = complete_game()
    entries[2] = collection("p2", cards={"denmark": 3})
    sheet, _ = sheet_of(*entries, final=True)
    assert sheet.final and not sheet.complete
    fault = sheet.country_fault("denmark")
    assert fault is not None and fault.rule == "KK-VAL-4"
    preview, _ = sheet_of(*entries)
    assert preview.country_fault("denmark") is None, "a preview may be incomplete"


def test_a_complete_final_sheet_has_an_outcome() -> None:
    sheet, ctx = sheet_of(*complete_game(), final=True)
    assert sheet.complete and sheet.final_fault is None
    outcome = session_outcome(ctx.session)
    assert outcome.last.complete and outcome.last.winners == ("p0",)
    assert outcome.last.totals == {"p0": 41 + 5, "p1": 11 + 5, "p2": 4 - 2}


def test_broken_and_stranger_entries_are_kept_and_marked() -> None:
    ctx = FakeContext(make_session())
    ctx.add_entry(as_row("collection", {"player_id": "p0", "cards": {"atlantis": 1}}))
    ctx.add_entry(as_row("collection", {"player_id": "p9"}))
    ctx.add_entry(as_row("mystery", {}))
    sheet = KardinalSheet(ctx.session, ctx.t)
    assert [entry.id for entry, _ in sheet.broken] == ["e1", "e2", "e3"]
    assert sheet.totals() == {"p0": 0, "p1": 0, "p2": 0}


def test_two_players_are_not_a_game_kk_val_1() -> None:
    sheet, _ = sheet_of(names=("Andreas", "Beate"))
    assert sheet.problem is not None and sheet.problem.rule == "KK-VAL-1"
    assert session_outcome(sheet_of(names=("A", "B"))[1].session).last.totals == {}


def test_describe_entry() -> None:
    _, ctx = sheet_of(collection("p1", cards={"italy": 6}, ships=2, minus_two=1))
    lines = [say(PLUGIN.describe_entry(entry, ctx.session), Translator("en").t)
             for entry in ctx.session.entries]
    assert lines == ["Beate: 6 cards, 2 ships, 0 coaches, 1 × -2"]


def test_an_older_final_mark_no_longer_ends_the_game() -> None:
    """The session's Finish is the one way a game ends; a stored mark is read, not obeyed."""
    sheet, ctx = sheet_of(*complete_game())
    ctx.add_entry(as_row("final", {}))
    sheet = KardinalSheet(ctx.session, ctx.t)
    assert not sheet.final and not sheet.broken
    assert not session_outcome(ctx.session).last.complete


def test_two_impossible_counts_are_both_marked_from_one_answer(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The sheet validates the whole position once; every cell the fault list names is
    marked with its rule, and the possible countries still score."""
    validations: list[dict[str, Any]] = []
    real = ScoreGameRequest.model_validate.__func__  # type: ignore[attr-defined]

    def counted(cls: type[ScoreGameRequest], data: Any, **kw: Any) -> ScoreGameRequest:
        validations.append(data)
        return real(cls, data, **kw)  # type: ignore[no-any-return]

    monkeypatch.setattr(ScoreGameRequest, "model_validate", classmethod(counted))
    sheet, _ = sheet_of(collection("p0", cards={"france": 9, "denmark": 2}, ships=3),
                        collection("p1", cards={"denmark": 2, "saxony": 8},
                                   symbols={"hungary": {"cross": 1}}),
                        collection("p2", minus_two=9))
    faults = sheet.faults
    assert {key: v.rule for key, v in faults.cards.items()} == {
        ("p0", "france"): "KK-VAL-2", ("p1", "saxony"): "KK-VAL-2"}
    assert {key: v.rule for key, v in faults.symbols.items()} == {("p1", "hungary"): "KK-VAL-6"}
    assert faults.tablets is not None and faults.tablets.rule == "KK-VAL-9"
    assert faults.cards[("p1", "saxony")].message == "Beate: only 7 Saxony cards exist, not 8."
    assert len(validations) == 1 and validations[0]["final"] is True
    assert land(sheet, "denmark") == [4, 4, 0]
    assert land(sheet, "france") == [None, None, None]
    assert sheet.columns["p0"].chains.value == 0
    assert sheet.columns["p2"].tablets.value is None


def test_every_over_full_country_row_is_marked_kk_val_3() -> None:
    sheet, _ = sheet_of(collection("p0", cards={"france": 5, "denmark": 3}),
                        collection("p1", cards={"france": 4, "denmark": 2}), collection("p2"))
    assert {c: v.rule for c, v in sheet.faults.countries.items()} == {
        "france": "KK-VAL-3", "denmark": "KK-VAL-3"}


def test_chains_are_explained_with_the_ships_and_coaches_entered() -> None:
    sheet, _ = sheet_of(collection("p0", cards={"france": 8}, ships=2, coaches=6),
                        collection("p1"), collection("p2"))
    explanation = sheet.columns["p0"].chains.explanation
    assert sheet.columns["p0"].chains.value == 6
    assert explanation is not None
    assert explanation.lines == (sheet.t("kardinal.explain.chains", ships=2, coaches=6,
                                         least=5, points=6),)
