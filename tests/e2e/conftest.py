"""Real-browser fixtures: one Chromium and one app server (with its own data folder) per test
module (sync Playwright owns the main loop)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, sync_playwright

from tests.e2e.browser import app_server, launch


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    with sync_playwright() as playwright:
        chromium = launch(playwright)
        yield chromium
        chromium.close()


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with app_server(tmp_path_factory.mktemp("data")) as (url, _process):
        yield url
