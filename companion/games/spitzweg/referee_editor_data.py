"""What the exhibition editor's panels draw from and call back: data and callbacks, not the
screen that holds them (`referee_editor_view.EditorView` makes one and keeps it). The panel
functions name it ``view``: what they are drawn from."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from companion.games.base import RefereeContext
from companion.games.spitzweg.referee_editor_model import ExhibitionEditor


@dataclass
class PanelData:
    ctx: RefereeContext
    editor: ExhibitionEditor
    colours: tuple[str, ...]
    """The seated token colours (all four without a session)."""
    token_names: dict[str, str]
    initials: dict[str, str]
    """A seated player's initial on his token; none for "Yellow token" (Y is a card's)."""
    pad_game: int
    """The pad game a scored exhibition goes to."""
    render: Callable[[], None]
    """Rebuild the screen."""
    redraw: Callable[[], None]
    """Rebuild the screen after a change to the grid; older verdicts no longer apply."""
    hand_letter: str = "R"
    """The colour the hand's value chips add."""
    save_name: str = ""
    """The name typed for a layout to keep."""
