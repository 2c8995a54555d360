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
    assert err == ("error: --set 'factors={\"rosen\": 5, \"rosen\": 1}': the key 'rosen' "
                   "is given twice\n")
    assert not db.exists()  # refused before the club was opened: nothing made
