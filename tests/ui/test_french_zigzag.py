"""French says the Slalom "Zig-zag", as Romand sources name it (docs/translating.md, "What was
looked up"): the French Wikipedia's *Jass* lists "le zig-zag" among the variants and the
Coiffeur's rows ("les atouts, le oben-abe, le unte-ufe, le zig-zag, le 3×3, la misère …"),
GLOSSARY-fr.md says "le zig-zag", and no French page calling it "slalom" was found. The French
window, its sheet, the command line and the live pages said "Slalom".

The match file keeps the preset's name, "Slalom", in every language: a German window opens
a file written in a French one and says "Slalom", a French window opens an old file and says
"Zig-zag". The rounds are typed into the real window (Ctrl+↓ to the row, the points, Enter),
the sheet written by File → Export PDF…."""

import json

import pytest
from PySide6.QtCore import Qt

from jasstafel import i18n
from jasstafel.cli import main
from jasstafel.ui import printmenu
from tests.print import EXAMPLES, pdf_pages

from .conftest import window_in
from .keyboard import ctrl, enter, open_file, shortcut, type_text

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

SAID = {"fr": "Zig-zag", "de": "Slalom"}
NOT_SAID = {"fr": "Slalom", "de": "Zig"}
SLALOM = 7  # the Jassverein's row 8: Slalom ×8


@pytest.fixture(params=["fr", "de"])
def spoken(request, qapp, qtbot, settings, autosaves):
    """The window in French or in Swiss German, as its user starts it."""
    yield from window_in(request.param, qapp, qtbot, settings)


def old_file(tmp_path):
    """The Jassverein example after 14 rounds (Beat & Dora's Slalom ×8 written, Anna & Cla's
    open), as a file of before: its rows named "Slalom"."""
    raw = json.loads((EXAMPLES / "coiffeur-jassverein.jass").read_text(encoding="utf-8"))
    raw["entries"] = raw["entries"][:14]
    path = tmp_path / "abend.jass"
    path.write_text(json.dumps(raw, ensure_ascii=False, indent=2), encoding="utf-8")
    return path


def test_an_old_coiffeur_file_says_the_row_in_the_windows_language(spoken, qtbot, tmp_path,
                                                                     monkeypatch):
    window = spoken
    language = i18n.language()
    word, wrong = SAID[language], NOT_SAID[language]
    path = old_file(tmp_path)
    panel, board = open_file(qtbot, window, path)

    # the board's row, its cell written by Beat & Dora (60 × 8)
    label = board.sheet.rows[SLALOM].label
    assert label == f"{word}\u00a0×8", label
    # the form's Row list for Anna & Cla, where the row is still open
    items = [panel.row.itemText(i) for i in range(panel.row.count())]
    assert items[SLALOM] == f"{word} ×8", items
    # the history's line of Beat & Dora's round
    history = [window.history.list.item(i).text() for i in range(window.history.list.count())]
    assert any(f"{word} ×8" in line for line in history), history
    assert not any(wrong in text for text in [label, *items, *history])

    # Anna & Cla play it: Ctrl+↓ to the row, 77, Enter
    while panel.row.currentData() != SLALOM:
        ctrl(qtbot, Qt.Key.Key_Down)
    type_text(qtbot, "77")
    enter(qtbot)
    assert board.sheet.rows[SLALOM].cells[0].text.replace("'", "") == "616"

    # the file the window wrote keeps the preset's name, whatever the language
    written = path.read_text(encoding="utf-8")
    assert len(json.loads(written)["entries"]) == 15
    assert '"name": "Slalom"' in written and "Zig" not in written

    # the sheet the window prints says it in the window's language
    pdf = tmp_path / "abend.pdf"
    monkeypatch.setattr(printmenu, "ask_save_path", lambda *a, **k: str(pdf))
    window.paper.pdf_action.trigger()
    sheet = "\n".join(pdf_pages(pdf))
    assert f"{word} ×8" in " ".join(sheet.split()), sheet
    assert wrong not in sheet, sheet


def test_a_new_french_coiffeur_offers_zigzag_and_stores_slalom(qapp, qtbot, settings,
                                                                autosaves, tmp_path):
    """A new Coiffeur of the Jassverein's rows with the French cards, started in a French
    window: the row is said "Zig-zag" and kept as "Slalom"; a German window opens the file
    and says "Slalom"."""
    from jasstafel.core.matchfile import new_match

    path = tmp_path / "neu.jass"
    for language in ("fr", "de"):
        for window in window_in(language, qapp, qtbot, settings):
            if language == "fr":
                panel, board = open_file(qtbot, window, path,
                                         new_match("coiffeur", ["Anna", "Beat", "Cla", "Dora"],
                                                   preset="jassverein", settings={"deck": "fr"}))
            else:
                panel, board = open_file(qtbot, window, path)
            assert board.sheet.rows[SLALOM].label == f"{SAID[language]}\u00a0×8"
            assert panel.row.itemText(SLALOM) == f"{SAID[language]} ×8"
    assert [r["name"] for r in json.loads(path.read_text(encoding="utf-8"))["settings"]["rows"]
            ][SLALOM] == "Slalom"


def test_a_schieber_slalom_in_the_french_window(french_window, qtbot, tmp_path):
    """A Schieber with Slalom ×3 (the example's table, before its Bedanken): Ctrl+7 chooses
    the contract, whose button and the history's first round say Zig-zag in French."""
    window = french_window
    raw = json.loads((EXAMPLES / "schieber-bedanken-zu-frueh.jass").read_text(encoding="utf-8"))
    raw["entries"] = raw["entries"][:4]
    path = tmp_path / "hausjass.jass"
    path.write_text(json.dumps(raw, ensure_ascii=False), encoding="utf-8")
    panel, _board = open_file(qtbot, window, path)
    shortcut(qtbot, "Ctrl+7")
    button = panel.contract_buttons["slalom"]
    assert button.isChecked() and button.text() == "Zig-zag ×3", button.text()
    history = [window.history.list.item(i).text() for i in range(window.history.list.count())]
    assert "Zig-zag ×3" in history[0], history
    assert not any("Slalom" in text for text in [button.text(), *history])


@pytest.mark.parametrize(("language", "word", "wrong"), [("fr", "Zig-zag", "Slalom"),
                                                         ("de", "Slalom", "Zig")])
def test_the_command_line_says_the_row_in_its_language(language, word, wrong, capsys):
    for example in ("coiffeur-jassverein.jass", "schieber-bedanken-zu-frueh.jass"):
        assert main(["--lang", language, "score", str(EXAMPLES / example)]) == 0
        out = capsys.readouterr().out
        assert word in out and wrong not in out, out
