"""Fuzz the loaders: random and mutated match files (and club databases) must give clear
errors, never a crash, and must never be changed by being read.

    python benchmarks/fuzz_loaders.py [--cases 10000] [--target match|club|all] [--seed N]
                                      [--save DIR] [--stop]

Not part of the test run (it takes minutes); run it before a release and after a change to
a loader. Cases are drawn by hypothesis, each written to a fresh file and opened with the
loader the window and the command line use:

* match files (``jasstafel.core.matchfile.load``): random bytes, random JSON, and the example
  matches of docs/examples mutated byte by byte (flips, insertions, deletions, splices,
  truncation) or as JSON (a value replaced by another of any type, a key or an element
  removed or doubled, numbers pushed to their edges, entries reordered, strings swapped).
  Hostile classes too (issue 13): JSON nested hundreds to tens of thousands of levels deep,
  numbers of 30 to 6,000 digits (and NaN, Infinity, 1e999), lone surrogates, control and
  bidirectional characters in names, rich text (``<img src=/dev/zero>``, ``<b>``), long and
  wide names (60 CJK characters, 2,500 emoji), special files (a FIFO, a symlink to
  /dev/zero, a folder, a dangling symlink), sizes (a sparse file above the size limit,
  10,001 entries, a million empty entries).
  Allowed: a match, or a ``JassError`` (MatchFileError, EntryError) whose message is one
  line of at most 500 characters and that is not a bug in disguise (a MatchFileError
  caused by another exception: the loader's last guard). A loaded match must also give its
  board, be saved again by ``matchfile.save`` (what loads can be written) and survive
  ``dumps`` and ``loads`` with the same board.
* club databases (``jasstafel.club.Club.open``, when the package exists): random bytes, a
  real club database damaged byte by byte, truncated, pages overwritten, and damaged with
  SQL (a wrong schema version, a table dropped, values of the wrong type, broken JSON,
  rows pointing nowhere). Allowed: a ``ClubError``; a database that opens is then read
  (members, evenings, rankings, statistics, stored matches): ``ClubError`` again or results.
  A database refused with an error must be byte-identical afterwards.

Anything else is a failure: counted by kind (the exception and where it was raised), the
first input of each kind saved under --save. ``--stop`` stops at the first failure and lets
hypothesis shrink it to a small example. Exit status 1 when a failure was found.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import sqlite3
import sys
import tempfile
import time
import traceback
from collections import Counter
from pathlib import Path
from typing import Any

from common import ROOT, machine
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import seed as hypothesis_seed
from hypothesis import strategies as st

from jasstafel.core import JassError, matchfile

EXAMPLES = sorted((ROOT / "docs" / "examples").glob("*.jass"))


class Fuzz:
    """Counts of outcomes, and the failures by kind with their first input."""

    def __init__(self, name: str, save: Path | None, stop: bool) -> None:
        self.name = name
        self.save = save
        self.stop = stop
        self.cases = 0
        self.outcomes: Counter[str] = Counter()
        self.failures: Counter[str] = Counter()
        self.first: dict[str, str] = {}
        self.work = Path(tempfile.mkdtemp(prefix=f"fuzz-{name}-"))

    def fail(self, kind: str, data: bytes, detail: str) -> None:
        self.failures[kind] += 1
        if kind not in self.first:
            self.first[kind] = detail
            if self.save is not None:
                self.save.mkdir(parents=True, exist_ok=True)
                digest = hashlib.sha256(data).hexdigest()[:12]
                (self.save / f"{self.name}-{len(self.first)}-{digest}.bin").write_bytes(data)
        if self.stop:
            raise AssertionError(f"{kind}\n{detail}")

    def report(self, seconds: float) -> None:
        print(f"{self.name}: {self.cases} cases in {seconds:.0f} s "
              f"({self.cases / max(seconds, 1e-9):.0f}/s)")
        for outcome, count in self.outcomes.most_common():
            print(f"  {count:7d}  {outcome}")
        if not self.failures:
            print("  no failure: every case loaded or was refused with a clear error; "
                  "no refused file was changed")
        for kind, count in self.failures.most_common():
            print(f"  FAILURE x{count}: {kind}")
            print("    " + self.first[kind].strip().replace("\n", "\n    "))


def where(err: BaseException) -> str:
    """The exception and the innermost frame in jasstafel (else the innermost one)."""
    frames = traceback.extract_tb(err.__traceback__)
    ours = [f for f in frames if "jasstafel" in f.filename] or frames
    place = f"{Path(ours[-1].filename).name}:{ours[-1].lineno} {ours[-1].name}" if ours else "?"
    return f"{type(err).__name__} at {place}"


def short(err: BaseException) -> str:
    text = str(err).splitlines()[0] if str(err) else ""
    return text[:160]


def fingerprint(path: Path) -> tuple[bytes, int, int]:
    info = path.stat()
    return path.read_bytes(), info.st_mtime_ns, info.st_mode


# -- match files ----------------------------------------------------------------------------

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=10), inner,
                                                               max_size=5),
    max_leaves=12,
)
EDGE_NUMBERS = [0, -1, 1, 156, 157, 158, 257, 1000, 10**6, -(10**9), 2**31, 2**63, 2**64,
                0.5, -0.0, 1e308, True, False, None, "100", ""]
WORDS = ["schieber", "coiffeur", "molotow", "handjass", "fahnder", "pandur", "differenzler",
         "punktetafel", "round", "bedanken", "rosen", "eicheln", "obenabe", "slalom",
         "jasstafel-match", "", "\x00", "ü" * 300, "Team A"]


def paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix]
    if isinstance(value, dict):
        for key, inner in value.items():
            found += paths(inner, (*prefix, key))
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            found += paths(inner, (*prefix, index))
    return found


def get(value: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        value = value[step]
    return value


def mutate_json(data: st.DataObject, doc: Any) -> Any:
    for _ in range(data.draw(st.integers(1, 4), label="mutations")):
        every = paths(doc)
        path = data.draw(st.sampled_from(every), label="path")
        if not path:
            doc = data.draw(json_values, label="new document")
            continue
        parent, key = get(doc, path[:-1]), path[-1]
        old = parent[key]
        op = data.draw(st.sampled_from(["value", "edge", "word", "delete", "double", "swap",
                                        "reverse", "add_key"]), label="op")
        if op == "value":
            parent[key] = data.draw(json_values, label="value")
        elif op == "edge":
            parent[key] = data.draw(st.sampled_from(EDGE_NUMBERS), label="edge")
        elif op == "word":
            parent[key] = data.draw(st.sampled_from(WORDS), label="word")
        elif op == "delete":
            del parent[key]
        elif op == "double" and isinstance(parent, list):
            parent.insert(key, json.loads(json.dumps(old)))
        elif op == "swap":
            other = data.draw(st.sampled_from(every), label="other")
            try:
                parent[key] = json.loads(json.dumps(get(doc, other)))
            except (KeyError, IndexError, TypeError):
                pass
        elif op == "reverse" and isinstance(old, list):
            old.reverse()
        elif op == "add_key" and isinstance(old, dict):
            old[data.draw(st.text(max_size=8), label="key")] = data.draw(json_values)
    return doc


def mutate_bytes(data: st.DataObject, raw: bytes) -> bytes:
    buf = bytearray(raw)
    for _ in range(data.draw(st.integers(1, 8), label="byte mutations")):
        if not buf:
            buf += data.draw(st.binary(min_size=1, max_size=8))
            continue
        pos = data.draw(st.integers(0, len(buf) - 1), label="pos")
        op = data.draw(st.sampled_from(["flip", "set", "insert", "delete", "splice",
                                        "truncate"]), label="byte op")
        if op == "flip":
            buf[pos] ^= 1 << data.draw(st.integers(0, 7))
        elif op == "set":
            buf[pos] = data.draw(st.sampled_from(b'{}[]",:0-9eE.\\ntfu\x00\xff'))
        elif op == "insert":
            buf[pos:pos] = data.draw(st.binary(min_size=1, max_size=16))
        elif op == "delete":
            del buf[pos:pos + data.draw(st.integers(1, 64))]
        elif op == "splice":
            other = data.draw(st.sampled_from(EXAMPLE_BYTES))
            start = data.draw(st.integers(0, len(other) - 1))
            buf[pos:pos + data.draw(st.integers(0, 200))] = other[start:start + 200]
        else:
            del buf[pos:]
    return bytes(buf)


EXAMPLE_BYTES = [p.read_bytes() for p in EXAMPLES]


# -- hostile classes (issue 13) ---------------------------------------------------------------

CONTROLS = [chr(c) for c in (*range(0x20), 0x7F, *range(0x80, 0xA0))]
BIDI = ["\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068",
        "\u2069", "\u200e", "\u200f", "\u061c", "\u2028", "\u2029"]
RICH = ['<img src="/dev/zero">', "<img src=/dev/zero>", "<b>fett</b>", '<img width=30000>',
        "<a href='x'>x</a>", "&lt;b&gt;", "<table><tr><td>", "<!--", "<style>*{}</style>"]
WIDE = ["漢" * 60, "漢" * 61, "😀" * 2500, "😀" * 60, "W" * 60, "W" * 61, "👨‍👩‍👧‍👦" * 20,
        "e\u0301" * 30, "\ufdfd" * 60, ""]
SPECIAL = ["fifo", "dev zero", "folder", "dangling symlink", "symlink to example",
           "dev null", "sparse above the limit"]


def strings_of(doc: Any) -> list[tuple[Any, ...]]:
    """The places of the strings in *doc* (names first: players and team names)."""
    return [p for p in paths(doc) if p and isinstance(get(doc, p), str)]


def hostile_json(data: st.DataObject, kind: str, doc: Any) -> bytes:
    """A real example with one hostile change of *kind*, as JSON bytes."""
    every = paths(doc)
    names = [("players", i) for i in range(len(doc["players"]))] + [
        ("teams", i, "name") for i in range(len(doc.get("teams", [])))]
    if kind == "deep":
        depth = data.draw(st.sampled_from([33, 100, 900, 1_000, 5_000, 50_000]), label="depth")
        opener, closer = data.draw(st.sampled_from([("[", "]"), ('{"a":', "}")]))
        inner = opener * depth + "0" + closer * depth
        if data.draw(st.booleans(), label="whole document"):
            return inner.encode()
        path = data.draw(st.sampled_from(every[1:]), label="path")
        marker = "\u0000DEEP\u0000"
        parent = get(doc, path[:-1])
        parent[path[-1]] = marker
        return json.dumps(doc).replace(json.dumps(marker), inner).encode()
    if kind == "big number":
        digits = data.draw(st.sampled_from([30, 41, 300, 4_300, 4_301, 6_000]), label="digits")
        number = data.draw(st.sampled_from([
            "9" * digits, "-" + "1" * digits, "0." + "5" * digits, "1e" + "9" * min(digits, 12),
            "-1e999", "NaN", "Infinity", "-Infinity", "1" * digits + ".0"]), label="number")
        path = data.draw(st.sampled_from(every[1:]), label="path")
        marker = "\u0000NUMBER\u0000"
        get(doc, path[:-1])[path[-1]] = marker
        return json.dumps(doc).replace(json.dumps(marker), number).encode()
    places = strings_of(doc)
    path = data.draw(st.sampled_from(names + names + places), label="string")
    old = get(doc, path)
    if kind == "surrogate":
        bad = data.draw(st.sampled_from(["\ud800", "\udfff", "\udcff", "\ud83d"]))
        at = data.draw(st.integers(0, len(old)))
        new = old[:at] + bad + old[at:]
    elif kind == "control":
        char = data.draw(st.sampled_from(CONTROLS + BIDI), label="char")
        at = data.draw(st.integers(0, len(old)))
        new = old[:at] + char + old[at:]
    elif kind == "rich text":
        new = data.draw(st.sampled_from(RICH), label="rich") + data.draw(
            st.sampled_from(["", old]))
    else:  # long and wide names
        new = data.draw(st.sampled_from(WIDE), label="wide")
    get(doc, path[:-1])[path[-1]] = new
    return json.dumps(doc, ensure_ascii=data.draw(st.booleans(), label="ascii")).encode(
        "utf-8", "surrogatepass")


def sized(data: st.DataObject, doc: Any) -> bytes:
    """A match above the entry limit, by repeating its entries or with empty ones."""
    how = data.draw(st.sampled_from(["10001 real", "10000 real", "1000000 empty",
                                     "100001 empty"]), label="size")
    count = int(how.split()[0])
    entries = doc["entries"][:1] or [{}]
    doc["entries"] = (entries * count)[:count] if how.endswith("real") else [{}] * count
    return json.dumps(doc, separators=(",", ":")).encode()


@st.composite
def match_files(draw: Any) -> tuple[str, bytes]:
    kind = draw(st.sampled_from(["json", "json", "json", "bytes", "bytes", "random",
                                 "random json", "deep", "big number", "surrogate",
                                 "control", "rich text", "wide", "deep", "big number",
                                 "surrogate", "control", "rich text", "wide", "special",
                                 "size"]), label="kind")
    if kind == "special":
        return f"special: {draw(st.sampled_from(SPECIAL))}", b""
    if kind == "size":
        return kind, sized(draw(st.data()), json.loads(draw(st.sampled_from(EXAMPLE_BYTES))))
    if kind in ("deep", "big number", "surrogate", "control", "rich text", "wide"):
        raw = draw(st.sampled_from(EXAMPLE_BYTES), label="example")
        return kind, hostile_json(draw(st.data()), kind, json.loads(raw))
    if kind == "random":
        return kind, draw(st.binary(max_size=400))
    if kind == "random json":
        return kind, json.dumps(draw(json_values)).encode()
    raw = draw(st.sampled_from(EXAMPLE_BYTES), label="example")
    data = draw(st.data())
    if kind == "bytes":
        return kind, mutate_bytes(data, raw)
    doc = mutate_json(data, json.loads(raw))
    try:
        return kind, json.dumps(doc, ensure_ascii=draw(st.booleans())).encode()
    except (TypeError, ValueError):
        return kind, raw


def make_special(path: Path, kind: str) -> None:
    """The special file of *kind* ("special: fifo" ...) at *path*."""
    what = kind.removeprefix("special: ")
    if what == "fifo":
        os.mkfifo(path)
    elif what == "dev zero":
        path.symlink_to("/dev/zero")
    elif what == "dev null":
        path.symlink_to("/dev/null")
    elif what == "folder":
        path.mkdir()
    elif what == "dangling symlink":
        path.symlink_to(path.parent / "nowhere.jass")
    elif what == "symlink to example":
        path.symlink_to(EXAMPLES[0])
    else:  # sparse: above the size limit on paper, nothing on disk
        with open(path, "wb") as f:
            f.truncate(matchfile.MAX_FILE_BYTES + 1)


def state(folder: Path) -> list[tuple[str, Any]]:
    """What is in *folder*, without reading special files: name, and bytes or kind."""
    out = []
    for name in sorted(os.listdir(folder)):
        path = folder / name
        info = os.lstat(path)
        if os.path.islink(path):
            out.append((name, os.readlink(path)))
        elif path.is_file() and info.st_size <= matchfile.MAX_FILE_BYTES:
            out.append((name, (path.read_bytes(), info.st_mtime_ns, info.st_mode)))
        else:
            out.append((name, (info.st_mode, info.st_size, info.st_mtime_ns)))
    return out


def check_refusal(fuzz: Fuzz, kind: str, data: bytes, err: JassError) -> None:
    message = str(err)
    if "\n" in message or len(message) > 500:
        fuzz.fail("refusal: not one short line", data, f"[{kind}] {message[:300]!r}")
    cause = err.__cause__
    if cause is not None and not isinstance(cause, JassError):
        fuzz.fail(f"refusal hides a bug: {where(cause)}", data,
                  f"[{kind}] {short(cause)}\n"
                  + "".join(traceback.format_exception(cause, limit=-3)))


def check_match_file(fuzz: Fuzz, kind: str, data: bytes) -> None:
    fuzz.cases += 1
    folder = fuzz.work / f"case-{fuzz.cases}"
    folder.mkdir()
    path = folder / "match.jass"
    if kind.startswith("special"):
        make_special(path, kind)
    else:
        path.write_bytes(data)
    before = state(folder)
    try:
        match = matchfile.load(path)
    except JassError as err:
        rule = getattr(err, "rule", "") if type(err).__name__ == "RuleViolation" else ""
        fuzz.outcomes[f"refused ({type(err).__name__}{' ' + rule if rule else ''}, {kind})"] += 1
        check_refusal(fuzz, kind, data, err)
        match = None
    except Exception as err:  # noqa: BLE001 - the point of the fuzzer
        fuzz.fail(f"load: {where(err)}", data,
                  f"[{kind}] {short(err)}\n{traceback.format_exc(-3)}")
        match = None
    if state(folder) != before:
        fuzz.fail("load: the file (or its folder) was changed", data, str(os.listdir(folder)))
    if match is not None:
        fuzz.outcomes[f"loaded ({kind})"] += 1
        try:
            board = match.board()
            again = matchfile.loads(matchfile.dumps(match))
            if again.board() != board:
                fuzz.fail("round trip: dumps and loads give another board", data, "")
            copy = folder / "saved.jass"
            matchfile.save(match, copy)  # what loads can be written, and read again
            if matchfile.load(copy).board() != board:
                fuzz.fail("save: the saved copy gives another board", data, "")
        except Exception as err:  # noqa: BLE001
            fuzz.fail(f"loaded match: {where(err)}", data,
                      f"{short(err)}\n{traceback.format_exc(-3)}")
    shutil.rmtree(folder, ignore_errors=True)


def fuzz_match_files(cases: int, seed: int | None, save: Path | None, stop: bool) -> Fuzz:
    fuzz = Fuzz("match files", save, stop)

    @settings(max_examples=cases, deadline=None, database=None, derandomize=seed is None,
              phases=[Phase.generate, Phase.shrink] if stop else [Phase.generate],
              suppress_health_check=list(HealthCheck))
    @given(match_files())
    def run(case: tuple[str, bytes]) -> None:
        check_match_file(fuzz, *case)

    if seed is not None:
        run = hypothesis_seed(seed)(run)
    run()
    shutil.rmtree(fuzz.work, ignore_errors=True)
    return fuzz


# -- club databases ---------------------------------------------------------------------------

def club_seed(folder: Path) -> bytes:
    """A small real club database: members, two evenings, paper results and a match."""
    from jasstafel.club import Club, PaperResult

    path = folder / "seed.sqlite"
    with Club.open(path) as club:
        ids = [club.add_member(name, name[:2]).id
               for name in ("Anna", "Beat", "Cla", "Dora", "Eva", "Fritz")]
        first = club.new_evening("2026-01-09", "schieber", preset="turnier", passen=2, tables=1)
        club.record_result(first, 1, 1, [PaperResult(member=ids[0], points=1000, side=0),
                                         PaperResult(member=ids[2], points=1000, side=0),
                                         PaperResult(member=ids[1], points=884, side=1),
                                         PaperResult(member=ids[3], points=884, side=1)])
        turnier = matchfile.load(ROOT / "docs" / "examples" / "schieber-turnier.jass")
        try:
            club.record_match(first, 2, 1, turnier, members=ids[:4])
        except JassError:
            pass
        second = club.new_evening("2026-01-16", "coiffeur", passen=1, tables=1)
        club.record_result(second, 1, 1, [PaperResult(member=i, points=p) for i, p in
                                          zip(ids[2:], (700, 700, 650, 650), strict=True)])
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    return path.read_bytes()


SQL_DAMAGE = [
    "PRAGMA user_version = {n}",
    "DROP TABLE {table}",
    "DELETE FROM {table}",
    "UPDATE evenings SET settings = '{text}'",
    "UPDATE evenings SET date = '{text}'",
    "UPDATE evenings SET variant = '{text}'",
    "UPDATE evenings SET passen = {n}",
    "UPDATE evenings SET season = NULL",
    "UPDATE results SET points = '{text}'",
    "UPDATE results SET rank = {n}",
    "UPDATE results SET member_id = {n}",
    "UPDATE results SET evening_id = {n}",
    "UPDATE results SET won = '{text}'",
    "UPDATE members SET name = NULL",
    "UPDATE members SET active = '{text}'",
    "UPDATE matches SET document = '{text}'",
    "UPDATE members SET id = id + 100",
    "INSERT INTO results (evening_id, passe, table_no, member_id, points, rank, won) "
    "VALUES ({n}, {n}, {n}, {n}, {n}, {n}, {n})",
]
TABLES = ["members", "evenings", "results", "matches", "corrections", "draws", "seats"]


@st.composite
def club_files(draw: Any, seed: bytes, folder: Path) -> tuple[str, bytes]:
    kind = draw(st.sampled_from(["bytes", "bytes", "page", "truncate", "sql", "sql",
                                 "random"]), label="kind")
    if kind == "random":
        header = draw(st.sampled_from([b"", b"SQLite format 3\x00"]))
        return kind, header + draw(st.binary(max_size=2000))
    buf = bytearray(seed)
    if kind == "bytes":
        for _ in range(draw(st.integers(1, 8))):
            # the header and the first pages hold the schema: hit them more often
            limit = draw(st.sampled_from([100, 4096, len(buf) - 1]))
            pos = draw(st.integers(0, min(limit, len(buf) - 1)))
            buf[pos] ^= 1 << draw(st.integers(0, 7))
        return kind, bytes(buf)
    if kind == "page":
        size = int.from_bytes(buf[16:18], "big") or 65536
        page = draw(st.integers(0, max(0, len(buf) // size - 1)))
        fill = draw(st.sampled_from([b"\x00", b"\xff", b"garbage!"]))
        buf[page * size:(page + 1) * size] = (fill * size)[:size]
        return kind, bytes(buf)
    if kind == "truncate":
        return kind, bytes(buf[:draw(st.integers(0, len(buf) - 1))])
    path = folder / f"sql-{draw(st.integers(0, 10**9))}.sqlite"
    path.write_bytes(seed)
    conn = sqlite3.connect(path)
    statements = []
    for _ in range(draw(st.integers(1, 3))):
        statement = draw(st.sampled_from(SQL_DAMAGE)).format(
            n=draw(st.sampled_from([-1, 0, 2, 3, 99, 2**40])),
            table=draw(st.sampled_from(TABLES)),
            text=draw(st.sampled_from(["", "{", "[]", "null", "x", "2026-13-45", "9999"])))
        statements.append(statement)
        try:
            conn.execute(statement)
            conn.commit()
        except sqlite3.Error:
            pass
    conn.close()
    data = path.read_bytes()
    path.unlink()
    return "sql: " + statement.split()[0].lower(), data


def read_everything(club: Any) -> None:
    """What the window and ``jasstafel club`` read from an open database."""
    members = club.members()
    for member in members[:3]:
        club.member_statistics(member.id)
    for season in club.seasons():
        club.season_ranking(season)
    for evening in club.evenings():
        club.evening_ranking(evening.id)
        club.drawn(evening.id)
        club.seat_list(evening.id)
        for result in club.results(evening.id)[:4]:
            club.match(evening.id, result.passe, result.table)
    club.corrections()


def check_club_file(fuzz: Fuzz, kind: str, data: bytes) -> None:
    from jasstafel.club import Club, ClubError

    fuzz.cases += 1
    folder = fuzz.work / f"case-{fuzz.cases}"
    folder.mkdir()
    path = folder / "club.sqlite"
    path.write_bytes(data)
    before = fingerprint(path)
    club = None
    try:
        club = Club.open(path, create=False, timeout=1.0)
    except ClubError as err:
        fuzz.outcomes[f"refused ({type(err).__name__}, {kind})"] += 1
        if fingerprint(path)[0] != before[0]:
            fuzz.fail("open: a refused database was changed", data, short(err))
    except Exception as err:  # noqa: BLE001
        changed = " (and the file was changed)" if fingerprint(path)[0] != before[0] else ""
        fuzz.fail(f"open: {where(err)}{changed}", data,
                  f"[{kind}] {short(err)}\n{traceback.format_exc(-3)}")
    if club is not None:
        try:
            read_everything(club)
            fuzz.outcomes[f"opened and read ({kind})"] += 1
        except (ClubError, JassError) as err:
            fuzz.outcomes[f"opened, then refused ({type(err).__name__}, {kind})"] += 1
        except Exception as err:  # noqa: BLE001
            fuzz.fail(f"read: {where(err)}", data,
                      f"[{kind}] {short(err)}\n{traceback.format_exc(-3)}")
        finally:
            try:
                club.close()
            except Exception as err:  # noqa: BLE001
                fuzz.fail(f"close: {where(err)}", data, short(err))
    shutil.rmtree(folder, ignore_errors=True)


def fuzz_club(cases: int, seed: int | None, save: Path | None, stop: bool) -> Fuzz | None:
    try:
        import jasstafel.club  # noqa: F401
    except ImportError:
        print("club databases: jasstafel.club is not there: left out")
        return None
    fuzz = Fuzz("club databases", save, stop)
    seed_bytes = club_seed(fuzz.work)

    @settings(max_examples=cases, deadline=None, database=None, derandomize=seed is None,
              phases=[Phase.generate, Phase.shrink] if stop else [Phase.generate],
              suppress_health_check=list(HealthCheck))
    @given(club_files(seed_bytes, fuzz.work))
    def run(case: tuple[str, bytes]) -> None:
        check_club_file(fuzz, *case)

    if seed is not None:
        run = hypothesis_seed(seed)(run)
    run()
    shutil.rmtree(fuzz.work, ignore_errors=True)
    return fuzz


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=10_000, help="cases per target")
    parser.add_argument("--target", choices=("match", "club", "all"), default="all")
    parser.add_argument("--seed", type=int, help="a random seed (default: a fixed sequence)")
    parser.add_argument("--save", type=Path, help="save the first input of each failure here")
    parser.add_argument("--stop", action="store_true",
                        help="stop at the first failure and shrink it")
    args = parser.parse_args()
    print(f"fuzz_loaders.py: {machine()}; {args.cases} cases per target; "
          f"seed {args.seed if args.seed is not None else 'fixed (derandomized)'}")
    found = False
    runs = []
    if args.target in ("match", "all"):
        runs.append(fuzz_match_files)
    if args.target in ("club", "all"):
        runs.append(fuzz_club)
    for run in runs:
        start = time.perf_counter()
        fuzz = run(args.cases, args.seed, args.save, args.stop)
        if fuzz is not None:
            fuzz.report(time.perf_counter() - start)
            found = found or bool(fuzz.failures)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
