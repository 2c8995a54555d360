"""A Schreiber who prints everything printed every variant with a long name at the table:
"Hansruedi Zimmermann-Bärtschi", "Käthi Müller", "Ueli Schüpbach", "Vreni Gerber" (team B
"Stammtisch zum Bären"). Every figure was right; the sheets' layout was not:

* a Schieber's Z box cut a long team name with "…" ("Hansruedi Zimmermann-Bärtschi & Ueli
  …") where the Striche box right under it wrote it whole on two lines; the Handjass's and
  the Fahnder's boxes said "Hansruedi Zimmerman…";
* the Punktetafel's ranks wrote "Rückstand 0" for the leader, where the window (and the
  Coiffeur's sheet) writes "–";
* a Fahnder and a Pandur of only four players printed their entries in two parts (every
  entry twice: first with Hansruedi's and Käthi's columns, then again with Ueli's and
  Vreni's), the column title broke the name inside a word ("Hansruedi / Zimmerma /
  nn-Bärtschi", the English one "Hansruedi Zimmermann-B / ärtschi"), and the Fahnder's,
  partner's, dealer's and declarer's columns said "Hansruedi Zimmer…" while other columns
  (Kartenpunkte, Weis) had room to spare.

The matches are typed with the keys into the real window and written through the real File →
Export PDF… (Qt's file dialog, the name typed, Enter); the PDF is read back with pdftotext,
and every text the sheet paints is caught with its box (nothing wider than its box).
"""

import re

import pytest
from PySide6.QtWidgets import QFileDialog

from jasstafel.core import Team
from jasstafel.core.matchfile import new_match

from .keyboard import enter, open_match, shortcut, tab, type_
from .real_dialogs import real_dialogs_fixture  # noqa: F401
from .test_dialogs_real import from_the_menu, type_name
from .test_print_preview_keys import pdftotext
from .texts import PaintedBoxes, pdf_text

pytestmark = [
    pytest.mark.qt_log_ignore("does not support raise", "does not support grabbing the keyboard"),
    pytest.mark.skipif(pdftotext is None, reason="pdftotext (poppler-utils) is not installed"),
]

HANSRUEDI = "Hansruedi Zimmermann-Bärtschi"
NAMES = [HANSRUEDI, "Käthi Müller", "Ueli Schüpbach", "Vreni Gerber"]
WINDOW = {"en": "window", "de": "german_window", "fr": "french_window"}
#: the headings around the entries, in the sheet's language
ENTRIES = {"en": ("Entries", "Board as it stands"), "de": ("Einträge", "Aktueller Stand"),
           "fr": ("Inscriptions", "Ardoise en l’état")}


def keys(qtbot, *pressed):
    """Each of *pressed*: a key combination ("Ctrl+1", "Alt+N"), "Tab", "Enter" or text."""
    for k in pressed:
        if k == "Enter":
            enter(qtbot)
        elif k == "Tab":
            tab(qtbot)
        elif re.fullmatch(r"(Ctrl|Alt)\+\w", k):
            shortcut(qtbot, k)
        else:
            type_(qtbot, k)


def exported(window, qtbot, real_dialogs, tmp_path):
    """File → Export PDF… from the menu, the file's name typed into Qt's dialog, Enter: the
    sheet's text (pdftotext) and every text painted on it with its box."""
    pdf = tmp_path / "blatt.pdf"
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    with PaintedBoxes() as boxes:
        real_dialogs.when(QFileDialog, type_name(qtbot, str(pdf)))
        from_the_menu(qtbot, window, window.file_menu, window.paper.pdf_action)
        real_dialogs.check()
    return pdf_text(pdf), boxes


def section(text, start, end):
    """The printed text from the heading *start* to the heading *end*, or to the end of its
    page where *end* begins the next (the board goes with the statistics when they do not fit
    under it: the next page's header names the players again)."""
    begin = text.index(start)
    page_end = text.find("\f", begin)
    return text[begin:min(text.index(end, begin), len(text) if page_end < 0 else page_end)]


def clipped(boxes, *, within=None):
    """The texts painted wider than their box (cut at its edge on paper), only those of
    *within* when given; a pixel and a half of the PDF's 1200 dpi (a glyph's box rounded up)
    is no cut."""
    return [(box.text, box.rect.width(), box.glyphs.width()) for box in boxes
            if (within is None or box.text in within)
            and box.glyphs.width() > box.rect.width() + 1.5]


