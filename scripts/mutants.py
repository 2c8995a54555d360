"""Mutation testing of the rules core and the club with mutmut (docs/testing.md).

    scripts/mutants run [TARGET ...] [--workers N] [--mutant NAME ...] [--again] [--limit S]
    scripts/mutants summary [TARGET ...]
    scripts/mutants survivors TARGET [--diff]
    scripts/mutants mutmut TARGET ARGS ...      (e.g. `mutmut core show NAME`, `browse`)

TARGET is a table of [tool.jasstafel.mutants] in pyproject.toml (core, club); without one,
every target. Each target runs in its own work folder .mutants/TARGET: a copy of the package
(so that `mutmut apply` can never change the real source), links to the tests and the files
they read, and a pyproject.toml whose [tool.mutmut] table is the shared settings plus the
target's. mutmut keeps its results there, so a second run only tests what changed.

The run is slow (about an hour for the core on a busy machine): it is niced, uses at most
--workers processes (default 2) and is not part of CI's default run. `summary` counts the
mutants and reads the equivalent ones from docs/testing.md (their names in backticks under
"Equivalent mutants"): the score is killed / (tested - equivalent).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import threading
import tomllib
from collections import Counter
from fnmatch import fnmatch
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
WORK = ROOT / ".mutants"
DOC = ROOT / "docs" / "testing.md"
LINKED = ("tests", "docs", "resources")

# mutmut's exit codes (mutmut/stats.py): anything else is "suspicious"
STATUS = {
    1: "killed",
    3: "killed",
    0: "survived",
    5: "no tests",
    33: "no tests",
    34: "skipped",
    35: "suspicious",
    36: "timeout",
    37: "caught by type check",
    -24: "timeout",
    24: "timeout",
    152: "timeout",
    255: "timeout",
    None: "not checked",
}
KILLED = {"killed", "timeout", "caught by type check"}


def settings() -> tuple[dict[str, Any], dict[str, dict[str, Any]]]:
    """The shared mutmut settings and each target's own."""
    table = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["tool"]["jasstafel"]
    table = dict(table["mutants"])
    targets = {name: table.pop(name) for name in list(table) if isinstance(table[name], dict)}
    return table, targets


def toml_value(value: Any) -> str:
    # strings, numbers, booleans and lists of them: JSON spells them as TOML does
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    return json.dumps(value)


def sync_tree(source: Path, target: Path) -> None:
    """Make target a copy of source, keeping the times of unchanged files (mutmut compares
    them to know which files it must mutate again)."""
    wanted = set()
    for path in source.rglob("*"):
        if "__pycache__" in path.parts:
            continue
        rel = path.relative_to(source)
        wanted.add(rel)
        dest = target / rel
        if path.is_dir():
            dest.mkdir(parents=True, exist_ok=True)
        elif not dest.exists() or dest.stat().st_mtime != path.stat().st_mtime:
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(path, dest)
    for path in sorted(target.rglob("*"), reverse=True):
        rel = path.relative_to(target)
        if rel not in wanted and "__pycache__" not in rel.parts:
            shutil.rmtree(path) if path.is_dir() else path.unlink()


def _forget_unmutated(work: Path, patterns: list[str]) -> None:
    """mutmut copies every source file into work/mutants and mutates those only_mutate
    names, but only when a file changed: a file added to only_mutate later would stay an
    unmutated copy. Such a copy (mutated files have a .meta beside them) is removed, so that
    mutmut makes it again, with its mutants."""
    mutated = work / "mutants"
    for pattern in patterns:
        for path in mutated.glob(pattern):
            if path.suffix == ".py" and not path.with_name(path.name + ".meta").exists():
                path.unlink()


def _forget_stats_if_changed(work: Path, table: str) -> None:
    """mutmut keeps which tests pass through which function (mutmut-stats.json) across a
    change of the files to mutate or of the tests to run: a function it did not trace then
    has "no tests". When the target's settings changed, the stats are made again."""
    kept = work / "mutmut-table.txt"
    if kept.exists() and kept.read_text("utf-8") != table:
        (work / "mutants" / "mutmut-stats.json").unlink(missing_ok=True)
    kept.write_text(table, "utf-8")


