"""Render every board and dialog of the window to docs/screenshots/ (offscreen).

Run: .venv/bin/python scripts/screenshots.py [--lang de|en] [--out DIR]
Look at every picture before a release: text readable, nothing clipped, numbers right.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from jasstafel.core import matchfile  # noqa: E402
from jasstafel.core.schieber import SchieberRound  # noqa: E402
from jasstafel.ui import i18n  # noqa: E402
from jasstafel.ui.app import create_app  # noqa: E402
from jasstafel.ui.mainwindow import MainWindow  # noqa: E402
from jasstafel.ui.newmatch import NewMatchDialog  # noqa: E402
from jasstafel.ui.variants import UI_VARIANTS  # noqa: E402


def shoot(widget, path: Path) -> None:
    QApplication.processEvents()
    widget.grab().save(str(path))
    print(f"wrote {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")


#: the window sizes every variant is shown at: a netbook, a laptop, a desktop screen
SIZES = ((1024, 600), (1366, 768), (1920, 1080))

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
            window.deleteLater()
            QApplication.processEvents()


def shoot_examples(settings: QSettings, out: Path, variants: list[str] | None = None) -> None:
    """Every example match (of *variants*, default all) opened and finished, at 1400x900."""
    for example in sorted((ROOT / "docs" / "examples").glob("*.jass")):
        match = matchfile.load(example)
        if match.variant not in UI_VARIANTS or variants and match.variant not in variants:
            continue
        window = MainWindow(settings)
        window.resize(1400, 900)
        window.show()
        window.open_file(example)
        shoot(window, out / f"window-{example.stem}.png")
        if example.stem == "schieber-freier-jass":
            window.resize(1000, 700)
            shoot(window, out / f"window-{example.stem}-small.png")
            window.board_widget.resize(1600, 900)
            shoot(window.board_widget, out / "tafel-mode-schieber.png")
        window.deleteLater()


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
    window.deleteLater()
    QApplication.processEvents()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lang", default="de", choices=["de", "en"])
    parser.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    parser.add_argument("--only", action="append", choices=sorted(RUNNING),
                        help="only the windows of this variant: running at every size, its "
                             "examples finished, its own shots (repeatable)")
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = create_app()
    i18n.install(app, args.lang)
    settings = QSettings(str(Path(tempfile.mkdtemp()) / "s.ini"), QSettings.Format.IniFormat)
    if args.only:
        shoot_running(settings, out, args.only)
        shoot_examples(settings, out, args.only)
        shoot_new_match(settings, out, args.only)
        if "guggitaler" in args.only:
            shoot_guggitaler_domino(settings, out)
        return
    shoot_running(settings, out, list(RUNNING))
    shoot_examples(settings, out)
    shoot_guggitaler_domino(settings, out)

    # a running Schieber with a refused entry and its message
    window = MainWindow(settings)
    window.resize(1400, 900)
    window.show()
    running = matchfile.load(ROOT / "docs" / "examples" / "schieber-freier-jass.jass")
    doc = running.document.model_copy(update={"entries": list(running.entries[:4])})
    window.start(matchfile.loads(matchfile.dumps(doc)))
    QApplication.processEvents()
    window.panel.contract_buttons["obenabe"].click()
    window.panel.stoeck_buttons[0].click()
    window.panel.points[0].setValue(90)
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

    shoot_new_match(settings, out, list(UI_VARIANTS))


def shoot_new_match(settings: QSettings, out: Path, variants: list[str]) -> None:
    """The New match dialog with each variant of *variants* chosen."""
    for variant in variants:
        dialog = NewMatchDialog(settings)
        dialog.variant.setCurrentIndex(dialog.variant.findData(variant))
        dialog.resize(720, 860)
        dialog.show()
        shoot(dialog, out / f"new-match-{variant}.png")
        dialog.deleteLater()


if __name__ == "__main__":
    main()
