"""Peak memory of the app with a long match open, against a bare PySide6 window.

    python benchmarks/memory.py [--entries 1000] [--runs 3] [--against DIR]

Each program runs in a process of its own and reports its peak resident set size (getrusage
ru_maxrss) once its window is shown and painted: the bare QMainWindow, the app's welcome
page (on a first start, and offering a long match as the match saved last: the start page
reads it), and the app with a long match open (a Schieber of --entries rounds, opened as
``jasstafel FILE`` opens it), for every variant (a Molotow or Differenzler has at most 100
rounds, a Coiffeur one cell per row and team). Target (the issue): the app with a long match
open <= 1.5x the bare window; the bare window with a button and a menu is measured too, as
the first text drawn costs any window some 9 MiB. ``--parts``: what each part of Jasstafel
(pydantic, the core, the printing, the variant views, all) adds to the bare window.
``--steps VARIANT``: where the memory goes with a long match open, step by step in one
process, with the Python objects the match and the window keep (tracemalloc). ``--against
DIR``: the same programs with the app of a second checkout as well (before and after a
change). The children run from bytecode, as an installed app (see ``startup.environment``).
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

from common import ROOT, VARIANTS, long_match, machine, median, ratio_report, scratch
from startup import BARE, PARTS, environment

PEAK = """
import resource
print("peak_kib", resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, flush=True)
"""

BARE_PEAK = BARE.replace(
    '    print("interactive", time.monotonic(), time.process_time(), flush=True)\n',
                         "".join("    " + line + "\n" for line in PEAK.strip().splitlines()))

# the bare window with one button and a menu: the first text drawn loads the fonts and the
# style's text metrics (some 9 MiB, whatever draws it), which the bare window never does;
# what is left over it is Jasstafel's own (docs/performance.md)
TEXT_PEAK = BARE_PEAK.replace(
    'window.setWindowTitle("bare")\n',
    'window.setWindowTitle("bare")\n'
    'from PySide6.QtWidgets import QPushButton\n'
    'window.setCentralWidget(QPushButton("Jasstafel"))\n'
    'window.menuBar().addMenu("&File")\n')

APP = """
import sys
sys.path.insert(0, {root!r})
import jasstafel.cli  # first, as the jasstafel command starts (PySide6 is imported after it)
from PySide6.QtWidgets import QApplication
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


def recent_folder(folder: Path, saved_last: Path) -> Path:
    """*folder*, its settings naming *saved_last* as the file opened or saved last (File →
    Open recent's first), as the app writes them (Qt's INI settings, ``recent/files``)."""
    conf = folder / "config" / "Jasstafel" / "Jasstafel.conf"
    conf.parent.mkdir(parents=True)
    conf.write_text(f"[recent]\nfiles={saved_last}\n", encoding="utf-8")
    return folder


def app_code(file: str = "", root: Path = ROOT) -> str:
    body = "".join("    " + line + "\n" for line in PEAK.strip().splitlines())
    return APP.format(root=str(root), file=file, peak=body.rstrip("\n"))


# where the memory goes, step by step, in one process: RSS now and at its peak after each
# step, and what the Python objects of the open match take (tracemalloc, by file)
STEPS = """
import gc, os, resource, sys, tracemalloc
sys.path.insert(0, {root!r})
os.environ["QT_QPA_PLATFORM"] = "offscreen"

def rss():
    for line in open("/proc/self/status"):
        if line.startswith("VmRSS"):
            return int(line.split()[1]) / 1024
    return 0.0

last = [0.0]
def step(what):
    now = rss()
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"    {{what:<48}} {{now - last[0]:+7.1f}} MiB   (now {{now:6.1f}}, peak {{peak:6.1f}})",
          flush=True)
    last[0] = now

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
bare = QMainWindow()
bare.resize(1280, 800)
bare.show()
app.processEvents()
step("a bare PySide6 window, shown")
import jasstafel.ui.app
from jasstafel.ui import mainwindow
step("the window's modules imported (jasstafel.ui.app)")
folder = {folder!r}
mainwindow.autosave_dir = lambda: __import__("pathlib").Path(folder) / "autosave"
settings = QSettings(folder + "/settings.ini", QSettings.Format.IniFormat)
window = mainwindow.MainWindow(settings)
window.resize(1280, 800)
window.show()
app.processEvents()
step("the welcome page, shown")
import pydantic
from pydantic import BaseModel
step("pydantic imported (what a match needs first)")
from jasstafel.core import matchfile, registry
step("the core: matchfile, the board and document models")
registry.find_variant({variant!r})
step("the {variant} rules (its pydantic models) imported")
from jasstafel.ui.variants import UI_VARIANTS
UI_VARIANTS[{variant!r}].board, UI_VARIANTS[{variant!r}].panel
step("the {variant} board and panel modules imported")
tracemalloc.start()
match = matchfile.load({path!r})
gc.collect()
step("the match loaded: validated and replayed")
snapshot = tracemalloc.take_snapshot()
del match  # the window loads the file itself
gc.collect()
window.open_file({path!r})
app.processEvents()
window.repaint()
gc.collect()
step("opened in the window and painted")
after = tracemalloc.take_snapshot()
def where(stat):
    return stat.traceback[0].filename.split("/site-packages/")[-1].split("/jasstafel/")[-1]

print("    Python objects kept by the match (tracemalloc, the largest files):")
for stat in snapshot.statistics("filename")[:6]:
    print(f"      {{stat.size / 2**20:6.2f}} MiB  {{stat.count:7d}} blocks  {{where(stat)}}")
print("    and kept once it is open in the window (the match again, the board, the window):")
for stat in after.compare_to(snapshot, "filename")[:6]:
    print(f"      {{stat.size_diff / 2**20:+6.2f}} MiB  {{stat.count_diff:+7d}} blocks  "
          f"{{where(stat)}}")
"""


