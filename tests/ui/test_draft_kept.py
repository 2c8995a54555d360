"""The entry being typed survives a correction: nothing typed is lost.

A trial's Schreiber had typed half a round (Rosen, 77), then saw a mistake in an earlier
round, corrected it, and found the form empty: the half round was gone, and Ctrl+Z did not
bring it back. In the Differenzler the players' secret predictions for the next game went
with it. In every variant, through the real window and the keys: a draft is typed, Ctrl+E
loads the last entry into the form, Esc leaves the correction, and the form is again what it
was (every field, button and label, the preview saying what Enter writes, the header); the
same after the correction is written, after a second correction opened over the first, and
after a forgotten entry's insertion was begun and left (in the Guggitaler, refused before a
form opens). Then Enter writes the draft.
"""

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QLineEdit, QWidget

from jasstafel.core import matchfile

from .keyboard import enter, focus, key, open_file, shortcut, tab, type_

EXAMPLES = matchfile.Path(__file__).parents[2] / "docs" / "examples"

#: variant: (example, entries kept, the draft's keys)
DRAFTS = {
    "schieber": ("schieber-freier-jass", 4, ["Ctrl+2", "77"]),
    "coiffeur": ("coiffeur-swisslos-10", 3, ["45"]),
    "molotow": ("molotow", 3, ["40", "Tab", "50", "Tab", "60"]),  # the last one's 7 grey
    "handjass": ("handjass-standard", 3, ["30", "Tab", "40", "Tab", "50"]),
    "fahnder": ("fahnder", 3, ["Ctrl+3", "257"]),
    "pandur": ("pandur", 3, ["Ctrl+2", "150", "Tab", "100"]),
    "differenzler": ("differenzler", 3, ["10", "Tab", "20"]),
    "guggitaler": ("guggitaler", 2, ["2", "Tab", "3", "Tab", "0"]),
    "punktetafel": ("punktetafel", 3, ["21", "Tab", "-5", "Tab", "Strafe"]),
}


def form(panel):
    """What the Schreiber sees of the form: every visible field, button, label and box."""
    seen = []
    for widget in panel.form_scroll.widget().findChildren(QWidget):
        if not widget.isVisibleTo(panel):
            continue
        item = [type(widget).__name__, widget.objectName(), widget.isEnabled()]
        if isinstance(widget, QLineEdit):  # and the grey figure that follows (a rest)
            item += [widget.text(), widget.placeholderText()]
        elif isinstance(widget, QAbstractButton):
            item += [widget.text(), widget.isChecked()]
        elif isinstance(widget, QLabel):
            item.append(widget.text())
        elif isinstance(widget, QGroupBox):
            item.append(widget.title())
        seen.append(tuple(item))
    return seen, panel.preview_line.text(), panel.header.text()


def press(qtbot, keys):
    for k in keys:
        if k.startswith(("Ctrl+", "Alt+")):
            shortcut(qtbot, k)
        elif k == "Tab":
            tab(qtbot)
        else:
            type_(qtbot, k)


@pytest.mark.parametrize("variant", sorted(DRAFTS))
def test_the_entry_being_typed_is_back_after_a_correction(window, qtbot, tmp_path, variant):
    example, kept, keys = DRAFTS[variant]
    doc = json.loads((EXAMPLES / f"{example}.jass").read_text(encoding="utf-8"))
    doc["entries"] = doc["entries"][:kept]
    path = tmp_path / f"{variant}.jass"
    path.write_text(json.dumps(doc), encoding="utf-8")
    panel, _board = open_file(qtbot, window, path)
    press(qtbot, keys)
    typed = form(panel)
    cursor = focus()
    assert typed[1], "the draft's keys took effect: the preview speaks of them"
    entries = window.controller.match.entries

    shortcut(qtbot, "Ctrl+E")  # the last entry, loaded into the form
    assert panel.correcting == kept - 1 and form(panel) != typed
    key(qtbot, "Escape")
    assert panel.correcting is None
    assert form(panel) == typed

    shortcut(qtbot, "Ctrl+E")
    enter(qtbot)  # written again as it was
    assert panel.correcting is None and window.controller.match.entries == entries
    assert form(panel) == typed

    shortcut(qtbot, "Ctrl+E")  # a correction, then another one over it, then left
    history = window.history.list
    row = history.visualItemRect(history.item(kept - 2))
    qtbot.mouseClick(history.viewport(), Qt.MouseButton.LeftButton, pos=row.center())
    key(qtbot, "Return")
    assert panel.correcting == kept - 2
    qtbot.mouseClick(panel.cancel_button, Qt.MouseButton.LeftButton)
    assert panel.correcting is None
    assert form(panel) == typed

    assert focus() is cursor  # back where the draft was being typed

    # a forgotten entry inserted before the last one, then left: the draft again
    row = history.visualItemRect(history.item(kept - 1))
    qtbot.mouseClick(history.viewport(), Qt.MouseButton.LeftButton, pos=row.center())
    qtbot.mouseClick(window.history.insert_button, Qt.MouseButton.LeftButton)
    if variant == "guggitaler":  # nothing fits before a game: said at once, and no form
        assert panel.correcting is None and not panel.inserting
        assert window.history.message.isVisible() and form(panel) == typed
        return
    assert panel.correcting == kept - 1 and panel.inserting
    key(qtbot, "Escape")
    assert panel.correcting is None and form(panel) == typed
    assert focus() is cursor
    if typed[1].startswith("writes: "):  # and Enter writes it
        enter(qtbot)
        assert len(window.controller.match.entries) == kept + 1


