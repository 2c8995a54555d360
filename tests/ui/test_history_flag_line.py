"""A live table's round flagged as maybe written twice: only its flag, the line under the
entry, is red in the history (docs/club-live.md), not the entry's own words. The flag was
given to the row as its text colour, and Qt drew the whole row in it. Chosen, the row keeps
the highlight's colours (red on blue is unread): the flag then reads as the entry does."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette

from jasstafel.core import Team
from jasstafel.core.matchfile import new_match
from jasstafel.core.schieber import SchieberRound
from jasstafel.ui.widgets.history import FLAG_COLOR

from .conftest import german_window  # noqa: F401
from .keyboard import open_file, settle

PLAYERS = ["Anna", "Beat", "Cla", "Dora"]
TEAMS = [Team(name="Anna & Cla", players=[0, 2]), Team(name="Beat & Dora", players=[1, 3])]
#: the Oberjasser's words for it (his page's status of the table)
FLAG = ("Prüfen: Eintrag 2 wurde getippt, während ein anderes Handy an diesem Tisch schrieb. "
        "Steht die Runde zweimal auf der Tafel, nimmt Rückgängig Eintrag 2 zurück (am besten "
        "auf dem Handy, das ihn geschrieben hat)")


def near(colour: QColor, other: QColor, by: int = 40) -> bool:
    return all(abs(a - b) <= by for a, b in zip(colour.getRgb()[:3], other.getRgb()[:3],
                                                strict=True))


def pixels(image, top: int, bottom: int, colour: QColor) -> int:
    """How many pixels of *image* between rows *top* and *bottom* are near *colour*."""
    return sum(near(image.pixelColor(x, y), colour)
               for y in range(max(top, 0), min(bottom, image.height()))
               for x in range(image.width()))


def test_only_the_flag_line_is_red(german_window, qtbot, tmp_path):  # noqa: F811
    main = german_window
    match = new_match("schieber", PLAYERS, preset="einfach_1000", teams=TEAMS)
    for _ in range(2):
        match.add(SchieberRound(contract="rosen", announced_by=0, points=[100, 57]))
    open_file(qtbot, main, tmp_path / "tisch.jass", match)
    rows = main.history.list
    plain = rows.visualItemRect(rows.item(1))
    main.history.flag(1, FLAG)  # as the window's live link flags it
    settle()
    flagged = rows.visualItemRect(rows.item(1))
    assert flagged.height() > plain.height()  # the flag has its own lines, measured
    flag_top = flagged.top() + plain.height()  # the entry's lines as tall as before
    red = QColor(FLAG_COLOR)
    for chosen in (False, True):
        if chosen:  # the Schreiber clicks the entry
            qtbot.mouseClick(rows.viewport(), Qt.MouseButton.LeftButton,
                             pos=flagged.center())
            qtbot.waitUntil(lambda: rows.currentRow() == 1, timeout=5_000)
            settle()
        image = rows.viewport().grab().toImage()
        image.save(str(tmp_path / f"fix-laptopwarn-history-{'chosen' if chosen else 'plain'}.png"))
        words = pixels(image, flagged.top(), flag_top - 2, red)
        flag = pixels(image, flag_top + 2, flagged.bottom(), red)
        assert words == 0, f"the entry's own words are red ({words} pixels)"
        if chosen:  # the highlight's text colour, readable on it
            light = rows.palette().color(QPalette.ColorRole.HighlightedText)
            assert flag == 0
            assert pixels(image, flag_top + 2, flagged.bottom(), light) > 50
        else:
            assert flag > 50, "the flag is not red"
