"""A name longer than 60 characters in the New match dialog: said as a sentence, and while
it is typed, never cut.

A trial typed 62 characters: the dialog took them all and refused only at Start, in the core's
words inside a sentence: "player 1: 62 characters; a name has at most 60".
"""

from .keyboard import key
from .test_newmatch import dialog_for, names, type_into

LONG = "Marie-Christine von Allmen-Oberholzer aus dem Unteren Emmental"  # 62 characters


def test_a_long_name_is_said_while_typed_and_at_start_as_a_sentence(qtbot, settings):
    assert len(LONG) == 62
    d = dialog_for(qtbot, settings, "schieber")
    names(qtbot, d)
    type_into(qtbot, d.name_edits[0], LONG[:60])
    assert d.error.isHidden()  # 60 is allowed
    qtbot.keyClicks(d.name_edits[0], LONG[60:])
    said = "Player 1: 62 characters; a name has at most 60"
    assert d.error.isVisible() and d.error.text() == said  # at once, as it is typed
    assert d.name_edits[0].text() == LONG  # never cut
    key(qtbot, "Return")
    assert d.match is None and d.error.text() == said
    key(qtbot, "Backspace")
    key(qtbot, "Backspace")
    assert d.error.isHidden()
    key(qtbot, "Return")
    assert d.match is not None and d.match.document.players[0] == LONG[:60]


def test_the_german_dialog_says_it_in_german(qtbot, settings, qapp):
    from jasstafel.ui import i18n

    i18n.install(qapp, "de")
    try:
        d = dialog_for(qtbot, settings, "schieber")
        names(qtbot, d)
        type_into(qtbot, d.name_edits[0], LONG)
        assert d.error.isVisible() and d.error.text().startswith("Spieler 1: 62 Zeichen")
    finally:
        i18n.uninstall(qapp)