def prepare(target: str) -> Path:
    shared, targets = settings()
    if target not in targets:
        sys.exit(f"no mutation target {target!r}; pyproject.toml has {', '.join(targets)}")
    work = WORK / target
    work.mkdir(parents=True, exist_ok=True)
    for package in shared["source_paths"]:
        sync_tree(ROOT / package, work / package)
    for name in LINKED:
        link = work / name
        if not link.is_symlink():
            link.symlink_to(Path("..") / ".." / name)
    _forget_unmutated(work, targets[target].get("only_mutate", []))
    table = {k: v for k, v in {**shared, **targets[target]}.items() if k not in OWN_KEYS}
    lines = ["", "[tool.mutmut]"] + [f"{key} = {toml_value(v)}" for key, v in table.items()]
    _forget_stats_if_changed(work, "\n".join(lines))
    text = (ROOT / "pyproject.toml").read_text("utf-8") + "\n".join(lines) + "\n"
    pyproject = work / "pyproject.toml"
    if not pyproject.exists() or pyproject.read_text("utf-8") != text:
        pyproject.write_text(text, "utf-8")
    return work


#: a target's keys that are this script's, not mutmut's
OWN_KEYS = ("functions",)


def function_globs(target: str) -> list[str]:
    """The mutant names of a target narrowed to some functions (``functions``, dotted:
    "jasstafel.ui.variants.schieber_board.slate_of"), as globs for `mutmut run`: a module
    that also holds a widget has only its description mutated."""
    _, targets = settings()
    globs = []
    for dotted in targets[target].get("functions", []):
        module, _, function = dotted.rpartition(".")
        globs.append(f"{module}.x_{function}__mutmut_*")
    return globs


#: how nice the runs are (--nice): 19 leaves the machine to everyone else, but on a machine
#: busy with other work a mutant then gets so little time that its tests outrun mutmut's
#: wall-clock timeout, and a timeout counts as killed
NICE = 19


#: stop a mutant's tests after this many seconds (--limit; None: mutmut's own timeout only)
LIMIT: float | None = None


def mutmut(target: str, args: list[str]) -> int:
    work = prepare(target)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    command = ["nice", "-n", str(NICE), str(Path(sys.executable).parent / "mutmut"), *args]
    stop = threading.Event()
    process = subprocess.Popen(command, cwd=work, env=env)
    if LIMIT is not None and args[:1] == ["run"]:
        threading.Thread(target=_stop_slow_mutants, args=(LIMIT, process.pid, stop),
                         daemon=True).start()
    try:
        return process.wait()
    finally:
        stop.set()


def _stop_slow_mutants(limit: float, run: int, stop: threading.Event) -> None:
    """Send SIGXCPU, as mutmut's own timeout does (it counts as a timeout), to a mutant's
    test process of this run (a descendant of process *run*, not another target's) that ran
    longer than *limit* seconds. mutmut waits 20 times the tests' time (timeout_multiplier):
    a mutant that loops for ever (``improved = True`` in a search) would hold a worker for
    half an hour. Linux only (/proc)."""
    proc = Path("/proc")
    if not (proc / "uptime").exists():
        print("--limit needs /proc (Linux): mutmut's own timeout only", file=sys.stderr)
        return
    ticks = os.sysconf("SC_CLK_TCK")
    while not stop.wait(5):
        uptime = float((proc / "uptime").read_text().split()[0])
        for entry in proc.iterdir():
            if not entry.name.isdigit():
                continue
            try:
                if not (entry / "cmdline").read_bytes().startswith(b"mutmut: "):
                    continue
                # fields 4 and 22 of stat, counted after the command's closing parenthesis
                started = int(_stat(entry)[19])
                if uptime - started / ticks > limit and _descends(entry, run):
                    os.kill(int(entry.name), signal.SIGXCPU)
            except (OSError, ValueError, IndexError):
                continue


def _stat(entry: Path) -> list[str]:
    """/proc/PID/stat's fields from the third (the state) on."""
    return (entry / "stat").read_text().rsplit(")", 1)[1].split()


def _descends(entry: Path, ancestor: int) -> bool:
    pid = int(entry.name)
    while pid > 1:
        if pid == ancestor:
            return True
        pid = int(_stat(Path("/proc") / str(pid))[1])
    return False


def results(target: str) -> dict[str, str]:
    """Every mutant of the target's last run and its status."""
    status: dict[str, str] = {}
    for meta in sorted((WORK / target / "mutants").rglob("*.py.meta")):
        data = json.loads(meta.read_text("utf-8"))
        for name, code in data["exit_code_by_key"].items():
            status[name] = STATUS.get(code, "suspicious")
    globs = function_globs(target)
    if globs:
        status = {n: s for n, s in status.items() if any(fnmatch(n, g) for g in globs)}
    return status


