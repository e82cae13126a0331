"""The exhibition grid of the referee editor: cards, owners, "this turn" marks, the picker.

Pure state, no flet. Cells are rules-file coordinates (x right, y down). The cards marked
"this turn" keep the order they were marked in: that is the placement order the turn check
judges (SPW-PLACE-9) and that names the overflow card (SPW-CLOSE-3).

A dispute is laid in two phases: first the cards lying before the disputed turn, then (after
one tap on the player whose turn it is, `start_turn`) the cards of that turn. A new card is
two taps: its cell, then the card in the picker (colour and value at once, `pick_card`); its
token is the last one used before the turn, and the judged player's during the turn.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from scorers.spitzweg.data import JOKER, TOKEN_COLOURS, VALUES
from scorers.spitzweg.lines import NEIGHBOURS, Pos, box_fits, extent
from scorers.spitzweg.models import Cell

CellState = Literal["card", "open", "limit", "blank"]
"""A shown cell: a card, an empty neighbour a card may go on, a neighbour beyond the 8x5
limit (SPW-PLACE-2), or empty space."""


@dataclass
class GridCard:
    card: str
    owner: str | None
    turn: int = 0
    """Placement order within this turn (1, 2, ...); 0 for a card lying before the turn."""
    replaced: bool = False
    """This turn's painting lies on a Joker that lay here before the turn (SPW-JOKER-4)."""


@dataclass
class Picker:
    """The card being put on (or edited at) one cell."""

    cell: Pos
    letter: str = "R"
    value: int = 1
    joker: bool = False
    owner: str | None = None
    turn: bool = True
    editing: bool = False

    @property
    def card(self) -> str:
        return JOKER if self.joker else f"{self.letter}{self.value}"


