"""The Schieber form at 1024×600 with four long double names: whole, without a scroll bar,
whatever the round's state, in German and French.

A netbook's trial (the window maximised) with *Marie-Françoise Python-Gerber*, *Hans-Rudolf
Zimmermann-Ochsner* and their partners: the header said *À la donne Jean-Christophe
Baumgartner-Im…*, kept the room of a note of two lines (*Cette donne seulement, au lieu de
Marie-Françoise Python-Gerber (Ctrl+8 rétablit)*), and at a Match the preview's third line
took the form's height: it scrolled by 16 px, the Bedanken row half out of view. The names
now take a size smaller where a line each has not their room, whole, and the note names the
player only where it keeps one line.
"""

import pytest
from PySide6.QtWidgets import QLabel

from jasstafel.core.matchfile import new_match

from .keyboard import ctrl, enter, open_match, settle, shortcut, type_

PLAYERS = ["Marie-Françoise Python-Gerber", "Hans-Rudolf Zimmermann-Ochsner",
           "Anne-Catherine Rochat-Berset", "Jean-Christophe Baumgartner-Imhof"]

#: the states a Schreiber meets, walked by keys one after the other
STATES = [("first", []),
          ("weis", ["Ctrl+1", "100", "Ctrl+w", "150"]),
          ("match", ["Ctrl+t", "Ctrl+m"]),
          ("other team", ["Ctrl+9"]),
          ("passed", ["Ctrl+9", "Ctrl+8", "Ctrl+g"]),
          ("written", ["Enter"]),
          ("correction", ["Ctrl+e"]),
          ("correction, Weis", ["Ctrl+w", "257"])]


def keys(qtbot, typed):
    for key in typed:
        if key == "Enter":
            enter(qtbot)
        elif key.startswith("Ctrl+"):
            (shortcut if len(key) > 6 else ctrl)(qtbot, key if len(key) > 6 else key[-1])
        else:
            type_(qtbot, key)
    settle()


def in_full_view(widget):
    return widget.isVisible() and widget.visibleRegion().boundingRect() == widget.rect()


def header_names(panel):
    """The players' names in the header as painted, and as they are."""
    labels = [label for label in panel.header.findChildren(QLabel)
              if label.objectName().startswith("turnName") and label.isVisible()]
    return [(label.shown_text(), label.text()) for label in labels]


@pytest.mark.parametrize("language", ["french", "german"])
def test_the_whole_form_is_in_view_with_long_double_names(request, qtbot, language):
    window = request.getfixturevalue(f"{language}_window")
    window.resize(1024, 600)
    panel, _board = open_match(qtbot, window, new_match("schieber", PLAYERS))
    heights = set()
    for state, typed in STATES:
        keys(qtbot, typed)
        window.grab().save(f"/tmp/fix-narrow-{language}-{state.replace(' ', '-')}.png")
        assert not panel.form_scroll.verticalScrollBar().isVisible(), state
        assert panel.form_scroll.verticalScrollBar().maximum() == 0, state
        rows = [*panel.bedanken_buttons, *panel.stoeck_buttons, panel.match,
                panel.write_button, panel.header]
        assert [w for w in rows if not in_full_view(w)] == [], state
        for shown, name in header_names(panel):
            if name in PLAYERS:
                assert shown == name, state  # whole
        heights.add(panel.header.height())
    assert len(window.controller.match.entries) == 1
    assert panel.correcting is not None  # the walk ended in the correction
    assert len(heights) == 1, heights  # the form did not move under the mouse
