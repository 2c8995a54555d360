"""The Domino's rule, "by place: +150, +100, +55, 0", is never broken inside its list (a
German trial's header, at 1366×768, left the "0" alone on the next line): in the header's
note the whole rule goes to the next line, and on the board the list keeps together, in
every language."""

from jasstafel.core.guggitaler import GuggitalerCount, GuggitalerTaker
from jasstafel.core.matchfile import new_match
from jasstafel.ui.variants.guggitaler_board import sheet_of

from .keyboard import open_match, settle

PLAYERS = ["Jean-Daniel", "Marie-Claude", "Hansruedi", "Gertrud"]
GAMES = [GuggitalerCount(game="tricks", counts=[3, 2, 4, 0]),
         GuggitalerCount(game="schellen", counts=[2, 3, 1, 3]),
         GuggitalerCount(game="ober", counts=[1, 0, 2, 1]),
         GuggitalerTaker(game="rosenkoenig", player=2),
         GuggitalerTaker(game="last_trick", player=1)]
LIST = "+150,\u00a0+100,\u00a0+55,\u00a00"


def test_the_domino_rule_keeps_its_list_together(window_language, window, qtbot):
    match = new_match("guggitaler", PLAYERS)
    for game in GAMES:
        match.add(game)
    window.resize(1366, 768)  # the trial's screen
    panel, _board = open_match(qtbot, window, match)
    settle()
    note = panel.header.note.text()
    head, _dot, rule = note.rpartition("· ")
    assert head and rule.endswith(LIST), note
    assert " " not in rule  # the rule goes to the next line whole, or stays
    domino = sheet_of(window.controller.board).blocks[0].rows[-1]
    assert domino.rule.endswith(" " + LIST)  # the board's cell may break before the list
