"""A trial with hostile names (English window, 1280×800): a Schieber whose players are
``<b>Bold</b>``, ``<img src=x>``, ``משה`` (Hebrew) and ``Dora & <i>x</i>``, the teams named
after their players. Names are plain text, never HTML; a right-to-left name is placed and
shown as a Latin one is, its own direction isolated (FSI … PDI) where it is set into a
sentence.

What the trial saw: the history's lines with the Hebrew name cut with "…" (team B's figures
and the score gone) where the same line with Latin names wrapped and was whole; the header's
"Deals" at its left edge and "משה" at the far right; team B's players' line on the slate in
half the size of team A's.
"""

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import QLabel, QStyleOptionViewItem

from jasstafel.core import Team
from jasstafel.core.matchfile import new_match
from jasstafel.ui.widgets.messages import plain

from .keyboard import enter, open_match, settle, shortcut, type_
from .test_long_team_names import tooltip_at
from .texts import painted_boxes

MOSHE = "משה"
HOSTILE = ["<b>Bold</b>", "<img src=x>", MOSHE, "Dora & <i>x</i>"]
LATIN = ["<b>Bold</b>", "<img src=x>", "Moshe", "Dora & <i>x</i>"]
SIZES = [(1280, 800), (1024, 600)]


def trial(qtbot, window, players, size, names=None):
    """The trial's match at *size*, and its three rounds typed as the Schreiber typed them;
    its teams named after their players, or *names*."""
    names = names or [f"{players[0]} & {players[2]}", f"{players[1]} & {players[3]}"]
    teams = [Team(name=names[0], players=[0, 2]), Team(name=names[1], players=[1, 3])]
    window.resize(*size)
    open_match(qtbot, window, new_match("schieber", players, teams=teams))
    shortcut(qtbot, "Ctrl+4")  # Bells ×2, team A's 101 and a Weis of 50
    type_(qtbot, "101")
    shortcut(qtbot, "Ctrl+W")
    type_(qtbot, "50")
    enter(qtbot)
    shortcut(qtbot, "Ctrl+5")  # Obenabe ×3
    type_(qtbot, "48")
    enter(qtbot)
    shortcut(qtbot, "Ctrl+2")  # Roses ×5, Stöck for team A
    type_(qtbot, "93")
    shortcut(qtbot, "Ctrl+T")
    enter(qtbot)
    settle()
    return teams


