"""The printed sheet says who won once: a trial's Schieber sheets all printed "Sieger: Ueli
& Kläri" in bold and right under it, in italics, "Sieger: Ueli & Kläri; bedankt". The bold
line names the winner; the line under it says only how the match ended (bedankt, the target
reached, more Matches …), or, where the board's sentence says nothing more than who won
with how much, the score (Punktetafel, as the Coiffeur).

The matches are finished with keys in the real window and printed through the real preview
(Ctrl+P, Ctrl+P, the file's name, Enter).

Every other variant said its winner twice too: "Sieger: Dora" and under it "Dora gewinnt mit
51 Strafpunkten" (French Fahnder: "Victoire : Anna et Dora", then "Anna et Dora sont
Fahnder-Könige : …"). The line under the winner now says only what the bold line does not:
the figure and the reason, without the names again; finished examples opened with File →
Open are printed in each language.
"""

import json
import re
from pathlib import Path

import pytest

from jasstafel.core import Team
from jasstafel.core.matchfile import new_match
from jasstafel.core.schieber import SchieberRound

from .keyboard import ctrl, enter, focused, open_file, tab, type_text
from .real_dialogs import real_dialogs_fixture  # noqa: F401
from .test_print_preview_keys import pdftotext, print_by_keys
from .test_sheet_long_names import WINDOW
from .texts import pdf_text

pytestmark = [
    pytest.mark.qt_log_ignore("does not support raise", "does not support grabbing the keyboard"),
    pytest.mark.skipif(pdftotext is None, reason="pdftotext (poppler-utils) is not installed"),
]


def but_the_last(tmp_path, example, name):
    """The example without its last entry, as a file to open."""
    doc = json.loads(Path(f"docs/examples/{example}.jass").read_text())
    doc["entries"] = doc["entries"][:-1]
    path = tmp_path / f"{name}.jass"
    path.write_text(json.dumps(doc))
    return path


def printed_lines(window, qtbot, real_dialogs, tmp_path):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    pdf = tmp_path / "blatt.pdf"
    print_by_keys(qtbot, real_dialogs, pdf)
    return [re.sub(r"\s{2,}", "  ", line.strip()) for line in pdf_text(pdf).splitlines()]


def under(lines, line):
    """The printed line right under *line* (which is printed once)."""
    assert lines.count(line) == 1, [x for x in lines if line in x]
    return lines[lines.index(line) + 1]


def bedanken_of_team_b(qtbot, panel):
    """Bedanken between rounds (no stack): Ctrl+B, then Team B's button, Enter."""
    ctrl(qtbot, "b")
    for _ in range(6):  # over the stack and its contract to Team B's button
        if focused() is panel.bedanken_buttons[1]:
            break
        tab(qtbot)
    assert focused() is panel.bedanken_buttons[1]
    enter(qtbot)


def test_a_schieber_won_by_bedanken_says_its_winner_once(window, qtbot, real_dialogs,
                                                         tmp_path):
    panel, _board = open_file(qtbot, window, but_the_last(tmp_path, "schieber-einfach-1000",
                                                         "bedankt"))
    bedanken_of_team_b(qtbot, panel)
    board = window.controller.board
    # RULES.md §1: Team B (1'062) calls Bedanken past 1'000 and wins
    assert board.finished and board.winners == [1]
    lines = printed_lines(window, qtbot, real_dialogs, tmp_path)
    assert [line for line in lines if "Team B" in line and "Won" in line] == []
    assert under(lines, "Winner: Team B") == "Called Bedanken"


def test_the_same_in_swiss_german(german_window, qtbot, real_dialogs, tmp_path):
    window = german_window
    panel, _board = open_file(qtbot, window, but_the_last(tmp_path, "schieber-einfach-1000",
                                                         "bedankt"))
    bedanken_of_team_b(qtbot, panel)
    lines = printed_lines(window, qtbot, real_dialogs, tmp_path)
    assert [line for line in lines if line.startswith("Sieger:")] == ["Sieger: Team B"]
    assert under(lines, "Sieger: Team B") == "Bedankt"


def test_a_turnier_won_on_matches_says_why_under_its_winner(german_window, qtbot,
                                                             real_dialogs, tmp_path):
    """The trial's Turnier of 4 rounds: 314 : 314 after the last, won by Bärner Mutze on
    Matches (1 : 0); the sheet said "Sieger: Bärner Mutze; gleich viele Punkte, mehr
    Matches" under "Sieger: Bärner Mutze"."""
    window = german_window
    match = new_match("schieber", ["Ueli", "Bärti", "Kläri", "Vreni"], preset="turnier",
                      teams=[Team(name="Bärner Mutze", players=[0, 2]),
                             Team(name="Gäste", players=[1, 3])],
                      settings={"rounds": 4, "striche": True})
    for contract, by, points, won_all in (("eicheln", 0, (157, 0), True),
                                          ("rosen", 1, (60, 97), False),
                                          ("schilten", 0, (40, 117), False)):
        match.add(SchieberRound(contract=contract, announced_by=by, points=points,
                                match=won_all))
    open_file(qtbot, window, tmp_path / "turnier.jass", match)
    ctrl(qtbot, "4")  # round 4: Schellen, 57 for Bärner Mutze (the cursor's field), 100 Gäste
    type_text(qtbot, "57")
    enter(qtbot)
    board = window.controller.board
    # RULES.md §1 (Turnier): 157+60+40+57 = 314 : 0+97+117+100 = 314, equal points; the
    # Matches decide, 1 : 0
    assert [s.total for s in board.sides] == [314, 314]
    assert board.finished and board.winners == [0]
    lines = printed_lines(window, qtbot, real_dialogs, tmp_path)
    assert [line for line in lines if line.startswith("Sieger:")] == ["Sieger: Bärner Mutze"]
    assert under(lines, "Sieger: Bärner Mutze") == "Gleich viele Punkte, mehr Matches"