# Mutants that no test can kill because the program does the same, recognised by their diff
# of one line (removed, added); docs/testing.md describes each group
TRANSLATION_CONTEXT = re.compile(r'(?:\b(?:N|QT_TRANSLATE_NOOP)\(\s*|^\s*)"(rules|club)"')


def _replacements(line: str, old: str, new: tuple[str, ...]) -> set[str]:
    """*line* with each single occurrence of *old* replaced by each of *new*."""
    out = set()
    start = line.find(old)
    while start >= 0:
        out.update(line[:start] + n + line[start + len(old):] for n in new)
        start = line.find(old, start + 1)
    return out


def _context_only(removed: str, added: str) -> bool:
    """The "rules" (or the club's "club") context of a translation mark changed:
    QT_TRANSLATE_NOOP returns its text and ignores the context at run time; only lupdate
    reads it, from the real source."""
    found = TRANSLATION_CONTEXT.search(removed)
    if not found:
        return False
    context = found.group(1)  # the core's "rules" or the club's "club"
    return added in _replacements(removed, f'"{context}"',
                                  ("None", f'"XX{context}XX"', f'"{context.upper()}"'))


def _zip_strictness(removed: str, added: str) -> bool:
    """zip(..., strict=True) made lax (or strict=False written out): the zipped sequences
    always have the same length, strict only guards against a bug that would change them."""
    if "zip(" not in removed:
        return False
    for flag in ("strict=True", "strict=False"):
        if flag in removed and added in _replacements(removed, flag, ("strict=None", "")):
            return True
    return "strict=True" in removed and added == removed.replace("strict=True", "strict=False")


SETTING_GET = re.compile(r'\bsettings\.get\(("\w+")')
#: the files that read an evening's table settings, which the club stores whole
SETTINGS_READERS = ("jasstafel/club/limits.py",)


def _call_end(line: str, open_at: int) -> int:
    """The index after the parenthesis that closes the one at *open_at*."""
    depth = 0
    for i in range(open_at, len(line)):
        depth += {"(": 1, ")": -1}.get(line[i], 0)
        if depth == 0:
            return i + 1
    return len(line)


def _setting_default(removed: str, added: str) -> bool:
    """settings.get("key", default) with another default, or none: the club stores an
    evening's table settings whole (every field of the variant's settings, club.py's
    _rules), so the key is always there and the default never read."""
    for found in SETTING_GET.finditer(removed):
        start = found.start()
        end = _call_end(removed, removed.index("(", start))
        head, tail = removed[:start], removed[end:]
        if not (added.startswith(head) and added.endswith(tail)):
            continue
        call = added[len(head):len(added) - len(tail)]
        if re.fullmatch(r"settings\.get\(" + re.escape(found.group(1)) + r"(,.*)?\)", call):
            return True
    return False


#: a string of SQL: its keywords and names mean the same in any case to SQLite
SQL_STRING = re.compile(r'"\s*(?:CREATE|ALTER|UPDATE|INSERT|SELECT|DROP|DELETE|PRAGMA|CHECK|'
                        r'BEFORE|AFTER|BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE|'
                        r'[A-Za-z_]+(?:, [A-Za-z_]+)+)\b', re.IGNORECASE)


#: the continuation of an SQL string ("max(table_no) FROM results WHERE …"): an SQL keyword
#: in capitals, as the club writes its SQL; its messages never hold one
SQL_INSIDE = re.compile(r'"[^"]*\b(?:FROM|WHERE|ORDER BY|GROUP BY|JOIN|VALUES|SET|AND|OR|'
                        r'COLLATE|NOCASE)\b[^"]*"'
                        # or a column compared with a parameter: "table_no = ?"
                        r'|"[^"]*\b[a-z_]+ (?:=|<>|>=|<=|<|>) \?[^"]*"')

DECLARES = re.compile(r"\b(?:CREATE|ALTER|RENAME|ADD COLUMN)\b", re.IGNORECASE)


def _sql_case(removed: str, added: str) -> bool:
    """A string of SQL written in lower or upper case: SQLite reads its keywords and names
    in any case; a quoted text value ('result') that changed case is not the same."""
    def quoted(line: str) -> list[str]:  # SQL's own text values: their case counts
        return re.findall(r"'[^']*'", line)

    if not (removed != added and removed.lower() == added.lower()
            and (SQL_STRING.search(removed) is not None or SQL_INSIDE.search(removed))
            and quoted(removed) == quoted(added)):
        return False
    # the club's names are lower case: in lower case the SQL is the same; in upper case a
    # statement that declares a name (CREATE, ALTER … ADD, RENAME) would store it so
    return added == added.lower() or DECLARES.search(removed) is None


