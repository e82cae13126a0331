"""Issue 6 live table and issue 9 access in a real browser: a phone without the PIN sees the
host's edits appear, and its own edit attempts are refused by the server."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page

from tests.e2e.browser import (
    app_server,
    by_id,
    go_to,
    kept_page,
    open_app,
    phone_url,
    present,
    start_session,
    tap,
    type_into,
    wait_label,
    wait_text,
)
from tests.e2e.spitzweg_sheet import PIN, add_row, wait_total
from tests.texts import alone, stands_alone

pytestmark = pytest.mark.e2e


@pytest.fixture(scope="module")
def shared(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    data = tmp_path_factory.mktemp("live")
    with app_server(data, "--host", "0.0.0.0", "--pin", PIN) as (url, _process):
        yield url, data


@pytest.fixture(scope="module")
def host(browser: Browser, shared: tuple[str, Path]) -> Iterator[Page]:
    """The computer serving the table (it edits without the PIN), loaded once."""
    with kept_page(browser, shared[0]) as page:
        yield page


@pytest.fixture(scope="module")
def viewer(browser: Browser, shared: tuple[str, Path]) -> Iterator[Page]:
    """A phone on the Wi-Fi without the PIN, loaded once."""
    with kept_page(browser, phone_url(shared[0])) as page:
        yield page


def test_viewer_sees_edits_live_and_cannot_edit(host: Page, viewer: Page,
                                                shared: tuple[str, Path]) -> None:
    _url, data = shared
    session_id = start_session(host, "spitzweg", ("Hana", "Ivo", "Jan"))
    add_row(host, (4, 1, 0))
    wait_total(host, 0, 4)

    go_to(viewer, f"/session/{session_id}")
    wait_total(viewer, 0, 4)
    assert by_id(viewer, "spw-add-row").count() == 0  # no row form for a viewer
    assert by_id(viewer, "sheet").count() == 1

    add_row(host, (3, 6, 2), closer=1)
    wait_total(viewer, 1, 7, timeout=10_000)  # arrives without a reload

    # The viewer tries anyway: undo, finish, a new session, a wrong PIN.
    tap(viewer, "finish")
    tap(viewer, "undo")
    go_to(viewer, "/new/spitzweg", ready="new-player-name")
    for index, name in enumerate(("Mal", "Lory")):
        type_into(viewer, "new-player-name", name)
        viewer.keyboard.press("Enter")
        present(viewer, f"seat-remove-{index}")  # seated: the screen is drawn again
    tap(viewer, "start-session")
    wait_text(viewer, "Editing needs the table PIN")
    go_to(viewer, "/live", ready="pin-field")
    type_into(viewer, "pin-field", "0000")
    tap(viewer, "pin-unlock")
    wait_text(viewer, "Wrong PIN")
    wait_total(host, 1, 7)
    wait_label(host, "session-state", "playing")

    index = json.loads((data / "index.json").read_text())
    assert "Mal" not in json.dumps(index)
    session_file = json.loads((data / "sessions" / f"{session_id}.json").read_text())
    assert json.dumps(session_file).count('"exhibition"') >= 2


def test_the_host_sees_the_pin_and_a_phone_does_not(browser: Browser, host: Page,
                                                    shared: tuple[str, Path]) -> None:
    """Under Live table the computer serving the table sees the PIN at once; a phone on the
    Wi-Fi sees a PIN field instead, and never the PIN."""
    url, _data = shared
    go_to(host, "/live", ready="live-pin-shown")
    wait_label(host, "live-pin-shown", alone(PIN))
    assert by_id(host, "pin-field").count() == 0
    phone = open_app(browser, f"{phone_url(url, 3)}/live")  # another phone
    present(phone, "pin-field")
    assert by_id(phone, "live-pin-shown").count() == 0
    assert not stands_alone(PIN, phone.evaluate("() => document.body.innerText"))
