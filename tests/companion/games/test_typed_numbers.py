"""Every number field of every game screen keeps exactly the number typed into it.

A property over all of them, found on the screens as built (every referee tool and every
sheet of every game, with the forms that hold number fields opened): type any number within
the field's bounds into it, empty or filled, committed with Enter or by leaving the field,
and the field shows that number; a − and + (or + and −) round trip then shows it again,
which it can only do when the model holds it (the buttons step the model, and the screen is
drawn from it). The Spandau end check lost every number typed into an empty field (5 became
0 and "the game is over"): that is the kind this catches.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any

import flet as ft
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.games import plugin
from companion.games.kardinal.sheet_view import SELECTED
from companion.models import GAME_IDS, GameId, Seat, Session
from companion.numbers import Bounds
from scorers.spandau.data import GOODS
from tests.companion.games import fakes
from tests.companion.games.fakes import NOW, tap, walk

COLOURS = ("yellow", "white", "grey", "purple")
OPENERS: dict[str, tuple[str, ...]] = {
    # What opens the forms with number fields, tapped in this order (by test id).
    "spandau/sheet": ("spandau-end-edit",),
    "spandau/sheet/state": ("spandau-end-edit", "spandau-end-mode-state"),
    "spandau/payment": tuple(f"spandau-pay-good-{g}" for g in GOODS[:3]),
    "spandau/bid": tuple(f"spandau-bid-good-{g}" for g in GOODS[:3]),
    "spitzer/sheet": ("spitzer-add-hand",),
    "spitzweg/sheet": ("spw-add-row",),
}


@dataclass(frozen=True)
class Screen:
    name: str
    game: GameId
    build: Callable[[fakes.FakeContext], ft.Control]
    openers: tuple[str, ...]


def _session(game: GameId) -> Session:
    names = ("Anna", "Ben", "Cleo", "Dora")
    seats = tuple(Seat(player_id=f"p{i}", name=name, colour=COLOURS[i] if game == "spitzweg"
                       else None) for i, name in enumerate(names))
    return Session(id="s1", game=game, seats=seats, options={}, created_at=NOW,
                   updated_at=NOW)


def _context(game: GameId, lang: str) -> fakes.FakeContext:
    kind = type(f"{game}Context", (fakes.FakeContext,), {"game": game})
    found: fakes.FakeContext = kind(_session(game), lang)
    return found


def _screens() -> Iterator[Screen]:
    for game in GAME_IDS:
        game_plugin = plugin(game)
        yield Screen(f"{game}/sheet", game, game_plugin.build_sheet,
                     OPENERS.get(f"{game}/sheet", ()))
        if f"{game}/sheet/state" in OPENERS:
            yield Screen(f"{game}/sheet/state", game, game_plugin.build_sheet,
                         OPENERS[f"{game}/sheet/state"])
        for tool in game_plugin.referee_tools():
            yield Screen(f"{game}/{tool.id}", game, tool.build,
                         OPENERS.get(f"{game}/{tool.id}", ()))


SCREENS = list(_screens())


def _number_fields(root: ft.Control) -> list[str]:
    """The ids of the number fields on the screen (the kit's stepper: a field in a
    Semantics named ``<id>-value``, its bounds on the field)."""
    return [c.identifier[:-len("-value")] for c in walk(root)  # type: ignore[index]
            if isinstance(c, ft.Semantics) and (c.identifier or "").endswith("-value")
            and isinstance(c.content, ft.TextField) and not c.content.disabled]


def _field(root: ft.Control, name: str) -> tuple[ft.Semantics, ft.TextField]:
    for c in walk(root):
        if isinstance(c, ft.Semantics) and c.identifier == f"{name}-value":
            assert isinstance(c.content, ft.TextField)
            return c, c.content
    raise AssertionError(f"no number field {name!r}")


def _type(root: ft.Control, name: str, text: str, how: str) -> None:
    """As a person types: the field's text, then Enter (submit) or leaving it (blur)."""
    _holder, field = _field(root, name)
    field.value = text
    handler: Any = getattr(field, how)
    handler(SimpleNamespace(control=field))


def _shown(root: ft.Control, name: str) -> str:
    holder, field = _field(root, name)
    assert holder.label == (field.value or "–"), f"{name}: the label read out differs"
    return str(field.value)


def _round_trip(root: ft.Control, name: str, value: int, bounds: Bounds) -> str:
    """− then + (+ then − at the lowest number): the number the model steps from."""
    if bounds.low == bounds.high:
        return _shown(root, name)
    order = ("minus", "plus") if value > bounds.low else ("plus", "minus")
    for sign in order:
        tap(root, f"{name}-{sign}")
    return _shown(root, name)


def _build(screen: Screen, lang: str) -> ft.Control:
    SELECTED.clear()
    root = screen.build(_context(screen.game, lang))
    for identifier in screen.openers:
        tap(root, identifier)
    return root


def test_every_game_screen_with_number_fields_is_covered() -> None:
    """The property below runs on these; a screen that loses its fields fails here."""
    counts = {screen.name: len(_number_fields(_build(screen, "en"))) for screen in SCREENS}
    with_fields = {name for name, count in counts.items() if count}
    assert {"spandau/sheet", "spandau/sheet/state", "spandau/end", "spandau/payment",
            "spandau/bid", "spandau/palace", "spandau/campaign", "spandau/influence",
            "spandau/displacement", "kardinal/sheet", "kardinal/take", "spitzer/sheet",
            "spitzweg/sheet", "spitzweg/exhibition"} <= with_fields, counts


def _bounds(root: ft.Control, name: str) -> Bounds:
    bounds = _field(root, name)[1].data
    assert isinstance(bounds, Bounds), f"{name} has no bounds"
    return bounds


def _within(draw: Callable[[Any], Any], bounds: Bounds) -> int:
    """Any number within bounds; its ends and small counts as often as the rest."""
    high = min(bounds.high, bounds.low + 10 ** 6)
    value: int = draw(st.one_of(st.sampled_from((bounds.low, bounds.high)),
                                st.integers(bounds.low, min(high, bounds.low + 20)),
                                st.integers(bounds.low, high)))
    return value


@pytest.mark.parametrize("screen", SCREENS, ids=[s.name for s in SCREENS])
@settings(max_examples=5, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_every_number_typed_is_kept_on_screen_and_in_the_model(screen: Screen,
                                                               data: st.DataObject) -> None:
    lang = data.draw(st.sampled_from(("en", "de")))
    root = _build(screen, lang)
    for name in _number_fields(root):
        for turn in ("first", "again"):  # into the field as built (often empty), then filled
            bounds = _bounds(root, name)
            value = _within(data.draw, bounds)
            how = data.draw(st.sampled_from(("on_submit", "on_blur")))
            before = _shown(root, name)
            _type(root, name, str(value), how)
            shown = _shown(root, name)
            assert shown == str(value), \
                f"{screen.name}: {value} typed ({how}, {turn}, was {before!r}) into {name}"
            assert _round_trip(root, name, value, bounds) == str(value), \
                f"{screen.name}: {name} shows {value} but the model holds another number"
