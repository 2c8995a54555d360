"""After a round inserted or deleted, the line under the form names the later rounds whose
announcer is no longer the one the order of play gives.

A French trial's Schieber: the form offered Jérôme & Noël as *Atout fait par* for round 5,
by the order of play, and she wrote it so. Then she found a forgotten round before it and
inserted it (*Insérer avant…*). The deal moves on one seat every round, so by the order the
other team announced round 5 (now entry 6); the entry still said Jérôme & Noël, the sheet's
*Atouts choisis* counted it for them, and nothing said so. The program cannot know what was
played and changes nothing; the line under the form now says once which entries to check,
with the team each names and the team the order gives. A round given to the other team on
purpose (Ctrl+9) was out of turn before and is not named.

Typed with the keys, the entry chosen in the history and *Insérer avant…* / *Löschen*
clicked, as a person does.
"""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from jasstafel.core.matchfile import new_match
from jasstafel.core.schieber import SchieberRound
from jasstafel.core.variant import Team

from .keyboard import ctrl, enter, open_match, settle, tab, type_text
from .test_insert_refused import insert_before

TRIAL = ["Jérôme", "Anne", "Noël", "Luc"]  # teams Jérôme & Noël, Anne & Luc
FOUR = ["Anna", "Beat", "Cla", "Dora"]  # teams Anna & Cla, Beat & Dora


def schieber(qtbot, window, players):
    """A new Schieber of *players*, each team called after its players (seats 0 and 2, 1
    and 3), as the New match dialog calls them."""
    teams = [Team(name=f"{players[t]} & {players[t + 2]}", players=[t, t + 2]) for t in (0, 1)]
    match = new_match("schieber", players, preset="einfach_1000", teams=teams)
    panel, _board = open_match(qtbot, window, match)
    return panel


def round_by_keys(qtbot, points=80, keys=()):
    """Eicheln (Ctrl+1), *keys* (Ctrl+9: the other team), the card points, Enter."""
    ctrl(qtbot, "1")
    for key in keys:
        ctrl(qtbot, key)
    type_text(qtbot, str(points))
    enter(qtbot)
    settle()


def under_the_form(panel):
    line = panel.preview_line
    return (line.kind, line.text()) if line.isVisible() else ("", "")


def announced(window):
    return [entry.announced_by for entry in window.controller.match.entries]


