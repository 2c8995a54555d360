"""`jasstafel club result` refuses what a club organiser's trial (German Differenzler and
Molotow evenings, on the command line) found accepted, naming the rule in the reader's
language, and changes nothing (`club log` as before):

- a rank against the figures (`Hansueli=280,rank=2 Dölf=330,rank=1 Fränzi=280,rank=3
  Sepp=366,rank=4` in a Molotow, where the fewest points win, stored Dölf's 330 as
  "Rang 1, gewonnen");
- a Molotow table whose points cannot add up (250 + 340 + 296 + 37 over 8 rounds);
- `matches=1` in a Differenzler, which `club stats` then counted ("1 Match");

and a correction prints its table in seat order, as a new result does (it printed Jürg,
Käthi, Margrit, Heidi, the club's order of members, where the draw seated Jürg, Käthi,
Heidi, Margrit)."""

import pytest

from jasstafel.cli import main
from jasstafel.club import Club

MEMBERS = ["Hansueli", "Dölf", "Fränzi", "Sepp", "Käthi"]


def run(capsys, *args):
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def db(tmp_path, capsys):
    path = tmp_path / "club.sqlite"
    for name in MEMBERS:
        assert run(capsys, "club", "member", "add", name, "--db", path)[0] == 0
    return path


def evening(capsys, db, *args):
    code, out, err = run(capsys, "club", "evening", "new", "2026-11-19", *args, "--passen", "1",
                         "--db", db)
    assert code == 0, err
    return out.split(":")[0].split()[-1]


def refused(capsys, db, number, *figures, lang="en"):
    """The result refused with exit code 2 and one line; the club as it was (no result,
    `club log` the same). Returns the line said ("jasstafel club result: error: …")."""
    log = run(capsys, "club", "log", "--db", db)[1]
    code, out, err = run(capsys, "--lang", lang, "club", "result", number, "1", "1", *figures,
                         "--db", db)
    assert code == 2 and out == "" and err.count("\n") == 1, (out, err)
    with Club.open(db, create=False) as club:
        assert club.results(int(number)) == []
    assert run(capsys, "club", "log", "--db", db)[1] == log
    return err.strip()


TRIAL_MOLOTOW = ("Hansueli=280,rank=2", "Dölf=330,rank=1", "Fränzi=280,rank=3", "Sepp=366,rank=4")
TRIAL_DIFFERENZLER = ("Käthi=38,rank=3", "Dölf=57,rank=1", "Sepp=61,rank=2")
TRIAL_SUM = ("Hansueli=250", "Dölf=340", "Fränzi=296", "Sepp=37")


def test_the_trial_s_molotow_ranks_are_refused(db, capsys):
    number = evening(capsys, db, "molotow")
    assert refused(capsys, db, number, *TRIAL_MOLOTOW).endswith(
        "ranks Hansueli 2, Dölf 1, Fränzi 3, Sepp 4 are not possible: in a Molotow the fewest "
        "points rank first; equal points are decided by drawing a card: Hansueli 1, Dölf 3, "
        "Fränzi 2, Sepp 4")
    # as the rule says: the two 280s in the order of their card, Dölf third
    code, out, err = run(capsys, "club", "result", number, "1", "1", "Hansueli=280,rank=1",
                         "Dölf=330,rank=3", "Fränzi=280,rank=2", "Sepp=366,rank=4", "--db", db)
    assert code == 0, err
    assert out.splitlines() == [
        "Passe 1, table 1: Hansueli 280 (rank 1, won)", "Passe 1, table 1: Dölf 330 (rank 3)",
        "Passe 1, table 1: Fränzi 280 (rank 2)", "Passe 1, table 1: Sepp 366 (rank 4)"]


def test_the_trial_s_differenzler_ranks_are_refused(db, capsys):
    number = evening(capsys, db, "differenzler")
    assert refused(capsys, db, number, *TRIAL_DIFFERENZLER).endswith(
        "ranks Käthi 3, Dölf 1, Sepp 2 are not possible: in a Differenzler the lowest penalty "
        "ranks first; equal penalties share the rank (no draw): Käthi 1, Dölf 2, Sepp 3")


def test_the_trial_s_molotow_sum_is_refused(db, capsys):
    number = evening(capsys, db, "molotow")
    assert refused(capsys, db, number, *TRIAL_SUM).endswith(
        "the points at the table add up to 250 + 340 + 296 + 37 = 923: with 4 players and 8 "
        "rounds the sum must end in 6 (8 × 157 card points, Weis in tens)")


def test_a_match_in_a_differenzler_is_refused(db, capsys):
    number = evening(capsys, db, "differenzler")
    assert refused(capsys, db, number, "Käthi=38,matches=1", "Dölf=57", "Sepp=61").endswith(
        "Käthi: only Schieber and Coiffeur have Matches")