def painted_row(view, row, room=0):
    """History row *row* as its view paints it in the row's rect; with *room*, in a rect
    that much taller (half of it above the row, half below), the row's middle part of it."""
    index = view.model().index(row, 0)
    rect = view.visualRect(index)
    option = QStyleOptionViewItem()
    view.initViewItemOption(option)
    option.rect = QRect(0, 0, rect.width(), rect.height() + room)
    image = QImage(option.rect.size(), QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    view.itemDelegate().paint(painter, option, index)
    painter.end()
    return image.copy(0, room // 2, rect.width(), rect.height())


@pytest.mark.parametrize("size", SIZES, ids=["1280x800", "1024x600"])
@pytest.mark.parametrize("players", [HOSTILE, LATIN], ids=["hebrew", "latin"])
def test_every_history_line_is_whole(window, qtbot, players, size, tmp_path):
    """The lines with "משה" ended in "… · ‹im…" (team B's figures and the score cut off),
    the line without it in that match wrapped and was whole. A line is whole when its row
    paints the same as with room to spare round it: nothing was shortened to fit."""
    teams = trial(qtbot, window, players, size)
    history = window.history.list
    assert history.count() == 3
    history.doItemsLayout()
    for row, score in enumerate(("302 : 112", "446 : 439", "1011 : 759")):
        text = history.item(row).text()
        assert text.endswith(f"score {score}"), text
        assert f"{teams[1].name} " in text, text
        assert painted_row(history, row) == painted_row(history, row, room=400), (row, text)
    window.grab().save(str(tmp_path / f"rtl-history-{players[2]}-{size[0]}.png"))


def ink_left(label: QLabel) -> int:
    """Where *label*'s text begins, in its own pixels: the first column painted in another
    colour than its top left corner (the background; the text is centred in its height)."""
    image = label.grab().toImage()
    background = image.pixelColor(0, 0)
    for x in range(image.width()):
        for y in range(image.height()):
            if image.pixelColor(x, y) != background:
                return int(x / label.devicePixelRatioF())
    return image.width()


@pytest.mark.parametrize("size", SIZES, ids=["1280x800", "1024x600"])
def test_a_right_to_left_name_sits_after_its_role_in_the_header(window, qtbot, size, tmp_path):
    """"Deals" at the header's left edge and "משה" at its far right, the whole width between
    them; "Moshe" sat right after "Deals". A right-to-left name begins where a Latin one
    does: after its role."""
    trial(qtbot, window, HOSTILE, size)
    header = window.findChild(QLabel, "turnName0").parentWidget()
    while type(header).__name__ != "TurnHeader":
        header = header.parentWidget()
    assert header.names()[0] == MOSHE  # round 4: the Hebrew player deals
    name = window.findChild(QLabel, "turnName0")
    window.grab().save(str(tmp_path / f"rtl-header-{size[0]}.png"))
    assert name.width() > name.fontMetrics().horizontalAdvance(MOSHE) + 40  # room to move in
    assert ink_left(name) <= 4, (ink_left(name), name.width())
    other = window.findChild(QLabel, "turnName1")  # Dora & <i>x</i>: Latin, after its role
    assert ink_left(other) <= 4, ink_left(other)


def _painted(board):
    """Every text the board paints: (its rect, its pixel size, its font, the text)."""
    return [(b.rect, b.font.pixelSize(), b.font, b.text) for b in painted_boxes(board)]


@pytest.mark.qt_log_ignore("does not support raise")  # the tooltip, on Qt's offscreen platform
@pytest.mark.parametrize("size", SIZES, ids=["1280x800", "1024x600"])
def test_both_players_lines_on_the_slate_are_in_one_size(window, qtbot, size, tmp_path):
    """Team B's "<img src=x>, Dora & <i>x</i>" under its total was half the size of team
    A's "<b>Bold</b>, משה": each line was fitted to the column's width on its own. Both are
    in one size, the players' size (as the lines under the totals, docs/window.md); a line
    too long for the column goes onto a second line, and one without room for it whole is
    shortened with "…" and the mouse on it shows it whole. (Teams of their own names: a
    team named after its players has no players' line.)"""
    trial(qtbot, window, HOSTILE, size, names=["<u>A</u>", "<s>B</s>"])
    drawn = [d for d in _painted(window.board_widget) if not d[2].bold()]
    wholes = ("<b>Bold</b>, " + MOSHE, "<img src=x>, Dora & <i>x</i>")
    players = []
    for whole in wholes:
        found = [d for d in drawn if d[3].replace("\n", " ") == whole
                 or (d[3].endswith("…") and whole.startswith(d[3][:-1]))]
        assert len(found) == 1, (whole, [d[3] for d in drawn])
        players.append(found[0])
    sizes = [px for _rect, px, _metrics, _text in players]
    assert sizes[0] == sizes[1], [(d[3], d[1]) for d in players]
    # the lines under the totals ("3489 to go") are in the players' size as well
    under = [d for d in drawn if d[3].endswith(("to go", "Target 4500"))
             or "to go\n" in d[3]]
    assert under and all(d[1] == sizes[0] for d in under), [(d[3], d[1]) for d in under]
    for (rect, _px, font, text), whole in zip(players, wholes, strict=True):
        for line in text.split("\n"):
            assert QFontMetricsF(font).horizontalAdvance(line) <= rect.width() + 0.5, (
                text, rect)
        assert len(text) > len("<img…")  # more than a few letters
        assert tooltip_at(qtbot, window.board_widget, rect.center().toPoint()) == (
            "" if text.replace("\n", " ") == whole else plain(whole))
    window.grab().save(str(tmp_path / f"rtl-slate-{size[0]}.png"))
