"""The shared widgets on their own: the number field, the header, the preview, the Weis picker."""

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence, QWheelEvent
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QLabel,
    QMainWindow,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from jasstafel.ui.widgets.keys import key_text
from jasstafel.ui.widgets.messages import plain
from jasstafel.ui.widgets.numberfield import (
    FieldError,
    MisplacedMark,
    NumberField,
    TooLong,
    parse_number,
)
from jasstafel.ui.widgets.quiet import guard_wheel
from jasstafel.ui.widgets.turn import TurnHeader
from jasstafel.ui.widgets.weis import WeisPicker


@pytest.fixture
def field(qtbot):
    f = NumberField("Card points Team A", minimum=0, maximum=157)
    qtbot.addWidget(f)
    return f


def test_empty_is_not_zero(field, qtbot):
    assert field.value() is None
    with pytest.raises(FieldError, match="Card points Team A missing"):
        field.number()
    qtbot.keyClicks(field, "0")
    assert field.value() == 0


@pytest.mark.parametrize("typed, shown, message", [
    ("158", "158", "Card points Team A: at most 157, not 158"),
    ("1570", "1570", "at most 157, not 1570"),
    ("12a", "12a", "“12a” is not a whole number"),
    ("abc", "abc", "“abc” is not a whole number"),
    ("1.5", "1.5", "not a whole number"),
])
def test_what_was_typed_stays_and_is_refused(field, qtbot, typed, shown, message):
    qtbot.keyClicks(field, typed)
    assert field.text() == shown  # nothing cut, nothing dropped
    with pytest.raises(FieldError, match=message) as err:
        field.value()
    assert err.value.field is field


def test_pasted_text_is_shown_whole(field, qtbot):
    QGuiApplication.clipboard().setText("12 Punkte")
    field.setFocus()
    qtbot.keyClick(field, "v", Qt.KeyboardModifier.ControlModifier)
    assert field.text() == "12 Punkte"
    with pytest.raises(FieldError, match="not a whole number"):
        field.value()


def test_parse_number():
    assert parse_number("  42 ") == 42
    assert parse_number("\u2212" + "20") == -20
    assert parse_number("") is None
    for bad in ("١٢", "1_000", "1e3", "0x10", "9" * 5000):
        with pytest.raises(ValueError):
            parse_number(bad)


def test_parse_number_reads_the_swiss_thousands_mark():
    """As the window writes numbers (4'500), the typographic ’ too; only between groups of
    three digits."""
    assert parse_number("1'234") == 1234
    assert parse_number(" \u22121\u2019234 ") == -1234
    assert parse_number("10'150") == 10150 and parse_number("+1'000'000") == 1000000
    for misplaced in ("12'34", "1'2345", "'123", "123'", "1''234", "1'234'5", "-'123"):
        with pytest.raises(MisplacedMark):
            parse_number(misplaced)
    with pytest.raises(TooLong):
        parse_number("1'000'000'000'000")  # 13 digits: the marks do not count


def window_with_undo(qtbot):
    window = QMainWindow()
    qtbot.addWidget(window)
    page = QWidget()
    QVBoxLayout(page)
    window.setCentralWidget(page)
    fired = []
    undo = QAction("Undo", window)
    undo.setShortcut(QKeySequence("Ctrl+Z"))
    undo.triggered.connect(lambda: fired.append("undo"))
    redo = QAction("Redo", window)
    redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
    redo.triggered.connect(lambda: fired.append("redo"))
    window.addAction(undo)
    window.addAction(redo)
    f = NumberField("Points")
    page.layout().addWidget(f)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    f.setFocus()
    return window, f, fired


def test_undo_is_the_fields_only_while_it_has_typing(qtbot):
    _window, f, fired = window_with_undo(qtbot)
    ctrl = Qt.KeyboardModifier.ControlModifier
    qtbot.keyClick(f, "z", ctrl)  # nothing typed: the window's undo
    assert fired == ["undo"]
    qtbot.keyClicks(f, "15")
    qtbot.keyClick(f, "z", ctrl)  # the field's own typing goes first
    assert f.text() == "" and fired == ["undo"]
    qtbot.keyClick(f, "y", ctrl)  # and comes back
    assert f.text() == "15" and fired == ["undo"]
    qtbot.keyClick(f, "y", ctrl)  # nothing more to redo in the field: the window's redo
    assert fired == ["undo", "redo"]
    f.set_value(20)  # set by the program: nothing of the field's own to undo
    qtbot.keyClick(f, "z", ctrl)
    assert f.text() == "20" and fired == ["undo", "redo", "undo"]
    qtbot.keyClick(f, "z", ctrl | Qt.KeyboardModifier.ShiftModifier)
    assert fired[-1] == "redo"