@pytest.mark.parametrize(("lang", "variant", "figures", "said"), [
    ("de", "molotow", TRIAL_MOLOTOW,
     "die Ränge Hansueli 2, Dölf 1, Fränzi 3, Sepp 4 sind nicht möglich: im Molotow stehen "
     "die wenigsten Punkte zuoberst; bei gleichen Punkten entscheidet das Kartenziehen: "
     "Hansueli 1, Dölf 3, Fränzi 2, Sepp 4"),
    ("fr", "molotow", TRIAL_MOLOTOW,
     "les rangs Hansueli 2, Dölf 1, Fränzi 3, Sepp 4 ne sont pas possibles : au Molotow, le "
     "moins de points est classé premier ; à égalité de points, le tirage d’une carte "
     "décide : Hansueli 1, Dölf 3, Fränzi 2, Sepp 4"),
    ("de", "differenzler", TRIAL_DIFFERENZLER,
     "die Ränge Käthi 3, Dölf 1, Sepp 2 sind nicht möglich: im Differenzler steht die "
     "tiefste Strafe zuoberst; gleiche Strafen teilen den Rang (kein Kartenziehen): Käthi 1, "
     "Dölf 2, Sepp 3"),
    ("fr", "differenzler", TRIAL_DIFFERENZLER,
     "les rangs Käthi 3, Dölf 1, Sepp 2 ne sont pas possibles : à la Différence, la plus "
     "petite pénalité est classée première ; des pénalités égales partagent le rang (pas de "
     "tirage) : Käthi 1, Dölf 2, Sepp 3"),
    ("de", "molotow", TRIAL_SUM,
     "die Punkte am Tisch ergeben 250 + 340 + 296 + 37 = 923: mit 4 Spielern und 8 Runden "
     "muss die Summe auf 6 enden (8 × 157 Kartenpunkte, Weis in Zehnern)"),
    ("fr", "molotow", TRIAL_SUM,
     "les points de la table font 250 + 340 + 296 + 37 = 923 : à 4 joueurs et 8 donnes, la "
     "somme doit finir par 6 (8 × 157 points de cartes, annonces en multiples de 10)"),
    ("de", "differenzler", ("Käthi=38,matches=1", "Dölf=57", "Sepp=61"),
     "Käthi: nur Schieber und Coiffeur kennen Matches"),
    ("fr", "differenzler", ("Käthi=38,matches=1", "Dölf=57", "Sepp=61"),
     "Käthi : seuls le chibre et le coiffeur ont des matchs"),
])
def test_each_refusal_is_said_in_the_language(db, capsys, lang, variant, figures, said):
    number = evening(capsys, db, variant)
    assert refused(capsys, db, number, *figures, lang=lang).endswith(said)


def test_the_stats_of_a_differenzler_count_no_matches(db, capsys):
    """`club stats`: a Differenzler's line has no Matches (it said "0 Matches"), a
    Schieber's has them."""
    number = evening(capsys, db, "differenzler")
    assert run(capsys, "club", "result", number, "1", "1", "Käthi=38", "Dölf=57",
               "Sepp=61", "--db", db)[0] == 0
    code, out, err = run(capsys, "--lang", "de", "club", "stats", "Käthi", "--db", db)
    assert code == 0, err
    assert out.splitlines()[1:3] == [
        "1 Abend, 1 Passe, 1 gewonnen, Durchschnitt 38",
        "  Differenzler · Standard (12 Spiele, fehlende Vorhersage 20): 1 Passe, 1 gewonnen, "
        "Strafe: Durchschnitt 38"]
    assert "Match" not in out


def test_a_correction_prints_its_table_in_seat_order(tmp_path, capsys):
    """A Differenzler evening drawn (seed 1): the draw seats Margrit, Heidi, Käthi, Jürg,
    not in the club's order of members (Jürg, Käthi, Margrit, Heidi). The result typed in
    seat order prints so; its correction, which names Jürg alone, too."""
    db = tmp_path / "club.sqlite"
    for name in ("Jürg", "Käthi", "Margrit", "Heidi"):
        assert run(capsys, "club", "member", "add", name, "--db", db)[0] == 0
    number = evening(capsys, db, "differenzler")
    assert run(capsys, "club", "draw", number, "--all-active", "--seed", "1", "--db", db)[0] == 0
    with Club.open(db, create=False) as club:
        names = {m.id: m.name for m in club.members()}
        seats = [names[m] for m in club.drawn(int(number))[0].tables[0].seats]
    assert seats == ["Margrit", "Heidi", "Käthi", "Jürg"]
    penalty = {"Margrit": 12, "Heidi": 30, "Käthi": 45, "Jürg": 8}
    code, out, err = run(capsys, "club", "result", number, "1", "1",
                         *(f"{n}={penalty[n]}" for n in seats), "--db", db)
    assert code == 0, err
    assert [line.split(": ")[1].split()[0] for line in out.splitlines()] == seats
    code, out, err = run(capsys, "club", "result", number, "1", "1", "Jürg=250", "--correct",
                         "--note", "x", "--db", db)
    assert code == 0, err
    # Jürg's 250: the last now; the others move up
    assert out.splitlines() == [
        "Passe 1, table 1: Margrit 12 (rank 1, won)", "Passe 1, table 1: Heidi 30 (rank 2)",
        "Passe 1, table 1: Käthi 45 (rank 3)", "Passe 1, table 1: Jürg 250 (rank 4)"]
