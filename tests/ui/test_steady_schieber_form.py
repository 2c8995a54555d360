"""A Bernese Schieber player's trial (German, 1366×768 maximised) found three things in the
Schieber's form:

* the Weis sum line ("100 + 50 = 150", a second Weis button clicked) came as a new line and
  moved Stöck, the Bedanken box and *Schreiben* down by it (after a correction that showed it,
  *Schreiben* stayed lower for the rest of the match); the preview says the sum now;
* a Bedanken stack refused (1'400 with a double deck) was said under the grey "Which team
  calls Bedanken? …", not in its place, and *Schreiben* moved down;
* the preview of a valid Bedanken said no winner, where a Bedanken too early says one.

Each test drives the real window (keys into the focused widget, clicks on the buttons) and
measures where the widgets a mouse is about to click are before and after.
"""

import pytest

from jasstafel import i18n as core_i18n
from jasstafel.core import Team
from jasstafel.core.matchfile import new_match
from jasstafel.core.schieber import SchieberBedanken, SchieberRound

from .conftest import window_in
from .keyboard import (
    click,
    ctrl,
    enter,
    focused,
    key,
    open_file,
    open_match,
    settle,
    tab,
    top,
    type_text,
)

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

PLAYERS = ["Ueli", "Bärti", "Kläri", "Vreni"]
TEAMS = [Team(name="Bärner Mutze", players=[0, 2]), Team(name="Gäste", players=[1, 3])]
SIZES = [(1366, 738), (1024, 600)]  # 1366×768 maximised (less the panel), a netbook
#: the trial's third match: double deck, Einfach 1000 with Obenabe ×2, to 2000
DOUBLE = {"double_deck": True, "target": 2000,
          "factors": {"eicheln": 1, "rosen": 1, "schilten": 1, "schellen": 1, "obenabe": 2,
                      "undenufe": 1}}


def places(window, panel):
    """Where the Stöck buttons, the Bedanken box's buttons and *Schreiben* are."""
    return (top(window, panel.stoeck_buttons[0]), top(window, panel.bedanken_buttons[0]),
            top(window, panel.write_button))


def whole(label):
    """The label shows all of its text: as high as its lines need at its width (wrapped),
    or as wide and as high as its one line."""
    settle()
    if label.wordWrap():
        return label.height() >= label.heightForWidth(label.width())
    needed = label.sizeHint()
    return label.width() >= needed.width() and label.height() >= needed.height()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language, weis", [("de", "Weis"), ("fr", "annonces")])
def test_the_weis_sum_moves_nothing(qapp, qtbot, settings, autosaves, language, weis, size):
    """Ctrl+1, 100, click *+100*, then *+50*: the sum is said by the preview ("Weis 150
    (100 + 50)"), on no line of its own; Stöck, Bedanken and *Schreiben* stay, when it
    comes, when *Weis löschen* takes it away, and during and after a correction that says
    it."""
    for window in window_in(language, qapp, qtbot, settings, size=size):
        panel, _board = open_match(qtbot, window, new_match("schieber", PLAYERS, teams=TEAMS))
        picker, preview = panel.weis, panel.preview_line
        seen = {places(window, panel)}
        ctrl(qtbot, "1")
        type_text(qtbot, "100")
        seen.add(places(window, panel))
        click(qtbot, picker.amount_buttons[100])
        assert f"Bärner Mutze 100 + {weis} 100 → 1'000" in preview.text(), preview.text()
        seen.add(places(window, panel))
        click(qtbot, picker.amount_buttons[50])
        assert f"Bärner Mutze 100 + {weis} 150 (100 + 50) → 1'250" in preview.text()
        assert whole(preview)
        seen.add(places(window, panel))
        click(qtbot, picker.clear_button)
        assert f"{weis} " not in preview.text(), preview.text()
        seen.add(places(window, panel))
        click(qtbot, picker.amount_buttons[100])
        click(qtbot, picker.amount_buttons[50])
        seen.add(places(window, panel))
        enter(qtbot)
        assert window.controller.match.entries[0].weis == (150, 0)
        seen.add(places(window, panel))
        ctrl(qtbot, "e")  # round 1 into the form, as the trial corrected it: Weis 150 → 200
        assert panel.correcting == 0
        # (at 1024×600 the yellow line under *Schreiben* takes its room from the form, and
        # *Schreiben* moves up by it while the correction lasts: docs/window.md)
        correcting = {places(window, panel)}
        assert f"{weis} 150 →" in preview.text(), preview.text()  # as it was written
        click(qtbot, picker.amount_buttons[50])
        assert f"{weis} 200 (150 + 50) →" in preview.text(), preview.text()
        correcting.add(places(window, panel))
        assert len(correcting) == 1, sorted(correcting)
        enter(qtbot)
        assert panel.correcting is None
        assert window.controller.match.entries[0].weis == (200, 0)
        seen.add(places(window, panel))  # and the rest of the match where it was before
        assert len(seen) == 1, sorted(seen)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["de", "fr"])
