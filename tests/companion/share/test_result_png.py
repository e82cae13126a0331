"""The result card PNG: decoded back, its size, its ink, and the card it carries."""

from __future__ import annotations

import pytest
from PIL import Image, ImageChops

from companion.i18n import Translator
from companion.models import Session
from companion.share.result_card import build_card
from companion.share.result_png import BACKGROUND, WIDTH, layout, read_png, render_png
from tests.companion.share.finished import ALL, spandau

EN = Translator("en").t


def ink(image: Image.Image, box: tuple[int, int, int, int]) -> int:
    """Pixels in ``box`` that differ from the card's background."""
    region = image.convert("RGB").crop(box)
    plain = Image.new("RGB", region.size, BACKGROUND)
    diff = ImageChops.difference(region, plain).convert("L")
    return sum(diff.histogram()[41:])


@pytest.mark.parametrize("make", ALL)
def test_png_decodes_to_the_same_card_with_every_line_drawn(make: object) -> None:
    session: Session = make(start=1)  # type: ignore[operator]
    card = build_card(session, EN)
    data = render_png(card)
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    image, carried = read_png(data)
    assert carried == card
    height, placed = layout(card)
    assert image.format == "PNG" and image.size == (WIDTH, height) and height > 500
    drawn = [part for _line, parts in placed for part in parts]
    texts = [line.text for line, _parts in placed]
    assert texts[0] == card.headline and card.reasons[0] in texts
    for part in drawn:
        assert ink(image, part.box) > 0.05 * (part.box[2] - part.box[0]) * (
            part.box[3] - part.box[1]), f"line not drawn: {part.text!r}"
    below = (0, drawn[-1].box[3] + 8, WIDTH, height)
    assert ink(image, below) == 0, "nothing is drawn below the last line"


def test_a_long_reason_wraps_inside_the_card() -> None:
    card = build_card(spandau(), EN)
    card = card.model_copy(update={"games": (card.games[0].model_copy(update={
        "reasons": ("word " * 80,)}),)})
    _height, placed = layout(card)
    parts = next(parts for line, parts in placed if line.text == card.reasons[0])
    assert len(parts) > 2 and all(p.box[2] <= WIDTH - 64 for p in parts)


def test_a_png_without_a_card_is_refused() -> None:
    import io

    out = io.BytesIO()
    Image.new("RGB", (10, 10)).save(out, format="PNG")
    with pytest.raises(ValueError, match="no result card"):
        read_png(out.getvalue())
