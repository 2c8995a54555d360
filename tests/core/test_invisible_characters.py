"""An invisible character in a name is refused as a control character is (a tester's trial).

Seat 2 typed ``Be\\u200bat`` (a zero-width space) while seat 3 was "Beat": the match began,
and the board showed "Tom & Beat" against "Beat & Dora", two names no one could tell apart;
*Names and details…* saved it, and ``jasstafel check`` passed the file. A right-to-left
override (U+202E) was refused; both are invisible format characters (Unicode category Cf).
Now every format character is refused in a player's and a team's name, with its code and
where it is; in the other texts (title, place, a note, a row's name) the ones that reorder
the text around them (the right-to-left and left-to-right marks, besides the embeddings,
overrides and isolates refused before) or hide text (the tag characters, the interlinear
annotation) are refused, a zero-width space or a soft hyphen there is kept (docs/match-file.md).
"""

import json
import re
import sys
import unicodedata
from pathlib import Path

import pytest

from jasstafel.core import JassError, MatchInfo, matchfile
from jasstafel.core.errors import RuleViolation
from jasstafel.core.matchfile import check_names, new_match
from jasstafel.core.punktetafel import PunktetafelRound

ROOT = Path(__file__).parents[2]
TURNIER = json.loads((ROOT / "docs" / "examples" / "schieber-turnier.jass").read_text("utf-8"))


def invisible(char, position):
    return (f"an invisible character (U+{ord(char):04X}) at character {position}: a name holds "
            "only what can be seen")


def control(char, position):
    return (f"a control character (U+{ord(char):04X}) at character {position}: names and "
            "texts are one line of plain text")


def hiding(char, position):
    return (f"an invisible character (U+{ord(char):04X}) at character {position}: it would "
            "hide text")


def refusal(call, *args, **kwargs):
    with pytest.raises(JassError) as refused:
        call(*args, **kwargs)
    return str(refused.value)


def every_format_character():
    return [chr(c) for c in range(sys.maxunicode + 1) if unicodedata.category(chr(c)) == "Cf"]


#: one of each kind: the zero-width space, non-joiner and joiner, the soft hyphen, the word
#: joiner, the invisible plus, the byte order mark, the Mongolian vowel separator, an
#: Arabic number sign, a deprecated format character, a tag (beyond U+FFFF)
FORMAT = ["\u200b", "\u200c", "\u200d", "\xad", "\u2060", "\u2064", "\ufeff", "\u180e",
          "\u0600", "\u206a", "\U000e0041"]
#: the bidirectional marks: they reorder the numbers after them ("Abend\u200f 1 - 2" reads
#: "Abend 2 - 1"); refused in every text, as the club refused them already
MARKS = ["\u200e", "\u200f", "\u061c"]


@pytest.mark.parametrize("char", FORMAT, ids=lambda c: f"U+{ord(c):04X}")
def test_an_invisible_character_in_a_player_s_name_is_refused_by_code_and_place(char):
    """The trial's seat 2, "Be\\u200bat" beside "Beat": refused before the two are compared."""
    assert refusal(check_names, ["Tom", f"Be{char}at", "Beat", "Dora"]) == (
        "player 2: " + invisible(char, 3))
    assert refusal(check_names, ["Tom", "Beat", "Cla", "Dora"], ["A", f"{char}B"]) == (
        "team B: " + invisible(char, 1))
    assert refusal(new_match, "schieber", ["Tom", "Beat", "Cla", f"Dora{char}"]) == (
        "player 4: " + invisible(char, 5))


@pytest.mark.parametrize("char", MARKS, ids=lambda c: f"U+{ord(c):04X}")
def test_a_bidirectional_mark_is_a_control_character_in_a_name_and_in_a_text(char):
    assert refusal(check_names, ["Tom", f"Be{char}at", "Beat", "Dora"]) == (
        "player 2: " + control(char, 3))
    assert refusal(new_match, "schieber", ["Tom", "Beat", "Cla", "Dora"],
                   info=MatchInfo(title=f"Abend{char} 1 - 2")) == (
        "invalid match file: Title: " + control(char, 6))  # a new match: no file's path yet


def test_every_format_character_is_refused_in_a_name():
    """Category Cf as this Python knows it (the class is written out for the schema, which
    must not miss one a newer Unicode adds: this test then fails)."""
    for char in every_format_character():
        problem = matchfile.text_problem(f"A{char}", name=True)
        assert problem is not None and f"U+{ord(char):04X}" in str(problem), hex(ord(char))
    for char in ("A", " ", "\xa0", "é", "\u0301", "\u2065", "\ufe0f", "😀", "\U000e0100"):
        assert matchfile.text_problem(f"A{char}", name=True) is None, hex(ord(char))


