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
  Allowed: a match, or a ``JassError`` (MatchFileError, EntryError). A loaded match must
  also give its board and survive ``dumps`` and ``loads`` with the same board.
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


@st.composite
def match_files(draw: Any) -> tuple[str, bytes]:
    kind = draw(st.sampled_from(["json", "json", "json", "bytes", "bytes", "random",
                                 "random json"]), label="kind")
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


def check_match_file(fuzz: Fuzz, kind: str, data: bytes) -> None:
    fuzz.cases += 1
    folder = fuzz.work / f"case-{fuzz.cases}"
    folder.mkdir()
    path = folder / "match.jass"
    path.write_bytes(data)
    before = fingerprint(path)
    try:
        match = matchfile.load(path)
    except JassError as err:
        rule = getattr(err, "rule", "") if type(err).__name__ == "RuleViolation" else ""
        fuzz.outcomes[f"refused ({type(err).__name__}{' ' + rule if rule else ''}, {kind})"] += 1
        match = None
    except Exception as err:  # noqa: BLE001 - the point of the fuzzer
        fuzz.fail(f"load: {where(err)}", data,
                  f"[{kind}] {short(err)}\n{traceback.format_exc(-3)}")
        match = None
    if fingerprint(path) != before or sorted(os.listdir(folder)) != ["match.jass"]:
        fuzz.fail("load: the file (or its folder) was changed", data, str(os.listdir(folder)))
    if match is not None:
        fuzz.outcomes[f"loaded ({kind})"] += 1
        try:
            board = match.board()
            again = matchfile.loads(matchfile.dumps(match))
            if again.board() != board:
                fuzz.fail("round trip: dumps and loads give another board", data, "")
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
        club.record_result(first, 1, 1, [PaperResult(member=ids[0], points=1200, side=0),
                                         PaperResult(member=ids[2], points=1200, side=0),
                                         PaperResult(member=ids[1], points=900, side=1),
                                         PaperResult(member=ids[3], points=900, side=1)])
        turnier = matchfile.load(ROOT / "docs" / "examples" / "schieber-turnier.jass")
        try:
            club.record_match(first, 2, 1, turnier, members=ids[:4])
        except JassError:
            pass
        second = club.new_evening("2026-01-16", "coiffeur", passen=1, tables=1)
        club.record_result(second, 1, 1, [PaperResult(member=i, points=p) for i, p in
                                          zip(ids[2:], (700, 650, 800, 500), strict=True)])
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
