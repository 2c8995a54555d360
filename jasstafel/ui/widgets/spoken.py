"""What a screen reader says of a list (a combo box) that has no label beside it.

Qt on Linux gives a screen reader a combo box's value as its name and does not pass on its
accessible name; the screen reader says the label the box is *labelled by* (a label whose
buddy it is, else the group box around it) before the value. A list with no label of its own
(a Coiffeur row's name and kind in the New match dialog) therefore gets a hidden label that
names it, and the accessible name for the platforms that read it. A widget with a label beside
it is named by ``label.setBuddy(widget)``; any other widget by ``setAccessibleName``.
"""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QLabel

#: the object name of the hidden label :func:`name_list` gives a combo box
SPOKEN = "spokenName"


def name_list(combo: QComboBox, text: str) -> None:
    """Name *combo* *text* for a screen reader. Call it once the box is in its parent (the
    label is the box's sibling: Qt looks for it there), and again for a new name."""
    combo.setAccessibleName(text)
    parent = combo.parentWidget()
    if parent is None:
        return
    label = next((kid for kid in parent.findChildren(QLabel, SPOKEN) if kid.buddy() is combo),
                 None)
    if label is None:
        label = QLabel(parent)
        label.setObjectName(SPOKEN)
        label.hide()  # no text, no room: said, never seen
        label.setBuddy(combo)
        combo.destroyed.connect(label.deleteLater)
    label.setAccessibleName(text)
