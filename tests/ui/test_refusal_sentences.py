"""A refusal is a sentence of its own: it starts with a capital letter, also where the rules
write its words to fit inside another sentence ("entry {number}: {reason}"); a message that
starts with a name stays as the name was typed. Tried by opening a file the rules refuse, in
Swiss German and in English, as File → Open does (the message box's words)."""

import json

import pytest

from jasstafel.core import matchfile
from jasstafel.core.errors import RuleViolation
from jasstafel.core.matchfile import new_match
from jasstafel.core.schieber import SchieberRound
from jasstafel.ui.i18n import rule_message


def said(box_text):
    """The reason under the file's name in the message box (its text is escaped as plain
    text: lines joined by <br>)."""
    return box_text.removeprefix("<qt>").removesuffix("</qt>").split("<br>", 1)[1]


def broken_file(tmp_path):
    """A Schieber whose second round adds up to 200 card points (the file edited by hand)."""
    match = new_match("schieber", ["Anna", "Beat", "Cla", "Dora"])
    match.add(SchieberRound(contract="rosen", announced_by=0, points=(100, 57)))
    match.add(SchieberRound(contract="eicheln", announced_by=1, points=(80, 77)))
    data = json.loads(matchfile.dumps(match.document))
    data["entries"][1]["points"] = [100, 100]
    path = tmp_path / "abend.jass"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_a_refused_file_says_why_in_a_sentence_in_german(german_window, tmp_path, dialogs):
    path = broken_file(tmp_path)
    assert not german_window.open_file(path)
    ((title, text),) = dialogs.shown
    assert title == "Partie kann nicht geöffnet werden"
    reason = said(text)
    assert reason.startswith("Eintrag 2: "), reason  # not "eintrag 2: …"
    assert "157" in reason  # the rule's own words follow


def test_a_refused_file_says_why_in_a_sentence_in_english(window, tmp_path, dialogs):
    path = broken_file(tmp_path)
    assert not window.open_file(path)
    ((_title, text),) = dialogs.shown
    assert said(text).startswith("Entry 2: ")


def test_a_file_that_is_no_match_file_is_said_in_a_sentence(german_window, tmp_path, dialogs):
    path = tmp_path / "liste.jass"
    path.write_text("[1, 2, 3]", encoding="utf-8")
    assert not german_window.open_file(path)
    ((_title, text),) = dialogs.shown
    reason = said(text)
    assert reason.startswith("Keine Jasstafel-Partiedatei"), reason  # German, a capital


def test_a_message_that_starts_with_a_name_keeps_it_as_typed():
    err = RuleViolation("test", "{side}: at most one Match a round", side="anna")
    assert rule_message(err) == "anna: at most one Match a round"
    err = RuleViolation("test", "entry {number}: {reason}", number=3, reason="Anna wins")
    assert rule_message(err) == "Entry 3: Anna wins"


def test_a_french_refusal_never_starts_a_line_with_a_colon(french_window, qtbot):
    """French sets a space before ":" (the catalog's), and a refusal wrapped in a narrow
    form began its second line with ": une donne n’en a que 157" (a trial's). Shown, that
    space does not break; the sentence itself is as the catalog says it."""
    from PySide6.QtWidgets import QLabel

    from .keyboard import enter, open_match, shortcut, type_

    window = french_window
    panel, _board = open_match(qtbot, window, new_match("schieber", ["Anne", "Bernard",
                                                                     "Chloé", "Daniel"]))
    shortcut(qtbot, "Ctrl+2")
    type_(qtbot, "200")
    enter(qtbot)
    said_ = panel.error_text()
    assert "\u00a0: " in said_, said_  # the catalog's no-break space
    shown = [QLabel.text(panel.error)] if panel.error.isVisible() else []
    assert shown and all(" :" not in text and "\u00a0:" in text for text in shown), shown
    assert " :" not in QLabel.text(panel.preview_line)


