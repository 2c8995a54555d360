"""The Statistik tab says nothing that is always 0 (a trial's, German, a Guggitaler of three
without Domino): *Bestes Spiel 0 · 0 · 0*. Without Domino a game only costs (every player
has some game without penalty points), so the best game is 0 for everyone, always: the row
is left out. With Domino the best game is the Domino's points, which differ: the row stays."""

from PySide6.QtCore import Qt

from jasstafel.core.matchfile import new_match

from .keyboard import enter, open_match, settle, tab, type_

THREE = ["Lukas", "Mirjam", "Beat"]


def statistics_rows(qtbot, window):
    """The Statistik tab opened by a click on its tab, and its rows."""
    bar = window.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.tabRect(window.tabs.indexOf(window.statistics)).center())
    settle()
    assert window.tabs.currentWidget() is window.statistics
    return dict(window.statistics.rows())


def play_a_guggitaler(qtbot, domino):
    """The five games by keys (and the Domino): counts Tab by Tab (the last one follows),
    the takers by their digits, the Domino's order by the players' digits."""
    for counts in ("93", "333", "22"):
        for i, digit in enumerate(counts):
            if i:
                tab(qtbot)
            type_(qtbot, digit)
        enter(qtbot)
    for digit in "23":  # Mirjam took the Kreuzkönig, Beat the last trick
        type_(qtbot, digit)
        enter(qtbot)
    if domino:
        type_(qtbot, "31")  # Beat out first, Lukas second, Mirjam follows
        enter(qtbot)


def test_no_best_game_without_domino(german_window, qtbot):
    open_match(qtbot, german_window, new_match("guggitaler", THREE, preset="ohne_domino",
                                               settings={"deck": "fr"}))
    play_a_guggitaler(qtbot, domino=False)
    assert german_window.controller.board.finished
    rows = statistics_rows(qtbot, german_window)
    assert rows["Gespielte Spiele"] == ["5", "5", "5"]
    assert "Bestes Spiel" not in rows, rows


def test_the_best_game_with_domino_is_its_points(german_window, qtbot):
    open_match(qtbot, german_window, new_match("guggitaler", THREE, settings={"deck": "fr"}))
    play_a_guggitaler(qtbot, domino=True)
    assert german_window.controller.board.finished
    rows = statistics_rows(qtbot, german_window)
    assert rows["Bestes Spiel"] == ["100", "70", "150"], rows  # the Domino's places
