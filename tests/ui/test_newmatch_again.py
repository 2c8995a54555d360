"""New match (Ctrl+N) starts from the match open in the window: variant, cards, preset, table
settings, players, teams, title, place and table as they are, the date today's. A novice's
trial started a Schieber, wanted the Striche after all before the first round, and found no
way but a new match, which had forgotten the names, the target typed, the title and the
place. Now "change a setting" is Ctrl+N, the change, Enter; "same again" is Ctrl+N, Enter."""

import datetime

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QLabel

from jasstafel.core import MatchInfo, Team
from jasstafel.core.matchfile import new_match
from jasstafel.core.schieber import SchieberRound
from jasstafel.ui.widgets.numberfield import NumberField

from .keyboard import enter, focused, in_next_dialog, shortcut, tab, type_, type_text
from .test_newmatch import click, setting

FOUR = ["Hans", "Vreni", "Ruedi", "Käthi"]


def started(window, qtbot, teams=None):
    """A Schieber as the trial started it: Swisslos 2500 with French cards, target 1000, no
    Striche, a title and a place."""
    match = new_match("schieber", FOUR, preset="swisslos_2500_fr", teams=teams,
                      info=MatchInfo(title="Donnerstagsjass", place="Rössli", table="2",
                                     date="2026-11-26"),
                      settings={"target": 1000, "striche": False})
    window.start(match)
    qtbot.waitUntil(lambda: window.panel is not None)
    return match


def in_new_match(qtbot, act):
    errors = in_next_dialog(qtbot, act)
    shortcut(qtbot, "Ctrl+N")
    assert not errors, errors


def test_the_dialog_shows_the_open_match(window, qtbot):
    started(window, qtbot)
    seen = {}

    def look(d):
        seen.update(variant=d.variant.currentData(), deck=d.deck.currentData(),
                    preset=d.preset.currentData(),
                    target=setting(d, "target", NumberField).text(),
                    striche=setting(d, "striche", QCheckBox).isChecked(),
                    names=[e.text() for e in d.name_edits], title=d.title.text(),
                    place=d.place.text(), table=d.table.text(), date=d.date.text(),
                    note=d.findChild(QLabel, "fromOpenMatch").text())
        d.reject()

    in_new_match(qtbot, look)
    assert seen["note"]
    del seen["note"]
    assert seen == dict(variant="schieber", deck="fr", preset="swisslos_2500_fr", target="1000",
                        striche=False, names=FOUR, title="Donnerstagsjass", place="Rössli",
                        table="2", date=datetime.date.today().isoformat())


def test_a_setting_changed_before_the_first_round_by_a_new_match(window, qtbot, dialogs):
    """Ctrl+N, tick the Striche, Enter: the same match with the Striche; the empty match is
    replaced without a question, as before."""
    before = started(window, qtbot)

    def tick(d):
        click(qtbot, setting(d, "striche", QCheckBox))
        enter(qtbot)

    in_new_match(qtbot, tick)
    match = window.controller.match
    assert match is not before and not dialogs.shown
    assert match.document.settings.striche is True
    assert match.document.settings.target == 1000
    assert match.document.settings.preset == "swisslos_2500_fr"
    assert list(match.document.players) == FOUR
    assert match.document.info.title == "Donnerstagsjass"
    assert match.document.info.place == "Rössli"


def test_same_again_keeps_team_names_and_a_match_played_is_asked_for(window, qtbot, dialogs):
    teams = [Team(name="Die Jungen", players=[0, 2]), Team(name="Die Alten", players=[1, 3])]
    started(window, qtbot, teams=teams)
    window.controller.add(SchieberRound(contract="rosen", announced_by=0, points=(100, 57)),
                          "round")
    dialogs.choice = "keep"
    in_new_match(qtbot, lambda d: enter(qtbot))
    match = window.controller.match
    assert not match.entries and [t.name for t in match.document.teams] == [
        "Die Jungen", "Die Alten"]
    assert [title for title, _text in dialogs.shown] == ["Keep this match?"]


def test_names_typed_over_the_open_matchs(window, qtbot):
    """The cursor starts in seat 1 with its name selected: new names are typed over the old
    ones, Tab to the next, as in an empty dialog; teams called after their players (as the
    dialog names them when no name is typed) follow the new names."""
    started(window, qtbot, teams=[Team(name="Hans & Ruedi", players=[0, 2]),
                                  Team(name="Vreni & Käthi", players=[1, 3])])
    new = ["Anna", "Beat", "Cla", "Dora"]

    def retype(d):
        assert focused() is d.name_edits[0]
        for name in new:
            type_text(qtbot, name)
            tab(qtbot)
        enter(qtbot)

    in_new_match(qtbot, retype)
    assert list(window.controller.match.document.players) == new
    assert [t.name for t in window.controller.match.document.teams] == ["Anna & Cla",
                                                                        "Beat & Dora"]


