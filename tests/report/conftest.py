from __future__ import annotations

import os
from pathlib import Path

import pytest

from report.build import SiteSummary, build_site
from tests.report.synthetic import make_warehouse
from warehouse.store import Warehouse


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[SiteSummary, Warehouse]:
    """The synthetic warehouse and the site built from it, once per test module."""
    folder = tmp_path_factory.mktemp("report")
    wh = make_warehouse(folder)
    return build_site(wh, folder / "site"), wh


@pytest.fixture(scope="module")
def site(built: tuple[SiteSummary, Warehouse]) -> Path:
    return built[0].out_dir


@pytest.fixture
def output_dir(tmp_path: Path) -> Path:
    """Where screenshots go: $MODELDRIFT_TEST_OUTPUT if set, else this test's tmp_path."""
    folder = Path(os.environ.get("MODELDRIFT_TEST_OUTPUT") or tmp_path) / "report"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


# The Chromium fixtures, shared by every browser test in this folder.
from tests.report.test_browser import browser, watched  # noqa: E402, F401
