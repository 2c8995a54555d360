"""The printed match sheet (PDF) of a 40-round match.

    python benchmarks/pdf.py [--rounds 40] [--repeat 10]

Target (the issue): the sheet of a 40-round match written in <= 0.3 s
(``jasstafel.printing.sheet.write_pdf``, what File → Export PDF… and ``jasstafel print``
call). Baselines of the same run: the sheet of the same match after one round (the cost of a
sheet as such), and a bare QPdfWriter page with 40 lines of text (the cost of Qt's PDF engine).
The first sheet of a process is reported apart (fonts and the PDF engine are loaded then).
Also: ``jasstafel print FILE -o sheet.pdf`` as a whole process (start, load, write), against
``jasstafel score FILE`` (start and load only).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time

from common import ROOT, machine, median, report, scratch, timed, turnier


def bare_pdf(path) -> None:
    from PySide6.QtCore import QMarginsF, QPointF
    from PySide6.QtGui import QFont, QPageLayout, QPageSize, QPainter, QPdfWriter

    writer = QPdfWriter(str(path))
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4),
                                     QPageLayout.Orientation.Portrait, QMarginsF(15, 15, 15, 15)))
    painter = QPainter(writer)
    painter.setFont(QFont("DejaVu Sans", 9))
    step = writer.height() / 45
    for line in range(40):
        painter.drawText(QPointF(0, step * (line + 1)),
                         f"{line + 1}. Rosen x1, Team A 100 : 57 -> {line * 157} : {line * 100}")
    painter.end()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=40)
    parser.add_argument("--repeat", type=int, default=10)
    args = parser.parse_args()
    from jasstafel.core import matchfile
    from jasstafel.printing.sheet import write_pdf
    from jasstafel.ui.app import create_app

    create_app()
    folder = scratch()
    match = turnier(args.rounds)
    one = turnier(args.rounds)
    one = matchfile.loads(matchfile.dumps(one.document.model_copy(
        update={"entries": list(one.entries[:1])})))
    print(f"pdf.py: {machine()}; median of {args.repeat} sheets")
    start = time.perf_counter()
    write_pdf(match, folder / "first.pdf")
    first = time.perf_counter() - start
    full = median(timed(lambda: write_pdf(match, folder / "sheet.pdf"), args.repeat))
    short = median(timed(lambda: write_pdf(one, folder / "one.pdf"), args.repeat))
    bare = median(timed(lambda: bare_pdf(folder / "bare.pdf"), args.repeat))
    size = (folder / "sheet.pdf").stat().st_size
    report(f"write_pdf, {args.rounds}-round Turnier ({size // 1024} KiB)", full, target=0.3,
           baseline=short, base_name="of the 1-round sheet")
    report("  the same against a bare QPdfWriter page of 40 lines", full, baseline=bare,
           base_name="of the bare page")
    report("  the first sheet of the process (fonts, PDF engine)", first, target=0.3)
    report("write_pdf, the same match after 1 round", short)
    report("bare QPdfWriter page, 40 lines of text", bare)

    path = folder / "turnier.jass"
    matchfile.save(match, path)

    def command(*argv: str) -> float:
        begin = time.perf_counter()
        subprocess.run([sys.executable, "-m", "jasstafel", *argv], check=True, cwd=ROOT,
                       capture_output=True, timeout=120)
        return time.perf_counter() - begin

    command("score", str(path))
    printing = median([command("print", str(path), "-o", str(folder / "cli.pdf"))
                       for _ in range(5)])
    scoring = median([command("score", str(path)) for _ in range(5)])
    report("jasstafel print FILE -o sheet.pdf (whole process)", printing, baseline=scoring,
           base_name="of jasstafel score FILE")


if __name__ == "__main__":
    main()