def wheel(widget, delta=-120):
    event = QWheelEvent(QPointF(5, 5), QPointF(widget.mapToGlobal(QPoint(5, 5))), QPoint(0, 0),
                        QPoint(0, delta), Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)
    return event


def test_the_wheel_changes_no_unfocused_field(qtbot):
    scroll = QScrollArea()
    qtbot.addWidget(scroll)
    inner = QWidget()
    layout = QVBoxLayout(inner)
    spin, combo, number = QSpinBox(), QComboBox(), NumberField("x")
    spin.setRange(0, 10)
    spin.setValue(5)
    combo.addItems(["a", "b", "c"])
    combo.setCurrentIndex(1)
    number.set_value(7)
    for w in (spin, combo, number):
        layout.addWidget(w)
    scroll.setWidget(inner)
    scroll.resize(200, 200)
    guard_wheel(inner)
    scroll.show()
    for w in (spin, combo, number):
        # not taken: Qt hands a real (spontaneous) wheel event on to the scroll area
        assert not wheel(w).isAccepted()
    assert spin.value() == 5 and combo.currentIndex() == 1 and number.text() == "7"
    spin.setFocus()
    qtbot.waitUntil(spin.hasFocus)
    wheel(spin)  # with the focus the wheel is meant for the field
    assert spin.value() == 4
    assert spin.focusPolicy() == Qt.FocusPolicy.StrongFocus  # the wheel gives no focus


def test_header_shows_names_as_plain_text(qtbot):
    header = TurnHeader()
    qtbot.addWidget(header)
    header.set_turn("<b>Anna</b>", "Beat", note="only this round")
    header.show()
    assert header.names() == ["<b>Anna</b>", "Beat"]
    name = header.findChild(QLabel, "turnName0")
    assert name.text() == "<b>Anna</b>" and name.textFormat() == Qt.TextFormat.PlainText
    header.set_roles([])
    assert not header.isVisible()


def test_weis_picker_adds_and_types(qtbot):
    picker = WeisPicker(["Anna & Cla", "Beat & Dora"])
    qtbot.addWidget(picker)
    assert picker.value() is None
    picker.amount_buttons[20].click()
    picker.amount_buttons[50].click()
    assert picker.value() == (0, 70) and picker.field.text() == "70"
    assert picker.parts() == [20, 50]
    picker.next_side()
    assert picker.value() == (1, 70) and picker.field.label == "Weis Beat & Dora"
    picker.clear()  # no Weis, no side: the next one is the first side's again
    assert picker.value() is None and picker.side() == 0
    qtbot.keyClicks(picker.field, "5o")
    with pytest.raises(FieldError, match="Weis Anna & Cla"):
        picker.value()


def test_keys_and_messages_in_the_windows_words():
    assert key_text("Ctrl+M") == QKeySequence("Ctrl+M").toString(
        QKeySequence.SequenceFormat.NativeText)
    assert plain('<img src="/dev/zero"> & <b>') == (
        '<qt>&lt;img src="/dev/zero"&gt; &amp; &lt;b&gt;</qt>')


def test_the_form_keeps_the_widget_with_the_cursor_in_view_when_it_gets_lower(qtbot):
    """The preview line under a form grew to three lines at 1024×600, the form got lower,
    and the button with the cursor at its bottom went out of view (a trial's). The form's
    scroll area scrolls again when it is resized."""
    from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

    from jasstafel.ui.widgets.entrypanel import FormScroll

    area = FormScroll()
    qtbot.addWidget(area)
    inner = QWidget()
    rows = QVBoxLayout(inner)
    buttons = [QPushButton(f"row {n}") for n in range(12)]
    for button in buttons:
        button.setMinimumHeight(40)
        rows.addWidget(button)
    area.setWidget(inner)
    area.setWidgetResizable(True)
    area.resize(300, 700)
    area.show()
    qtbot.waitExposed(area)
    area.activateWindow()
    buttons[-1].setFocus()
    qtbot.waitUntil(buttons[-1].hasFocus)

    def in_view():
        shown = buttons[-1].visibleRegion().boundingRect()
        return shown == buttons[-1].rect()

    assert in_view()
    area.resize(300, 260)  # the form lower: the last row would be below its edge
    qtbot.waitUntil(in_view, timeout=2_000)
