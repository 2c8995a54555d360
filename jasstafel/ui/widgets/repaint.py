"""Painting again only what changed, where Qt would repaint a whole widget.

Some Qt changes repaint all of a widget for a change to a small part of it: a group box's new
title repaints the box and every field in it; a row added to a list view lays every row out
again and repaints every row in view. After every entry that was a Differenzler's whole form
(14% of the window's step) and the history's visible rows (16 to 19%, docs/performance.md).
:func:`unpainted` leaves such a blanket repaint out, and the caller asks for the part that
changed; :func:`retitle` does so for a group box's title. :class:`KeptPictures` keeps the
picture of a part painted before (a Schieber's full line of strokes, a Pandur's column) and
copies it while what it shows is the same.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from typing import Any

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QGroupBox, QStyle, QStyleOptionGroupBox, QWidget

_NO_UPDATES = Qt.WidgetAttribute.WA_UpdatesDisabled


@contextmanager
def unpainted(widget: QWidget) -> Iterator[bool]:
    """Inside the ``with``, Qt's own repaints of *widget* are left out (not those of its
    children); says whether they were: not where nothing is painted anyway (hidden, or
    updates off already). Qt's flag is set directly: ``setUpdatesEnabled(True)`` would
    repaint the whole widget and every child, what this is for. The caller repaints what
    changed. (``QWidget.scroll`` does nothing meanwhile: scroll afterwards.)"""
    quiet = widget.isVisible() and widget.updatesEnabled()
    if quiet:
        widget.setAttribute(_NO_UPDATES, True)
    try:
        yield quiet
    finally:
        if quiet:
            widget.setAttribute(_NO_UPDATES, False)


def retitle(box: QGroupBox, title: str) -> None:
    """*box*'s title, only the title painted again (``setTitle`` repaints the box and every
    field in it, pixel for pixel the same but for the title). The title's rectangle before
    and after is repainted by the box's own paint, so it looks as ``setTitle`` draws it; the
    whole box where its frame moved (a title as tall as none)."""
    if title == box.title():
        return
    before, margins = _title_rect(box), box.contentsMargins()
    with unpainted(box) as quiet:
        box.setTitle(title)
    if quiet and box.contentsMargins() == margins:
        box.update(before.united(_title_rect(box)))
    elif quiet:
        box.update()


def _title_rect(box: QGroupBox) -> QRect:
    option = QStyleOptionGroupBox()
    box.initStyleOption(option)
    return box.style().subControlRect(QStyle.ComplexControl.CC_GroupBox, option,
                                      QStyle.SubControl.SC_GroupBoxLabel, box)


class KeptPictures:
    """Pictures of parts of a board painted before, one per *slot*, each with the key of
    what it shows: :meth:`paint` copies the picture while the key is the same and paints it
    anew (into the picture) when it changed. The picture holds the background under the
    part too (*ground*), so that it is copied, not blended over it: the same pixels as
    painting the part directly. The caller decides where pixels copy one for one (a whole
    device pixel ratio, no transform)."""

    def __init__(self) -> None:
        self._kept: dict[Hashable, tuple[tuple[Any, ...], QPixmap]] = {}

    def paint(self, p: QPainter, slot: Hashable, key: tuple[Any, ...], box: QRect,
              ground: QColor, draw: Callable[[QPainter], None]) -> None:
        """Copy *slot*'s picture of *box* onto *p*, *draw* (in *p*'s coordinates) into a new
        one first where its *key* changed."""
        kept = self._kept.get(slot)
        if kept is None or kept[0] != key:
            ratio = p.device().devicePixelRatioF()
            picture = QPixmap(box.size() * ratio)
            picture.setDevicePixelRatio(ratio)
            picture.fill(ground)
            painter = QPainter(picture)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.translate(-box.left(), -box.top())
            draw(painter)
            painter.end()
            kept = self._kept[slot] = (key, picture)
        p.drawPixmap(box.topLeft(), kept[1])

    def clear(self) -> None:
        self._kept.clear()
