"""The pages a new user reads name every variant, and scripts/run keeps the caller's folder."""

import os
import re
import shutil
import subprocess
from pathlib import Path

from jasstafel.core.registry import NAMES, find_variant

ROOT = Path(__file__).parents[2]


def _read(path):
    return (ROOT / path).read_text(encoding="utf-8")


def test_every_variant_is_named_where_users_read_the_list():
    readme_intro = _read("README.md").split("## Start")[0]
    variant_row = next(line for line in _read("docs/match-file.md").splitlines()
                       if line.startswith("| `variant` |"))
    blank_row = next(line for line in _read("docs/printing.md").splitlines()
                     if line.startswith("| `--blank VARIANT` |"))
    comment = next(line for line in _read("packaging/ch.jasstafel.Jasstafel.desktop")
                   .splitlines() if line.startswith("Comment="))
    for name in NAMES:
        title = find_variant(name).title
        assert f"`{name}`" in variant_row and f"`{name}`" in blank_row, name
        if name != "punktetafel":  # "a free Punktetafel" is no game to list
            assert re.search(title, readme_intro), name
    assert "Guggitaler" in comment


def test_readme_unpacks_the_bundle_from_dist():
    assert "tar -xzf dist/jasstafel-" in _read("README.md")


def test_scripts_run_keeps_the_callers_folder(tmp_path):
    checkout = tmp_path / "checkout"
    (checkout / "scripts").mkdir(parents=True)
    shutil.copy(ROOT / "scripts" / "run", checkout / "scripts" / "run")
    fake = checkout / ".venv" / "bin" / "jasstafel"
    fake.parent.mkdir(parents=True)
    fake.write_text('#!/bin/sh\npwd\necho "$@"\n')
    fake.chmod(0o755)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    done = subprocess.run([str(checkout / "scripts" / "run"), "score", "my.jass"],
                          cwd=elsewhere, capture_output=True, text=True, check=True,
                          env={**os.environ})
    assert done.stdout.splitlines() == [str(elsewhere), "score my.jass"]
