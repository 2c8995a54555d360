"""Render every board and dialog of the window to docs/screenshots/ (offscreen).

Run: .venv/bin/python scripts/screenshots.py [--lang de|fr|en] [--out DIR] [--new-match]
(--new-match: only the New match dialogs, the Coiffeur rows and the statistics tab;
--each-variant: one window of every variant at 1366x768, window-<variant>.png, as
docs/screenshots/fr/ holds them: --lang fr --out docs/screenshots/fr --each-variant)
Look at every picture before a release: text readable, nothing clipped, numbers right.
"""

from __future__ import annotations

import argparse
import datetime
import itertools
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QSettings, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QCheckBox  # noqa: E402

from jasstafel.core import matchfile  # noqa: E402
from jasstafel.core.matchfile import new_match  # noqa: E402
from jasstafel.core.schieber import SchieberRound  # noqa: E402
from jasstafel.ui import i18n, mainwindow  # noqa: E402
from jasstafel.ui.app import create_app  # noqa: E402
from jasstafel.ui.mainwindow import MainWindow  # noqa: E402
from jasstafel.ui.newmatch import NewMatchDialog  # noqa: E402
from jasstafel.ui.variants import UI_VARIANTS  # noqa: E402
from jasstafel.ui.widgets.numberfield import NumberField  # noqa: E402


def shoot(widget, path: Path) -> None:
    for _ in range(3):  # every layout settled (a label shortened for one pass: "An…")
        QApplication.processEvents()
    widget.grab().save(str(path))
    print(f"wrote {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")


#: the window sizes every variant is shown at: a netbook, a laptop, a desktop screen
SIZES = ((1024, 600), (1366, 768), (1920, 1080))


def running_window(settings: QSettings, stem: str, upto: int, size: tuple[int, int]) -> MainWindow:
    """The example *stem* after its first *upto* entries, in a window of *size*."""
    window = MainWindow(settings)
    window.resize(*size)
    window.show()
    full = matchfile.load(ROOT / "docs" / "examples" / f"{stem}.jass")
    doc = full.document.model_copy(update={"entries": list(full.entries[:upto])})
    window.start(matchfile.loads(matchfile.dumps(doc)))
    QApplication.processEvents()
    window.panel.focus_next()
    return window


def discard(window: MainWindow) -> None:
    """Close without a trace: the unnamed match is not kept."""
    if window.controller.session is not None:
        window.controller.session.discard_autosave()
    window.hide()
    window.deleteLater()


#: a running match of each variant, shot at every size in SIZES: the example file and how
#: many of its entries are written (the form then waits for the next one). One line a
#: variant; a variant's own shots (a refusal, a correction) are made below.
RUNNING = {
    "molotow": ("molotow", 5),
    "handjass": ("handjass-standard", 7),
    "fahnder": ("fahnder", 10),
    "pandur": ("pandur", 9),
    "differenzler": ("differenzler", 6),
    "punktetafel": ("punktetafel-bis-100", 5),
    "guggitaler": ("guggitaler", 2),
}


def running_match(stem: str, keep: int):
    """The example *stem* with its first *keep* entries: a match in the middle."""
    whole = matchfile.load(ROOT / "docs" / "examples" / f"{stem}.jass")
    doc = whole.document.model_copy(update={"entries": list(whole.entries[:keep])})
    return matchfile.loads(matchfile.dumps(doc))


def shoot_running(settings: QSettings, out: Path, variants: list[str]) -> None:
    """Every variant of *variants* in the middle of a match, at every size of SIZES."""
    for variant in variants:
        stem, keep = RUNNING[variant]
        for width, height in SIZES:
            window = MainWindow(settings)
            window.resize(width, height)
            window.show()
            window.start(running_match(stem, keep))
            QApplication.processEvents()
            if window.panel is not None:
                window.panel.focus_next()
            shoot(window, out / f"window-{variant}-{width}x{height}.png")
            discard(window)
            QApplication.processEvents()


#: the match of each variant in the window of --each-variant: the French deck where an
#: example plays with it (the deck a Romand table uses), else the variant's running match
EACH_VARIANT = {
    "schieber": ("schieber-swisslos-2500-fr", 5),
    "coiffeur": ("coiffeur-swisslos-8-fr", 3),
    **RUNNING,
    "guggitaler": ("guggitaler-zu-dritt-domino-fr", 3),
}


