"""Whether a save could replace a match file, known before anyone is asked to replace it.

A German trial: Save as… onto a read-only file asked "…gibt es schon. Ersetzen?" and then
said it could not. :func:`matchfile.replace_refusal` says what :func:`matchfile.save` would
meet there, without changing anything: a read-only file (the save never replaces one, for
root neither), a folder that takes no new file (the save's temporary file is made beside the
file and renamed over it).
"""

import errno
import os

from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match, replace_refusal


def saved(path):
    matchfile.save(new_match("punktetafel", ["Ruedi", "Vreni"]), path)
    return path.read_bytes()


def test_a_read_only_file_would_not_be_replaced(tmp_path):
    path = tmp_path / "abend.jass"
    before = saved(path)
    path.chmod(0o444)
    assert replace_refusal(path) == (
        f"{path} is read-only; not replaced (choose another name)")
    assert path.read_bytes() == before and os.listdir(tmp_path) == ["abend.jass"]
    # what the save itself does there
    try:
        matchfile.save(new_match("punktetafel", ["Anna", "Beat"]), path)
    except PermissionError:
        pass
    else:
        raise AssertionError("a read-only file was replaced")
    assert path.read_bytes() == before
    path.chmod(0o644)


def test_a_link_to_a_read_only_file_is_the_file(tmp_path):
    path = tmp_path / "abend.jass"
    saved(path)
    path.chmod(0o444)
    link = tmp_path / "link.jass"
    link.symlink_to(path)
    assert replace_refusal(link) == f"{link} is read-only; not replaced (choose another name)"
    path.chmod(0o644)


def test_a_writable_file_or_none_at_all_may_be_replaced_and_nothing_is_left(tmp_path):
    path = tmp_path / "abend.jass"
    assert replace_refusal(path) is None  # nothing there: said when it is written
    before = saved(path)
    assert replace_refusal(path) is None
    assert path.read_bytes() == before and os.listdir(tmp_path) == ["abend.jass"]


def test_a_folder_that_takes_no_new_file_is_said(tmp_path, monkeypatch):
    """A folder without write permission refuses the temporary file: as root none does, so
    the system's refusal of a new file there is made here."""
    path = tmp_path / "abend.jass"
    before = saved(path)

    def refused(*args, **kwargs):
        raise PermissionError(errno.EACCES, "Permission denied", str(tmp_path / ".x.tmp"))

    monkeypatch.setattr(matchfile.tempfile, "mkstemp", refused)
    assert replace_refusal(path) == f"cannot write {path}: permission denied"
    assert path.read_bytes() == before
