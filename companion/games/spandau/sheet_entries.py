"""What a Spandau 1780 score-sheet row stores: exactly what was entered at the table.

Two entry kinds (``Entry.kind``):

``reveal`` — one player's artworks at the final reveal (collection and exchange offer):
    ``{"player": player_id, "by_type": [{"type": 1-8, "genuine": int, "forged": int}]}``,
    counted per type as the sleeves are turned over (one tap per artwork), or each copy
    ``{"player": player_id, "artworks": [{"type": 1-8, "number": 1-4, "genuine": bool}]}``
    (the rows stored before counting per type, and the tie-break that counts artworks by
    their number, A-2 ``identities_all_owned``); the counts, the tie-break and the winner
    are computed by ``scorers.spandau`` (score_game) every time the sheet is shown.
``end`` — what ended the game (§8.1) and in which round:
    ``{"round": int | null, "picked": ["SP80-END-1", ...], "state": null}`` when the table
    simply names the condition(s), or
    ``{"round": int | null, "picked": [], "state": {"max_artworks": int | null,
    "campaigns_done": int | null, "free_fields": int | null, "min_tokens_left": int | null,
    "artworks_left": int | null, "berlin_can_grow": bool | null}}`` when it enters the
    end-check inputs; the conditions met are then computed by ``scorers.spandau.end_check``.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, TypeAdapter, model_validator

from companion.rows import Row as BaseRow
from scorers.common.models import Model
from scorers.spandau.artwork_models import TypeCount
from scorers.spandau.models import Artwork
from scorers.spandau.round_models import EndRule

REVEAL = "reveal"
END = "end"

Count = Annotated[int, Field(ge=0)]


class RevealRow(BaseRow):
    kind: Literal["reveal"] = Field(default="reveal", exclude=True)
    player: str
    artworks: tuple[Artwork, ...] = ()
    by_type: tuple[TypeCount, ...] = ()


class EndState(Model):
    """The end-check inputs (SP80-END-1..6); a field left empty is not checked."""

    max_artworks: Count | None = None
    campaigns_done: Count | None = None
    free_fields: Count | None = None
    min_tokens_left: Count | None = None
    artworks_left: Count | None = None
    berlin_can_grow: bool | None = None


class EndRow(BaseRow):
    kind: Literal["end"] = Field(default="end", exclude=True)
    round: Annotated[int, Field(ge=1)] | None = None
    picked: tuple[EndRule, ...] = ()
    state: EndState | None = None

    @model_validator(mode="after")
    def _one_way(self) -> EndRow:
        if self.picked and self.state is not None:
            raise ValueError("name the end condition or enter the table state, not both")
        return self


Row = Annotated[RevealRow | EndRow, Field(discriminator="kind")]
ROWS: TypeAdapter[Row] = TypeAdapter(Row)
"""Every row a Spandau 1780 sheet stores (``plugin.rows``)."""
