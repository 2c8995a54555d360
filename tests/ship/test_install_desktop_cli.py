"""packaging/install-desktop's command line: --help is the header only, an option without its
value is a one-line usage error, and a missing `jasstafel` on PATH is warned about."""

import os
import shutil
import subprocess
from pathlib import Path

import pytest

SCRIPT = Path(__file__).parents[2] / "packaging" / "install-desktop"


def _run(*args, path="/usr/bin:/bin", tmp_path):
    env = {"PATH": path, "HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "share")}
    return subprocess.run(["bash", str(SCRIPT), *args], capture_output=True, text=True,
                          env=env, check=False, timeout=60)


def test_help_is_the_header_without_shell_code(tmp_path):
    done = _run("--help", tmp_path=tmp_path)
    assert done.returncode == 0
    assert "set -euo" not in done.stdout and "#" not in done.stdout
    assert done.stdout.splitlines()[-1].endswith("resources/icons).")


@pytest.mark.parametrize("option", ["--prefix", "--exec"])
def test_an_option_without_its_value_is_one_usage_line(tmp_path, option):
    done = _run(option, tmp_path=tmp_path)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.splitlines() == [
        f"install-desktop: {option} needs a value; usage: install-desktop [--prefix DIR] "
        "[--exec PATH] [--uninstall] (see --help)"]


def test_a_jasstafel_missing_from_path_is_warned_about(tmp_path):
    if shutil.which("jasstafel", path="/usr/bin:/bin"):
        pytest.skip("a jasstafel is installed in /usr/bin")
    done = _run(tmp_path=tmp_path)
    assert done.returncode == 0
    warnings = [line for line in done.stderr.splitlines() if "warning" in line]
    assert warnings == ["install-desktop: warning: 'jasstafel' is not on PATH, so the "
                        "start-menu entry cannot start it (pipx ensurepath, then log in "
                        "again; or give --exec PATH)"]
    assert (tmp_path / "share" / "applications" / "ch.jasstafel.Jasstafel.desktop").is_file()
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "jasstafel").write_text("#!/bin/sh\n")
    os.chmod(bin_dir / "jasstafel", 0o755)
    again = _run(path=f"{bin_dir}:/usr/bin:/bin", tmp_path=tmp_path)
    assert again.returncode == 0 and "warning" not in again.stderr
