"""The program does not know whether a player is a man or a woman: no sentence puts an
adjective, a past participle or a pronoun that agrees with a player's name after it. A trial's
French window said "Chantal est plein : Benoît et Élodie gagnent …" (Handjass: the status, the
right side, the sheet; the sheet's round note "Chantal plein") and "Élodie est dernier" (the
Guggitaler's Domino preview); German said "Elodie ist Letzter" and "Sepp ist der Verlierer".
Each is said now so that any name fits: "Plein : Chantal", "Élodie finit en dernier",
"Sepp perd la partie"."""

import re
from pathlib import Path

from jasstafel import i18n
from jasstafel.core.guggitaler import GuggitalerCount, GuggitalerTaker
from jasstafel.core.handjass import HandjassStriche
from jasstafel.core.matchfile import new_match
from jasstafel.printing import sheet

from .keyboard import enter, open_file, shortcut, type_
from .texts import catalog, pdf_text

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"
ROMANDS = ["Benoît", "Chantal", "Élodie", "Fabien"]


def test_a_full_handjass_player_is_said_without_agreement(french_window, qtbot, tmp_path):
    match = new_match("handjass", ROMANDS)
    match.add(HandjassStriche(striche=[1, 6, 1, 2]))
    path = tmp_path / "plein.jass"
    panel, _slate = open_file(qtbot, french_window, path, match)
    shortcut(qtbot, "Ctrl+2")  # Chantal's seventh Strich
    assert panel.preview_line.text().endswith("· plein\u00a0: Chantal"), panel.preview_line.text()
    enter(qtbot)
    board = french_window.controller.board
    assert board.finished
    won = "Benoît et Élodie gagnent avec 1 trait"
    assert french_window.status_label.text() == (
        f"Plein\u00a0: Chantal\u00a0; {won}. La partie est terminée.")
    assert french_window.history.list.item(1).text().endswith("· plein\u00a0: Chantal")
    assert i18n.render(board.status) == (
        f"Plein\u00a0: Chantal\u00a0; {won}\u00a0; la partie est terminée")
    assert [i18n.render(n) for n in board.entries[-1].notes] == [
        "Traits posés directement\u00a0: Chantal 1 trait", "plein\u00a0: Chantal"]
    sheet.write_pdf(french_window.controller.match, tmp_path / "plein.pdf")
    printed = " ".join(pdf_text(tmp_path / "plein.pdf").split())
    assert "Plein : Chantal" in printed and "plein : Chantal" in printed
    assert "Chantal est plein" not in printed and "Chantal plein" not in printed


def before_the_domino():
    match = new_match("guggitaler", ROMANDS, settings={"deck": "fr"})
    for entry in (GuggitalerCount(game="tricks", counts=[3, 2, 4, 0]),
                  GuggitalerCount(game="schellen", counts=[2, 3, 0, 4]),
                  GuggitalerCount(game="ober", counts=[1, 1, 1, 1]),
                  GuggitalerTaker(game="rosenkoenig", player=2),
                  GuggitalerTaker(game="last_trick", player=0)):
        match.add(entry)
    return match


def test_the_last_of_the_domino_is_said_without_agreement(french_window, qtbot, tmp_path):
    panel, _board = open_file(qtbot, french_window, tmp_path / "domino.jass",
                              before_the_domino())
    type_(qtbot, "4")
    type_(qtbot, "2")
    type_(qtbot, "1")
    assert panel.preview_line.text().endswith("· Élodie finit en dernier"), \
        panel.preview_line.text()


def test_the_last_of_the_domino_in_german(german_window, qtbot, tmp_path):
    panel, _board = open_file(qtbot, german_window, tmp_path / "domino.jass",
                              before_the_domino())
    for digit in "421":
        type_(qtbot, digit)
    assert panel.preview_line.text().endswith("· Élodie auf dem letzten Platz"), \
        panel.preview_line.text()


def test_the_pandur_loser_is_said_with_a_verb(french_window):
    """"Sepp est le perdant": a noun of one gender. The verb fits anyone."""
    french_window.open_file(EXAMPLES / "pandur.jass")
    assert french_window.board_widget.sheet.headline == "Ruedi gagne\u00a0; Sepp perd la partie"


