"""Every variant's side keeps its width on a netbook while a long text under its form comes
and goes: the board beside it keeps its width too, and its small words their size.

Where the panel has less than four lines of room under the whole form, a refusal or a
preview of two or three lines makes the form scroll. Its scroll bar, asked for only while it
was shown, made the side wider by its width and the board narrower (a Differenzler of six
at 1024×600 under its preview; a Fahnder at 1008×560, its partner chosen, the preview's
second line, 14 px in French), in some cases for the rest of the match. The Schieber's side
kept the bar's room from the start; every variant's does now (``EntryPanel._keep_bar``),
the window no wider than a netbook's screen for it (the Fahnder's French form of long names
was 14 px too wide with it: its head "Points de cartes" now on two lines).
"""

import pytest

from jasstafel.core.matchfile import new_match

from .conftest import window_in
from .keyboard import enter, key, open_match, settle, shortcut, type_
from .test_steady_side import lines

SCREEN = 1024  # a netbook's
NAMES = ["Anna-Katharina", "Beat-Sebastian", "Claudia-Margrit", "Dora-Lina", "Emil-Alexander",
         "Franziska-Luise"]



def fields(*typed):
    """Figures typed one field after the other (Tab between them), then Enter."""
    keys = []
    for text in typed:
        keys += [text, "Tab"]
    return [*keys[:-1], "Enter"]


#: per variant: its players, and the keys of a round whose refusal or preview under the form
#: takes lines, then mended and written (or the refusal taken back)
LONG_TEXTS = {
    # an impossible Weis refused by Enter (four lines), then 150 and written
    "schieber": (4, ["Ctrl+1", "100", "Ctrl+W", "15", "Enter", "0", "Enter"]),
    # the Fahnder chosen as his own partner (three lines in German), then a partner
    "fahnder": (4, ["Ctrl+1", "100", "Ctrl+5", "Alt+1", "Alt+2", "60", "Enter"]),
    # the dealer sits out: he cannot declare, then another declares
    "pandur": (4, ["Ctrl+1", "Ctrl+2"]),
    "coiffeur": (4, ["999", "Enter", "Backspace"]),
    # each player's figures: whose are missing, then the whole round in the preview
    "molotow": (6, fields("40", "30", "27", "20", "20", "20")),
    "handjass": (5, fields("40", "30", "27", "30", "30")),
    "differenzler": (6, fields("40", "30", "-", "20", "15", "10",
                               "45", "22", "30", "20", "20")),
    "guggitaler": (4, fields("2", "3", "0", "4")),
    "punktetafel": (6, fields("10", "20", "30", "40", "50", "60")),
}


def press(qtbot, typed):
    """Keys into the widget with the cursor, as the Schreiber types them."""
    if typed == "Enter":
        enter(qtbot)
    elif typed in ("Tab", "Backspace"):
        key(qtbot, typed)
    elif "+" in typed:
        shortcut(qtbot, typed)
    else:
        type_(qtbot, typed)
    settle()


def widths(window):
    return window.side_holder.width(), window.board_holder.width()


def lines_said(panel):
    """How many lines the refusal or the preview under the form says now."""
    said = panel.error if panel.error_text() else panel.preview_line
    return lines(said) if said.isVisible() else 0


#: a netbook's window maximised, and unmaximised (a trial's)
@pytest.mark.parametrize("size", [(1024, 600), (1008, 560)])
@pytest.mark.parametrize("language", ["de", "fr"])
@pytest.mark.parametrize("variant", sorted(LONG_TEXTS))
def test_the_side_keeps_its_width_under_a_long_text(qapp, qtbot, settings, autosaves,
                                                    variant, language, size):
    players, keys = LONG_TEXTS[variant]
    for window in window_in(language, qapp, qtbot, settings, size=size):
        panel, _board = open_match(qtbot, window, new_match(variant, NAMES[:players]))
        settle()
        before, said = widths(window), []
        assert window.width() <= SCREEN, window.width()  # the side's bar room kept too
        for typed in keys:
            press(qtbot, typed)
            said.append(lines_said(panel))
            assert widths(window) == before, (typed, panel.error_text(),
                                              panel.preview_line.text())
        assert max(said) >= 2, said  # the case: a text of lines came (and went)


#: names of 15 letters (test_window_sizes)
LONG = ["Marie-Christine", "Jean-Christophe", "Anne-Catherine", "Pierre-Emmanuel"]


@pytest.mark.parametrize("size", [(1024, 600), (1008, 560)])
@pytest.mark.parametrize("language", ["de", "fr"])
def test_a_fahnder_of_long_names_keeps_the_bar_room_on_a_netbook_s_screen(
        qapp, qtbot, settings, autosaves, language, size):
    """The Fahnder's side keeps the bar's room with four long names too, and the window is
    no wider than the screen for it: the French form asked 1038 px, its head "Points de
    cartes" on one line 14 px wider than the German "Kartenpunkte"."""
    for window in window_in(language, qapp, qtbot, settings, size=size):
        panel, _board = open_match(qtbot, window, new_match("fahnder", LONG))
        settle()
        assert window.width() <= SCREEN, window.width()
        assert panel.form_scroll.keeps_bar
        before = widths(window)
        for typed in LONG_TEXTS["fahnder"][1]:
            press(qtbot, typed)
            assert widths(window) == before, (typed, panel.preview_line.text())
        assert len(window.controller.match.entries) == 1
