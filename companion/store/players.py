"""Players on disk (``players.json``): names, avatar colours, merging duplicates."""

from __future__ import annotations

from tinydb import Query

from companion.colours import least_used
from companion.models import Player
from companion.store import transfer
from companion.store.folder import DataFolder, new_id
from companion.text import clean_name


class FolderPlayers(DataFolder):
    """`protocols.PlayerStore` on the data folder."""

    def players(self) -> list[Player]:
        """Known players, by name."""
        with self._lock:
            return self._sorted_players()

    def add_player(self, name: str) -> Player:
        """A new player (a name already known, ignoring case and spaces, returns that one)."""
        name = clean_name(name)
        with self._lock:
            for player in self._all_players().values():
                if player.name.casefold() == name.casefold():
                    return player
            used = [p.colour for p in self._all_players().values()]
            player = Player(id=new_id(), name=name, colour=least_used(used))
            self._players_db.table("players").insert(player.model_dump())
            return player

    def _players_opened(self) -> None:
        """Players from a file written before colours get one each, least-used first."""
        table = self._players_db.table("players")
        players = list(self._all_players().values())
        used = [p.colour for p in players]
        for player in sorted(players, key=lambda p: p.name.casefold()):
            if player.colour is None:
                colour = least_used(used)
                used.append(colour)
                table.update({"colour": colour}, Query().id == player.id)

    def set_player_colour(self, player_id: str, colour: str) -> Player:
        """Another avatar colour for a player (any ``#RRGGBB``; the screen offers the palette)."""
        with self._lock:
            player = self._all_players()[player_id].model_copy(update={"colour": colour})
            Player.model_validate(player.model_dump())
            self._players_db.table("players").update({"colour": colour},
                                                      Query().id == player_id)
            return player

    def rename_player(self, player_id: str, name: str) -> Player:
        with self._lock:
            known = self._all_players().get(player_id)
            player = Player(id=player_id, name=clean_name(name),
                            colour=known.colour if known else None)
            table = self._players_db.table("players")
            if not table.update(player.model_dump(), Query().id == player_id):
                raise KeyError(player_id)
            return player

    def merge_players(self, keep_id: str, drop_id: str) -> Player:
        """Fold a duplicate into ``keep_id``: every session seat and total moves over."""
        with self._lock:
            players = self._all_players()
            keep = players[keep_id]
            if drop_id not in players or keep_id == drop_id:
                raise KeyError(drop_id)
            for sid in list(self._catalog.select(player_id=drop_id)):
                self._edit(sid, lambda r: transfer.replace_player(r, drop_id, keep_id),
                           touch=False)
            self._players_db.table("players").remove(Query().id == drop_id)
            self._flush_soon()
            return keep
