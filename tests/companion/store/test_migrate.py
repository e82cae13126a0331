"""One fixture folder per schema version opens with its content (v0 migrated, original kept)."""

from __future__ import annotations

import shutil
from pathlib import Path

from companion.store import Repository
from tests.companion.store.helpers import points_outcome

FIXTURES = Path(__file__).parent / "fixtures"


def test_v0_single_file_is_migrated_and_kept(folder: Path) -> None:
    shutil.copytree(FIXTURES / "v0", folder)
    original = (FIXTURES / "v0" / "table-companion.json").read_bytes()
    with Repository(folder, points_outcome) as repo:
        assert "new storage format (2 games, 3 players)" in repo.notices[0]
        assert [p.name for p in repo.players()] == ["Anna", "Ben", "Cleo"]
        first = repo.session("s0first")
        assert [s.name for s in first.seats] == ["Anna", "Ben", "Cleo"]
        assert [e.data for e in first.entries][1] == {"points": {"p0anna": 2, "p0ben": 6,
                                                                 "p0cleo": 0}}
        assert first.notes == "Wirtshaus am Eck" and first.finished_at is not None
        assert first.outcome.winners == ("p0ben",)
        assert repo.count_sessions(finished=False) == 1
        stats = {s.name: s for s in repo.statistics()}
        assert stats["Ben"].wins == 1 and stats["Anna"].games == 1
    assert (folder / "table-companion.v0.json").read_bytes() == original
    assert not (folder / "table-companion.json").exists()
    with Repository(folder, points_outcome) as repo:  # once only
        assert repo.notices == [] and repo.count_sessions() == 2


def test_v1_fixture_opens_unchanged(folder: Path) -> None:
    shutil.copytree(FIXTURES / "v1", folder)
    with Repository(folder, points_outcome) as repo:
        assert repo.notices == []
        assert [p.name for p in repo.players()] == ["Anna", "Ben", "Cleo"]
        finished = repo.list_sessions(finished=True)
        assert [s.game for s in finished] == ["spitzer"]
        assert finished[0].outcome.totals and finished[0].rounds == 2
        assert len(repo.edit_history(finished[0].id)) == 3
        assert repo.session(finished[0].id).options == {"schneider": True}
        assert [i.name for i in repo.saved_items("spitzweg", "layout")] == ["Streit" + "fall"]
