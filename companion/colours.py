"""Player colours and initials: a fixed palette readable in light and dark themes.

Every colour carries white initials at a contrast of at least 4.5:1 (WCAG AA) and stands out
on both a light and a dark page. A new player gets the least-used colour; at one table the
sheet makes the seats' colours distinct (`table_colours`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from functools import cache

from companion.ciede2000 import distance

PALETTE: tuple[str, ...] = (
    "#C62828",  # red
    "#1565C0",  # blue
    "#2E7D32",  # green
    "#6A1B9A",  # purple
    "#BF360C",  # deep orange
    "#00695C",  # teal
    "#AD1457",  # pink
    "#4527A0",  # deep purple
    "#5D4037",  # brown
    "#0277BD",  # light blue (dark shade)
    "#37474F",  # blue grey
    "#9E5D00",  # amber (dark shade)
)


def colour_name(colour: str, number: int, t: Callable[..., str]) -> str:
    """A palette colour as people call it ("Brown", "Braun"; key ``colour.<rrggbb>``), never
    its hex code; a colour without a name is "Colour 3"."""
    key = f"colour.{colour.removeprefix('#').lower()}"
    name = t(key)
    return t("colour.numbered", number=number) if name == key else name


def least_used(used: Iterable[str | None]) -> str:
    """The palette colour used least often (the first such one in palette order)."""
    counts = Counter(c for c in used if c)
    return min(PALETTE, key=lambda c: (counts[c], PALETTE.index(c)))


SEAT_DISTANCE = 20.0
"""The least CIEDE2000 difference between two seats' colours at one table: colours closer
than this (red next to deep orange: 7.8) are taken for each other across a table."""


@cache
def _apart(first: str, second: str) -> float:
    return distance(first, second)


def _fits(colour: str, chosen: Iterable[str]) -> bool:
    return all(_apart(colour, other) >= SEAT_DISTANCE for other in chosen)


def table_colours(seats: Iterable[str], stored: Mapping[str, str | None]) -> dict[str, str]:
    """Each seated player's colour, told apart at this table (ΔE00 at least
    `SEAT_DISTANCE` from every other seat's): a seat keeps its stored colour when it stands
    that far from the colours kept before it; any other seat gets the palette colour that
    leaves the most room for the seats still to come (the first such in palette order)."""
    seats = list(seats)
    result: dict[str, str] = {}
    for pid in seats:
        colour = stored.get(pid)
        if colour and colour.startswith("#") and len(colour) == 7 and \
                _fits(colour, result.values()):
            result[pid] = colour
    for pid in seats:
        if pid in result:
            continue
        chosen = list(result.values())
        free = [c for c in PALETTE if c not in chosen]
        fitting = [c for c in free if _fits(c, chosen)] or free or list(PALETTE)
        result[pid] = max(fitting, key=lambda c: (
            sum(_fits(other, [*chosen, c]) for other in free if other != c),
            min((_apart(c, other) for other in chosen), default=0.0), -PALETTE.index(c)
            if c in PALETTE else 0))
    return {pid: result[pid] for pid in seats}


def initials(name: str) -> str:
    """Up to two letters: the first of the first and last word ("Anna Maria" -> "AM")."""
    words = [w for w in name.split() if w]
    if not words:
        return "?"
    if len(words) == 1:
        return words[0][:2].capitalize()
    return (words[0][0] + words[-1][0]).upper()


def luminance(colour: str) -> float:
    """Relative luminance (WCAG) of ``#RRGGBB``."""
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast(first: str, second: str) -> float:
    high, low = sorted((luminance(first), luminance(second)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def seat_colours(ctx: object, seats: Iterable[str]) -> dict[str, str]:
    """The colours a sheet draws its players in: the shell's (``ctx.colours``), else the
    palette in seat order."""
    given: Mapping[str, str] = getattr(ctx, "colours", None) or {}
    return table_colours(seats, given)
