"""Memory across New-match rounds in one window: a leak, or caches that level off?

    python benchmarks/newmatch_rounds.py [--rounds 30] [--entries 3] [--variant schieber]

One process, the real main window offscreen. A match is started, then each round writes
--entries rounds by keys into the form (Ctrl+4, the points, Enter), opens File → New match
(Ctrl+N), starts the same again with Enter in the real dialog and answers the real "Keep this
match?" with Discard. The window's deleted widgets are deleted after each round as its event
loop deletes them (``DeferredDelete``), and the garbage collected.

After each round: the resident set (VmRSS), the widgets alive (``QApplication.allWidgets``),
the QObjects under the window, and the Python objects of Jasstafel's own classes that ``gc``
sees (the old boards, panels, matches and sessions would be among them). At the end, what
grew from round 5 to the last (``tracemalloc``, by line) and which classes of our own grew.

Baseline of the same run: round 5, once the first rounds' caches (fonts, glyphs, the
dialog's modules, the style's pixmaps) are filled; the growth per round after it against the
growth of the first five rounds. A leak keeps growing by the same amount each round; a cache
levels off. Nothing here asserts (see tests/ui/test_newmatch_nothing_kept.py for the counts
that a test holds).
"""

from __future__ import annotations

import argparse
import gc
import sys
import tempfile
import tracemalloc
from collections import Counter
from pathlib import Path

from common import PLAYERS, machine
from PySide6.QtCore import QEvent, QObject, QSettings, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton, QWidget


def rss() -> float:
    """The resident set now, in MiB."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS"):
            return int(line.split()[1]) / 1024
    return 0.0


def settle() -> None:
    """What the event loop does between two rounds, deleting what was discarded."""
    for _ in range(3):
        QApplication.processEvents()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


def ours() -> Counter[str]:
    """Python objects of Jasstafel's own classes alive now, by class."""
    return Counter(type(o).__qualname__ for o in gc.get_objects()
                   if type(o).__module__.startswith("jasstafel"))


def key(sequence: str, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
        ) -> None:
    """One key into the widget with the cursor, as a person types."""
    widget = QApplication.focusWidget()
    assert widget is not None, "no widget has the cursor"
    if len(sequence) == 1:
        QTest.keyClick(widget, sequence, modifier)
    else:
        QTest.keyClick(widget, getattr(Qt.Key, f"Key_{sequence}"), modifier)


class Answers(QObject):
    """Start in the New match dialog (Enter: the same again), Discard in "Keep this
    match?": each modal dialog answered once, as it opens."""

    def __init__(self) -> None:
        super().__init__()
        self.answered: list[QWidget] = []
        self.timer = QTimer(self)
        self.timer.setInterval(5)
        self.timer.timeout.connect(self.answer)

    def answer(self) -> None:
        from jasstafel.ui.newmatch import NewMatchDialog

        modal = QApplication.activeModalWidget()
        if modal is None or any(modal is done for done in self.answered):
            return
        if not modal.isActiveWindow():  # the keys go where the cursor is: in the dialog
            modal.activateWindow()
            return
        self.answered.append(modal)
        if isinstance(modal, QMessageBox):
            discard = next(b for b in modal.findChildren(QPushButton)
                           if b.text().replace("&", "") == "Discard")
            discard.click()
        elif isinstance(modal, NewMatchDialog):
            # from a timer of its own: this one answers the question Start asks meanwhile
            QTimer.singleShot(0, lambda: key("Return"))


def write_entries(count: int) -> None:
    """*count* Schieber rounds by keys: Schellen ×2, 101 points, Enter."""
    for n in range(count):
        key("4", Qt.KeyboardModifier.ControlModifier)
        for digit in str(60 + 7 * n):
            key(digit)
        key("Return")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=30)
    parser.add_argument("--entries", type=int, default=3)
    parser.add_argument("--variant", default="schieber")
    args = parser.parse_args()

    app = QApplication(sys.argv[:1])
    from jasstafel.core.matchfile import new_match
    from jasstafel.ui import mainwindow

    folder = Path(tempfile.mkdtemp(prefix="jasstafel-newmatch-"))
    mainwindow.autosave_dir = lambda: folder / "autosave"
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    window = mainwindow.MainWindow(settings)
    window.resize(1280, 800)
    window.show()
    window.activateWindow()
    window.start(new_match(args.variant, PLAYERS))
    settle()

    print(f"newmatch_rounds.py: {machine()}; {args.entries} entries a round, "
          f"{args.variant}, after each New match")
    print(f"  {'round':>5} {'RSS MiB':>8} {'+MiB':>6} {'widgets':>8} {'QObjects':>9} "
          f"{'ours':>6}  panels boards controllers")
    rows: list[tuple[float, int, int, int]] = []
    last = rss()
    snapshots = {}
    counts = {}
    for n in range(1, args.rounds + 1):
        if n == 5:
            tracemalloc.start(8)
        write_entries(args.entries)
        assert len(window.controller.match.entries) == args.entries, "not written"
        before = window.controller.match
        answers = Answers()
        answers.timer.start()
        key("N", Qt.KeyboardModifier.ControlModifier)  # File → New match
        answers.timer.stop()
        del answers  # the dialogs answered: no reference of ours keeps them
        assert window.controller.match is not before, "no new match"
        window.activateWindow()
        settle()
        now = rss()
        widgets = len(QApplication.allWidgets())
        qobjects = len(window.findChildren(QObject))
        mine = ours()
        counts[n] = mine
        panels = sum(v for k, v in mine.items() if k.endswith("Panel"))
        boards = sum(v for k, v in mine.items() if k.endswith(("BoardView", "Board", "Grid")))
        print(f"  {n:>5} {now:8.1f} {now - last:+6.1f} {widgets:>8} {qobjects:>9} "
              f"{sum(mine.values()):>6}  {panels:>6} {boards:>6} "
              f"{mine['MatchController']:>11}", flush=True)
        rows.append((now, widgets, qobjects, sum(mine.values())))
        last = now
        if n in (5, args.rounds) and tracemalloc.is_tracing():
            snapshots[n] = tracemalloc.take_snapshot()
    first, fifth, end = rows[0], rows[min(4, len(rows) - 1)], rows[-1]
    later = max(1, len(rows) - 5)
    print(f"  RSS: {fifth[0] - first[0]:+.1f} MiB over rounds 1-5, then "
          f"{(end[0] - fifth[0]) / later:+.2f} MiB a round over rounds 5-{len(rows)} "
          f"(ratio {((end[0] - fifth[0]) / later) / max(0.01, (fifth[0] - first[0]) / 4):.2f} "
          f"of the first rounds' growth a round)")
    print(f"  widgets {first[1]} -> {end[1]}, QObjects {first[2]} -> {end[2]}, "
          f"our Python objects {first[3]} -> {end[3]}")
    if 5 in counts and args.rounds in counts:
        grown = (counts[args.rounds] - counts[5]).most_common(8)
        print("  our classes grown since round 5: "
              + (", ".join(f"{k} +{v}" for k, v in grown) or "none"))
    if 5 in snapshots and args.rounds in snapshots:
        print(f"  Python memory grown from round 5 to {args.rounds} (tracemalloc, by line):")
        for stat in snapshots[args.rounds].compare_to(snapshots[5], "lineno")[:8]:
            frame = stat.traceback[0]
            where = frame.filename.split("/site-packages/")[-1].split("/jasstafel/")[-1]
            print(f"    {stat.size_diff / 1024:+8.1f} KiB {stat.count_diff:+6d} blocks  "
                  f"{where}:{frame.lineno}")
    window.close()
    del app


if __name__ == "__main__":
    main()
