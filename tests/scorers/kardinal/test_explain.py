"""``explain_game``: the score sheet's numbers with the case and rule behind each."""

from __future__ import annotations

from scorers.kardinal.explain import explain_game
from scorers.kardinal.explain_models import ExplainGameResponse
from scorers.kardinal.models import ExplainGameRequest
from scorers.kardinal.scoring import score_game
from scorers.registry import answer
from tests.scorers.kardinal.positions import full_game, one_country


def _explain(request: dict[str, object]) -> ExplainGameResponse:
    return explain_game(ExplainGameRequest.model_validate({**request, "op": "explain_game"}))


def test_tv01_land_cases() -> None:
    why = _explain(one_country("france", 5, 2, 1))
    lands = [p.countries["france"].land for p in why.players]
    assert [(w.case, w.basis, w.points) for w in lands] == [
        ("leader", 8, 8), ("next_higher", 5, 5), ("next_higher", 2, 2)]
    assert lands[1].text == "2 France cards; the next-higher holding is 5 cards: 5 points."
    assert {w.rule for w in lands} == {"KK-SCORE-1"}
    assert why.players[0].countries["denmark"].land.case == "no_cards"


def test_tied_leaders_and_symbol_cases() -> None:
    why = _explain(full_game())
    beate, andreas, claus = (why.players[i] for i in (1, 0, 2))
    assert andreas.countries["england"].land.case == "tied_leader"
    france = [p.countries["france"].symbols for p in (andreas, beate, claus)]
    assert [(s.case, s.best, s.best_sorts, s.points) for s in france] == [
        ("shared_best", 4, ("cross",), 4), ("shared_best", 4, ("fan",), 4),
        ("no_symbols", 0, (), 0)]
    assert andreas.countries["saxony"].symbols.case == "beaten"
    assert andreas.countries["italy"].symbols.case == "nobody"
    assert beate.countries["denmark"].symbols.case == "best"
    assert (andreas.chains.points, andreas.tablets.points) == (5, -2)
    assert (why.winner.winners, why.winner.decided_by, why.winner.rule) == (
        ("Andreas",), "total", "KK-SCORE-5")


def test_explanations_agree_with_the_sheet() -> None:
    request = ExplainGameRequest.model_validate({**full_game(), "op": "explain_game"})
    sheet, why = score_game(request), explain_game(request)
    for row, player in zip(sheet.players, why.players, strict=True):
        for country, cell in row.countries.items():
            assert cell.land == player.countries[country].land.points
            assert cell.symbols == player.countries[country].symbols.points
        assert row.chains == player.chains.points and row.tablets == player.tablets.points


def test_explain_through_the_registry_and_round_trip() -> None:
    out = answer({**full_game(), "op": "explain_game"})
    assert out["winner"]["decided_by"] == "total"
    response = ExplainGameResponse.model_validate(out)
    assert ExplainGameResponse.model_validate_json(response.model_dump_json()) == response


def test_no_winner_is_explained() -> None:
    why = _explain(one_country("france", 3, 3, 2))
    assert why.winner.tied == ("Andreas", "Beate")
    assert (why.winner.winners, why.winner.decided_by) == ((), "none")
