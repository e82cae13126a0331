"""Take legality (§3.1-§3.3): the rules file's taking and stone vectors."""

from __future__ import annotations

from typing import Any

import pytest

from scorers.kardinal.models import CheckTakeRequest, TakeVerdict
from scorers.kardinal.take import check_take


def card(circles: int = 0, country: str = "france", end: bool = True, **more: Any
         ) -> dict[str, Any]:
    return {"country": country, "circles": circles, "end": end, **more}


def check(*take: dict[str, Any], tablets: tuple[str, ...] = (), players: int = 4,
          stones: tuple[int, int, int] = (3, 0, 0), **options: Any) -> TakeVerdict:
    supply, deployed, lost = stones
    return check_take(CheckTakeRequest.model_validate({
        "players": players, "take": take, "tablets_played": tablets,
        "stones": {"supply": supply, "deployed": deployed, "lost": lost},
        "options": options}))


def rules(verdict: TakeVerdict) -> list[str]:
    return [v.rule for v in verdict.violations]


def test_tv06_nothing_after_two_circles() -> None:
    assert rules(check(card(2))) == []
    assert set(rules(check(card(2), card(1)))) == {"KK-TAKE-3"}
    assert rules(check(card(2), card(0))) == ["KK-TAKE-3"]


def test_tv07_two_single_circles_then_no_third() -> None:
    assert check(card(1), card(1)).ok
    third = check(card(1), card(1), card(0))
    assert rules(third) == ["KK-TAKE-3"]
    assert third.violations[0].cards == ("2",)


@pytest.mark.parametrize(("take", "tablets", "expected"), [
    ("KK-TV-20", (), ["KK-TAKE-2"]),
    ("KK-TV-20", ("any_colours",), []),
])
def test_tv20_one_country_unless_any_colours(take: str, tablets: tuple[str, ...],
                                             expected: list[str]) -> None:
    verdict = check(card(1, "france"), card(1, "saxony"), tablets=tablets)
    assert rules(verdict) == expected, take


@pytest.mark.parametrize(("tablets", "ok"), [((), False), (("three_symbols",), True)])
def test_tv21_three_circles_need_the_tablet(tablets: tuple[str, ...], ok: bool) -> None:
    assert check(card(1), card(2), tablets=tablets).ok is ok


def test_tv22_ships_and_coaches_are_not_circles() -> None:
    assert check(card(1, ship=True), card(1, coach=True)).ok


def test_tv23_empty_cards_before_the_limit() -> None:
    assert check(card(0), card(0), card(2)).ok


@pytest.mark.parametrize(("stop", "ok"), [(True, False), (False, True)])
def test_tv24_stop_at_limit_option(stop: bool, ok: bool) -> None:
    assert check(card(2), card(0), stop_at_limit=stop).ok is ok


def test_tv25_a_new_end_card_may_follow() -> None:
    assert check(card(0, row=2, side="left"), card(1, row=2, side="left")).ok


def test_tv26_middle_of_a_row() -> None:
    verdict = check(card(0), card(1, end=False))
    assert rules(verdict) == ["KK-TAKE-1"]
    assert verdict.violations[0].cards == ("1",)


def test_tv27_no_stone_no_foreign_card() -> None:
    """KK-TV-27: with 0 stones every foreign-stoned end card is refused (KK-STONE-8), so
    the player has no legal take and sits out (KK-TAKE-5)."""
    verdict = check(card(0, stone="foreign"), players=4, stones=(0, 0, 3))
    assert rules(verdict) == ["KK-STONE-8"]
    assert verdict.stones.lost == 3 and verdict.returned == 0


def test_tv08_empty_supply_pays_with_a_deployed_stone() -> None:
    verdict = check(card(1, stone="foreign"), players=4, stones=(0, 2, 1))
    assert verdict.ok
    assert (verdict.stones.supply, verdict.stones.deployed, verdict.stones.lost) == (0, 1, 2)
    assert verdict.returned == 1


def test_tv33_supply_pays_first() -> None:
    verdict = check(card(0, stone="foreign"), stones=(1, 2, 0))
    assert verdict.ok
    assert verdict.stones.model_dump() == {"supply": 0, "deployed": 2, "lost": 1}


def test_tv35_own_stone_comes_home() -> None:
    verdict = check(card(0, stone="own"), players=4, stones=(1, 2, 0))
    assert verdict.ok
    assert verdict.stones.model_dump() == {"supply": 2, "deployed": 1, "lost": 0}


def test_a_stone_returned_earlier_in_the_take_pays() -> None:
    """KK-STONE-8: the own stone of the first card pays for the foreign one after it."""
    verdict = check(card(0, stone="own"), card(1, stone="foreign"), stones=(0, 1, 2))
    assert verdict.ok
    assert verdict.stones.model_dump() == {"supply": 0, "deployed": 0, "lost": 3}


def test_two_foreign_stones_cost_two() -> None:
    verdict = check(card(0, stone="foreign"), card(0, stone="foreign"), stones=(1, 0, 2))
    assert rules(verdict) == ["KK-STONE-8"]
    assert verdict.violations[0].cards == ("1",)


def test_paying_from_a_card_while_the_supply_holds_a_stone() -> None:
    """A-7: supply first, unless ``pay_any_stone``."""
    take = card(0, stone="foreign", pay_from="deployed")
    assert rules(check(take, stones=(1, 2, 0))) == ["KK-STONE-7"]
    free = check(take, stones=(1, 2, 0), pay_any_stone=True)
    assert free.ok and free.stones.model_dump() == {"supply": 1, "deployed": 1, "lost": 1}


def test_house_rules_one_tablet_and_one_row_end() -> None:
    assert rules(check(card(1), tablets=("three_symbols", "any_colours"),
                       one_tablet_per_turn=True)) == ["KK-LAW-6"]
    assert check(card(1), tablets=("three_symbols", "any_colours")).ok
    apart = (card(0, row=1, side="left"), card(0, row=3, side="right"))
    assert check(*apart).ok
    assert rules(check(*apart, one_row_end=True)) == ["KK-TAKE-1"]


def test_every_violation_is_listed() -> None:
    verdict = check(card(2, end=False), card(1, "italy"), card(0, stone="foreign"),
                    stones=(0, 0, 3))
    assert rules(verdict) == ["KK-TAKE-1", "KK-TAKE-2", "KK-TAKE-3", "KK-TAKE-3",
                              "KK-STONE-8"]
    assert [v.cards for v in verdict.violations] == [("0",), ("1",), None, ("1",), ("2",)]


def test_round_trip() -> None:
    request = CheckTakeRequest.model_validate({
        "players": 3, "take": [card(1, ship=True, stone="own")],
        "tablets_played": ["three_symbols"],
        "stones": {"supply": 1, "deployed": 1, "lost": 1}})
    assert CheckTakeRequest.model_validate_json(request.model_dump_json()) == request
    verdict = check_take(request)
    assert TakeVerdict.model_validate_json(verdict.model_dump_json()) == verdict
