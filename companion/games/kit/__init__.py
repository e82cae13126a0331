"""The widget kit every game's screens are built from: the number stepper with typing, the
chip, the verdict box, the number that explains itself, the card picker, the notice above a
form whose row another phone changed, and their colours.

A game package keeps only what is its own (Spitzer's card faces, Spitzweg's tokens) and
imports the rest from here.
"""

from companion.games.kit.cards import CardGroup, card_picker
from companion.games.kit.colours import CELL, ERROR, FRAME, GOOD, LEADER, PENDING
from companion.games.kit.controls import (
    TOUCH,
    Handler,
    announced,
    caption,
    chip,
    no_event,
    small,
    switch_row,
    then,
    then_step,
    tid,
)
from companion.games.kit.explained import explained_number
from companion.games.kit.kept import Kept
from companion.games.kit.screen import Screen, SheetScreen
from companion.games.kit.stale import row_state, stale_notice, stale_row_notice, stored_row
from companion.games.kit.stepper import number_stepper
from companion.games.kit.verdict import fault_box, fault_boxes, violation_box

__all__ = [
    "CELL", "ERROR", "FRAME", "GOOD", "LEADER", "PENDING", "TOUCH", "CardGroup", "Handler",
    "Kept", "Screen", "SheetScreen",
    "announced", "caption", "card_picker", "chip", "explained_number", "fault_box", "fault_boxes",
    "no_event",
    "number_stepper", "row_state", "small", "stale_notice", "stale_row_notice", "stored_row",
    "switch_row", "then",
    "then_step", "tid",
    "violation_box",
]
