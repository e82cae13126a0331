"""Issue 9.7, upgrade: a store of every older schema (fixtures per version) is migrated and the
original kept as a backup; a newer schema is refused and kept aside."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from companion.i18n import Translator, say
from companion.store import Repository
from tests.companion.store.helpers import points_outcome
from tests.conftest import RecordFigure

FIXTURES = Path(__file__).resolve().parents[1] / "companion" / "store" / "fixtures"


def test_every_schema_version_opens(tmp_path: Path, record_figure: RecordFigure) -> None:
    versions = sorted(p.name for p in FIXTURES.iterdir() if p.is_dir())
    assert versions == ["v0", "v1"]
    games = {}
    for version in versions:
        folder = tmp_path / version
        shutil.copytree(FIXTURES / version, folder)
        with Repository(folder, points_outcome) as repo:
            games[version] = repo.count_sessions()
            assert [p.name for p in repo.players()] == ["Anna", "Ben", "Cleo"]
    kept = (tmp_path / "v0" / "table-companion.v0.json").read_bytes()
    assert kept == (FIXTURES / "v0" / "table-companion.json").read_bytes()
    record_figure("upgrade", f"schema versions {versions} opened, games {games}, "
                  "v0 original kept")
    assert games == {"v0": 4, "v1": 2}


def test_newer_schema_is_refused_not_overwritten(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    shutil.copytree(FIXTURES / "v1", folder)
    for path in folder.rglob("*.json"):
        doc = json.loads(path.read_bytes())
        doc["_meta"]["1"]["schema"] = 2
        path.write_text(json.dumps(doc))
    with Repository(folder, points_outcome) as repo:
        assert repo.count_sessions() == 0 and repo.players() == []
        assert sum("newer version" in say(n, Translator("en").t) for n in repo.notices) >= 4
        repo.add_player("Dora")  # a fresh start beside the kept files
    assert len(list(folder.rglob("*.unreadable-*"))) == 5
