"""The Schieber form at 1024×600 with four long double names: whole, without a scroll bar,
whatever the round's state, in German and French.

A netbook's trial (the window maximised) with *Marie-Françoise Python-Gerber*, *Hans-Rudolf
Zimmermann-Ochsner* and their partners: the header said *À la donne Jean-Christophe
Baumgartner-Im…*, kept the room of a note of two lines (*Cette donne seulement, au lieu de
Marie-Françoise Python-Gerber (Ctrl+8 rétablit)*), and at a Match the preview's third line
took the form's height: it scrolled by 16 px, the Bedanken row half out of view. The names
now take a size smaller where a line each has not their room, whole, and the note names the
player only where it keeps one line.
"""

import re

import pytest
from PySide6.QtWidgets import QLabel

from jasstafel.core.matchfile import new_match
from jasstafel.core.variant import Team

from .keyboard import ctrl, enter, open_match, settle, shortcut, type_

PLAYERS = ["Marie-Françoise Python-Gerber", "Hans-Rudolf Zimmermann-Ochsner",
           "Anne-Catherine Rochat-Berset", "Jean-Christophe Baumgartner-Imhof"]

#: the states a Schreiber meets, walked by keys one after the other
STATES = [("first", []),
          ("weis", ["Ctrl+1", "100", "Ctrl+w", "150"]),
          ("match", ["Ctrl+t", "Ctrl+m"]),
          ("other team", ["Ctrl+9"]),
          ("passed", ["Ctrl+9", "Ctrl+8", "Ctrl+g"]),
          ("written", ["Enter"]),
          ("correction", ["Ctrl+e"]),
          ("correction, Weis", ["Ctrl+w", "257"])]


def keys(qtbot, typed):
    for key in typed:
        if key == "Enter":
            enter(qtbot)
        elif key.startswith("Ctrl+"):
            (shortcut if len(key) > 6 else ctrl)(qtbot, key if len(key) > 6 else key[-1])
        else:
            type_(qtbot, key)
    settle()


def in_full_view(widget):
    return widget.isVisible() and widget.visibleRegion().boundingRect() == widget.rect()


def header_names(panel):
    """The players' names in the header as painted, and as they are."""
    labels = [label for label in panel.header.findChildren(QLabel)
              if label.objectName().startswith("turnName") and label.isVisible()]
    return [(label.shown_text(), label.text()) for label in labels]


@pytest.mark.parametrize("language", ["french", "german"])
def test_the_whole_form_is_in_view_with_long_double_names(request, qtbot, language, tmp_path):
    window = request.getfixturevalue(f"{language}_window")
    window.resize(1024, 600)
    panel, _board = open_match(qtbot, window, new_match("schieber", PLAYERS))
    heights = set()
    for state, typed in STATES:
        keys(qtbot, typed)
        window.grab().save(str(tmp_path / f"fix-narrow-{language}-{state.replace(' ', '-')}.png"))
        assert not panel.form_scroll.verticalScrollBar().isVisible(), state
        assert panel.form_scroll.verticalScrollBar().maximum() == 0, state
        rows = [*panel.bedanken_buttons, *panel.stoeck_buttons, panel.match,
                panel.write_button, panel.header]
        assert [w for w in rows if not in_full_view(w)] == [], state
        for shown, name in header_names(panel):
            if name in PLAYERS:
                assert shown == name, state  # whole
        heights.add(panel.header.height())
    assert len(window.controller.match.entries) == 1
    assert panel.correcting is not None  # the walk ended in the correction
    assert len(heights) == 1, heights  # the form did not move under the mouse


#: two long team names: every team button (Angesagt von, Weis, Bedanken) on two lines
TEAMS = [Team(name="Stammtisch Löwen Burgdorf", players=[0, 2]),
         Team(name="Die Alten vom Bahnhöfli", players=[1, 3])]

