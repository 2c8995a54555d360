"""A correction opens with the value it loaded selected in the field with the cursor, so that
what is typed replaces it (a keyboard-only trial: Enter on the Coiffeur's entry 4 put the
cursor after "60", not selected, and 65 typed gave "6065"; the Molotow's "100" was selected).
Every variant's correction, begun by keys in the history."""

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLineEdit

from .keyboard import focus, key, open_file, type_
from .test_fahnder_keys import tab_to_history

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"

#: (example, entry corrected (0 the first), the value the cursor's field holds then)
CASES = [
    ("schieber-freier-jass", 0, "101"),
    ("schieber-freier-jass", 3, "157"),  # a Match of Team B: its 157, in Team B's field
    ("coiffeur-jassverein", 3, "110"),
    ("molotow", 1, "12"),
    ("handjass-standard", 1, "30"),
    ("handjass-standard", 4, "0"),  # Striche set directly
    ("fahnder", 1, "135"),
    ("pandur", 0, "150"),
    ("differenzler", 1, "20"),
    ("guggitaler", 1, "2"),
    ("punktetafel", 1, "-50"),
]


@pytest.mark.parametrize(("example", "entry", "loaded"), CASES)
def test_a_correction_opens_with_the_old_value_selected(window, qtbot, tmp_path, example,
                                                        entry, loaded):
    data = json.loads((EXAMPLES / f"{example}.jass").read_text())
    data["entries"] = data["entries"][:entry + 2]  # a match still being played
    path = tmp_path / f"{example}.jass"
    path.write_text(json.dumps(data))
    panel, _board = open_file(qtbot, window, path)
    tab_to_history(qtbot, window)
    key(qtbot, "Home")
    key(qtbot, "Down", entry)
    key(qtbot, "Return")  # correct it
    assert panel.correcting == entry
    field = focus()
    assert isinstance(field, QLineEdit) and panel.isAncestorOf(field)
    assert field.text() == loaded
    assert field.selectedText() == loaded, "the old value selected"
    type_(qtbot, "65")
    assert field.text() == "65", "typed over the old value"
    key(qtbot, "Escape")
    assert panel.correcting is None
