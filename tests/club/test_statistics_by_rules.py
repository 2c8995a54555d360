"""A member's statistics are split by the evening's table rules: an average of points only
over games whose points mean the same (a club organiser's trial: a Turnier Passe of about
900 points and a Partie to 4500 were averaged into one "Schieber" figure, 1'966.8 points per
game); and every figure says what it counts (the evening's score of a Freier Jass is Partien
won, not points)."""

from jasstafel.club import PaperResult

from . import add_members


def table(club, evening, four, ours, theirs, **won):
    """One table: the first and third of *four* (team A) *ours*, the others *theirs*."""
    club.record_result(evening.id, 1, 1, [
        PaperResult(m, ours if i % 2 == 0 else theirs, side=i % 2,
                    **({"won": (i % 2 == 0) == won["a"]} if won else {}))
        for i, m in enumerate(four)])


def test_the_trials_three_schieber_evenings(club):
    """Anna: a Turnier of 12 rounds (1000), one of 2 rounds (200) and a Freier Jass to 4500
    (3210, lost; then 3890, lost): three rows, each with its own average; no overall one."""
    ids = add_members(club, ["Anna", "Beat", "Cla", "Dora"])
    four = list(ids.values())
    twelve = club.new_evening("2026-11-03", "schieber", preset="turnier", passen=1)
    table(club, twelve, four, 1000, 884)
    two = club.new_evening("2026-12-01", "schieber", preset="turnier", passen=1,
                           settings={"rounds": 2})
    table(club, two, four, 200, 114)
    target = []
    for day, ours in (("2026-11-17", 3210), ("2026-11-24", 3890)):
        ev = club.new_evening(day, "schieber", preset="freier_jass", passen=1)
        table(club, ev, four, ours, 4500, a=False)
        target.append(ev)
    stats = club.member_statistics(ids["Anna"])
    assert stats.average_points is None  # the figures mean different things
    rows = {(v.preset, v.settings.get("rounds"), v.settings.get("mode")): v
            for v in stats.by_variant}
    assert len(rows) == 3
    turnier = rows[("turnier", 12, "rounds")]
    assert (turnier.games, turnier.points, turnier.average_points) == (1, 1000, 1000.0)
    assert (turnier.rule, turnier.figure) == ("Schieber Turnier", "Points")
    short = rows[("turnier", 2, "rounds")]
    assert (short.games, short.points, short.average_points) == (1, 200, 200.0)
    freier = next(v for v in stats.by_variant if v.preset == "freier_jass")
    assert (freier.games, freier.wins, freier.points, freier.average_points) == (
        2, 0, 7100, 3550.0)
    assert (freier.rule, freier.figure) == ("Schieber to a target", "Points")
    assert (stats.games, stats.wins) == (4, 2)
    # the evenings: the score a Freier Jass counts is Partien won, said
    figures = {p.evening: (p.score, p.figure) for p in stats.series}
    assert figures[twelve.id] == (1000, "Points")
    assert figures[target[0].id] == (0, "Games won")


def test_one_kind_of_evening_keeps_its_overall_average(club):
    ids = add_members(club, ["Anna", "Beat", "Cla", "Dora"])
    four = list(ids.values())
    for day, ours in (("2026-11-03", 1000), ("2026-11-10", 934)):
        ev = club.new_evening(day, "schieber", preset="turnier", passen=1)
        table(club, ev, four, ours, 1884 - ours)
    stats = club.member_statistics(ids["Anna"])
    (only,) = stats.by_variant
    assert stats.average_points == only.average_points == 967.0


def test_the_terminal_names_each_row_s_table_rules_and_figure(tmp_path, capsys):
    """`club stats` printed three plain "Schieber" lines for the three kinds of evening: each
    line now names its table rules (the preset, what was changed) and what it counts, as the
    club window does. What it counts are Passen: "12 Spiele" in the rules' title are the
    games of a Passe, and "2 Spiele" beside it read as the same thing (a Winterthur trial's
    Differenzler)."""
    from jasstafel.cli.main import main
    from jasstafel.club import Club

    path = tmp_path / "club.sqlite"
    with Club.open(path) as club:
        ids = add_members(club, ["Anna", "Beat", "Cla", "Dora"])
        four = list(ids.values())
        table(club, club.new_evening("2026-11-03", "schieber", preset="turnier", passen=1),
              four, 1000, 884)
        table(club, club.new_evening("2026-12-01", "schieber", preset="turnier", passen=1,
                                     settings={"rounds": 2}), four, 200, 114)
        table(club, club.new_evening("2026-11-17", "schieber", preset="freier_jass",
                                     passen=1), four, 3210, 4500, a=False)
    capsys.readouterr()
    assert main(["--lang=de", "club", "stats", "Anna", "--db", str(path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    rows = [line for line in lines if line.startswith("  Schieber")]
    assert rows == [
        "  Schieber · Turnier (Jassverein): 1 Passe, 1 gewonnen, 0 Matches, Punkte: "
        "Durchschnitt 1'000",
        "  Schieber · Freier Jass (Jassverein): 1 Passe, 0 gewonnen, 0 Matches, Punkte: "
        "Durchschnitt 3'210",
        "  Schieber · Turnier (Jassverein) (angepasst): 1 Passe, 1 gewonnen, 0 Matches, "
        "Punkte: Durchschnitt 200",
    ], lines
    changed = lines.index(rows[2]) + 1
    assert lines[changed].startswith("    Runden"), lines
