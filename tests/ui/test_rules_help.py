"""Two trials: asked "how much is a Match here?" or "what does Misère give?", the Schreiber
found only Keyboard (F1) and About in the Help menu. Help → Rules of this match (Shift+F1)
says, for the open match, its variant and preset, its table settings in words and how the
variant scores with them, in the window's language; the names typed stand as typed."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMenu

from jasstafel.core.matchfile import Team, new_match

from .keyboard import ALT, in_next_dialog, open_match, press, settle, shortcut

FOUR = ["Tom", "Beat", "Cla", "Dora"]
THREE = ["Tom", "Beat", "Cla"]


def rules_shown(qtbot, window, act=lambda: None):
    """The text of the Rules dialog opened by Shift+F1 (or by *act* where it does more)."""
    said = []

    def read(dialog):
        assert dialog.objectName() == "rulesDialog"
        said.append(dialog.text.toPlainText())
        qtbot.keyClick(dialog.text, Qt.Key.Key_Escape)  # Esc closes it, as a person does

    errors = in_next_dialog(qtbot, read)
    if act() is None:
        shortcut(qtbot, "Shift+F1")
    assert not errors, errors
    assert said, "no Rules dialog opened"
    return said[0]


# each variant with a setting that changes what the summary says, and the words it must say
CASES = {
    "schieber": (FOUR, "swisslos_2500", {"match_bonus": 100}, [
        "Schieber · Swisslos 2500", "The target is 2500.",
        "A Match (all nine tricks) gives 157 + 100 = 257",
        "Factors: Acorns ×1, Roses ×1, Shields ×2, Bells ×2, Obenabe ×3, Undenufe ×3",
        "Stöck (King and Ober of trump) give 20"], ["Weis and Stöck do not count"]),
    "coiffeur": (FOUR, "swisslos_8", {"stoeck": False, "match_bonus": 50}, [
        "The rows of this match: Acorns ×1, Roses ×2, Shields ×3, Bells ×4, Obenabe ×5, "
        "Undenufe ×6", "A Match writes 257 × the factor, plus 50 (not multiplied).",
        "Neither Weis nor Stöck count in this match."], ["Misère row"]),
    "molotow": (FOUR, None, {"rounds": 6, "stoeck": True}, [
        "After 6 rounds the lowest total wins.", "Stöck are written as 20 minus points."],
        ["Stöck do not count."]),
    "handjass": (FOUR, None, {"voll": 9, "loser": "under", "threshold": 30}, [
        "every player under 30 points gets a penalty Strich",
        "The first player with 9 Striche is full"], []),
    "fahnder": (FOUR, None, {"target": 10, "min_bid": 80}, [
        "Who first has at least 10 Striche more than Nuller is Fahnder-König",
        "The lowest bid is 80."],
        []),
    "pandur": (FOUR, None, {"high_bids": False}, [
        "260 to 290, Pandur mit.", "Made: the declarer writes these points"],
        ["290, 300 and more", "5, 300 and more: 6"]),
    "differenzler": (FOUR, None, {"games": 8, "missing_penalty": 30}, [
        "A missing prediction costs 30 penalty points.",
        "After 8 games the lowest total penalty wins."], []),
    "guggitaler": (THREE, None, {"domino_3": (120, 80, 40), "ober": 25}, [
        "Ober 25 per card", "120, 80, 40 with three",
        "his Domino points minus his penalty points"], ["No Domino is played"]),
    "punktetafel": (FOUR, None, {"target": 1000, "margin": 2, "wins": "lower"}, [
        "The lower total wins.", "The match ends when a side reaches 1000.",
        "lead by at least 2"], ["There is no target"]),
}


@pytest.mark.parametrize("variant", list(CASES))
def test_the_rules_name_this_matchs_numbers(qtbot, window, variant):
    players, preset, settings, said, unsaid = CASES[variant]
    open_match(qtbot, window, new_match(variant, players, preset=preset, settings=settings))
    text = rules_shown(qtbot, window)
    for words in said:
        assert words in text, (words, text)
    for words in unsaid:
        assert words not in text, (words, text)
    assert "Table settings of this match:" in text


def test_guggitaler_without_domino_and_french_cards(qtbot, window):
    match = new_match("guggitaler", FOUR, preset="ohne_domino", settings={"deck": "fr"})
    open_match(qtbot, window, match)
    text = rules_shown(qtbot, window)
    assert "No Domino is played: the fewest penalty points win." in text
    assert "Queen 20 per card" in text and "King of Clubs 40" in text
    assert "King of Roses" not in text


def test_turnier_without_weis_and_bonus(qtbot, window):
    open_match(qtbot, window, new_match("schieber", FOUR, preset="turnier"))
    text = rules_shown(qtbot, window)
    assert "Weis and Stöck do not count in this match." in text
    assert "gives 157, with no bonus" in text
    assert "After 12 rounds the higher total wins" in text


@pytest.mark.qt_log_ignore("does not support raise", "does not support grabbing the keyboard",
                           "does not support propagateSizeHints")
def test_the_menu_item_opens_it(qtbot, window):
    """Help → Rules of this match, chosen in the menu by its keys (Alt+H, then R)."""
    open_match(qtbot, window, new_match("coiffeur", FOUR))
    help_menu = next(a.menu() for a in window.menuBar().actions()
                     if a.text().replace("&", "") == "Help")

    def choose():
        press(qtbot, Qt.Key.Key_H, ALT)
        qtbot.waitUntil(lambda: QApplication.activePopupWidget() is help_menu)
        press(qtbot, Qt.Key.Key_R)
        return True

    text = rules_shown(qtbot, window, choose)
    assert text.startswith("Coiffeur · Jassverein")
    assert "In a Misère row the team wants few points" in text


@pytest.mark.parametrize("variant", ["schieber", "coiffeur", "guggitaler"])
def test_german_rules_have_no_english(qtbot, german_window, variant):
    players = THREE if variant == "guggitaler" else FOUR
    open_match(qtbot, german_window, new_match(variant, players))
    text = rules_shown(qtbot, german_window)
    assert "so wird gezählt" in text and "Tischregeln dieser Partie:" in text
    for english in (" the ", " and ", "Table settings", "trick", " wins", "Match bonus",
                    "Bells", "Acorns", "King of", "Players", "penalty", "scores"):
        assert english not in text, (english, text)
    if variant == "schieber":
        assert "Das Ziel ist 4'500." in text
        assert "gibt 157 + 100 = 257" in text
    if variant == "guggitaler":
        assert "Rosenkönig 40" in text


def test_french_rules(qtbot, french_window):
    open_match(qtbot, french_window, new_match("pandur", FOUR))
    text = rules_shown(qtbot, french_window)
    assert text.startswith("Bandoure")
    assert "bandoure sans 5" in text
    for english in (" the ", "Table settings", "trick", " wins", "Players"):
        assert english not in text, (english, text)


def test_a_typed_name_shows_as_typed(qtbot, window):
    teams = [Team(name="<b>Ueli</b> & Co", players=[0, 2]),
             Team(name="<i>Anna</i>", players=[1, 3])]
    open_match(qtbot, window, new_match("schieber", ["<u>Tom</u>", "Beat", "Cla", "Dora"],
                                        teams=teams))
    text = rules_shown(qtbot, window)
    assert "Teams: <b>Ueli</b> & Co (<u>Tom</u>, Cla), <i>Anna</i> (Beat, Dora)" in text


def test_no_rules_on_the_welcome_page(qtbot, window):
    """No match, no rules: the item is greyed, and Shift+F1 opens nothing."""
    assert not window.rules_action.isEnabled()
    shortcut(qtbot, "Shift+F1")
    settle()
    assert QApplication.activeModalWidget() is None
    assert not [w for w in QApplication.topLevelWidgets()
                if w.objectName() == "rulesDialog" and w.isVisible()]
    assert not isinstance(QApplication.activePopupWidget(), QMenu)



@pytest.mark.parametrize(("chosen", "said", "unsaid"), [
    ({"mode": "target", "target": 1000}, ["Ziel (bei Zielpunktzahl): 1'000", "Ein Ziel pro Team"],
     ["Runden (bei fester Rundenzahl)", "Gleichstand nach Matches"]),
    ({"mode": "rounds", "rounds": 8}, ["Runden (bei fester Rundenzahl): 8",
                                       "Gleichstand nach Matches"],
     ["Ziel (bei Zielpunktzahl)", "Ein Ziel pro Team"]),
])
def test_only_the_settings_that_apply(qtbot, german_window, chosen, said, unsaid):
    """A German trial's Schieber to 1000 listed "Runden (bei fester Rundenzahl): 12" and
    "Gleichstand nach Matches", which mean nothing there (the settings form greys them)."""
    open_match(qtbot, german_window, new_match("schieber", FOUR, settings=chosen))
    text = rules_shown(qtbot, german_window)
    for words in said:
        assert f"• {words}" in text, (words, text)
    for words in unsaid:
        assert f"• {words}" not in text, (words, text)


def test_a_team_named_after_its_players_is_named_once(qtbot, window):
    """"Teams: Tom & Cla (Tom, Cla)" said the players twice, where the printed sheet names
    them once; a team of its own name keeps its players."""
    teams = [Team(name="Tom & Cla", players=[0, 2]), Team(name="Die Bären", players=[1, 3])]
    open_match(qtbot, window, new_match("schieber", ["Tom", "Beat", "Cla", "Dora"],
                                        teams=teams))
    text = rules_shown(qtbot, window)
    assert "Teams: Tom & Cla, Die Bären (Beat, Dora)" in text
