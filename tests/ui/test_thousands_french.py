"""A Romand Schreiber's trial (French window): numbers from 1'000 up are written with the
Swiss thousands mark in every place the window and the sheet write them (docs/window.md),
as jasstafel.i18n.number does: the boards, the status line, the entry forms, the history and
the statistics, the printed sheet. Found: a Punktetafel to 1500 said "but 1500", "Jusqu'au
but 1380", "le premier à 1500", and its sheet "But : 1500".

Each place is tried with matches whose settings and totals are large (a target of
10'000'000, penalties of 1'000, a Match bonus of 10'000, 1'000 rounds), opened as File →
Open does; the Punktetafel of the trial is typed with the keyboard."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QLabel

from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match

from .keyboard import enter, open_file, open_match, tab, type_
from .texts import Painted, pdf_text, widget_texts

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"

#: four digits or more in a row, not part of a grouped number (1'500), a date (2026-11-21,
#: 21.11.2026) or a time: a number written without its thousands mark
BARE = re.compile(r"(?<![\d'’.:\-])\d{4,}(?![\d'’.:\-])")
#: names that hold a number as written by their makers, not a figure of the match
NAMES = ("Swisslos 2500", "Simple 1000", "Einfach 1000", "2026")


def bare(texts):
    """The texts with a number of four digits or more written without its mark."""
    shown = [(where, text, unmarked(text)) for where, text in texts]
    return sorted({f"{where}: {text!r}" for where, text, seen in shown
                   if BARE.search(seen) and not any(name in seen for name in NAMES)})


def unmarked(text: str) -> str:
    """A menu text as it is shown: its underlined letter's "&" is not drawn ("&&" is one)."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def painted(widget) -> list[tuple[str, str]]:
    with Painted() as p:
        widget.grab()
    return [("painted", text) for text in p.texts]


# -- matches with large numbers ----------------------------------------------------------------


def _example(name: str) -> dict:
    return json.loads((EXAMPLES / name).read_text(encoding="utf-8"))


def large_punktetafel(rounds: int) -> dict:
    """A free board to 10'000'000 with a lead of 1'500, 1'000 rounds at most: every round
    writes more than 1'000 per side."""
    doc = _example("punktetafel.jass")
    doc["settings"].update(target=10_000_000, margin=1500, rounds=1000)
    doc["entries"] = [{"type": "round", "points": [1000 + i, 1200 + 2 * i], "note": "x"}
                      for i in range(rounds)]
    return doc


def large_guggitaler(entries: int) -> dict:
    """Penalties of 500 and 1'000, Domino points of 10'000, 5'000 and 2'000."""
    doc = _example("guggitaler.jass")
    doc["settings"].update(tricks=500, schellen=1000, ober=1000, rosenkoenig=1000,
                           last_trick=1000, domino_4=[10000, 5000, 2000, 0],
                           domino_3=[10000, 5000, 2000], guggitaler=20)
    doc["entries"] = doc["entries"][:entries]
    return doc


def large_differenzler(games: int) -> dict:
    """Cla predicts 157 and makes nothing, Anna predicts nothing and makes 157: 157 penalty
    points each game, and Anna's card points pass 1'000 after the seventh."""
    doc = _example("differenzler.jass")
    doc["settings"]["games"] = 100
    doc["entries"] = [{"type": "game", "predictions": [0, 0, 157, 0],
                       "points": [157, 0, 0, 0]}] * games
    return doc


def large_molotow(rounds: int) -> dict:
    """Anna and Beat take 50 card points a round, Cla 57: after 30 rounds a tie on 1'500."""
    doc = _example("molotow.jass")
    doc["players"] = doc["players"][:3]
    doc["settings"].update(rounds=30, last_round_double=False)
    doc["entries"] = [{"type": "round", "points": [50, 50, 57], "hand_weis": [],
                       "tisch_weis": [], "stoeck": None}] * rounds
    return doc


