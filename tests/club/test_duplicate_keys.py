"""A table setting given as JSON with a key twice (`--set 'factors={"rosen": 5, "rosen":
1}'`) is refused, naming the key, as a match file with a key twice is
(tests/core/test_duplicate_keys.py)."""

from jasstafel.cli import main


def test_the_club_refuses_a_setting_with_a_key_twice(tmp_path, capsys):
    db = tmp_path / "club.sqlite"
    code = main(["club", "evening", "new", "2026-12-04", "schieber", "--db", str(db), "--set",
                 'factors={"rosen": 5, "rosen": 1}'])
    _out, err = capsys.readouterr()
    assert code == 2
    assert err == ("jasstafel club evening new: error: --set 'factors={\"rosen\": 5, "
                   "\"rosen\": 1}': the key 'rosen' is given twice\n")
    assert not db.exists()  # refused before the club was opened: nothing made


def test_the_club_refuses_a_key_given_in_two_set_options(tmp_path, capsys):
    """`--set rounds=8 --set rounds=9` stored 9 without a word: the same mistake as a key
    twice inside one value, refused the same way, naming the key."""
    db = tmp_path / "club.sqlite"
    code = main(["club", "evening", "new", "2026-12-06", "schieber", "--db", str(db),
                 "--set", "rounds=8", "--set", " rounds =9"])
    _out, err = capsys.readouterr()
    assert code == 2
    assert err == ("jasstafel club evening new: error: --set ' rounds =9': the key 'rounds' "
                   "is given twice\n")
    assert not db.exists()


def test_a_correction_refuses_a_key_given_twice_too(tmp_path, capsys):
    db = tmp_path / "club.sqlite"
    assert main(["club", "evening", "new", "2026-12-06", "schieber", "--db", str(db)]) == 0
    capsys.readouterr()
    code = main(["club", "evening", "edit", "1", "--db", str(db), "--set", "target=1000",
                 "--set", "target=2500"])
    _out, err = capsys.readouterr()
    assert code == 2 and "the key 'target' is given twice" in err
    from jasstafel.club import Club

    with Club.open(db, create=False) as club:
        assert club.evening(1).settings["target"] == 4500  # nothing was changed


def test_the_refusal_is_said_in_german(tmp_path, capsys):
    code = main(["club", "evening", "new", "2026-12-06", "schieber", "--db",
                 str(tmp_path / "club.sqlite"), "--set", "rounds=8", "--set", "rounds=9",
                 "--lang", "de"])
    assert code == 2
    assert "der Schlüssel 'rounds' kommt zweimal vor" in capsys.readouterr().err
