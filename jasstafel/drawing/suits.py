"""Suit icons: the Swiss German deck drawn with QPainter, the French deck as symbols."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QIcon, QPainter, QPainterPath, QPen, QPixmap

SIZE = 64


#: a chosen button is dark (ui/widgets/style.py CHOICE_STYLE): a symbol drawn in a dark or a
#: deep red ink is drawn in these lighter inks there (the ↓ of Obenabe vanished once chosen)
_ON_DARK = {"#1d2a4a": "#ffffff", "#111111": "#ffffff", "#c0392b": "#ff9a8f"}


def _pixmap(draw) -> QPixmap:  # type: ignore[no-untyped-def]
    pix = QPixmap(SIZE, SIZE)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    draw(p)
    p.end()
    return pix


def _paint(draw, chosen=None) -> QIcon:  # type: ignore[no-untyped-def]
    """The icon of *draw*; *chosen* draws it for a chosen (checked, dark) button, where Qt
    takes the icon's "on" state."""
    icon = QIcon(_pixmap(draw))
    if chosen is not None:
        icon.addPixmap(_pixmap(chosen), QIcon.Mode.Normal, QIcon.State.On)
    return icon


def _eichel(p: QPainter) -> None:  # an acorn: brown nut under a cap
    p.setPen(QPen(QColor("#3b2a14"), 2))
    p.setBrush(QColor("#a0632a"))
    p.drawEllipse(QRectF(18, 22, 28, 36))
    p.setBrush(QColor("#5a7d2a"))
    p.drawChord(QRectF(14, 14, 36, 24), 0, 180 * 16)
    p.drawLine(QPointF(32, 14), QPointF(34, 4))


def _rose(p: QPainter) -> None:  # a red rose seen from above
    p.setPen(QPen(QColor("#6b0f0f"), 2))
    p.setBrush(QColor("#d23a2a"))
    for dx, dy in ((0, -12), (12, 0), (0, 12), (-12, 0)):
        p.drawEllipse(QPointF(32 + dx, 32 + dy), 12, 12)
    p.setBrush(QColor("#f2c94c"))
    p.drawEllipse(QPointF(32, 32), 8, 8)


def _schilte(p: QPainter) -> None:  # a shield
    path = QPainterPath(QPointF(12, 10))
    path.lineTo(52, 10)
    path.lineTo(52, 32)
    path.quadTo(52, 50, 32, 58)
    path.quadTo(12, 50, 12, 32)
    path.closeSubpath()
    p.setPen(QPen(QColor("#3b2a14"), 2))
    p.setBrush(QColor("#e0b23a"))
    p.drawPath(path)
    p.setBrush(QColor("#c0392b"))
    p.drawRect(QRectF(12, 10, 40, 12))


def _schelle(p: QPainter) -> None:  # a round bell with its slit
    p.setPen(QPen(QColor("#3b2a14"), 2))
    p.setBrush(QColor("#e9b93a"))
    p.drawEllipse(QRectF(12, 12, 40, 40))
    p.setBrush(QColor("#c0392b"))
    p.drawRect(QRectF(12, 28, 40, 7))
    p.setBrush(QColor("#3b2a14"))
    p.drawEllipse(QPointF(32, 44), 4, 4)


def _symbol(text: str, color: str):  # type: ignore[no-untyped-def]
    def draw(p: QPainter) -> None:
        font = QFont()
        font.setPixelSize(52)
        p.setFont(font)
        p.setPen(QColor(color))
        p.setBrush(QBrush(QColor(color)))
        p.drawText(QRectF(0, 0, SIZE, SIZE), Qt.AlignmentFlag.AlignCenter, text)
    return draw


def _text(text: str, color: str = "#1d2a4a"):  # type: ignore[no-untyped-def]
    def draw(p: QPainter) -> None:
        font = QFont()
        font.setPixelSize(40)
        font.setBold(True)
        p.setFont(font)
        p.setPen(QColor(color))
        p.drawText(QRectF(0, 0, SIZE, SIZE), Qt.AlignmentFlag.AlignCenter, text)
    return draw


_FRENCH = {"eicheln": ("♣", "#111111"), "rosen": ("♠", "#111111"),
           "schilten": ("♥", "#c0392b"), "schellen": ("♦", "#c0392b")}
_NO_TRUMP = {"obenabe": "↓", "undenufe": "↑", "slalom": "↕"}
# the drawn Swiss German suits have their own light fills and dark outlines: readable on a
# chosen button as they are
_GERMAN = {"eicheln": _eichel, "rosen": _rose, "schilten": _schilte, "schellen": _schelle}
_cache: dict[tuple[str, str], QIcon] = {}


def _make(contract: str, deck: str) -> QIcon:
    if contract in _NO_TRUMP:
        glyph = _NO_TRUMP[contract]
        return _paint(_text(glyph), _text(glyph, _ON_DARK["#1d2a4a"]))
    if deck == "fr" and contract in _FRENCH:
        glyph, ink = _FRENCH[contract]
        return _paint(_symbol(glyph, ink), _symbol(glyph, _ON_DARK[ink]))
    if contract in _GERMAN:
        return _paint(_GERMAN[contract])
    return QIcon()


def suit_icon(contract: str, deck: str = "de") -> QIcon:
    """The icon of a contract (a suit in the chosen deck, or Obenabe/Undenufe/Slalom), with
    a lighter drawing for a chosen (dark) button where the plain one would vanish."""
    key = (deck, contract)
    if key not in _cache:
        _cache[key] = _make(contract, deck)
    return _cache[key]
