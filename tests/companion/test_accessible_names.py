"""What a screen reader reads: a stepper's field and buttons named with what they count and
for whom in the user's language, and a web page that lets people zoom."""

from __future__ import annotations

from pathlib import Path

import flet as ft
import flet_web

from companion.games.kit import number_stepper
from companion.i18n import Translator
from tests.companion.games.fakes import walk

ROOT = Path(__file__).resolve().parents[2]


def names(control: ft.Control) -> tuple[list[str], list[str]]:
    """The buttons' names and the field's name of a stepper."""
    buttons = [c.icon.semantics_label  # type: ignore[union-attr]
               for c in walk(control) if isinstance(c, ft.IconButton)]
    fields = [c.label.content.value  # type: ignore[union-attr]
              for c in walk(control) if isinstance(c, ft.TextField)]
    return buttons, fields


def test_a_stepper_is_named_with_its_player_and_number_in_both_languages() -> None:
    for lang, expected in (
            ("en", (["Anna: France, Cards, one less", "Anna: France, Cards, one more"],
                    ["Anna: France, Cards, 3"])),
            ("de", (["Anna: France, Cards, eins weniger", "Anna: France, Cards, eins mehr"],
                    ["Anna: France, Cards, 3"]))):
        stepper = number_stepper("kk-cards-0-france", 3, lambda d: 3 + d, on_set=lambda n: n,
                                 t=Translator(lang).t, name="Anna: France, Cards")
        assert names(stepper) == expected


def test_a_stepper_without_a_number_says_so_and_its_tens_say_how_many() -> None:
    t = Translator("de").t
    stepper = number_stepper("points", None, lambda d: d, on_set=lambda n: n, steps=(1, 10),
                             t=t, name="Punkte")
    buttons, fields = names(stepper)
    assert fields == ["Punkte, nichts eingetragen"]
    assert "Punkte, 10 mehr" in buttons and "Punkte, 10 weniger" in buttons


def test_the_web_page_is_fletweb_s_own_plus_the_zoom_script_only() -> None:
    """assets/index.html replaces flet-web's page: a new flet-web release must be copied
    over (this fails until it is)."""
    ours = (ROOT / "assets" / "index.html").read_text(encoding="utf-8")
    theirs = (Path(flet_web.__file__).parent / "web" / "index.html").read_text(encoding="utf-8")
    start = ours.index("  <!-- Table Companion: people may zoom.")
    end = ours.index("  <!-- fletAppConfig -->")
    assert ours[:start] + ours[end:] == theirs
    assert 'const allowed = "width=device-width, initial-scale=1.0";' in ours[start:end]
