"""What decided a game, in the reader's language: the rules core's rule and numbers worded.

Each game's ``results`` answer names the rule that decided a game, a word for how
(``total``, ``cards``, ``types``, ...), the players it names and its numbers; the sentence
is the game's own i18n text ``<game>.reason.<word>``. The sheet's summary (games won, the
payouts) and amounts of money are worded here too.
"""

from __future__ import annotations

from collections.abc import Mapping

from companion.formats import Money
from companion.i18n import Translate
from companion.models import GameId
from companion.results import PlayedGame, SessionResults


def listed(pids: tuple[str, ...] | list[str], names: Mapping[str, str]) -> str:
    return ", ".join(names.get(pid, pid) for pid in pids)


def reason(game: GameId, played: PlayedGame, names: Mapping[str, str], t: Translate
           ) -> tuple[str, ...]:
    """The sentence that decided ``played`` (empty while nothing decided it)."""
    why = played.result.decided_by
    if why is None:
        return ()
    each = ", ".join(f"{names.get(pid, pid)} {value}" for pid, value in why.by_player.items())
    return (t(f"{game}.reason.{why.reason}", names=listed(played.winners or why.players, names),
              tied=listed(why.players, names), each=each,
              winners=len(played.winners or why.players), **why.numbers),)


def rules(played: PlayedGame) -> tuple[str, ...]:
    why = played.result.decided_by
    return () if why is None else (why.rule,)


def money(cents: int, currency: str, t: Translate) -> str:
    """What a player receives (+) or pays (−), in the players' currency."""
    return t("results.money", amount=Money(cents, currency))


def summary(results: SessionResults, names: Mapping[str, str], t: Translate
            ) -> tuple[str, ...]:
    """The sheet's own result where a rule defines one: games won, the payouts summed."""
    found = results.summary
    if found is None:
        return ()
    lines = [t("share.summary.games_won", each=", ".join(
        f"{names.get(pid, pid)} {won}" for pid, won in found.games_won.items()))]
    if found.payout is not None:
        lines.append(t("share.summary.payout", each=", ".join(
            f"{names.get(pid, pid)} {money(cents, results.currency, t)}"
            for pid, cents in found.payout.items())))
    return tuple(lines)
