"""A finished game's sheet is read-only until Reopen: it draws no form, and an edit
through it is refused with a message, nothing saved."""

from __future__ import annotations

from companion.games import plugin
from companion.models import Session
from companion.table.host import HostSheetContext
from tests.companion.games.fakes import ids
from tests.companion.helpers import FakeShell, editor, new_repo, seated_session
from tests.rows import as_row


def test_a_finished_sheet_opens_no_form_and_saves_nothing() -> None:
    repo = new_repo()
    session = seated_session(repo, "spitzweg", ("Anna", "Ben"))
    ed, shell = editor(repo), FakeShell()
    changed: list[Session] = []
    playing = HostSheetContext(shell, ed, session, changed.append)
    assert playing.can_edit
    assert "spw-add-row" in ids(plugin("spitzweg").build_sheet(playing))
    finished = ed.finish(session.id)
    sheet = HostSheetContext(shell, ed, finished, changed.append)
    assert not sheet.can_edit
    assert "spw-add-row" not in ids(plugin("spitzweg").build_sheet(sheet))
    sheet.add_entry(as_row("exhibition", {"scores": {}}))
    assert repo.session(session.id).entries == () and not changed
    assert shell.messages[-1] == (
        "This game is finished: its sheet is read-only. Reopen it to change anything.", True)
    reopened = ed.reopen(session.id)
    assert HostSheetContext(shell, ed, reopened, changed.append).can_edit
