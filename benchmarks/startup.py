"""Start to an interactive main window, against a bare PySide6 QMainWindow.

    python benchmarks/startup.py [--runs 9] [--against DIR]

Each start is a separate process (the interpreter, every import, the window shown and
painted, the event loop running): the child prints the moment the window is interactive,
measured on the shared monotonic clock from just before the process was spawned. The runs
alternate between the two programs; the median counts. Target (the issue): <= 1.6x the bare
window. The app starts as the ``jasstafel`` command does (``jasstafel.cli.main([])``, the
welcome page), with empty settings and data folders of its own, and from bytecode as an
installed app (see ``environment``). ``--against DIR`` starts the app of a second checkout in
the same run as well (before and after a change, under the same load).

With ``--parts`` it also starts the bare window with one part of Jasstafel imported first
(pydantic, the core, the printing, the variant views, all of it): what each part adds to the
start. With ``--imports`` it prints the slowest imports of the app (python -X importtime).
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import time
from pathlib import Path

from common import ROOT, machine, median, ratio_report, report, scratch

BARE = """
import sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.setWindowTitle("bare")
window.resize(1280, 800)
window.show()
def interactive():
    app.processEvents()
    print("interactive", time.monotonic(), time.process_time(), flush=True)
    app.exit(0)
QTimer.singleShot(0, interactive)
sys.exit(app.exec())
"""

APP = """
import sys, time
sys.path.insert(0, {root!r})
import jasstafel.cli  # first, as the jasstafel command starts (PySide6 is imported after it)
from PySide6.QtWidgets import QApplication
import jasstafel.ui.app as ui_app
# main() calls offer_recovery once the event loop runs (the window is shown by then):
# the moment the Schreiber can click, the window painted
offer = ui_app.offer_recovery
def interactive(window):
    offer(window)
    QApplication.processEvents()
    print("interactive", time.monotonic(), time.process_time(), flush=True)
    QApplication.exit(0)
ui_app.offer_recovery = interactive
sys.exit(jasstafel.cli.main([]))
"""


# what the bare window costs with one more part of Jasstafel imported before it starts:
# where the app's start-up time goes (see docs/performance.md)
PYDANTIC = """
from typing import Annotated, Literal
from pydantic import BaseModel, Field
class A(BaseModel):
    type: Literal["a"] = "a"
    x: int
class B(BaseModel):
    type: Literal["b"] = "b"
    y: list[int]
class D(BaseModel):
    entries: list[Annotated[A | B, Field(discriminator="type")]]
D.model_validate({"entries": [{"type": "a", "x": 1}, {"type": "b", "y": [1]}]})
""".strip()
PARTS = {
    "pydantic (one small model, a discriminated union)": PYDANTIC,
    "jasstafel.core with every variant's models": ("from jasstafel.core import registry\n"
                                                   "registry.variants()"),
    "jasstafel.printing": "import jasstafel.printing",
    "jasstafel.ui.variants (every board and panel)": "import jasstafel.ui.variants",
    "jasstafel.ui.app (everything main needs)": "import jasstafel.ui.app",
}


def with_import(statement: str) -> str:
    return BARE.replace("import sys, time\n",
                        f"import sys, time\nsys.path.insert(0, {str(ROOT)!r})\n{statement}\n", 1)


def environment(folder) -> dict[str, str]:
    """Empty settings and data folders, and bytecode as an installed app has it: pip and the
    bundle install compiled modules, so a start that compiles every module from source (as
    with PYTHONDONTWRITEBYTECODE, set on some build machines) measures the compiler, not the
    start. The bytecode goes to *folder* (PYTHONPYCACHEPREFIX), not into the checkout; the
    first start of each program, not counted, writes it."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("XDG_") and k != "PYTHONDONTWRITEBYTECODE"}
    env.update(QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(folder / "config"),
               XDG_DATA_HOME=str(folder / "data"), XDG_CACHE_HOME=str(folder / "cache"),
               PYTHONPYCACHEPREFIX=str(folder / "bytecode"))
    return env


