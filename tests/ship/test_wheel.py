"""The wheel carries the translations and the icons, and the installed package finds them.

The wheel is built as pip builds it for ``pip install`` or ``pipx install`` (PEP 517, in an
isolated environment with the setuptools that pyproject.toml asks for), from a copy of the
sources, so that nothing is written into the checkout.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from .conftest import ROOT

NO_NETWORK = ("Could not find a version that satisfies", "NewConnectionError",
              "Network is unreachable", "Temporary failure in name resolution")


def source_copy(dest: Path) -> Path:
    """What a build reads: the package, resources/, the build step, pyproject and README."""
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.ts")
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, dest / name)
    shutil.copytree(ROOT / "jasstafel", dest / "jasstafel", ignore=ignore)
    shutil.copytree(ROOT / "resources", dest / "resources", ignore=ignore)
    (dest / "packaging").mkdir()
    shutil.copy2(ROOT / "packaging" / "wheel_resources.py", dest / "packaging")
    return dest


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    src = source_copy(tmp_path_factory.mktemp("src"))
    out = tmp_path_factory.mktemp("wheel")
    result = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(out), str(src)],
        capture_output=True, text=True, timeout=600,
        env={**os.environ, "PIP_DISABLE_PIP_VERSION_CHECK": "1"})
    if result.returncode and any(text in result.stderr for text in NO_NETWORK):
        pytest.skip(f"pip cannot fetch the build requirements: {result.stderr[-300:]}")
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    (found,) = out.glob("jasstafel-*.whl")
    return found


def expected_resources() -> set[str]:
    """Every compiled translation and every icon of resources/, as named in the wheel."""
    files = [*(ROOT / "resources" / "translations").glob("*.qm"),
             *(ROOT / "resources" / "icons").glob("*.svg"),
             *(ROOT / "resources" / "icons" / "hicolor").glob("*/*.png")]
    return {"jasstafel/" + f.relative_to(ROOT).as_posix() for f in files}


def test_the_wheel_holds_translations_and_icons(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    expected = expected_resources()
    assert "jasstafel/resources/translations/jasstafel_de.qm" in expected
    assert "jasstafel/resources/icons/ch.jasstafel.Jasstafel.svg" in expected
    assert len([n for n in expected if n.endswith(".png")]) >= 5
    assert expected <= names, sorted(expected - names)
    # only the package: no top-level resources/ or packaging/ beside it in site-packages
    tops = {n.split("/")[0] for n in names}
    assert {t for t in tops if not t.endswith(".dist-info")} == {"jasstafel"}
    assert not [n for n in names if n.endswith((".ts", ".pyc"))]
    # the same bytes as in the repository
    with zipfile.ZipFile(wheel) as z:
        qm = z.read("jasstafel/resources/translations/jasstafel_de.qm")
    assert qm == (ROOT / "resources" / "translations" / "jasstafel_de.qm").read_bytes()


FIND_RESOURCES = """
import sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from jasstafel.ui import i18n
from jasstafel.ui.app import app_icon
print(i18n.RESOURCES)
print(i18n.install(app, "de") is not None)
print(len(app_icon().availableSizes()))
print(app.translate("MainWindow", "&File"))
"""


def test_the_installed_package_finds_them(wheel, tmp_path):
    site = tmp_path / "site-packages"
    zipfile.ZipFile(wheel).extractall(site)  # what pip install puts into site-packages
    run_in = tmp_path / "elsewhere"  # not the checkout: its resources/ must not be found
    run_in.mkdir()
    result = subprocess.run(
        [sys.executable, "-c", FIND_RESOURCES], cwd=run_in, capture_output=True, text=True,
        timeout=120, env={**os.environ, "PYTHONPATH": str(site), "QT_QPA_PLATFORM": "offscreen"})
    assert result.returncode == 0, result.stderr[-3000:]
    resources, translated, icons, file_menu = result.stdout.splitlines()[-4:]
    assert Path(resources) == site / "jasstafel" / "resources"
    assert translated == "True"
    assert int(icons) == len(list((ROOT / "resources" / "icons" / "hicolor").glob("*/*.png")))
    assert file_menu == "&Datei"
