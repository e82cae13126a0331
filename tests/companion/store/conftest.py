from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from companion.store import Repository
from tests.companion.store.helpers import points_outcome


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return tmp_path / "data"


@pytest.fixture
def repo(folder: Path) -> Iterator[Repository]:
    repository = Repository(folder, points_outcome, describe=lambda e, s: f"row {e.kind}")
    yield repository
    repository.close()
