"""The widget kit every game's screens are built from, and the one door to a rules core."""

from __future__ import annotations

from typing import Any

import flet as ft
import pytest
from pydantic import BaseModel, Field

from companion.games.kit import (
    CELL,
    ERROR,
    LEADER,
    PENDING,
    CardGroup,
    Screen,
    card_picker,
    chip,
    explained_number,
    fault_box,
    number_stepper,
    violation_box,
)
from companion.games.rules_call import Refused, RulesCaller
from scorers.common.errors import FaultList, ImpossibleInput
from scorers.common.models import Violation
from tests.companion.games.fakes import FakeContext, by_id, tap, texts, walk


class KitContext(FakeContext):
    game = "spitzer"


def test_a_chip_reads_as_its_label_and_choice_and_answers_a_tap() -> None:
    tapped: list[str] = []
    flag = ft.Icon(ft.Icons.FLAG)
    root = chip("pick-anna", "Anna", True, lambda: tapped.append("anna"), flag)
    assert isinstance(root, ft.Semantics)
    assert (root.identifier, root.label, root.selected) == ("pick-anna", "Anna", True)
    shown = by_id(root, "pick-anna")
    assert isinstance(shown, ft.Chip) and shown.selected and shown.leading is flag
    tap(root, "pick-anna", times=2)
    assert tapped == ["anna", "anna"]
    assert by_id(chip("x", "X", False, lambda: None, disabled=True), "x").disabled


def test_the_violation_box_names_the_rule_and_leaves_out_a_repeat() -> None:
    box = violation_box("SPZ-PLAY-3", "Follow suit.", "Anna holds a heart.")
    assert texts(box) == ["SPZ-PLAY-3: Follow suit.", "Anna holds a heart."]
    assert box.border.top.color == ERROR  # type: ignore[attr-defined]
    assert texts(violation_box("R-1", "Same.", "Same.")) == ["R-1: Same."]
    small = violation_box("R-1", "Rule.", "What.", compact=True)
    assert {c.size for c in walk(small) if isinstance(c, ft.Text)} == {13}


def test_the_fault_box_speaks_the_users_language() -> None:
    english = fault_box(KitContext(lang="en"), "XX-VAL-9", "Seat 4 does not exist.")
    assert "Seat 4 does not exist." in texts(english)
    german = fault_box(KitContext(lang="de"), "XX-VAL-9", "Seat 4 does not exist.")
    assert "Seat 4 does not exist." not in texts(german)  # never the core's raw English
    assert texts(german)[0].startswith("XX-VAL-9: ")


def test_the_number_that_explains_itself() -> None:
    asked: list[str] = []
    cell = explained_number("total-0", 42, lambda: asked.append("total"), bold=True,
                            highlight=True)
    box = by_id(cell, "total-0")
    assert texts(cell) == ["42"] and box.bgcolor == LEADER
    tap(cell, "total-0")
    assert asked == ["total"]
    pending = by_id(explained_number("total-1", None, None), "total-1")
    assert pending.on_click is None and pending.bgcolor == CELL
    assert [(t.value, t.color) for t in walk(pending) if isinstance(t, ft.Text)] == [
        ("–", PENDING)]
    assert texts(explained_number("n", 3, None, caption="types")) == ["3", "types"]


def test_the_card_picker_dims_used_cards_and_picks_the_others() -> None:
    picked: list[str] = []
    dimmed: dict[str, bool] = {}

    def face(card: str, on_click: Any, gone: bool) -> ft.Control:
        dimmed[card] = gone
        return ft.Container(ft.Text(card), on_click=on_click)

    root = card_picker("pick", [CardGroup("High", ["A", "K"]), CardGroup("Low", ["7"])],
                       face, picked.append, used={"K"})
    assert texts(root)[0] == "High" and "Low" in texts(root)
    assert dimmed == {"A": False, "K": True, "7": False}
    assert by_id(root, "pick-K").on_click is None
    tap(root, "pick-7")
    tap(root, "pick-A")
    assert picked == ["7", "A"]


def test_a_label_can_stand_before_the_stepper() -> None:
    row = number_stepper("coins", None, lambda delta: None, on_set=lambda n: None,
                         label="Coins", label_at="start")
    assert isinstance(row, ft.Row)
    label, stepper = row.controls
    assert isinstance(label, ft.Text) and label.value == "Coins" and label.expand
    assert by_id(stepper, "coins-value").value == ""  # nothing entered yet
    assert isinstance(by_id(stepper, "coins-plus"), ft.IconButton)


class Shape(BaseModel):
    count: int = Field(ge=0)


def test_the_rules_caller_answers_or_cites_the_broken_rule() -> None:
    rules = RulesCaller("XX-VAL")
    assert rules.attempt(lambda: 7) == 7

    def impossible() -> int:
        faults = FaultList()
        faults.add("XX-VAL-2", "Seat 5 does not exist.")
        faults.add("XX-VAL-3", "Anna appears twice.")
        faults.raise_if_any()
        return 0

    assert rules.attempt(impossible) == Violation(rule="XX-VAL-2",
                                                  message="Seat 5 does not exist.")
    refused = rules.faults(impossible)
    assert isinstance(refused, Refused)
    assert [f["rule"] for f in refused.faults] == ["XX-VAL-2", "XX-VAL-3"]
    shape = rules.attempt(lambda: Shape.model_validate({"count": -1}))
    assert isinstance(shape, Violation) and shape.rule == "XX-VAL"
    assert shape.message.startswith("count: ")


def test_impossible_input_keeps_its_own_rule() -> None:
    def broken() -> None:
        raise ImpossibleInput("XX-VAL-5", "No cards.")

    assert RulesCaller("XX-VAL").attempt(broken) == Violation(rule="XX-VAL-5",
                                                              message="No cards.")


class Counter(Screen[KitContext]):
    count = 0

    def draw(self) -> list[ft.Control]:
        return [ft.Text(str(self.count))]


def test_a_screen_draws_on_build_and_again_on_render() -> None:
    screen = Counter(KitContext())
    assert texts(screen.root) == ["0"] and screen.root.spacing == 12
    screen.count = 2
    screen.render()
    assert texts(screen.root) == ["2"]
    assert texts(Counter.build(KitContext())) == ["0"]


@pytest.mark.parametrize("spacing", [6, 10])
def test_a_screen_keeps_its_spacing(spacing: int) -> None:
    assert Counter(KitContext(), spacing=spacing).root.spacing == spacing
