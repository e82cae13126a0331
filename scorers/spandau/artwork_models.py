"""Request and response models about artworks: final scoring, setup hands, artist checks
and the removal of forgeries (docs/rules/spandau.md)."""

from __future__ import annotations

from typing import Literal

from pydantic import model_validator

from scorers.common.errors import FaultList, ImpossibleInput
from scorers.common.models import Model, Verdict
from scorers.spandau import validation
from scorers.spandau.models import Artwork, Count, Name, Options, player_count


class TypeCount(Model):
    """How many of a player's artworks of one type are genuine and how many forged, as the
    table counts them when the sleeves are turned over."""

    type: int
    genuine: Count = 0
    forged: Count = 0


class PlayerArtworks(Model):
    """One player's artworks at the final reveal (collection and exchange offer).

    Either the copies themselves (``artworks``), or per type the genuine and forged copies
    (``by_type``), or, when the table only counted them, the tallies ``owned``, ``genuine``
    and ``types``.
    """

    name: Name
    artworks: tuple[Artwork, ...] = ()
    by_type: tuple[TypeCount, ...] = ()
    owned: Count | None = None
    genuine: Count | None = None
    types: Count | None = None

    @property
    def tallied(self) -> bool:
        return (self.owned, self.genuine, self.types) != (None, None, None)

    @model_validator(mode="after")
    def _tallies(self) -> PlayerArtworks:
        if self.by_type:
            if self.artworks or self.tallied:
                raise ValueError(f"{self.name}: give artworks, counts per type or tallies, "
                                 "only one of them")
            kinds = [count.type for count in self.by_type]
            if len(set(kinds)) != len(kinds):
                raise ValueError(f"{self.name}: each type is counted once in by_type")
        if not self.tallied:
            return self
        if self.artworks:
            raise ValueError(f"{self.name}: give either artworks or tallies, not both")
        if self.owned is None or self.genuine is None or self.types is None:
            raise ValueError(f"{self.name}: tallies need owned, genuine and types")
        if self.genuine > self.owned:
            raise ImpossibleInput(
                "SP80-VAL-4", f"{self.name} cannot have {self.genuine} genuine artworks "
                f"among {self.owned} owned.")
        return self


class ScoreGameRequest(Model):
    game: Literal["spandau"] = "spandau"
    op: Literal["score_game"] = "score_game"
    players: tuple[PlayerArtworks, ...]
    options: Options = Options()

    @model_validator(mode="after")
    def _facts(self) -> ScoreGameRequest:
        """Every SP80-VAL fault of the reveal at once (SP80-VAL-1/2/3/4)."""
        faults = FaultList()
        player_count(tuple(player.name for player in self.players), faults)
        validation.artworks(faults, validation.located(
            (player.name, player.artworks) for player in self.players),
            self.options.artwork_catalogue)
        validation.type_counts(faults, [(p.name, p.artworks, p.by_type) for p in self.players],
                               self.options.artwork_catalogue)
        if self.options.tiebreak == "identities_all_owned" and any(
                p.by_type for p in self.players):
            raise ValueError("the tie-break identities_all_owned counts artworks by their "
                             "number: give each player's artworks, not counts per type")
        for i, player in enumerate(self.players):
            if player.tallied and self.options.tiebreak == "types_genuine" and (
                    (player.types or 0) > (player.genuine or 0)):
                faults.add(
                    "SP80-VAL-4", f"{player.name} cannot have {player.types} types among "
                    f"{player.genuine} genuine artworks.", players=[player.name],
                    fields=[f"players.{i}.types"])
        faults.raise_if_any()
        return self


class PlayerScore(Model):
    """One row of the score sheet (§8.2)."""

    name: str
    owned: int
    genuine: int
    forged: int
    types: int
    """The second criterion: distinct types among genuine copies (A-2, or the option's)."""
    rank: int
    """1 for the winners; players level on genuine and types share a rank."""


class ScoreGameResponse(Model):
    players: tuple[PlayerScore, ...]
    winners: tuple[str, ...]
    decided_by: Literal["SP80-SCORE-1", "SP80-SCORE-2", "SP80-SCORE-3"]
    """What settled the game: most genuine (1), the types tie-break (2), or nothing, so the
    victory is shared (3)."""
    tied: tuple[str, ...] = ()
    """The players level on most genuine artworks, when a tie-break was needed."""