def test_a_refused_bedanken_stack_takes_the_preview_room(qapp, qtbot, settings, autosaves,
                                                          language, size):
    """The trial's double deck: Ctrl+B, 1400, Ctrl+5, Tab Tab onto the second team, Enter.
    The refusal is said in red in the preview's room (the grey "Which team …?" is not shown
    above it), the stack is red with the cursor in it, and nothing moves; a key that mends
    the stack brings the preview back, still without moving anything."""
    for window in window_in(language, qapp, qtbot, settings, size=size):
        panel, _board = open_match(qtbot, window, new_match(
            "schieber", PLAYERS, teams=TEAMS, preset="einfach_1000", settings=DOUBLE))
        start = places(window, panel)
        ctrl(qtbot, "b")
        type_text(qtbot, "1400")
        ctrl(qtbot, "5")
        tab(qtbot, 2)
        assert focused() is panel.bedanken_buttons[1]
        seen = {places(window, panel)}
        if size[1] > 700:  # the whole form in view: nothing moved since the match began
            assert seen == {start}
        # (at 1024×600 the form scrolled the Bedanken row into view with the cursor)
        enter(qtbot)
        said = panel.error_text()
        # a double deck's 314 and 1000 of Weis, no Stöck in Obenabe (Ctrl+5): 1314
        assert core_i18n.number(1400) in said and core_i18n.number(1314) in said, said
        assert focused() is panel.stack
        assert not panel.preview_line.isVisible(), panel.preview_line.text()
        assert panel.error.isVisible() and whole(panel.error)
        # in the preview's room: where the preview line was, right under the form
        assert top(window, panel.error) == top(window, panel.preview_line)
        seen.add(places(window, panel))
        key(qtbot, "Backspace")  # 140: the refusal goes, the preview is back
        assert panel.error_text() == "" and panel.preview_line.isVisible()
        seen.add(places(window, panel))
        assert window.controller.match.entries == ()
        assert len(seen) == 1, sorted(seen)


def before_the_bedanken(tmp_path):
    """The trial's third match before its end: 700 : 228, 0 : 734, 180 : 134, 270 : 64
    (1'150 : 1'160), double deck to 2000."""
    match = new_match("schieber", PLAYERS, teams=TEAMS, preset="einfach_1000",
                      settings=DOUBLE)
    for entry in (
            SchieberRound(contract="obenabe", announced_by=0, points=(200, 114),
                          weis=(150, 0)),
            SchieberRound(contract="rosen", announced_by=1, points=(0, 314), match=True,
                          weis=(0, 300), stoeck=1),
            SchieberRound(contract="eicheln", announced_by=0, points=(180, 134)),
            SchieberRound(contract="schellen", announced_by=1, points=(250, 64),
                          stoeck=0)):
        match.add(entry)
    assert [side.total for side in match.board().sides] == [1150, 1160]
    return tmp_path / "doppelt.jass", match


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language, said", [
    ("de", "schreibt: Bedanken: Gäste, mit 900 auf dem Stapel (Obenabe ×2) · Sieger: Gäste; "
           "bedankt · Stand 1'150 : 2'960"),
    ("fr", "Avec Entrée\u00a0: Sortie de Gäste avec 900 sur le tas (Obenabe ×2) · Victoire de "
           "Gäste\u00a0: sortie · score 1'150\u00a0: 2'960"),
])
def test_the_preview_of_a_valid_bedanken_names_the_winner(qapp, qtbot, settings, autosaves,
                                                           tmp_path, language, said, size):
    """The trial's: with the cursor on *Gäste* (900 on the stack, Obenabe ×2: 1'160 +
    1'800 = 2'960 ≥ 2'000) the line said only "Stand 1'150 : 2'960"; a Bedanken too early
    names the winner. A valid one does too, in the same words, within the preview's room:
    *Schreiben* stays where it was when the match was opened. Enter writes it, and the
    history's line says the same."""
    for window in window_in(language, qapp, qtbot, settings, size=size):
        panel, _board = open_file(qtbot, window, *before_the_bedanken(tmp_path))
        start = places(window, panel)
        ctrl(qtbot, "b")
        type_text(qtbot, "900")
        ctrl(qtbot, "5")
        tab(qtbot)  # the first team's button: its Bedanken wins as well (2'950)
        seen = {places(window, panel)}
        if size[1] > 700:  # the whole form in view: nothing moved since the match was opened
            assert seen == {start}
        # (at 1024×600 the form scrolled the Bedanken row into view with the cursor)
        tab(qtbot)
        assert focused() is panel.bedanken_buttons[1]
        preview = panel.preview_line
        assert preview.kind == "write" and preview.text() == said, preview.text()
        assert whole(preview)
        seen.add(places(window, panel))
        assert len(seen) == 1, sorted(seen)
        enter(qtbot)
        assert window.controller.match.entries[-1] == SchieberBedanken(
            team=1, stack=900, contract="obenabe")
        board = window.controller.board
        assert board.finished and board.winners == [1]
        history = window.history.list
        last = history.item(history.count() - 1).text()
        assert said.partition(": ")[2] in last, last  # without "schreibt:"