def test_another_variant_takes_its_own_preset(window, qtbot):
    """The open match's settings go with its variant: a Coiffeur chosen instead starts from
    the Coiffeur's remembered preset, with the names."""
    started(window, qtbot)

    def coiffeur(d):
        d.variant.setCurrentIndex(d.variant.findData("coiffeur"))
        assert [e.text() for e in d.name_edits] == FOUR
        enter(qtbot)

    in_new_match(qtbot, coiffeur)
    match = window.controller.match
    assert match.variant == "coiffeur" and list(match.document.players) == FOUR


def test_no_match_open_the_dialog_is_as_before(window, qtbot, settings):
    seen = []

    def look(d):
        seen.append(([e.text() for e in d.name_edits], d.title.text(),
                     d.findChild(QLabel, "fromOpenMatch").isHidden()))
        d.reject()

    in_new_match(qtbot, look)
    assert seen == [(["", "", "", ""], "", True)]


def test_the_title_goes_with_the_open_match_s_variant(window, qtbot):
    """A trial's: "Fahnder du vendredi" stayed the title when Handjass was chosen instead,
    and would have been printed on the Handjass sheet. The title is the open match's only
    while its variant is chosen; a title typed stays; place and table stay."""
    started(window, qtbot)
    seen = []

    def choose(d, name):  # Home, then Down to it, as the keys go through the list
        d.variant.setFocus()
        qtbot.keyClick(d.variant, Qt.Key.Key_Home)
        for _ in range(d.variant.findData(name)):
            qtbot.keyClick(d.variant, Qt.Key.Key_Down)
        assert d.variant.currentData() == name
        seen.append((d.title.text(), d.place.text(), d.table.text()))

    def look(d):
        choose(d, "handjass")
        choose(d, "schieber")
        d.title.setFocus()
        d.title.selectAll()
        qtbot.keyClicks(d.title, "Freitag")
        choose(d, "handjass")
        d.reject()

    in_new_match(qtbot, look)
    assert seen == [("", "Rössli", "2"), ("Donnerstagsjass", "Rössli", "2"),
                    ("Freitag", "Rössli", "2")]


def test_a_long_title_is_whole_in_its_field(window, qtbot, tmp_path):
    """A trial at 150 % text found the title field as narrow as the table's number: a club's
    title, "Jassabend Stammtisch Goldener Löwe", showed its last words only. The title field
    takes the most room of the four, the table's number the least."""
    started(window, qtbot)
    widths = {}

    def look(d):
        d.title.setFocus()
        d.title.selectAll()
        type_(qtbot, "Jassabend Stammtisch Goldener Löwe")
        d.grab().save(str(tmp_path / "new-match-title.png"))
        typed = d.title.fontMetrics().horizontalAdvance(d.title.text())
        widths.update(title=d.title.width(), typed=typed, table=d.table.width(),
                      date=d.date.width(), date_text=d.date.fontMetrics().horizontalAdvance(
                          d.date.text()))
        d.reject()

    in_new_match(qtbot, look)
    assert widths["title"] > widths["typed"] + 8, widths  # the text and the frame's margins
    assert widths["date"] > widths["date_text"] + 8, widths
    assert widths["table"] < widths["title"], widths


def test_a_game_without_cards_keeps_the_cards_chosen_last(window, qtbot, settings):
    """A Romand trial: every game started with the French cards (the last choice, kept), then
    a Pandur (no choice of cards), then Ctrl+N and the Schieber: the cards said German. A
    variant without suits leaves the cards chosen last as they were (docs/window.md)."""
    from PySide6.QtWidgets import QApplication

    settings.setValue("new/deck", "fr")  # the last New match was started with French cards
    window.start(new_match("pandur", FOUR))
    qtbot.waitUntil(lambda: window.panel is not None)
    seen = {}

    def look(d):
        # the Pandur has no cards to choose: its row stays, greyed
        assert not d.deck.isEnabled() and d.deck.currentData() == "any"
        shortcut(qtbot, "Alt+V")
        assert QApplication.focusWidget() is d.variant
        type_text(qtbot, "Schieber")
        seen["variant"], seen["deck"] = d.variant.currentData(), d.deck.currentData()
        d.reject()

    in_new_match(qtbot, look)
    assert seen == {"variant": "schieber", "deck": "fr"}


def test_team_names_the_file_gives_are_kept_also_team_a(window, qtbot, dialogs, tmp_path):
    """docs/examples/schieber-freier-jass.jass names its teams "Team A" and "Team B", as the
    board says them: Ctrl+N showed the team fields empty with "Anna & Cla" in grey, and
    Enter started a match whose teams were called otherwise. "Same again" keeps them, in
    their fields (as the Names dialog does: a name of its own, also "Team A")."""
    import shutil
    from pathlib import Path

    example = Path(__file__).parents[2] / "docs" / "examples" / "schieber-freier-jass.jass"
    path = tmp_path / "donnschtig.jass"
    shutil.copy(example, path)
    assert window.open_file(path)  # a match played to its end: no form to wait for
    dialogs.choice = "keep"  # Keep this match? (it is saved in its file anyway)
    seen = {}

    def look(d):
        seen["fields"] = [e.text() for e in d.team_edits]
        enter(qtbot)

    in_new_match(qtbot, look)
    assert seen["fields"] == ["Team A", "Team B"]
    assert [t.name for t in window.controller.match.document.teams] == ["Team A", "Team B"]
