"""The club file: schema versions and migrations, refused files left unchanged, WAL and two
writers at once."""

import os
import random
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from jasstafel.club import (
    SCHEMA_VERSION,
    Club,
    ClubError,
    ClubFileError,
    ClubVersionError,
    PaperResult,
)
from jasstafel.club import db as clubdb

from . import ROOT, add_members

# -- building older versions ------------------------------------------------------------------


def build(path, version):
    """A database of *version*, made by the migrations up to it (0: an empty file)."""
    path.write_bytes(b"")
    if version == 0:
        return
    conn = sqlite3.connect(path, isolation_level=None)
    clubdb.migrate(conn, upto=version)
    assert clubdb.user_version(conn) == version
    conn.close()


def fill(path, version):
    """Data as a Jasstafel of *version* wrote it (v1: no season column; v2: a season;
    neither has corrections)."""
    conn = sqlite3.connect(path, isolation_level=None)
    with conn:
        conn.execute("BEGIN")
        conn.executemany("INSERT INTO members (id, name, short_name, active) VALUES (?, ?, ?, ?)",
                         [(1, "Anna", "An", 1), (2, "Beat", "", 1), (3, "Cla", "", 0),
                          (4, "Dora", "", 1)])
        conn.execute("INSERT INTO evenings (id, date, place, title, variant, preset, settings, "
                     "passen, tables) VALUES (1, '2025-03-06', 'Rössli', '', 'molotow', "
                     "'jassverein', ?, 1, 1)",
                     ('{"preset": "jassverein", "rounds": 8, "last_round_double": false, '
                      '"stoeck": false, "hand_weis": "best", "draw": "all", "deck": "de"}',))
        conn.executemany(
            "INSERT INTO results (evening_id, passe, table_no, member_id, side, points, "
            "matches, rank, won, source) VALUES (1, 1, 1, ?, ?, ?, 0, ?, ?, 'paper')",
            # 1'256: 8 rounds of 157 card points
            [(1, 0, 265, 1, 1), (2, 1, 334, 3, 0), (3, 2, 280, 2, 0), (4, 3, 377, 4, 0)])
        if version >= 2:
            conn.execute("UPDATE evenings SET season = '2024/25'")
        if version >= 3:
            conn.execute("INSERT INTO corrections (evening_id, passe, table_no, member_id, "
                         "before, after, note) VALUES (1, 1, 1, 3, ?, ?, 'from paper')",
                         ('{"points": 290}', '{"points": 280}'))
    conn.close()


@pytest.mark.parametrize("version", range(SCHEMA_VERSION))
def test_every_older_version_is_migrated(tmp_path, version):
    path = tmp_path / "club.sqlite"
    build(path, version)
    if version >= 1:
        fill(path, version)
    with Club.open(path) as club:
        assert club.schema_version == SCHEMA_VERSION
        if version == 0:
            assert club.members() == []
            club.add_member("Anna")
            return
        # the data is kept; v2 fills the season from the year of the date
        assert [m.name for m in club.members()] == ["Anna", "Beat", "Cla", "Dora"]
        assert not club.member(3).active
        evening = club.evening(1)
        season = "2025" if version == 1 else "2024/25"
        assert (evening.season, evening.place, evening.variant) == (season, "Rössli", "molotow")
        assert club.seasons() == [season]
        ranking = club.evening_ranking(1)
        assert [(r.rank, r.member.name, r.figures["points"]) for r in ranking.rows] == [
            (1, "Anna", 265), (2, "Cla", 280), (3, "Beat", 334), (4, "Dora", 377)]
        # v3's corrections log works on migrated data; v5 keeps the earlier corrections
        # in its log of every change, as corrections of a result
        earlier = [] if version < 3 else [("result", 3, {"points": 290}, {"points": 280},
                                           "from paper")]
        assert [(c.kind, c.member, c.before, c.after, c.note)
                for c in club.corrections(1)] == earlier
        club.correct_result(1, 1, 1, [PaperResult(2, points=254)], note="typo")
        assert club.evening_ranking(1).rows[0].member.name == "Beat"
        assert club.corrections(1)[-1].note == "typo"
        # v4 keeps the evening's ranking for the season once it is computed
        assert [r.member.name for r in club.season_ranking(season).rows] == [
            "Beat", "Anna", "Cla", "Dora"]
        assert club._conn.execute("SELECT count(*) FROM evening_ranks").fetchone()[0] == 1


