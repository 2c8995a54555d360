"""Sentences with a count say 1 as 1 ("after its round", "1 Runde", "1 donne"), in every
language: the core's counted sentences (jasstafel.core.text.plural) are numerus messages of
the catalogs, rendered with the language's plural forms."""

import json
import pickle

import pytest

pytest.importorskip("PySide6.QtCore")

from jasstafel import i18n  # noqa: E402
from jasstafel.cli import main  # noqa: E402
from jasstafel.core import RuleViolation  # noqa: E402
from jasstafel.core.handjass import HandjassStriche  # noqa: E402
from jasstafel.core.matchfile import new_match  # noqa: E402
from jasstafel.core.molotow import MolotowRound  # noqa: E402
from jasstafel.core.punktetafel import PunktetafelClose, PunktetafelRound  # noqa: E402
from jasstafel.core.schieber import SchieberBedanken  # noqa: E402
from jasstafel.core.text import Counted, plural  # noqa: E402

PLAYERS = ["Anna", "Beat", "Cla", "Dora"]


def said(value, code):
    previous = i18n.language()
    assert i18n.use(code)
    try:
        return i18n.render(value)
    finally:
        i18n.use(previous)


def refusal(match, entry):
    with pytest.raises(RuleViolation) as err:
        match.add(entry)
    return err.value


@pytest.mark.parametrize("rounds, en, de, fr", [
    (1, "A Turnier ends after its 1 round: nobody calls Bedanken",
     "Ein Turnier endet nach seiner einzigen Runde: niemand bedankt sich",
     "Un tournoi se termine après son unique donne\u00a0: personne ne sort"),
    (8, "A Turnier ends after its 8 rounds: nobody calls Bedanken",
     "Ein Turnier endet nach seinen 8 Runden: niemand bedankt sich",
     "Un tournoi se termine après ses 8 donnes\u00a0: personne ne sort"),
])
def test_a_turnier_of_one_round_says_round(rounds, en, de, fr):
    m = new_match("schieber", PLAYERS, preset="turnier", settings={"rounds": rounds})
    err = refusal(m, SchieberBedanken(team=0))
    assert err.message == en and str(err) == en
    assert [said(err, code) for code in ("en", "de", "fr")] == [en, de, fr]


def test_the_only_round_of_a_punktetafel():
    m = new_match("punktetafel", ["Anna", "Beat"], settings={"rounds": 1})
    m.add(PunktetafelRound(points=[10, 20]))
    note = m.board().entries[0].notes[-1]
    assert isinstance(note, Counted) and note == "the only round"
    assert [said(note, code) for code in ("en", "de", "fr")] == [
        "the only round", "die einzige Runde", "la seule donne"]
    m = new_match("punktetafel", ["Anna", "Beat"], settings={"rounds": 3})
    for _ in range(3):
        m.add(PunktetafelRound(points=[10, 20]))
    note = m.board().entries[-1].notes[-1]
    assert [said(note, code) for code in ("en", "de", "fr")] == [
        "last of 3 rounds", "letzte von 3 Runden", "dernière des 3 donnes"]


@pytest.mark.parametrize("played, en, de, fr", [(1, "1 round", "1 Runde", "1 donne"),
                                                (2, "2 rounds", "2 Runden", "2 donnes")])
def test_closed_after_one_round(played, en, de, fr):
    m = new_match("punktetafel", ["Anna", "Beat"])
    for _ in range(played):
        m.add(PunktetafelRound(points=[10, 20]))
    m.add(PunktetafelClose())
    line = m.board().entries[-1].text
    assert line == f"Closed after {en}"
    assert en in said(line, "en") and de in said(line, "de") and fr in said(line, "fr")


def test_one_strich_of_a_handjass():
    m = new_match("handjass", ["Anna", "Beat", "Cla"])  # Wirtshaus: the fewest Striche win
    voll = m.document.settings.voll
    m.add(HandjassStriche(striche=[voll, 1, 2]))
    status = m.board().status
    assert "Beat wins with 1 Strich" in status
    assert "Beat gewinnt mit 1 Strich" in said(status, "de")
    assert "1 trait" in said(status, "fr") and "1 traits" not in said(status, "fr")
    words = plural("rules", "%n Striche", 1, one="%n Strich")
    assert [said(words, code) for code in ("en", "de", "fr")] == ["1 Strich", "1 Strich",
                                                                   "1 trait"]


@pytest.mark.parametrize("count, de, fr", [(0, "mit 0 Strichen", "avec 0 trait"),
                                            (2, "mit 2 Strichen", "avec 2 traits")])
def test_a_handjass_won_with_striche_in_german_takes_the_dative(count, de, fr):
    """A trial's sheet: "Käthi gewinnt mit 0 Striche" ("mit" takes the dative plural)."""
    m = new_match("handjass", ["Anna", "Beat", "Cla"])
    voll = m.document.settings.voll
    m.add(HandjassStriche(striche=[voll, count, count + 1]))
    status = m.board().status
    assert f"Beat wins with {count} Striche" in status
    assert f"Beat gewinnt {de};" in said(status, "de")
    assert f"Beat gagne {fr}" in said(status, "fr")


