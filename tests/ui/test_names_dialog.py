"""*Edit → Names and details…* (Ctrl+Shift+N): a typo in a name mended at any time.

A Romand Schreiber's trial (French, keyboard only, 1024×600) typed "Slyvie" for Sylvie in New
match, wrote three rounds and found no way to correct the name: it stayed on the board, in the
history, on the sheet and in the list of unsaved matches. Now the dialog changes the players'
and teams' names and the sheet's lines, as one step that Ctrl+Z undoes and Ctrl+Shift+Z
redoes, saved like an entry; everything that shows a name follows at once.
"""

import pytest
from PySide6.QtWidgets import QApplication, QLabel

from jasstafel.core import Match, MatchInfo, Team, matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.core.molotow import MolotowRound
from jasstafel.ui.namesdialog import NamesDialog
from jasstafel.ui.variants import UI_VARIANTS

from .keyboard import (
    ALT,
    clear_field,
    enter,
    focused,
    in_next_dialog,
    key,
    open_file,
    open_match,
    paste,
    shortcut,
    tab,
    type_,
    type_text,
)
from .texts import Painted, widget_texts

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

EXAMPLES = "docs/examples"
ONE_EACH = {"schieber": "schieber-freier-jass", "coiffeur": "coiffeur-jassverein",
            "coiffeur3": "coiffeur-swisslos-8-three-players", "molotow": "molotow",
            "handjass": "handjass-standard", "fahnder": "fahnder", "pandur": "pandur",
            "differenzler": "differenzler", "guggitaler": "guggitaler",
            "punktetafel": "punktetafel"}


def molotow():
    """The trial's Molotow: Place 2 typed "Slyvie", three rounds written."""
    m = new_match("molotow", ["Jean-Marc", "Slyvie", "Noémie", "Pascal"],
                  info=MatchInfo(title="Vendredi", date="2026-12-04", place="Bulle"))
    for points in ([40, 30, 50, 37], [20, 60, 40, 37], [57, 30, 40, 30]):
        m.add(MolotowRound(points=points))
    return m


def shown(window):
    """Every text the window shows: its widgets', its menus', the history's, and what the
    board, the header and the chart paint; the statistics tab too."""
    texts = [text for _where, text in widget_texts(window)]
    with Painted() as painted:
        window.grab()
    window.tabs.setCurrentWidget(window.statistics)
    texts += [text for _where, text in widget_texts(window.statistics)]
    window.tabs.setCurrentWidget(window.history)
    return "\n".join(texts + painted.texts)


def letter(text):
    return text.split("&")[1][0]


def in_names_dialog(qtbot, act, window=None):
    """Open the dialog and run *act* in it: by its shortcut, or (*window* given) by the keys
    of the Edit menu, Alt and its underlined letter, then the entry's."""
    focused_window = [focused().window()]
    errors = in_next_dialog(qtbot, act)
    if window is not None:
        edit = window.menuBar().actions()[1]
        qtbot.keyClick(focused(), letter(edit.text()), ALT)
        menu = QApplication.activePopupWidget()
        assert menu is not None and menu.isVisible() and menu is edit.menu()
        qtbot.keyClick(menu, letter(window.names_action.text()))
    else:
        shortcut(qtbot, "Ctrl+Shift+N")
    assert not errors, errors
    # the keys back in the window (once it is active again), where the next ones go
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None
                    and QApplication.focusWidget().window() is focused_window[0])


def in_form(qtbot, window):
    """The cursor is (or comes, once the window is active again) in the entry form."""
    qtbot.waitUntil(lambda: window.panel.isAncestorOf(QApplication.focusWidget()))


def second_name(qtbot, name):
    """Tab to seat 2 (the whole name selected, as after Tab) and type *name* over it."""
    tab(qtbot)
    type_(qtbot, name)


def test_the_trial_s_typo_mended_from_the_edit_menu(window, qtbot):
    open_match(qtbot, window, molotow())
    assert "Slyvie" in shown(window)
    seen = {}

    def mend(dialog):
        seen["title"] = dialog.windowTitle()
        seen["note"] = dialog.findChild(QLabel, "namesNote").text()
        seen["first"] = (focused().objectName(), focused().selectedText())
        second_name(qtbot, "Sylvie")
        enter(qtbot)

    in_names_dialog(qtbot, mend, window)
    assert seen == {"title": "Names and details",
                    "note": "The seats, the teams, the variant, the table settings and the "
                            "entries stay as they are.",
                    "first": ("player0", "Jean-Marc")}
    match = window.controller.match
    assert match.document.players == ["Jean-Marc", "Sylvie", "Noémie", "Pascal"]
    assert len(match.entries) == 3  # the rounds stay
    assert [s.total for s in window.controller.board.sides] == [117, 120, 130, 104]
    texts = shown(window)
    assert "Slyvie" not in texts and "Sylvie" in texts
    assert window.undo_action.text() == "&Undo change of names and details"
    in_form(qtbot, window)  # back where the next round is typed