def shoot_each_variant(settings: QSettings, out: Path) -> None:
    """One running window of every variant at 1366x768 (long words must not clip)."""
    for variant, (stem, keep) in EACH_VARIANT.items():
        window = MainWindow(settings)
        window.resize(1366, 768)
        window.show()
        window.start(running_match(stem, keep))
        QApplication.processEvents()
        if window.panel is not None:
            window.panel.focus_next()
        shoot(window, out / f"window-{variant}.png")
        discard(window)
        QApplication.processEvents()


def shoot_guggitaler_domino(settings: QSettings, out: Path) -> None:
    """The Domino being named: two players out, the preview waiting for the third."""
    window = MainWindow(settings)
    window.resize(1366, 768)
    window.show()
    window.start(running_match("guggitaler", 5))
    QApplication.processEvents()
    for seat in (3, 1):
        window.panel.name_next(seat)
    shoot(window, out / "window-guggitaler-domino-1366x768.png")
    discard(window)
    QApplication.processEvents()


def shoot_new_match(settings: QSettings, out: Path) -> None:
    """The New match dialog of every variant; the Coiffeur rows as a house plays them; a
    Schieber with a handicap and a double deck; the statistics tab of a finished Partie."""
    for variant in UI_VARIANTS:
        dialog = NewMatchDialog(settings)
        dialog.variant.setCurrentIndex(dialog.variant.findData(variant))
        dialog.resize(720, 860)
        dialog.show()
        shoot(dialog, out / f"new-match-{variant}.png")
        dialog.deleteLater()
    shoot_punktetafel_teams(settings, out)
    dialog = NewMatchDialog(settings)
    dialog.variant.setCurrentIndex(dialog.variant.findData("schieber"))
    dialog.preset.setCurrentIndex(dialog.preset.findData("einfach_1000"))
    row = dialog.form.editors["team_targets"]
    row.findChild(QCheckBox, "on").setChecked(True)
    row.findChildren(NumberField)[1].setText("800")
    dialog.form.editors["double_deck"].setChecked(True)
    dialog.resize(720, 860)
    dialog.show()
    shoot(dialog, out / "new-match-schieber-handicap.png")
    dialog.deleteLater()
    # a house Coiffeur: Swisslos 10 with two more rows, one of them typed freely
    dialog = NewMatchDialog(settings)
    dialog.variant.setCurrentIndex(dialog.variant.findData("coiffeur"))
    dialog.preset.setCurrentIndex(dialog.preset.findData("swisslos_10"))
    rows = dialog.form.editors["rows"]
    rows.add_button.click()
    rows.add_button.click()
    name, kind = rows.lines[-1][1], rows.lines[-1][3]
    name.setEditText("Bock")
    kind.setCurrentIndex(kind.findData("trump"))
    dialog.resize(760, 1200)
    dialog.show()
    shoot(dialog, out / "new-match-coiffeur-rows.png")
    dialog.deleteLater()
    # the statistics tab of the Freier Jass example, its rounds written seven minutes apart
    example = matchfile.load(ROOT / "docs" / "examples" / "schieber-freier-jass.jass")
    start = datetime.datetime(2026, 11, 26, 20, 5,
                              tzinfo=datetime.timezone(datetime.timedelta(hours=1)))
    timed = [e.model_copy(update={"written_at": start + datetime.timedelta(minutes=7 * i)})
             for i, e in enumerate(example.entries)]
    doc = example.document.model_copy(update={"entries": timed})
    window = MainWindow(settings)
    window.resize(1366, 768)
    window.show()
    window.start(matchfile.loads(matchfile.dumps(doc)))
    window.tabs.setCurrentWidget(window.statistics)
    window.left.setSizes([430, 338])
    shoot(window, out / "window-statistics.png")
    discard(window)


