"""The Qt binding must survive a long evening of repaints.

PySide6 6.12.0 built for Python 3.11 loses a reference to None on every Qt call that
returns nothing; after some thousand paints the interpreter aborts ("none_dealloc").
pyproject.toml keeps that release out; this test fails if it ever comes back.
"""

import subprocess
import sys

PAINT_A_LOT = """
import sys
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter, QPen
app = QGuiApplication([])
image = QImage(64, 64, QImage.Format.Format_ARGB32)
p = QPainter(image)
before = sys.getrefcount(None)
pen = QPen(QColor("white"))
for _ in range(100_000):
    p.setPen(pen)
    p.drawLine(QPointF(0, 0), QPointF(9, 9))
p.end()
assert sys.getrefcount(None) >= before - 100, (before, sys.getrefcount(None))
print("ok")
"""


def test_painting_does_not_eat_references_to_none():
    result = subprocess.run([sys.executable, "-c", PAINT_A_LOT], capture_output=True,
                            text=True, timeout=300)
    assert result.returncode == 0 and "ok" in result.stdout, result.stderr[-2000:]
