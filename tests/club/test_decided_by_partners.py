"""*Decided by* in the evening's ranking: a tie with one's own partner decides nothing (a
German club organiser's trial: "gleichauf" on every line of a Turnier evening, though each
player was tied only with his partner, who has his team's points). What decided a rank
between teams is named, and "tie" stays only where the rank is shared with another team
(docs/club.md, "The evening's ranking"). The command line's ranking is read as a secretary
reads it; the evening is recorded through the API (not what is tested)."""

from jasstafel.cli import main
from jasstafel.club import PaperResult

from . import add_members

NAMES = ["Anna", "Beat", "Cla", "Dora", "Emil", "Franz", "Gody", "Hans"]


def decided_by(capsys, db):
    """Member → the *Decided by* cell of `club ranking evening` ("" where empty)."""
    assert main(["club", "ranking", "evening", "2026-12-07", "--db", str(db)]) == 0
    lines = capsys.readouterr().out.splitlines()
    head = next(i for i, line in enumerate(lines) if line.startswith("Rank"))
    column = lines[head].index("Decided by")
    cells = {}
    for line in lines[head + 1:]:
        if not line.strip():
            break
        cells[line.split()[1]] = line[column:].strip()
    return cells


def test_a_tie_with_the_partner_decides_nothing(club, db_path, capsys):
    ids = add_members(club, NAMES)
    evening = club.new_evening("2026-12-07", "schieber", preset="turnier", passen=1)

    def table(number, a, b, points, matches):
        club.record_result(evening.id, 1, number, [
            PaperResult(ids[n], points[side], matches=matches[side], side=side)
            for side, team in enumerate((a, b)) for n in team])

    # 1013 : 871 at both tables; table 1's winners made a Match, table 2's none
    table(1, ("Anna", "Cla"), ("Beat", "Dora"), (1013, 871), (1, 1))
    table(2, ("Emil", "Gody"), ("Franz", "Hans"), (1013, 871), (0, 1))
    assert decided_by(capsys, db_path) == {
        "Anna": "", "Cla": "",  # first: nothing above to decide against
        "Emil": "Matches", "Gody": "Matches",  # below Anna & Cla on the Matches
        # Beat & Dora and Franz & Hans share their rank: equal in everything
        "Beat": "tie", "Dora": "tie", "Franz": "tie", "Hans": "tie"}
