"""The entry forms whole in a maximised window on the testers' laptop screens.

A window's size and its text's scale come from the screen it opens on (QScreen), read when
Qt starts: the checks (tests/ui/laptop_screens.py) run in a second pytest whose offscreen
screen is the tester's, as tests/ui/test_small_screen.py runs a netbook's.
"""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

SCREENS = {
    # QT_FONT_DPI=120 on a 1366×768 laptop (Qt draws at 125 %): the Schieber
    "test_schieber_bedanken_whole_at_120_dpi": (1366, 768, "120"),
    # 1280×720 at 96 dpi: the Pandur
    "test_pandur_whole_at_1280x720": (1280, 720, None),
}


@pytest.mark.parametrize("check", sorted(SCREENS))
def test_on_a_laptop_screen(tmp_path, check):
    width, height, dpi = SCREENS[check]
    config = tmp_path / "laptop.json"
    config.write_text(json.dumps({"screens": [{
        "name": "laptop", "x": 0, "y": 0, "width": width, "height": height,
        "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}"}
    env.pop("QT_FONT_DPI", None)
    if dpi is not None:
        env["QT_FONT_DPI"] = dpi
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:randomly",
         f"tests/ui/laptop_screens.py::{check}"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=600, check=False)
    summary = run.stdout.strip().splitlines()[-1] if run.stdout.strip() else run.stderr
    assert run.returncode == 0, run.stdout[-6000:] + run.stderr[-2000:]
    assert "skipped" not in summary and "1 passed" in summary, summary
