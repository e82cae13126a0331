"""A house rule's number on New game (Spitzer's stake) keeps exactly the number typed,
with Enter as on leaving the field (only leaving the field kept it before)."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any

import flet as ft
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.app import App
from companion.games import plugin
from companion.models import GAME_IDS
from companion.numbers import SCORE
from companion.shell import Table
from companion.table.access import TableLock
from companion.views.new_session import NewSessionScreen
from tests.companion.fake_page import FakePage
from tests.companion.helpers import new_repo

INT_OPTIONS = [(game, spec.name) for game in GAME_IDS for spec in plugin(game).info.options
               if spec.kind == "int"]


def _fields(control: Any) -> list[ft.TextField]:
    found = [control] if isinstance(control, ft.TextField) else []
    for child in getattr(control, "controls", None) or []:
        found += _fields(child)
    content = getattr(control, "content", None)
    return found + (_fields(content) if isinstance(content, ft.Control) else [])


def test_there_are_number_house_rules() -> None:
    assert ("spitzer", "stake_cents") in INT_OPTIONS


@settings(max_examples=15, deadline=None)
@given(option=st.sampled_from(INT_OPTIONS), value=st.integers(SCORE.low, SCORE.high),
       how=st.sampled_from(("on_submit", "on_blur")))
def test_a_typed_house_rule_number_is_kept(option: tuple[str, str], value: int,
                                            how: str) -> None:
    game, name = option
    table = Table(repo=new_repo(), data_dir=Path("."), lock=TableLock(pin=None))  # type: ignore[arg-type]
    app = App(table, FakePage(route=f"/new/{game}"), "127.0.0.1")  # type: ignore[arg-type]
    app.start()
    screen = app.screen
    assert isinstance(screen, NewSessionScreen)
    label = screen.t(f"{game}.option.{name}")
    field = next(f for f in _fields(screen.body) if f.label == label)
    field.value = str(value)
    getattr(field, how)(SimpleNamespace(control=field))
    assert screen.vm.options[name] == value
