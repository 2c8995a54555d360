"""A Schreiber's trial with long team names (German window 1280×800): team A "Stammtisch zum
Goldenen Löwen", team B "Dorfbeiz Ämmital", players Jürg, Bärbel, Käthi, Rösli."""

import pytest
from PySide6.QtWidgets import QApplication

from jasstafel.core.matchfile import new_match
from jasstafel.core.variant import Team
from jasstafel.ui.widgets.messages import plain

from .conftest import window_in
from .keyboard import focus, settle, shortcut
from .texts import painted_boxes

PLAYERS = ["Jürg", "Bärbel", "Käthi", "Rösli"]
TEAMS = [Team(name="Stammtisch zum Goldenen Löwen", players=[0, 2]),
         Team(name="Dorfbeiz Ämmital", players=[1, 3])]
KEYS = {"de": ("Strg+8", "Strg+9"), "fr": ("Ctrl+8", "Ctrl+9"), "en": ("Ctrl+8", "Ctrl+9")}


@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
@pytest.mark.parametrize("language", ["de", "fr"])
def test_the_coiffeur_team_box_keeps_its_key_whole_and_shortens_the_name(
        qapp, qtbot, settings, autosaves, language, size):
    """The form's *Feld → Team* read "Stammtisch zum Goldenen Löwen (St": cut in the middle
    of its key "(Strg+8)", without "…". The key stays whole, the name is shortened with "…"
    and said whole in the box's tooltip; a name with room is whole, without a tooltip."""
    keys = KEYS[language]
    for window in window_in(language, qapp, qtbot, settings, size=size):
        window.start(new_match("coiffeur", PLAYERS, teams=TEAMS))
        settle()
        box = window.panel.team
        assert box.currentIndex() == 0  # Jürg announces first: team A
        whole = f"{TEAMS[0].name} ({keys[0]})"
        shown = box.shown_text()
        assert box.fontMetrics().horizontalAdvance(shown) <= box.text_room()
        if (language, size) == ("de", (1280, 800)):  # the trial's: the Row label's keys
            assert shown == whole  # now under the word, the box has room for it whole
        if shown != whole:
            assert shown.endswith(f"… ({keys[0]})"), shown
            assert TEAMS[0].name.startswith(shown[:-len(f"… ({keys[0]})")]), shown
            assert len(shown) > len(f"Stamm… ({keys[0]})")  # more than a few letters
            assert box.toolTip() == plain(whole)
        shortcut(qtbot, "Ctrl+9")  # this round only: team B, whole
        settle()
        assert box.currentIndex() == 1
        assert box.shown_text() == f"{TEAMS[1].name} ({keys[1]})"
        assert box.toolTip() == ""
        assert focus() is window.panel.points  # typing goes on where it went


def _painted(board):
    """Every text the board paints: (its rect, its pixel size, its metrics, the text)."""
    from PySide6.QtGui import QFontMetricsF

    return [(b.rect, b.font.pixelSize(), QFontMetricsF(b.font), b.text)
            for b in painted_boxes(board)]


def read(text):
    """A name as it reads: on two lines ("Stammtisch zum" over "Goldenen Löwen") or one."""
    return text.replace("\n", " ")


def least_name_px(players):
    """The smallest a team's name may be beside the players' lines *players* painted: at
    most 15 % smaller (docs/window.md), in whole pixels."""
    return int(max(px for _rect, px, _metrics, _text in players) * 0.85)


def schieber_played(striche):
    """Four rounds of a Freier Jass: a Match for team A (its Berg), Weis, a geschoben
    round."""
    from jasstafel.core.schieber import SchieberRound

    match = new_match("schieber", PLAYERS, teams=TEAMS, settings={"striche": striche})
    for played in (dict(contract="eicheln", announced_by=0, points=(100, 57), weis=(20, 0)),
                   dict(contract="rosen", announced_by=1, points=(60, 97), geschoben=True),
                   dict(contract="undenufe", announced_by=0, points=(157, 0), match=True),
                   dict(contract="schilten", announced_by=1, points=(40, 117))):
        match.add(SchieberRound(**played))
    return match