def test_after_a_correction_the_cursor_is_never_put_back_on_a_bedanken_button(window, qtbot,
                                                                             tmp_path):
    """A Schreiber tabbed out of the form to the history (the last stop on the way is
    "Beat & Dora bedankt sich"), corrected a round and left the correction: the cursor went
    back to that button, the digits he typed went nowhere, and his next Enter wrote a
    Bedanken that ended the Partie (a trial's). The cursor goes where a round is typed."""
    from jasstafel.core.matchfile import new_match
    from jasstafel.core.schieber import SchieberRound

    match = new_match("schieber", ["Anna", "Beat", "Cla", "Dora"])
    match.add(SchieberRound(contract="rosen", announced_by=0, points=[100, 57]))
    match.add(SchieberRound(contract="eicheln", announced_by=1, points=[60, 97]))
    panel, _board = open_file(qtbot, window, tmp_path / "m.jass", match)
    panel.bedanken_buttons[1].setFocus()  # where Tab left the form, on the way to the history
    window.history.list.setFocus()
    window.history.list.setCurrentRow(0)
    enter(qtbot)  # correct entry 1
    assert panel.correcting == 0
    key(qtbot, "Escape")
    assert panel.correcting is None
    assert focus() is not panel.bedanken_buttons[1]
    assert panel.isAncestorOf(focus())
    enter(qtbot)  # nothing typed: refused, nothing written
    assert len(window.controller.match.entries) == 2 and not window.controller.board.finished


def _schieber_of_rounds(tmp_path, rounds):
    """A Schieber saved with *rounds* rounds, each announced by the team the order says."""
    from jasstafel.core.matchfile import new_match
    from jasstafel.core.schieber import SchieberRound

    match = new_match("schieber", ["Anna", "Beat", "Cla", "Dora"])
    for _ in range(rounds):
        seat = match.board().announcer
        match.add(SchieberRound(contract="rosen", announced_by=seat % 2, points=[60, 97]))
    path = tmp_path / "m.jass"
    matchfile.save(match, path)
    return path


def _team_shown(panel):
    """The team whose "Announced by" button is lit."""
    lit = [b.text() for b in panel.team_buttons if b.isChecked()]
    assert len(lit) == 1, lit
    return lit[0]


