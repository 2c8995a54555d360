"""The window and its dialogs on a netbook's 1024×600 screen.

The tests' own screen is the offscreen platform's 800×800; a window's size comes from the
screen it opens on (QScreen), so the checks run in a second pytest whose offscreen screen is
a netbook's (the platform's configfile): tests/ui/netbook_screen.py.
"""

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run_on_a_screen(tmp_path, width, height, module):
    """Run the tests of *module* in a pytest whose offscreen screen is *width*×*height*."""
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{
        "name": "netbook", "x": 0, "y": 0, "width": width, "height": height,
        "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}"}
    # the second pytest's own tmp_path (its renders) inside this test's, not beside it
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:randomly",
         "--basetemp", str(tmp_path / "screen-run"), module],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=900, check=False)
    summary = run.stdout.strip().splitlines()[-1] if run.stdout.strip() else run.stderr
    assert run.returncode == 0, run.stdout[-6000:] + run.stderr[-2000:]
    assert "skipped" not in summary and "passed" in summary, summary


def test_on_a_netbook_screen(tmp_path):
    run_on_a_screen(tmp_path, 1024, 600, "tests/ui/netbook_screen.py")


def test_on_a_netbook_screen_without_a_window_manager(tmp_path):
    """1008×560: a netbook's screen less its panel, the window as large as it makes itself."""
    run_on_a_screen(tmp_path, 1008, 560, "tests/ui/unmaximised_screen.py")