def test_undo_and_redo_by_keys(window, qtbot):
    open_match(qtbot, window, molotow())
    for points in ("40", "30", "50"):  # round 4, written in the form
        type_text(qtbot, points)
        tab(qtbot)
    type_text(qtbot, "37")
    enter(qtbot)
    assert len(window.controller.match.entries) == 4

    def mend(dialog):
        second_name(qtbot, "Sylvie")
        enter(qtbot)

    in_names_dialog(qtbot, mend)
    shortcut(qtbot, "Ctrl+Z")
    assert window.controller.match.document.players[1] == "Slyvie"
    texts = shown(window)
    assert "Sylvie" not in texts and "Slyvie" in texts
    assert window.redo_action.text() == "&Redo change of names and details"
    assert len(window.controller.match.entries) == 4
    shortcut(qtbot, "Ctrl+Shift+Z")
    assert window.controller.match.document.players[1] == "Sylvie"
    assert "Slyvie" not in shown(window)
    # undone again, then the round written before it
    shortcut(qtbot, "Ctrl+Z")
    shortcut(qtbot, "Ctrl+Z")
    assert window.controller.match.document.players[1] == "Slyvie"
    assert len(window.controller.match.entries) == 3


def test_saved_in_the_named_file_and_read_back(window, qtbot, tmp_path):
    path = tmp_path / "vendredi.jass"
    open_file(qtbot, window, path, molotow())

    def mend(dialog):
        second_name(qtbot, "Sylvie")
        tab(qtbot, 3)  # seats 3 and 4, the title
        clear_field(qtbot)
        type_(qtbot, "Vendredi soir")
        enter(qtbot)

    in_names_dialog(qtbot, mend)
    assert window.windowTitle() == "Jasstafel – Vendredi soir · vendredi.jass"
    back = matchfile.load(path)
    assert back.document.players[1] == "Sylvie" and back.document.info.title == "Vendredi soir"
    assert back.document.info.date == "2026-12-04"  # not touched: kept as it was
    assert len(back.entries) == 3
    window.open_file(path)
    assert window.controller.match.document.players[1] == "Sylvie"
    assert "Slyvie" not in shown(window)


def test_the_unsaved_matches_say_the_new_name(window, qtbot, dialogs):
    """The trial's list of unsaved matches said "Jean-Marc, Slyvie, …" after the match was
    kept unsaved: the autosave holds the names changed."""
    open_match(qtbot, window, molotow())

    def mend(dialog):
        second_name(qtbot, "Sylvie")
        enter(qtbot)

    in_names_dialog(qtbot, mend)
    dialogs.choice = "keep"  # another match: keep this unnamed one among the unsaved ones
    assert window.leave_match()
    open_match(qtbot, window, new_match("schieber", ["Anna", "Beat", "Cla", "Dora"]))
    (item,) = window.unsaved()
    assert list(item.players) == ["Jean-Marc", "Sylvie", "Noémie", "Pascal"]


def test_the_sheet_says_the_new_name(window, qtbot, tmp_path, monkeypatch):
    from .texts import pdf_text

    open_match(qtbot, window, molotow())

    def mend(dialog):
        second_name(qtbot, "Sylvie")
        enter(qtbot)

    in_names_dialog(qtbot, mend)
    path = tmp_path / "sheet.pdf"
    monkeypatch.setattr(window.paper, "_ask", lambda *args: str(path))
    window.paper.export_pdf()
    text = pdf_text(path)
    assert "Sylvie" in text and "Slyvie" not in text


def test_escape_without_a_change_closes_and_nothing_changes(window, qtbot, dialogs):
    open_match(qtbot, window, molotow())
    before = window.controller.match.document

    def look(dialog):
        key(qtbot, "Escape")
        assert not dialog.isVisible()

    in_names_dialog(qtbot, look)
    assert not dialogs.shown and window.controller.match.document == before
    assert not window.controller.undo_stack.canUndo() or (
        window.undo_action.text() != "&Undo change of names and details")


