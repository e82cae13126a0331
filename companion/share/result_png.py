"""The result card as a PNG, drawn offline with Pillow and the bundled DejaVu fonts.

The image carries the card it shows as JSON in an iTXt chunk, so a program (or a test)
reading the PNG back gets the same data model the pixels were drawn from.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont, PngImagePlugin

from companion.share.result_card import APP_NAME, CardPlayer, ResultCard

FONTS = Path(__file__).resolve().parent.parent.parent / "assets" / "fonts"
CARD_KEY = "table-companion:result-card"
"""The iTXt key holding the card's JSON."""

WIDTH = 1080
MARGIN = 64
BACKGROUND = (250, 248, 242)
BAND = (0, 106, 96)
INK = (28, 28, 30)
MUTED = (96, 96, 104)
GOLD = (176, 124, 0)
WHITE = (255, 255, 255)


@dataclass(frozen=True)
class Line:
    text: str
    size: int
    bold: bool = False
    colour: tuple[int, int, int] = INK
    gap: int = 14


@dataclass(frozen=True)
class Placed:
    text: str
    box: tuple[int, int, int, int]
    """left, top, right, bottom of the drawn text in pixels."""


@cache
def _font(size: int, bold: bool) -> ImageFont.FreeTypeFont:
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return ImageFont.truetype(str(FONTS / name), size)


def _wrap(text: str, font: ImageFont.FreeTypeFont, width: int) -> list[str]:
    """Words to lines no wider than ``width``; a word longer than a line is cut."""
    lines: list[str] = []
    current = ""
    for word in text.split():
        trial = f"{current} {word}".strip()
        if font.getlength(trial) <= width:
            current = trial
            continue
        if current:
            lines.append(current)
        while font.getlength(word) > width:
            cut = max(1, int(len(word) * width / font.getlength(word)))
            lines.append(word[:cut])
            word = word[cut:]
        current = word
    if current:
        lines.append(current)
    return lines or [""]


def _player(player: CardPlayer, unit: str, size: int) -> Line:
    mark = "★ " if player.winner else ""
    total = "–" if player.total is None else f"{player.total} {unit}"
    paid = f" · {player.payout}" if player.payout else ""
    return Line(f"{mark}{player.name}: {total}{paid}", size, bold=player.winner,
                colour=GOLD if player.winner else INK)


def _lines(card: ResultCard) -> list[Line]:
    """The card's lines as `card_lines` has them: each game (its heading when the sheet
    holds several), its players and what decided it, then the sheet's summary."""
    several = len(card.games) > 1
    lines = [Line(card.headline, 64, bold=True, gap=28)]
    for game in card.games:
        if several:
            lines.append(Line(game.headline, 44, bold=True, gap=18))
        lines += [_player(player, card.unit, 36 if several else 44) for player in game.players]
        if game.reasons:
            last = lines[-1]
            lines[-1] = Line(last.text, last.size, last.bold, last.colour, 32)
        lines += [Line(reason, 32 if several else 36, colour=INK) for reason in game.reasons]
        if several:
            last = lines[-1]
            lines[-1] = Line(last.text, last.size, last.bold, last.colour, 32)
    lines += [Line(text, 36, colour=INK) for text in card.summary]
    if card.start:
        lines.append(Line(card.start, 32, colour=MUTED))
    lines.append(Line(f"{card.minutes} min · {APP_NAME}", 28, colour=MUTED, gap=0))
    return lines


def layout(card: ResultCard) -> tuple[int, list[tuple[Line, list[Placed]]]]:
    """(image height, each line with where its wrapped parts go)."""
    band = 150
    y = band + 48
    placed: list[tuple[Line, list[Placed]]] = []
    for line in _lines(card):
        font = _font(line.size, line.bold)
        parts = []
        for text in _wrap(line.text, font, WIDTH - 2 * MARGIN):
            left, top, right, bottom = (int(v) for v in font.getbbox(text))
            parts.append(Placed(text, (MARGIN + left, y + top, MARGIN + right, y + bottom)))
            y += int(line.size * 1.25)
        placed.append((line, parts))
        y += line.gap
    return y + MARGIN, placed


def render_png(card: ResultCard) -> bytes:
    height, placed = layout(card)
    image = Image.new("RGB", (WIDTH, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, WIDTH, 150), fill=BAND)
    draw.text((MARGIN, 40), card.title, font=_font(48, True), fill=WHITE)
    draw.text((WIDTH - MARGIN, 60), card.day or card.date, font=_font(32, False), fill=WHITE,
              anchor="ra")
    for line, parts in placed:
        font = _font(line.size, line.bold)
        for part in parts:
            left, top, _right, _bottom = part.box
            origin_left, origin_top, *_ = font.getbbox(part.text)
            draw.text((left - origin_left, top - origin_top), part.text, font=font,
                      fill=line.colour)
    info = PngImagePlugin.PngInfo()
    info.add_itxt(CARD_KEY, card.model_dump_json())
    out = io.BytesIO()
    image.save(out, format="PNG", pnginfo=info, optimize=True)
    return out.getvalue()


def read_png(data: bytes) -> tuple[Image.Image, ResultCard]:
    """Decode a result card PNG: the image and the card it carries (ValueError if none)."""
    image = Image.open(io.BytesIO(data))
    image.load()
    text = getattr(image, "text", {}).get(CARD_KEY)
    if text is None:
        raise ValueError("this PNG carries no result card")
    return image, ResultCard.model_validate_json(text)


def file_name(card: ResultCard) -> str:
    return f"result-{card.game}-{card.date}.png"