#: the history's refusal to delete a middle game of a Guggitaler: the order rule follows the
#: conflict's colon. French and English go on small; German writes a whole sentence after a
#: colon with a capital, as the Duden has it ("Die Spiele …")
AFTER_COLON = {
    "en": ("impossible: the games are played in their order", "impossible: The"),
    "fr": ("impossible\u00a0: les jeux se jouent dans l’ordre", "impossible\u00a0: Les"),
    "de": ("unmöglich: Die Spiele werden der Reihe nach gespielt", "unmöglich: die"),
}
WINDOWS = {"en": "window", "de": "german_window", "fr": "french_window"}


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_a_refusal_inside_another_goes_on_small_after_the_colon(language, request, qtbot):
    """Seen in a French trial: "Ce changement rend l'inscription 4 impossible : Les jeux se
    jouent…", the inner refusal's capital kept after the colon. The history's Delete key on
    a middle game of a Guggitaler, as the Schreiber pressed it."""
    from PySide6.QtCore import Qt

    from jasstafel.core.guggitaler import GuggitalerCount

    from .keyboard import open_match

    window = request.getfixturevalue(WINDOWS[language])
    match = new_match("guggitaler", ["Anna", "Beat", "Cla", "Dora"])
    for game, counts in (("tricks", [3, 2, 2, 2]), ("schellen", [3, 2, 2, 2]),
                         ("ober", [1, 1, 1, 1])):
        match.add(GuggitalerCount(game=game, counts=counts))
    open_match(qtbot, window, match)
    history = window.history.list
    history.setFocus()
    history.setCurrentRow(1)  # the Schellen: the Ober would come before the Schellen
    qtbot.keyClick(history, Qt.Key.Key_Delete)
    said = window.history.message.text()
    right, wrong = AFTER_COLON[language]
    assert right in said and wrong not in said, said
    assert len(window.controller.match.entries) == 3  # refused: nothing changed


def test_a_name_or_a_jass_word_keeps_its_capital_after_the_colon(qapp):
    """Only a word of the language goes on small: a name put first stays as typed, and so
    does a Jass word that keeps its capital (Weis, Obenabe)."""
    from jasstafel import i18n
    from jasstafel.core.errors import EntryConflict

    weis = RuleViolation("weis.amount", "Weis of {amount} is impossible: Weis is a sum of 20, "
                         "50, 100, 150, 200, 250 and 300 (at most {most} in a round)",
                         amount=30, most=1000)
    named = RuleViolation("test", "{side}: at most one Match a round", side="Anna")
    assert i18n.render(EntryConflict(0, 1, weis)).startswith(
        "This change makes entry 2 impossible: Weis of 30 is impossible")
    assert i18n.render(EntryConflict(0, 1, named)).endswith("impossible: Anna: at most one "
                                                            "Match a round")
    assert i18n.use("fr")
    try:
        said = i18n.render(EntryConflict(0, 1, weis))
        assert "impossible\u00a0: des annonces de 30 sont impossibles" in said, said
        # a sentence the catalog does not hold is said as written, the name first
        assert i18n.render(EntryConflict(0, 1, named)).endswith("impossible\u00a0: Anna: at most "
                                                                "one Match a round")
    finally:
        i18n.use("en")


def test_a_file_with_a_key_twice_is_refused_and_left_as_it_is(german_window, tmp_path,
                                                              dialogs):
    """Read as last-one-wins, `"first": 0, "first": 1` opened with another dealer."""
    match = new_match("schieber", ["Anna", "Beat", "Cla", "Dora"])
    text = matchfile.dumps(match.document).replace('"first": 0', '"first": 0, "first": 1')
    path = tmp_path / "abend.jass"
    path.write_text(text, encoding="utf-8")
    assert not german_window.open_file(path)
    ((_title, said_now),) = dialogs.shown
    assert said(said_now) == "Ungültige Partiedatei: der Schlüssel «first» kommt zweimal vor"
    assert path.read_text(encoding="utf-8") == text
    assert german_window.controller.session is None


def test_a_file_with_a_team_of_no_players_is_refused_and_left_as_it_is(window, tmp_path,
                                                                       dialogs):
    """docs/examples/punktetafel.jass edited by hand: Unterdorf's three moved to Oberdorf,
    Unterdorf left with `"players": []`. It opened as a board of two sides, one of a team
    nobody plays in; now it is refused naming the team, and neither opened nor written."""
    from pathlib import Path

    example = Path(__file__).parents[2] / "docs" / "examples" / "punktetafel.jass"
    data = json.loads(example.read_text(encoding="utf-8"))
    data["teams"][0]["players"] = [0, 1, 2, 3, 4, 5]
    data["teams"][1]["players"] = []
    data["entries"] = []
    text = json.dumps(data, ensure_ascii=False, indent=2)
    path = tmp_path / "dorfjass.jass"
    path.write_text(text, encoding="utf-8")
    assert not window.open_file(path)
    ((title, said_now),) = dialogs.shown
    assert title == "Cannot open match"
    assert said(said_now) == ("The team 'Unterdorf' has no players; every team needs one "
                              "player or more")
    assert path.read_text(encoding="utf-8") == text
    assert window.controller.session is None
    assert sorted(p.name for p in tmp_path.iterdir()) == ["dorfjass.jass"]
