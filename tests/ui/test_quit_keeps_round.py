"""The round begun in the form stays with the match when the window is closed (trial BF).

A German Schreiberin had typed the four secret Differenzler predictions for game 7, then
chose *Beenden*: the question said "Was im Formular steht … geht verloren", and the saved
file had none of them. Predictions cannot honestly be typed again after the game is played.
Now the round begun stays with the match wherever the match is kept (its named file, or
among the unsaved matches), and the question says so. Here, through the real window: the
keys typed into the form, the window closed (or *File → Quit*), the real question answered
with its Alt key, a new window with the same settings and autosave folder, the match opened
again (*File → Open recent*, or the start page's *Continue*), and the form shows what was
typed. A match discarded takes its round along.
"""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QPushButton

from jasstafel.core.matchfile import new_match
from jasstafel.ui.mainwindow import MainWindow

from .keyboard import enter, focus, settle
from .real_dialogs import real_dialogs_fixture  # noqa: F401
from .test_crash_draft import drafts, example
from .test_draft_kept import DRAFTS, form, press
from .test_leave_unsaved import words

ALT = Qt.KeyboardModifier.AltModifier
BACK = "The round begun before the match was left is back."


def answered(qtbot, texts, letter):
    """In the question: its words kept, then Alt+*letter* pressed, as a person answers."""
    def act(box):
        texts.append((box.windowTitle(), " ".join(words(box).split())))
        qtbot.keyClick(box, letter, ALT)
    return act


def quit_by_menu(window):
    """*File → Quit* (Qt's offscreen platform binds no key to it)."""
    action = window.file_menu.actions()[-1]
    assert action.text().replace("&", "") == "Quit"
    action.trigger()


def typed(qtbot, window, keys):
    """*keys* typed into the form; what the form shows then."""
    press(qtbot, keys)
    settle()
    return form(window.panel)


def next_start(qtbot, settings):
    after = MainWindow(settings)
    qtbot.addWidget(after)
    after.resize(1300, 850)
    after.show()
    after.activateWindow()
    qtbot.waitUntil(after.isActiveWindow)
    return after


def in_form(qtbot, window):
    qtbot.waitUntil(lambda: window.panel is not None
                    and window.panel.isAncestorOf(focus()))
    settle()
    return window.panel


@pytest.mark.parametrize("variant", sorted(DRAFTS))
def test_a_named_match_keeps_its_round_begun_through_a_quit(window, qtbot, tmp_path, settings,
                                                           autosaves, real_dialogs, variant):
    path, keys = example(tmp_path, variant)
    window.open_file(path)
    in_form(qtbot, window)
    shown = typed(qtbot, window, keys)
    texts = []
    real_dialogs.when(QMessageBox, answered(qtbot, texts, "l"))  # Leave it
    window.close()
    real_dialogs.check()
    qtbot.waitUntil(lambda: not window.isVisible())
    after = next_start(qtbot, settings)
    after.recent_menu.aboutToShow.emit()  # File → Open recent, its first file
    after.recent_menu.actions()[0].trigger()
    panel = in_form(qtbot, after)
    assert form(panel)[0] == shown[0] and form(panel)[2] == shown[2]
    assert panel.preview_line.text() == BACK
    assert texts == [("Leave the match?", f"{path.name} is saved, and the round begun in the "
                      f"form stays with it: it comes back when {path.name} is opened again.")]


PREDICTIONS = ["40", "Tab", "35", "Tab", "50", "Tab", "30"]  # game 7's, all four


def differenzler_with_games(qtbot, window, games):
    """A new Differenzler (unnamed, autosaved), *games* games written with the keys."""
    window.start(new_match("differenzler", ["Monika", "Urs", "Vreni", "Hansjörg"]))
    in_form(qtbot, window)
    for _ in range(games):
        press(qtbot, ["40", "Tab", "40", "Tab", "40", "Tab", "40"])
        enter(qtbot)
        press(qtbot, ["40", "Tab", "40", "Tab", "40"])  # the fourth is the rest: 37
        enter(qtbot)
    assert len(window.controller.match.entries) == games


def continue_on_start_page(qtbot, after):
    button = after.welcome.findChild(QPushButton, "welcomeContinue")
    qtbot.waitUntil(button.isVisible)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    return in_form(qtbot, after)


@pytest.mark.parametrize("games", [6, 0])
def test_an_unnamed_differenzler_kept_unsaved_keeps_its_predictions(window, qtbot, settings,
                                                                   autosaves, real_dialogs,
                                                                   games):
    """Game 7's predictions typed, *File → Quit*, *Keep unsaved* (Alt+K); at the next start
    the page's *Continue* brings back the match and the four predictions. The same for a
    new match's first game (no entry written yet: kept only for its predictions)."""
    differenzler_with_games(qtbot, window, games)
    press(qtbot, PREDICTIONS)
    enter(qtbot)  # "The predictions are typed; they are written with the card points"
    shown = typed(qtbot, window, [])
    texts = []
    real_dialogs.when(QMessageBox, answered(qtbot, texts, "k"))  # Keep unsaved
    quit_by_menu(window)
    real_dialogs.check()
    qtbot.waitUntil(lambda: not window.isVisible())
    (title, said), = texts
    assert title == "Keep this match?"
    if games:
        assert said.endswith("The round begun in the form stays with the match wherever it "
                             "is kept, and comes back when the match is opened again.")
    else:
        assert said == ("Nothing is written in this match yet, but a round is begun in its "
                        "form. Keep the match among the unsaved matches (File → Unsaved "
                        "matches…), and the round begun comes back when it is continued, or "
                        "discard both?")
    after = next_start(qtbot, settings)
    panel = continue_on_start_page(qtbot, after)
    assert len(after.controller.match.entries) == games
    assert form(panel)[0] == shown[0] and form(panel)[2] == shown[2]
    assert panel.preview_line.text() == BACK
    press(qtbot, ["40", "Tab", "40", "Tab", "40"])  # the game played: its card points
    enter(qtbot)
    assert after.controller.match.entries[-1].predictions == [40, 35, 50, 30]


def test_a_match_discarded_takes_its_round_along(window, qtbot, settings, autosaves,
                                                 real_dialogs):
    differenzler_with_games(qtbot, window, 1)
    typed(qtbot, window, PREDICTIONS)
    texts = []
    real_dialogs.when(QMessageBox, answered(qtbot, texts, "d"))  # Discard
    quit_by_menu(window)
    real_dialogs.check()
    qtbot.waitUntil(lambda: not window.isVisible())
    assert not list(autosaves.glob("*.jass")) and drafts(autosaves) == []
