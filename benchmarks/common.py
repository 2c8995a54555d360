"""Shared by the benchmark scripts: timing, the report lines, long matches to measure.

Every script prints, per measurement, the absolute figure, its target where the issue sets
one, and the ratio against a baseline measured in the same run on the same machine. Nothing
here asserts: the figures are for a developer to read (docs/performance.md).
"""

from __future__ import annotations

import gc
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

PLAYERS = ["Anna", "Beat", "Cla", "Dora"]
CONTRACTS = ("eicheln", "rosen", "schilten", "schellen", "obenabe", "undenufe")


def timed(fn: Callable[[], Any], repeat: int, setup: Callable[[], Any] | None = None,
          ) -> list[float]:
    """Seconds per call of *fn*, *repeat* times (garbage collection off while timing)."""
    times = []
    for _ in range(repeat):
        if setup is not None:
            setup()
        gc.collect()
        gc.disable()
        try:
            start = time.perf_counter()
            fn()
            times.append(time.perf_counter() - start)
        finally:
            gc.enable()
    return times


def median(values: list[float]) -> float:
    return statistics.median(values)


def ms(seconds: float) -> str:
    return f"{seconds * 1000:8.2f} ms"


def report(name: str, value: float, *, baseline: float | None = None, base_name: str = "",
           target: float | None = None, unit: str = "s", extra: str = "") -> bool:
    """One line: NAME  value  [target, OK/MISSED]  [ratio x against base_name]."""
    shown = ms(value) if unit == "s" else f"{value:8.1f} {unit}"
    line = f"  {name:<52} {shown}"
    ok = True
    if target is not None:
        ok = value <= target
        goal = ms(target).strip() if unit == "s" else f"{target:.1f} {unit}"
        line += f"   target <= {goal:<10} {'OK' if ok else 'MISSED'}"
    if baseline:
        line += f"   {value / baseline:6.2f}x {base_name}"
    if extra:
        line += f"   {extra}"
    print(line, flush=True)
    return ok


def ratio_report(name: str, ratio: float, target: float, detail: str) -> bool:
    ok = ratio <= target
    print(f"  {name:<52} {ratio:8.2f}x   target <= {target:.1f}x {'OK' if ok else 'MISSED'}"
          f"   {detail}", flush=True)
    return ok


def schieber_round(number: int) -> Any:
    """Round *number* of a long Schieber: contracts and points vary, Weis and Stöck now and
    then; about 80 points a side per round, so 100,000 is not reached in 1,000 rounds."""
    from jasstafel.core.schieber import SchieberRound

    a = 30 + (number * 37) % 98  # 30 .. 127
    contract = CONTRACTS[number % len(CONTRACTS)]
    return SchieberRound(
        contract=contract, announced_by=number % 2, points=(a, 157 - a),
        weis=(20, 0) if number % 7 == 0 else (0, 0),
        stoeck=(1 if number % 11 == 0 and contract not in ("obenabe", "undenufe") else None))


def long_schieber(entries: int) -> Any:
    """A Schieber to 100,000 with single factors and *entries* rounds (a long evening's log)."""
    from jasstafel.core import matchfile

    match = matchfile.new_match("schieber", PLAYERS, preset="einfach_1000",
                                settings={"target": 100_000})
    for n in range(1, entries + 1):
        match.add(schieber_round(n))
    return match


def turnier(rounds: int) -> Any:
    """A Schieber Turnier of *rounds* rounds, played to its end."""
    from jasstafel.core import matchfile

    match = matchfile.new_match("schieber", PLAYERS, preset="turnier",
                                settings={"rounds": rounds})
    for n in range(1, rounds + 1):
        r = schieber_round(n)
        match.add(r.model_copy(update={"weis": (0, 0), "stoeck": None}))
    return match


def long_punktetafel(entries: int) -> Any:
    """A free Punktetafel of four players without an end: *entries* rounds."""
    from jasstafel.core import matchfile
    from jasstafel.core.punktetafel import PunktetafelRound

    match = matchfile.new_match("punktetafel", PLAYERS)
    for n in range(entries):
        match.add(PunktetafelRound(points=[(n * k) % 50 for k in (3, 5, 7, 11)]))
    return match


def scratch() -> Path:
    """A temporary folder for files, settings and autosaves; removed at exit."""
    import atexit
    import shutil

    folder = Path(tempfile.mkdtemp(prefix="jasstafel-bench-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    return folder


def machine() -> str:
    import platform

    return (f"{platform.python_implementation()} {platform.python_version()}, "
            f"{platform.system()} {platform.machine()}, {os.cpu_count()} CPUs")
