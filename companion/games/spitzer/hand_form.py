"""The hand form's state: what a person taps in before a hand is saved (pure, no flet).

Two modes: ``totals`` (side tricks and side points counted after the hand) and ``tricks``
(every card tapped in play order; ``scorers.spitzer.trick_winner`` names each trick's
winner, who leads the next). `preview` scores the unsaved hand exactly as the sheet will.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from companion.games.spitzer.rules import RULES
from companion.games.spitzer.sheet_entries import HAND, MISDEAL, ROWS, Row
from companion.games.spitzer.sheet_model import SpitzerSheet
from companion.games.spitzer.sheet_rows import SheetRow
from companion.models import Entry
from companion.rows import parse_row
from scorers.common.models import Violation
from scorers.spitzer import trick_winner
from scorers.spitzer.data import DECK_POINTS, HAND_SIZE, SIDE_SIZE, TRICK_SIZE
from scorers.spitzer.models import TrickWinnerRequest
from scorers.spitzer.referee import plays_so_far

PREVIEW_ID = "preview"


@dataclass
class HandForm:
    sheet: SpitzerSheet
    dealer: str
    editing: str | None = None
    kind: str = HAND
    mode: str = "totals"
    type: str = "normal"
    calling_side: list[str] = field(default_factory=list)
    side_tricks: int = 4
    side_points: int = 61
    club_queen: str | None = None
    called_ace: str | None = None
    ace_holder: str | None = None
    """Who of the calling side holds the called ace (the table knows its partner): the
    plays are then judged as they are entered (`faults_so_far`). Not saved: the complete
    hand shows the holder by his play."""
    tricks: list[list[str]] = field(default_factory=list)
    kept: bool = False
    """The table keeps the hand as played although a card broke a rule: it is scored by its
    tricks and the fault stays on the hand as a note (``record_hand``'s ``kept``)."""
    touched: bool = False
    """A tap changed the form: from then on its faults are shown (a new form shows none)."""
    base: dict[str, Any] | None = None
    """The edited row's data when the form was opened (`companion.games.kit.stale`)."""

    @classmethod
    def new(cls, sheet: SpitzerSheet, kind: str = HAND) -> HandForm:
        return cls(sheet, sheet.next_dealer(), kind=kind)

    @classmethod
    def edit(cls, sheet: SpitzerSheet, entry: Entry) -> HandForm:
        form = cls(sheet, sheet.players[0], entry.id, entry.kind, touched=True,
                   base=dict(entry.data))
        data = entry.data
        form.dealer = str(data.get("dealer", form.dealer))
        if entry.kind == HAND:
            form.mode = "tricks" if data.get("mode") == "tricks" else "totals"
            form.type = str(data.get("type", "normal"))
            form.calling_side = [str(p) for p in data.get("calling_side", [])]
            form.side_tricks = int(data.get("side_tricks", 4))
            form.side_points = int(data.get("side_points", 61))
            form.club_queen = data.get("club_queen")
            form.called_ace = data.get("called_ace")
            form.tricks = [list(t) for t in data.get("tricks", [])]
            form.kept = data.get("kept") is True
        return form

    # --- taps ---------------------------------------------------------------------------------
    def set_type(self, hand_type: str) -> None:
        self.type = hand_type
        self.calling_side = self.calling_side[:SIDE_SIZE[hand_type]]

    def toggle_side(self, pid: str) -> None:
        if pid in self.calling_side:
            self.calling_side.remove(pid)
            return
        self.calling_side.append(pid)
        self.calling_side = self.calling_side[-SIDE_SIZE[self.type]:]

    def step_tricks(self, delta: int) -> None:
        self.side_tricks = min(max(self.side_tricks + delta, 0), HAND_SIZE)

    def set_tricks(self, tricks: int) -> None:
        self.side_tricks = min(max(tricks, 0), HAND_SIZE)

    def step_points(self, delta: int) -> None:
        self.side_points = min(max(self.side_points + delta, 0), DECK_POINTS)

    def set_points(self, points: int) -> None:
        self.side_points = min(max(points, 0), DECK_POINTS)

    def play(self, card: str) -> None:
        """Add a tapped card to the trick being played (a new trick after four cards)."""
        full = len(self.tricks) == HAND_SIZE and len(self.tricks[-1]) == TRICK_SIZE
        if card in self.played() or full:
            return
        if not self.tricks or len(self.tricks[-1]) == TRICK_SIZE:
            self.tricks.append([])
        self.tricks[-1].append(card)

    def hold_ace(self, pid: str | None) -> None:
        self.ace_holder = pid

    def keep(self) -> None:
        """Keep the hand as played despite its faults, or (again) not."""
        self.kept = not self.kept

    def take_back(self) -> None:
        if self.tricks:
            self.tricks[-1].pop()
            if not self.tricks[-1]:
                self.tricks.pop()

    # --- what the form shows ------------------------------------------------------------------
    def played(self) -> set[str]:
        return {card for trick in self.tricks for card in trick}

    def seats_from(self, first: str) -> list[str]:
        players = list(self.sheet.players)
        start = players.index(first)
        return players[start:] + players[:start]

    def trick_rows(self) -> list[tuple[list[tuple[str, str]], str | None, int | None]]:
        """Per trick: (player, card) in play order, its winner and points once complete."""
        leader = self.seats_from(self.dealer)[1]  # SPZ-PLAY-1
        rows = []
        for trick in self.tricks:
            order = self.seats_from(leader)
            winner, points = None, None
            if len(trick) == TRICK_SIZE:
                won = trick_winner(TrickWinnerRequest(trick=tuple(trick)))
                winner, points = order[won.winner], won.points
                leader = winner  # SPZ-PLAY-2
            rows.append((list(zip(order, trick, strict=False)), winner, points))
        return rows

    def to_play(self) -> str | None:
        rows = self.trick_rows()
        if not rows:
            return self.seats_from(self.dealer)[1]
        cards, winner, _ = rows[-1]
        if winner is None:
            return self.seats_from(cards[0][0])[len(cards)]
        return None if len(rows) == HAND_SIZE else winner

    def faults_so_far(self) -> tuple[Violation, ...]:
        """While the hand is recorded trick by trick: the plays already against the rules,
        as each card comes in (``scorers.spitzer.plays_so_far``); the last card's fault
        first comes with the card that broke the rule."""
        if self.kind == MISDEAL or self.mode != "tricks" or self.to_play() is None:
            return ()
        holder = self.ace_holder if self.ace_holder in self.calling_side else None
        found = RULES.attempt(lambda: plays_so_far(
            tuple(self.sheet.players), self.dealer, tuple(tuple(t) for t in self.tricks),
            self.type, tuple(self.calling_side), self.called_ace, holder))  # type: ignore[arg-type]
        return (found,) if isinstance(found, Violation) else found

    def last_card(self) -> str | None:
        return self.tricks[-1][-1] if self.tricks else None

    def data(self) -> dict[str, Any]:
        """The hand as the sheet stores it (what `row` holds; `preview` reads it as the
        sheet would, fitting or not)."""
        if self.kind == MISDEAL:
            return {"dealer": self.dealer}
        base: dict[str, Any] = {"dealer": self.dealer, "mode": self.mode, "type": self.type,
                                "calling_side": list(self.calling_side)}
        if self.mode == "tricks":
            played = base | {"called_ace": self.called_ace,
                             "tricks": [list(trick) for trick in self.tricks]}
            return played | {"kept": True} if self.kept else played
        return base | {"side_tricks": self.side_tricks, "side_points": self.side_points,
                       "club_queen": self.club_queen}

    def row(self) -> Row:
        """The hand (or misdeal) as the sheet's row; ValueError naming the field when what
        was tapped in does not fit (`preview` then shows it as broken)."""
        return parse_row(ROWS, self.kind, self.data())

    def preview(self) -> SheetRow:
        """The hand as the sheet would show it, checked by the rules core."""
        entry = Entry(id=self.editing or PREVIEW_ID, kind=self.kind, data=self.data(),
                      at=datetime.now())
        return self.sheet.row(entry)
