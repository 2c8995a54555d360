"""A German trial of the Fahnder: the form's row says "Trumpf", the printed entries headed
the same column "Ansage"; and the Fahnder board was headed "Fahnder" alone where the Molotow
board said "Molotow · Familienabend" (the match's title). The contract is one word on screen
and on paper (RULES.md section 5, docs/variants/fahnder.md: the contract, German *Trumpf*,
as the window's, the CSV's and the live forms' word), and every board headed by its variant's
name names the match's title after it.

The round is typed with the keys and the sheet printed through the real print preview and
Qt's print dialog; the board's heading is read as it is painted."""

import re
import shutil

import pytest
from PySide6.QtWidgets import QLabel

from jasstafel.core import MatchInfo
from jasstafel.core.matchfile import new_match

from .keyboard import open_match
from .real_dialogs import real_dialogs_fixture  # noqa: F401
from .test_print_preview_keys import print_by_keys
from .test_sheet_long_names import keys
from .texts import painted_boxes, pdf_text

pytestmark = [pytest.mark.qt_log_ignore("does not support raise",
                                        "does not support grabbing the keyboard"),
              pytest.mark.skipif(shutil.which("pdftotext") is None,
                                 reason="pdftotext (poppler-utils) is not installed")]

NAMES = ["Anna", "Beat", "Cla", "Dora"]
#: per language: the contract's word in the form and the bid's (the column before it)
WORDS = {"de": ("Trumpf", "Angebot"), "fr": ("Atout", "Offre"), "en": ("Contract", "Bid")}


def test_the_contract_is_one_word_in_the_form_and_on_the_sheet(window_language, window, qtbot,
                                                                 real_dialogs, tmp_path):
    contract, bid = WORDS[window_language]
    open_match(qtbot, window, new_match("fahnder", NAMES))
    shown = [label.text() for label in window.panel.findChildren(QLabel)
             if label.isVisibleTo(window.panel)]
    assert contract in shown, shown  # the form's row
    # Anna Fahnder, bid 120, Eicheln, partner Cla, 130 card points
    keys(qtbot, "Ctrl+1", "120", "Ctrl+5", "Alt+3", "130", "Enter")
    assert len(window.controller.match.entries) == 1
    pdf = tmp_path / "fahnder.pdf"
    print_by_keys(qtbot, real_dialogs, pdf)
    head = next(line for line in pdf_text(pdf).splitlines()
                if line.lstrip().startswith("#") and "Fahnder" in line)
    assert re.search(rf"\s{bid}\s+{contract}\s", head), head
    assert "Ansage" not in head, head


@pytest.mark.parametrize("variant, title, heading", [
    ("fahnder", "Fahnder am Familienabend", "Fahnder · Fahnder am Familienabend"),
    ("fahnder", "Familienabend", "Fahnder · Familienabend"),
    ("molotow", "Familienabend", "Molotow · Familienabend"),
    ("differenzler", "Familienabend", "Differenzler · Familienabend"),
    ("punktetafel", "Familienabend", "Punktetafel · Familienabend"),
    ("guggitaler", "Familienabend", "Guggitaler · Familienabend"),
])
def test_a_board_headed_by_its_variant_names_the_matchs_title(german_window, qtbot, variant,
                                                               title, heading):
    """The Schieber's and the Handjass's slates, the Coiffeur's grid and the Pandur's sheet
    have no heading of the variant's name (the window's title bar names the match)."""
    open_match(qtbot, german_window, new_match(variant, NAMES, info=MatchInfo(title=title)))
    painted = [box.text for box in painted_boxes(german_window.board_widget)]
    assert heading in painted, painted[:5]