class SetupHand(Model):
    name: Name
    artworks: tuple[Artwork, ...]


class CheckSetupRequest(Model):
    """The artworks dealt at setup (SP80-SETUP-9), as revealed later."""

    game: Literal["spandau"] = "spandau"
    op: Literal["check_setup"] = "check_setup"
    players: tuple[SetupHand, ...]
    options: Options = Options()

    @model_validator(mode="after")
    def _facts(self) -> CheckSetupRequest:
        """Every SP80-VAL fault of the setup hands at once (SP80-VAL-1/2/3/5)."""
        faults = FaultList()
        player_count(tuple(player.name for player in self.players), faults)
        validation.artworks(faults, validation.located(
            (player.name, player.artworks) for player in self.players),
            self.options.artwork_catalogue)
        for player in self.players:
            validation.setup_hand(faults, player.name, player.artworks)
        faults.raise_if_any()
        return self


Target = Literal["own", "offer", "auction", "other_collection", "supply"]
"""What an artwork check looks at: an own artwork, another player's exchange offer, the
next auction artwork, another player's artwork that is not on offer, the face-down supply."""


class ArtistChecksRequest(Model):
    game: Literal["spandau"] = "spandau"
    op: Literal["artist_checks"] = "artist_checks"
    artist_symbols: Count
    """Artist symbols on the tableau and played cards."""
    shield: bool = False
    """The king's-artist palace shield is held (SP80-PAL-4)."""
    coins: Count
    checks: Count | None = None
    """Checks wanted; defaults to the number of ``targets``."""
    targets: tuple[Target, ...] = ()

    @model_validator(mode="after")
    def _checks(self) -> ArtistChecksRequest:
        if self.checks is not None and self.targets and self.checks != len(self.targets):
            raise ValueError("checks must equal the number of targets when both are given")
        return self


class ArtistChecksResponse(Verdict):
    limit: int
    """Checks the artist symbols (and shield) allow (SP80-ART-1)."""
    max_checks: int
    """Checks possible now: the limit, and no more than the coins pay for (SP80-ART-2)."""
    cost: int
    """Coins the wanted checks cost."""


Place = Literal["collection", "offer", "auction", "supply"]


class Holding(Artwork):
    """An artwork copy still in the game and where it is; ``holder`` names the player for
    a collection or an exchange offer."""

    place: Place
    holder: Name | None = None


class ForgeryRemovalRequest(Model):
    """A check result made public (SP80-ART-4): which copies leave the game?"""

    game: Literal["spandau"] = "spandau"
    op: Literal["forgery_removal"] = "forgery_removal"
    artworks: tuple[Holding, ...]
    announced: Artwork
    options: Options = Options()

    @model_validator(mode="after")
    def _facts(self) -> ForgeryRemovalRequest:
        faults = FaultList()
        validation.artworks(faults, [(copy, copy.holder, f"artworks.{j}")
                                     for j, copy in enumerate(self.artworks)],
                            self.options.artwork_catalogue)
        validation.artworks(faults, [(self.announced, None, "announced")],
                            self.options.artwork_catalogue)
        faults.raise_if_any()
        offers = [a.holder for a in self.artworks if a.place == "offer"]
        for copy in self.artworks:
            if (copy.holder is None) != (copy.place in ("auction", "supply")):
                raise ValueError(f"artwork {copy.label}: a holder goes with a collection or "
                                 "an offer, and only there")
        if len(offers) != len(set(offers)):
            raise ValueError("a player has exactly one exchange offer (SP80-EXCH-2)")
        if sum(a.place == "auction" for a in self.artworks) > 1:
            raise ValueError("only one artwork is up for auction next")
        if not self.announced.genuine and self.announced not in [
                Artwork(type=a.type, number=a.number, genuine=a.genuine)
                for a in self.artworks]:
            raise ValueError(f"the forged artwork {self.announced.label} is not in the game")
        return self


class Removal(Model):
    artwork: Holding
    rule: Literal["SP80-ART-5", "SP80-ART-6"]


class ForgeryRemovalResponse(Model):
    removed: tuple[Removal, ...]
    must_offer: tuple[str, ...]
    """Players whose exchange offer left and who must offer another artwork now (SP80-ART-7)."""
    reveal_next: bool
    """The next auction artwork is revealed (SP80-ART-7, A-16)."""
    skip_auction: bool
    """This round's auction is skipped (option ``skip_auction_on_forgery``)."""