def test_a_new_file_is_created_at_the_current_version(db_path):
    with Club.open(db_path) as club:
        assert club.schema_version == SCHEMA_VERSION
    conn = sqlite3.connect(db_path)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "delete"  # the rollback journal
    assert conn.execute("PRAGMA application_id").fetchone()[0] == clubdb.APPLICATION_ID
    conn.close()


def test_foreign_keys_and_busy_timeout_are_on(club):
    assert club._conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    assert club._conn.execute("PRAGMA busy_timeout").fetchone()[0] == \
        int(clubdb.BUSY_TIMEOUT * 1000)


def test_a_missing_file_is_refused_without_create(tmp_path):
    with pytest.raises(ClubFileError, match="there is no club database"):
        Club.open(tmp_path / "none.sqlite", create=False)
    assert not (tmp_path / "none.sqlite").exists()


def test_migrating_twice_changes_nothing(db_path):
    Club.open(db_path).close()
    before = db_path.read_bytes()
    Club.open(db_path).close()
    assert db_path.read_bytes() == before


# -- refused files stay as they are ------------------------------------------------------------


def unchanged_after_refusal(path, error, match):
    before = path.read_bytes()
    files = sorted(p.name for p in path.parent.iterdir())
    with pytest.raises(error, match=match) as caught:
        Club.open(path)
    assert path.read_bytes() == before
    assert sorted(p.name for p in path.parent.iterdir()) == files
    assert "\n" not in str(caught.value)
    return caught.value


def real_database(path, members=300):
    with Club.open(path) as club:
        for i in range(members):
            club.add_member(f"Member number {i}")
    return path.read_bytes()


