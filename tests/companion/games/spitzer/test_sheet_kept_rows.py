"""A hand's row drawn once stays on the screen while it shows the same (`Kept`): after a
hand saved on another phone it is the very control drawn before, its taps still answer for
that hand, and a change to what it shows (the hand, a name, the language, editing) draws it
anew."""

from __future__ import annotations

from typing import Any

from companion.games.spitzer import PLUGIN
from companion.games.spitzer.sheet_model import SpitzerSheet
from companion.models import Seat
from tests.companion.games.fakes import by_id, ids, tap, texts
from tests.companion.games.spitzer.conftest import FakeContext, hand
from tests.rows import as_row


def sheet(ctx: FakeContext) -> Any:
    """The session screen's redraw after a change here or on another phone."""
    return PLUGIN.build_sheet(ctx)


def test_a_kept_row_still_answers_for_its_hand_after_another_hand(ctx: FakeContext) -> None:
    ctx.add_entry(as_row("hand", hand("p3", "call", ("p0", "p1"), 5, 72)))
    root = sheet(ctx)
    first = by_id(root, "spitzer-row-e1")
    ctx.add_entry(as_row("hand", hand("p0", "zola", ("p2",), 6, 95)))  # another phone's hand
    root = sheet(ctx)
    assert by_id(root, "spitzer-row-e1") is first, "the unchanged row is kept"
    assert "spitzer-result-e2" in ids(root)
    now = SpitzerSheet(ctx.session, ctx.t)  # type: ignore[arg-type]
    (one, two) = now.game.rows
    tap(root, "spitzer-result-e1")
    tap(root, "spitzer-points-e1-1")
    tap(root, "spitzer-points-e2-2")
    assert ctx.explained == [now.explain.result(one), now.explain.points(one, "p1"),
                             now.explain.points(two, "p2")]
    tap(root, "spitzer-edit-e1")
    form = ctx.kept["sheet"].form
    assert form is not None and form.editing == "e1"


def test_a_row_is_drawn_anew_when_what_it_shows_changes(ctx: FakeContext) -> None:
    ctx.add_entry(as_row("hand", hand("p3", "call", ("p0", "p1"), 5, 72)))
    ctx.add_entry(as_row("hand", hand("p0", "normal", ("p1", "p3"), 4, 61)))
    shown = [row(sheet(ctx))]
    # edited elsewhere
    ctx.update_entry("e1", as_row("hand", hand("p3", "call", ("p0", "p2"), 5, 72)))
    shown.append(row(sheet(ctx)))
    assert any("Anna + Carl" in text for text in texts(shown[-1]))
    rename(ctx, "p0", "Annika")
    shown.append(row(sheet(ctx)))
    assert any("Annika + Carl" in text for text in texts(shown[-1]))
    ctx.can_edit = False
    root = sheet(ctx)
    shown.append(row(root))
    assert not {i for i in ids(root) if i.startswith("spitzer-edit")}
    german = FakeContext(ctx.session, lang="de", can_edit=False)
    german.kept = ctx.kept  # the same screen, now in German
    shown.append(row(sheet(german)))
    assert "Runde 1 · Geber Dora" in texts(shown[-1])
    assert len({id(drawn) for drawn in shown}) == len(shown), "each change drew the row anew"


def row(root: Any) -> Any:
    return by_id(root, "spitzer-row-e1")


def rename(ctx: FakeContext, pid: str, name: str) -> None:
    assert ctx.session is not None
    seats = tuple(Seat(player_id=s.player_id, name=name if s.player_id == pid else s.name)
                  for s in ctx.session.seats)
    ctx.session = ctx.session.model_copy(update={"seats": seats})
