"""Request and response models of the player actions and the end of the game: palace,
army and campaigns, harvest coins, end conditions (§3, §6.1, §6.2, §8.1)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import AfterValidator, Field, WithJsonSchema, model_validator

from scorers.common.errors import ImpossibleInput
from scorers.common.models import Model, Verdict
from scorers.spandau.data import CAMPAIGNS, END_LABELS, PALACE_MAX
from scorers.spandau.models import Count, Name, Options, Players, player_count


def _palace(value: int) -> int:
    if not 0 <= value <= PALACE_MAX:
        raise ImpossibleInput(
            "SP80-VAL-10", f"Palace levels run from 0 to {PALACE_MAX}, not {value}.")
    return value


PalaceLevel = Annotated[int, AfterValidator(_palace), WithJsonSchema(
    {"type": "integer", "minimum": 0, "maximum": PALACE_MAX})]
"""A palace level, 0 (start square) to 5 (SP80-PAL-1, SP80-VAL-10)."""
EndRule = Literal["SP80-END-1", "SP80-END-2", "SP80-END-3", "SP80-END-4", "SP80-END-5",
                  "SP80-END-6"]


class PalaceRequest(Model):
    """A palace marker moving by ``gain`` influence (SP80-PAL-2/3/5)."""

    game: Literal["spandau"] = "spandau"
    op: Literal["palace"] = "palace"
    level: PalaceLevel
    gain: Count
    exert: bool = False
    source: Literal["action", "campaign"] = "action"
    """A PALACE action, or influence won as a campaign reward (SP80-PAL-5)."""
    options: Options = Options()


class PalaceResponse(Verdict):
    level: int
    """The marker's level afterwards."""
    shields: tuple[int, ...]
    """Levels whose shield the player takes by exerting."""
    lost: int
    """Influence above 5 that is lost."""


class CampaignPlayer(Model):
    name: Name
    progress: Count
    """Squares advanced on this campaign."""
    palace: PalaceLevel = 0
    marker: bool = False
    """A marker on the campaign card (counts only with ``any_marker_participates``)."""


class CampaignRewardsRequest(Model):
    """A finished campaign (SP80-ARMY-2..4). ``players`` in this round's turn order,
    starting with the starting player."""

    game: Literal["spandau"] = "spandau"
    op: Literal["campaign_rewards"] = "campaign_rewards"
    players: tuple[CampaignPlayer, ...]
    finisher: Name
    options: Options = Options()

    @model_validator(mode="after")
    def _finisher(self) -> CampaignRewardsRequest:
        names = tuple(player.name for player in self.players)
        player_count(names)
        if self.finisher not in names:
            raise ValueError(f"the finisher {self.finisher!r} is not among the players")
        return self


class CampaignRank(Model):
    name: str
    reward: int | None
    """Reward 1, 2 or 3, or none."""
    artwork: bool
    """A participant, who draws an artwork (SP80-ARMY-3)."""
    decided_by: Literal["finisher", "progress", "palace", "turn_order"] | None
    """What puts this player above the next one in the ranking (SP80-ARMY-4)."""


class CampaignRewardsResponse(Model):
    ranking: tuple[CampaignRank, ...]
    """Ranked players, the finisher first."""
    rewards: tuple[str, ...]
    """Names in reward order: reward 1 first."""
    artworks: tuple[str, ...]
    """Participants, in turn order."""
    unused: tuple[int, ...] = ()
    """Rewards in play that nobody takes: too few participants (SP80-ARMY-4, A-18)."""


class ArmyRequest(Model):
    game: Literal["spandau"] = "spandau"
    op: Literal["army"] = "army"
    progress: Count
    military: Count
    """Military symbols on the tableau and played cards."""
    shield_bonus: Count = 0
    """The royal-army shield's bonus, if held."""
    track: int = Field(ge=1)
    """The campaign's last square."""

    @model_validator(mode="after")
    def _on_track(self) -> ArmyRequest:
        if self.progress >= self.track:
            raise ValueError("a marker on the last square has already finished the campaign")
        return self


class ArmyResponse(Model):
    progress: int
    finished: bool
    lost: int
    """Squares beyond the last one, lost (SP80-ARMY-2)."""


class HarvestCoinsRequest(Model):
    game: Literal["spandau"] = "spandau"
    op: Literal["harvest_coins"] = "harvest_coins"
    tableau: Count
    """Coin symbols exposed on the tableau."""
    cards: Count = 0
    """Coin symbols on played cards."""
    shield: Count = 0
    """Coins from the palace coin shield."""


class HarvestCoinsResponse(Model):
    coins: int


class EndCheckRequest(Model):
    """The state after a change; any field left out is not checked (§8.1)."""

    game: Literal["spandau"] = "spandau"
    op: Literal["end_check"] = "end_check"
    max_artworks: Count | None = None
    """Most artworks any player owns, offer included (A-17)."""
    campaigns_done: Annotated[Count, Field(le=CAMPAIGNS)] | None = None
    free_fields: Count | None = None
    min_tokens_left: Count | None = None
    """Fewest influence tokens any player still has on his tableau."""
    artworks_left: Count | None = None
    """Artworks not yet auctioned: the face-down supply plus the one on display. 0 means
    the last one has been auctioned (SP80-END-5); revealing it does not end the game."""
    berlin_can_grow: bool | None = None
    players: Players | None = None
    """With 5 players Berlin never grows, so it cannot stop growing (SP80-BERLIN-4)."""
    already_ended: tuple[EndRule, ...] = ()
    """End conditions met before this change: the game is over (SP80-VAL-14)."""

    @model_validator(mode="after")
    def _over(self) -> EndCheckRequest:
        if self.already_ended:
            labels = ", ".join(END_LABELS[rule] for rule in self.already_ended)
            raise ImpossibleInput("SP80-VAL-14", f"Game already ended ({labels}).")
        return self


class EndCheckResponse(Model):
    ended: bool
    conditions: tuple[EndRule, ...]
    labels: tuple[str, ...]
    """The same conditions as E1-E6."""
