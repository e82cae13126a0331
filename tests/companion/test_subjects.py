"""Messages that keep their subject and say it once, in both languages."""

from __future__ import annotations

import pytest

from companion.colours import PALETTE, colour_name
from companion.games.kardinal.sheet_explain import best_sort
from companion.i18n import Translator

DE, EN = Translator("de"), Translator("en")


def test_the_best_sort_is_named_once() -> None:
    assert best_sort(DE.t, ("best",)) == "Beste Sorte"
    assert best_sort(DE.t, ("cross", "fan")) == "Beste Sorte Kreuze/Fächer"
    line = DE.t("kardinal.explain.symbols.best", sorts=best_sort(DE.t, ("best",)), best=2,
                points=3, country="Italien")
    assert line == "Beste Sorte ×2, die meisten am Tisch: 3 Punkte."


@pytest.mark.parametrize(("t", "one", "two"), [
    (DE, "Ida hat die höchste Summe (30).", "Ida, Hans haben die höchste Summe (30)."),
    (EN, "Ida has the highest total (30).", "Ida, Hans have the highest total (30).")])
def test_several_winners_take_a_plural_verb(t: Translator, one: str, two: str) -> None:
    assert t.t("kardinal.reason.total", names="Ida", winners=1, points=30) == one
    assert t.t("kardinal.reason.total", names="Ida, Hans", winners=2, points=30) == two


def test_every_palette_colour_has_a_name_in_both_languages() -> None:
    for number, colour in enumerate(PALETTE, 1):
        for t in (DE, EN):
            name = colour_name(colour, number, t.t)
            assert "#" not in name and not name.startswith("colour."), (colour, name)
    assert colour_name("#9E5D00", 12, DE.t) == "Bernstein"
    assert colour_name("#123456", 13, DE.t) == "Farbe 13"


def test_the_first_dealer_is_drawn_once_in_german() -> None:
    line = DE.t("start.history", role="Erster Geber", name="Ida", order="Ida, Hans")
    assert line.count("ausgelost") == 0 and DE.t("action.draw") == "ausgelost"


def test_an_ordinary_sheet_is_no_league() -> None:
    assert not DE.t("spitzer.league.title", games=1).startswith("Liga")
    assert DE.t("spitzer.league.title", games=1) == "Dieses Blatt: 1 Spiel"
    assert DE.t("game.kardinal.short") == "Kardinal & König"
