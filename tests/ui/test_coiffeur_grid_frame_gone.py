"""The Coiffeur grid's focus frame leaves nothing behind where it was.

A keyboard trial (German, 1366×768, QT_FONT_DPI=120) finished a Coiffeur, went with
Shift+Tab into the grid and moved the frame with Down, Down, Right: a 1-px blue line of the
old frame stayed at the left edge of the first cell. The frame's 3-px pen reaches past the
cell's own rectangle where the screen scales the window (120 dpi is 125 %, 144 dpi 150 %),
and only that rectangle was painted again: on the screen (the window's backing store) the
blue must be round the cell with the keys only. Offscreen at 100 % the pen stays inside the
cell: the test runs once more in a Python of its own at 150 % (QT_SCALE_FACTOR is read when
Qt starts), where the old frame's left edge stayed blue.
"""

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from jasstafel.core.coiffeur import CoiffeurRound
from jasstafel.core.matchfile import new_match
from jasstafel.ui.variants.coiffeur_board import FOCUS_FRAME
from jasstafel.ui.widgets.style import FOCUS_COLOR

from .keyboard import key, settle
from .test_coiffeur_grid_focus import to_the_grid

PLAYERS = ["Anna", "Beat", "Cla", "Dora"]


def finished_coiffeur():
    match = new_match("coiffeur", PLAYERS)
    rows = len(match.rules.doc.settings.rows)
    for row in range(rows):
        for team in (0, 1):
            match.add(CoiffeurRound(team=team, row=row, points=80 + row + team))
    assert match.finished
    return match


def on_screen(window, widget):
    top = widget.mapTo(window, QPoint(0, 0))
    return window.screen().grabWindow(window.winId(), top.x(), top.y(), widget.width(),
                                      widget.height()).toImage()


def blue_outside(grid, image):
    """The pixels of the frame's blue on the screen outside the cell with the keys (and its
    frame's pen, half of it outside the cell)."""
    ratio = image.devicePixelRatio()
    cell = grid.visualRect(grid.currentIndex())
    blue = QColor(FOCUS_COLOR).rgb()
    outside = []
    for y in range(image.height()):
        for x in range(image.width()):
            if image.pixel(x, y) != blue:
                continue
            at = QPoint(int(x / ratio), int(y / ratio))
            if not cell.adjusted(-FOCUS_FRAME, -FOCUS_FRAME, FOCUS_FRAME,
                                 FOCUS_FRAME).contains(at):
                outside.append((at.x(), at.y()))
    return outside


def test_the_old_frame_is_painted_away_whole(window, qtbot):
    """Finished, Shift+Tab into the grid, Down, Down, Right: the blue is only round the
    cell with the keys, none of it where the frame was."""
    window.resize(1366, 768)
    window.start(finished_coiffeur())
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None
                    and window.isAncestorOf(QApplication.focusWidget()))
    settle()
    grid, _passed = to_the_grid(qtbot, window)
    viewport = grid.viewport()
    moved = [(grid.currentRow(), grid.currentColumn())]
    for name in ("Down", "Down", "Right"):
        key(qtbot, name)
        settle()
        moved.append((grid.currentRow(), grid.currentColumn()))
        left = blue_outside(grid, on_screen(window, viewport))
        assert not left, (moved, left[:12])
    assert moved == [(0, 1), (1, 1), (2, 1), (2, 2)]


def test_the_old_frame_is_painted_away_at_150_percent(tmp_path):
    if os.environ.get("QT_SCALE_FACTOR"):
        return  # this is the run at 150 % (or a developer's scale): the test above ran
    root = Path(__file__).resolve().parents[2]
    env = dict(os.environ, QT_SCALE_FACTOR="1.5", QT_QPA_PLATFORM="offscreen")
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:randomly", "-p", "no:cacheprovider",
         f"{Path(__file__).resolve()}::test_the_old_frame_is_painted_away_whole"],
        cwd=root, env=env, capture_output=True, text=True, check=False)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-2000:]
