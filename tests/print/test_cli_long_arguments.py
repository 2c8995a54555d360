"""A value typed on the command line is echoed cut, in the user's language: a variant name
100,000 characters long (a paste gone wrong) gives a one-line refusal, never the whole text."""

import pytest

from jasstafel.cli import main

HUGE = "x" * 100_000


@pytest.fixture(autouse=True)
def _app(qapp):
    """In-process printing uses the QApplication of pytest-qt."""
    return qapp


@pytest.mark.parametrize("args", [
    ["new", HUGE, "Anna", "Beat", "Cla", "Dora", "-o", "new.jass"],
    ["print", "--blank", HUGE, "-o", "blank.pdf"],
    ["club", "evening", "new", "--db", "club.sqlite", "2026-12-04", HUGE],
    ["club", "evening", "new", "--db", "club.sqlite", HUGE, "schieber"],
    ["club", "stats", "--db", "club.sqlite", HUGE],
], ids=["new", "print --blank", "evening variant", "evening date", "stats"])
@pytest.mark.parametrize(("lang", "words"), [
    ("en", ("unknown", "no member", "not a date", "YYYY")),
    ("de", ("unbekannt", "kein Mitglied", "kein Datum", "JJJJ")),
])
def test_a_huge_argument_is_echoed_cut(tmp_path, capsys, monkeypatch, args, lang, words):
    monkeypatch.chdir(tmp_path)
    main(["club", "member", "add", "--db", "club.sqlite", "Anna"])
    capsys.readouterr()
    code = main([f"--lang={lang}", *args])
    out, err = capsys.readouterr()
    assert code != 0 and out == ""
    assert len(err) < 600, err[:600]
    assert "xxxx…" in err
    assert any(word in err for word in words), err