def test_the_pandur_loser_in_german(german_window):
    german_window.open_file(EXAMPLES / "pandur.jass")
    assert german_window.board_widget.sheet.headline == "Ruedi gewinnt; Sepp verliert die Partie"


#: a player's name (a placeholder) with a word after it that agrees with it
AGREEING = {
    "fr": re.compile(r"\{\w+\} (est|sont|était|finit|reste) (le |la |un |une )?"
                     r"(plein|pleins|pleine|dernier|dernière|premier|première|perdant|perdante|"
                     r"gagnant|gagnante|actif|inactif|invité|invitée|tiré|tirée)\b"
                     r"|\{\w+\} \((invité|inactif|était invité)\)|\{\w+\} plein\b"
                     r"|Gagnants?\u00a0: \{|lui-même|sans lui\b|réactivez-le|\(il hérite\)"
                     r"|: il ne peut plus"),
    "de": re.compile(r"\{\w+\} ist (der |die )?(Letzter|Letzte|Erster|Erste|Verlierer|"
                     r"Verliererin|Sieger|Siegerin)\b|ohne ihn\b|\(er erbt\)|: er kann nicht mehr"),
}


def test_no_message_agrees_with_a_name():
    """Every catalog message, also those the tests above do not reach (the club's, the
    command line's): a name is never followed by a word that takes its gender."""
    for code, pattern in AGREEING.items():
        found = [(context, english, form) for context, english, forms in catalog(code)
                 for form in forms if pattern.search(form)]
        assert not found, found


def test_english_says_no_he_after_a_name():
    """"Anna deals and sits out this deal (he inherits)", "Beat cannot call himself",
    "reactivate him first": English has no gender but in its pronouns."""
    pronoun = re.compile(r"\b(he|him|himself)\b")
    named = re.compile(r"\{(player|name|0)\}")
    found = [english for _context, english, _forms in catalog("de")
             if named.search(english) and pronoun.search(english)]
    assert not found, found


# -- labels and stamps beside a name ------------------------------------------------------------
# A trial found the sentences fixed but the labels not: "le perdant" under the Pandur sheet's
# loser, "Gagnant !" and "Perdant" under the Pandur window's cards, "dernier à la table" and
# "sorti à la donne 12" above them, "plein" stamped under Chantal on the Handjass slate and
# printed on her card, "Gagnant !" under a Schieber team, "invité"/"inactif" in a member's
# row. Each is now a noun or a verb that fits anyone.


def pandur_column(window, seat):
    return window.board_widget.sheet.columns[seat]


def test_the_pandur_cards_need_no_agreement_in_french(french_window):
    french_window.open_file(EXAMPLES / "pandur.jass")
    ruedi, vreni, sepp, margrit = (pandur_column(french_window, s) for s in range(4))
    assert (ruedi.tag, ruedi.footer) == ("sort à la donne 12", "Victoire\u00a0!")
    assert (sepp.tag, sepp.footer) == ("reste à la table", "Défaite")
    assert (vreni.footer, margrit.tag) == ("Place 2", "sort à la donne 15")


def test_the_pandur_cards_need_no_agreement_in_german(german_window):
    german_window.open_file(EXAMPLES / "pandur.jass")
    ruedi, _vreni, sepp, _margrit = (pandur_column(german_window, s) for s in range(4))
    assert (ruedi.tag, ruedi.footer) == ("ausgeschieden in Spiel 12", "Gewonnen!")
    assert (sepp.tag, sepp.footer) == ("bleibt am Tisch", "Verloren")


def test_the_pandur_sheet_says_the_loser_with_a_verb(french_window, tmp_path):
    french_window.open_file(EXAMPLES / "pandur.jass")
    sheet.write_pdf(french_window.controller.match, tmp_path / "pandur.pdf")
    printed = " ".join(pdf_text(tmp_path / "pandur.pdf").split())
    assert "perd la partie" in printed
    assert "le perdant" not in printed and "Perdant" not in printed


