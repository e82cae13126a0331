"""What a Spitzer score-sheet entry stores: exactly what was said and counted at the table.

Entry kinds (``Entry.kind``):

``hand`` — one hand, entered in one of two ways:
    ``{"dealer": player_id, "mode": "totals", "type": "normal" | "call" | "schneider" |
    "stealer" | "zola" | "zola_schneider" | "zola_schneider_schwartz", "calling_side":
    [player_id, ...], "side_tricks": 0-8, "side_points": 0-120, "club_queen": player_id |
    null}``
        the calling side's tricks and trick points as counted after the hand; the column,
        value and game points come from ``scorers.spitzer.score_hand`` every time.
    ``{"dealer": player_id, "mode": "tricks", "type": ..., "calling_side": [...],
    "called_ace": "AC" | "AS" | "AH" | null, "tricks": [["QC", "7D", "AS", "9S"], ...]}``
        the 8 tricks as played, led first (the dealer's left leads the first); side tricks and
        points, and the legality of every card, come from ``scorers.spitzer.record_hand``.
        ``"kept": true`` when the table kept the hand as played although a card broke a
        rule: it is scored by its tricks, and the fault stays on the row as a note.
``misdeal`` — ``{"dealer": player_id}``: this dealer lost the deal (SPZ-DEAL-3); the deal
    passes to his left and no hand is scored.
``new_game`` — ``{"start": {player_id: int} | null}``: a new game on the same sheet, after the
    previous one has its winner (or at the very start, with totals carried over from paper).
    The sheet keeps every game, so the games each player won (the board's extra holes and
    the league view) are counted from these entries.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Discriminator, Field, Tag, TypeAdapter

from companion.rows import Row as BaseRow
from companion.rows import shape_of
from scorers.spitzer.models import Card, HandType

HAND = "hand"
MISDEAL = "misdeal"
NEW_GAME = "new_game"
KINDS = (HAND, MISDEAL, NEW_GAME)
CALLED_ACES = ("AC", "AS", "AH")


class TotalsHand(BaseRow):
    kind: Literal["hand"] = Field(default="hand", exclude=True)
    dealer: str
    mode: Literal["totals"] = "totals"
    type: HandType
    calling_side: tuple[str, ...]
    side_tricks: Annotated[int, Field(ge=0, le=8)]
    side_points: Annotated[int, Field(ge=0, le=120)]
    club_queen: str | None = None


class TricksHand(BaseRow):
    kind: Literal["hand"] = Field(default="hand", exclude=True)
    dealer: str
    mode: Literal["tricks"]
    type: HandType
    calling_side: tuple[str, ...]
    called_ace: Card | None = None
    tricks: tuple[tuple[Card, ...], ...]
    kept: bool = False
    """The table kept the hand as played although a card broke a rule (SPZ-VAL-9)."""


class Misdeal(BaseRow):
    kind: Literal["misdeal"] = Field(default="misdeal", exclude=True)
    dealer: str


class NewGame(BaseRow):
    kind: Literal["new_game"] = Field(default="new_game", exclude=True)
    start: dict[str, int] | None = None


Hand = TotalsHand | TricksHand
TypedHand = Annotated[Annotated[TotalsHand, Tag("totals")] | Annotated[TricksHand, Tag("tricks")],
                      Discriminator(shape_of("mode", "totals", "tricks"))]
Row = Annotated[TypedHand | Misdeal | NewGame, Field(discriminator="kind")]
ROWS: TypeAdapter[Row] = TypeAdapter(Row)
"""Every row a Spitzer sheet stores (``plugin.rows``)."""