def shoot_punktetafel_teams(settings: QSettings, out: Path) -> None:
    """A Punktetafel of six players in two teams (the example's Oberdorf and Unterdorf)."""
    dialog = NewMatchDialog(settings)
    dialog.variant.setCurrentIndex(dialog.variant.findData("punktetafel"))
    dialog.count.setText("6")
    for edit, name in zip(dialog.name_edits, ["Anna", "Beat", "Cla", "Dora", "Emil", "Fränzi"],
                          strict=True):
        edit.setText(name)
    dialog.team_count.setText("2")
    dialog.team_edits[0].setText("Oberdorf")
    dialog.resize(720, 860)
    dialog.show()
    shoot(dialog, out / "new-match-punktetafel-teams.png")
    dialog.deleteLater()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lang", default="de", choices=["de", "fr", "en"])
    parser.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    parser.add_argument("--new-match", action="store_true",
                        help="only the New match dialogs, Coiffeur rows and statistics tab")
    parser.add_argument("--each-variant", action="store_true",
                        help="one window of every variant at 1366x768, window-<variant>.png")
    parser.add_argument("--only", action="append", choices=sorted(RUNNING),
                        help="only the running windows of this variant (repeatable)")
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = create_app()
    i18n.install(app, args.lang)
    scratch = Path(tempfile.mkdtemp())
    settings = QSettings(str(scratch / "s.ini"), QSettings.Format.IniFormat)
    mainwindow.autosave_dir = lambda: scratch / "autosave"  # not the user's unsaved matches
    if args.new_match:
        shoot_new_match(settings, out)
        return
    if args.each_variant:
        shoot_each_variant(settings, out)
        return
    if args.only:
        shoot_running(settings, out, args.only)
        return
    shoot_running(settings, out, list(RUNNING))
    shoot_guggitaler_domino(settings, out)

    for example in sorted((ROOT / "docs" / "examples").glob("*.jass")):
        match = matchfile.load(example)
        if match.variant not in UI_VARIANTS:
            continue
        window = MainWindow(settings)
        window.resize(1400, 900)
        window.show()
        window.open_file(example)
        shoot(window, out / f"window-{example.stem}.png")
        if example.stem == "schieber-freier-jass":
            window.board_widget.resize(1600, 900)
            shoot(window.board_widget, out / "tafel-mode-schieber.png")
        window.deleteLater()

    # a running Schieber with a refused entry and its message
    window = MainWindow(settings)
    window.resize(1400, 900)
    window.show()
    running = matchfile.load(ROOT / "docs" / "examples" / "schieber-freier-jass.jass")
    doc = running.document.model_copy(update={"entries": list(running.entries[:4])})
    window.start(matchfile.loads(matchfile.dumps(doc)))
    QApplication.processEvents()
    window.panel.contract_buttons["obenabe"].click()
    window.panel.points[0].setText("90")
    window.panel.points[0].setFocus()
    # a Weis of 30 (no Weis is worth 30), typed as a Schreiber types it: Ctrl+W, 30
    QTest.keyClick(window.panel.points[0], Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(QApplication.focusWidget(), "30")
    window.panel.submit()
    shoot(window, out / "window-refused-entry.png")
    window.history.list.setCurrentRow(1)
    window.history.correct()
    shoot(window, out / "window-correcting.png")
    window.panel.stop_correcting()
    window.controller.add(SchieberRound(contract="rosen", announced_by=0, points=(60, 97)),
                          "round")
    shoot(window, out / "window-schieber-running.png")
    window.deleteLater()

    # the window at the sizes it must work at: a netbook, a laptop, a desktop screen
    for (width, height), (stem, upto) in itertools.product(
            SIZES, (("schieber-freier-jass", 4), ("coiffeur-jassverein", 5))):
        window = running_window(settings, stem, upto, (width, height))
        if stem.startswith("schieber"):
            window.panel.contract_buttons["rosen"].click()
            window.panel.points[0].setText("101")
            window.panel.weis.field.setText("50")
        shoot(window, out / f"window-{stem.split('-')[0]}-{width}x{height}.png")
        discard(window)
    # both teams past the target: Bedanken is what is left, in view on the netbook
    window = MainWindow(settings)
    window.resize(1024, 600)
    window.show()
    both = new_match("schieber", ["Anna", "Beat", "Cla", "Dora"], preset="einfach_1000",
                     settings={"target": 110})
    window.start(both)
    for a in (100, 50):
        window.controller.add(SchieberRound(contract="eicheln", announced_by=0,
                                            points=(a, 157 - a)), "round")
    window.panel.focus_next()
    shoot(window, out / "window-schieber-bedanken-1024x600.png")
    discard(window)

    shoot_new_match(settings, out)


if __name__ == "__main__":
    main()
