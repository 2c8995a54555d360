"""Two real Jasstafels at once, one of them killed with SIGKILL: only the program that really
died has its match offered at the next start (jasstafel.ui.running: a lock file per program,
its process id checked by Qt).

A trial: a second Jasstafel started beside the first offered the first one's open file as left
by a crash; and when one of two programs on a file was killed and the other quit cleanly, the
next start offered nothing. Every program here is its own process (program_driver.py), with
the same $HOME: the same settings file and user data folder, as on the Schreiber's computer.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.core.punktetafel import PunktetafelRound

DRIVER = Path(__file__).with_name("program_driver.py")
ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")


class Program:
    """One Jasstafel process, driven line by line (see program_driver.py)."""

    def __init__(self, home: Path) -> None:
        env = {**os.environ, "HOME": str(home), "XDG_CONFIG_HOME": str(home / ".config"),
               "XDG_DATA_HOME": str(home / ".local" / "share"), "QT_QPA_PLATFORM": "offscreen",
               "PYTHONPATH": os.pathsep.join(filter(None, (str(ROOT),
                                                           os.environ.get("PYTHONPATH")))),
               "PYTHONUNBUFFERED": "1"}
        self.proc = subprocess.Popen([sys.executable, str(DRIVER)], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                     env=env, cwd=home)
        self.boxes: list[str] = []
        assert self._line() == "started"

    def _line(self) -> str:
        assert self.proc.stdout is not None
        while True:
            line = self.proc.stdout.readline()
            assert line, f"the program ended: {self.proc.stderr.read()[-2000:]}"  # type: ignore[union-attr]
            line = line.rstrip("\n")
            if not line.startswith("box "):
                return line
            self.boxes.append(line[4:])

    def ask(self, command: str) -> str:
        assert self.proc.stdin is not None
        self.proc.stdin.write(command + "\n")
        self.proc.stdin.flush()
        return self._line()

    def offer(self) -> list[str]:
        """The rows the start offers after a crash ([] for none)."""
        answer = self.ask("offer")
        if answer == "offered none":
            return []
        assert answer == "offered", answer
        rows = []
        while (line := self._line()).startswith("row "):
            rows.append(line[4:])
        assert line == "done", line
        return rows

    def save_as(self, row: int, path: Path) -> tuple[list[str], str]:
        """The offer's rows, and Save as… on *row* with *path* typed: the rows and the name
        the file dialog offered (its message boxes are in ``boxes``)."""
        answer = self.ask(f"saveas {row} {path}")
        assert answer == "offered", answer
        rows = []
        while (line := self._line()).startswith("row "):
            rows.append(line[4:])
        assert line.startswith("asked "), line
        assert self._line() == "done"
        return rows, line[6:]

    def quit(self) -> None:
        assert self.ask("quit") == "closed"
        assert self.proc.wait(timeout=60) == 0
        self._close()

    def kill(self) -> None:
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(timeout=60)  # reaped, as the shell reaps it: its process id is gone
        self._close()

    def _close(self) -> None:
        for pipe in (self.proc.stdin, self.proc.stdout, self.proc.stderr):
            if pipe is not None:
                pipe.close()


@pytest.fixture
def programs(tmp_path):
    started: list[Program] = []

    def start() -> Program:
        started.append(Program(tmp_path))
        return started[-1]

    yield start
    for program in started:
        if program.proc.poll() is None:
            program.kill()


@pytest.fixture
def voll(tmp_path):
    match = new_match("punktetafel", ["Ruedi", "Vreni"])
    match.add(PunktetafelRound(points=[10, 5]))
    path = tmp_path / "voll.jass"
    matchfile.save(match, path)
    return path


def test_a_second_program_does_not_offer_the_first_one_s_open_file(programs, voll):
    first = programs()
    assert first.ask(f"open {voll}") == "opened 1"
    assert first.ask("round 20 5") == "written"
    second = programs()
    assert second.offer() == []  # no crash happened
    second.quit()
    assert len(matchfile.load(voll).entries) == 2
    first.quit()
    assert programs().offer() == []  # both quit cleanly


def test_a_killed_program_is_offered_though_the_other_quit_cleanly(programs, voll):
    first, second = programs(), programs()
    assert first.ask(f"open {voll}") == "opened 1"
    assert second.ask(f"open {voll}") == "opened 1"
    assert second.ask("round 40 5") == "written"  # the second writes the file
    assert first.ask("round 60 5") == "written"  # refused in the first: its copy has it
    assert any("changed by another program" in box for box in first.boxes)
    first.kill()
    second.quit()
    rows = programs().offer()
    assert rows[0].startswith("Could not be saved to voll.jass, which was changed elsewhere")
    assert rows[1].startswith("Open when Jasstafel stopped unexpectedly | Punktetafel")
    assert "named file voll.jass" in rows[1]


def test_save_as_from_the_killed_one_s_copy_never_writes_over_the_other_s_round(programs,
                                                                              voll):
    """A trial: the killed window's copy offered voll.jass itself as its name; saved there
    (Qt's "replace it?" answered Yes), the other window's round was gone, and the message
    said voll.jass had every entry now."""
    first, second = programs(), programs()
    assert first.ask(f"open {voll}") == "opened 1"
    assert second.ask(f"open {voll}") == "opened 1"
    assert second.ask("round 40 5") == "written"  # the second writes the file
    assert first.ask("round 60 5") == "written"  # refused in the first: its copy has it
    first.kill()
    second.quit()
    before = voll.read_bytes()
    third = programs()
    rows, asked = third.save_as(0, voll)  # the copy, saved as voll.jass itself
    assert rows[0].startswith("Could not be saved to voll.jass, which was changed elsewhere")
    assert asked == str(voll.with_name("voll (copy).jass"))  # another name offered
    assert voll.read_bytes() == before  # the second's round 40 is still there
    assert [list(e.points) for e in matchfile.load(voll).entries] == [[10, 5], [40, 5]]
    (refusal,) = [box for box in third.boxes if box.startswith("Not saved |")]
    assert "voll.jass holds entries that this copy lacks" in refusal
    assert "every entry now" not in " ".join(third.boxes)
