"""Colours of the Spitzweg screens: card borders, player tokens, seat colours of a session.

Card border colours (red, blue, yellow, grey) and token colours (yellow, white, grey,
purple) are different things (rules §1.2), so they have separate tables.
"""

from __future__ import annotations

from collections.abc import Callable

from companion.models import Session
from scorers.spitzweg.data import BORDER_COLOURS, JOKER, TOKEN_COLOURS

BORDER_LETTERS: tuple[str, ...] = tuple(BORDER_COLOURS)
"""Card-code letters in picker order: R, B, Y, G."""

BORDER_INK = {"R": "#C62828", "B": "#1565C0", "Y": "#F9A825", "G": "#616161"}
"""The printed border of a card, drawn as the card's frame."""
BORDER_TINT = {"R": "#FFEBEE", "B": "#E3F2FD", "Y": "#FFF8E1", "G": "#F5F5F5"}
"""The card face behind the value: a pale tint, so the dark value stays readable."""
BORDER_TINT_VALUES = tuple(BORDER_TINT.values())
BORDER_TEXT = {"R": "#8E0000", "B": "#0D3C85", "Y": "#6D4C00", "G": "#303030"}
"""The value digits: dark enough on the tint for a phone in daylight."""

TOKEN_FILL = {"yellow": "#FDD835", "white": "#FFFFFF", "grey": "#9E9E9E", "purple": "#7B1FA2"}
"""Token colours as drawn on a card; every token has a dark outline (white on white)."""
TOKEN_RIM = "#212121"
"""The token's dark ring: it shows the token on a light ground (the white token on a pale
card, any token on a light page)."""
TOKEN_HALO = "#FFFFFF"
"""The light ring around the dark one: it shows the token on a dark ground (the Joker's face,
the dark theme's page), where a purple token and a dark ring alone faded into it."""
TOKEN_GROUNDS: tuple[str, ...] = (
    *BORDER_TINT_VALUES, "#3E2723", "#FFFFFF", "#F5F5F5", "#121212", "#000000", "#303030")
"""What a token is drawn on: the card faces (the four tints and the Joker's), and the page
and its panels in the light and the dark theme."""


def token_layers(colour: str) -> tuple[str, str, str]:
    """A token's colours from its edge inwards: halo, rim, fill. Against every ground in
    `TOKEN_GROUNDS` one of them stands out at 3:1 or more."""
    return TOKEN_HALO, TOKEN_RIM, TOKEN_FILL.get(colour, "#000000")

JOKER_FACE = "#3E2723"
JOKER_TEXT = "#FFD54F"


def seat_colours(session: Session) -> dict[str, str]:
    """player_id -> token colour; seats without a chosen colour take the free ones in order."""
    taken = {seat.colour for seat in session.seats if seat.colour in TOKEN_COLOURS}
    free = [colour for colour in TOKEN_COLOURS if colour not in taken]
    found: dict[str, str] = {}
    for seat in session.seats:
        if seat.colour in TOKEN_COLOURS:
            found[seat.player_id] = seat.colour
        elif free:
            found[seat.player_id] = free.pop(0)
    return found


def colour_letter(letter: str, t: Callable[..., str]) -> str:
    """The border colour as printed small on a card face, in the player's language
    (German: R, B, Ge, Gr; English: R, B, Y, G; ``spitzweg.colour_short.*``)."""
    return t(f"spitzweg.colour_short.{letter}")


def card_short(card: str, t: Callable[..., str]) -> str:
    """A card as a short label: colour letter(s) and value (``Ge9`` in German, ``Y9`` in
    English), the Joker's word for a Joker. The card codes of the data stay R1/B1/Y1/G1/J."""
    if card == JOKER:
        return t("spitzweg.colour.J")
    return f"{colour_letter(card[0], t)}{card[1:]}"


def token_names(session: Session | None, colours: tuple[str, ...],
                t: Callable[..., str]) -> dict[str, str]:
    """What a token is called on screen: the seated player's name, else "Yellow token"
    (never the bare colour word, which would read like a card colour)."""
    names = {colour: t(f"spitzweg.token_name.{colour}") for colour in colours}
    if session is not None:
        found = seat_colours(session)
        for seat in session.seats:
            colour = found.get(seat.player_id)
            if colour is not None and seat.name:
                names[colour] = seat.name
    return names