def fahnder_by_keys(qtbot, window, lang="en"):
    """Three rounds and a misdeed, as the Schreiber typed them (docs/window.md, Fahnder:
    a misdeed is Alt+N, in French Alt+Z)."""
    open_match(qtbot, window, new_match("fahnder", NAMES))
    # Hansruedi Fahnder, bid 120, Eicheln, partner Ueli, 130 card points
    keys(qtbot, "Ctrl+1", "120", "Ctrl+5", "Alt+3", "130", "Enter")
    # Käthi Fahnder, bid 150, Rosen, partner Vreni, 100 card points
    keys(qtbot, "Ctrl+2", "150", "Ctrl+6", "Alt+4", "100", "Enter")
    # Vreni Fahnder, bid 257 (Match), Schilten, partner Hansruedi, the Match
    keys(qtbot, "Ctrl+4", "257", "Ctrl+7", "Alt+1", "Ctrl+M", "Enter")
    # a misdeed: Käthi, one Nuller
    keys(qtbot, "Alt+Z" if lang == "fr" else "Alt+N", "Ctrl+2", "Alt+1", "Enter")
    board = window.controller.board
    # RULES.md §5: 1. 130 ≥ 120 made: Hansruedi +2, Ueli +1; 2. 100 < 150 failed: Käthi 2
    # Nuller, Vreni 1 Nuller, Hansruedi and Ueli +1 each; 3. the Match bid made: Vreni 2 + 1,
    # Hansruedi 1 + 1; 4. Käthi 1 Nuller. Net: 2+1+2 = 5, −2−1 = −3, 1+1 = 2, −1+3 = 2
    assert [s.total for s in board.sides] == [5, -3, 2, 2]
    assert len(board.entries) == 4


@pytest.mark.parametrize("lang", ["de", "en", "fr"])
def test_a_fahnder_of_four_prints_one_table_with_the_long_name_whole(
        request, qtbot, real_dialogs, tmp_path, lang):
    window = request.getfixturevalue(WINDOW[lang])
    fahnder_by_keys(qtbot, window, lang)
    text, boxes = exported(window, qtbot, real_dialogs, tmp_path)
    entries = section(text, *ENTRIES[lang])
    # one table: its head once, each entry once (the misdeed's row is the one row that
    # says "Käthi Müller:")
    assert len(re.findall(r"^.*#\s+Fahnder\s", entries, re.M)) == 1, entries
    assert len(re.findall(r"Käthi Müller\s?:", entries)) == 1, entries
    assert "…" not in entries, entries
    # the name whole wherever it stands: over its columns, as Fahnder (round 1) and as
    # partner (round 3); on two lines it is broken at its space or hyphen only
    words = entries.split()
    assert words.count("Hansruedi") == 3, entries
    pieces = [w for w in words if "Zimmer" in w or "rtschi" in w]
    assert all(w in ("Zimmermann-Bärtschi", "Zimmermann-", "Bärtschi") for w in pieces), pieces
    assert (pieces.count("Zimmermann-Bärtschi") + pieces.count("Bärtschi")) == 3, pieces
    assert not clipped(boxes), clipped(boxes)


def pandur_by_keys(qtbot, window):
    """Four deals typed as docs/window.md says (Pandur): Hansruedi deals the first."""
    open_match(qtbot, window, new_match("pandur", NAMES))
    # 1. Käthi 150: 118 card points, Weis 50: made (168)
    keys(qtbot, "Ctrl+2", "150", "Tab", "118", "Tab", "50", "Enter")
    # 2. Hansruedi 200: 95 card points, Weis 100 beaten by an opponent: failed
    keys(qtbot, "Ctrl+1", "200", "Tab", "95", "Tab", "100", "Ctrl+B", "Enter")
    # 3. Vreni Misère ohne, made
    keys(qtbot, "Ctrl+4", "mo", "Ctrl+M", "Enter")
    # 4. Ueli 120, a fault by Hansruedi: made
    keys(qtbot, "Ctrl+3", "120", "Alt+1", "Enter")
    board = window.controller.board
    assert len(board.entries) == 4


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_pandur_of_four_prints_one_table_with_the_long_name_whole(
        request, qtbot, real_dialogs, tmp_path, lang):
    window = request.getfixturevalue(WINDOW[lang])
    pandur_by_keys(qtbot, window)
    text, boxes = exported(window, qtbot, real_dialogs, tmp_path)
    entries = section(text, *ENTRIES[lang])
    assert len(re.findall(r"^\s*#\s+\w+", entries, re.M)) == 1, entries
    assert "…" not in entries, entries
    words = entries.split()
    # over its columns; dealer of deals 1 and 4 (docs: he deals first, then the next
    # dealer...), declarer of deal 2, at fault in deal 4: every time whole
    assert words.count("Hansruedi") >= 3, entries
    pieces = [w for w in words if "Zimmer" in w or "rtschi" in w]
    assert all(w in ("Zimmermann-Bärtschi", "Zimmermann-", "Bärtschi") for w in pieces), pieces
    assert (pieces.count("Zimmermann-Bärtschi") + pieces.count("Bärtschi")
            == words.count("Hansruedi")), entries
    assert not clipped(boxes), clipped(boxes)


