"""The preset list that ends its text in "…" is a widget as any other: made with a parent
(it took none, and a caller had to add it to a layout to give it one)."""

from PySide6.QtWidgets import QWidget

from jasstafel.ui.widgets.elided import ElidedComboBox


def test_made_with_a_parent_or_none(qtbot):
    owner = QWidget()
    qtbot.addWidget(owner)
    combo = ElidedComboBox(owner)
    assert combo.parent() is owner
    alone = ElidedComboBox()
    qtbot.addWidget(alone)
    assert alone.parent() is None
