"""Text: an English sentence that keeps what a translation needs."""

import errno
import pickle

import pytest

from jasstafel.core.board import EntryLine
from jasstafel.core.text import RULES, Text, and_list, os_reason, plural


def test_a_text_is_its_english_sentence():
    text = Text("{team}: {points} to go", team="Anna & Cla", points=120)
    assert text == "Anna & Cla: 120 to go"
    assert text.template == "{team}: {points} to go"
    assert text.params == {"team": "Anna & Cla", "points": 120}
    assert "to go" in text and text.upper() == "ANNA & CLA: 120 TO GO"


def test_a_plain_text_is_never_formatted():
    text = Text.plain("{not a template}")
    assert text == "{not a template}" and text.context == ""


@pytest.mark.made_up_sentences
def test_a_board_keeps_the_text_and_writes_english_json():
    line = EntryLine(number=1, kind="round", text=Text("Round {n}", n=3), written=[1, 2],
                     totals=[1, 2], notes=[Text("Match"), "plain"])
    assert isinstance(line.text, Text) and line.text.params == {"n": 3}
    assert isinstance(line.notes[1], Text) and line.notes[1].context == ""
    assert '"text":"Round 3"' in line.model_dump_json()
    assert line.model_dump(mode="json")["notes"] == ["Match", "plain"]


@pytest.mark.made_up_sentences
def test_a_text_survives_pickling():
    text = Text("{a} and {b}", a=Text("Weis"), b=2)
    again = pickle.loads(pickle.dumps(text))
    assert again == text and again.template == text.template
    assert again.params["a"].template == "Weis"


@pytest.mark.made_up_sentences
def test_a_count_shows_itself_with_its_values():
    """What a traceback or a failing test prints of a sentence with a count."""
    text = plural("rules", "%n rounds for {team} to {target}", 3,
                  one="%n round for {team} to {target}", team="Anna & Cla", target=1000)
    assert text == "3 rounds for Anna & Cla to 1000"
    assert repr(text) == ("Counted('%n rounds for {team} to {target}', 3, team='Anna & Cla', "
                          "target=1000)")
    assert repr(plural("rules", "%n Nuller", 1, one="%n Nuller")) == "Counted('%n Nuller', 1)"


@pytest.mark.parametrize(("err", "reason", "context"), [
    (OSError(errno.ENOSPC, "No space left on device"), "the disk is full", "rules"),
    (OSError(errno.EIO, "Input/output error"), "Input/output error", ""),  # the system's own
    (OSError("a reason of its own"), "a reason of its own", ""),  # no errno, no strerror
])
def test_why_a_file_was_refused_in_the_catalogs_words_else_the_systems(err, reason, context):
    said = os_reason(err)
    assert said == reason and said.context == context


def test_a_count_of_one_without_a_singular_takes_the_plural_template():
    """Fahnder's "%n Nuller" is its own singular: a call may leave `one` out."""
    assert plural(RULES, "%n Nuller", 1) == "1 Nuller"
    assert plural(RULES, "%n Nuller", 2) == "2 Nuller"


def test_a_list_of_one_name_is_that_name_and_nothing_else_is_a_name():
    assert and_list(["Anna"]) == "Anna"
    with pytest.raises(TypeError) as err:
        and_list([7])
    assert str(err.value) == "expected a sentence, got int"


def test_a_day_is_said_as_the_reader_writes_dates():
    import pickle

    from jasstafel import i18n
    from jasstafel.core.text import DAY

    day = Text.day("2026-12-01")
    assert day == "2026-12-01" and day.context == DAY and day.params == {}
    assert pickle.loads(pickle.dumps(day)).context == DAY
    previous = i18n.language()
    try:
        for language, said in (("de", "01.12.2026"), ("fr", "01.12.2026"),
                               ("en", "2026-12-01")):
            i18n.use(language)
            assert i18n.render(Text.concat(["on ", day])) == f"on {said}"  # within a sentence
            assert i18n.render(Text.day("Dienstag")) == "Dienstag"  # no date: as it is
    finally:
        i18n.use(previous)


def test_a_catalog_is_loaded_once_and_never_freed_while_threads_may_use_it():
    """The live server says sentences from several threads while the command line switches
    the language for its own lines: use() must not drop a catalog another thread is in."""
    from jasstafel import i18n

    previous = i18n.language()
    try:
        i18n.use("de")
        german = i18n.translator()
        i18n.use("en")
        i18n.use("fr")
        i18n.use("de")
        assert i18n.translator() is german is not None
    finally:
        i18n.use(previous)
