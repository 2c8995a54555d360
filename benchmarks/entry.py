"""Adding one entry to a long match, and replaying a long match.

    python benchmarks/entry.py [--entries 1000] [--repeat 30]

Targets (the issues): one entry added to a 1,000-entry match and the board updated in
<= 5 ms in the core; in the window, for every variant, the board following the new entry and
repainted, and the whole window step (the entry added, saved, everything following it,
painted) in <= 8 ms (median; half of a 16 ms frame); a full replay of 1,000 entries in
<= 50 ms. The window step is also given in CPU time: on a machine shared with other work
the wall clock counts the waiting for a CPU and for the disk (the autosave's fsync). A
Molotow or Differenzler has at most 100 rounds, a Coiffeur one cell per row and team and a
Guggitaler 20 Guggitaler of six games: those are measured at the longest match they can have.
Baselines of the same run: the same step on a short match (how the cost grows with the
length of the match), and for the replay 100 replays of 10 entries (linear growth).

Measured:
* core: ``Match.add`` + ``Match.board()``, what every client does; then the same through
  ``Session.add``, which also writes the whole file atomically (``matchfile.save``, with
  fsync) before it returns: the autosave the window uses;
* window, every variant: the board widget alone (``set_board`` + ``repaint``: what the
  window asks of it after every entry), then ``MatchController.add`` (Session, save, board)
  + the board, panel and history following ``changed`` + Qt painting what changed
  (offscreen platform, raster; the same widget painting as on screen, without the
  compositor), with a breakdown of the time;
* replay: ``Match(document)`` (apply every entry), a correction of the first entry
  (``replace(0, ...)``, a replay too) and ``matchfile.loads`` (JSON, validation, replay).
"""

from __future__ import annotations

import argparse
import time

from common import (
    VARIANTS,
    long_match,
    long_schieber,
    machine,
    median,
    report,
    schieber_round,
    scratch,
    timed,
)


def core(entries: int, repeat: int) -> None:
    from jasstafel.core import matchfile
    from jasstafel.core.session import Session

    print(f"core: one entry added to a {entries}-entry Schieber, board computed")
    results = {}
    for n in (10, entries):
        match = long_schieber(n)
        number = [n]

        def add_and_board(match=match, number=number):
            number[0] += 1
            match.add(schieber_round(number[0]))
            match.board()

        results[n] = median(timed(add_and_board, repeat))
    report(f"Match.add + board() at {entries}", results[entries], target=0.005,
           baseline=results[10], base_name="of 10 entries")

    folder = scratch()
    saved = {}
    for n in (10, entries):
        session = Session(long_schieber(n), path=folder / f"m{n}.jass")
        session.save()
        number = [n]

        def session_add(session=session, number=number):
            number[0] += 1
            session.add(schieber_round(number[0]))
            session.match.board()

        saved[n] = median(timed(session_add, repeat))
    report(f"Session.add (autosave, fsync) + board() at {entries}", saved[entries],
           target=0.005, baseline=saved[10], base_name="of 10 entries")
    match = long_schieber(entries)
    text = matchfile.dumps(match)
    dump = median(timed(lambda: matchfile.dumps(match), repeat))
    report(f"  of which matchfile.dumps ({len(text) // 1024} KiB JSON)", dump)
    path = folder / "save.jass"
    write = median(timed(lambda: matchfile.save(match, path), repeat))
    report("  of which matchfile.save (dumps, fsync, rename)", write)