def delete(qtbot, window, row):
    history = window.history.list
    rect = history.visualItemRect(history.item(row))
    qtbot.mouseClick(history.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseClick(window.history.delete_button, Qt.MouseButton.LeftButton)
    settle()


def test_the_french_trial_s_insertion(french_window, qtbot):
    window = french_window
    panel = schieber(qtbot, window, TRIAL)
    for _ in range(5):
        round_by_keys(qtbot)
    assert announced(window) == [0, 1, 0, 1, 0]  # round 5: Jérôme & Noël, by the order
    insert_before(qtbot, window, 4)
    settle()
    assert panel.inserting
    round_by_keys(qtbot)  # the forgotten round, the team the order gives
    assert panel.correcting is None
    assert announced(window) == [0, 1, 0, 1, 0, 0]  # nothing changed without the Schreiber
    assert under_the_form(panel) == (
        "note", "Après l’insertion, l’atout n’est plus fait à tour de rôle\u00a0: "
        "inscription 6 (Jérôme & Noël au lieu d’Anne & Luc). Vérifiez et corrigez si "
        "nécessaire.")
    # said once: the next round typed says what it writes, and nothing of it again
    ctrl(qtbot, "1")
    assert under_the_form(panel)[0] != "note"
    type_text(qtbot, "80")
    enter(qtbot)
    settle()
    assert "tour de rôle" not in under_the_form(panel)[1]


def test_a_deletion_in_german(german_window, qtbot):
    window = german_window
    panel = schieber(qtbot, window, FOUR)
    for _ in range(4):
        round_by_keys(qtbot)
    delete(qtbot, window, 0)
    assert announced(window) == [1, 0, 1]
    assert under_the_form(panel) == (
        "note", "Nach dem Löschen nicht mehr der Reihe nach angesagt: Einträge 1 und 3 "
        "(Beat & Dora statt Anna & Cla) und Eintrag 2 (Anna & Cla statt Beat & Dora). "
        "Prüfen und wenn nötig korrigieren.")


def test_a_round_given_to_the_other_team_is_not_named(window, qtbot):
    panel = schieber(qtbot, window, FOUR)
    round_by_keys(qtbot)
    round_by_keys(qtbot)
    round_by_keys(qtbot, keys=("9",))  # round 3: Beat & Dora, on purpose
    round_by_keys(qtbot)
    round_by_keys(qtbot)
    assert announced(window) == [0, 1, 1, 1, 0]
    insert_before(qtbot, window, 1)
    settle()
    round_by_keys(qtbot)
    assert announced(window) == [0, 1, 1, 1, 1, 0]
    # round 3 (entry 4) is in turn now; rounds 2, 4 and 5 are not
    assert under_the_form(panel) == (
        "note", "After the insertion, no longer announced in turn: entries 3 and 5 "
        "(Beat & Dora instead of Anna & Cla) and entry 6 (Anna & Cla instead of Beat & "
        "Dora). Check and correct where needed.")


def test_nothing_said_where_every_round_is_back_in_turn(window, qtbot):
    """Two rounds forgotten one after the other: the first inserted says that round 3 is
    out of turn, the second puts it back, and says nothing."""
    panel = schieber(qtbot, window, FOUR)
    for _ in range(3):
        round_by_keys(qtbot)
    insert_before(qtbot, window, 2)
    settle()
    round_by_keys(qtbot)
    assert under_the_form(panel)[0] == "note"
    insert_before(qtbot, window, 3)
    settle()
    round_by_keys(qtbot)
    assert announced(window) == [0, 1, 0, 1, 0]
    assert under_the_form(panel)[0] != "note"


def test_many_later_rounds_by_the_first_and_the_last(window, qtbot):
    """Round 1 of 16 deleted: each team's fifteen rounds named one by one took a line of
    their own under the form; the first three and the last say which."""
    teams = [Team(name="Anna & Cla", players=[0, 2]), Team(name="Beat & Dora", players=[1, 3])]
    match = new_match("schieber", FOUR, preset="einfach_1000", teams=teams,
                      settings={"target": 2500})
    for number in range(16):
        match.add(SchieberRound(contract="eicheln", announced_by=number % 2, points=(80, 77)))
    panel, _board = open_match(qtbot, window, match)
    delete(qtbot, window, 0)
    assert under_the_form(panel) == (
        "note", "After the deletion, no longer announced in turn: entries 1, 3, 5, …, 15 "
        "(Beat & Dora instead of Anna & Cla) and entries 2, 4, 6, …, 14 (Anna & Cla instead "
        "of Beat & Dora). Check and correct where needed.")


def test_a_decided_partie_says_it_in_the_message_place(window, qtbot):
    """The Partie is still won after the round inserted: no form, so no line under it; the
    window's message place says it."""
    teams = [Team(name="Anna & Cla", players=[0, 2]), Team(name="Beat & Dora", players=[1, 3])]
    match = new_match("schieber", FOUR, preset="einfach_1000", teams=teams)
    for number in range(7):  # Anna & Cla past 1000 with round 7
        match.add(SchieberRound(contract="eicheln", announced_by=number % 2, points=(157, 0)))
    window.start(match)
    settle()
    assert window.controller.board.finished
    insert_before(qtbot, window, 6)
    settle()
    qtbot.waitUntil(lambda: window.panel.isAncestorOf(QApplication.focusWidget()))
    ctrl(qtbot, "1")
    tab(qtbot)  # to Beat & Dora's card points
    type_text(qtbot, "157")
    enter(qtbot)
    settle()
    assert window.controller.board.finished and not window.panel.isVisible()
    assert window.statusBar().currentMessage() == (
        "After the insertion, no longer announced in turn: entry 8 (Anna & Cla instead of "
        "Beat & Dora). Check and correct where needed.")
