"""A table imported from a match broken off before its end is corrected by what it played,
also where the Partie has no fixed length: a Schieber to a target, a Handjass, a Fahnder and
a Pandur (docs/club.md, "Corrections"; RULES.md sections 1, 4, 5 and 6).

Their limits were the whole game's: the Swisslos Schieber to 2,500 broken off after 3 rounds
(A 421, B 821) took A 2,600, a figure it cannot have: a team at the target ends the game
(unless both crossed it in the same round, waiting for the Bedanken), and it was not ended.
Likewise nobody of a Handjass not ended is voll, nobody of a Fahnder is Fahnder-König, a
round gives at most 3 Fahnder Striche and a deal at most 6 Pandur score points, and a Pandur
goes on while two players are still under 15. All driven through the command line, as a
secretary corrects the table imported with --partial."""

import json

from jasstafel.cli import main
from jasstafel.core import matchfile

from . import EXAMPLES

NAMES = ["Anna", "Beat", "Cla", "Dora"]
PANDUR = ["Ruedi", "Vreni", "Sepp", "Margrit"]


def run(capsys, *argv, code=0):
    got = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    assert got == code, (out, err)
    return out, " ".join(err.split())


def imported(capsys, tmp_path, variant, example, entries, *options, names=NAMES):
    """A club of *names* whose evening's Passe 1, table 1 is *example* with its first
    *entries* entries only (not finished), imported as an unfinished match; the command
    line's arguments to correct it."""
    db = tmp_path / "club.sqlite"
    for name in names:
        run(capsys, "club", "member", "add", name, "--db", db)
    run(capsys, "club", "evening", "new", "2026-12-07", variant, *options, "--passen", "1",
        "--db", db)
    data = json.loads((EXAMPLES / f"{example}.jass").read_text("utf-8"))
    data["entries"] = data["entries"][:entries]
    match = matchfile.loads(json.dumps(data))
    assert not match.finished
    path = tmp_path / "tisch1.jass"
    matchfile.save(match, path)
    run(capsys, "club", "import", "2026-12-07", f"{path}:1:1", "--partial", "--db", db)

    def correct(*figures, code=0, lang="en"):
        return run(capsys, "--lang", lang, "club", "result", "2026-12-07", "1", "1", *figures,
                   "--correct", "--db", db, code=code)[1]
    return correct


def test_a_schieber_to_a_target_broken_off_has_no_team_at_the_target(capsys, tmp_path):
    correct = imported(capsys, tmp_path, "schieber", "schieber-swisslos-2500", 3,
                       "--preset", "swisslos_2500")
    said = correct("Anna=2600", "Cla=2600", code=2)
    assert (
        "Passe 1, table 1 was recorded from an unfinished match (3 rounds played), and a "
        "correction is checked against what it played: Anna & Cla: 2600 is not possible: a "
        "Schieber to 2500 broken off after 3 rounds had not ended: no team had reached the "
        "target, unless both crossed it in the same round (Beat & Dora have 821). To record "
        "the final result of the paper sheet, replace the table's result with the one typed "
        "from the paper sheet") in said
    said = correct("Anna=2600", "Cla=2600", code=2, lang="de")
    assert "(3 Runden gespielt)" in said
    assert "ein Schieber auf 2'500, nach 3 Runden abgebrochen" in said
    correct("Anna=2499", "Cla=2499")
    # both past the target in the same round: the board waits for the Bedanken
    correct("Anna=2600", "Cla=2600", "Beat=2550", "Dora=2550")


def test_a_schieber_to_a_target_broken_off_adds_up_its_rounds(capsys, tmp_path):
    """3 rounds write at least 3 × 157 between the teams."""
    correct = imported(capsys, tmp_path, "schieber", "schieber-swisslos-2500", 3,
                       "--preset", "swisslos_2500")
    said = correct("Anna=200", "Cla=200", "Beat=200,matches=0", "Dora=200,matches=0",
                   code=2)
    assert "a Schieber of 3 rounds writes between 471 and" in said
    said = correct("Anna=2000,matches=4", "Cla=2000,matches=4", code=2)
    assert "Anna & Cla: 4 Matches in 3 rounds is not possible (at most one per round)" in said


def test_a_handjass_broken_off_has_nobody_voll(capsys, tmp_path):
    correct = imported(capsys, tmp_path, "handjass", "handjass-standard", 3)
    said = correct("Dora=striche=7", code=2)
    assert (
        "Passe 1, table 1 was recorded from an unfinished match (3 rounds played), and a "
        "correction is checked against what it played: Dora: 7 is not possible: a Handjass "
        "broken off after 3 rounds had nobody at 7 Striche: a player has 0 to 6. To "
        "record the final result of the paper sheet, replace the table's result with the one "
        "typed from the paper sheet") in said
    said = correct("Dora=striche=7", code=2, lang="de")
    assert "ein Handjass, nach 3 Runden abgebrochen" in said
    correct("Dora=striche=6")


def test_a_fahnder_broken_off_counts_its_rounds(capsys, tmp_path):
    """3 rounds give a player at most 3 × 3 Striche."""
    correct = imported(capsys, tmp_path, "fahnder", "fahnder", 3)
    said = correct("Anna=striche=10", code=2)
    assert ("(3 rounds played), and a correction is checked against what it played: Anna: "
            "10 Striche is not possible: a Fahnder broken off after 3 rounds gives a player "
            "at most 9 Striche (3 a round)") in said
    correct("Anna=striche=9")


def test_a_fahnder_broken_off_has_no_fahnder_koenig(capsys, tmp_path):
    """4 rounds (and a penalty) could give Anna 12 Striche, but 12 net ends the Fahnder."""
    correct = imported(capsys, tmp_path, "fahnder", "fahnder", 5)
    said = correct("Anna=striche=12", code=2)
    assert ("(4 rounds played), and a correction is checked against what it played: Anna: "
            "12 net Striche is not possible: a Fahnder broken off after 4 rounds had no "
            "Fahnder-König (12 net Striche): at most 11") in said
    said = correct("Anna=striche=12", code=2, lang="fr")
    assert "après 4 donnes" in said
    correct("Anna=striche=11")


def test_a_pandur_broken_off_counts_its_deals(capsys, tmp_path):
    """3 deals (one a misdeal) give a player at most 3 × 6 score points."""
    correct = imported(capsys, tmp_path, "pandur", "pandur", 3, names=PANDUR)
    said = correct("Sepp=19", code=2)
    assert (
        "Passe 1, table 1 was recorded from an unfinished match (3 deals played), and a "
        "correction is checked against what it played: Sepp: 19 is not possible: a Pandur "
        "broken off after 3 deals gives a player at most 18 score points (6 a deal). To "
        "record the final result of the paper sheet, replace the table's result with the one "
        "typed from the paper sheet") in said
    said = correct("Sepp=19", code=2, lang="de")
    assert "ein Pandur, nach 3 Spielen abgebrochen" in said
    correct("Sepp=18")


def test_a_pandur_broken_off_goes_on_with_two_under_15(capsys, tmp_path):
    correct = imported(capsys, tmp_path, "pandur", "pandur", 8, names=PANDUR)
    said = correct("Ruedi=15", "Vreni=16", "Margrit=17", code=2)
    assert ("Ruedi, Vreni and Margrit: 15, 16 and 17 is not possible: a Pandur broken off "
            "after 8 deals had not ended: it goes on while two players are under 15") in said
    correct("Ruedi=15", "Vreni=16")