def test_a_punktetafel_says_its_winner_once_and_then_the_score(window, qtbot, real_dialogs,
                                                               tmp_path):
    """"Sieger: Ruedi" and under it "Sieger: Ruedi mit 106": said once, then the score."""
    open_file(qtbot, window, but_the_last(tmp_path, "punktetafel-bis-100", "tafel"))
    type_text(qtbot, "3")
    tab(qtbot)
    type_text(qtbot, "0")
    enter(qtbot)
    board = window.controller.board
    # 21+13+30+18+15+4+2+3 = 106 : 17+25+19+27+10+3+3+0 = 104, past 100 with a lead of 2
    assert board.finished and [s.total for s in board.sides] == [106, 104]
    lines = printed_lines(window, qtbot, real_dialogs, tmp_path)
    assert [line for line in lines if "Won by" in line] == []
    assert under(lines, "Winner: Ruedi") == "106 : 104"


#: the finished examples: their winners as the bold line names them and, by hand from their
#: boards (docs/examples/*.board.json, RULES.md), what the line under it says instead of the
#: board's sentence (French's narrow space before ":" and ";" is a space in pdftotext's text)
WON = {
    # Fahnder-Könige (RULES.md §5): Anna net 12, Dora net 14
    "fahnder": ({"en": "Winners: Anna and Dora", "de": "Sieger: Anna und Dora",
                 "fr": "Victoire : Anna et Dora"},
                {"en": "Fahnder-Könige with net 12 and 14",
                 "de": "Fahnder-Könige mit netto 12 und 14",
                 "fr": "Fahnder-Könige avec net 12 et 14"}),
    # Wirtshaus: Beat full with 7 Striche, Anna the fewest, 2
    "handjass-standard": ({"en": "Winner: Anna", "de": "Sieger: Anna",
                           "fr": "Victoire : Anna"},
                          {"en": "Beat is full; won with 2 Striche",
                           "de": "Beat ist voll; gewonnen mit 2 Strichen",
                           "fr": "Plein : Beat ; victoire avec 2 traits"}),
    # Gewinnstriche: Anna the first to 7
    "handjass-gewinnstriche": ({"en": "Winner: Anna", "de": "Sieger: Anna",
                                "fr": "Victoire : Anna"},
                               {"en": "Won with 7 Striche", "de": "Gewonnen mit 7 Strichen",
                                "fr": "Victoire avec 7 traits"}),
    # Ruedi first to 15; Sepp the last one left
    "pandur": ({"en": "Winner: Ruedi", "de": "Sieger: Ruedi", "fr": "Victoire : Ruedi"},
               {"en": "Sepp is the loser", "de": "Sepp verliert die Partie",
                "fr": "Sepp perd la partie"}),
    # Anna and Cla tie on 265, the lowest; Anna drew the higher card
    "molotow": ({"en": "Winner: Anna", "de": "Sieger: Anna", "fr": "Victoire : Anna"},
                {"en": "With 265 points (drew the higher card)",
                 "de": "Mit 265 Punkten (hat die höhere Karte gezogen)",
                 "fr": "Avec 265 points (a tiré la carte la plus haute)"}),
    # the fewest penalty points: Dora 51
    "differenzler": ({"en": "Winner: Dora", "de": "Sieger: Dora",
                      "fr": "Victoire : Dora"},
                     {"en": "With 51 penalty points", "de": "Mit 51 Strafpunkten",
                      "fr": "Avec 51 points de pénalité"}),
    # with the Domino: Dora 90, the most
    "guggitaler": ({"en": "Winner: Dora", "de": "Sieger: Dora", "fr": "Victoire : Dora"},
                   {"en": "With 90 points", "de": "Mit 90 Punkten", "fr": "Avec 90 points"}),
    # without the Domino: Ueli 185 penalty points, the fewest
    "guggitaler-zu-dritt-ohne-domino": (
        {"en": "Winner: Ueli", "de": "Sieger: Ueli", "fr": "Victoire : Ueli"},
        {"en": "With 185 penalty points", "de": "Mit 185 Strafpunkten",
         "fr": "Avec 185 points de pénalité"}),
}


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
@pytest.mark.parametrize("example", list(WON))
def test_every_variant_says_its_winner_once(request, qtbot, real_dialogs, tmp_path, example,
                                            lang):
    window = request.getfixturevalue(WINDOW[lang])
    assert window.open_file(f"docs/examples/{example}.jass")  # File → Open's own step
    assert window.controller.board.finished
    lines = printed_lines(window, qtbot, real_dialogs, tmp_path)
    winner, note = WON[example]
    assert under(lines, winner[lang]) == note[lang]