def test_escape_with_a_name_typed_asks_first(window, qtbot, dialogs):
    """As New match asks: Escape meant for something else must not drop a name typed."""
    open_match(qtbot, window, molotow())
    before = window.controller.match.document

    def escape_twice(dialog):
        second_name(qtbot, "Sylvie")
        dialogs.choice = "cancel"  # Go on typing
        key(qtbot, "Escape")
        assert dialog.isVisible() and focused().text() == "Sylvie"
        dialogs.choice = "discard"
        key(qtbot, "Escape")
        assert not dialog.isVisible()

    in_names_dialog(qtbot, escape_twice)
    assert [title for title, _text in dialogs.shown] == ["Drop the changes?"] * 2
    assert window.controller.match.document == before


def test_ok_without_a_change_is_no_step_to_undo(window, qtbot):
    open_match(qtbot, window, molotow())
    text = window.undo_action.text()

    def ok(dialog):
        enter(qtbot)

    in_names_dialog(qtbot, ok)
    assert window.undo_action.text() == text


@pytest.mark.parametrize(("typed", "said", "field"), [
    ("", "Player 2: the name is empty", "player1"),
    ("jean-marc", "Player 2: jean-marc is player 1 already; give each player a name of their "
                  "own", "player1"),
    ("S" * 61, "Player 2: 61 characters; a name has at most 60", "player1"),
    ("Syl\x07vie", "Player 2: a control character (U+0007) at character 4: names and texts are "
                   "one line of plain text", "player1"),
])
def test_a_name_a_new_match_refuses_is_refused_in_the_dialog(window, qtbot, typed, said, field):
    open_match(qtbot, window, molotow())
    before = window.controller.match.document
    seen = {}

    def refused(dialog):
        tab(qtbot)
        clear_field(qtbot)
        paste(qtbot, typed)
        tab(qtbot)  # the cursor elsewhere: the refusal puts it back
        enter(qtbot)
        error = dialog.findChild(QLabel, "namesError")
        seen.update(visible=dialog.isVisible(), said=error.text(), shown=error.isVisible(),
                    field=focused().objectName(), kept=focused().text())
        dialog.done(0)

    in_names_dialog(qtbot, refused)
    assert seen == {"visible": True, "said": said, "shown": True, "field": field,
                    "kept": typed}
    assert window.controller.match.document == before


def test_the_refusal_in_german(german_window, qtbot):
    window = german_window
    open_match(qtbot, window, molotow())
    seen = {}

    def refused(dialog):
        tab(qtbot)
        clear_field(qtbot)
        enter(qtbot)
        seen["said"] = dialog.findChild(QLabel, "namesError").text()
        seen["title"] = dialog.windowTitle()
        dialog.done(0)

    in_names_dialog(qtbot, refused, window)  # Alt+B: Bearbeiten, N: Namen und Angaben
    assert seen == {"said": "Spieler 2: der Name ist leer", "title": "Namen und Angaben"}


def test_team_names_follow_the_players_and_a_team_s_own_name_stays(window, qtbot):
    """Named after their players, as New match names them with the fields empty."""
    match = new_match("schieber", ["Anna", "Slyvie", "Cla", "Dora"], preset="einfach_1000",
                      teams=[Team(name="Anna & Cla", players=[0, 2]),
                             Team(name="Slyvie & Dora", players=[1, 3])])
    open_match(qtbot, window, match)
    seen = {}

    def mend(dialog):
        second_name(qtbot, "Sylvie")
        seen["placeholders"] = [e.placeholderText() for e in dialog.team_edits]
        seen["texts"] = [e.text() for e in dialog.team_edits]
        tab(qtbot, 3)  # seats 3, 4 and team A
        type_text(qtbot, "Die Jungen")
        enter(qtbot)

    in_names_dialog(qtbot, mend)
    assert seen == {"placeholders": ["Anna & Cla", "Sylvie & Dora"], "texts": ["", ""]}
    doc = window.controller.match.document
    assert [t.name for t in doc.teams] == ["Die Jungen", "Sylvie & Dora"]
    assert [t.players for t in doc.teams] == [[0, 2], [1, 3]]
    texts = shown(window)
    assert "Slyvie" not in texts and "Die Jungen" in texts and "Sylvie & Dora" in texts


def test_a_team_named_otherwise_keeps_its_name(window, qtbot):
    """"Team A" (jasstafel new's name) is in its field and stays, the players renamed."""
    open_match(qtbot, window, new_match("schieber", ["Anna", "Slyvie", "Cla", "Dora"]))
    seen = {}

    def mend(dialog):
        seen["texts"] = [e.text() for e in dialog.team_edits]
        second_name(qtbot, "Sylvie")
        enter(qtbot)

    in_names_dialog(qtbot, mend)
    assert seen == {"texts": ["Team A", "Team B"]}
    assert [t.name for t in window.controller.match.document.teams] == ["Team A", "Team B"]
    assert "Slyvie" not in shown(window)


