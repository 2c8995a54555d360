"""A Guggitaler entry repaints what changed, not the whole form (docs/performance.md).

Counted, not timed, as in test_repaint_work: which widgets Qt paints while games are typed
by keys."""

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QLabel,
    QLineEdit,
    QWidget,
)

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


class FocusIns(QObject):
    """The times the watched widget is given the cursor."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched, event):  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.FocusIn:
            self.count += 1
        return False


def test_the_cursor_waits_on_the_form_only_when_its_page_changes(window, qtbot):
    """The form takes the cursor for a moment while its page changes (from a page hidden
    with it, Qt would send it to the history). It took it at every game: from the tricks
    to the Schellen, on the page that stays, the cursor went out of the field and back in,
    the field painted twice (docs/performance.md, the twenty-eighth pass)."""
    window.start(new_match("guggitaler", PLAYERS))
    panel = window.panel
    qtbot.waitUntil(lambda: panel.isAncestorOf(QApplication.focusWidget()))
    waits = FocusIns()
    panel.installEventFilter(waits)
    game(qtbot, window, "3", "2", "2")  # the tricks: the Schellen next, the same page
    game(qtbot, window, "3", "2", "2")  # the Schellen: the Ober next, the same page
    assert panel.game() == "ober" and focus() is panel.fields[0]
    assert waits.count == 0
    game(qtbot, window, "1", "1", "1")  # the Ober: the taker's page next
    assert panel.game() == "rosenkoenig" and focus() is panel.taker_row
    assert waits.count == 1


def test_the_forms_inputs_are_its_fields_and_the_takers_buttons_in_a_steady_order(window,
                                                                                  qtbot):
    """What the form holds typed (``has_typing``: the match is not left without a word) is
    read from its fields and the taker's buttons, which stay for the match, and the Domino's
    order (held by its label): not looked for among the form's widgets at every entry, where
    the page shown last came first."""
    window.start(new_match("guggitaler", PLAYERS[:3]))
    panel = window.panel
    qtbot.waitUntil(lambda: panel.isAncestorOf(QApplication.focusWidget()))

    def inputs():
        return [widget for widget, _value in panel._inputs()]

    first = inputs()
    assert first == [*panel.fields, *panel.taker_buttons, panel.order_label] and len(first) == 7
    for counts in (("3", "2"), ("3", "2"), ("1", "1")):  # the taker's page next
        game(qtbot, window, *counts)
    assert panel.game() == "rosenkoenig" and inputs() == first
    found = {w for w in panel.form_widget.findChildren(QWidget)
             if isinstance(w, QLineEdit) and not w.isReadOnly()
             or isinstance(w, QAbstractButton) and w.isCheckable()
             or isinstance(w, QComboBox)}
    # every field, and every button that stays chosen
    assert found == set(first) - {panel.order_label}
    type_text(qtbot, "2")
    assert panel.has_typing() and dict(panel._inputs())[panel.taker_buttons[1]] is True


def test_the_sheet_measures_the_title_and_the_states_once(window, qtbot, monkeypatch):
    """The sheet decides where its state goes by the widths of the title and of every
    state the match may say, in bold: some thirty texts, the same at every paint, were
    measured anew at each (a twelfth of the entry's step, docs/performance.md)."""
    from PySide6.QtGui import QFontMetricsF

    from jasstafel.ui.variants import guggitaler_board

    measured: list[str] = []

    class Counted(QFontMetricsF):
        def horizontalAdvance(self, text, *args):  # noqa: N802 - Qt's name
            measured.append(text)
            return super().horizontalAdvance(text, *args)

    window.start(new_match("guggitaler", PLAYERS))
    panel, board = window.panel, window.board_widget
    qtbot.waitUntil(lambda: panel.isAncestorOf(QApplication.focusWidget()))
    game(qtbot, window, "3", "2", "2")
    monkeypatch.setattr(guggitaler_board, "QFontMetricsF", Counted)
    board.repaint()
    states = set(board.sheet.state_room)
    assert len(states) > 10
    first = set(measured)  # or kept from a paint before
    measured.clear()
    board.repaint()
    assert not states & set(measured)
    assert states <= first | set(text for text, _px in board._widths)


def test_the_sheet_writes_the_states_the_match_may_say_once(qapp):
    """The states the match may say (every game with every dealer, each player winning:
    the room the sheet keeps for its state) are the rules', the same for the whole match;
    some thirty sentences were written again at every entry. Written again for other
    names and in another language."""
    from jasstafel import i18n
    from jasstafel.core.guggitaler import GuggitalerCount
    from jasstafel.core.matchfile import renamed
    from jasstafel.ui.variants.guggitaler_board import sheet_of

    match = new_match("guggitaler", PLAYERS, settings={"guggitaler": 2})
    known: dict = {}
    first = sheet_of(match.board(), match, known)
    assert len(first.state_room) == 6 * 4 + 4
    match.add(GuggitalerCount(game="tricks", counts=[3, 2, 2, 2]))
    second = sheet_of(match.board(), match, known)
    assert second.state_room is first.state_room
    match.rename(renamed(match, ["Anna", "Beatrice", "Cla", "Ursula"], [],
                         match.document.info))
    third = sheet_of(match.board(), match, known)
    assert any("Ursula" in state for state in third.state_room)
    assert not any("Dorothea" in state for state in third.state_room)
    before = i18n.language()
    try:
        i18n.use("de")
        german = sheet_of(match.board(), match, known)
        said = tuple(i18n.render(text) for text in match.rules.status_room())
    finally:
        i18n.use(before)
    assert german.state_room == said != third.state_room
