"""The take checker view-model with the rules file's take vectors (§7)."""

from __future__ import annotations

import pytest

from companion.games.kardinal.referee_take_model import TakeChecker, TakenCard
from scorers.common.models import Violation
from scorers.kardinal.models import TakeOptions


def checker(*cards: TakenCard, tablets: tuple[str, ...] = (), players: int = 4,
            stones: tuple[int, int, int] = (3, 0, 0), **options: bool) -> TakeChecker:
    found = TakeChecker(players=players, options=TakeOptions(**options), cards=list(cards),
                        tablets=set(tablets))
    found.stones = dict(zip(("supply", "deployed", "lost"), stones, strict=True))
    return found


FR1 = TakenCard(country="france", circles=1)
FR2 = TakenCard(country="france", circles=2)
FR0 = TakenCard(country="france", circles=0)


@pytest.mark.parametrize(("tv", "cards", "tablets", "rules", "offending"), [
    ("KK-TV-06", (FR2, FR0), (), ["KK-TAKE-3"], {1}),
    ("KK-TV-07", (FR1, FR1), (), [], set()),
    ("KK-TV-07", (FR1, FR1, FR0), (), ["KK-TAKE-3"], {2}),
    ("KK-TV-20", (FR1, TakenCard(country="saxony", circles=1)), (), ["KK-TAKE-2"], {1}),
    ("KK-TV-20", (FR1, TakenCard(country="saxony", circles=1)), ("any_colours",), [], set()),
    ("KK-TV-21", (FR1, FR2), (), ["KK-TAKE-3"], set()),
    ("KK-TV-21", (FR1, FR2), ("three_symbols",), [], set()),
    ("KK-TV-22", (TakenCard(country="france", circles=1, route="ship"),
                  TakenCard(country="france", circles=1, route="coach")), (), [], set()),
    ("KK-TV-23", (FR0, FR0, FR2), (), [], set()),
    ("KK-TV-24", (FR2, FR0), (), ["KK-TAKE-3"], {1}),
    ("KK-TV-26", (TakenCard(country="italy", end=False),), (), ["KK-TAKE-1"], {0}),
])
def test_take_vectors(tv: str, cards: tuple[TakenCard, ...], tablets: tuple[str, ...],
                      rules: list[str], offending: set[int]) -> None:
    found = checker(*cards, tablets=tablets)
    verdict = found.verdict()
    assert not isinstance(verdict, Violation)
    assert [v.rule for v in verdict.violations] == rules, tv
    assert set(found.offending()) == offending
    assert all(found.offending()[i] == tuple(rules) for i in offending), "the rule on the card"


def test_stop_at_limit_off_kk_tv_24() -> None:
    verdict = checker(FR2, FR0, stop_at_limit=False).verdict()
    assert not isinstance(verdict, Violation) and verdict.ok


def test_foreign_stone_paid_from_deployed_kk_tv_08() -> None:
    verdict = checker(TakenCard(stone="foreign"), stones=(0, 2, 1)).verdict()
    assert not isinstance(verdict, Violation) and verdict.ok
    assert (verdict.stones.supply, verdict.stones.deployed, verdict.stones.lost) == (0, 1, 2)
    assert verdict.returned == 1


def test_foreign_stone_from_supply_kk_tv_33_and_own_stone_kk_tv_35() -> None:
    paid = checker(TakenCard(stone="foreign"), stones=(1, 2, 0)).verdict()
    own = checker(TakenCard(stone="own"), stones=(1, 2, 0)).verdict()
    assert not isinstance(paid, Violation) and not isinstance(own, Violation)
    assert (paid.stones.supply, paid.stones.lost) == (0, 1)
    assert (own.stones.supply, own.stones.deployed) == (2, 1)


def test_no_stone_to_pay_kk_stone_8() -> None:
    found = checker(TakenCard(stone="foreign"), stones=(0, 0, 3))
    verdict = found.verdict()
    assert not isinstance(verdict, Violation)
    assert [v.rule for v in verdict.violations] == ["KK-STONE-8"]
    assert found.offending() == {0: ("KK-STONE-8",)}


def test_impossible_stones_are_a_verdict_not_a_crash() -> None:
    verdict = checker(FR0, stones=(3, 2, 0)).verdict()
    assert isinstance(verdict, Violation) and verdict.rule == "KK-VAL-11"


def test_editing_the_take() -> None:
    found = TakeChecker()
    found.change(0, country="denmark", circles=1)
    found.add_card()
    assert found.cards[1].country == "denmark" and found.selected == 1
    found.remove_card(0)
    assert len(found.cards) == 1 and found.selected == 0
    found.step_stones("supply", 5)
    assert found.stones["supply"] == 3


def test_as_text_lists_the_situation_and_rules() -> None:
    found = checker(FR1, TakenCard(country="saxony", circles=1))
    text = found.as_text(lambda key, **p: key.rsplit(".", 1)[-1] + str(sorted(p.values())),
                         lambda rule: f"<{rule}>")
    assert "KK-TAKE-2: <KK-TAKE-2> — Card 2 is from Saxony" in text
    assert "illegal" in text and text.count("\n") >= 7
