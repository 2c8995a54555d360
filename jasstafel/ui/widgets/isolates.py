"""Lines with a right-to-left name in them, whole in Qt's item views.

A right-to-left name is isolated for the eye (FSI … PDI, :func:`jasstafel.i18n.isolate_rtl`),
so that the figures and words beside it keep their order. The isolates are drawn in a
fallback font where the view's own lacks them (DejaVu Sans: Noto), and make their line
taller (17 px for 14). Qt's item views measure an item as the sum of its lines, but paint a
line only when the line after it, taken as tall as this one, still fits: a tall line before
a plain last one ended the item with "…" (the history's "… · ‹im…", team B's figures and the
score gone; a table's result lines "4e ليلى 88…", its source gone; both a trial's).

:func:`isolate_room` says how much taller such an item must be; :class:`WholeLines` is the
delegate that asks for it, for views whose items hold several lines of their own (the club
window's tables, evenings and evening ranking); the history, whose rows wrap, asks in its
own delegate.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem

from ...i18n import FSI


def isolate_room(text: str, font: QFont, height: int) -> int:
    """The pixels an item of *height* needs more than Qt measures to show every line of its
    *text* in *font*: none for one line or a text without a right-to-left name. As much
    more room as such a line is taller is enough for any mix of lines."""
    if FSI not in text:
        return 0
    metrics = QFontMetrics(font)
    tall = metrics.boundingRect(QRect(), 0, f"{FSI}x").height()
    return max(0, tall - metrics.height()) if height > tall else 0


class WholeLines(QStyledItemDelegate):
    """An item of several lines (its text holds line breaks) with a right-to-left name in
    it is given the room to show every line (:func:`isolate_room`)."""

    def sizeHint(self, option: QStyleOptionViewItem,  # noqa: N802 - Qt's name
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        size = super().sizeHint(option, index)
        text = index.data()
        if isinstance(text, str) and "\n" in text:
            shown = QStyleOptionViewItem(option)
            self.initStyleOption(shown, index)  # the item's own font
            size.setHeight(size.height() + isolate_room(text, shown.font, size.height()))
        return size
