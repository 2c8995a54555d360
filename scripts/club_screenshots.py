"""Render the club window and the club's paper to docs/screenshots/club-*.png (offscreen).

A made-up club (13 members and a guest, a season of three Schieber evenings) is built in a
temporary folder; the window is shown in the chosen language and grabbed, the sheets are
written as PDF and turned into PNG with pdftoppm (poppler-utils).

Run: .venv/bin/python scripts/club_screenshots.py [--lang de|en] [--out DIR]
Look at every picture: text readable, nothing clipped, the numbers right.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from jasstafel.club import Club, PaperResult  # noqa: E402
from jasstafel.printing import club_sheets  # noqa: E402
from jasstafel.ui import i18n  # noqa: E402
from jasstafel.ui.app import create_app  # noqa: E402
from jasstafel.ui.mainwindow import MainWindow  # noqa: E402

MEMBERS = [("Anna Muster", "Anna"), ("Beat Keller", "Beat"), ("Cla Caduff", "Cla"),
           ("Dora Meier", "Dora"), ("Emil Steiner", "Emil"), ("Fränzi Huber", "Fränzi"),
           ("Gody Brunner", "Gody"), ("Hans Gerber", "Hans"), ("Iris Vogel", "Iris"),
           ("Jürg Wyss", "Jürg"), ("Käthi Zaugg", "Käthi"), ("Lorenz Bühler", "Lorenz"),
           ("Marie von Allmen", "Marie")]
CLUB = "Jassclub Muri"


def shoot(widget: QWidget, path: Path) -> None:
    for _ in range(3):  # a splitter that shares its room out again lays out once more
        QApplication.processEvents()
    widget.grab().save(str(path))
    print(f"wrote {path}")


def pdf_png(pdf: Path, path: Path, page: int = 1, dpi: int = 70) -> None:
    tool = shutil.which("pdftoppm")
    if tool is None:
        print("pdftoppm (poppler-utils) is missing: no picture of", pdf)
        return
    stem = path.with_suffix("")
    subprocess.run([tool, "-png", "-r", str(dpi), "-f", str(page), "-l", str(page),
                    "-singlefile", str(pdf), str(stem)], check=True)
    print(f"wrote {path}")


def play(club: Club, evening: int, passen: range, seed: int) -> None:
    """Paper results of a 12-round Turnier: the two teams' points add up to 1,884."""
    rng = random.Random(seed)
    for passe in club.drawn(evening):
        if passe.passe not in passen:
            continue
        for table in passe.tables:
            s = table.seats
            a = rng.randrange(620, 1265)
            matches = rng.random() < 0.3
            club.record_result(evening, passe.passe, table.number, [
                PaperResult(s[0], a, matches=int(matches)),
                PaperResult(s[2], a, matches=int(matches)),
                PaperResult(s[1], 1884 - a), PaperResult(s[3], 1884 - a)])


def build(path: Path) -> None:
    with Club.open(path) as club:
        ids = [club.add_member(name, short).id for name, short in MEMBERS]
        guest = club.add_guest("Vreni Gast")
        for n, (date, title) in enumerate((("2026-10-29", "Herbstjass"),
                                           ("2026-11-12", "Martini-Jass"),
                                           ("2026-11-26", "Donnschtig-Jass"))):
            evening = club.new_evening(date, "schieber", preset="turnier", passen=3,
                                       place="Rössli, Muri", title=title)
            players = ids if n < 2 else ids[:12] + [guest.id]
            club.draw(evening.id, players, rng=random.Random(10 + n))
            play(club, evening.id, range(1, 4) if n < 2 else range(1, 3), seed=n)
        club.update_evening(3, date="2026-11-26", place="Rössli, Muri",
                            note="Ort nachgetragen")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lang", default="de", choices=["de", "en"])
    parser.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="jasstafel-club-shots-"))
    app = create_app()
    i18n.install(app, args.lang)
    db = work / "verein.sqlite"
    build(db)
    settings = QSettings(str(work / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("club/path", str(db))
    settings.setValue("sheet/club", CLUB)
    main_window = MainWindow(settings)
    main_window.resize(1300, 850)
    main_window.show()
    cw = main_window.club.show_window()
    assert cw is not None
    cw.resize(1320, 820)
    cw.tabs.setCurrentWidget(cw.evenings)
    cw.evenings.choose(3)
    page = cw.evenings.page
    page.select(2, 1)
    shoot(cw, out / "club-evening.png")

    dialog = page.edit_dialog()
    assert dialog is not None
    dialog.note.setText("Ort nachgetragen" if args.lang == "de" else "place added")
    shoot(dialog, out / "club-edit-evening.png")
    dialog.reject()

    cw.evenings.choose(3)
    dialog = page.draw_dialog()
    assert dialog is not None
    dialog.guest_name.setText("Ruedi Gast")
    dialog.add_guest()
    shoot(dialog, out / "club-draw.png")
    dialog.reject()

    cw.tabs.setCurrentWidget(cw.rankings)
    cw.rankings.drop.setValue(1)
    cw.rankings.choose("season", "2026")
    shoot(cw, out / "club-season-ranking.png")
    cw.rankings.choose("evening", 3)
    shoot(cw, out / "club-evening-ranking.png")
    cw.rankings.drop.setValue(0)

    cw.tabs.setCurrentWidget(cw.statistics)
    with Club.open(db) as club:
        anna = club.find_member("Anna").id
    cw.statistics.choose(anna, "2026")
    shoot(cw, out / "club-statistics.png")

    with Club.open(db) as club:
        evening = club.evening(3)
        drawn = club.drawn(3)
        members = {m.id: m for m in club.members(guests=True)}
        ranking = club.evening_ranking(3)
        tables = club_sheets.seated_tables(evening, drawn, members, passe=3)
    club_sheets.write_evening_ranking_pdf(ranking, evening, work / "rangliste.pdf", club=CLUB)
    pdf_png(work / "rangliste.pdf", out / "club-ranking-print.png")
    club_sheets.write_table_sheets_pdf(tables, work / "tischblaetter.pdf", club=CLUB)
    pdf_png(work / "tischblaetter.pdf", out / "club-table-sheet.png")
    club_sheets.write_table_cards_pdf(tables, work / "tischkarten.pdf", club=CLUB)
    pdf_png(work / "tischkarten.pdf", out / "club-table-cards.png")
    club_sheets.write_seat_map_pdf(evening, drawn, members, work / "sitzplan.pdf", club=CLUB)
    pdf_png(work / "sitzplan.pdf", out / "club-seat-map.png")
    shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