#: a round with Match, Weis and Stöck, both teams' Match, and the refusals of three lines a
#: Schreiber meets (an impossible Weis foretold and refused by Enter, an impossible card total)
LONG_TEAM_STATES = [("first", []),
                    ("weis", ["Ctrl+1", "100", "Ctrl+w", "150"]),
                    ("match, Weis and Stöck", ["Ctrl+t", "Ctrl+m"]),
                    ("other team", ["Ctrl+9"]),
                    ("kontermatsch", ["Ctrl+k"]),
                    ("written", ["Enter"]),
                    ("card total refused", ["Ctrl+3", "160", "Enter"]),
                    ("Weis foretold refused", ["Ctrl+a", "80", "Ctrl+w", "5020"]),
                    ("Weis refused", ["Enter"])]


def said_whole(label):
    """The line under the form is as high as its words need: nothing of them cut."""
    return not label.isVisible() or label.height() >= label.heightForWidth(label.width())


def sides_said(preview):
    """The figures of each team in the preview ("Stammt… 157 + Match 100 → 2'135"): what
    stands before each side's first number."""
    text = preview.text().replace("\u2011", "-")
    return [re.match(r"\D*", item).group().strip() for item in text.split(" · ")
            if "→" in item]


@pytest.mark.parametrize("language", ["french", "german"])
def test_the_whole_form_is_in_view_with_long_team_names(request, qtbot, language, tmp_path):
    """With long team names too, every team button on two lines: a Match with Weis and
    Stöck scrolled the form by 12 px (its shortened preview needed three lines), and so did a
    refusal of three lines (the Bedanken row cut in half)."""
    window = request.getfixturevalue(f"{language}_window")
    window.resize(1024, 600)
    panel, _board = open_match(qtbot, window, new_match("schieber", PLAYERS, teams=TEAMS))
    for state, typed in LONG_TEAM_STATES:
        keys(qtbot, typed)
        window.grab().save(str(tmp_path / f"fix-narrow2-{language}-{state.replace(' ', '-')}.png"))
        assert panel.form_scroll.verticalScrollBar().maximum() == 0, state
        rows = [*panel.team_buttons, *panel.bedanken_buttons, *panel.stoeck_buttons,
                panel.match, panel.write_button, panel.header]
        assert [w for w in rows if not in_full_view(w)] == [], state
        assert said_whole(panel.preview_line) and said_whole(panel.error), state
        if state in ("card total refused", "Weis refused"):
            assert panel.error.isVisible(), state
        if state == "Weis foretold refused":
            assert panel.preview_line.kind == "refusal", state
    assert len(window.controller.match.entries) == 1


@pytest.mark.parametrize("language", ["french", "german"])
def test_the_short_preview_says_whose_figures(request, qtbot, language):
    """Shortened to fit a netbook, the preview said "angesagt von Han… · 157 + Match 100 →
    771 · 0 → 0": which team got the 771? Each team's figures are named, as short as fits."""
    window = request.getfixturevalue(f"{language}_window")
    window.resize(1024, 600)
    panel, _board = open_match(qtbot, window, new_match("schieber", PLAYERS, teams=TEAMS))
    keys(qtbot, ["Ctrl+1", "100", "Ctrl+w", "150", "Ctrl+t", "Ctrl+m", "Ctrl+9", "Ctrl+k"])
    preview = panel.preview_line
    assert preview.toolTip()  # shortened: the whole words in the tooltip
    marks = sides_said(preview)
    assert len(marks) == 2 and marks[0] != marks[1], marks
    for mark, team in zip(marks, TEAMS, strict=True):
        assert mark.endswith("…") or mark == team.name, marks
        assert len(mark) > 1 and team.name.startswith(mark.rstrip("…")), marks


@pytest.mark.parametrize(("size", "players", "teams"), [
    ((1024, 600), PLAYERS, TEAMS),
    ((1008, 560), ["Köbi", "Hans", "Ruedi", "Fritz"], None)])  # a trial's netbook window
def test_the_board_stays_put_under_a_long_preview(german_window, qtbot, size, players, teams):
    """A preview or a refusal of three lines brought the form's scroll bar, the side asked
    for its width, and the board became narrower and its small words smaller, and stayed so
    (a trial's shots: a different board in each state)."""
    window = german_window
    window.resize(*size)
    _panel, board = open_match(qtbot, window, new_match("schieber", players, teams=teams))
    settle()
    width = board.width()
    for state, typed in LONG_TEAM_STATES:
        keys(qtbot, typed)
        assert board.width() == width, state
