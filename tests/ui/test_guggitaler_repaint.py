"""A Guggitaler entry repaints what changed, not the whole form (docs/performance.md).

Counted, not timed, as in test_repaint_work: which widgets Qt paints while games are typed
by keys."""

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication, QLabel

from jasstafel.core.matchfile import new_match

from .keyboard import enter, focus, tab, type_text
from .test_repaint_work import Events

PLAYERS = ["Anna", "Beatrice", "Cla", "Dorothea"]


def game(qtbot, window, *counts):
    """The counts typed field by field (the last player's follows), Enter."""
    before = len(window.controller.match.entries)
    for i, count in enumerate(counts):
        if i:
            tab(qtbot)
        type_text(qtbot, count)
    enter(qtbot)
    assert len(window.controller.match.entries) == before + 1
    QApplication.processEvents()


def test_the_write_button_is_not_painted_again_when_the_next_game_has_the_same_page(
        window, qtbot):
    """The form holds the cursor while its page changes; QWidget's own focus handling
    repainted the whole form for that, twice an entry, the Write button and all."""
    window.start(new_match("guggitaler", PLAYERS))
    panel = window.panel
    qtbot.waitUntil(lambda: panel.isAncestorOf(QApplication.focusWidget()))
    game(qtbot, window, "3", "2", "2")  # the tricks: the Schellen next, on the same page
    write = panel.write_button
    assert write.isVisible() and focus() is panel.fields[0]
    events = Events([write])
    QApplication.instance().installEventFilter(events)
    try:
        game(qtbot, window, "3", "2", "2")  # the Schellen: the Ober next, the same page
    finally:
        QApplication.instance().removeEventFilter(events)
    assert panel.game() == "ober" and focus() is panel.fields[0]
    assert [kind for _w, kind in events.seen if kind == QEvent.Type.Paint] == []


def test_the_header_notes_kept_room_is_not_made_again_at_every_game(window, qtbot,
                                                                     monkeypatch):
    """The header keeps the room of the longest note of the match (the notes of the last
    Guggitaler's six games). They were made again at every game, and every letter of them
    read for right-to-left ones, although they stay the same for the match (counted, not
    timed: docs/performance.md)."""
    window.start(new_match("guggitaler", PLAYERS, settings={"guggitaler": 2}))
    panel = window.panel
    qtbot.waitUntil(lambda: panel.isAncestorOf(QApplication.focusWidget()))
    note = panel.header.note
    assert note.has_room()
    kept = []
    keep = note.keep_room
    monkeypatch.setattr(note, "keep_room", lambda texts: kept.append(texts) or keep(texts))
    for counts in (("3", "2", "2"), ("3", "2", "2"), ("1", "1", "1")):  # tricks, Schellen, Ober
        game(qtbot, window, *counts)
    assert panel.game() == "rosenkoenig"
    assert "Guggitaler 1 of 2" in panel.header.note.text()
    assert kept == []


def test_the_names_are_not_painted_again_when_the_next_game_has_the_same_page(window, qtbot):
    """The game's title changes at every entry ("Bells: what did each player take?");
    Qt's setTitle repainted the whole game box for it, the names beside the fields and
    the hint under them, which stay as they are where the next game has the same page."""
    window.start(new_match("guggitaler", PLAYERS))
    panel = window.panel
    qtbot.waitUntil(lambda: panel.isAncestorOf(QApplication.focusWidget()))
    page = panel.pages.currentWidget()
    names = [label for label in page.findChildren(QLabel) if label.text() in PLAYERS]
    assert len(names) == 4
    for i, count in enumerate(("3", "2", "2")):  # the tricks: the Schellen next, same page
        if i:
            tab(qtbot)
        type_text(qtbot, count)
    QApplication.processEvents()
    events = Events(names)
    QApplication.instance().installEventFilter(events)
    try:
        enter(qtbot)
        QApplication.processEvents()
    finally:
        QApplication.instance().removeEventFilter(events)
    assert panel.game() == "schellen" and panel.pages.currentWidget() is page
    assert panel.game_box.title().startswith("Bells")
    assert [(w.text(), kind) for w, kind in events.seen if kind == QEvent.Type.Paint] == []
