"""``jasstafel club member rename``: the window's *Rename…* on the command line.

`club member --help` listed add, list, deactivate, reactivate and delete: a member's name
could be changed only in the window. The command takes the member as the others do (id,
name or short name), checks the new names as the window does (length, control and invisible
characters, a number, taken ignoring case) and, as the window's dialog, never writes over a
rename another program made after it read the member."""

import pytest

from jasstafel.cli import main
from jasstafel.club import Club

from .test_cli import fails, run


@pytest.fixture
def db(tmp_path, capsys):
    path = tmp_path / "club.sqlite"
    for name, short in (("Anna Keller", "Anna"), ("Beat Huber", "Beat"), ("Cla", "")):
        args = ["club", "member", "add", name, "--db", path]
        assert run(capsys, *args, *(["--short", short] if short else []))[0] == 0
    assert run(capsys, "club", "guest", "add", "Vreni Gast", "--db", path)[0] == 0
    return path


def names(path):
    with Club.open(path) as club:
        return {m.id: (m.name, m.short_name) for m in club.members(guests=True)}


def test_member_help_lists_rename(capsys):
    with pytest.raises(SystemExit):
        main(["club", "member", "--help"])
    out = capsys.readouterr().out
    assert "rename" in out
    with pytest.raises(SystemExit):
        main(["club", "member", "rename", "--help"])
    out = capsys.readouterr().out
    assert "MEMBER" in out and "NEW-NAME" in out and "--short" in out


def test_a_member_is_renamed_by_name_short_name_or_id(db, capsys):
    code, out, err = run(capsys, "club", "member", "rename", "Beat Huber", "Beat Huber-Meier",
                         "--short", "Bea", "--db", db)
    assert (code, err) == (0, "")
    assert out == "member 2: Beat Huber (Beat) is now Beat Huber-Meier (Bea)\n"
    # no --short: the short name stays
    code, out, _ = run(capsys, "club", "member", "rename", "anna", "Anna Keller-Suter",
                       "--db", db)
    assert out == "member 1: Anna Keller (Anna) is now Anna Keller-Suter (Anna)\n"
    # --short "": the short name goes
    code, out, _ = run(capsys, "club", "member", "rename", "2", "Beat Huber-Meier", "--short",
                       "", "--db", db)
    assert out == "member 2: Beat Huber-Meier (Bea) is now Beat Huber-Meier\n"
    code, out, _ = run(capsys, "club", "member", "rename", "Vreni Gast", "Vreni Gasser",
                       "--db", db)
    assert out == "guest 4: Vreni Gast is now Vreni Gasser\n"
    assert names(db) == {1: ("Anna Keller-Suter", "Anna"), 2: ("Beat Huber-Meier", ""),
                         3: ("Cla", ""), 4: ("Vreni Gasser", "")}


@pytest.mark.parametrize("args, message", [
    (["Zora", "Zora Meier"], "there is no member called 'Zora'"),
    (["Cla", "ANNA KELLER"], "the name 'ANNA KELLER' is taken by the member Anna Keller"),
    (["Cla", "Cla Caviezel", "--short", "beat"],
     "the short name 'beat' is taken by the member Beat Huber"),
    (["Cla", "vreni gast"], "is taken by the guest Vreni Gast"),
    (["Cla", "x" * 61], "a name has at most 60 characters (this one has 61)"),
    (["Cla", "Cla", "--short", "Claudio Caviezel R."],
     "a short name has at most 16 characters (this one has 19)"),
    (["Cla", "Cla\x1b[31m"], "control character (U+001B at character 4)"),
    (["Cla", "C\u200bla"], "invisible character (U+200B at character 2)"),
    (["Cla", "42"], "a name cannot be a number"),
    (["Cla", "  "], "a member needs a name"),
])
def test_a_refused_rename_is_one_line_exit_code_2_and_changes_nothing(db, capsys, args,
                                                                       message):
    before = names(db)
    err = fails(capsys, "club", "member", "rename", *args, "--db", db, match=message)
    assert err.startswith("jasstafel club member rename: error: ")
    assert names(db) == before


def test_a_rename_meanwhile_by_another_program_is_not_written_over(db, capsys, monkeypatch):
    """The command read Beat; before it wrote, the club window renamed him: refused, as the
    window's dialog refuses it, and the other program's name stays."""
    found = Club.find_member

    def read_then_renamed_elsewhere(club, text):
        member = found(club, text)
        with Club.open(db) as other:
            other.rename_member(member.id, "Beat Huber-Meier")
        return member

    monkeypatch.setattr(Club, "find_member", read_then_renamed_elsewhere)
    fails(capsys, "club", "member", "rename", "Beat", "Beat Meier", "--db", db,
          match="Beat Huber was renamed meanwhile by another program and is now "
                "Beat Huber-Meier (Beat): nothing was changed")
    assert names(db)[2] == ("Beat Huber-Meier", "Beat")


def test_the_rename_speaks_the_users_language(db, capsys, monkeypatch):
    monkeypatch.setenv("LC_ALL", "de_CH.UTF-8")
    code, out, _ = run(capsys, "club", "member", "rename", "Beat", "Beat Huber-Meier",
                       "--db", db)
    assert out == "Mitglied 2: Beat Huber (Beat) heisst jetzt Beat Huber-Meier (Beat)\n"
    fails(capsys, "club", "member", "rename", "Cla", "anna keller", "--db", db,
          match="Fehler: ")
    code, out, _ = run(capsys, "--lang=fr", "club", "member", "rename", "Vreni Gast",
                       "Vreni Gasser", "--db", db)
    assert out == "invité 4 : Vreni Gast s’appelle désormais Vreni Gasser\n"
    with pytest.raises(SystemExit):
        main(["club", "member", "--help"])
    assert "neuer Name und Kurzname eines Mitglieds" in capsys.readouterr().out