def large_schieber(name: str) -> dict:
    """Every factor 20 and a Match bonus of 1'000."""
    doc = _example(name)
    settings = doc["settings"]
    settings["factors"] = {key: 20 for key in settings["factors"]}
    settings["match_bonus"] = 1000
    if settings["mode"] == "target":
        settings["target"] = 100_000
    return doc


def large_coiffeur() -> dict:
    """A Match bonus of 10'000 and factors up to 99."""
    doc = _example("coiffeur-jassverein.jass")
    doc["settings"]["match_bonus"] = 10_000
    for row in doc["settings"]["rows"]:
        row["factor"] *= 9
    return doc


def both_past_1000() -> dict:
    """Einfach 1000: 80 : 77 thirteen times, both teams past 1'000 in the last round (1'040
    and 1'001) and nobody has called Bedanken."""
    doc = _example("schieber-einfach-1000.jass")
    doc["entries"] = [{"type": "round", "contract": "eicheln", "announced_by": i % 2,
                       "geschoben": False, "points": [80, 77], "match": False,
                       "weis": [0, 0], "stoeck": None} for i in range(13)]
    return doc


LARGE = {
    "punktetafel": lambda: large_punktetafel(1000),
    "punktetafel, half": lambda: large_punktetafel(500),
    "guggitaler": lambda: large_guggitaler(6),
    "guggitaler, game 2": lambda: large_guggitaler(1),
    "guggitaler, game 4": lambda: large_guggitaler(3),
    "differenzler": lambda: large_differenzler(12),
    "molotow, tie": lambda: large_molotow(30),
    "molotow": lambda: large_molotow(20),
    "schieber": lambda: large_schieber("schieber-freier-jass.jass"),
    "schieber turnier": lambda: large_schieber("schieber-turnier.jass"),
    "schieber, both past": both_past_1000,
    "coiffeur": large_coiffeur,
}


def opened(qtbot, window, tmp_path, key):
    path = tmp_path / "large.jass"
    path.write_text(json.dumps(LARGE[key]()), encoding="utf-8")
    matchfile.load(path)  # a valid match: its figures are what the window shows
    window.open_file(path)
    qtbot.waitUntil(lambda: window.controller.session is not None
                    and window.controller.session.path == path)
    QApplication.processEvents()
    return path


# -- the trial: a Punktetafel to 1'500, typed ---------------------------------------------------


def test_a_punktetafel_to_1500_says_every_number_with_the_mark(french_window, qtbot):
    window = french_window
    match = new_match("punktetafel", ["Anna", "Beat", "Cla", "Dora"],
                      settings={"target": 1500})
    panel, board = open_match(qtbot, window, match)
    assert panel.box.title() == "but 1'500 · le plus de points gagne"
    assert board.data.footer == "Donne 1\u00a0: le premier à 1'500"
    assert board.data.subtitle == "but 1'500 · le plus de points gagne"
    points = (150, 160, 170, 165)
    for value in points:
        type_(qtbot, str(value))
        tab(qtbot)
    enter(qtbot)
    # 1'500 − 150 … 1'500 − 170: how far each player is from the target
    to_target = next(row for row in board.data.extras if row.label == "Jusqu’au but")
    assert to_target.cells == ["1'350", "1'340", "1'330", "1'335"]
    assert panel.box.title() == "but 1'500 · le plus de points gagne"
    assert board.data.footer == "Donne 2\u00a0: le premier à 1'500"
    drawn = [text for _where, text in painted(board)]
    assert "1'350" in drawn and "Donne 2\u00a0: le premier à 1'500" in drawn
    for _round in range(8):  # nine rounds: Cla 9 × 170 = 1'530 reaches 1'500 first
        for value in points:
            type_(qtbot, str(value))
            tab(qtbot)
        enter(qtbot)
    assert window.controller.board.finished
    assert board.data.subtitle == "Terminé après 9 donnes · but 1'500 · le plus de points gagne"
    assert board.data.totals == ["1'350", "1'440", "1'530", "1'485"]
    texts = widget_texts(window) + painted(window)
    assert bare(texts) == []


# -- each place the window writes numbers ------------------------------------------------------


