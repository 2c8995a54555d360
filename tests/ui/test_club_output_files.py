"""The club window's exports follow the command line's rule too: a ranking's CSV or PDF, an
evening's paper, never written over a match file or another program's file (a trial with
files found the main window's exports replacing match files; the club's CSV check let a
match file through, and its ranking PDF had none). Refused after the file dialog, which
comes back for another name."""

import html

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from jasstafel.club import PaperResult
from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match

from .keyboard import enter, key, type_text
from .real_dialogs import real_dialogs_fixture  # noqa: F401
from .test_club_results_rules import cw, evening_drawn  # noqa: F401

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def shown(box):
    text = box.text().removeprefix("<qt>").removesuffix("</qt>").replace("<br>", "\n")
    return html.unescape(text)


@pytest.mark.parametrize(("which", "name", "kind"), [
    ("export_csv", "abend.csv", "is a Jasstafel match file, not a CSV file"),
    ("export_pdf", "abend.pdf", "is a Jasstafel match file"),
])
def test_a_ranking_is_never_written_over_a_match_file(cw, club_path, tmp_path, qtbot,  # noqa: F811
                                                      real_dialogs, which, name, kind):
    evening, _page = evening_drawn(cw, "molotow")
    cw.club.record_result(evening.id, 1, 1, [
        PaperResult(m, p) for m, p in zip(cw.club.drawn(evening.id)[0].tables[0].seats,
                                          (120, 80, 200, 56), strict=True)])
    cw.rankings.refresh()
    cw.rankings.choose("evening", evening.id)
    victim = tmp_path / name  # a match file under that name (a name typed with .jass
    # gets the export's ending: abend.jass.csv, asked about if it exists)
    matchfile.save(new_match("schieber", ["Eva", "Fritz", "Gabi", "Hans"]), victim)
    before = victim.read_bytes()
    cw.settings.setValue("club/folder", str(tmp_path))
    said, opened = [], []

    def second_time(dialog):  # back for another name: Escape leaves the export
        opened.append(dialog.windowTitle())
        key(qtbot, "Escape")

    def refusal(box):
        said.append(shown(box))
        real_dialogs.when(QFileDialog, second_time)
        enter(qtbot)

    def in_file_dialog(dialog):
        opened.append(dialog.windowTitle())
        real_dialogs.when(QMessageBox, refusal)
        type_text(qtbot, name)
        enter(qtbot)

    real_dialogs.when(QFileDialog, in_file_dialog)
    assert getattr(cw.rankings.panel, which)() == ""
    real_dialogs.check()
    assert said == [f"{victim} exists and {kind}; not replaced (choose another name)"]
    assert len(opened) == 2
    assert victim.read_bytes() == before
