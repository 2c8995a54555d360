"""The board | form split is remembered per variant: a Coiffeur's form wants other room than
a Schieber's. The Schreiber drags the handle with the mouse; the next match of that variant
(also after a restart) opens with the split as it was left, another variant with its own."""

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from jasstafel.ui import mainwindow

SCHIEBER = "docs/examples/schieber-freier-jass.jass"
COIFFEUR = "docs/examples/coiffeur-jassverein.jass"


def drag_handle(window, dx):
    """Press on the handle between board and form, move by *dx*, let go."""
    handle = window.splitter.handle(1)
    middle = handle.rect().center()
    QTest.mousePress(handle, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, middle)
    for step in range(1, 5):
        QTest.mouseMove(handle, middle + QPoint(dx * step // 4, 0))
    QTest.mouseRelease(handle, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       middle + QPoint(dx, 0))
    QApplication.processEvents()


def opened(window, path):
    assert window.open_file(path)
    QApplication.processEvents()
    return window.splitter.sizes()


def test_each_variant_keeps_its_own_split(window, qtbot, settings):
    schieber_default = opened(window, SCHIEBER)
    drag_handle(window, -150)  # a wider form for the Schieber
    schieber = window.splitter.sizes()
    assert schieber[1] >= schieber_default[1] + 100  # the drag moved it

    coiffeur_default = opened(window, COIFFEUR)
    assert coiffeur_default != schieber  # not the Schieber's split
    drag_handle(window, 120)  # a narrower form, a wider board for the Coiffeur
    coiffeur = window.splitter.sizes()
    assert coiffeur[0] >= coiffeur_default[0] + 80

    assert opened(window, SCHIEBER) == schieber
    assert opened(window, COIFFEUR) == coiffeur

    # and after a restart, at the same window size (the test screen is smaller than the
    # window the fixture made: restoreGeometry would fit it to that screen)
    window.close()
    again = mainwindow.MainWindow(settings)
    qtbot.addWidget(again)
    again.resize(window.size())
    again.show()
    qtbot.waitUntil(again.isVisible)
    assert opened(again, SCHIEBER) == schieber
    assert opened(again, COIFFEUR) == coiffeur


def test_a_variant_never_dragged_shares_the_width(window):
    """Only what the Schreiber dragged is remembered: an untouched variant gets the usual
    share, also after another variant's split was moved."""
    opened(window, SCHIEBER)
    drag_handle(window, -150)
    molotow = opened(window, "docs/examples/molotow.jass")
    assert molotow != window.settings.value("window/splitter/schieber")
    assert window.settings.value("window/splitter/molotow") is None
    board, form = molotow
    assert 500 <= form <= 720 and board > form  # the form its ~40 %, the board the rest


def test_the_split_stays_where_it_is_when_the_match_ends(french_window, qtbot):
    """A Romand trial's Différence at 1280×800: when the last game was written, the form
    went (the match over) and the board grew from about 735 to 748 px, the form's side
    narrower. The split stays where it was when the match ends, and when an undo takes the
    end back."""
    from jasstafel.core.matchfile import new_match

    from .keyboard import open_match, shortcut
    from .test_differenzler_window import type_game
    from .test_steady_form import settle

    window = french_window
    window.resize(1280, 770)
    open_match(qtbot, window, new_match("differenzler", ["Sylvie", "Pascal", "Jean-Marc",
                                                         "Elodie"], settings={"games": 2}))
    type_game(qtbot, [40, 37, 40, 40], [40, 37, 40, 40])
    settle()
    before = window.splitter.sizes()
    type_game(qtbot, [30, 50, None, 40], [30, 47, 40, 40])
    settle()
    assert window.controller.board.finished and not window.panel.isVisible()
    assert window.splitter.sizes() == before
    shortcut(qtbot, "Ctrl+Z")  # the end taken back: the form again, where it was
    settle()
    assert window.panel.isVisible()
    assert window.splitter.sizes() == before