@pytest.mark.parametrize("key", list(LARGE))
def test_every_board_writes_its_large_numbers_with_the_mark(french_window, qtbot, tmp_path,
                                                           key):
    window = french_window
    opened(qtbot, window, tmp_path, key)
    board = window.board_widget
    texts = painted(board) + widget_texts(board)
    assert bare(texts) == []


def test_the_boards_figures_by_hand(french_window, qtbot, tmp_path):
    """A few figures worked out by hand, so that the checks above see real numbers."""
    window = french_window
    opened(qtbot, window, tmp_path, "differenzler")
    card_points = next(row for row in window.board_widget.data.extras
                       if row.label == "Points de cartes")
    assert card_points.cells[0] == "1'884"  # 12 × 157
    opened(qtbot, window, tmp_path, "punktetafel, half")
    data = window.board_widget.data
    # 10'000'000 − (1'000 + 1'001 + … + 1'499) = 10'000'000 − 624'750
    to_target = next(row for row in data.extras if row.label == "Jusqu’au but")
    assert to_target.cells[0] == "9'375'250"
    assert [row.label for row in data.rows if not row.future][-1] == "500"
    assert data.rows[-1].label == "530"  # the rounds still to play, 30 of them shown
    assert data.subtitle == ("but 10'000'000 · 1'500 d’avance · 1'000 donnes · le plus de "
                             "points gagne")
    opened(qtbot, window, tmp_path, "punktetafel")
    assert window.board_widget.data.rows[-1].label == "1'000"
    opened(qtbot, window, tmp_path, "guggitaler, game 2")
    drawn = [text for _where, text in painted(window.board_widget)]
    assert "1'000 par carte, 9 cartes" in drawn


@pytest.mark.parametrize("key", list(LARGE))
def test_every_status_line_writes_its_large_numbers_with_the_mark(french_window, qtbot,
                                                                 tmp_path, key):
    window = french_window
    opened(qtbot, window, tmp_path, key)
    texts = [("status", window.status_label.text()),
             ("board tooltip", window.board_widget.toolTip())]
    assert bare(texts) == []


def test_the_status_lines_by_hand(french_window, qtbot, tmp_path):
    window = french_window
    opened(qtbot, window, tmp_path, "punktetafel, half")
    # the state is the board's, under it; the line above the form says what to type
    assert window.board_widget.data.footer == (
        "Donne 501 sur 1'000\u00a0: le premier à 10'000'000")
    opened(qtbot, window, tmp_path, "molotow, tie")
    # 30 × 50 = 1'500 for Anna and Beat, the fewest: a card decides
    assert window.board_widget.data.footer.startswith("Égalité à 1'500 entre")


@pytest.mark.parametrize("key", list(LARGE))
def test_every_entry_form_writes_its_large_numbers_with_the_mark(french_window, qtbot,
                                                                tmp_path, key):
    window = french_window
    opened(qtbot, window, tmp_path, key)
    assert bare(widget_texts(window.panel) + painted(window.panel)) == []


def test_the_entry_forms_by_hand(french_window, qtbot, tmp_path):
    window = french_window
    opened(qtbot, window, tmp_path, "schieber, both past")
    assert window.panel.both_over.text().startswith("Les deux équipes ont passé 1'000")
    opened(qtbot, window, tmp_path, "guggitaler, game 2")
    # the rule kept whole on its line (no-break spaces): read as the eye reads it
    assert "1'000 par carte, 9 cartes" in window.panel.header.note.text().replace("\u00a0", " ")
    opened(qtbot, window, tmp_path, "punktetafel, half")
    assert window.panel.box.title() == (
        "encore 500 donnes à jouer")