@pytest.mark.qt_log_ignore("does not support raise")  # the tooltip, on Qt's offscreen platform
@pytest.mark.parametrize("striche", [False, True], ids=["front", "with-striche"])
@pytest.mark.parametrize("language", ["de", "en"])
def test_both_team_names_on_the_slate_are_readable_alike(
        request, qapp, qtbot, settings, autosaves, language, striche):
    """The slate drew "Stammtisch zum Goldenen Lö…" at 8 px, far smaller than "Jürg, Käthi"
    under it, while "Dorfbeiz Ämmital" was large and bold (in English the long name was whole,
    at 10 px beside 18). Both names are drawn in one size, at most a step smaller than the
    players' line under them; a name that has no room at that size is shortened with "…"."""
    from .keyboard import open_match

    windows = ([request.getfixturevalue("window")] if language == "en"
               else window_in(language, qapp, qtbot, settings, size=(1280, 800)))
    for window in windows:
        window.resize(1280, 800)
        open_match(qtbot, window, schieber_played(striche))
        settle()
        drawn = _painted(window.board_widget)
        names = []
        for team in TEAMS:
            found = [d for d in drawn if read(d[3]) == team.name or (
                d[3].endswith("…") and team.name.startswith(d[3][:-1]))]
            assert len(found) == 1, (team.name, [d[3] for d in drawn])
            names.append(found[0])
        players = [d for d in drawn if d[3] in ("Jürg, Käthi", "Bärbel, Rösli")]
        assert len(players) == 2, [d[3] for d in drawn]
        assert names[0][1] == names[1][1], [(d[3], d[1]) for d in names]
        assert names[0][1] >= least_name_px(players), [(d[3], d[1]) for d in names + players]
        for rect, _px, metrics, text in names:
            for line in text.split("\n"):
                assert metrics.horizontalAdvance(line) <= rect.width() + 0.5, (text, rect)
            assert len(text) > len("Stamm…")  # more than a few letters
        if not striche:  # the short name whole beside the Z (beside the Striche too
            # its column is narrower)
            assert read(names[1][3]) == TEAMS[1].name
        for rect, _px, _metrics, text in names:  # the mouse on a name: whole if shortened
            assert tooltip_at(qtbot, window.board_widget, rect.center().toPoint()) == (
                "" if read(text) in (t.name for t in TEAMS)
                else plain(next(t.name for t in TEAMS if t.name.startswith(text[:-1]))))


def tooltip_at(qtbot, widget, point):
    """The tooltip *widget* shows for the mouse resting at *point* ("" for none)."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QToolTip

    QToolTip.hideText()  # the one shown before goes (Qt hides it a moment later)
    qtbot.waitUntil(lambda: not QToolTip.isVisible())
    QApplication.sendEvent(widget, QHelpEvent(QEvent.Type.ToolTip, point,
                                              widget.mapToGlobal(point)))
    return QToolTip.text() if QToolTip.isVisible() else ""


def test_a_name_with_room_a_step_smaller_is_whole_for_the_whole_match(german_window, qtbot):
    """A keyboard trial at 1024×600: a Schieber "Einfach 1000" of "Anna & Claudia" (target
    1000) against "Beat & Dora" (800), Match bonus 50, Striche kept, showed "Anna & Clau…"
    for the whole match, on the winner's half too, while "Anna, Claudia" under it fitted.
    A name is a step smaller (bold, it still reads as large as the players' line) before it
    is shortened: here whole, both names in one size, from the first round to the end. (The
    teams are named after their players: their players' lines, which would repeat the
    names, are not drawn; the names are measured against the lines under the totals.)"""
    from .keyboard import ctrl, enter, open_match, type_

    window = german_window
    window.resize(1024, 600)
    teams = [Team(name="Anna & Claudia", players=[0, 2]), Team(name="Beat & Dora",
                                                                 players=[1, 3])]
    open_match(qtbot, window, new_match(
        "schieber", ["Anna", "Beat", "Claudia", "Dora"], preset="einfach_1000", teams=teams,
        settings={"team_targets": [1000, 800], "match_bonus": 50, "striche": True}))

    def names_painted():
        settle()
        drawn = _painted(window.board_widget)
        names = [d for d in drawn if d[3].startswith(("Anna &", "Beat &"))]
        assert not [d for d in drawn if d[3] in ("Anna, Claudia", "Beat, Dora")]
        side_lines = [d for d in drawn if "Ziel" in d[3]]  # the winner's half says none
        assert len(names) == 2 and side_lines, [d[3] for d in drawn]
        return names, side_lines

    ctrl(qtbot, "1")  # Eicheln ×1: 100 for Anna & Claudia, 57 for Beat & Dora
    type_(qtbot, "100")
    enter(qtbot)
    for _ in range(6):  # then five Matches of Anna & Claudia: 207 each, 1'135 in all
        names, players = names_painted()
        assert [d[3] for d in names] == ["Anna & Claudia", "Beat & Dora"]
        assert names[0][1] == names[1][1]
        assert names[0][1] >= least_name_px(players), [(d[3], d[1]) for d in names + players]
        for rect, _px, metrics, text in names:
            assert metrics.horizontalAdvance(text) <= rect.width() + 0.5, (text, rect)
        assert window.board_widget.head_tips.shortened == []
        if window.controller.board.finished:
            break
        ctrl(qtbot, "8")
        ctrl(qtbot, "1")
        ctrl(qtbot, "m")
        enter(qtbot)
    assert window.controller.board.finished and window.controller.board.winners == [0]
    assert window.board_widget.slate.halves[0].winner
