"""An English keyboard tester's Schieber Freier Jass (no Slalom): the form's box and F1 said
"Ctrl+1 … Ctrl+7" over six contract buttons, and Ctrl+7 did nothing. A contract's key stays
its own (Ctrl+5 is Obenabe in every match), and the box, F1 and the refusal "Choose the
contract" name exactly the keys of the match's contracts: Ctrl+1 … Ctrl+6 without Slalom,
… Ctrl+7 with it, and the keys of the contracts there are where a table plays fewer.
"""

import html

import pytest
from PySide6.QtGui import QKeySequence

from jasstafel.core.matchfile import new_match

from .keyboard import enter, open_match, shortcut, type_

PLAYERS = ["Tom", "Beat", "Cla", "Dora"]
WINDOWS = {"en": "window", "de": "german_window"}
WORDS = {"en": ("Contract ({0})", "{0} contract;", "Choose the contract ({0})"),
         "de": ("Trumpf ({0})", "{0} Trumpf;", "Trumpf wählen ({0})")}


def native(text):
    """"Ctrl+1 … Ctrl+6" as the window writes keys (Strg in German)."""
    return text.replace("Ctrl+", QKeySequence("Ctrl+1").toString(
        QKeySequence.SequenceFormat.NativeText)[:-1])


def f1(qtbot, dialogs):
    shortcut(qtbot, "F1")
    return html.unescape(dialogs.shown[-1][1])


def chosen(panel):
    return [c for c, b in panel.contract_buttons.items() if b.isChecked()]


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("factors, keys, last", [
    (None, "Ctrl+1 … Ctrl+6", "undenufe"),  # Freier Jass: no Slalom
    ({"eicheln": 5, "rosen": 5, "schilten": 2, "schellen": 2, "obenabe": 3, "undenufe": 4,
      "slalom": 4}, "Ctrl+1 … Ctrl+7", "slalom"),
    ({"eicheln": 1, "obenabe": 3, "undenufe": 3}, "Ctrl+1, Ctrl+5, Ctrl+6", "undenufe"),
])
def test_the_form_and_f1_name_the_keys_of_the_matchs_contracts(request, qtbot, dialogs,
                                                              language, factors, keys, last):
    window = request.getfixturevalue(WINDOWS[language])
    settings = {"factors": factors} if factors else None
    panel, _board = open_match(qtbot, window, new_match("schieber", PLAYERS,
                                                        preset="freier_jass",
                                                        settings=settings))
    box, helps, refusal = (w.format(native(keys)) for w in WORDS[language])
    assert panel.contract_buttons["eicheln"].parentWidget().title() == box
    assert helps in f1(qtbot, dialogs)
    # Enter without a contract: the refusal names the same keys
    type_(qtbot, "100")
    enter(qtbot)
    assert panel.error.text() == refusal
    # each key named chooses its contract; a key not named chooses none
    shown = [c for c, b in panel.contract_buttons.items() if b.isVisibleTo(panel)]
    for i, contract in enumerate(panel.contract_buttons):
        before = chosen(panel)
        shortcut(qtbot, f"Ctrl+{i + 1}")
        assert chosen(panel) == ([contract] if contract in shown else before), contract
    assert chosen(panel) == [last]
