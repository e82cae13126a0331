"""Issue 31: a view-only screen shows nothing of the serving computer (its data folder)."""

from __future__ import annotations

from pathlib import Path

import pytest

from companion.models import Words
from companion.shell import Table
from companion.table.access import TableLock
from tests.companion.fake_page import FakePage
from tests.companion.helpers import new_repo

FOLDER = "/home/host/secret-place/table-companion"


@pytest.mark.parametrize(("peer", "shown"), [
    ("127.0.0.1", True), ("192.0.2.9", False), ("127.0.0.2", False)])
def test_the_data_folder_is_shown_on_the_serving_computer_only(peer: str, shown: bool) -> None:
    from companion.app import App

    table = Table(repo=new_repo(), data_dir=Path(FOLDER), lock=TableLock(pin="4711"),  # type: ignore[arg-type]
                  share_url="http://192.0.2.2:8550",
                  notices=[Words(key="store.notice.folder_open", values={"folder": FOLDER})])
    page = FakePage(route="/settings")
    page.web = False  # type: ignore[attr-defined]  # a forged page's claim: it changes nothing
    app = App(table, page, peer)  # type: ignore[arg-type]
    app.start()
    drawn = repr(page.views) + repr(page.dialogs)
    assert (FOLDER in drawn) is shown
    assert ("'data-folder'" in drawn) is shown