@pytest.mark.parametrize("char", ["\u200b", "\xad", "\u200d", "\u200c", "\ufeff"],
                         ids=lambda c: f"U+{ord(c):04X}")
def test_in_a_title_place_or_note_an_invisible_character_that_hides_nothing_is_kept(char):
    """A soft hyphen in a long title, a zero-width joiner in an emoji family or a Persian
    word: it hides no text and turns none around."""
    m = new_match("punktetafel", ["Tom", "Beat"],
                  info=MatchInfo(title=f"Jass{char}abend", place=f"Rössli{char}"))
    m.add(PunktetafelRound(points=[10, 20], note=f"👨{char}👩"))
    assert matchfile.loads(matchfile.dumps(m)).document.info.title == f"Jass{char}abend"


@pytest.mark.parametrize("char", ["\U000e0001", "\U000e0020", "\U000e0041", "\U000e007f",
                                  "\ufff9", "\ufffb"], ids=lambda c: f"U+{ord(c):04X}")
def test_in_a_text_a_character_that_hides_text_is_refused(char):
    """The tag characters carry a text no one sees (U+E0041 is an invisible "A"); the
    interlinear annotation hides its annotation in most fonts."""
    assert refusal(new_match, "schieber", ["Tom", "Beat", "Cla", "Dora"],
                   info=MatchInfo(place=f"Bern{char}")) == (
        "invalid match file: Place: " + hiding(char, 5))
    m = new_match("punktetafel", ["Tom", "Beat"])
    with pytest.raises(RuleViolation) as refused:
        matchfile.check_entry(m, PunktetafelRound(points=[1, 2], note=f"ok{char}"))
    assert str(refused.value) == "This entry cannot be saved: note: " + hiding(char, 3)


def file_with(change):
    data = json.loads(json.dumps(TURNIER))
    change(data)
    return json.dumps(data, ensure_ascii=False)


@pytest.mark.parametrize("change, where, path, said", [
    (lambda d: d["players"].__setitem__(1, "Be\u200bat"), "Player 2", "players[1]",
     invisible("\u200b", 3)),
    (lambda d: d["teams"][1].update(name="Team\ufeff B"), "Team 2 · Name", "teams[1].name",
     invisible("\ufeff", 5)),
    (lambda d: d["info"].update(title="Final\u200e 2 - 1"), "Title", "info.title",
     control("\u200e", 6)),
    (lambda d: d["info"].update(place="Rössli\U000e0041"), "Place", "info.place",
     hiding("\U000e0041", 7)),
])
def test_a_match_file_with_one_is_refused_naming_the_field(change, where, path, said):
    """``jasstafel check``, Open and the club's import read files with ``loads``; written
    as JSON's escape too. The field in words, the file's own path after it."""
    text = file_with(change)
    whole = f"invalid match file: {where}: {said} ({path} in the file)"
    assert refusal(matchfile.loads, text) == whole
    escaped = json.dumps(json.loads(text))  # \\u200b
    assert "\\u" in escaped
    assert refusal(matchfile.loads, escaped) == whole


def test_a_zero_width_space_in_a_note_is_read():
    text = file_with(lambda d: d["info"].update(title="Jass\u200babend"))
    assert matchfile.loads(text).document.info.title == "Jass\u200babend"


def test_saving_never_writes_a_name_that_loading_refuses():
    """The save's quick scan found controls only: a document made without the checks (an
    older Jasstafel's match in memory) with "Be\\u200bat" was written, and its file then
    refused on opening."""
    doc = matchfile.loads(file_with(lambda d: None)).document
    hidden = doc.model_copy(update={"players": ["Tom", "Be\u200bat", "Beat", "Dora"]})
    assert refusal(matchfile.encode, hidden) == (
        "invalid match file: Player 2: " + invisible("\u200b", 3) + " (players[1] in the file)")
    tagged = doc.model_copy(update={"info": MatchInfo(title="x\U000e0041")})
    assert refusal(matchfile.encode, tagged) == (
        "invalid match file: Title: " + hiding("\U000e0041", 2) + " (info.title in the file)")
    marked = doc.model_copy(update={"info": MatchInfo(title="x\u200f")})
    assert refusal(matchfile.encode, marked) == (
        "invalid match file: Title: " + control("\u200f", 2) + " (info.title in the file)")


def test_the_schema_s_class_for_names_holds_every_format_character_it_can_say():
    """JSON Schema's patterns (ECMA-262 without the u flag) say characters up to U+FFFF:
    every format character there is in the names' class; those beyond are named in the
    schema's description (matchfile.SCHEMA_LOOSER)."""
    pattern = re.compile(matchfile.NAME_SCHEMA_CLASS)
    for char in every_format_character():
        if ord(char) <= 0xFFFF:
            assert pattern.search(char), hex(ord(char))
    assert "beyond U+FFFF" in matchfile.SCHEMA_LOOSER