def test_the_schieber_winner_is_a_victory_in_french(french_window):
    from jasstafel.ui.variants.schieber_board import slate_of

    french_window.open_file(EXAMPLES / "schieber-freier-jass.jass")
    board = french_window.controller.board
    winner = board.winners[0]
    assert slate_of(board).halves[winner].progress == ("Victoire\u00a0!",)


def test_the_schieber_winner_in_german(german_window):
    from jasstafel.ui.variants.schieber_board import slate_of

    german_window.open_file(EXAMPLES / "schieber-freier-jass.jass")
    board = german_window.controller.board
    assert slate_of(board).halves[board.winners[0]].progress == ("Gewonnen!",)


def full_handjass():
    match = new_match("handjass", ROMANDS)
    match.add(HandjassStriche(striche=[1, 6, 1, 2]))
    match.add(HandjassStriche(striche=[0, 1, 0, 0]))
    return match


def test_the_full_handjass_stamp_and_card_need_no_agreement(french_window, tmp_path):
    path = tmp_path / "plein.jass"
    from jasstafel.core import matchfile

    matchfile.save(full_handjass(), path)
    french_window.open_file(path)
    chantal = french_window.board_widget.slate.columns[1]
    assert chantal.stamp == "plein atteint"
    sheet.write_pdf(french_window.controller.match, tmp_path / "plein.pdf")
    printed = pdf_text(tmp_path / "plein.pdf")
    card = [line for line in printed.splitlines() if "encore 6" in line or "plein" in line]
    assert any("plein atteint" in line for line in card), card
    assert not any(re.search(r"(^|\s{2})plein(\s{2}|$)", line) for line in card), card


def test_a_members_status_needs_no_agreement(french_window, club_path, dialogs):
    from PySide6.QtWidgets import QMessageBox

    dialogs.answer = QMessageBox.StandardButton.Yes  # create the club file? yes
    cw = french_window.club.show_window()
    club = cw.club
    club.add_member("Chantal Python")
    club.deactivate(club.add_member("Élodie Rossier").id)
    club.add_guest("Benoîte Favre")
    cw.changed()
    page = cw.members
    page.show_inactive.setChecked(True)
    page.show_guests.setChecked(True)
    status = {page.table.item(r, 0).text(): page.table.item(r, 2).text()
              for r in range(page.table.rowCount())}
    assert status == {"Chantal Python": "membre actif", "Élodie Rossier": "membre inactif",
                      "Benoîte Favre": "sur invitation"}


#: a label standing alone beside or under a name (a stamp, a card's line, a status) that
#: takes the name's gender
AGREEING_LABEL = {
    "fr": re.compile(r"^(le |la |les )?((gagnant|perdant|plein|dernier|premier|éliminé|invité|"
                     r"actif|inactif)(e|s|es)?|dernière|première|active|inactive|sortis?)"
                     r"( à la (table|donne \{\w+\}))?([ \u00a0]!)?$", re.IGNORECASE),
    "de": re.compile(r"^(der |die )?(als )?(Sieger|Siegerin|Verlierer|Verliererin|Gewinner|"
                     r"Gewinnerin|Letzter|Letzte|Erster|Erste)( am Tisch)?!?$"),
}

#: a column's title, read before the values as "Plein : Chantal" is (a label first, never a
#: word after a name); the Differenzler's last donne; a placeholder of --help (what to type
#: there: "make-member INVITÉ")
TITLES = {
    ("fr", "print", "Full"), ("fr", "export", "Full"), ("fr", "club", "Guest"),
    ("fr", "club", "Active"), ("fr", "cli", "full"), ("fr", "cli", "last"),
    ("fr", "cli", "GUEST"), ("de", "export", "Winner"),
}


def test_no_label_agrees_with_a_name():
    for code, pattern in AGREEING_LABEL.items():
        found = [(context, english, form) for context, english, forms in catalog(code)
                 for form in forms
                 if pattern.search(form.strip()) and (code, context, english) not in TITLES]
        assert not found, found
