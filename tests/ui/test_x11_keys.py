"""Keys on X11, where a line edit takes Ctrl+E as "end of line" (a trial's: Ctrl+E, correct
the last entry, did nothing while the cursor was in a number field; offscreen, the tests'
usual platform, has no such binding). Run in Qt's xcb platform under Xvfb."""

import os
import shutil
import subprocess
import sys

import pytest

PROBE = r"""
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QLineEdit
from jasstafel.ui.widgets.numberfield import NumberField

app = QApplication([])
assert "Ctrl+E" in [k.toString() for k in QKeySequence.keyBindings(
    QKeySequence.StandardKey.MoveToEndOfLine)], "not X11's key bindings"


def taken(widget, key):
    widget.show()
    widget.setFocus()
    event = QKeyEvent(QEvent.Type.ShortcutOverride, key, Qt.KeyboardModifier.ControlModifier)
    event.ignore()
    QApplication.sendEvent(widget, event)
    return event.isAccepted()


assert taken(QLineEdit("12"), Qt.Key.Key_E)  # X11's own binding, as the trial found
field = NumberField()
field.setText("12")
assert not taken(field, Qt.Key.Key_E) and not taken(field, Qt.Key.Key_U)  # the window's
assert taken(field, Qt.Key.Key_A)  # select all stays the field's
print("ok")
"""


def test_ctrl_e_in_a_number_field_is_the_window_s_on_x11(tmp_path):
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        pytest.skip("Xvfb is not installed (Debian: apt-get install xvfb)")
    read, write = os.pipe()
    server = subprocess.Popen([xvfb, "-displayfd", str(write), "-screen", "0", "800x600x24",
                               "-nolisten", "tcp"], pass_fds=(write,),
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    try:
        with os.fdopen(read) as pipe:
            display = pipe.readline().strip()
        assert display, "Xvfb gave no display"
        env = {**os.environ, "DISPLAY": f":{display}", "QT_QPA_PLATFORM": "xcb"}
        done = subprocess.run([sys.executable, "-c", PROBE], env=env, capture_output=True,
                              text=True, timeout=120, cwd=tmp_path)
        assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr[-2000:]
    finally:
        server.terminate()
        server.wait(timeout=30)
