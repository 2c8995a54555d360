"""The window on the Bedanken example, as the bundle's smoke test opens it: the history's
resize ran into itself for ever and the program crashed (a segmentation fault, the stack
full of viewportEvent). Rows wrapped between their items can be taller with the scroll bar
than without; scrolling to the newest row in the resize resized the viewport again. In a
process of its own, as a crash would take the test session with it."""

import os
import subprocess
import sys
from pathlib import Path

EXAMPLE = Path(__file__).parents[2] / "docs" / "examples" / "schieber-bedanken-zu-frueh.jass"


def test_the_window_opens_the_bedanken_example_and_quits(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path),
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_DATA_HOME": str(tmp_path / "data"),
           "LANG": "C.UTF-8"}
    done = subprocess.run([sys.executable, "-m", "jasstafel", str(EXAMPLE), "--smoke-test"],
                          env=env, cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "smoke test:" in done.stdout + done.stderr
