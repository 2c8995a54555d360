"""Differenzler: the predictions are hidden as ●●● until the game is played, and no message
of the form says what the field hides (a trial's refusal read "at most 157, not 160")."""

import pytest

from jasstafel.core.matchfile import new_match

from .keyboard import clear_field, enter, focus, open_match, tab, type_

NAMES = ["Anna", "Beat", "Cla", "Dora"]


@pytest.mark.parametrize("language", ["window", "german_window", "french_window"])
@pytest.mark.parametrize("typed", ["160", "1a6", "-15", "9999999999999"])
def test_a_refused_prediction_is_not_said_in_clear(request, qtbot, language, typed):
    window = request.getfixturevalue(language)
    panel, _board = open_match(qtbot, window, new_match("differenzler", NAMES))
    type_(qtbot, "40")
    tab(qtbot)
    type_(qtbot, typed)
    field = focus()
    assert field is panel.predictions[1]
    # what the line under the form says while typing: no hidden number in it either
    assert typed not in panel.preview_line.text()
    assert typed.lstrip("-") not in panel.preview_line.text()
    tab(qtbot)
    type_(qtbot, "50")
    tab(qtbot)
    type_(qtbot, "20")
    enter(qtbot)
    assert len(window.controller.match.entries) == 0  # nothing written
    said = panel.error_text()
    assert said, "the refusal must be said"
    assert focus() is panel.predictions[1] and panel.predictions[1].is_refused()
    for shown in (said, panel.preview_line.text()):
        assert typed.lstrip("-")[:3] not in shown, shown
    assert panel.predictions[1].text() == typed  # the typing kept


@pytest.mark.parametrize(("language", "said"), [
    ("window", "Prediction Beat: at most 157"),
    ("german_window", "Vorhersage Beat: höchstens 157"),
    ("french_window", "Estimation de Beat\u00a0: au plus 157"),
])
def test_the_refusal_still_names_the_rule(request, qtbot, language, said):
    window = request.getfixturevalue(language)
    panel, _board = open_match(qtbot, window, new_match("differenzler", NAMES))
    tab(qtbot)
    type_(qtbot, "160")
    enter(qtbot)
    assert panel.error_text() == said


def test_a_shown_prediction_is_refused_as_any_number(window, qtbot):
    """Ctrl+R shows the predictions to the Schreiber: the field hides nothing then, but the
    message stays the same (it must not turn into a leak when they are hidden again)."""
    panel, _board = open_match(qtbot, window, new_match("differenzler", NAMES))
    type_(qtbot, "160")
    panel.reveal.click()
    enter(qtbot)
    assert panel.error_text() == "Prediction Anna: at most 157"
    panel.reveal.click()
    assert "160" not in panel.error_text()
    focus().setFocus()
    clear_field(qtbot)
    type_(qtbot, "60")
    assert not panel.predictions[0].is_refused()


def test_a_hidden_prediction_does_not_show_how_many_digits_it_has(window, qtbot):
    """A trial: one dot per digit told the table that Anna predicted under 10 (●) and Beat
    over 99 (●●●). Hidden, every prediction looks the same: typed 7, 45 and 100 alike."""
    panel, _board = open_match(qtbot, window, new_match("differenzler", NAMES))
    looks = []
    for typed in ("7", "45", "100"):
        clear_field(qtbot)
        type_(qtbot, typed)
        field = focus()
        assert field is panel.predictions[0] and field.text() == typed
        looks.append(field.grab().toImage())
    assert looks[0] == looks[1] == looks[2]
    # without focus too, and beside an empty field, which shows nothing
    tab(qtbot)
    away = panel.predictions[0].grab().toImage()
    type_(qtbot, "7")
    tab(qtbot)
    assert panel.predictions[1].grab().toImage() == away
    assert panel.predictions[2].grab().toImage() != away
    # shown (Ctrl+R), each is its own number again
    panel.reveal.click()
    assert panel.predictions[0].grab().toImage() != panel.predictions[1].grab().toImage()


def test_the_reveal_button_says_hide_while_the_predictions_are_shown(window, qtbot):
    """A trial's: the button said "Show predictions" while they were shown."""
    from jasstafel.core.matchfile import new_match

    from .keyboard import open_match, shortcut

    panel, _board = open_match(qtbot, window, new_match("differenzler", ["Tom", "Uma", "Vic"]))
    assert panel.reveal.text() == "Show predictions (Ctrl+R)"
    shortcut(qtbot, "Ctrl+R")
    assert panel.reveal.isChecked() and panel.reveal.text() == "Hide predictions (Ctrl+R)"
    shortcut(qtbot, "Ctrl+R")
    assert panel.reveal.text() == "Show predictions (Ctrl+R)"


@pytest.mark.parametrize("language", ["window", "german_window", "french_window"])
def test_the_reveal_buttons_bold_text_is_whole(request, qtbot, language):
    """Shown, the button's text is bold: at 1280 pixels with a long name in the form it was
    cut at both ends ("how predictions (Ctrl+R"; an English trial's)."""
    from PySide6.QtGui import QFont, QFontMetrics

    from .keyboard import shortcut

    window = request.getfixturevalue(language)
    window.resize(1280, 800)
    panel, _board = open_match(qtbot, window, new_match(
        "differenzler", ['<b>Tom</b> & "Jerry"', "Uma", "Vic", "Wes"]))
    for _ in range(2):
        shortcut(qtbot, "Ctrl+R")
        bold = QFont(panel.reveal.font())
        bold.setBold(panel.reveal.isChecked())
        needed = QFontMetrics(bold).horizontalAdvance(panel.reveal.text())
        assert needed + 12 <= panel.reveal.width(), (panel.reveal.text(), panel.reveal.width())


def ink_height(image, left, right, top, bottom, paper):
    """How many pixel rows between *top* and *bottom* have ink in columns left..right."""
    return sum(1 for y in range(top, bottom)
               if any(image.pixelColor(x, y).lightness() < paper - 60
                      for x in range(left, right)))


def test_one_long_name_leaves_the_other_heads_readable(window, qtbot):
    """A long name in a Differenzler at 1024 pixels drew every column head tiny ("Uma",
    "Vic", "Wes" too; an English trial's): the heads keep a readable size, as the Fahnder's
    and the Guggitaler's do, and the long name is shortened."""
    heights = []
    for first in ("Tom", '<b>Tom</b> & "Jerry" von Graffenried'):
        window.resize(1024, 700)
        _panel, board = open_match(qtbot, window, new_match(
            "differenzler", [first, "Uma", "Vic", "Wes"]))
        image = board.grab().toImage()
        paper = image.pixelColor(image.width() // 2, image.height() - 3).lightness()
        # the heads' row: between the title's line and the first round's line
        width = image.width()
        column = (width * 43 // 100, width * 52 // 100)  # Uma's name, not its column's lines
        heights.append(ink_height(image, *column, image.height() // 12,
                                  image.height() * 16 // 100, paper))
    plain, with_long = heights
    assert plain > 0 and with_long >= plain * 0.75, heights
