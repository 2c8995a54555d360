"""The bundle's spec takes along every module and data file of the package, without a build.

Jasstafel loads its variants, their boards and entry panels, and the window by name
(importlib), which PyInstaller cannot follow: a module the spec does not collect is missing
from the bundle, and the bundle fails the first time it is needed (issue 19). These tests run
packaging/jasstafel.spec with PyInstaller's build steps replaced by recorders
(tests/ship/spec_driver.py): the spec's collection itself runs, in seconds. The full build and
its smoke test are CI's packaging step (packaging/ci-bundle).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import ROOT

SPEC = ROOT / "packaging" / "jasstafel.spec"
DRIVER = Path(__file__).with_name("spec_driver.py")
PACKAGE = ROOT / "jasstafel"


def run_spec(spec: Path, cwd: Path, pythonpath: Path | None = None) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    if pythonpath is not None:
        env["PYTHONPATH"] = str(pythonpath)
    return subprocess.run([sys.executable, str(DRIVER), str(spec)], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=300)


def collected(spec: Path, cwd: Path, pythonpath: Path | None = None) -> dict:
    result = run_spec(spec, cwd, pythonpath)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    return json.loads(result.stdout.splitlines()[-1])


@pytest.fixture(scope="module")
def bundle(tmp_path_factory) -> dict:
    return collected(SPEC, tmp_path_factory.mktemp("elsewhere"))


def modules_in(package: Path) -> set[str]:
    """Every module of the package by its files: a.py is package.a, a/__init__.py package.a."""
    names = set()
    for path in package.rglob("*.py"):
        if "__pycache__" in path.parts:
            continue
        parts = path.relative_to(package.parent).with_suffix("").parts
        names.add(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return names


def data_files_in(package: Path) -> set[tuple[str, str]]:
    """Every file of the package that is not Python: (file, folder in the bundle)."""
    return {(str(path), path.parent.relative_to(package.parent).as_posix())
            for path in package.rglob("*")
            if path.is_file() and "__pycache__" not in path.parts
            and path.suffix not in (".py", ".pyc")}


def test_every_module_of_the_package_is_collected(bundle):
    expected = modules_in(PACKAGE)
    assert {"jasstafel.core.registry", "jasstafel.ui.app"} <= expected and len(expected) > 50
    assert expected <= set(bundle["hiddenimports"]), sorted(expected - set(bundle["hiddenimports"]))
    # derived from the package alone: nothing else named by hand
    assert all(m == "jasstafel" or m.startswith("jasstafel.") for m in bundle["hiddenimports"])
    assert bundle["pathex"] == [str(ROOT)]
    assert bundle["scripts"] == [str(ROOT / "packaging" / "launcher.py")]


def ui_variants_module() -> str:
    """The module that defines the window's variant table UI_VARIANTS, wherever it lives."""
    homes = [path for path in PACKAGE.rglob("*.py")
             if re.search(r"^UI_VARIANTS\b[^=\n]*=", path.read_text(encoding="utf-8"), re.M)]
    assert len(homes) == 1, f"UI_VARIANTS is defined in {homes}"
    parts = homes[0].relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


# Loads everything that is loaded by name, as the program does, in a fresh interpreter:
# every variant of the registry, every lazy name of jasstafel.core, every class that a
# UI_VARIANTS entry loads (whatever its properties are called), the window. Prints the
# modules each table loaded and every jasstafel module that was imported at all.
LOAD_BY_NAME = """
import importlib, inspect, json, sys
import jasstafel.core as core
from jasstafel.core import registry
found = {"core": [v.__module__ for v in registry.variants()], "ui": []}
for name in core.__all__:
    getattr(core, name)
table = importlib.import_module(sys.argv[1]).UI_VARIANTS
for entry in table.values():
    for attribute, value in inspect.getmembers(type(entry)):
        if isinstance(value, property):
            loaded = getattr(entry, attribute)
            if hasattr(loaded, "__module__"):
                found["ui"].append(loaded.__module__)
importlib.import_module("jasstafel.ui.app")  # jasstafel.cli.main.start_window
found["all"] = sorted(m for m in sys.modules if m.split(".")[0] == "jasstafel")
print(json.dumps(found))
"""


