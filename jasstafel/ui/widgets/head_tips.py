"""The whole text of what a board painted shortened (a column's head, the Schieber's team
and players line): in a tooltip where the mouse rests on it, and for a screen reader in the
board's description (the Handjass' slate and the Fahnder's sheet cut a long name to
"Hansru…" and said it nowhere whole, and so did the Molotow's, Punktetafel's and
Differenzler's tables and the Guggitaler's sheet; docs/window.md). One for every board that
paints its heads: the tables' :class:`~.points_table.PointsTable` too, whence it is here
among the widgets and not with the variants."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QPointF, QRectF
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QToolTip, QWidget

from ...drawing.heads import Head
from .messages import plain


class HeadTips:
    """Where a board painted its columns' heads shortened, with their names whole."""

    def __init__(self) -> None:
        self.shortened: list[tuple[QRectF, str]] = []

    def painted(self, box: QRectF, head: Head, name: str) -> None:
        """A head painted in *box*: remembered where it is shortened (at each paint, after
        :meth:`clear`)."""
        if head.shortened:
            self.add(box, name)

    def add(self, box: QRectF, whole: str) -> None:
        """A text painted shortened in *box*; *whole* is what its tooltip says."""
        self.shortened.append((QRectF(box), whole))

    def clear(self) -> None:
        self.shortened = []

    def tooltip(self, widget: QWidget, event: QEvent) -> bool:
        """Show the whole name for a tooltip event over a shortened head, until the mouse
        leaves the head; True where it did. Elsewhere False: the widget's own tooltip, if
        it has one (a table's state of the game, whose line under the table may be
        shortened), else none."""
        if event.type() != QEvent.Type.ToolTip or not isinstance(event, QHelpEvent):
            return False
        point = QPointF(event.pos())
        found = next(((box, name) for box, name in self.shortened if box.contains(point)),
                     None)
        if found is None:
            if not widget.toolTip():
                QToolTip.hideText()  # a head's, shown before
            return False
        box, whole = found
        QToolTip.showText(event.globalPos(), plain(whole), widget, box.toAlignedRect())
        return True


def names_description(names: Sequence[str]) -> str:
    """The columns' names whole, for a screen reader (a painted board has no text of its
    own)."""
    return ", ".join(names)