def _insert_before(qtbot, window, row):
    history = window.history.list
    rect = history.visualItemRect(history.item(row))
    qtbot.mouseClick(history.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseClick(window.history.insert_button, Qt.MouseButton.LeftButton)


@pytest.mark.parametrize("before_entry", [1, 2])
@pytest.mark.parametrize("chosen", [None, "Ctrl+8", "Ctrl+9"])
def test_a_schieber_draft_after_an_insert_writes_the_team_it_shows(window, qtbot, tmp_path,
                                                                    chosen, before_entry):
    """A trial's: half a round typed (Ctrl+2, 45, Ctrl+T; the team left as the order said,
    Anna & Cla), a forgotten round inserted before entry 2. The inserted round moved the
    order on: Beat & Dora announce now, as the header and the preview said, and Enter wrote
    them, while the form still lit "Announced by Anna & Cla". A draft with the usual team
    follows the new order; a team the Schreiber chose (Ctrl+8 / Ctrl+9) stays his choice.
    The lit button, the header, the preview and what Enter writes are one team; so they are
    for the round inserted, the team whose turn it was then (before entry 1: not the team
    of the next round's announcer)."""
    panel, _board = open_file(qtbot, window, _schieber_of_rounds(tmp_path, 3))
    names = [side.name for side in window.controller.board.sides]
    # the header names the announcer, or the team announcing this round only
    players = {"Anna": 0, "Cla": 0, "Beat": 1, "Dora": 1, names[0]: 0, names[1]: 1}
    shortcut(qtbot, "Ctrl+2")
    if chosen:
        shortcut(qtbot, chosen)
    type_(qtbot, "45")
    shortcut(qtbot, "Ctrl+T")
    before = _team_shown(panel)
    usual_before = players[panel.header.names()[-1]]

    _insert_before(qtbot, window, before_entry - 1)
    assert panel.inserting and panel.correcting == before_entry - 1
    # the inserted round is announced, as the order said then, by the team of entry 2's
    # announcer; the form, the header and the preview say that team
    inserted_team = window.controller.match.entries[before_entry - 1].announced_by
    assert _team_shown(panel) == names[inserted_team]
    # the header names the player of that team whose turn it was (since trial AX), or the team
    assert players[panel.header.names()[-1]] == inserted_team
    shortcut(qtbot, "Ctrl+1")
    type_(qtbot, "80")
    assert f"announced by {names[inserted_team]}" in panel.preview_line.text()
    enter(qtbot)
    assert not panel.inserting and len(window.controller.match.entries) == 4
    assert window.controller.match.entries[before_entry - 1].announced_by == inserted_team

    shown = _team_shown(panel)
    if chosen is None:  # the draft had the usual team: it follows the new order
        assert before == names[usual_before]
        usual_now = players[panel.header.names()[-1]]
        assert usual_now != usual_before  # the inserted round moved the order
        assert shown == names[usual_now]
    else:  # the Schreiber's choice stays
        assert shown == before == names[int(chosen[-1]) - 8]
    said = panel.preview_line.text()
    if "no longer announced in turn" not in said:  # else the insertion's note stands there
        assert f"announced by {shown}" in said  # (docs/window.md), until the next key
    assert [b.text() for b in panel.stoeck_buttons if b.isChecked()] == [names[0]]
    assert [f.text() for f in panel.points] == ["45", ""]
    enter(qtbot)
    written = window.controller.match.entries[-1]
    assert names[written.announced_by] == shown
    assert written.points == (45, 112) and written.stoeck == 0 and written.contract == "rosen"


def _coiffeur_of_rounds(tmp_path, rounds):
    """A Coiffeur saved with *rounds* rounds, each the order's team's first open row."""
    from jasstafel.core.coiffeur import CoiffeurRound
    from jasstafel.core.matchfile import new_match

    match = new_match("coiffeur", ["Anna", "Beat", "Cla", "Dora"])
    for _ in range(rounds):
        board = match.board()
        team = match.rules.team_of_seat(board.announcer)
        row = next(i for i, r in enumerate(board.figures["rows"]) if r["cells"][team] is None)
        match.add(CoiffeurRound(team=team, row=row, points=60))
    path = tmp_path / "c.jass"
    matchfile.save(match, path)
    return path


@pytest.mark.parametrize("before_entry", [1, 2])
@pytest.mark.parametrize("chosen", [None, "Ctrl+8", "Ctrl+9"])
def test_a_coiffeur_draft_after_an_insert_writes_the_team_it_shows(window, qtbot, tmp_path,
                                                                    chosen, before_entry):
    """The Schieber's trial in the Coiffeur: the team box, the header, the preview and what
    Enter writes are one team, after a round was inserted before the draft (a draft left to
    the order follows the new order, a team chosen stays), and so for the round inserted
    (the team whose turn it was then)."""
    panel, _board = open_file(qtbot, window, _coiffeur_of_rounds(tmp_path, 3))
    match = window.controller.match
    names = [side.name for side in window.controller.board.sides]

    def header_team():
        who = panel.header.names()[-1]
        for t, name in enumerate(names):
            if who == name or who.endswith(f"({name})"):
                return t
        return match.rules.team_of_seat(match.rules.doc.players.index(who))

    if chosen:
        shortcut(qtbot, chosen)
    type_(qtbot, "45")
    before = panel.team.currentIndex()
    usual_before = match.rules.team_of_seat(window.controller.board.announcer)
    assert header_team() == before

    _insert_before(qtbot, window, before_entry - 1)
    assert panel.inserting and panel.correcting == before_entry - 1
    inserted_team = match.entries[before_entry - 1].team
    assert panel.team.currentIndex() == inserted_team
    assert header_team() == inserted_team
    type_(qtbot, "80")
    assert panel.preview_line.text().startswith(f"writes: {names[inserted_team]}:")
    enter(qtbot)
    match = window.controller.match
    assert not panel.inserting and len(match.entries) == 4
    assert match.entries[before_entry - 1].team == inserted_team

    shown = panel.team.currentIndex()
    usual_now = match.rules.team_of_seat(window.controller.board.announcer)
    assert usual_now != usual_before  # the inserted round moved the order
    if chosen is None:
        assert before == usual_before and shown == usual_now
    else:
        assert shown == before == int(chosen[-1]) - 8
    assert header_team() == shown
    row = panel.row.currentData()
    assert window.controller.board.figures["rows"][row]["cells"][shown] is None
    said = panel.preview_line.text()
    if "no longer announced in turn" not in said:  # else the insertion's note stands there
        assert panel.row.currentText() in said  # (docs/window.md), until the next key
        assert said.startswith(f"writes: {names[shown]}:")
    assert panel.points.text() == "45"
    enter(qtbot)
    written = window.controller.match.entries[-1]
    assert (written.team, written.row, written.points) == (shown, row, 45)
