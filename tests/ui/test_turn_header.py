"""The turn header follows the next round without building itself anew: the same labels say
the new names (new labels were laid out small first and made the whole side of the window
move and repaint for every entry, docs/performance.md)."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from jasstafel.ui.widgets.turn import TurnHeader


def test_the_next_names_go_into_the_same_labels_and_the_height_stays(qtbot):
    header = TurnHeader()
    qtbot.addWidget(header)
    header.set_turn("Anna", "Beat")
    header.show()
    QApplication.processEvents()
    first, height = header.findChild(QLabel, "turnName0"), header.height()
    heights = []
    for dealer, announcer in (("Beat", "Cla"), ("<b>Cla</b>", "Dora"), ("Dora", "Anna")):
        header.set_turn(dealer, announcer)
        heights.append(header.sizeHint().height())
        QApplication.processEvents()
        heights.append(header.height())
    assert header.findChild(QLabel, "turnName0") is first
    assert header.names() == ["Dora", "Anna"] and header.text() == "Deals: Dora · Announces: Anna"
    assert set(heights) == {height}
    header.set_turn("<b>Cla</b>", None)  # one role: built anew, still plain text
    QApplication.processEvents()
    shown = [label for label in header.findChildren(QLabel) if label.isVisibleTo(header)]
    assert [label.text() for label in shown if label.objectName() == "turnName0"] == [
        "<b>Cla</b>"]
    assert all(label.textFormat() == Qt.TextFormat.PlainText for label in shown)
    assert not any(label.objectName() == "turnName1" for label in shown)
