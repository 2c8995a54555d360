"""The recovery dialog's rows wrap only between words that belong apart: in a narrow dialog
"4 Einträge" and "heute 16:45" were split over two lines, and "Hans Müller" with them."""

import datetime

from PySide6.QtGui import QTextLayout
from PySide6.QtWidgets import QApplication, QLabel

from jasstafel.core.registry import find_variant
from jasstafel.ui.recovery import RecoveryDialog, Unsaved

MATCHES = [("schieber", ("Hans Müller", "Vreni Keller", "Ruedi Bünzli", "Käthi Gerber"), 14,
            "Donnerstagsjass im Rössli"),
           ("punktetafel", ("Ruedi", "Vreni"), 4, ""),
           ("coiffeur", ("Anna", "Beat", "Cla", "Dora"), 12, "Coiffeur Finale")]


def lines(label):
    """The lines the label shows, as Qt lays its text out in the label's width."""
    layout = QTextLayout(label.text(), label.font())
    layout.beginLayout()
    shown = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(label.contentsRect().width())
        shown.append(label.text()[line.textStart():line.textStart() + line.textLength()])
    layout.endLayout()
    return [text.replace("\u00a0", " ").strip() for text in shown]


def test_a_narrow_dialog_splits_no_name_count_or_time(german_window, qtbot, tmp_path):
    now = datetime.datetime.now().replace(hour=16, minute=50)
    items = [Unsaved(path=tmp_path / f"{i}.jass", variant=find_variant(variant).title,
                     players=players, entries=entries, title=title, crashed=True,
                     changed=now - datetime.timedelta(minutes=5 * i))
             for i, (variant, players, entries, title) in enumerate(MATCHES)]
    dialog = RecoveryDialog(items, lambda _i: True, lambda _i: True, lambda _i: True,
                            after_crash=True, parent=german_window)
    dialog.show()
    for width in (560, 640, 720, 800):
        dialog.resize(width, dialog.sizeHint().height())
        for _ in range(5):
            QApplication.processEvents()
        for item, row in zip(items, dialog.rows.values(), strict=True):
            shown = lines(row.findChild(QLabel, "recoveryWords"))
            time = item.changed.strftime("%H:%M")
            wholes = [*item.players, f"{item.entries} Einträge", f"heute {time}"]
            for whole in wholes:
                assert any(whole in line for line in shown), (width, whole, shown)
            assert not any(line.startswith("·") for line in shown), (width, shown)
    dialog.close()
