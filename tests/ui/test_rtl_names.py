"""A right-to-left name (Hebrew, Arabic) keeps the numbers around it in their order.

Unicode's bidirectional algorithm takes the numbers after a Hebrew name for part of it: the
History read "Anna & 500 → 100 משה" for Team "Anna & משה" writing 100 → 500, and the
preview "Anna & 450 → 90 משה" (a trial's). What the window shows of a sentence has every run
of right-to-left letters between FSI and PDI (U+2068 … U+2069), so that it keeps its own
direction and the numbers theirs; a label's text as set (what tests and copies compare) and
the files stay without them.
"""

import json
import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel

from jasstafel.core import Team
from jasstafel.core.matchfile import new_match
from jasstafel.i18n import FSI, PDI, isolate_rtl
from jasstafel.ui.widgets.sentence import SentenceLabel

from .keyboard import enter, open_file, open_match, shortcut, type_

MOSHE = "משה"
DAVID = "דוד כהן"  # two words: one name, one run
SHOWN = f"{FSI}{MOSHE}{PDI}"
RTL_LETTER = re.compile("[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]")


def bare_rtl(text):
    """The right-to-left letters of *text* outside an isolate ("" when every one is in)."""
    return "".join(RTL_LETTER.findall(re.sub(f"{FSI}[^{PDI}]*{PDI}", "", text)))


def test_isolate_rtl_wraps_each_run_and_nothing_else():
    assert isolate_rtl("Anna & Cla 100 → 500") == "Anna & Cla 100 → 500"
    assert isolate_rtl(f"Anna & {MOSHE} 100 → 500") == f"Anna & {SHOWN} 100 → 500"
    assert isolate_rtl(f"{DAVID}: 62 characters") == f"{FSI}{DAVID}{PDI}: 62 characters"
    # two names side by side stay two: the numbers and the separators between them are the
    # sentence's
    assert (isolate_rtl(f"{MOSHE} 100 → 500 · {DAVID} 57 → 285")
            == f"{SHOWN} 100 → 500 · {FSI}{DAVID}{PDI} 57 → 285")
    assert isolate_rtl(f"{MOSHE} & {DAVID}") == f"{FSI}{MOSHE} & {DAVID}{PDI}"  # one team
    assert isolate_rtl(isolate_rtl(f"Won by {MOSHE}")) == f"Won by {SHOWN}"  # once only
    arabic = "فريق الأصدقاء"
    assert isolate_rtl(f"{arabic} 12") == f"{FSI}{arabic}{PDI} 12"


def test_schieber_history_and_preview_keep_a_teams_numbers_in_order(window, qtbot, tmp_path):
    teams = [Team(name=f"Anna & {MOSHE}", players=[0, 2]),
             Team(name="<img src=x> & Dora", players=[1, 3])]
    open_match(qtbot, window, new_match("schieber", ["Anna", "<img src=x>", MOSHE, "Dora"],
                                        teams=teams))
    shortcut(qtbot, "Ctrl+1")  # Acorns ×5 (Eicheln)
    type_(qtbot, "100")
    enter(qtbot)
    row = window.history.list.item(0).text()
    assert f"announced by Anna & {SHOWN} ·" in row
    assert f"Anna & {SHOWN} 100 → 500 · <img src=x> & Dora 57 → 285" in row
    shortcut(qtbot, "Ctrl+2")  # Roses ×5
    type_(qtbot, "90")
    preview = window.panel.preview_line
    qtbot.waitUntil(lambda: "90" in preview.text())
    # as shown, the line wraps between its items only: no-break spaces after "·" and "→"
    shown = QLabel.text(preview).replace("\u00a0", " ")
    assert f"Anna & {SHOWN} 90 → 450 · <img src=x> & Dora 67 → 335" in shown
    assert FSI not in preview.text()  # the sentence as set: as the CSV and the tests say it
    window.grab().save(str(tmp_path / "bidi-schieber.png"))


@pytest.mark.parametrize("example", [
    "schieber-freier-jass", "coiffeur-jassverein",
    "differenzler", "fahnder", "guggitaler", "handjass-standard", "molotow", "pandur",
    "punktetafel"])
def test_every_variant_shows_a_rtl_name_isolated(window, qtbot, tmp_path, example):
    doc = json.loads(Path(f"docs/examples/{example}.jass").read_text())
    doc["players"][0], doc["players"][2] = MOSHE, DAVID
    doc["entries"] = doc["entries"][:-1]  # the match still on: the form and its status
    for team in doc.get("teams") or []:
        team["name"] = " & ".join(doc["players"][p] for p in team["players"])
    path = tmp_path / f"{example}.jass"
    path.write_text(json.dumps(doc, ensure_ascii=False))
    open_file(qtbot, window, path)
    rows = [window.history.list.item(i).text() for i in range(window.history.list.count())]
    assert rows
    shown = [*rows, QLabel.text(window.status_label)]
    assert any(MOSHE in text or DAVID in text for text in shown), example
    for text in shown:
        assert not bare_rtl(text), text
    window.grab().save(str(tmp_path / f"bidi-{example}.png"))


def test_a_refusal_and_a_message_isolate_the_name():
    label = SentenceLabel(f"{MOSHE}: 62 characters; a name has at most 60")
    assert QLabel.text(label) == f"{SHOWN}: 62 characters; a name has at most 60"
    assert label.text() == f"{MOSHE}: 62 characters; a name has at most 60"
    from jasstafel.ui.widgets.messages import plain

    assert plain(f"Won by {MOSHE} with 120") == f"<qt>Won by {SHOWN} with 120</qt>"