@dataclass
class ExhibitionGrid:
    player: str = TOKEN_COLOURS[0]
    """Token colour of the player whose turn is judged; this turn's paintings are his."""
    rotated_box: bool = False
    cells: dict[Pos, GridCard] = field(default_factory=dict)
    picker: Picker | None = None
    last: Picker | None = None
    """The last new card: the next card lying before the turn gets its token, so laying a
    player's cards needs the token chosen once."""
    turn_mode: bool = False
    """After `start_turn`: new cards are the judged player's, placed this turn."""

    # --- what the grid shows -------------------------------------------------------------
    def window(self) -> tuple[int, int, int, int]:
        """Cells shown: the occupied area plus one ring of neighbours (x0, y0, x1, y1)."""
        if not self.cells:
            return (0, 0, 0, 0)
        x0, y0, x1, y1 = extent(self.cells)
        return (x0 - 1, y0 - 1, x1 + 1, y1 + 1)

    def state(self, pos: Pos) -> CellState:
        if pos in self.cells:
            return "card"
        if not self.cells:
            return "open" if pos == (0, 0) else "blank"
        if not any((pos[0] + dx, pos[1] + dy) in self.cells for dx, dy in NEIGHBOURS):
            return "blank"
        x0, y0, x1, y1 = extent([*self.cells, pos])
        return "open" if box_fits(x1 - x0 + 1, y1 - y0 + 1, self.rotated_box) else "limit"

    def box(self) -> tuple[int, int]:
        """Columns and rows the exhibition spans now."""
        if not self.cells:
            return (0, 0)
        x0, y0, x1, y1 = extent(self.cells)
        return (x1 - x0 + 1, y1 - y0 + 1)

    # --- editing ------------------------------------------------------------------------------
    def tap(self, pos: Pos) -> None:
        """Open the picker on a card (edit) or on an empty neighbour (new card)."""
        lying = self.cells.get(pos)
        if lying is not None:
            joker = lying.card == JOKER
            self.picker = Picker(cell=pos, letter="R" if joker else lying.card[0],
                                 value=1 if joker else int(lying.card[1:]), joker=joker,
                                 # a painting put on a Joker's cell is the judged player's
                                 owner=self.player if joker else lying.owner,
                                 turn=lying.turn > 0, editing=True)
        elif self.state(pos) == "open":
            last = self.last
            owner = self.player if self.turn_mode or last is None else last.owner
            self.picker = Picker(cell=pos, owner=owner, turn=self.turn_mode)
            if last is not None:
                self.picker.letter, self.picker.value = last.letter, last.value

    def pick_card(self, card: str) -> None:
        """The card tapped in the picker (colour and value at once): put it and close."""
        if self.picker is None:
            return
        if card == JOKER:
            self.pick(joker=True)
        else:
            self.pick(letter=card[0], value=int(card[1:]))
        self.confirm()

    def start_turn(self, colour: str) -> None:
        """The disputed turn begins: cards added from now on are ``colour``'s, this turn's."""
        self.set_player(colour)
        self.turn_mode = True
        self.picker = None

    def before_turn(self) -> None:
        """Back to laying the cards that lay before the turn (their marks stay)."""
        self.turn_mode = False
        self.picker = None

    def pick(self, *, letter: str | None = None, value: int | None = None,
             joker: bool | None = None, owner: str | Literal[False] | None = False,
             turn: bool | None = None) -> None:
        """Change the open picker; ``owner=None`` means no token (a start card)."""
        picker = self.picker
        if picker is None:
            return
        if letter is not None:
            picker.letter, picker.joker = letter, False
        if value is not None and value in VALUES:
            picker.value, picker.joker = value, False
        if joker is not None:
            picker.joker = joker
        if owner is not False:
            picker.owner = owner
        if turn is not None:
            picker.turn = turn

    def confirm(self) -> None:
        picker = self.picker
        if picker is None:
            return
        self.picker = None
        if not picker.editing:
            self.last = picker
        if picker.turn and picker.owner is not None:
            self.set_player(picker.owner)
        self.put(picker.cell, picker.card, picker.owner, turn=picker.turn)

    def remove(self) -> None:
        if self.picker is not None and self.picker.cell in self.cells:
            del self.cells[self.picker.cell]
            self._renumber()
        self.picker = None

    def cancel(self) -> None:
        self.picker = None

    def put(self, pos: Pos, card: str, owner: str | None, *, turn: bool = False) -> None:
        """Lay a card; a turn card keeps its place in the order, a new one comes last."""
        was = self.cells.get(pos)
        order = (was.turn if was is not None and was.turn else self._next_turn()) if turn else 0
        on_joker = was is not None and (was.replaced or (was.card == JOKER and not was.turn))
        self.cells[pos] = GridCard(card, None if card == JOKER else owner, order,
                                   replaced=bool(turn) and card != JOKER and on_joker)
        self._renumber()

    def set_player(self, colour: str) -> None:
        """The judged player; this turn's paintings carry his token."""
        self.player = colour
        for placed in self.cells.values():
            if placed.turn and placed.card != JOKER:
                placed.owner = colour

    def clear_turn(self) -> None:
        for placed in self.cells.values():
            placed.turn = 0
        self.turn_mode = False

    def clear(self) -> None:
        self.cells.clear()
        self.picker = None
        self.last = None
        self.turn_mode = False

    def _next_turn(self) -> int:
        return max((placed.turn for placed in self.cells.values()), default=0) + 1

    def _renumber(self) -> None:
        ordered = sorted((c for c in self.cells.values() if c.turn), key=lambda c: c.turn)
        for number, placed in enumerate(ordered, 1):
            placed.turn = number

    # --- towards the rules core -------------------------------------------------------------
    def turn_cells(self) -> list[tuple[Pos, GridCard]]:
        """This turn's cards in placement order."""
        return sorted(((pos, c) for pos, c in self.cells.items() if c.turn),
                      key=lambda item: item[1].turn)

    def exhibition(self, *, before_turn: bool = False) -> tuple[Cell, ...]:
        """All cards, or only those lying before this turn, as rules-core cells."""
        if not before_turn:
            return tuple(Cell(x=x, y=y, card=c.card, owner=c.owner)
                         for (x, y), c in sorted(self.cells.items()))
        return tuple(Cell(x=x, y=y, card=JOKER) if c.replaced else
                     Cell(x=x, y=y, card=c.card, owner=c.owner)
                     for (x, y), c in sorted(self.cells.items()) if c.replaced or not c.turn)

    def to_data(self) -> dict[str, Any]:
        return {"player": self.player, "turn_mode": self.turn_mode, "cells": [
            {"x": x, "y": y, "card": c.card, "owner": c.owner, "turn": c.turn,
             "replaced": c.replaced}
            for (x, y), c in sorted(self.cells.items())]}

    @classmethod
    def from_data(cls, data: dict[str, Any], *, rotated_box: bool = False) -> ExhibitionGrid:
        grid = cls(player=str(data.get("player", TOKEN_COLOURS[0])), rotated_box=rotated_box,
                   turn_mode=bool(data.get("turn_mode", False)))
        for item in data.get("cells", []):
            grid.cells[(int(item["x"]), int(item["y"]))] = GridCard(
                str(item["card"]), item.get("owner"), int(item.get("turn", 0)),
                bool(item.get("replaced", False)))
        grid._renumber()
        return grid