EQUIVALENT_BY_DIFF = [("translation context", _context_only), ("zip strictness", _zip_strictness),
                      ("table setting default", _setting_default), ("SQL case", _sql_case)]

DIFFS = """
import json, sys
from mutmut.__main__ import find_mutant, get_diff_for_mutant
out = {}
for name in sys.argv[1:]:
    try:
        out[name] = get_diff_for_mutant(name, path=find_mutant(name).path)
    except Exception as error:  # a mutant of a file changed since the run: no diff
        out[name] = f"(no diff: {error!r})"
print(json.dumps(out))
"""


def diffs(target: str, names: list[str]) -> dict[str, str]:
    """The diff of each mutant, as `mutmut show` prints it (one process for all)."""
    if not names:
        return {}
    work = WORK / target
    out = subprocess.run([sys.executable, "-c", DIFFS, *names], cwd=work, check=True,
                         capture_output=True, text=True).stdout
    return dict(json.loads(out.strip().splitlines()[-1]))


def equivalent_by_diff(diff: str) -> str | None:
    """The equivalence group of a mutant whose diff changes one line, or None."""
    path = next((ln[4:].strip() for ln in diff.splitlines() if ln.startswith("--- ")), "")
    lines = [ln for ln in diff.splitlines() if not ln.startswith(("---", "+++"))]
    removed = [ln[1:] for ln in lines if ln.startswith("-")]
    added = [ln[1:] for ln in lines if ln.startswith("+")]
    if len(removed) != 1 or len(added) != 1:
        return None
    for group, test in EQUIVALENT_BY_DIFF:
        if test is _setting_default and not path.endswith(SETTINGS_READERS):
            continue
        if test(removed[0], added[0]):
            return group
    return None


def equivalent_names() -> set[str]:
    """The mutant names listed in docs/testing.md under "Equivalent mutants"."""
    if not DOC.exists():
        return set()
    text = DOC.read_text("utf-8")
    start = text.find("## Equivalent mutants")
    if start < 0:
        return set()
    end = text.find("\n## ", start + 1)
    section = text[start : end if end > 0 else len(text)]
    return set(re.findall(r"`(jasstafel\.[\w.]+__mutmut_\d+)`", section))


def prefixes(target: str) -> tuple[str, ...]:
    """The start of the names of the target's mutants, from its only_mutate patterns:
    "jasstafel/core/*" gives "jasstafel.core.", "jasstafel/club/ranking.py" gives
    "jasstafel.club.ranking.", so that a part of a target reads its own listed names."""
    _, targets = settings()
    out = []
    for pattern in targets[target].get("only_mutate", []):
        stem = pattern.removesuffix("*").removesuffix(".py").rstrip("/")
        out.append(stem.replace("/", ".") + ".")
    return tuple(out)


def summary(target: str) -> bool:
    status = results(target)
    if not status:
        print(f"{target}: no results yet (scripts/mutants run {target})")
        return False
    counts = Counter(status.values())
    listed = {n for n in equivalent_names() if n.startswith(prefixes(target))}
    equivalent = {n for n in listed if status.get(n) == "survived"}
    stale = sorted(listed - equivalent)
    survivors = [n for n, s in status.items() if s == "survived" and n not in equivalent]
    groups: Counter[str] = Counter()
    for name, diff in diffs(target, survivors).items():
        group = equivalent_by_diff(diff)
        if group:
            equivalent.add(name)
            groups[group] += 1
    open_ = sorted(
        n for n, s in status.items() if s not in KILLED | {"not checked"} and n not in equivalent
    )
    killed = sum(counts[s] for s in KILLED)
    untested = counts["not checked"]
    scored = len(status) - len(equivalent) - untested
    score = 100 * killed / scored if scored else 100.0
    timeouts = f" ({counts['timeout']} by timeout)" if counts["timeout"] else ""
    print(f"{target}: {len(status)} mutants, {killed} killed{timeouts},"
          f" {len(equivalent)} equivalent"
          f" ({len(equivalent) - sum(groups.values())} listed in docs/testing.md"
          + "".join(f", {n} {g}" for g, n in sorted(groups.items())) + "),")
    print("    " + ", ".join(f"{n} {s}" for s, n in sorted(counts.items()) if s not in KILLED))
    print(f"    killed: {score:.1f}% of the non-equivalent mutants tested"
          + (f" ({untested} not tested yet: scripts/mutants run {target})" if untested else ""))
    if open_:
        print(f"    {len(open_)} not killed and not listed as equivalent in docs/testing.md:")
        for name in open_:
            print(f"      {name}: {status[name]}")
    if stale:
        print(f"    {len(stale)} listed as equivalent in docs/testing.md but not surviving now:")
        for name in stale:
            print(f"      {name}: {status.get(name, 'no such mutant')}")
    return score >= 95.0


