"""One minus sign wherever a person reads a number: the real minus "−" (U+2212), as the board,
the history and the sheet write it. A trial's Statistiques tab said "Meilleure donne -20 /
-110" with a hyphen beside a board that said "−20", "−110". Files for programs (the CSV, the
match file, ``score --json``) keep the ASCII minus: a spreadsheet reads "-110" as a number,
"−110" as text (docs/printing.md)."""

import re

import pytest

from jasstafel import i18n
from jasstafel.core.matchfile import new_match
from jasstafel.core.molotow import MolotowRound
from jasstafel.printing.export import write_board_csv, write_entries_csv

from .keyboard import open_match
from .texts import widget_texts

PLAYERS = ["Benoît", "Chantal", "Élodie", "Fabien"]
HYPHEN_MINUS = re.compile(r"(?<![\w-])-\d")  # "-110", not "Jass-1" or a date's "2026-11"


def negative_molotow():
    """Fabien's Handweis of 150 with 40 card points: −110, his best round."""
    match = new_match("molotow", PLAYERS)
    match.add(MolotowRound(points=[33, 44, 40, 40], hand_weis=[0, 0, 0, 150]))
    return match


@pytest.mark.parametrize("code", ["de", "fr", "en"])
def test_a_negative_number_has_the_real_minus_in_every_language(code):
    before = i18n.language()
    i18n.use(code)
    try:
        assert i18n.number(-110) == "\u2212110"
        assert i18n.number(-4500) in ("\u22124'500", "\u22124500")
        assert i18n.number(110) == "110"
    finally:
        i18n.use(before)


def test_the_statistics_tab_writes_the_boards_minus(french_window, qtbot):
    open_match(qtbot, french_window, negative_molotow())
    window = french_window
    window.tabs.setCurrentIndex(window.tabs.indexOf(window.statistics))
    rows = dict(window.statistics.rows())
    assert rows["Meilleure donne"] == ["33", "44", "40", "\u2212110"]
    shown = [text for _where, text in widget_texts(window)]
    assert not [text for text in shown if HYPHEN_MINUS.search(text)], shown


def test_the_csv_keeps_the_ascii_minus(tmp_path):
    match = negative_molotow()
    for write in (write_entries_csv, write_board_csv):
        out = tmp_path / "out.csv"
        write(match, out, delimiter=",")
        text = out.read_text(encoding="utf-8-sig")
        # a number's cell: ASCII; the entry in words ("Handweis Fabien −150") is a sentence
        assert re.search(r"(^|,)-110(,|$)", text, re.M), text
        assert not re.search(r"(^|,)\u2212\d+(,|$)", text, re.M), text
