"""A tap changes what it changed, in place: the real App on a real Flet session.

A stepper tap on a sheet used to build and send the whole changed row (and the totals, the
form) as new controls; the browser then drew them anew, and a second tap on a control that
had just been replaced was lost. Now a changed part is drawn again in its place and Flet
sends only the values that differ: the tapped button keeps its id, and what is sent is a
few hundred bytes. Measured on Flet's own diffing, with the messages kept in this process
(`tests.companion.flet_session`); the browser tests drive the same screens in Chromium.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest
from flet.pubsub.pubsub_hub import PubSubHub

from bench.app_server import prepare
from companion.games import outcome as session_outcome
from companion.games import plugin, plugins
from companion.store import Repository
from tests.companion.flet_session import Phone, table_on


def _steppers() -> dict[str, tuple[tuple[str, ...], str, str, str]]:
    """Per game of the registry: the taps that open a stepper, its + and − and the number
    it shows. Its plugin's tap example when that steps a number up and down, else the
    first number of its row form, by the kit's stepper ids (``<id>-value``, ``-plus``,
    ``-minus``)."""
    found: dict[str, tuple[tuple[str, ...], str, str, str]] = {}
    for game in plugins():
        examples, name = game.examples, game.info.game
        tap, form = examples.tap, examples.form
        if tap is not None and tap.tap_back is not None:
            found[name] = ((*tap.opens, *tap.before), tap.tap, tap.tap_back, tap.shows)
        elif form is not None:
            shows = form.number.format(seat=0)
            stepper = shows.removesuffix("-value")
            found[name] = ((form.opens,), f"{stepper}-plus", f"{stepper}-minus", shows)
    return found


STEPPERS = _steppers()
MOST_BYTES = 2_500
"""What one stepper tap may send at most (the whole changed row was 9-13 KB)."""


@pytest.fixture
def repo(tmp_path: Path) -> Iterator[tuple[Path, Repository, dict[str, str]]]:
    ids = prepare(tmp_path)
    with Repository(tmp_path, outcome=session_outcome,
                    describe=lambda e, s: plugin(s.game).describe_entry(e, s),
                    rows=lambda g: plugin(g).rows) as store:
        yield tmp_path, store, ids


async def _phone(folder: Path, store: Repository, session_id: str) -> Phone:
    loop = asyncio.get_running_loop()
    phone = Phone(table_on(folder, store), f"/session/{session_id}", loop, PubSubHub(loop))
    await phone.start()
    return phone


def _label(phone: Phone, shows: str) -> str:
    for control in phone.controls():
        if getattr(control, "identifier", None) == shows:
            return str(control.label)  # type: ignore[attr-defined]
    raise LookupError(shows)


@pytest.mark.parametrize("game", sorted(STEPPERS))
def test_a_stepper_tap_sends_only_what_changed(
        repo: tuple[Path, Repository, dict[str, str]], game: str) -> None:
    folder, store, ids = repo
    opens, plus_id, minus_id, shows = STEPPERS[game]

    async def run() -> None:
        phone = await _phone(folder, store, ids[game])
        for identifier in opens:
            await phone.tap(identifier)
        labels, sent = [_label(phone, shows)], []
        for n in range(6):
            plus = phone.find(plus_id)
            await phone.tap(plus_id if n % 2 == 0 else minus_id)
            sent.append(phone.sent_bytes())
            # The button is the same control to the browser (its id), so a tap that
            # arrives while the answer is on its way reaches it.
            assert phone.find(plus_id)._i == plus._i
            labels.append(_label(phone, shows))
        # + and − in turn: the number changes with every tap and comes back.
        assert labels[1] != labels[2] and labels[1::2] == [labels[1]] * 3 \
            and labels[2::2] == [labels[2]] * 3, f"{game}: {labels}"
        assert not [m for m in phone.connection.messages if m.action.name == "SESSION_CRASHED"]
        assert 0 < max(sent) <= MOST_BYTES, f"{game}: bytes sent per tap {sent}"

    asyncio.run(run())


def test_a_saved_row_keeps_the_rows_before_it(
        repo: tuple[Path, Repository, dict[str, str]]) -> None:
    """A Spitzweg save adds the new row and changes the totals in place: the rows already
    on the screen keep their ids, and the totals cell is the same control with the new
    number."""
    folder, store, ids = repo

    async def run() -> None:
        phone = await _phone(folder, store, ids["spitzweg"])
        totals, shown = [], []
        for _ in range(3):
            # 2 points: a closer's entry is even (SPW-SCORE-3)
            for identifier in ("spw-add-row", "spw-form-score-0-plus", "spw-form-score-0-plus",
                               "spw-form-closer-0", "spw-form-save"):
                await phone.tap(identifier)
            totals.append(phone.find("spw-total-1-0"))
            shown.append(int(totals[-1].content.value))  # type: ignore[attr-defined]
        rows = sorted(i for i in phone.ids() if i.startswith("spw-target-"))
        assert len(rows) == 3
        first = {i: phone.find(i)._i for i in rows}
        await phone.tap("spw-add-row")
        await phone.tap("spw-form-score-0-plus")
        await phone.tap("spw-form-score-0-plus")
        await phone.tap("spw-form-closer-0")
        await phone.tap("spw-form-save")
        assert {i: phone.find(i)._i for i in rows} == first
        assert len({cell._i for cell in totals}) == 1, "the totals cell stays one control"
        total = phone.find("spw-total-1-0")
        assert total._i == totals[0]._i
        shown.append(int(total.content.value))  # type: ignore[attr-defined]
        assert shown == sorted(set(shown)) and shown[0] > 0, f"each row adds: {shown}"

    asyncio.run(run())


def test_an_edit_on_another_phone_sends_the_new_row_and_figures_only(
        repo: tuple[Path, Repository, dict[str, str]], monkeypatch: pytest.MonkeyPatch) -> None:
    """Phone A saves Spitzweg rows; phone B, on the same sheet, is sent the new row, the
    totals and the chart's new points: not the chart's earlier points again (each point's
    tooltip was sent again on every save), nor the screen's heading and buttons. What B
    is sent grows little with the game (the chart's listed figures)."""
    monkeypatch.setattr("companion.app.REDRAW_DELAY", 0)
    folder, store, ids = repo

    async def run() -> None:
        loop = asyncio.get_running_loop()
        hub, table = PubSubHub(loop), table_on(folder, store)
        route = f"/session/{ids['spitzweg']}"
        editor = Phone(table, route, loop, hub, peer="10.0.0.1")
        viewer = Phone(table, route, loop, hub, peer="10.0.0.2")
        await editor.start()
        await viewer.start()
        sent: list[int] = []

        def rows() -> int:
            return sum(1 for i in viewer.ids() if i.startswith("spw-target-"))

        # A 4-player game closes 5 exhibitions at most (14+...+18 = 80 of the 86 cards;
        # a 6th closed one counts for nobody, SPW-VAL-5, and the form does not save it).
        for count in range(1, 6):
            for identifier in ("spw-add-row", "spw-form-score-0-plus", "spw-form-score-0-plus",
                               "spw-form-closer-0"):
                await editor.tap(identifier)
            mark = len(viewer.connection.messages)
            await editor.tap("spw-form-save")
            deadline = loop.time() + 10
            while rows() < count:  # the viewer's redraw task sends it all in one go
                assert loop.time() < deadline, "the other phone did not get the new row"
                await asyncio.sleep(0)
            sent.append(sum(viewer.connection.sizes[mark:]))
            resent = [m for m in viewer.connection.messages[mark:]
                      if "Finish the game" in repr(m.body) or "'Referee'" in repr(m.body)]
            assert not resent, "the screen's heading or buttons were sent again"
        assert rows() == 5
        assert max(sent[1:]) <= 6_000, f"bytes sent to the other phone per save: {sent}"
        assert sent[-1] - sent[1] <= 3_000, f"grows with the game: {sent}"

    asyncio.run(run())