def shortened(boxes):
    """The texts on paper that end in "…" (a name shortened)."""
    return [box.text for box in boxes if box.paper and "…" in box.text]


def painted_lines(boxes):
    return [box.text.strip() for box in boxes if box.paper]


def test_the_schieber_boxes_write_a_long_team_whole_on_two_lines(german_window, qtbot,
                                                                 real_dialogs, tmp_path):
    window = german_window
    team_a = f"{HANSRUEDI} & Ueli Schüpbach"
    open_match(qtbot, window, new_match(
        "schieber", NAMES, preset="einfach_1000", settings={"striche": True},
        teams=[Team(name=team_a, players=[0, 2]),
               Team(name="Stammtisch zum Bären", players=[1, 3])]))
    # Eicheln (Ctrl+1), 100 for the team that announces; Rosen (Ctrl+2), 57
    keys(qtbot, "Ctrl+1", "100", "Enter", "Ctrl+2", "57", "Enter")
    assert [s.total for s in window.controller.board.sides] == [157, 157]  # 100+57, 57+100
    _text, boxes = exported(window, qtbot, real_dialogs, tmp_path)
    assert not shortened(boxes), shortened(boxes)
    lines = painted_lines(boxes)
    # the Z box and the Striche box alike break after the partners' "&" (as the club's table
    # sheets): "Hansruedi Zimmermann-Bärtschi &" / "Ueli Schüpbach" (the Striche box broke
    # "… & Ueli" / "Schüpbach" under it)
    assert lines.count(f"{HANSRUEDI} &") >= 2 and lines.count("Ueli Schüpbach") >= 2, \
        [t for t in lines if "Ueli" in t]
    assert f"{HANSRUEDI} & Ueli" not in lines, [t for t in lines if "Ueli" in t]
    assert not clipped([b for b in boxes if b.paper])


def test_the_handjass_boxes_write_a_long_name_whole(german_window, qtbot, real_dialogs,
                                                    tmp_path):
    window = german_window
    open_match(qtbot, window, new_match("handjass", NAMES))
    # Alt+K the card points, Tab to the next; the fourth follows (157 in all)
    keys(qtbot, "Alt+K", "45", "Tab", "38", "Tab", "52", "Enter")
    # RULES.md §4 (Wirtshaus): the fewest card points (22, Vreni) get a Strich
    assert [s.total for s in window.controller.board.sides] == [0, 0, 0, 1]
    _text, boxes = exported(window, qtbot, real_dialogs, tmp_path)
    assert not shortened(boxes), shortened(boxes)
    lines = painted_lines(boxes)
    # the box: "Hansruedi" / "Zimmermann-" / "Bärtschi", broken where a person breaks it
    assert "Bärtschi" in lines and "Zimmermann-" in lines, lines
    assert not clipped([b for b in boxes if b.paper])


def test_the_fahnder_boxes_write_a_long_name_whole(german_window, qtbot, real_dialogs,
                                                   tmp_path):
    window = german_window
    fahnder_by_keys(qtbot, window, "de")
    _text, boxes = exported(window, qtbot, real_dialogs, tmp_path)
    assert not shortened(boxes), shortened(boxes)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_punktetafel_ranks_write_the_leaders_behind_as_the_window(
        request, qtbot, real_dialogs, tmp_path, lang):
    window = request.getfixturevalue(WINDOW[lang])
    open_match(qtbot, window, new_match("punktetafel", [HANSRUEDI, "Käthi Müller"],
                                        preset="bis_100"))
    keys(qtbot, "21", "Tab", "17", "Enter", "13", "Tab", "25", "Enter")
    board = window.controller.board
    # 21 + 13 = 34 : 17 + 25 = 42; Käthi leads, Hansruedi 8 behind; 100 − 42 = 58 to go
    assert [s.total for s in board.sides] == [34, 42]
    text, _boxes = exported(window, qtbot, real_dialogs, tmp_path)
    # the ranks as the language writes them (1. in German, 1 in English)
    ranks = {line.split()[0].rstrip("."): line for line in text.splitlines()
             if re.match(r"\s*[12]\.?\s+(Käthi|Hansruedi)", line)}
    # rank, player, points, behind, to the target: the leader "–", as the window's line
    assert re.fullmatch(r"\s*1\.?\s+Käthi Müller\s+42\s+–\s+58", ranks["1"]), ranks
    assert re.fullmatch(rf"\s*2\.?\s+{HANSRUEDI}\s+34\s+8\s+66", ranks["2"]), ranks
