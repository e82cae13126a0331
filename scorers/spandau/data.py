"""Spandau 1780 rules data: the constant tables and limits (docs/rules/spandau.md).

Every number the logic needs lives here. The map, the tableaus, the warehouse tracks and
the card faces are not part of the rules, so the players enter them with each request.
"""

from __future__ import annotations

MIN_PLAYERS = 2
MAX_PLAYERS = 5
"""2-5 players, derived from the Berlin rule (SP80-BERLIN-1, SP80-VAL-1)."""

TERRAINS = ("field", "country", "river", "city")
GOODS = ("silk", "wine", "tobacco", "potato", "livestock", "wheat")
"""The six goods; the rules' sales example calls wheat "grain"."""

ARTWORK_NUMBERS = 4
"""Artworks per type (1..4); a catalogue holds types x 4 artworks (A-1)."""
ARTWORK_CATALOGUE = 32
"""8 types x 4 artworks by default (A-1, option ``artwork_catalogue``)."""

SETUP_ARTWORKS = 5
SETUP_GENUINE = 2
"""Each player starts with 5 artworks, 2 of them genuine (SP80-SETUP-9)."""

CARD_VALUE = {"city": 3, "river": 2, "country": 1}
"""Coins a discarded hand card counts toward an auction payment (SP80-PAY-2)."""
MIN_BID = 1
"""Smallest bid in coins (A-10); ``zero_bid`` lowers it to this minus one."""
MIN_PRICE = 1
"""A good's minimum price when the board's value is not entered (docs/cli.md)."""

COMPENSATION = {"field": 1, "country": 2, "river": 3, "city": 4}
"""Coins for the owner of a displaced piece, by its terrain (SP80-MOVE-3)."""

BERLIN_BASE = 5
"""Black pieces at setup and per round: 5 - players (SP80-BERLIN-1)."""

TOKEN_LEVELS = (1, 2, 3)
"""Tableau levels (columns); a token from level l costs l cards (SP80-INFL-3)."""
FIRST_TOKEN_TERRAIN = "city"
"""A player's very first token goes on a city field (SP80-SETUP-8)."""
CITY_GATES = {1: 1, 2: 2}
"""City tokens already on the map -> the level whose tokens must all be placed first
(SP80-INFL-6): the 2nd city token needs level 1 empty, the 3rd needs level 2 empty."""

PALACE_MAX = 5
"""Palace levels 0..5; 0 is the start square (SP80-PAL-1, SP80-PAL-3)."""
MIN_EXERT_LEVEL = 1
"""Exerting needs a shield: level 1 or higher (SP80-PAL-2)."""

CAMPAIGNS = 4
"""Completing the 4th campaign ends the game (SP80-ARMY-5, SP80-END-2)."""
CAMPAIGN_REWARDS = 3
"""Rewards 1 (finisher), 2 and 3 (SP80-ARMY-4)."""
TWO_PLAYER_REWARDS = 2
"""With 2 players reward 3 is not used (SP80-ARMY-4)."""

CHECK_COST = 1
"""Coins per artwork check (SP80-ART-2)."""
ARTIST_SHIELD_CHECKS = 1
"""Extra checks granted by the king's-artist shield (SP80-ART-1)."""

END_ARTWORKS = 12
"""Owning this many artworks ends the game (SP80-END-1)."""

END_LABELS = {
    "SP80-END-1": "E1", "SP80-END-2": "E2", "SP80-END-3": "E3",
    "SP80-END-4": "E4", "SP80-END-5": "E5", "SP80-END-6": "E6",
}
"""Rule ID -> the short name of an end condition (§8.1)."""
