"""The seat list's "Who sits where" lists the members as every list of the club does:
accents folded and case ignored (a French organiser's trial: "Émile" was printed after
"Zoé", as SQLite's and Python's plain orders put it). The window's paper and the command
line's `club draw … -o plan.pdf` print the same."""

import random
import shutil
import subprocess

import pytest

from jasstafel.cli import main

from .club_steps import seat_list_pdf
from .real_dialogs import real_dialogs_fixture  # noqa: F401
from .test_club_french_season import ACCENTED, SORTED, french_cw, open_tab  # noqa: F401

pytestmark = [
    pytest.mark.skipif(shutil.which("pdftotext") is None, reason="needs pdftotext"),
    pytest.mark.qt_log_ignore("does not support raise", "does not support grabbing the keyboard"),
]
OUT = ["Marie-Claude Favre", "Bertrand Zahnd"]  # a table of five: two sit out each Passe


def who_sits_where(pdf):
    """The names of the list "Qui est assis où" (its first column), and who sits out."""
    text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True,
                          text=True, check=True).stdout
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.strip() == "Qui est assis où")
    names = []
    for line in lines[start + 2:]:
        if not line.strip() or "Page " in line:
            break
        names.append(line.strip().split("  ")[0])
    resting = [line.strip() for line in lines[:start] if line.strip().startswith("Au repos")]
    return names, resting


@pytest.fixture
def drawn(french_cw):  # noqa: F811
    club = french_cw.club
    ids = [club.add_member(name).id for name in ACCENTED + OUT]
    evening = club.new_evening("2025-12-04", "molotow", passen=2)
    club.draw(evening.id, ids, rng=random.Random(3), three=False)
    french_cw.refresh()
    return evening


def test_the_seat_list_lists_members_as_people_look_them_up(french_cw, qtbot, tmp_path,  # noqa: F811
                                                            drawn, real_dialogs):
    open_tab(qtbot, french_cw, french_cw.evenings)
    page = french_cw.evenings.page
    out = tmp_path / "plan.pdf"
    seat_list_pdf(qtbot, page, real_dialogs, out)
    names, resting = who_sits_where(out)
    # by hand: accents folded, case ignored ("émile" and "Éric" under E, "fred" under F)
    everyone = ["Anne-Lise", "Bertrand Zahnd", "émile Dubois", "Éric Rochat", "fred",
                "Marie-Claude Favre", "Zoé Jaquet"]
    assert names == everyone, names
    # who sits out, as a list of names too ("Au repos : Anne-Lise, Zoé Jaquet")
    for line in resting:
        said = line.split(":", 1)[1].strip().split(", ")
        assert said == [n for n in everyone if n in said], line

    # the evening page says who sits out in the same order
    tree = page.tree
    for passe, line in enumerate(resting):
        top = tree.topLevelItem(passe)
        shown = top.child(top.childCount() - 1)
        assert shown.text(1) == line.split(":", 1)[1].strip(), (shown.text(0), line)

    cli = tmp_path / "cli.pdf"
    assert main(["--lang=fr", "club", "draw", str(drawn.id), "-o", str(cli), "--db",
                 str(french_cw.club.path)]) == 0
    assert who_sits_where(cli) == (names, resting)
    assert [n for n in everyone if n in SORTED] == SORTED  # as the Members tab lists them