def replay(entries: int, repeat: int) -> None:
    from jasstafel.core import matchfile
    from jasstafel.core.match import Match

    print(f"replay: every entry of a {entries}-entry Schieber applied again")
    big = long_schieber(entries)
    small = long_schieber(10)
    doc_big, doc_small = big.document, small.document
    full = median(timed(lambda: Match(doc_big), repeat))
    ten = median(timed(lambda: [Match(doc_small) for _ in range(entries // 10)], repeat))
    report(f"Match(document), {entries} entries", full, target=0.05, baseline=ten,
           base_name=f"of {entries // 10} x 10 entries")
    first = big.entries[0]
    fix = median(timed(lambda: big.replace(0, first), repeat))
    report("correct the first entry (replace(0), replays all)", fix, target=0.05)
    board_upto = median(timed(lambda: big.board(upto=entries - 1), repeat))
    report(f"board(upto={entries - 1}) (a replay)", board_upto, target=0.05)
    text = matchfile.dumps(big)
    loads = median(timed(lambda: matchfile.loads(text), max(5, repeat // 3)))
    import json

    parse = median(timed(lambda: json.loads(text), repeat))
    report(f"matchfile.loads (JSON, validation, replay) {entries}", loads, baseline=parse,
           base_name="of json.loads alone")
    validate = median(timed(lambda: matchfile.parse_document(json.loads(text)), repeat))
    report("  of which JSON + pydantic validation", validate)


def window(entries: int, repeat: int, only: list[str] | None = None) -> None:
    """Every variant: one entry added to a long match in the window and painted."""
    from PySide6.QtCore import QSettings, qInstallMessageHandler
    from PySide6.QtWidgets import QApplication, QMessageBox

    from jasstafel.core import matchfile
    from jasstafel.ui import mainwindow
    from jasstafel.ui.app import create_app

    def quiet(_kind, _context, message):  # the offscreen platform's notes are no figures
        if "propagateSizeHints" not in message:
            print(message)

    qInstallMessageHandler(quiet)
    app = create_app()
    folder = scratch()
    mainwindow.autosave_dir = lambda: folder / "autosave"
    QMessageBox.warning = staticmethod(lambda *a, **k: QMessageBox.StandardButton.Ok)
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)

    def measure(match, name: str, entry, adds: int):
        path = folder / f"{name}.jass"
        matchfile.save(match, path)
        w = mainwindow.MainWindow(settings)
        w.resize(1280, 800)
        w.show()
        w.open_file(path)
        app.processEvents()
        w.repaint()
        count = [len(match.entries)]
        parts: dict[str, list[float]] = {}

        def clocked(name, fn):
            def wrapper(*args, **kw):
                start = time.perf_counter()
                try:
                    return fn(*args, **kw)
                finally:
                    parts.setdefault(name, []).append(time.perf_counter() - start)
            return wrapper

        # where the time goes: the autosave, the history list, the board, the panel, the paint
        session = w.controller.session
        session.save = clocked("autosave (Session.save)", session.save)
        w.history.set_board = clocked("history list", w.history.set_board)
        board = w.board_widget
        if hasattr(board, "set_board"):
            board.set_board = clocked("board updated (set_board)", board.set_board)
            paint = type(board).paintEvent
            board.paintEvent = clocked("board painted (paintEvent)",
                                       lambda event: paint(board, event))
        if w.panel is not None:
            w.panel.follow = clocked("entry panel followed", w.panel.follow)

        cpu: list[float] = []

        def add_and_paint():
            count[0] += 1
            used = time.process_time()
            w.controller.add(entry(count[0]), "round")
            start = time.perf_counter()
            app.processEvents()  # Qt paints what changed, as for the next frame on screen
            parts.setdefault("paint of what changed", []).append(time.perf_counter() - start)
            cpu.append(time.process_time() - used)

        for _ in range(2):  # warm up: the first paints of a window fill Qt's caches
            add_and_paint()
        parts.clear()
        cpu.clear()
        times = timed(add_and_paint, adds)
        # the board alone, as the window asks it: follow the board, paint it
        current, live = w.controller.board, w.controller.match

        def board_step():
            board.set_board(current, live)
            board.repaint()

        board_times = timed(board_step, adds)
        w.close()
        w.deleteLater()
        app.processEvents()
        return (median(times), max(times), median(board_times), median(cpu),
                {k: median(v) for k, v in parts.items()})

    for variant in only or VARIANTS:
        big, entry, what = long_match(variant, entries)
        short = {"molotow": 42, "differenzler": 42, "guggitaler": 46}.get(variant, 10)
        small, _e, _w = long_match(variant, short)
        adds = min(repeat, 10 if variant == "coiffeur" else repeat)
        base = f"of {len(small.entries)} entries"
        n = len(big.entries)
        print(f"window: {variant}, one entry added to a {n}-entry match ({what}) and painted")
        s_step, _s_max, s_board, s_cpu, s_parts = measure(small, f"{variant}-small", entry,
                                                          adds)
        b_step, b_max, b_board, b_cpu, b_parts = measure(big, f"{variant}-big", entry, adds)
        report(f"{variant}: board set_board + repaint", b_board, target=0.008,
               baseline=s_board, base_name=base)
        report(f"{variant}: controller.add + update + paint", b_step, target=0.008,
               baseline=s_step, base_name=base, extra=f"(slowest {b_max * 1e3:.1f} ms)")
        report("  the same step, CPU time (no waiting for the disk)", b_cpu, target=0.008,
               baseline=s_cpu, base_name=base)
        for name, value in b_parts.items():
            report(f"  of which {name}", value, baseline=s_parts.get(name), base_name=base)
    QApplication.processEvents()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=30)
    parser.add_argument("--only", choices=("core", "replay", "window"))
    parser.add_argument("--variant", action="append", choices=VARIANTS,
                        help="window: only this variant (repeatable)")
    args = parser.parse_args()
    print(f"entry.py: {machine()}; median of {args.repeat} runs")
    for part in (core, replay):
        if args.only in (None, part.__name__):
            part(args.entries, args.repeat)
    if args.only in (None, "window"):
        window(args.entries, args.repeat, args.variant)


if __name__ == "__main__":
    main()
