"""Layouts of the Spitzweg rules file (§12) in the editor's terms."""

from __future__ import annotations

from companion.games.spitzweg.referee_editor_model import ExhibitionEditor

Lay = tuple[tuple[int, int], str, str | None]

RED_ROW: tuple[Lay, ...] = tuple(
    ((x, 1), card, "white") for x, card in enumerate(("R6", "R7", "R8", "R9", "R10", "R1")))
"""The rules file's common base row (0,1):R6 ... (5,1):R1."""
TEN_SET: tuple[Lay, ...] = (((4, 2), "B10", "purple"), ((4, 3), "Y10", "purple"),
                            ((4, 4), "G10", "purple"))
"""SPW-TV-31's assumed "before": the red row and four 10s down from the red 10."""

CARL_BEFORE: tuple[Lay, ...] = (
    ((1, 0), "B7", "grey"), ((0, 1), "R6", "yellow"), ((1, 1), "R7", "yellow"),
    ((2, 1), "R8", "yellow"), ((3, 1), "R9", "yellow"), ((1, 2), "G7", "grey"),
    ((2, 2), "G8", "white"), ((3, 2), "J", None), ((4, 0), "Y10", "purple"),
    ((4, 1), "R10", "purple"), ((4, 2), "G10", "white"), ((4, 3), "B10", "purple"))
"""SPW-TV-40: the 12 cards before Carl's (grey's) turn."""
CARL_TURN = (((5, 0), "Y9"), ((6, 0), "Y8"), ((5, 3), "B1"), ((6, 3), "B2"))
SEATED = ("yellow", "white", "grey", "purple")


def editor_with(before: tuple[Lay, ...], turn: tuple[tuple[tuple[int, int], str], ...] = (),
                *, player: str = "grey", players: int = 4, index: int = 1) -> ExhibitionEditor:
    editor = ExhibitionEditor(players=players, index=index)
    for pos, card, owner in before:
        editor.grid.put(pos, card, owner)
    editor.grid.set_player(player)
    for pos, card in turn:
        editor.grid.put(pos, card, player, turn=True)
    return editor

