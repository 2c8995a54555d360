"""Every sentence the core writes on a board is said in German when German is chosen.

The core itself never imports Qt; rendering does (QtCore's translator, no display), so this
test loads PySide6 in the test process only.
"""

import re
from pathlib import Path

import pytest

pytest.importorskip("PySide6.QtCore")

from jasstafel import i18n  # noqa: E402
from jasstafel.core import RuleViolation, matchfile  # noqa: E402
from jasstafel.core.matchfile import new_match  # noqa: E402
from jasstafel.core.molotow import MolotowRound  # noqa: E402
from jasstafel.core.schieber import SchieberBedanken, SchieberRound  # noqa: E402
from jasstafel.core.text import CONCAT, RULES, Text  # noqa: E402

EXAMPLES = sorted((Path(__file__).parents[2] / "docs" / "examples").glob("*.jass"))
#: English words that no German board sentence contains (case-sensitive, whole words)
ENGLISH = re.compile(
    r"\b(wins?|and|Round|needs|deals|announces|early|reached|target|made|failed|penalty|"
    r"points|Deal|Game|Closed|closed|leads?|nobody|bids|tie|more|equal|better|best|with|of|"
    r"by|the|is|are|no|Draw|before|last|counts|double|exact|prediction|misdeals|again|sits|"
    r"fault|cancelled|beaten|reaches|loser|over|set|none|once|closest|leading|yet|every|"
    r"predicts|card|higher|between|on|stack|past|which|first|both|share)\b"
)


@pytest.fixture
def german():
    assert i18n.use("de")
    yield i18n.translator()
    i18n.use("en")


def texts(value):
    """Every Text in *value* and, recursively, in its parameters."""
    if isinstance(value, Text):
        yield value
        for param in value.params.values():
            yield from texts(param)


def board_sentences(board):
    yield board.status
    for line in board.entries:
        yield line.text
        yield from line.notes


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_every_sentence_of_an_example_board_is_translated(german, path):
    board = matchfile.load(path).board()
    for sentence in board_sentences(board):
        assert isinstance(sentence, Text), sentence
        for text in texts(sentence):
            assert text.context in (RULES, CONCAT, ""), text
            if text.context == RULES:
                assert german.translate(RULES, text.template), f"no German for {text.template!r}"
        rendered = i18n.render(sentence)
        assert not ENGLISH.search(rendered), f"English left in {rendered!r} ({sentence!r})"


def test_a_schieber_board_in_german(german):
    m = new_match("schieber", ["Anna", "Beat", "Cla", "Dora"], preset="einfach_1000")
    m.add(SchieberRound(contract="rosen", announced_by=0, geschoben=True, points=(157, 0),
                        match=True, weis=(50, 0), stoeck=1))  # A 257 + 50, B Stöck 20
    board = m.board()
    assert str(board.status) == "Team A: 693 to go, Team B: 980 to go"
    # the points to go kept with their "noch" (a no-break space: never apart at a line's end)
    assert i18n.render(board.status) == "Team A noch\u00a0693, Team B noch\u00a0980"
    line = board.entries[0]
    assert i18n.render(line.text) == (
        "Rosen ×1 von Team A (geschoben): 157 : 0 Match, Weis Team A: 50, Stöck Team B")
    assert [i18n.render(n) for n in line.notes] == ["Match"]  # 307 of 1000: no Berg yet
    m.add(SchieberBedanken(team=1))  # 20 of 1000: too early, Team A wins
    board = m.board()
    assert i18n.render(board.status) == (
        "Sieger: Team A; Team B zu früh bedankt (20 von 1'000)")
    assert i18n.render(board.entries[1].notes[0]) == "zu früh bedankt"


def test_a_parameter_word_in_a_refusal_is_translated_too(german):
    m = new_match("molotow", ["A", "B", "C"])
    with pytest.raises(RuleViolation) as err:
        m.add(MolotowRound(points=[100, 57]))
    assert err.value.message.startswith("Card points must be given for each of the 3")
    german_message = i18n.render(err.value)
    assert "Kartenpunkte" in german_message and "Card points" not in german_message