def test_every_module_loaded_by_name_is_collected(bundle, tmp_path):
    table = ui_variants_module()
    result = subprocess.run([sys.executable, "-c", LOAD_BY_NAME, table], cwd=tmp_path,
                            capture_output=True, text=True, timeout=300,
                            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert result.returncode == 0, result.stderr[-3000:]
    found = json.loads(result.stdout.splitlines()[-1])
    hidden = set(bundle["hiddenimports"])
    # the registry: a module per variant, the one of the issue among them
    assert "jasstafel.core.schieber" in found["core"] and len(set(found["core"])) >= 8
    assert set(found["core"]) <= hidden, sorted(set(found["core"]) - hidden)
    # the window's table: the boards and entry panels of every variant it offers (a new core
    # variant, such as Guggitaler, may come before its window)
    from jasstafel.ui.variants import UI_VARIANTS

    assert len(found["ui"]) >= 2 * len(UI_VARIANTS), (
        f"{table}.UI_VARIANTS loads {found['ui']}: the test no longer sees how it loads")
    assert set(found["ui"]) <= hidden, sorted(set(found["ui"]) - hidden)
    assert set(found["all"]) <= hidden, sorted(set(found["all"]) - hidden)


def test_resources_and_data_files_are_collected(bundle):
    datas = {tuple(item) for item in bundle["datas"]}
    resources = ROOT / "resources"
    expected = {(str(qm), "jasstafel/resources/translations")
                for qm in (resources / "translations").glob("*.qm")}
    expected.add((str(resources / "icons" / "ch.jasstafel.Jasstafel.svg"),
                  "jasstafel/resources/icons"))
    expected |= {(str(png), f"jasstafel/resources/icons/hicolor/{png.parent.name}")
                 for png in (resources / "icons" / "hicolor").glob("*/*.png")}
    assert len(expected) >= 7 and expected <= datas, sorted(expected - datas)
    # any data file in the package itself (none yet) goes beside its modules
    assert data_files_in(PACKAGE) <= datas
    assert not [src for src, _dest in datas if "__pycache__" in src or src.endswith(".py")]


def package_copy(root: Path) -> Path:
    """This checkout's package, resources and spec under *root*, plus a web package with
    static files and a module of its own, as a coming jasstafel/live/ would have them."""
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    shutil.copytree(PACKAGE, root / "jasstafel", ignore=ignore)
    shutil.copytree(ROOT / "resources", root / "resources", ignore=ignore)
    (root / "packaging").mkdir()
    shutil.copy2(SPEC, root / "packaging" / SPEC.name)
    shutil.copy2(ROOT / "packaging" / "launcher.py", root / "packaging" / "launcher.py")
    live = root / "jasstafel" / "live"
    (live / "static" / "js").mkdir(parents=True, exist_ok=True)  # jasstafel/live is real now
    (live / "templates").mkdir(exist_ok=True)
    (live / "__init__.py").write_text('"""The evening server."""\n')
    (live / "pages.py").write_text("PAGES = ('index.html',)\n")
    (live / "static" / "index.html").write_text("<!doctype html><title>Jass</title>\n")
    (live / "static" / "js" / "board.js").write_text("export const board = {};\n")
    (live / "templates" / "table.html").write_text("<table></table>\n")
    return root


def test_a_new_subpackage_with_static_files_goes_along(tmp_path):
    root = package_copy(tmp_path / "checkout")
    spec = root / "packaging" / SPEC.name
    got = collected(spec, tmp_path, pythonpath=root)
    assert {"jasstafel.live", "jasstafel.live.pages"} <= set(got["hiddenimports"])
    live = root / "jasstafel" / "live"
    assert {(str(live / "static" / "index.html"), "jasstafel/live/static"),
            (str(live / "static" / "js" / "board.js"), "jasstafel/live/static/js"),
            (str(live / "templates" / "table.html"), "jasstafel/live/templates"),
            } <= {tuple(item) for item in got["datas"]}
    assert modules_in(root / "jasstafel") <= set(got["hiddenimports"])


def test_the_spec_refuses_a_package_from_another_checkout(tmp_path):
    """The spec lists the package by importing it: the one it imports must be its own."""
    root = package_copy(tmp_path / "checkout")
    result = run_spec(root / "packaging" / SPEC.name, tmp_path)  # imports this checkout's
    assert result.returncode != 0
    assert f"jasstafel is imported from {PACKAGE}" in result.stdout + result.stderr
