"""Read backup file in a real browser: a file over the websocket's 16 MiB frame is refused by
its size before any byte is sent (the connection stays), a small one arrives over HTTP."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from companion.store import Repository
from tests.e2e.browser import by_id, go_to, present, tap, wait_text

pytestmark = pytest.mark.e2e


def pick(page: Page, path: Path) -> None:
    """Settings → Read backup file, choosing ``path`` in the browser's file dialog."""
    present(page, "import")
    with page.expect_file_chooser() as chooser:
        by_id(page, "import").first.click()
    chooser.value.set_files(str(path))


def test_file_over_the_frame_limit_is_refused_and_the_connection_stays(
        app_page: Page, tmp_path: Path) -> None:
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (17 * 1024 * 1024))
    page = app_page
    go_to(page, "/")
    tap(page, "nav-settings")
    pick(page, big)
    wait_text(page, "the file is larger than 15 MB")
    # The session is still alive: the app bar's back arrow is answered with Home.
    back = page.get_by_role("button", name="Back", exact=True)
    expect(back).to_be_visible()
    back.click()
    wait_text(page, "New game")


def test_small_backup_file_is_read_in(app_page: Page, tmp_path: Path) -> None:
    source = Repository(tmp_path / "source")
    source.add_player("Wilhelmine Upload")
    small = tmp_path / "small.json"
    small.write_bytes(source.export_bytes())
    source.close()
    page = app_page
    go_to(page, "/")
    tap(page, "nav-settings")
    pick(page, small)
    wait_text(page, "Read in: 1 player,")
    go_to(page, "/players")
    wait_text(page, "Wilhelmine Upload")