def test_the_punktetafel_preview_and_history_of_round_1000(french_window, qtbot, tmp_path):
    window = french_window
    doc = large_punktetafel(999)
    path = tmp_path / "long.jass"
    path.write_text(json.dumps(doc), encoding="utf-8")
    panel, _board = open_file(qtbot, window, path)
    type_(qtbot, "1999")
    tab(qtbot)
    type_(qtbot, "3198")
    # 1'000 + … + 1'998 = 1'497'501, + 1'999; 1'200 + 1'202 + … + 3'196 = 2'195'802, + 3'198
    assert panel.preview_line.text() == (
        "Avec Entrée\u00a0: Donne 1'000\u00a0: Oberdorf 1'999, Unterdorf 3'198 → 1'499'500 : "
        "2'199'000")
    enter(qtbot)
    history = window.history.list
    assert history.item(history.count() - 1).text() == (
        "1'000. Donne 1'000\u00a0: Oberdorf 1'999, Unterdorf 3'198 → 1'499'500 : 2'199'000")


@pytest.mark.parametrize("key", list(LARGE))
def test_every_history_and_statistics_tab_writes_large_numbers_with_the_mark(
        french_window, qtbot, tmp_path, key):
    window = french_window
    opened(qtbot, window, tmp_path, key)
    texts = []
    for tab_ in range(window.tabs.count()):  # the history, the chart, the statistics
        window.tabs.setCurrentIndex(tab_)
        QApplication.processEvents()
        page = window.tabs.currentWidget()
        texts += widget_texts(page) + painted(page)
    window.tabs.setCurrentIndex(0)
    assert bare(texts) == []


def test_the_statistics_count_1000_rounds_with_the_mark(french_window, qtbot, tmp_path):
    window = french_window
    opened(qtbot, window, tmp_path, "punktetafel")
    window.tabs.setCurrentWidget(window.statistics)
    QApplication.processEvents()
    summary = window.statistics.findChild(QLabel, "statisticsSummary")
    assert summary is not None and summary.text().startswith("Donnes jouées\u00a0: 1'000")


# -- the printed sheet -------------------------------------------------------------------------


@pytest.mark.parametrize("key", list(LARGE))
def test_every_printed_sheet_writes_large_numbers_with_the_mark(french_window, tmp_path, key):
    from jasstafel.printing.sheet import write_pdf

    path = tmp_path / "large.jass"
    path.write_text(json.dumps(LARGE[key]()), encoding="utf-8")
    out = tmp_path / "large.pdf"
    write_pdf(matchfile.load(path), out)
    assert bare([("sheet", line) for line in pdf_text(out).splitlines()]) == []


def test_the_sheets_table_settings_by_hand(french_window, tmp_path):
    from jasstafel.printing.sheet import write_pdf

    match = new_match("punktetafel", ["Anna", "Beat"], settings={"target": 1500})
    out = tmp_path / "tafel.pdf"
    write_pdf(match, out)
    text = pdf_text(out)
    assert re.search(r"But :\s+1'500\n", text), text
    assert "modifié : se termine à 1'500" in " ".join(text.split())
    path = tmp_path / "schieber.jass"
    path.write_text(json.dumps(large_schieber("schieber-turnier.jass")), encoding="utf-8")
    write_pdf(matchfile.load(path), out)
    assert re.search(r"Match :\s+157 \+ 1'000 = 1'157 \(× facteur\)", pdf_text(out))


def test_a_correction_of_entry_1000_is_named_with_the_mark(french_window, qtbot, tmp_path):
    """The correction's line under the form and the Edit menu's Undo say "1'000" too."""
    from PySide6.QtCore import Qt

    from .keyboard import ctrl, type_

    window = french_window
    path = tmp_path / "long.jass"
    doc = large_punktetafel(1000)
    doc["settings"]["rounds"] = None  # not over yet: the form is there
    path.write_text(json.dumps(doc), encoding="utf-8")
    panel, _board = open_file(qtbot, window, path)
    ctrl(qtbot, "e")  # correct the last entry, the 1'000th
    assert panel.banner_label.text() == "Correction de l’inscription 1'000", \
        panel.banner_label.text()
    type_(qtbot, "2000")  # over the 1'999 loaded: a correction without a change is no step
    panel.setFocus()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert "1'000" in window.undo_action.text() and not BARE.search(window.undo_action.text())
