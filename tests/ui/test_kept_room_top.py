"""A line that keeps room keeps its text at the top of that room (docs/window.md).

A keyboard trial's Coiffeur at 1024×600: "Card points missing" stood at y≈375 under the
form; after one round's preview took two lines ("… 87 card points + Stöck → 107") the line
kept the room of two, and the one-line hint stood 9 px lower, centred in it, in every later
round. Every line that keeps room (the preview, a refusal said in its room, the line above
the form, the header's note) now writes from the top of its room: nothing moves when the
room grows, and a text that takes a second line begins where the first began."""

from PySide6.QtCore import QPoint

from jasstafel.core.matchfile import new_match
from jasstafel.core.variant import Team

from .keyboard import ctrl, enter, open_match, settle, shortcut, type_text

SIX = ["Anna", "Beat", "Cla", "Dora", "Emil", "Fritz"]
TRIAL_TEAMS = [Team(name="Anna & Dora", players=[0, 3]), Team(name="Beat & Emil", players=[1, 4]),
               Team(name="Cla & Fritz", players=[2, 5])]
ROMANDS = ["Sylvie", "Pascal", "Jean-Marc", "Nadia"]


def ink_top(label, window):
    """Where the label's first ink is, in the window: its first row of pixels that differs
    from its background (the label as painted, not as it says it lays out)."""
    settle()
    image = label.grab().toImage()
    background = image.pixel(0, 0)
    for y in range(image.height()):
        if any(image.pixel(x, y) != background for x in range(image.width())):
            return label.mapTo(window, QPoint(0, y)).y()
    raise AssertionError(f"nothing painted: {label.text()!r}")


def same_line(top, before):
    """The same line's place: the first ink of another text differs by a pixel or two (a
    round "C" reaches higher than a "T", a bold letter than a plain one); the fault moved
    it half a line (9 px and more)."""
    return abs(top - before) <= 2


def test_the_hint_under_the_coiffeurs_form_stays_after_a_long_preview(window, qtbot):
    window.resize(1024, 600)
    panel, _board = open_match(qtbot, window, new_match("coiffeur", SIX, preset="jassverein",
                                                        teams=TRIAL_TEAMS))
    line = panel.preview_line
    assert line.text() == "Card points missing"
    before = ink_top(line, window)
    type_text(qtbot, "87")
    ctrl(qtbot, "t")  # Stöck
    settle()
    assert line.text().endswith("87 card points + Stöck → 107")
    assert line.height() > 2 * line.fontMetrics().lineSpacing(), "two lines"
    assert same_line(ink_top(line, window), before)  # the first of its two lines where the hint was
    enter(qtbot)
    assert line.text() == "Card points missing"
    assert same_line(ink_top(line, window), before)
    # a refusal said in the preview's room (now two lines high) begins at its top too (a
    # line of its smaller font, and without the preview's padding: a little higher)
    enter(qtbot)
    assert panel.error_text() == "Card points missing"
    room = panel.error.mapTo(window, QPoint(0, 0)).y()
    assert room == line.mapTo(window, QPoint(0, 0)).y()
    assert room <= ink_top(panel.error, window) <= before


def test_the_line_above_the_form_writes_from_the_top_of_its_room(french_window, qtbot):
    """The Handjass line keeps the room of two lines from round 1 (a Romand trial's "Donne 4
    · le plus près d'être plein : Sylvie et Pascal (3 sur 5)"): round 1's one line stood in
    the middle of it, and round 4's first line half a line higher."""
    window = french_window
    window.resize(1024, 600)
    open_match(qtbot, window, new_match("handjass", ROMANDS, settings={"voll": 5}))
    status = window.status_label
    first = status.text()
    assert status.height() > 2 * status.fontMetrics().lineSpacing(), "the room of two lines"
    before = ink_top(status, window)
    for _round in range(3):  # a Strich each for Sylvie and Pascal
        shortcut(qtbot, "Ctrl+1")
        shortcut(qtbot, "Ctrl+2")
        enter(qtbot)
    assert status.text() != first and "Sylvie et Pascal" in status.text()
    assert same_line(ink_top(status, window), before)