def test_a_molotow_of_one_round():
    m = new_match("molotow", ["Anna", "Beat", "Cla"], settings={"rounds": 1})
    m.add(MolotowRound(points=[57, 50, 50]))
    err = refusal(m, MolotowRound(points=[57, 50, 50]))
    assert err.message == "The one round is played: only the tied players' draw is left"
    assert said(err, "de").startswith("Die einzige Runde ist gespielt")
    assert said(err, "fr").startswith("La seule donne est jouée")


def test_a_counted_sentence_survives_pickling():
    text = plural("rules", "%n rounds", 1, one="%n round")
    again = pickle.loads(pickle.dumps(text))
    assert isinstance(again, Counted) and again == "1 round" and again.n == 1
    assert said(again, "de") == "1 Runde"


@pytest.mark.parametrize("argv, expected", [
    (["--lang", "de"], "Ein Turnier endet nach seiner einzigen Runde"),
    (["LANGUAGE=de"], "Ein Turnier endet nach seiner einzigen Runde"),
    # after "inscription 1 :" the sentence goes on small
    (["--lang", "fr"], "un tournoi se termine après son unique donne : personne ne sort"),
    ([], "a Turnier ends after its 1 round: nobody calls Bedanken"),
])
def test_the_command_line_says_it_in_the_language(tmp_path, capsys, monkeypatch, argv,
                                                  expected):
    m = new_match("schieber", PLAYERS, preset="turnier", settings={"rounds": 1})
    data = json.loads(m.document.model_dump_json())
    data["entries"] = [{"type": "bedanken", "team": 0}]
    path = tmp_path / "turnier.jass"
    path.write_text(json.dumps(data), encoding="utf-8")
    if argv and argv[0].startswith("LANGUAGE="):
        monkeypatch.setenv("LANGUAGE", "de")
        argv = []
    code = main([*argv, "check", str(path)])
    out, err = capsys.readouterr()
    assert code == 1, (out, err)
    assert expected in err and "rounds" not in err


@pytest.mark.parametrize("penalty, en, de, fr", [
    (0, "0 penalty points", "0 Strafpunkten", "0 point de pénalité"),
    (1, "1 penalty point", "1 Strafpunkt", "1 point de pénalité"),
    (2, "2 penalty points", "2 Strafpunkten", "2 points de pénalité"),
])
def test_a_differenzler_won_with_no_or_one_penalty_point(penalty, en, de, fr):
    """A French live evening's wall said "gagne avec 0 points de pénalité": the count is said
    in its form ("0 point" in French, where 0 and 1 take the singular)."""
    from jasstafel.core.differenzler import DifferenzlerGame

    m = new_match("differenzler", PLAYERS, settings={"games": 1})
    m.add(DifferenzlerGame(predictions=[40 + penalty, 30, 50, 50], points=[40, 40, 40, 37]))
    status = m.board().status
    assert status == f"Anna wins with {en}"
    assert said(status, "de") == f"Anna gewinnt mit {de}"
    assert said(status, "fr") == f"Anna gagne avec {fr}"
    m = new_match("differenzler", PLAYERS, settings={"games": 1})
    m.add(DifferenzlerGame(predictions=[40 + penalty, 40 + penalty, 50, 50],
                           points=[40, 40, 40, 37]))
    assert said(m.board().status, "fr") == f"Anna et Beat gagnent (à égalité) avec {fr}"


def test_a_guggitaler_won_with_no_penalty_point():
    from jasstafel.core.guggitaler import GuggitalerCount, GuggitalerTaker

    m = new_match("guggitaler", PLAYERS[:3], preset="ohne_domino")
    m.add(GuggitalerCount(game="tricks", counts=[0, 6, 6]))
    m.add(GuggitalerCount(game="schellen", counts=[0, 5, 4]))
    m.add(GuggitalerCount(game="ober", counts=[0, 2, 2]))
    m.add(GuggitalerTaker(game="rosenkoenig", player=1))
    m.add(GuggitalerTaker(game="last_trick", player=2))
    status = m.board().status
    assert status == "Anna wins with 0 penalty points"
    assert said(status, "fr") == "Anna gagne avec 0 point de pénalité"


def test_a_negative_count_takes_the_form_of_its_size():
    """A Guggitaler won with Domino at −305: Qt's French rule took any count under 2 for
    one, "−305 point"; the form follows the count's size, "−305 points", "−1 point"."""
    from jasstafel.core.text import plural

    for count, fr, de in ((-305, "−305 points", "−305 Punkten"), (-1, "−1 point", "−1 Punkt")):
        text = plural("rules", "{players} wins with %n points", count,
                      one="{players} wins with %n point", players="Anna")
        assert said(text, "fr") == f"Anna gagne avec {fr}"
        assert said(text, "de") == f"Anna gewinnt mit {de}"
