"""The season ranking of a club database of 100,000 matches (jasstafel.club).

    python benchmarks/season.py [--matches 100000] [--db PATH] [--repeat 5]

The database is built through the club API (``Club.new_evening``, ``Club.record_result``
with paper figures, one transaction per evening): 40 members, Schieber Turnier evenings of
3 Passen at 10 tables (30 matches, that is table results, an evening), each table's two teams
with points that add up as the club checks a Turnier (12 rounds without Weis, factor 1:
12 × 157 = 1,884 in all, docs/club.md "Results are checked"). All evenings but the
last 45 belong to one huge season ("all"), the last 45 to the season "2026" (a year of weekly
evenings). Building takes a while; ``--db PATH`` keeps the database for the next run.

Target (the issue): the season ranking over a club database of 100,000 matches <= 0.2 s.
Measured: ``Club.season_ranking`` of the huge season (every match of the database but the
year's) and of the year (1,350 matches in the same database). Baselines of the same run: the
ranking of one evening (30 matches), and reading every result row of the season with one
SELECT (what the database itself costs).
"""

from __future__ import annotations

import argparse
import datetime
import random
import sqlite3
import time
from pathlib import Path

from common import machine, median, report, scratch, timed

MEMBERS = 40
TABLES = 10
PASSEN = 3
YEAR = 45  # evenings in the season "2026"


def turnier_points() -> int:
    """What the two teams of a table write together in the preset "turnier": fixed, as
    its rounds, no Weis, no Match bonus and one factor make it (the club refuses any
    other sum)."""
    from jasstafel.core.cards import ROUND_POINTS
    from jasstafel.core.schieber import PRESETS

    turnier = PRESETS["turnier"]
    assert not turnier.weis and turnier.match_bonus == 0 and set(turnier.factors.values()) == {1}
    return turnier.rounds * ROUND_POINTS


def build(path: Path, matches: int) -> None:
    from jasstafel.club import Club, PaperResult

    rng = random.Random(2026)
    total = turnier_points()
    evenings = max(YEAR + 1, -(-matches // (TABLES * PASSEN)))  # rounded up
    start = time.perf_counter()
    with Club.open(path) as club:
        members = [club.add_member(f"Mitglied {i:02d}", f"M{i:02d}").id
                   for i in range(1, MEMBERS + 1)]
        day = datetime.date(1950, 1, 6)
        for number in range(evenings):
            season = "2026" if number >= evenings - YEAR else "all"
            with club.transaction():
                evening = club.new_evening(day.isoformat(), "schieber", preset="turnier",
                                           passen=PASSEN, tables=TABLES, season=season)
                for passe in range(1, PASSEN + 1):
                    seats = rng.sample(members, TABLES * 4)
                    for table in range(1, TABLES + 1):
                        four = seats[(table - 1) * 4: table * 4]
                        a = rng.randrange(700, total - 700 + 1)
                        b = total - a
                        club.record_result(evening, passe, table, [
                            PaperResult(member=four[0], points=a, side=0),
                            PaperResult(member=four[2], points=a, side=0),
                            PaperResult(member=four[1], points=b, side=1),
                            PaperResult(member=four[3], points=b, side=1),
                        ])
            day += datetime.timedelta(days=7)
            if number % 500 == 0:
                print(f"  built {number} of {evenings} evenings "
                      f"({time.perf_counter() - start:.0f} s)", flush=True)
    print(f"  built {evenings} evenings, {evenings * TABLES * PASSEN} matches in "
          f"{time.perf_counter() - start:.0f} s", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=100_000)
    parser.add_argument("--db", type=Path, help="keep the database here (built if missing)")
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    try:
        from jasstafel.club import Club
    except ImportError:
        raise SystemExit("season.py: the club package (jasstafel.club) is not there yet") from None

    path = args.db or scratch() / "club.sqlite"
    if not path.exists():
        print(f"building a club database of {args.matches} matches in {path} …")
        build(path, args.matches)
    with sqlite3.connect(path) as conn:
        matches = conn.execute("SELECT COUNT(DISTINCT evening_id || '/' || passe || '/' || "
                               "table_no) FROM results").fetchone()[0]
        rows = conn.execute("SELECT COUNT(*) FROM results").fetchone()[0]
    size = path.stat().st_size / 2**20
    print(f"season.py: {machine()}; {matches} matches ({rows} result rows, {size:.0f} MiB); "
          f"median of {args.repeat}")
    with Club.open(path) as club:
        year = club.evenings("2026")
        big = club.evenings("all")
        one = median(timed(lambda: club.evening_ranking(year[-1]), args.repeat * 3))

        def select_all(season: str) -> None:
            club._conn.execute(  # the bare cost of reading the season's results
                "SELECT r.* FROM results r JOIN evenings e ON e.id = r.evening_id "
                "WHERE e.season = ?", (season,)).fetchall()

        whole = median(timed(lambda: club.season_ranking("all"), args.repeat))
        whole_sql = median(timed(lambda: select_all("all"), args.repeat))
        ranking = club.season_ranking("all")
        report(f"season_ranking, {len(big)} evenings, {len(big) * TABLES * PASSEN} matches",
               whole, target=0.2, baseline=one, base_name="of one evening's ranking")
        report("  against one SELECT of the season's result rows", whole, baseline=whole_sql,
               base_name="of the SELECT")
        best = median(timed(lambda: club.season_ranking("all", best=40, drop_worst=2),
                            args.repeat))
        report("  the same, best 40, worst 2 dropped", best, target=0.2)
        yearly = median(timed(lambda: club.season_ranking("2026"), args.repeat))
        report(f"season_ranking, the year: {len(year)} evenings, "
               f"{len(year) * TABLES * PASSEN} matches", yearly, target=0.2, baseline=one,
               base_name="of one evening's ranking")
        report("evening_ranking, one evening (30 matches)", one)
        print(f"  ({len(ranking.rows)} members ranked; the winner: "
              f"{ranking.rows[0].member.name})")


if __name__ == "__main__":
    main()
