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
#: every variant with a window, in the order of RULES.md
VARIANTS = ("schieber", "coiffeur", "molotow", "handjass", "fahnder", "pandur",
            "differenzler", "punktetafel", "guggitaler")


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


def long_match(variant: str, entries: int) -> tuple[Any, Callable[[int], Any], str]:
    """A match of *variant* with *entries* entries (or as many as the variant can have: a
    Molotow and a Differenzler have at most 100 rounds, a Coiffeur one cell per row and
    team, a Guggitaler at most 20 Guggitaler of six games), the entry to add as the *n*-th,
    and a word on what the match is."""
    from jasstafel.core import matchfile

    def build(match: Any, entry: Callable[[int], Any], count: int) -> Any:
        for n in range(1, count + 1):
            match.add(entry(n))
        return match

    if variant == "schieber":
        return long_schieber(entries), schieber_round, "Schieber to 100,000"
    if variant == "punktetafel":
        from jasstafel.core.punktetafel import PunktetafelRound

        return (long_punktetafel(entries),
                lambda n: PunktetafelRound(points=[n % 50, 7, 11, 13]), "free board")
    if variant == "coiffeur":
        from jasstafel.core.coiffeur import CoiffeurRound

        match = matchfile.new_match("coiffeur", PLAYERS)
        rows = len(match.rules.settings.rows)

        def coiffeur(n: int) -> Any:  # every cell of team A, then of team B
            return CoiffeurRound(team=(n - 1) // rows, row=(n - 1) % rows, points=80 + n)

        count = max(0, min(entries, 2 * rows) - 12)  # room for 12 adds
        return build(match, coiffeur, count), coiffeur, f"{2 * rows} cells at most"
    if variant in ("molotow", "differenzler"):
        from jasstafel.core.differenzler import DifferenzlerGame
        from jasstafel.core.molotow import MolotowRound

        most = 100  # the rules allow no more rounds (games)
        key = "rounds" if variant == "molotow" else "games"
        match = matchfile.new_match(variant, PLAYERS, settings={key: most})

        def molotow(n: int) -> Any:
            return MolotowRound(points=[30 + n % 9, 40, 44 - n % 9, 43])

        def differenzler(n: int) -> Any:
            points = [30 + n % 9, 40, 44 - n % 9, 43]
            return DifferenzlerGame(predictions=[40, 40, 40, 40], points=points)

        entry = molotow if variant == "molotow" else differenzler
        count = max(0, min(entries, most) - 32)  # room for 32 adds
        return build(match, entry, count), entry, f"{most} {key} at most"
    if variant == "handjass":
        from jasstafel.core.handjass import HandjassRound

        match = matchfile.new_match("handjass", PLAYERS, preset="unter_21")

        def handjass(n: int) -> Any:  # nobody under 21: no Strich, as a long evening goes
            return HandjassRound(points=[40, 40, 40 + n % 3, 37 - n % 3])

        return build(match, handjass, entries), handjass, "Wirtshaus under 21"
    if variant == "fahnder":
        from jasstafel.core.fahnder import FahnderPenalty, FahnderRound

        match = matchfile.new_match("fahnder", PLAYERS)

        def fahnder(n: int) -> Any:  # a round made, then its Striche taken back as Nuller
            seat = (n // 3) % 4
            if n % 3 == 0:
                return FahnderRound(fahnder=seat, partner=(seat + 1) % 4, bid=100,
                                    contract="rosen", points=120)
            if n % 3 == 1:
                return FahnderPenalty(player=seat, nuller=2, misdeed="vorspielen")
            return FahnderPenalty(player=(seat + 1) % 4, nuller=1)

        return build(match, fahnder, entries), fahnder, "rounds and Nuller"
    if variant == "pandur":
        from jasstafel.core.pandur import PandurMisdeal, PandurNoBid

        match = matchfile.new_match("pandur", PLAYERS)

        def pandur(n: int) -> Any:  # nobody bids, a misdeal now and then: Erben to 14
            return PandurMisdeal() if n % 5 == 0 else PandurNoBid()

        return build(match, pandur, entries), pandur, "no bids and misdeals"
    if variant == "guggitaler":
        from jasstafel.core.guggitaler import (
            GuggitalerCount,
            GuggitalerDomino,
            GuggitalerTaker,
        )

        most = 20  # Guggitaler in a match at most (six games each)
        match = matchfile.new_match("guggitaler", PLAYERS, settings={"guggitaler": most})
        totals = {"tricks": 9, "schellen": 9, "ober": 4}

        def guggitaler(n: int) -> Any:  # the n-th game: the five penalty games, then Domino
            game = ("tricks", "schellen", "ober", "rosenkoenig", "last_trick", "domino")[
                (n - 1) % 6]
            if game in totals:
                first = n % (totals[game] + 1)
                return GuggitalerCount(game=game, counts=[first, totals[game] - first, 0, 0])
            if game == "domino":
                return GuggitalerDomino(order=[(n + k) % 4 for k in range(4)])
            return GuggitalerTaker(game=game, player=n % 4)

        count = max(0, min(entries, 6 * most) - 36)  # room for 36 adds
        return build(match, guggitaler, count), guggitaler, f"{most} Guggitaler at most"
    raise ValueError(variant)


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
