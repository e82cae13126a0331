"""The games of one score sheet and who won each: the answer of every game's ``results`` op.

A sheet may hold several games (the Spitzweg 2-player pad holds two, a Spitzer sheet one
per race to 42); every screen, card and export of a table counts these games, so each game
answers them in this one shape. The rule that decided a game comes as its rule ID, a word
for how it decided and the numbers behind it; the app words it in the reader's language.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from pydantic import Field

from scorers.common.models import Model


class SeatResult(Model):
    """One player in one game: score and place (1 for the best; level players share one);
    both ``None`` while the sheet's rows cannot be counted."""

    player: str
    score: int | None
    place: int | None


class DecidedBy(Model):
    """What decided a game: ``rule`` and ``reason`` (a game's own word, e.g. ``total``,
    ``cards``, ``shared``), the players it names and the numbers it rests on."""

    rule: str
    reason: str
    players: tuple[str, ...] = ()
    """Whom the reason names: the winners, or the players level before a tie-break."""
    numbers: dict[str, int] = Field(default_factory=dict)
    """The figures the reason quotes, e.g. ``{"points": 613}``."""
    by_player: dict[str, int] = Field(default_factory=dict)
    """A figure per named player, e.g. the tie-break's card counts."""


class GameResult(Model):
    """One game of the sheet."""

    number: int
    """1, 2, ... in the order the sheet holds them."""
    seats: tuple[SeatResult, ...]
    """In seating order."""
    winners: tuple[str, ...]
    """One, several (a shared win), or none (not decided yet, or nobody wins)."""
    complete: bool
    """The game reached its end by its rules."""
    decided_by: DecidedBy | None = None
    """``None`` while the game is not decided."""
    payout: dict[str, int] | None = None
    """Cents each player receives (+) or pays (−), where the game has stakes."""
    rows: tuple[int, ...] = ()
    """Indexes in the request's rows (Spitzer: its ``hands``) that belong to this game."""


class SheetSummary(Model):
    """A sheet's own result where a rule defines one (Spitzer: games won, the payouts)."""

    rule: str
    games_won: dict[str, int]
    payout: dict[str, int] | None = None
    """Summed over the sheet's decided games."""


class ResultsResponse(Model):
    games: tuple[GameResult, ...]
    """Every game the sheet holds, at least one."""
    summary: SheetSummary | None = None
    """Only for a sheet of several games, and only where a rule defines one."""


def places(keys: Mapping[str, Sequence[int]]) -> dict[str, int]:
    """Standard competition ranking: 1 + how many players have a higher key."""
    return {name: 1 + sum(tuple(other) > tuple(key) for other in keys.values())
            for name, key in keys.items()}


def seats(players: Iterable[str], scores: Mapping[str, int],
          keys: Mapping[str, Sequence[int]] | None = None) -> tuple[SeatResult, ...]:
    """Each player with their score and place (by ``keys``, else by score, highest first)."""
    order = tuple(players)
    found = places(keys if keys is not None else {p: (scores.get(p, 0),) for p in order})
    return tuple(SeatResult(player=p, score=scores.get(p, 0), place=found[p]) for p in order)


def open_game(players: Iterable[str], number: int = 1) -> GameResult:
    """A game nothing can be counted of yet (no rows, or rows the rules refuse)."""
    return GameResult(number=number, seats=tuple(
        SeatResult(player=p, score=None, place=None) for p in players), winners=(),
        complete=False)
