"""``jasstafel club``: the club database from the command line.

Registered by :func:`add_parser` into the ``jasstafel`` command. Every subcommand takes
``--db PATH`` (default: :func:`jasstafel.club.default_path`). Bad input is one line on stderr
and exit code 2: ClubErrors are JassErrors, which ``jasstafel.cli.main`` prints so, and the
club's own parsers report usage errors in one line too.
"""

from __future__ import annotations

import argparse
import csv
import json
import re
from collections.abc import Sequence
from dataclasses import asdict
from pathlib import Path
from typing import Any, NoReturn

from ..club import default_path
from ..club.club import Club
from ..club.errors import ClubError, ClubInputError
from ..club.models import PaperResult, Ranking
from ..club.ranking import write_csv
from ..core import JassError, Match, matchfile

FIGURE_KEYS = ("points", "striche", "nuller", "rank", "matches", "won", "side")


class _Parser(argparse.ArgumentParser):
    """Usage errors in one line on stderr, exit code 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message}\n")


def add_parser(sub: Any) -> argparse.ArgumentParser:
    """Register ``club`` and its subcommands on the ``jasstafel`` subparsers *sub*."""
    club: argparse.ArgumentParser = sub.add_parser(
        "club", help="the club database: members, evenings, draw, results, rankings",
        description="The Jass club: members, evenings, the draw, results and rankings, "
                    "kept in one SQLite file.")
    club.__class__ = _Parser
    club.add_argument("--db", metavar="PATH", default=None,
                      help=f"club database (default {default_path()})")
    club.set_defaults(run=lambda args: _help(club))
    db = _Parser(add_help=False)
    db.add_argument("--db", metavar="PATH", default=argparse.SUPPRESS,
                    help="club database file (created if missing by 'member add' and "
                         "'evening new')")
    commands = club.add_subparsers(dest="club_command", metavar="COMMAND",
                                   parser_class=_Parser)

    member = commands.add_parser("member", help="add, list, deactivate members")
    member.set_defaults(run=lambda args: _help(member))
    members = member.add_subparsers(dest="member_command", metavar="ACTION",
                                    parser_class=_Parser)
    p = members.add_parser("add", parents=[db], help="a new member")
    p.add_argument("name")
    p.add_argument("--short", default="", help="short name for seat lists")
    p.set_defaults(run=cmd_member_add)
    p = members.add_parser("list", parents=[db], help="the members")
    p.add_argument("--active", action="store_true", help="active members only")
    p.set_defaults(run=cmd_member_list)
    for action, text in (("deactivate", "no longer drawn; results stay"),
                         ("reactivate", "active again"),
                         ("delete", "only a member without results")):
        p = members.add_parser(action, parents=[db], help=text)
        p.add_argument("member", help="member id, name or short name")
        p.set_defaults(run=cmd_member_change, action=action)

    evening = commands.add_parser("evening", help="create and list club evenings")
    evening.set_defaults(run=lambda args: _help(evening))
    evenings = evening.add_subparsers(dest="evening_command", metavar="ACTION",
                                      parser_class=_Parser)
    p = evenings.add_parser("new", parents=[db], help="a new club evening")
    p.add_argument("date", help="YYYY-MM-DD")
    p.add_argument("variant", help="e.g. schieber, coiffeur, molotow")
    p.add_argument("--preset", help="preset (see 'jasstafel variants')")
    p.add_argument("--passen", type=int, default=3, help="Passen per table (default 3)")
    p.add_argument("--tables", type=int, default=0, help="number of tables (default: from "
                   "the draw)")
    p.add_argument("--place", default="")
    p.add_argument("--title", default="")
    p.add_argument("--season", help="season label (default: the year of the date)")
    p.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                   help="a table setting, e.g. --set rounds=8 (JSON values)")
    p.set_defaults(run=cmd_evening_new)
    p = evenings.add_parser("list", parents=[db], help="the evenings")
    p.add_argument("--season")
    p.set_defaults(run=cmd_evening_list)

    p = commands.add_parser("draw", parents=[db],
                            help="draw the seats of an evening (or show the draw)")
    p.add_argument("evening", help="evening id (or its date)")
    p.add_argument("members", nargs="*", metavar="MEMBER",
                   help="members present (id, name or short name)")
    p.add_argument("--all-active", action="store_true", help="every active member plays")
    p.add_argument("--seed", type=int, help="seed the random draw (repeatable)")
    p.add_argument("--sit-out", action="store_true",
                   help="sit-outs instead of tables of three")
    p.add_argument("--from-passe", type=int, default=1, metavar="N",
                   help="draw Passen N … again (earlier Passen stay)")
    p.add_argument("--csv", metavar="FILE", help="also write the seat list as CSV")
    p.set_defaults(run=cmd_draw)

    p = commands.add_parser("import", parents=[db],
                            help="record match files as results (all or none)")
    p.add_argument("evening", help="evening id (or its date)")
    p.add_argument("files", nargs="+", metavar="FILE[:PASSE[:TABLE]]",
                   help="match file; the table defaults to the file's info.table")
    p.add_argument("--passe", type=int, help="Passe of the files without one")
    p.add_argument("--replace", action="store_true",
                   help="replace results already recorded at those tables (a correction)")
    p.add_argument("--partial", action="store_true", help="accept unfinished matches")
    p.add_argument("--note", default="", help="why (kept with corrections)")
    p.add_argument("--override", default="", metavar="REASON",
                   help="accept other players than the draw seated there (a late arrival, a "
                        "substitute); the reason is logged")
    p.add_argument("--other-rules", default="", metavar="REASON",
                   help="accept matches played with other table rules than the evening's "
                        "(rounds, Weis, factors …); the reason is logged")
    p.set_defaults(run=cmd_import)

    p = commands.add_parser("result", parents=[db],
                            help="type a table's result from a paper sheet, or correct one")
    p.add_argument("evening", help="evening id (or its date)")
    p.add_argument("passe", type=int)
    p.add_argument("table", type=int)
    p.add_argument("figures", nargs="+", metavar="MEMBER=FIGURES",
                   help="e.g. Anna=1013,matches=1 (points first; keys: "
                        f"{', '.join(FIGURE_KEYS)})")
    how = p.add_mutually_exclusive_group()
    how.add_argument("--correct", action="store_true",
                     help="change only the figures given of stored results")
    how.add_argument("--replace", action="store_true",
                     help="replace the table's results")
    p.add_argument("--note", default="", help="why (kept with corrections)")
    p.add_argument("--override", default="", metavar="REASON",
                   help="accept other players than the draw seated there (a late arrival, a "
                        "substitute); the reason is logged")
    p.set_defaults(run=cmd_result)

    ranking = commands.add_parser("ranking", help="the evening's or the season's ranking")
    ranking.set_defaults(run=lambda args: _help(ranking))
    rankings = ranking.add_subparsers(dest="ranking_command", metavar="WHICH",
                                      parser_class=_Parser)
    out = _Parser(add_help=False)
    out.add_argument("--csv", metavar="FILE", help="write it as CSV (UTF-8 with BOM)")
    out.add_argument("--delimiter", choices=(",", ";", "tab"), default=",",
                     help="CSV column separator (';' for German spreadsheets)")
    p = rankings.add_parser("evening", parents=[db, out], help="an evening's ranking")
    p.add_argument("evening", help="evening id (or its date)")
    p.set_defaults(run=cmd_ranking_evening)
    p = rankings.add_parser("season", parents=[db, out], help="the season's ranking")
    p.add_argument("season", help="season label, e.g. 2026")
    p.add_argument("--best", type=int, metavar="N", help="count the best N evenings")
    p.add_argument("--of", type=int, metavar="M", help="of the first M evenings")
    p.add_argument("--drop-worst", type=int, nargs="?", const=1, default=0, metavar="K",
                   help="drop the worst result (or K worst)")
    p.add_argument("--scoring", choices=("rank_points", "points"), default="rank_points",
                   help="per evening: rank points (default) or the evening's points")
    p.set_defaults(run=cmd_ranking_season)

    p = commands.add_parser("stats", parents=[db], help="a member's statistics")
    p.add_argument("member", help="member id, name or short name")
    p.add_argument("--season")
    p.add_argument("--json", action="store_true", help="as JSON (the series for a chart)")
    p.set_defaults(run=cmd_stats)
    return club


def _help(parser: argparse.ArgumentParser) -> int:
    parser.print_help()
    return 0


def _open(args: argparse.Namespace, create: bool = False) -> Club:
    path = Path(args.db) if args.db else default_path()
    if create:
        path.parent.mkdir(parents=True, exist_ok=True)
    return Club.open(path, create=create)


def _print_table(rows: Sequence[Sequence[str]], numeric_from: int | None = None) -> None:
    """Aligned columns; from column *numeric_from* on (but the last) right-aligned."""
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    for row in rows:
        cells = [(c.rjust(w) if numeric_from is not None and numeric_from <= i < len(row) - 1
                  else c.ljust(w)) for i, (c, w) in enumerate(zip(row, widths, strict=True))]
        print("  ".join(cells).rstrip())


# -- members and evenings ---------------------------------------------------------------------


def cmd_member_add(args: argparse.Namespace) -> int:
    with _open(args, create=True) as club:
        m = club.add_member(args.name, args.short)
    print(f"member {m.id}: {m.name}" + (f" ({m.short_name})" if m.short_name else ""))
    return 0


def cmd_member_list(args: argparse.Namespace) -> int:
    with _open(args) as club:
        members = club.members(active_only=args.active)
    rows = [["Id", "Name", "Short", "Active"]]
    rows += [[str(m.id), m.name, m.short_name, "yes" if m.active else "no"] for m in members]
    _print_table(rows)
    return 0


def cmd_member_change(args: argparse.Namespace) -> int:
    with _open(args) as club:
        m = club.find_member(args.member)
        if args.action == "delete":
            club.delete_member(m.id)
            print(f"deleted member {m.id}: {m.name}")
        else:
            getattr(club, args.action)(m.id)
            print(f"member {m.id}: {m.name} is {'in' if args.action == 'deactivate' else ''}"
                  "active")
    return 0


def cmd_evening_new(args: argparse.Namespace) -> int:
    settings: dict[str, Any] = {}
    for item in args.set:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise ClubInputError(f"--set {item!r}: expected KEY=VALUE")
        try:
            settings[key.strip()] = json.loads(value)
        except json.JSONDecodeError:
            settings[key.strip()] = value
    with _open(args, create=True) as club:
        ev = club.new_evening(args.date, args.variant, preset=args.preset, settings=settings,
                              passen=args.passen, tables=args.tables, place=args.place,
                              title=args.title, season=args.season)
    print(f"evening {ev.id}: {ev.date} {ev.variant} ({ev.preset}), {ev.passen} Passen, "
          f"season {ev.season}")
    return 0


def cmd_evening_list(args: argparse.Namespace) -> int:
    with _open(args) as club:
        evenings = club.evenings(args.season)
    rows = [["Id", "Date", "Season", "Variant", "Preset", "Passen", "Tables", "Place",
             "Title"]]
    rows += [[str(e.id), e.date, e.season, e.variant, e.preset, str(e.passen), str(e.tables),
              e.place, e.title] for e in evenings]
    _print_table(rows)
    return 0


# -- the draw ------------------------------------------------------------------------------------


def cmd_draw(args: argparse.Namespace) -> int:
    import random

    with _open(args) as club:
        ev = club.find_evening(args.evening)
        if args.members or args.all_active:
            ids = [club.find_member(m).id for m in args.members]
            if args.all_active:
                ids += [m.id for m in club.members(active_only=True) if m.id not in ids]
            rng = random.Random(args.seed) if args.seed is not None else None
            result = club.draw(ev.id, ids, rng=rng, three=not args.sit_out,
                               from_passe=args.from_passe)
            for passe, a, b in result.partner_repeats:
                print(f"note: Passe {passe}: {club.member(a).name} and {club.member(b).name} "
                      "are partners again (no draw without a repeat was found)")
        rows = club.seat_list(ev.id)
    if not rows:
        raise ClubInputError(f"evening {ev.id} has no draw yet: give the members present, "
                             "or --all-active")
    current = None
    for row in rows:
        if row.passe != current:
            current = row.passe
            print(f"Passe {row.passe}")
        if row.table is None:
            print(f"  sits out  {row.name}")
        else:
            team = f" ({row.team})" if row.team else ""
            print(f"  table {row.table}  seat {row.seat}{team}  {row.name}")
    if args.csv:
        _write_rows(args.csv, [["Passe", "Table", "Seat", "Team", "Member id", "Name",
                                "Short name"]] +
                    [[str(r.passe), "" if r.table is None else str(r.table),
                      "" if r.seat is None else str(r.seat), r.team, str(r.member_id), r.name,
                      r.short_name] for r in rows], ",")
        print(f"wrote {args.csv}")
    return 0


# -- results ---------------------------------------------------------------------------------


def _file_spec(text: str) -> tuple[str, int | None, int | None]:
    """``FILE``, ``FILE:PASSE`` or ``FILE:PASSE:TABLE`` (a Windows ``C:\\`` stays a path)."""
    parts = text.rsplit(":", 2)
    if len(parts) == 3 and parts[1].isdigit() and parts[2].isdigit():
        return parts[0], int(parts[1]), int(parts[2])
    if len(parts) >= 2 and parts[-1].isdigit():
        return text.rsplit(":", 1)[0], int(parts[-1]), None
    return text, None, None


def cmd_import(args: argparse.Namespace) -> int:
    with _open(args) as club:
        ev = club.find_evening(args.evening)
        planned: list[tuple[str, int, int, Match]] = []
        for spec in args.files:
            name, passe, table = _file_spec(spec)
            try:
                match = matchfile.load(name)
            except JassError as err:
                raise ClubInputError(f"{name}: {err}") from None
            if table is None:
                found = re.search(r"\d+", match.document.info.table)
                if found is None:
                    raise ClubInputError(
                        f"{name}: the match names no table number (info.table is "
                        f"{match.document.info.table!r}): give it as {name}:PASSE:TABLE")
                table = int(found.group())
            passe = passe or args.passe or (1 if ev.passen == 1 else None)
            if passe is None:
                raise ClubInputError(f"{name}: which Passe? give {name}:PASSE or --passe")
            planned.append((name, passe, table, match))
        with club.transaction():
            for name, passe, table, match in planned:
                try:
                    club.record_match(ev.id, passe, table, match, replace=args.replace,
                                      partial=args.partial, note=args.note,
                                      override=args.override, other_rules=args.other_rules)
                except ClubError as err:
                    raise ClubInputError(f"{name}: {err} (nothing was imported)") from None
    for name, passe, table, _ in planned:
        print(f"{name}: Passe {passe}, table {table}")
    return 0


def _paper(club: Club, spec: str) -> PaperResult:
    name, sep, text = spec.partition("=")
    if not sep:
        raise ClubInputError(f"{spec!r}: expected MEMBER=FIGURES, e.g. Anna=1013,matches=1")
    member = club.find_member(name)
    values: dict[str, Any] = {}
    for item in (i.strip() for i in text.split(",")):
        if not item:
            continue
        key, eq, value = item.partition("=")
        key, value = (key.strip().lower(), value.strip()) if eq else ("points", item)
        if key not in FIGURE_KEYS:
            raise ClubInputError(f"{spec!r}: unknown figure {key!r} "
                                 f"(known: {', '.join(FIGURE_KEYS)})")
        if key in values:
            raise ClubInputError(f"{spec!r}: {key} given twice")
        if key == "won":
            if value.lower() not in ("1", "0", "yes", "no", "true", "false"):
                raise ClubInputError(f"{spec!r}: won is yes or no")
            values[key] = value.lower() in ("1", "yes", "true")
            continue
        try:
            values[key] = int(value)
        except ValueError:
            raise ClubInputError(f"{spec!r}: {key} must be a whole number, not {value!r}"
                                 ) from None
    return PaperResult(member.id, **values)


def cmd_result(args: argparse.Namespace) -> int:
    with _open(args) as club:
        ev = club.find_evening(args.evening)
        entries = [_paper(club, spec) for spec in args.figures]
        if args.correct:
            results = club.correct_result(ev.id, args.passe, args.table, entries,
                                          note=args.note)
        else:
            results = club.record_result(ev.id, args.passe, args.table, entries,
                                         replace=args.replace, note=args.note,
                                         override=args.override)
        names = {m.id: m.name for m in club.members()}
    for r in results:
        print(f"Passe {r.passe}, table {r.table}: {names[r.member]} {r.points} "
              f"(rank {r.rank}{', won' if r.won else ''})")
    return 0


# -- rankings and statistics -------------------------------------------------------------------


def _show_ranking(ranking: Ranking, args: argparse.Namespace) -> None:
    print(ranking.title)
    table = ranking.table()
    _print_table(table, numeric_from=3)
    print()
    print(ranking.rule)
    if args.csv:
        write_csv(ranking, args.csv, "\t" if args.delimiter == "tab" else args.delimiter)
        print(f"wrote {args.csv}")


def cmd_ranking_evening(args: argparse.Namespace) -> int:
    with _open(args) as club:
        ranking = club.evening_ranking(club.find_evening(args.evening).id)
    _show_ranking(ranking, args)
    return 0


def cmd_ranking_season(args: argparse.Namespace) -> int:
    with _open(args) as club:
        ranking = club.season_ranking(args.season, best=args.best, of=args.of,
                                      drop_worst=args.drop_worst, scoring=args.scoring)
    _show_ranking(ranking, args)
    return 0


def cmd_stats(args: argparse.Namespace) -> int:
    with _open(args) as club:
        stats = club.member_statistics(club.find_member(args.member).id, season=args.season)
    if args.json:
        print(json.dumps(asdict(stats), indent=2, ensure_ascii=False))
        return 0
    m = stats.member
    print(f"{m.name}" + (f" ({m.short_name})" if m.short_name else "") +
          (f", season {stats.season}" if stats.season else ""))
    average = "" if stats.average_points is None else f", average {stats.average_points}"
    print(f"{_count(stats.evenings, 'evening')}, {_count(stats.games, 'game')}, "
          f"{stats.wins} won, {_count(stats.matches, 'Match', 'Matches')}{average}")
    for v in stats.by_variant:
        print(f"  {v.variant}: {_count(v.games, 'game')}, {v.wins} won, "
              f"{_count(v.matches, 'Match', 'Matches')}, average {v.average_points}")
    if stats.series:
        print()
        rows = [["Date", "Variant", "Rank", "Of", "Score", "Season points", "Cumulative"]]
        rows += [[p.date, p.variant, str(p.rank), str(p.participants), str(p.score),
                  str(p.season_points), str(p.cumulative)] for p in stats.series]
        _print_table(rows, numeric_from=2)
    return 0


def _count(n: int, one: str, many: str = "") -> str:
    return f"{n} {one if n == 1 else many or one + 's'}"


def _write_rows(path: str, rows: Sequence[Sequence[str]], delimiter: str) -> None:
    try:
        with open(path, "w", encoding="utf-8-sig", newline="") as f:
            csv.writer(f, delimiter=delimiter).writerows(rows)
    except OSError as err:
        raise ClubError(f"cannot write {path}: {err.strerror or err}") from None

