"""Players: rename someone, merge two entries for the same person."""

from __future__ import annotations

from companion.models import Player
from companion.store.protocols import PlayerStore
from companion.table.editor import Editor
from companion.text import NAME_LENGTH


def likely_duplicates(players: list[Player]) -> list[tuple[Player, Player]]:
    """Pairs whose names differ only in case, spacing or punctuation: merge candidates."""
    def simple(name: str) -> str:
        return "".join(ch for ch in name.casefold() if ch.isalnum())

    pairs = []
    for i, first in enumerate(players):
        for second in players[i + 1:]:
            if simple(first.name) and simple(first.name) == simple(second.name):
                pairs.append((first, second))
    return pairs


class PlayersVM:
    def __init__(self, repo: PlayerStore) -> None:
        self.repo = repo

    def players(self) -> list[Player]:
        return sorted(self.repo.players(), key=lambda p: p.name.casefold())

    def duplicates(self) -> list[tuple[Player, Player]]:
        return likely_duplicates(self.players())

    def add(self, editor: Editor, name: str) -> str | None:
        """The i18n key of what is wrong, or None when the player was added."""
        name = " ".join(name.split())
        if not name:
            return "new.error.name_empty"
        if len(name) > NAME_LENGTH:
            return "new.error.name_long"
        editor.add_player(name)
        return None

    def rename(self, editor: Editor, player_id: str, name: str) -> str | None:
        """The i18n key of what is wrong, or None when renamed."""
        name = " ".join(name.split())
        if not name:
            return "new.error.name_empty"
        if len(name) > NAME_LENGTH:
            return "new.error.name_long"
        editor.rename_player(player_id, name)
        return None

    def recolour(self, editor: Editor, player_id: str, colour: str) -> None:
        editor.set_player_colour(player_id, colour)

    def merge(self, editor: Editor, keep_id: str, drop_id: str) -> str | None:
        if keep_id == drop_id:
            return "players.error.same"
        editor.merge_players(keep_id, drop_id)
        return None