def test_a_newer_version_is_refused_and_left_byte_identical(db_path):
    real_database(db_path, members=5)
    conn = sqlite3.connect(db_path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.commit()
    conn.close()
    err = unchanged_after_refusal(db_path, ClubVersionError, "newer Jasstafel")
    assert str(err) == (f"{db_path} was written by a newer Jasstafel (club database version "
                        f"{SCHEMA_VERSION + 1}; this one knows up to version "
                        f"{SCHEMA_VERSION}): update Jasstafel to open it. The file was not "
                        "changed.")


def test_random_bytes_are_refused(tmp_path):
    path = tmp_path / "noise.sqlite"
    path.write_bytes(random.Random(7).randbytes(8192))
    unchanged_after_refusal(path, ClubFileError, "not a SQLite database")


def test_random_bytes_behind_a_sqlite_header_are_refused(tmp_path):
    path = tmp_path / "noise.sqlite"
    path.write_bytes(b"SQLite format 3\x00" + random.Random(8).randbytes(8192 - 16))
    unchanged_after_refusal(path, ClubFileError, "damaged")


def test_a_text_file_is_refused(tmp_path):
    path = tmp_path / "notes.txt"
    path.write_text("Jassabend am Donnerstag: Anna, Beat, Cla, Dora\n" * 50, "utf-8")
    unchanged_after_refusal(path, ClubFileError, "not a club database")


@pytest.mark.parametrize("cut", [0.5, 0.5001, 0.1])
def test_a_truncated_database_is_refused(tmp_path, cut):
    data = real_database(tmp_path / "real.sqlite")
    path = tmp_path / "cut.sqlite"
    path.write_bytes(data[: int(len(data) * cut)])
    unchanged_after_refusal(path, ClubFileError, "damaged or truncated")


def test_a_truncated_header_is_refused(tmp_path):
    data = real_database(tmp_path / "real.sqlite", members=1)
    path = tmp_path / "cut.sqlite"
    path.write_bytes(data[:60])
    unchanged_after_refusal(path, ClubFileError, "not a club database")


def test_a_damaged_page_is_refused(tmp_path):
    data = bytearray(real_database(tmp_path / "real.sqlite"))
    middle = data.index(b"Member number 150")  # in the middle of the members' pages
    data[middle:middle + 300] = random.Random(9).randbytes(300)
    path = tmp_path / "damaged.sqlite"
    path.write_bytes(bytes(data))
    unchanged_after_refusal(path, ClubFileError, "damaged")


def test_what_sqlites_own_check_finds_is_named_word_for_word(tmp_path):
    """Rows another program wrote past the file's rules (here with CHECK constraints off):
    SQLite's check finds one problem per row, and the refusal names each."""
    path = tmp_path / "club.sqlite"
    with Club.open(path) as club:
        add_members(club, ["Anna", "Beat", "Cla"])
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA ignore_check_constraints = ON")
    conn.execute("UPDATE members SET active = 7 WHERE name != 'Beat'")
    conn.commit()
    conn.close()
    err = unchanged_after_refusal(path, ClubFileError, "CHECK constraint failed")
    assert str(err) == (f"{path} is damaged: the check of the file finds faults (SQLite: "
                        "“CHECK constraint failed in members; CHECK constraint failed in "
                        "members”)")


def test_a_database_of_another_program_is_refused(tmp_path):
    path = tmp_path / "other.sqlite"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE bookmarks (url TEXT)")
    conn.commit()
    conn.close()
    err = unchanged_after_refusal(path, ClubFileError, "another program")
    assert str(err) == (f"{path} is a SQLite database of another program, not a Jasstafel "
                        "club database")


def test_a_club_file_at_version_0_with_tables_is_refused_for_its_tables(tmp_path):
    """Ours (its application id) and version 0, but not empty: not damage of the version,
    the tables are not those of version 0 (which has none)."""
    path = tmp_path / "club.sqlite"
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute(f"PRAGMA application_id = {clubdb.APPLICATION_ID}")
    conn.execute("CREATE TABLE members (id INTEGER PRIMARY KEY)")
    conn.close()
    err = unchanged_after_refusal(path, ClubFileError, "not those of a club database")
    assert str(err) == (f"{path} is damaged: its tables are not those of a club database of "
                        "version 0 (the version it claims). The file was not changed.")


def test_a_folder_is_refused(tmp_path):
    with pytest.raises(ClubFileError, match="folder"):
        Club.open(tmp_path)



def test_a_claimed_version_that_the_tables_contradict_is_refused_before_any_change(tmp_path):
    """A version-4 file whose user_version reads 3: refused byte-identical, in rollback or
    WAL mode (no journal switch, no header rewrite before the checks)."""
    for mode in ("delete", "wal"):
        path = tmp_path / f"{mode}.sqlite"
        real_database(path, members=3)
        conn = sqlite3.connect(path, isolation_level=None)
        conn.execute("PRAGMA user_version = 3")
        conn.execute(f"PRAGMA journal_mode = {mode}")
        conn.close()
        err = unchanged_after_refusal(path, ClubFileError, "not those of a club database")
        assert str(err) == (f"{path} is damaged: its tables are not those of a club database "
                            "of version 3 (the version it claims). The file was not changed.")


def test_a_file_of_an_older_jasstafel_in_wal_mode_is_switched_to_the_rollback_journal(
        db_path):
    real_database(db_path, members=2)
    conn = sqlite3.connect(db_path, isolation_level=None)
    conn.execute("PRAGMA journal_mode = wal")
    conn.close()
    with Club.open(db_path) as club:
        assert len(club.members()) == 2
    conn = sqlite3.connect(db_path)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
    conn.close()
    assert sorted(p.name for p in db_path.parent.iterdir()) == ["club.sqlite"]


def test_nothing_is_left_beside_the_club_file(db_path):
    with Club.open(db_path) as club:
        club.add_member("Anna")
        club.members()
        assert sorted(p.name for p in db_path.parent.iterdir()) == ["club.sqlite"]


def test_a_fifo_is_refused_without_waiting(tmp_path):
    fifo = tmp_path / "club.sqlite"
    os.mkfifo(fifo)
    done = subprocess.run([sys.executable, "-m", "jasstafel", "club", "member", "list",
                           "--db", str(fifo)], cwd=ROOT, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 2
    assert "not a regular file" in done.stderr and "Traceback" not in done.stderr
    with pytest.raises(ClubFileError, match="not a regular file"):
        Club.open(fifo)
    link = tmp_path / "zero.sqlite"
    link.symlink_to("/dev/zero")
    with pytest.raises(ClubFileError, match="not a regular file"):
        Club.open(link)


def test_an_empty_file_becomes_a_club_only_when_one_is_created(tmp_path):
    empty = tmp_path / "empty.sqlite"
    empty.write_bytes(b"")
    with pytest.raises(ClubFileError, match="is empty"):
        Club.open(empty, create=False)
    assert empty.read_bytes() == b""
    with Club.open(empty) as club:
        assert club.was_empty and not club.created
        assert club.schema_version == SCHEMA_VERSION
    with Club.open(tmp_path / "new.sqlite") as club:
        assert club.created and not club.was_empty
    with Club.open(tmp_path / "new.sqlite") as club:
        assert not club.created and not club.was_empty


def test_data_version_tells_of_changes_by_another_program(db_path):
    with Club.open(db_path) as window, Club.open(db_path) as other:
        first = window.data_version()
        window.add_member("Anna")  # its own change
        assert window.data_version() == first
        other.add_member("Beat")
        assert window.data_version() != first
        assert [m.name for m in window.members()] == ["Anna", "Beat"]


def test_read_only_open_never_writes(db_path):
    real_database(db_path, members=2)
    before = db_path.read_bytes()
    with Club.open(db_path, readonly=True) as club:
        assert club.readonly
        assert len(club.members()) == 2
        with pytest.raises(ClubError, match="can only be read here"):
            club.add_member("Cla")
    assert db_path.read_bytes() == before


@pytest.mark.parametrize("version", range(1, SCHEMA_VERSION))
def test_an_older_club_file_opened_only_to_read_is_refused_and_left_as_it_was(tmp_path,
                                                                             version):
    """Reading an older file needs its migration first, which a read-only open may not
    write: refused with the version it has, the file unchanged."""
    path = tmp_path / "club.sqlite"
    build(path, version)
    fill(path, version)
    before = path.read_bytes()
    with pytest.raises(ClubFileError) as refused:
        Club.open(path, readonly=True)
    assert str(refused.value) == (
        f"{path} is a club database of an older Jasstafel (version {version}) and cannot be "
        "brought up to date here, where it is read-only: open it once where it can be written")
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["club.sqlite"]


def test_a_club_file_sqlite_cannot_open_is_refused_with_sqlites_reason(db_path, monkeypatch):
    real_database(db_path, members=2)
    before = db_path.read_bytes()

    def refusing(*args, **kwargs):
        raise sqlite3.OperationalError("unable to open database file")

    monkeypatch.setattr(clubdb.sqlite3, "connect", refusing)
    with pytest.raises(ClubFileError) as refused:
        Club.open(db_path)
    assert str(refused.value) == f"cannot open {db_path}: unable to open database file"
    assert db_path.read_bytes() == before


READER = textwrap.dedent("""
    import os, sys
    from jasstafel.club import Club, ClubError  # imported first: the libraries are root's
    os.setgid(65534)
    os.setuid(65534)  # nobody: the read-only file and folder are read-only for him
    with Club.open(sys.argv[1], create=False) as club:
        print(club.readonly, len(club.members()))
        try:
            club.add_member("Zora")
        except Exception as err:
            print(type(err).__name__, err)
""")



def read_as_nobody(path, before):
    """READER on the club of 3 members at *path*: read, writing refused as read-only, the
    file unchanged and nothing made beside it."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-c", READER, str(path)], cwd="/",
                          capture_output=True, text=True, timeout=60, env=env)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "True 3"
    assert lines[1].startswith("ClubError") and "read-only" in lines[1]
    assert path.read_bytes() == before
    assert sorted(p.name for p in path.parent.iterdir()) == ["club.sqlite"]


@pytest.mark.parametrize("mode", ["delete", "wal"])
def test_a_read_only_club_is_read_where_it_cannot_be_written(mode):
    """Run as an unprivileged user (root can write anything): a 0444 file in a 0555 folder
    is read, nothing is made beside it, writing is refused with a message."""
    if os.geteuid() != 0 and os.access("/", os.W_OK):
        pytest.skip("needs root to switch to an unprivileged user")
    import shutil
    import tempfile

    folder = Path(tempfile.mkdtemp(prefix="jasstafel-ro-"))
    try:
        path = folder / "club.sqlite"
        real_database(path, members=3)
        conn = sqlite3.connect(path, isolation_level=None)
        conn.execute(f"PRAGMA journal_mode = {mode}")  # wal: as an older Jasstafel left it
        conn.close()
        before = path.read_bytes()
        path.chmod(0o444)
        folder.chmod(0o555)
        if os.geteuid() != 0:
            pytest.skip("not root")
        read_as_nobody(path, before)
    finally:
        folder.chmod(0o755)
        shutil.rmtree(folder)


def test_a_schema_whose_damage_makes_sqlites_message_unreadable_is_refused(db_path):
    """A table's name in the schema that is not UTF-8, in a table SQLite cannot parse:
    SQLite's own message quotes the name, and Python cannot even read the message."""
    real_database(db_path, members=2)
    conn = sqlite3.connect(db_path, isolation_level=None)
    conn.execute("PRAGMA writable_schema = ON")
    conn.execute("UPDATE sqlite_master SET name = CAST(X'6D656DFF' AS TEXT), "
                 "sql = 'CREATE TABLE broken (' WHERE name = 'members'")
    conn.close()
    err = unchanged_after_refusal(db_path, ClubFileError, "unreadable")
    assert str(err) == f"{db_path} is damaged: unreadable text in its schema"


def test_a_writable_club_file_in_a_folder_that_is_not_is_read_only():
    """The user may write the file but not its folder: SQLite could not make its journal
    beside it, so the club is opened read-only (rather than failing at the first write),
    nothing is made beside it, and writing is refused with a message."""
    if os.geteuid() != 0:
        pytest.skip("needs root to switch to an unprivileged user")
    import shutil
    import tempfile

    folder = Path(tempfile.mkdtemp(prefix="jasstafel-ro-"))
    try:
        path = folder / "club.sqlite"
        real_database(path, members=3)
        before = path.read_bytes()
        os.chown(path, 65534, 65534)  # nobody's own file, writable by him
        path.chmod(0o644)
        folder.chmod(0o555)
        read_as_nobody(path, before)
    finally:
        folder.chmod(0o755)
        shutil.rmtree(folder)


def test_a_club_file_another_sqlite_program_is_writing_is_busy_at_open(db_path):
    """A program that is not Jasstafel (the sqlite3 shell, say) ignores the club's lock and
    holds the file in a write: opening waits as long as it was given, then says the file
    is busy (not damaged), and the file is left as it was."""
    real_database(db_path, members=2)
    before = db_path.read_bytes()
    other = sqlite3.connect(db_path, isolation_level=None)
    try:
        other.execute("BEGIN EXCLUSIVE")
        other.execute("INSERT INTO members (name) VALUES ('Zora')")
        for readonly in (False, True):
            with pytest.raises(ClubError) as busy:
                Club.open(db_path, readonly=readonly, timeout=0.05)
            assert not isinstance(busy.value, ClubFileError)
            assert str(busy.value) == f"{db_path} is busy: another program is writing to it"
        other.execute("ROLLBACK")
    finally:
        other.close()
    assert db_path.read_bytes() == before
    with Club.open(db_path) as club:
        assert len(club.members()) == 2


def test_a_club_file_sqlite_cannot_read_is_refused_with_sqlites_reason(db_path, monkeypatch):
    """Any other failure of SQLite while the file is checked (a disk error, say) refuses
    the file with SQLite's words, and the connection is closed, not left open."""
    real_database(db_path, members=2)
    before = db_path.read_bytes()
    opened = []
    real_connect = sqlite3.connect

    def connect(*args, **kwargs):
        opened.append(real_connect(*args, **kwargs))
        return opened[-1]

    def failing(conn, name):
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(clubdb.sqlite3, "connect", connect)
    monkeypatch.setattr(clubdb, "_check_database", failing)
    with pytest.raises(ClubFileError) as refused:
        Club.open(db_path)
    assert str(refused.value) == (f"{db_path} cannot be used as a club database: "
                                  "disk I/O error")
    with pytest.raises(sqlite3.ProgrammingError, match="closed"):
        opened[-1].execute("SELECT 1")
    assert db_path.read_bytes() == before


# -- two writers ---------------------------------------------------------------------------------

WRITER = textwrap.dedent("""
    import sys
    from jasstafel.club import Club
    path, tag, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
    with Club.open(path) as club:
        for i in range(count):
            club.add_member(f"{tag} {i}")
""")


def run_writers(path, count):
    procs = [subprocess.Popen([sys.executable, "-c", WRITER, str(path), tag, str(count)],
                              cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              text=True)
             for tag in ("Ost", "West")]
    for proc in procs:
        out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err


def test_two_processes_writing_at_once_lose_nothing(db_path):
    Club.open(db_path).close()
    run_writers(db_path, 200)
    with Club.open(db_path) as club:
        names = {m.name for m in club.members()}
    assert len(names) == 400
    assert names == {f"{tag} {i}" for tag in ("Ost", "West") for i in range(200)}


def test_two_processes_creating_the_file_at_once(db_path):
    run_writers(db_path, 50)  # both find no file: created and migrated once
    with Club.open(db_path) as club:
        assert len(club.members()) == 100
        assert club.schema_version == SCHEMA_VERSION


def test_a_refused_change_leaves_the_database_as_it_was(club):
    ids = add_members(club, ["Anna", "Beat", "Cla", "Dora"])
    evening = club.new_evening("2026-01-08", "molotow")
    with pytest.raises(ClubError), club.transaction():
        club.record_result(evening.id, 1, 1, [PaperResult(i, 100) for i in ids.values()])
        club.add_member("Anna")  # taken: the whole transaction is undone
    assert club.results(evening.id) == []


# -- damaged by another program (foreign keys off, any type in any column) ----------------------


def damaged_copy(tmp_path, *statements):
    """A small real club database, then changed with SQL as another program could."""
    path = tmp_path / "damaged.sqlite"
    with Club.open(path) as club:
        ids = add_members(club, ["Anna", "Beat", "Cla", "Dora"])
        evening = club.new_evening("2026-01-08", "molotow", passen=2)
        club.draw(evening.id, list(ids.values()), rng=random.Random(1))
        club.record_result(evening.id, 1, 1, [PaperResult(m, 40 + i)
                                              for i, m in enumerate(ids.values())])
        # 40 + 41 + 42 + 43 = 166 over 8 rounds (ends as 8 × 157 does); Anna's Weis forgotten
        club.correct_result(evening.id, 1, 1, [PaperResult(ids["Anna"], 50)])
        club.season_ranking("2026")  # keeps the evening's ranking
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA ignore_check_constraints = ON")
    for sql in statements:
        conn.execute(sql)
    conn.commit()
    conn.close()
    return path


FIRST = "WHERE rowid = (SELECT min(rowid) FROM {})"


def read_everything(club):
    for member in club.members():
        club.member_statistics(member.id)
    for season in club.seasons():
        club.season_ranking(season)
    for evening in club.evenings():
        club.evening_ranking(evening.id)
        club.seat_list(evening.id)
        for result in club.results(evening.id):
            club.match(evening.id, result.passe, result.table)
    club.corrections()


@pytest.mark.parametrize(("sql", "message"), [
    ("UPDATE results SET points = 'x'", "points is 'x'"),
    ("UPDATE results SET won = 'yes'", "CHECK constraint failed"),  # found on opening
    ("UPDATE results SET member_id = 99 " + FIRST.format("results"),
     "member 99, who does not exist"),
    ("UPDATE members SET id = id + 100", "who does not exist"),
    ("UPDATE members SET name = x'ff' " + FIRST.format("members"), "member 1: name is b"),
    ("UPDATE evenings SET settings = '{'", "settings are not readable"),
    ("UPDATE evenings SET settings = '[]'", "settings are not readable"),
    ("UPDATE evenings SET variant = 'poker'", "variant is 'poker'"),
    ("UPDATE evenings SET passen = 1099511627776", "Passen is 1099511627776"),
    ("UPDATE seats SET member_id = 99 " + FIRST.format("seats"),
     "member 99, who does not exist"),
    ("UPDATE corrections SET after = '{'", "is not readable"),
    ("INSERT INTO matches (evening_id, passe, table_no, document) VALUES (1, 1, 1, 'x')",
     "the stored match of Passe 1, table 1"),
])
def test_a_damaged_row_is_a_club_file_error(tmp_path, sql, message):
    path = damaged_copy(tmp_path, sql, "UPDATE results SET match_id = 1"
                        if "matches" in sql else "SELECT 1")
    with pytest.raises(ClubFileError, match=message) as caught, Club.open(path) as club:
        read_everything(club)
    assert "damaged" in str(caught.value)


@pytest.mark.parametrize("version", [-1, -3])
def test_a_negative_schema_version_is_damage(tmp_path, version):
    path = damaged_copy(tmp_path, f"PRAGMA user_version = {version}")
    err = unchanged_after_refusal(path, ClubFileError, f"schema version is {version}")
    assert str(err) == f"{path} is damaged: its schema version is {version}"
    # and the migration, which reads the version again in its transaction, says the same
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        with pytest.raises(ClubFileError) as refused:
            clubdb.migrate(conn, "verein.sqlite")
    finally:
        conn.close()
    assert str(refused.value) == f"verein.sqlite is damaged: its schema version is {version}"
    # a caller that gives no name (a tool of its own) reads the words of the catalog
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        with pytest.raises(ClubFileError) as refused:
            clubdb.migrate(conn)
    finally:
        conn.close()
    assert str(refused.value) == f"the club database is damaged: its schema version is {version}"


@pytest.mark.parametrize("blob", ["x'00'", "x''", "'text'", "NULL",
                                  "x'" + "63000000000000000100000000000000"
                                  "04000000000000002800000000000000'"])
def test_a_damaged_kept_ranking_is_computed_again(tmp_path, blob):
    """Kept rankings are derived data: damaged (or naming member 99), they are recomputed."""
    path = damaged_copy(tmp_path)
    with Club.open(path) as club:
        expected = club.season_ranking("2026")
        stats = club.member_statistics(1)
    conn = sqlite3.connect(path)
    conn.execute("DROP TABLE evening_ranks")  # NOT NULL and BLOB only bind the club's writes
    conn.execute("CREATE TABLE evening_ranks (evening_id INTEGER PRIMARY KEY, standings)")
    conn.execute(f"INSERT INTO evening_ranks VALUES (1, {blob})")
    conn.commit()
    conn.close()
    with Club.open(path) as club:
        assert club.season_ranking("2026") == expected
        assert club.member_statistics(1) == stats


def test_a_club_file_another_program_keeps_locked_is_busy_after_the_wait_it_was_given(db_path):
    """Another program holds the club file's lock (writing, or stuck): an operation waits
    as long as the club was opened to wait, then says so with that time, and nothing is
    changed."""
    import fcntl

    with Club.open(db_path) as club:
        club.add_member("Anna")
    other = os.open(db_path, os.O_RDWR)
    try:
        fcntl.flock(other, fcntl.LOCK_EX)
        with pytest.raises(ClubError) as busy:
            Club.open(db_path, timeout=0.2)
        assert str(busy.value) == ("the club database is busy: another program kept writing "
                                   "to it for 0.2 seconds; try again")
        fcntl.flock(other, fcntl.LOCK_UN)
        with Club.open(db_path, timeout=0.5) as club:
            fcntl.flock(other, fcntl.LOCK_SH)  # a reader: writing must wait, reading not
            assert [m.name for m in club.members()] == ["Anna"]
            with pytest.raises(ClubError, match="for 0.5 seconds"):
                club.add_member("Beat")
            assert [m.name for m in club.members()] == ["Anna"]
    finally:
        os.close(other)


@pytest.mark.parametrize("log", ["gone", "empty"])
def test_a_read_only_club_file_in_wal_mode_is_read_without_leaving_files_beside_it(db_path,
                                                                                   log):
    """An older Jasstafel's file in WAL mode, opened only to read: SQLite would make a
    -shm file beside it; read as immutable (its log is gone or empty), nothing is left."""
    real_database(db_path, members=2)
    conn = sqlite3.connect(db_path, isolation_level=None)
    conn.execute("PRAGMA journal_mode = wal")
    conn.close()
    files = ["club.sqlite"]
    if log == "empty":  # a copy of the file and its log, made with nothing in the log
        Path(f"{db_path}-wal").touch()
        files.append("club.sqlite-wal")
    before = db_path.read_bytes()
    assert before[18:20] == b"\x02\x02"  # the header says WAL
    with Club.open(db_path, readonly=True) as club:
        assert len(club.members()) == 2
    assert sorted(p.name for p in db_path.parent.iterdir()) == files
    assert db_path.read_bytes() == before


def test_a_club_in_a_folder_that_is_not_there_is_refused_in_the_systems_words(tmp_path):
    """Not SQLite's English "unable to open database file": the reason in the catalog's
    words, and nothing made anywhere."""
    missing = tmp_path / "gibts-nicht" / "club.sqlite"
    with pytest.raises(ClubFileError) as refused:
        Club.open(missing)
    assert str(refused.value) == f"cannot create {missing}: no such file or folder"
    note = tmp_path / "notiz.txt"
    note.write_text("kein Ordner", "utf-8")
    with pytest.raises(ClubFileError) as refused:
        Club.open(note / "club.sqlite")
    assert str(refused.value) == (f"cannot read {note / 'club.sqlite'}: a part of the path "
                                  "is not a folder")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notiz.txt"]


def test_a_new_club_file_is_linked_into_place_and_never_replaces_one(tmp_path, monkeypatch):
    """Two programs creating one club at once: each builds its file under a name of its own
    and links it into place; the second finds the first's and uses it, never replaces it."""
    import errno
    import stat

    mine, theirs = tmp_path / ".club.1.new", tmp_path / ".club.2.new"
    mine.write_bytes(b"mine")
    theirs.write_bytes(b"theirs")
    target = tmp_path / "club.sqlite"
    assert clubdb._publish(mine, target) is True
    assert target.read_bytes() == b"mine"
    assert clubdb._publish(theirs, target) is False
    assert target.read_bytes() == b"mine"

    # a folder without hard links (FAT, some network folders): an empty file made
    # exclusively, which the migrations then fill under the lock
    def no_links(source, name):
        raise OSError(errno.EPERM, "Operation not permitted")

    monkeypatch.setattr(os, "link", no_links)
    fat = tmp_path / "fat.sqlite"
    assert clubdb._publish(theirs, fat) is True
    assert fat.read_bytes() == b""
    umask = os.umask(0)
    os.umask(umask)
    assert stat.S_IMODE(fat.stat().st_mode) == 0o666 & ~umask
    assert clubdb._publish(theirs, fat) is False

    def refused(source, name):
        raise OSError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(os, "link", refused)  # another reason is not hidden
    with pytest.raises(PermissionError):
        clubdb._publish(theirs, tmp_path / "x.sqlite")
    assert not (tmp_path / "x.sqlite").exists()
