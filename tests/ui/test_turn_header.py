"""The turn header follows the next round without building itself anew: the same labels say
the new names (new labels were laid out small first and made the whole side of the window
move and repaint for every entry, docs/performance.md)."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from jasstafel.ui.widgets.turn import TurnHeader


def test_the_next_names_go_into_the_same_labels_and_the_height_stays(qtbot):
    header = TurnHeader()
    qtbot.addWidget(header)
    header.set_turn("Anna", "Beat")
    header.show()
    QApplication.processEvents()
    first, height = header.findChild(QLabel, "turnName0"), header.height()
    heights = []
    for dealer, announcer in (("Beat", "Cla"), ("<b>Cla</b>", "Dora"), ("Dora", "Anna")):
        header.set_turn(dealer, announcer)
        heights.append(header.sizeHint().height())
        QApplication.processEvents()
        heights.append(header.height())
    assert header.findChild(QLabel, "turnName0") is first
    assert header.names() == ["Dora", "Anna"] and header.text() == "Deals: Dora · Announces: Anna"
    assert set(heights) == {height}
    header.set_turn("<b>Cla</b>", None)  # one role: built anew, still plain text
    QApplication.processEvents()
    shown = [label for label in header.findChildren(QLabel) if label.isVisibleTo(header)]
    assert [label.text() for label in shown if label.objectName() == "turnName0"] == [
        "<b>Cla</b>"]
    assert all(label.textFormat() == Qt.TextFormat.PlainText for label in shown)
    assert not any(label.objectName() == "turnName1" for label in shown)


# -- the dealer's role in French --------------------------------------------------------------
# A trial read "Donne Chantal" (the verb: Chantal deals) beside "Donne 2 sur 8" (the noun: the
# round) on one form, and could take the header for "Chantal's round". French says who deals
# as Romand players do: "À la donne : Chantal".


def opened(window, stem, upto, size=(1024, 600)):
    from jasstafel.core import matchfile

    full = matchfile.load(f"docs/examples/{stem}.jass")
    doc = full.document.model_copy(update={"entries": list(full.entries[:upto])})
    window.resize(*size)
    window.start(matchfile.loads(matchfile.dumps(doc)))
    QApplication.processEvents()
    return window.panel


def shown_whole(header):
    """Every role and name of the header painted whole inside it (nothing cut, no "…")."""
    labels = [label for label in header.findChildren(QLabel)
              if label.isVisibleTo(header) and label.text()]
    inside = all(header.rect().contains(label.geometry()) for label in labels)
    names = [label for label in labels if label.objectName().startswith("turnName")]
    return inside and all(label.shown_text() == label.text() for label in names)


@pytest.mark.parametrize(("stem", "upto", "said"), [
    ("molotow", 1, "À la donne\u00a0: Beat"),
    ("schieber-freier-jass", 2, "À la donne\u00a0: Beat · Fait atout\u00a0: Cla"),
    ("guggitaler", 1, "À la donne\u00a0: Beat · Jeu\u00a0: Grelots (Guggitaler 1 sur 1 · jeu 2 "
                      "sur 6 · 10\u00a0par\u00a0carte,\u00a09\u00a0cartes)"),  # the rule kept whole
])
def test_the_french_header_says_who_deals_unlike_the_round(french_window, stem, upto, said):
    panel = opened(french_window, stem, upto)
    assert panel.header.text() == said
    assert shown_whole(panel.header)
    assert french_window.width() <= 1024


def test_the_german_header_has_no_such_clash(german_window):
    """"Gibt" is only a verb, the round is "Runde": German keeps its words (English too:
    "Deals", "Round")."""
    panel = opened(german_window, "schieber-freier-jass", 2)
    assert panel.header.text() == "Gibt: Beat · Sagt an: Cla"


def test_the_english_header(window):
    assert opened(window, "schieber-freier-jass", 2).header.text() == (
        "Deals: Beat · Announces: Cla")


LONG_NAMES = ["Fränzi Zürcher", "Gody Brönnimann", "Anna-Lena Müller", "Käthi Wälchli"]


@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
def test_long_names_are_whole_on_two_lines_where_one_has_no_room(german_window, qtbot, size):
    """A club trial at 1280 px: "Gibt Fränzi Zürc… · Sagt an Gody Brönnim…". Where the two
    roles do not fit on one line, each has its own, and every name is whole; the header
    keeps its height from round to round (the form below does not move)."""
    from jasstafel.core.matchfile import new_match

    from .keyboard import ctrl, enter, open_match, type_

    window = german_window
    window.resize(*size)
    panel, _board = open_match(qtbot, window, new_match("schieber", LONG_NAMES))
    header = panel.header
    heights = set()
    for _round in range(4):
        QApplication.processEvents()
        names = [label for label in header.findChildren(QLabel)
                 if label.objectName().startswith("turnName") and label.isVisible()]
        assert [label.shown_text() for label in names] == header.names()
        assert all(header.rect().contains(label.geometry().translated(
            label.parentWidget().mapTo(header, label.parentWidget().rect().topLeft())))
            for label in names)
        heights.add(header.height())
        ctrl(qtbot, "1")
        type_(qtbot, "100")
        enter(qtbot)
    assert len(heights) == 1
