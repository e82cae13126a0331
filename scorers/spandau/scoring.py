"""Final scoring (§8.2, SP80-SCORE-1..3): genuine artworks, then distinct types, then shared."""

from __future__ import annotations

from scorers.spandau.artwork_models import (
    PlayerArtworks,
    PlayerScore,
    ScoreGameRequest,
    ScoreGameResponse,
)
from scorers.spandau.models import Options


def _types(player: PlayerArtworks, options: Options) -> int:
    """The tie-break count (SP80-SCORE-2): distinct types among genuine copies (A-2), or the
    option's count over every owned copy."""
    if player.tallied:
        return player.types or 0
    if player.by_type:
        counted = [c for c in player.by_type if c.genuine or (
            options.tiebreak == "types_all_owned" and c.forged)]
        return len({c.type for c in counted})
    if options.tiebreak == "identities_all_owned":
        return len({(copy.type, copy.number) for copy in player.artworks})
    copies = player.artworks if options.tiebreak == "types_all_owned" else [
        copy for copy in player.artworks if copy.genuine]
    return len({copy.type for copy in copies})


def _row(player: PlayerArtworks, options: Options) -> tuple[int, int, int]:
    if player.tallied:
        return player.owned or 0, player.genuine or 0, _types(player, options)
    if player.by_type:
        genuine = sum(c.genuine for c in player.by_type)
        return genuine + sum(c.forged for c in player.by_type), genuine, _types(player, options)
    genuine = sum(copy.genuine for copy in player.artworks)
    return len(player.artworks), genuine, _types(player, options)


def score_game(request: ScoreGameRequest) -> ScoreGameResponse:
    """Reveal every player's artworks and find the winners.

    The most genuine artworks win (SP80-SCORE-1); a tie goes to the most distinct types
    (SP80-SCORE-2, A-2); a remaining tie is a shared victory (SP80-SCORE-3). Ranks follow
    the same two criteria, level players sharing a rank.
    """
    rows = {p.name: _row(p, request.options) for p in request.players}
    keys = {name: (genuine, types) for name, (_, genuine, types) in rows.items()}
    most = max(genuine for genuine, _ in keys.values())
    tied = tuple(name for name, (genuine, _) in keys.items() if genuine == most)
    best = max(keys.values())
    winners = tuple(name for name, key in keys.items() if key == best)
    if len(tied) == 1:
        decided_by = "SP80-SCORE-1"
    elif len(winners) == 1:
        decided_by = "SP80-SCORE-2"
    else:
        decided_by = "SP80-SCORE-3"
    players = tuple(
        PlayerScore(name=name, owned=owned, genuine=genuine, forged=owned - genuine,
                    types=types,
                    rank=1 + sum(other > keys[name] for other in keys.values()))
        for name, (owned, genuine, types) in rows.items())
    return ScoreGameResponse(players=players, winners=winners, decided_by=decided_by,
                             tied=tied if len(tied) > 1 else ())
