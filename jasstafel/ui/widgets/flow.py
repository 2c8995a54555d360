"""A row of widgets that wraps onto further rows where the window is narrow (Qt's flow layout
example): a row of buttons whose words are long in German and French never makes a window
wider than a netbook's screen; where there is room it is one row, as before."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayoutItem, QStyle, QWidget

from jasstafel.ui.widgets.listlayout import ListLayout


class FlowLayout(ListLayout):
    """Items left to right, wrapped where the next one does not fit; as wide as its widest
    item at least, as tall as its rows need for the width it is given (height for width)."""

    def __init__(self, parent: QWidget | None = None, spacing: int = -1,
                 right: bool = False, row_gap: int | None = None) -> None:
        super().__init__(parent)
        self._spacing = spacing
        self._row_gap = row_gap  # between two rows; None: the gap between two items
        self._right = right  # each row against the right edge (buttons under a table)

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802 - Qt's name
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt's name
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt's name
        return self.kept(("height", width),
                         lambda: self._arrange(QRect(0, 0, width, 0), move=False))

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802 - Qt's name
        super().setGeometry(rect)
        self._arrange(rect, move=True)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        """Everything in one row."""
        return QSize(self.kept("hint", self._one_row))

    def _one_row(self) -> QSize:
        shown = [i for i in self._items if not i.isEmpty()]
        width = sum(i.sizeHint().width() for i in shown) + self.gap() * max(0, len(shown) - 1)
        height = max((i.sizeHint().height() for i in shown), default=0)
        margins = self.contentsMargins()
        return QSize(width + margins.left() + margins.right(),
                     height + margins.top() + margins.bottom())

    def minimumSize(self) -> QSize:  # noqa: N802 - Qt's name
        """The widest item: the rest wraps."""
        return QSize(self.kept("least", self._widest))

    def _widest(self) -> QSize:
        size = QSize()
        for item in self._items:
            size = size.expandedTo(item.minimumSize())
        margins = self.contentsMargins()
        return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom())

    def gap(self) -> int:
        """The space between two items: the style's, unless given."""
        if self._spacing >= 0:
            return self._spacing
        parent = self.parentWidget()
        style = parent.style() if parent is not None else None
        if style is None:
            return 6
        return style.pixelMetric(QStyle.PixelMetric.PM_LayoutHorizontalSpacing)

    def _arrange(self, rect: QRect, move: bool) -> int:
        """Lay the items out in *rect* (or only measure): the height the rows take."""
        margins = self.contentsMargins()
        area = rect.marginsRemoved(margins)
        gap = self.gap()
        rows: list[list[tuple[QLayoutItem, QSize]]] = [[]]
        used = 0
        for item in self._items:
            if item.isEmpty():
                continue
            hint = item.sizeHint()
            if rows[-1] and used + gap + hint.width() > area.width():  # the next row
                rows.append([])
                used = 0
            used += (gap if rows[-1] else 0) + hint.width()
            rows[-1].append((item, hint))
        y = area.y()
        row_gap = gap if self._row_gap is None else self._row_gap
        for row in (r for r in rows if r):
            width = sum(h.width() for _i, h in row) + gap * (len(row) - 1)
            x = area.x() + (max(0, area.width() - width) if self._right else 0)
            for item, hint in row:
                if move:  # an item wider than the row gets the row (a name shortened)
                    item.setGeometry(QRect(QPoint(x, y),
                                           QSize(min(hint.width(), area.width()),
                                                 hint.height())))
                x += hint.width() + gap
            y += max(h.height() for _i, h in row) + row_gap
        return max(0, y - row_gap) - rect.y() + margins.bottom() if any(rows) else 0