def test_a_team_name_too_long_is_refused(window, qtbot):
    """New match's own dialog let a team name of 61 characters through to a crash."""
    open_match(qtbot, window, new_match("schieber", ["Anna", "Beat", "Cla", "Dora"]))
    seen = {}

    def refused(dialog):
        tab(qtbot, 5)
        paste(qtbot, "T" * 61)
        enter(qtbot)
        seen.update(said=dialog.findChild(QLabel, "namesError").text(),
                    field=focused().objectName())
        dialog.done(0)

    in_names_dialog(qtbot, refused)
    assert seen == {"said": "Team B: 61 characters; a name has at most 60", "field": "team1"}


def test_not_while_a_round_is_typed(window, qtbot):
    """The form is made again for the names: a round half typed would go. Refused, as Undo
    is, above the Write button; the typing stays."""
    open_match(qtbot, window, molotow())
    type_text(qtbot, "40")
    field = focused()
    shortcut(qtbot, "Ctrl+Shift+N")
    assert QApplication.activeModalWidget() is None  # no dialog
    assert window.panel.error_text().startswith("The names change only when nothing is typed")
    assert field.text() == "40"


def test_redo_of_a_change_of_names_waits_for_the_typing(window, qtbot):
    open_match(qtbot, window, molotow())

    def mend(dialog):
        second_name(qtbot, "Sylvie")
        enter(qtbot)

    in_names_dialog(qtbot, mend)
    shortcut(qtbot, "Ctrl+Z")
    type_text(qtbot, "40")
    field = focused()
    shortcut(qtbot, "Ctrl+Shift+Z")
    assert window.controller.match.document.players[1] == "Slyvie"
    assert window.panel.error_text().startswith("The names change only when nothing is typed")
    assert field.text() == "40"


def example(name):
    """An example match with its first entry only (the form still open), a player named
    "Slyvie" and the teams named after their players."""
    doc = matchfile.load(f"{EXAMPLES}/{name}.jass").document
    players = list(doc.players)
    players[1] = "Slyvie"
    teams = [t.model_copy(update={"name": " & ".join(players[p] for p in t.players)})
             for t in doc.teams]
    return Match(doc.model_copy(update={"players": players, "teams": teams,
                                        "entries": doc.entries[:1]}))


@pytest.mark.parametrize("name", ONE_EACH.values(), ids=ONE_EACH.keys())
def test_every_variant_s_window_follows_the_names(window, qtbot, name):
    match = example(name)
    assert match.variant in UI_VARIANTS
    open_match(qtbot, window, match)
    assert "Slyvie" in shown(window)

    def mend(dialog):
        second_name(qtbot, "Sylvie")
        enter(qtbot)

    in_names_dialog(qtbot, mend)
    assert window.controller.match.document.players[1] == "Sylvie"
    texts = shown(window)
    assert "Slyvie" not in texts and "Sylvie" in texts
    in_form(qtbot, window)
    shortcut(qtbot, "Ctrl+Z")
    texts = shown(window)
    assert "Sylvie" not in texts and "Slyvie" in texts


def test_the_german_dialog_at_1024_by_600(german_window, qtbot, tmp_path):
    """Every label whole on a netbook's width (rendered and looked at while it was made)."""
    window = german_window
    window.resize(1024, 600)
    open_match(qtbot, window, new_match(
        "schieber", ["Jean-Marc", "Slyvie", "Noémie", "Pascal"], preset="einfach_1000",
        info=MatchInfo(title="Freitagsjass", date="2026-12-04", place="Bulle", table="2")))
    dialog = NamesDialog(window.controller.match, lambda setup: None, window)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.width() <= 1024 and dialog.height() <= 600
    for label in dialog.findChildren(QLabel):
        if label.isVisible() and label.text() and not label.wordWrap():
            assert label.width() >= label.sizeHint().width(), label.text()
    dialog.grab().save(str(tmp_path / "names-de.png"))
    assert dialog.windowTitle() == "Namen und Angaben"
    dialog.done(0)


def test_the_german_edit_menu_says_what_undo_takes_back(german_window, qtbot):
    window = german_window
    open_match(qtbot, window, molotow())
    assert window.names_action.text() == "&Namen und Angaben ändern…"

    def mend(dialog):
        second_name(qtbot, "Sylvie")
        enter(qtbot)

    in_names_dialog(qtbot, mend, window)
    assert window.undo_action.text() == "&Rückgängig: Namen und Angaben geändert"
    shortcut(qtbot, "Ctrl+Z")
    assert window.redo_action.text() == "&Wiederherstellen: Namen und Angaben geändert"

