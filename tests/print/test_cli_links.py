"""Outputs through symbolic links: every writer behind -o writes where the link points and
keeps the link; a link to a pipe, a terminal or a device is refused (a new user's trial)."""

import os
from pathlib import Path

import pytest

from jasstafel.cli import main

EXAMPLES = Path(__file__).parents[2] / "docs" / "examples"
FREIER = EXAMPLES / "schieber-freier-jass.jass"


def test_print_through_a_symlink_writes_its_target_and_keeps_the_link(tmp_path, capsys):
    target = tmp_path / "target.pdf"
    target.write_bytes(b"%PDF-1.4 old")
    link = tmp_path / "link.pdf"
    link.symlink_to(target)
    assert main(["print", str(FREIER), "-o", str(link)]) == 0
    assert capsys.readouterr().err == ""
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert target.read_bytes().startswith(b"%PDF") and target.stat().st_size > 1000
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link.pdf", "target.pdf"]


@pytest.mark.parametrize("writer", ["printing", "club"])
def test_the_writers_follow_a_link_and_refuse_one_to_a_pipe(tmp_path, writer):
    """Every writer behind -o (the CSV export, the club's CSV files, the PDF files) uses
    matchfile.output_target: also when called without the command line's checks."""
    from jasstafel.core import JassError, matchfile

    target = tmp_path / "t.csv"
    link = tmp_path / "l.csv"
    link.symlink_to(target)
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    to_fifo = tmp_path / "p.csv"
    to_fifo.symlink_to(fifo)
    if writer == "printing":
        from jasstafel.printing import export

        def write(path):
            export.write_entries_csv(matchfile.load(FREIER), path)
    else:
        from jasstafel.club import export as club_export

        def write(path):
            club_export.write_csv(path, [["a", 1]])
    write(link)
    assert link.is_symlink() and target.stat().st_size > 0
    with pytest.raises(JassError, match="not a (regular )?file"):
        write(to_fifo)
    assert to_fifo.is_symlink()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["fifo", "l.csv", "p.csv", "t.csv"]
