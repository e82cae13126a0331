"""New session: the game, who plays in which seat (known players or new ones), colours,
and the house rules with their defaults."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from companion.games import plugin
from companion.games.base import GameInfo, OptionSpec
from companion.models import GameId, Player, Seat, Session, Words
from companion.numbers import parse_int
from companion.options import HouseRules
from companion.store.protocols import PlayerStore
from companion.table.editor import Editor
from companion.text import NAME_LENGTH
from companion.vm.start_draw import draw_start


@dataclass
class Chosen:
    """A seat being set up: a known player (``player_id``) or a new name."""

    name: str
    player_id: str | None = None
    colour: str | None = None


class NewSessionVM:
    def __init__(self, repo: PlayerStore, game: GameId) -> None:
        self.repo = repo
        self.game = game
        self.info: GameInfo = plugin(game).info
        self.seats: list[Chosen] = []
        self.options: dict[str, Any] = {o.name: o.default for o in self.info.options}
        self.draw_start = False
        """Pick who starts (Spitzer: the first dealer) at random when the game starts."""
        self.rng: random.Random | None = None
        """The draw's source of chance; None is the system's (tests give a seeded one)."""

    def known_players(self) -> list[Player]:
        taken = {c.player_id for c in self.seats}
        return [p for p in self.repo.players() if p.id not in taken]

    @property
    def full(self) -> bool:
        return len(self.seats) >= self.info.max_players

    def _free_colour(self) -> str | None:
        used = {c.colour for c in self.seats}
        return next((c for c in self.info.colours if c not in used), None)

    def add_known(self, player: Player) -> None:
        if not self.full and all(c.player_id != player.id for c in self.seats):
            self.seats.append(Chosen(player.name, player.id, self._free_colour()))

    def add_new(self, name: str) -> str | None:
        """The i18n key of what is wrong with the name, or None when the seat was added."""
        name = " ".join(name.split())
        if not name:
            return "new.error.name_empty"
        if len(name) > NAME_LENGTH:
            return "new.error.name_long"
        if self.full:
            return "new.error.full"
        known = next((p for p in self.repo.players() if p.name.casefold() == name.casefold()),
                     None)
        if any(c.name.casefold() == name.casefold() for c in self.seats):
            return "new.error.name_twice"
        if known is not None:
            self.add_known(known)
        else:
            self.seats.append(Chosen(name, None, self._free_colour()))
        return None

    def remove(self, index: int) -> None:
        del self.seats[index]

    def move(self, index: int, step: int) -> None:
        target = index + step
        if 0 <= index < len(self.seats) and 0 <= target < len(self.seats):
            self.seats[index], self.seats[target] = self.seats[target], self.seats[index]

    def set_colour(self, index: int, colour: str) -> None:
        """Give a seat a colour; a seat that had it swaps to this seat's old colour."""
        if colour not in self.info.colours:
            return
        for other in self.seats:
            if other.colour == colour:
                other.colour = self.seats[index].colour
        self.seats[index].colour = colour

    def option_specs(self) -> tuple[OptionSpec, ...]:
        return self.info.options

    def set_option(self, name: str, value: Any) -> None:
        spec = next((o for o in self.info.options if o.name == name), None)
        if spec is None:
            return
        if spec.kind == "choice" and value not in spec.choices:
            return
        if spec.kind == "int":
            value = parse_int(str(value))
        if spec.kind == "bool":
            value = bool(value)
        self.options[name] = value

    def house_rules(self) -> HouseRules:
        """The options as chosen, as the game's model (what the session stores)."""
        return plugin(self.game).options.model_validate(self.options)

    def problem(self) -> str | None:
        """The i18n key of why the session cannot start yet, or None."""
        if len(self.seats) < self.info.min_players:
            return "new.error.too_few"
        if len(self.seats) > self.info.max_players:
            return "new.error.full"
        return None

    def create(self, editor: Editor,
               describe_draw: Callable[[str, list[str]], Words] | None = None) -> Session:
        """Save new players, then the session (EditRefused for a viewer, before any save).

        With ``draw_start`` the starting player is drawn now; ``describe_draw(name, order)``
        writes the edit history's line about it."""
        editor.access.require_edit()
        if self.problem() is not None:
            raise ValueError(self.problem())
        seats = []
        for chosen in self.seats:
            if chosen.player_id is None:
                chosen.player_id = editor.add_player(chosen.name).id
            seats.append(Seat(player_id=chosen.player_id, name=chosen.name,
                              colour=chosen.colour))
        if not self.draw_start:
            return editor.create_session(self.game, tuple(seats), self.house_rules())
        turned, start = draw_start(seats, self.rng)
        summary: Words | str = describe_draw(start.name, [s.name for s in seats]) \
            if describe_draw else ""
        return editor.create_session(self.game, turned, self.house_rules(), start, summary)