def main() -> None:
    from jasstafel.core import matchfile

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--parts", action="store_true",
                        help="memory of each part of Jasstafel over the bare window")
    parser.add_argument("--steps", metavar="VARIANT", action="append", default=[],
                        help="where the memory goes with a long match of VARIANT open, step "
                             "by step (repeatable)")
    parser.add_argument("--variant", action="append",
                        help="measure a long match of this variant (default: every variant)")
    parser.add_argument("--against", metavar="DIR",
                        help="also measure the app of another checkout (e.g. main)")
    args = parser.parse_args()
    folder = scratch()
    env = environment(folder)
    files = {}
    variants = args.variant or list(VARIANTS)
    for variant in {*variants, *args.steps}:
        match, _entry, _what = long_match(variant, args.entries)
        files[variant] = (folder / f"long-{variant}.jass", len(match.entries))
        matchfile.save(match, files[variant][0])
    print(f"memory.py: {machine()}; peak RSS, median of {args.runs} processes each")
    # the welcome page in folders of its own: the start page offers the match saved last and
    # reads it whole (its name, players, entries, whether it is finished), so a welcome page
    # in the folder the long matches were opened in read the last of them (a figure that
    # depended on the variants asked for); measured on a first start, and offering the
    # first variant's long match as the match saved last
    first, count = files[variants[0]]
    welcomes = {"welcome page, first start": environment(folder / "first-start"),
                f"welcome page offering a {count}-entry {variants[0]} saved last":
                    environment(recent_folder(folder / "saved-last", first))}
    programs: dict[str, tuple[str, dict[str, str]]] = {
        "bare PySide6 QMainWindow": (BARE_PEAK, env),
        "bare window with a button and a menu (text)": (TEXT_PEAK, env),
    }
    checkouts = {"Jasstafel": ROOT}
    if args.against:
        checkouts[args.against] = Path(args.against).resolve()
    for label, root in checkouts.items():
        for what, welcome_env in welcomes.items():
            programs[f"{label}: {what}"] = (app_code(root=root), welcome_env)
        for variant in variants:
            path, count = files[variant]
            programs[f"{label}: {count}-entry {variant} open"] = (app_code(str(path), root),
                                                                  env)
    warm = [BARE_PEAK, app_code(str(files[variants[0]][0]))]
    if args.against:
        warm.append(app_code(str(files[variants[0]][0]), Path(args.against).resolve()))
    for code in warm:  # not counted: the first run writes the bytecode (compiles)
        peak(code, env)
    samples: dict[str, list[float]] = {name: [] for name in programs}
    for _ in range(args.runs):  # alternating, as startup.py does
        for name, (code, program_env) in programs.items():
            samples[name].append(peak(code, program_env))
    peaks = {name: median(values) for name, values in samples.items()}
    bare = peaks["bare PySide6 QMainWindow"]
    for name, value in peaks.items():
        line = f"  {name:<66} {value:8.1f} MiB"
        if value is not bare:
            line += f"   {value / bare:6.2f}x of the bare window"
        print(line)
    longest = max(v for k, v in peaks.items() if "open" in k and k.startswith("Jasstafel"))
    ratio_report("long match open vs bare window (peak RSS)", longest / bare, 1.5,
                 f"({longest:.0f} vs {bare:.0f} MiB)")
    text = peaks["bare window with a button and a menu (text)"]
    print(f"  {'  the same against the window with text':<60} {longest / text:8.2f}x   "
          f"({longest:.0f} vs {text:.0f} MiB; no target, for reading the one above)")
    for variant in args.steps:
        path, count = files[variant]
        print(f"where the memory goes: a {count}-entry {variant}, step by step (one process)")
        code = STEPS.format(root=str(ROOT), folder=str(folder), variant=variant,
                            path=str(path))
        result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                env=env, timeout=300)
        print(result.stdout.rstrip() or result.stderr[-2000:])
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