def again(target: str) -> list[str]:
    """The mutants worth testing again: not killed, and not known to be equivalent."""
    listed = equivalent_names()
    status = results(target)
    open_ = [n for n, s in status.items() if s not in KILLED and n not in listed]
    survivors = [n for n in open_ if status[n] == "survived"]
    known = {n for n, d in diffs(target, survivors).items() if equivalent_by_diff(d)}
    return [n for n in open_ if n not in known]


def main(argv: list[str]) -> int:
    global NICE, LIMIT
    _, targets = settings()
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    run = sub.add_parser("run", help="run the mutants (niced), then print the summary")
    run.add_argument("targets", nargs="*", help="default: all")
    run.add_argument("--workers", type=int, default=2, help="worker processes (default 2)")
    run.add_argument("--nice", type=int, default=NICE,
                     help=f"the runs' niceness (default {NICE}; less on a busy machine, see NICE)")
    run.add_argument("--mutant", action="append", default=[], help="only this mutant (or glob)")
    run.add_argument("--again", action="store_true",
                     help="after the run, test every mutant that survived again (after new "
                     "tests), but not those known to be equivalent")
    run.add_argument("--trace", action="store_true",
                     help="trace which tests pass through which function again first: mutmut "
                     "traces only new tests, so a new function is tested only by them")
    run.add_argument("--limit", type=float, default=None, metavar="SECONDS",
                     help="stop a mutant's tests after SECONDS (a timeout): for mutants "
                     "that loop for ever, which mutmut stops only after 20 times the tests' time")
    run.add_argument("--survivors", action="store_true",
                     help="only test the survivors again (and the timeouts), not the mutants "
                     "not tested yet: after new tests, when there is no time for the rest")
    summ = sub.add_parser("summary", help="the figures of the last run")
    summ.add_argument("targets", nargs="*", help="default: all")
    surv = sub.add_parser("survivors", help="the surviving mutants, with --diff their diffs")
    surv.add_argument("target", choices=list(targets))
    surv.add_argument("--diff", action="store_true")
    raw = sub.add_parser("mutmut", help="any mutmut command in the target's work folder")
    raw.add_argument("target", choices=list(targets))
    raw.add_argument("args", nargs=argparse.REMAINDER)
    args = parser.parse_args(argv)

    if args.command == "run":
        NICE, LIMIT = args.nice, args.limit
        for target in args.targets or list(targets):
            run_args = ["run", "--max-children", str(args.workers)]
            if args.trace:
                prepare(target)
                (WORK / target / "mutants" / "mutmut-stats.json").unlink(missing_ok=True)
            if args.survivors:
                status = results(target)
                retry = [n for n in again(target) if status[n] not in ("not checked", "no tests")]
                retry += [n for n, s in status.items() if s == "timeout"]
                code = mutmut(target, [*run_args, *retry]) if retry else 0
                if code:
                    return code
                continue
            # a plain run makes the mutants of changed code and tests every one not tested yet
            code = mutmut(target, [*run_args, *(args.mutant or function_globs(target))])
            retry = again(target) if args.again and not code else []
            if retry:
                # then the survivors again, with the tests written since (none left: a run
                # without names would test every mutant of the target)
                code = mutmut(target, [*run_args, *retry])
            if code:
                return code
        return 0 if all([summary(t) for t in args.targets or list(targets)]) else 1
    if args.command == "summary":
        return 0 if all([summary(t) for t in args.targets or list(targets)]) else 1
    if args.command == "survivors":
        equivalent = equivalent_names()
        for name, status in results(args.target).items():
            if status not in KILLED | {"not checked"} and name not in equivalent:
                print(f"{name}: {status}")
                if args.diff:
                    sys.stdout.flush()
                    mutmut(args.target, ["show", name])
        return 0
    return mutmut(args.target, args.args)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
