"""One club file, two programs: the window and the command line write it at the same time,
whatever else the window's process does with the file.

The window's process (a child process here, so that its descriptors are its own) holds the
club open through the project's API, as the club window does, and between its writes does
what a file dialog, a thumbnailer or a backup copy does: it opens and closes descriptors of
``club.sqlite`` and of any ``-wal``, ``-shm`` or ``-journal`` beside it, and it runs a real,
non-native QFileDialog over the folder. On POSIX, closing any descriptor of a file drops all
of the process's fcntl locks on it (SQLite's "How To Corrupt An SQLite Database File", 2.2).
Meanwhile the command line (``jasstafel club member add``, a real process) writes. Every write
that was acknowledged must be there, and ``PRAGMA integrity_check`` must say ok.
"""

import os
import sqlite3
import subprocess
import sys
import textwrap

import pytest

from . import ROOT

pytest.importorskip("PySide6")

#: the window's process: commands on stdin, one answer line per command on stdout
WINDOW = textwrap.dedent(r"""
    import os, sys
    from pathlib import Path
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QFileDialog
    from jasstafel.club import Club, ClubError

    path = Path(sys.argv[1])
    app = QApplication([])
    club = Club.open(path)

    def sniff():
        # what a file dialog does to learn a file's type: open, read, close
        for suffix in ("", "-wal", "-shm", "-journal"):
            name = str(path) + suffix
            if os.path.exists(name):
                fd = os.open(name, os.O_RDONLY)
                os.read(fd, 64)
                os.close(fd)

    def dialog():
        # a real non-native file dialog over the club's folder: its model reads the folder
        # (and sniffs the files' types) in a thread; closed once the folder is loaded
        from PySide6.QtWidgets import QFileSystemModel
        box = QFileDialog(None, "Open club", str(path.parent))
        box.setOption(QFileDialog.Option.DontUseNativeDialog)
        box.setFileMode(QFileDialog.FileMode.ExistingFile)
        model = box.findChild(QFileSystemModel)
        model.directoryLoaded.connect(lambda _d: QTimer.singleShot(200, box.reject))
        QTimer.singleShot(5000, box.reject)  # loaded already before the connection
        box.exec()
        box.deleteLater()
        app.processEvents()

    for line in sys.stdin:
        word, _sep, arg = line.strip().partition(" ")
        try:
            if word == "write":
                club.add_member(arg)
            elif word == "sniff":
                sniff()
                dialog()
                sniff()
            elif word == "quit":
                club.close()
                print("ok", flush=True)
                break
            print("ok", flush=True)
        except ClubError as err:
            print(f"refused {err}", flush=True)
""")


def cli(db, *args):
    return subprocess.run([sys.executable, "-m", "jasstafel", "club", *args, "--db", str(db)],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)


class Window:
    def __init__(self, db):
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        self.proc = subprocess.Popen([sys.executable, "-c", WINDOW, str(db)], cwd=ROOT,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, text=True, env=env)

    def __call__(self, command):
        self.proc.stdin.write(command + "\n")
        self.proc.stdin.flush()
        answer = self.proc.stdout.readline().strip()
        assert answer, self.proc.stderr.read()
        return answer

    def quit(self):
        if self.proc.poll() is None:
            self("quit")
        self.proc.communicate(timeout=60)  # closes the pipes


def check(db, acknowledged):
    conn = sqlite3.connect(db)
    try:
        assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        names = {row[0] for row in conn.execute("SELECT name FROM members")}
    finally:
        conn.close()
    missing = sorted(set(acknowledged) - names)
    assert not missing, f"acknowledged but lost: {missing}"


def test_window_and_command_line_write_one_file_while_the_window_sniffs_it(tmp_path):
    db = tmp_path / "club.sqlite"
    assert cli(db, "member", "add", "Anna").returncode == 0
    acknowledged = ["Anna"]
    window = Window(db)
    try:
        for round_no in range(8):
            assert window(f"write Fenster {round_no} a") == "ok"
            acknowledged.append(f"Fenster {round_no} a")
            assert window("sniff") == "ok"
            done = cli(db, "member", "add", f"Kommandozeile {round_no}")
            assert done.returncode == 0, done.stderr
            acknowledged.append(f"Kommandozeile {round_no}")
            answer = window(f"write Fenster {round_no} b")
            assert answer == "ok", answer
            acknowledged.append(f"Fenster {round_no} b")
            check(db, acknowledged)
    finally:
        window.quit()
    check(db, acknowledged)
    listed = cli(db, "member", "list")
    assert listed.returncode == 0, listed.stderr
    for name in acknowledged:
        assert name in listed.stdout


HAMMERING_WRITER = textwrap.dedent("""
    import os, sys, threading
    from jasstafel.club import Club
    path, tag, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
    stop = threading.Event()

    def hammer():
        # a thumbnailer or virus scanner in another thread: the club's files opened and
        # closed without a pause, so the process's fcntl locks drop at any moment, in the
        # middle of transactions too
        while not stop.is_set():
            for suffix in ("", "-journal"):
                try:
                    os.close(os.open(path + suffix, os.O_RDONLY))
                except OSError:
                    pass

    thread = threading.Thread(target=hammer, daemon=True)
    thread.start()
    with Club.open(path) as club:
        for i in range(count):
            club.add_member(f"{tag} {i}")
            print(f"{tag} {i}", flush=True)  # acknowledged
    stop.set()
    thread.join()
""")


def test_descriptors_closed_by_other_threads_during_transactions_lose_nothing(tmp_path):
    """Three programs write at once, each with a thread that keeps opening and closing the
    club's files (without the club's own flock this corrupts the file in every run)."""
    db = tmp_path / "club.sqlite"
    assert cli(db, "member", "add", "Anna").returncode == 0
    writers = [subprocess.Popen([sys.executable, "-c", HAMMERING_WRITER, str(db), tag, "250"],
                                cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                text=True)
               for tag in ("Ost", "West", "Nord")]
    acknowledged = ["Anna"]
    for writer in writers:
        out, err = writer.communicate(timeout=600)
        assert writer.returncode == 0, err
        acknowledged += out.splitlines()
    assert len(acknowledged) == 751
    check(db, acknowledged)
