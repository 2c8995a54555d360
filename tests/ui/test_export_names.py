"""File → Export PDF… (and CSV…, Save as…) suggest a name from the match: its file's name,
else its title, made safe for a file name (a trial's "Chibre handicap" was offered
"match.pdf")."""

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

from jasstafel.core import MatchInfo
from jasstafel.core.matchfile import new_match

from .real_dialogs import file_name_field, real_dialogs_fixture  # noqa: F401
from .test_dialogs_real import from_the_menu, ready

FOUR = ["Anne", "Benoît", "Chloé", "Daniel"]
# the offscreen platform says so of every real dialog (as in test_dialogs_real.py)
pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def suggested(qtbot, window, real_dialogs, action):
    """The name the Save dialog of *action* offers (cancelled: nothing is written)."""
    offered = []

    def read(dialog):
        offered.append(file_name_field(dialog).text())
        dialog.reject()

    real_dialogs.when(QFileDialog, read)
    from_the_menu(qtbot, window, window.file_menu, action)
    real_dialogs.check()
    return offered[0]


@pytest.mark.parametrize(("title", "stem"), [
    ("Chibre handicap", "Chibre handicap"),
    ("Final: A/B? <2026>", "Final A B 2026"),
    ("  ..Jass   abend..  ", "Jass abend"),
])
@pytest.mark.parametrize(("which", "ending"), [("pdf_action", ".pdf"), ("csv_action", ".csv")])
def test_an_unsaved_match_is_offered_by_its_title(window, qtbot, real_dialogs, title, stem,
                                                  which, ending):
    match = new_match("schieber", FOUR, info=MatchInfo(title=title, date="2026-12-05"))
    window.start(match)
    ready(qtbot, window)
    offered = suggested(qtbot, window, real_dialogs, getattr(window.paper, which))
    assert offered == stem + ending


@pytest.mark.parametrize(("date", "stem"), [
    ("2026-12-05", "Schieber 2026-12-05"),  # a day, as the window keeps it: sorts in a folder
    ("Herbst 2026", "Schieber Herbst 2026"),  # other text as typed
])
@pytest.mark.parametrize(("which", "ending"), [("pdf_action", ".pdf"), ("csv_action", ".csv")])
def test_without_a_title_the_variant_and_the_date(window, qtbot, real_dialogs, date, stem,
                                                  which, ending):
    window.start(new_match("schieber", FOUR, info=MatchInfo(date=date)))
    ready(qtbot, window)
    offered = suggested(qtbot, window, real_dialogs, getattr(window.paper, which))
    assert offered == stem + ending


@pytest.mark.parametrize(("which", "ending"), [("pdf_action", ".pdf"), ("csv_action", ".csv")])
def test_the_date_in_a_german_name_is_the_kept_day(german_window, qtbot, real_dialogs, which,
                                                   ending):
    """A keyboard trial's German Punktetafel was offered `Punktetafel 2026-12-05.pdf` where
    docs/window.md said `05.12.2026`: the name keeps the day as the match keeps it (ISO, so
    that a folder of sheets sorts by date, and the same in every language; an English
    12/5/2026 could not be in a file name at all). The docs say so now."""
    window = german_window
    window.start(new_match("punktetafel", FOUR, info=MatchInfo(date="2026-12-05")))
    ready(qtbot, window)
    offered = suggested(qtbot, window, real_dialogs, getattr(window.paper, which))
    assert offered == "Punktetafel 2026-12-05" + ending
    docs = (Path(__file__).resolve().parents[2] / "docs" / "window.md").read_text("utf-8")
    printing = docs[docs.index("## Printing"):docs.index("## Tafel mode")]
    assert "`Schieber 2026-12-05.pdf`" in printing and "05.12.2026" not in printing


def test_a_saved_match_is_offered_by_its_file_name(window, qtbot, real_dialogs, tmp_path):
    from jasstafel.core import matchfile

    path = tmp_path / "abend.jass"
    matchfile.save(new_match("schieber", FOUR, info=MatchInfo(title="Chibre handicap")), path)
    window.open_file(str(path))
    ready(qtbot, window)
    assert suggested(qtbot, window, real_dialogs, window.paper.pdf_action) == "abend.pdf"


def test_save_as_offers_the_same_name(window, qtbot, real_dialogs):
    window.start(new_match("schieber", FOUR, info=MatchInfo(title="Chibre handicap")))
    ready(qtbot, window)
    offered = suggested(qtbot, window, real_dialogs, window.save_as_action)
    assert offered == "Chibre handicap.jass"
