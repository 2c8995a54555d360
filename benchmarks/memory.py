"""Peak memory of the app with a long match open, against a bare PySide6 window.

    python benchmarks/memory.py [--entries 1000] [--runs 3]

Each program runs in a process of its own and reports its peak resident set size
(getrusage ru_maxrss) once its window is shown and painted: the bare QMainWindow, the app's
welcome page, and the app with a long match open (a Schieber of --entries rounds, opened as
``jasstafel FILE`` opens it; also a Punktetafel of as many rounds). Target (the issue): the app
with a long match open <= 1.5x the bare window. ``--parts``: what each part of Jasstafel
(pydantic, the core, the printing, the variant views, all) adds to the bare window.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys

from common import ROOT, long_punktetafel, long_schieber, machine, median, ratio_report, scratch
from startup import BARE, PARTS, environment

PEAK = """
import resource
print("peak_kib", resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, flush=True)
"""

BARE_PEAK = BARE.replace('    print("interactive", time.monotonic(), flush=True)\n',
                         "".join("    " + line + "\n" for line in PEAK.strip().splitlines()))

APP = """
import sys
sys.path.insert(0, {root!r})
from PySide6.QtWidgets import QApplication
import jasstafel.cli
import jasstafel.ui.app as ui_app
from jasstafel.ui.mainwindow import MainWindow

def report():
    QApplication.processEvents()
{peak}
    QApplication.exit(0)

if {file!r}:
    open_file = MainWindow.open_file
    def open_and_report(self, path):
        opened = open_file(self, path)
        self.repaint()
        report()
        return opened
    MainWindow.open_file = open_and_report
else:
    ui_app.offer_recovery = lambda window: report()
sys.exit(jasstafel.cli.main([{file!r}] if {file!r} else []))
"""


def peak(code: str, env: dict[str, str]) -> float:
    """Peak RSS of the child in MiB."""
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            env=env, timeout=300)
    found = re.search(r"peak_kib (\d+)", result.stdout)
    if result.returncode != 0 or not found:
        raise SystemExit(f"the child failed: {result.stdout[-500:]} {result.stderr[-2000:]}")
    return int(found.group(1)) / 1024


def app_code(file: str = "") -> str:
    body = "".join("    " + line + "\n" for line in PEAK.strip().splitlines())
    return APP.format(root=str(ROOT), file=file, peak=body.rstrip("\n"))


def main() -> None:
    from jasstafel.core import matchfile

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--parts", action="store_true",
                        help="memory of each part of Jasstafel over the bare window")
    args = parser.parse_args()
    folder = scratch()
    env = environment(folder)
    schieber = folder / "long-schieber.jass"
    matchfile.save(long_schieber(args.entries), schieber)
    punkte = folder / "long-punktetafel.jass"
    matchfile.save(long_punktetafel(args.entries), punkte)
    print(f"memory.py: {machine()}; peak RSS, median of {args.runs} processes each")
    programs = {
        "bare PySide6 QMainWindow": BARE_PEAK,
        "Jasstafel, welcome page": app_code(),
        f"Jasstafel, {args.entries}-round Schieber open": app_code(str(schieber)),
        f"Jasstafel, {args.entries}-round Punktetafel open": app_code(str(punkte)),
    }
    peaks = {name: median([peak(code, env) for _ in range(args.runs)])
             for name, code in programs.items()}
    bare = peaks["bare PySide6 QMainWindow"]
    for name, value in peaks.items():
        line = f"  {name:<52} {value:8.1f} MiB"
        if value is not bare:
            line += f"   {value / bare:6.2f}x of the bare window"
        print(line)
    long_match = max(v for k, v in peaks.items() if "open" in k)
    ratio_report("long match open vs bare window (peak RSS)", long_match / bare, 1.5,
                 f"({long_match:.0f} vs {bare:.0f} MiB)")
    if args.parts:
        print("the bare window with one part of Jasstafel imported first (median):")
        for name, statement in PARTS.items():
            code = BARE_PEAK.replace(
                "import sys, time\n",
                f"import sys, time\nsys.path.insert(0, {str(ROOT)!r})\n{statement}\n", 1)
            value = median([peak(code, env) for _ in range(args.runs)])
            print(f"    + {name:<50} {value - bare:+8.1f} MiB   (peak {value:.1f} MiB)")


if __name__ == "__main__":
    main()
