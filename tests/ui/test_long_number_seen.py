"""An English keyboard tester's Schieber (1366×768): 1000000000 typed into the card points
field, Enter; the refusal said "Card points Team A: at most 157, not 1000000000", and the
field showed 000000000, its leading 1 scrolled out of view. A field shows every character
typed: its digits get smaller until the number fits (down to the window's own text size);
a number that does not fit even so is shown from its start once refused, and the refusal
says it whole. The other team's field and the buttons stay where they were.
"""

import pytest

from jasstafel.core.matchfile import new_match
from jasstafel.ui import mainwindow

from .conftest import window_in
from .keyboard import enter, focus, open_match, settle, type_
from .test_number_shown_whole import shows_whole

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

SIZES = [(1024, 600), (1366, 768)]


def opened(language, qapp, qtbot, settings, size):
    if language == "en":
        w = mainwindow.MainWindow(settings)
        qtbot.addWidget(w)
        w.resize(*size)
        w.show()
        w.activateWindow()
        qtbot.waitUntil(w.isActiveWindow)
        yield w
    else:
        yield from window_in(language, qapp, qtbot, settings, size)


def where(window, widget):
    settle()
    return widget.mapTo(window, widget.rect().topLeft()), widget.size()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("digits", [10, 12, 20, 40])
def test_a_long_number_refused_is_seen_whole(qapp, qtbot, settings, autosaves, language, size,
                                            digits, tmp_path):
    for window in opened(language, qapp, qtbot, settings, size):
        panel, _board = open_match(qtbot, window, new_match("schieber",
                                                            ["Tom", "Beat", "Cla", "Dora"]))
        field = focus()
        others = [panel.points[1], panel.match, panel.kontermatsch, panel.write_button]
        before = [where(window, w) for w in [field, *others]]
        typed = "1" + "0" * (digits - 1)
        type_(qtbot, typed)
        enter(qtbot)
        settle()
        assert field.text() == typed
        said = panel.error.text()
        assert said.startswith("Card points Team A: at most 157, not " if language == "en"
                               else "Kartenpunkte Team A: höchstens 157, nicht "), said
        # the refusal says the whole number, as the window writes numbers (1'000 in German)
        assert said.rsplit(" ", 1)[1].replace("'", "") == typed, said
        if digits <= 12:  # every number a field can take: whole in the field itself
            assert shows_whole(field), (field.font().pointSize(), field.width())
            assert field.font().pointSize() >= qapp.font().pointSize()
        else:  # past any score: the field shows how it begins, the cursor at its start
            assert field.cursorPosition() == 0
            assert field.selectedText() == typed  # typed over, it goes
        # nothing moved under the mouse; but a netbook's window has no line to spare under
        # the form (window.md, *The line and the status*): a refusal of two lines (the 40
        # digits) takes one from the form, which scrolls
        if not (size == (1024, 600) and digits == 40):
            assert [where(window, w) for w in [field, *others]] == before
        window.grab().save(str(tmp_path / f"keys-long-{language}-{size[0]}-{digits}.png"))
