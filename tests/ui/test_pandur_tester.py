"""A tester's Pandur of four, played mouse first (English, 1280×720 at 150 %): what the form
showed that read oddly. Each test drives the real window."""

from jasstafel.core.matchfile import new_match

from .keyboard import open_match

NAMES = ["Anna", "Beat", "Heidi", "Megan"]  # Anna deals first and sits out


def test_the_empty_bid_field_shows_no_lone_grey_word(window, qtbot):
    """A large grey "type" stood alone in the empty bid field: the heading *Bid* is above
    it, the tooltip says what is typed there (a number, or mo, mm, po, pm). It shows no
    word."""
    panel, _board = open_match(qtbot, window, new_match("pandur", NAMES))
    assert panel.bid.text() == "" and panel.bid.placeholderText() == ""
    assert "mo = Misère ohne" in panel.bid.toolTip()


def wrapped(text, font, width):
    """The lines *text* takes when wrapped at word boundaries at *width* in *font*, as a
    label or a list row lays it out."""
    from PySide6.QtGui import QTextLayout, QTextOption

    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    lines = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        lines.append(text[line.textStart():line.textStart() + line.textLength()])
    layout.endLayout()
    return [line.strip(" \u00a0") for line in lines]


def wraps_between_items(text, font):
    """At every width from a narrow line to a wide one: no line ends with the separator "·"
    (it begins the next item's line), and no line is a score alone."""
    import re

    for width in range(120, 900, 7):
        lines = wrapped(text, font, width)
        for number, line in enumerate(lines):
            assert not line.endswith("·"), (width, lines)
            if number:
                assert not re.fullmatch(r"[·\s\u00a0]*[−+-]?\d+", line), (width, lines)


def test_the_writes_line_and_the_history_wrap_between_items(window, qtbot):
    """The tester's deal 4, Heidi dealing: the history's "… → 2 · 4 · 0 ·" left the last
    score "3" alone on the next line, and the line under the form wrapped after the "·"
    ("Beat writes 3  ·" / "Heidi inherits 0"). Whatever the width, a line wraps between
    items, the "·" begins the next one, and a score is never alone on a line."""
    from PySide6.QtWidgets import QLabel, QStyleOptionViewItem

    from .keyboard import enter, settle, shortcut, tab, type_

    panel, _board = open_match(qtbot, window, new_match("pandur", NAMES))
    shortcut(qtbot, "Ctrl+2")  # 1. Anna deals: Beat 150, made
    type_(qtbot, "150")
    shortcut(qtbot, "Ctrl+M")
    enter(qtbot)
    shortcut(qtbot, "Ctrl+3")  # 2. Beat deals: Heidi 150, 118 + Weis 50
    type_(qtbot, "150")
    tab(qtbot)
    type_(qtbot, "118")
    tab(qtbot)
    type_(qtbot, "50")
    settle()
    line = panel.preview_line
    assert line.text() == ("writes: 118 + Weis 50 = 168 ≥ 150: made, Heidi +3  ·  "
                           "Beat inherits 2")
    wraps_between_items(QLabel.text(line), line.font())  # as the label shows it
    enter(qtbot)
    history = window.history.list
    row = history.item(history.count() - 1)
    # Anna erbt 2; Beat 3 (150 made) + 2 erbt; Heidi 3 (168 ≥ 150: made, RULES.md §6)
    assert row.text().endswith("→ Anna 2 · Beat 5 · Heidi 3 · Megan 0"), row.text()
    option = QStyleOptionViewItem()
    history.itemDelegate().initStyleOption(option, history.indexFromItem(row))
    wraps_between_items(option.text, option.font)  # as the row shows it


def test_beaten_is_greyed_without_a_weis_whatever_is_chosen(window, qtbot):
    """The *beaten (Ctrl+B)* box is greyed in a new deal (there is no Weis to beat: RULES.md
    §6, the opponents may only show Weis when the declarer weist), and came on when the bid
    was typed and *Failed* clicked, still without a Weis. It follows the one rule always:
    enabled beside a Weis typed for a numeric bid, greyed without one."""
    from .keyboard import clear_field, click, shortcut, tab, type_

    panel, _board = open_match(qtbot, window, new_match("pandur", NAMES))
    assert not panel.beaten.isEnabled()
    shortcut(qtbot, "Ctrl+2")
    type_(qtbot, "150")
    assert not panel.beaten.isEnabled()
    click(qtbot, panel.failed_button)
    assert panel.failed_button.isChecked() and not panel.beaten.isEnabled()
    shortcut(qtbot, "Ctrl+B")  # its key says why, and ticks nothing
    assert panel.error_text() == ("The opponents may only show Weis when the declarer shows "
                                  "Weis: without his Weis there is nothing to beat")
    assert not panel.beaten.isChecked()
    click(qtbot, panel.failed_button)  # taken back
    click(qtbot, panel.contract_buttons["misere_ohne"])
    click(qtbot, panel.contract_buttons[120])  # a number bid again
    assert not panel.beaten.isEnabled()
    click(qtbot, panel.points)
    type_(qtbot, "80")
    tab(qtbot)
    type_(qtbot, "50")  # a Weis: it may be beaten
    assert panel.beaten.isEnabled()
    clear_field(qtbot)  # the Weis gone: greyed again
    assert not panel.beaten.isEnabled()