def start(code: str, env: dict[str, str]) -> tuple[float, float, float]:
    """Seconds from spawning to interactive, to the process' end, and the CPU time the
    process had used when it was interactive (all its threads; on a busy machine the wall
    clock also counts the waiting for a CPU, the CPU time does not)."""
    spawned = time.monotonic()
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            env=env, timeout=120)
    ended = time.monotonic()
    if result.returncode != 0:
        raise SystemExit(f"the child failed: {result.stderr[-2000:]}")
    match = re.search(r"interactive ([0-9.]+) ([0-9.]+)", result.stdout)
    assert match, result.stdout
    return float(match.group(1)) - spawned, ended - spawned, float(match.group(2))


def import_profile(env: dict[str, str], top: int = 12) -> None:
    result = subprocess.run([sys.executable, "-X", "importtime", "-c", "import jasstafel.ui.app"],
                            capture_output=True, text=True, env=env, cwd=ROOT, timeout=120)
    rows = []
    for line in result.stderr.splitlines():
        parts = line.split("|")
        if len(parts) == 3 and parts[0].startswith("import time:") and parts[1].strip().isdigit():
            rows.append((int(parts[1]), int(parts[0].split(":")[1]), parts[2].rstrip()))
    total = max(rows)[0] if rows else 0
    print(f"imports of jasstafel.ui.app: {total / 1000:.0f} ms in all (cumulative, top {top}):")
    for cumulative, own, name in sorted(rows, reverse=True)[:top]:
        print(f"  {cumulative / 1000:8.1f} ms (own {own / 1000:6.1f} ms) {name}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--imports", action="store_true", help="list the slowest imports")
    parser.add_argument("--parts", action="store_true",
                        help="start-up cost of each part of Jasstafel over the bare window")
    parser.add_argument("--against", metavar="DIR",
                        help="also start the app of another checkout (e.g. main before a "
                             "change), in the same run, alternating with the others")
    args = parser.parse_args()
    env = environment(scratch())
    programs = {"bare": BARE, "app": APP.format(root=str(ROOT))}
    if args.against:
        programs["against"] = APP.format(root=str(Path(args.against).resolve()))
    print(f"startup.py: {machine()}; median of {args.runs} starts each")
    for code in programs.values():  # warm the file cache and write the bytecode
        start(code, env)
    runs: dict[str, list[tuple[float, float, float]]] = {name: [] for name in programs}
    for _ in range(args.runs):  # alternating, so that a busy moment hits each alike
        for name, code in programs.items():
            runs[name].append(start(code, env))

    def figure(name: str, index: int) -> float:
        return median([run[index] for run in runs[name]])

    bare, app = figure("bare", 0), figure("app", 0)
    report("bare PySide6 QMainWindow: start to interactive", bare)
    report("Jasstafel window: start to interactive", app, baseline=bare,
           base_name="of the bare window")
    ratio_report("start-up ratio (median)", app / bare, 1.6,
                 f"(fastest {min(r[0] for r in runs['app']) * 1e3:.0f} vs "
                 f"{min(r[0] for r in runs['bare']) * 1e3:.0f} ms)")
    report("  CPU time to interactive, Jasstafel", figure("app", 2),
           baseline=figure("bare", 2), base_name="of the bare window's")
    report("  whole process incl. exit, Jasstafel", figure("app", 1),
           baseline=figure("bare", 1), base_name="of the bare window")
    if args.against:
        report(f"the app of {args.against}: start to interactive", figure("against", 0),
               baseline=bare, base_name="of the bare window")
        report("  CPU time to interactive", figure("against", 2),
               baseline=figure("bare", 2), base_name="of the bare window's")
    if args.parts:
        print("the bare window with one part of Jasstafel imported first (median):")
        for name, statement in PARTS.items():
            code = with_import(statement)
            times = [start(code, env)[0] for _ in range(max(3, args.runs // 2))]
            report(f"  + {name}", median(times) - bare,
                   extra=f"(start {median(times) * 1e3:.0f} ms)")
    if args.imports:
        import_profile(env)


if __name__ == "__main__":
    main()
