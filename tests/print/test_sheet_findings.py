"""What a tester found printing every match sheet in German, French and English: each test
prints the real sheet with ``jasstafel print --lang`` and reads it back with pdftotext."""

import re
import subprocess

import pytest

from jasstafel.cli import main
from jasstafel.core import VARIANTS, Match, matchfile

from . import EXAMPLES, pdf_pages, side_by_side

# the printer's Qt application is pytest-qt's (see test_cli_wording.py)
pytestmark = pytest.mark.usefixtures("qapp")


def printed(tmp_path, source, lang, *args):
    """The pages of the sheet of *source* (a path or a Match) printed in *lang*."""
    if not isinstance(source, (str, type(EXAMPLES))):
        path = tmp_path / "m.jass"
        matchfile.save(source, path)
        source = path
    out = tmp_path / f"{lang}.pdf"
    assert main(["print", str(source), "--lang", lang, "-o", str(out), *args]) == 0
    return pdf_pages(out)


def flat(pages):
    """The text of *pages* with every run of white space one space (lines joined)."""
    return " ".join(" ".join(pages).split())


# -- 1. a target per team (handicap) -------------------------------------------------------

@pytest.mark.parametrize("lang, settings, reached", [
    ("en", "target 1000 points for Team A, 800 points for Team B", "target 800 reached"),
    ("de", "Ziel 1'000 Punkte für Team A, 800 Punkte für Team B", "Ziel 800 erreicht"),
    ("fr", "but 1'000 points pour Team A, 800 points pour Team B", "but 800 atteint"),
])
def test_a_handicap_prints_each_teams_own_target(tmp_path, lang, settings, reached):
    text = flat(printed(tmp_path, EXAMPLES / "schieber-handicap.jass", lang))
    assert settings in text
    assert reached in text  # Team B's Tafel: its own target, 800, reached at 828
    assert "1000 reached" not in text and "1'000 erreicht" not in text
    assert "1'000 atteint" not in text


# -- 2. a double deck ----------------------------------------------------------------------

@pytest.mark.parametrize("lang, cards", [
    ("en", "a double deck: 314 card points a round"),
    ("de", "doppelte Karten: 314 Kartenpunkte pro Runde"),
    ("fr", "double jeu : 314 points de cartes par donne"),
])
def test_a_double_deck_match_is_314_plus_the_bonus(tmp_path, lang, cards):
    text = flat(printed(tmp_path, EXAMPLES / "schieber-doppelkarten.jass", lang))
    assert "314 + 100 = 414" in text
    assert "157 + 100" not in text
    assert cards in text


# -- 3. the statistics of many sides -------------------------------------------------------

def test_the_statistics_of_twelve_sides_are_split_into_parts_not_squeezed(tmp_path):
    """A Punktetafel of twelve after 1,000 rounds: "1'000" was printed as "1'0/0/0" over
    three lines and "Gespielte Runden" broken in two in columns a few mm wide. Every side
    played every round: "Runden: 1'000" says it once, the sides' row of 1'000 is left out;
    the best rounds, each side's, are whole on their label's line."""
    from jasstafel.core.punktetafel import PunktetafelRound

    names = [f"Annemarie Müller-Keller {i}" for i in range(1, 13)]
    match = matchfile.new_match("punktetafel", names)
    for n in range(1000):
        match.add(PunktetafelRound(points=[157 if k == 3 else (n * k) % 50 for k in range(12)]))
    page = printed(tmp_path, match, "de")[-1]
    assert "Statistik" in page
    assert "Gespielte Runden" not in page
    best = [line.split()[2:] for line in page.splitlines()
            if line.split()[:2] == ["Beste", "Runde"]]
    assert best and all(values for values in best)  # the label on one line with them
    # every number whole, on the label's line: side 4 wrote 157 each round, side k + 1 the
    # others (n × k) mod 50 in round n, at best 50 − gcd(k, 50) (side 1 always 0)
    assert sum(best, []) == ["0", "49", "48", "157", "48", "45", "48", "49", "48", "49", "40",
                             "49"], best
    assert "Runden: 1'000" in page


# -- 4. and 5. long team names ---------------------------------------------------------------

LONG_A = "Jassfreunde vom oberen Freiamt und dem ganzen Reusstal 1987"
LONG_B = "Die unermüdlichen Stöckjäger aus dem Restaurant zum Rössli"


def long_names_match():
    """Two team names and four player names as long as a match file lets them be."""
    from jasstafel.core.matchfile import Team
    from jasstafel.core.schieber import SchieberRound

    players = ["Annemarie Müller-Keller", "Beat Zimmermann-Oberholzer", "Claudia Schneeberger",
               "Dorothea Wüthrich-Baumgartner"]
    match = matchfile.new_match("schieber", players, preset="einfach_1000", teams=[
        Team(name=LONG_A, players=[0, 2]), Team(name=LONG_B, players=[1, 3])])
    match.add(SchieberRound(contract="eicheln", announced_by=0, points=(100, 57),
                            geschoben=True))
    match.add(SchieberRound(contract="rosen", announced_by=1, points=(100, 57)))
    return match


def test_a_signature_label_of_long_names_is_printed_whole(tmp_path):
    """The label was cut after two lines without "…": the second player was missing."""
    text = "\n".join(printed(tmp_path, long_names_match(), "de"))
    signatures = text[text.rindex("Unterschriften"):]
    for end in ("Schneeberger)", "Wüthrich-Baumgartner)"):  # each label's last words
        assert end in signatures


def test_a_long_announcing_team_takes_two_lines_at_most_and_keeps_geschoben(tmp_path):
    """The Announced column wrapped a long team name over four or five lines, and then
    shortened it to one line ("Jassfreunde…, geschoben"); a narrowed name column writes a
    name on two lines at most, broken at its spaces, and shortens only what the second
    does not hold with "…" (its "geschoben" kept)."""
    page = printed(tmp_path, long_names_match(), "de")[0]
    end = page.find("Aktueller Stand")  # or on the next page, with the statistics
    lines = page[page.index("Einträge"):end if end >= 0 else None].splitlines()
    first = next(k for k, line in enumerate(lines) if re.match(r"\s*1\s+Eicheln", line))
    # where the lines break follows the columns' widths (the contract's title, "Trumpf",
    # once "Ansage", moved them): the name's first words, then on the second line more of
    # them and "…, geschoben"
    said = re.match(r"\s*1\s+Eicheln\s+1\s+(Jassfreunde vom [^…]*?)\s+100\s+100\s+100\s+57",
                    lines[first])
    assert said, lines[first]
    rest = re.fullmatch(r"\s+([^…]+)…, geschoben", lines[first + 1])
    assert rest, lines[first + 1]
    assert LONG_A.startswith(f"{said.group(1)} {rest.group(1)}")
    said = re.match(r"\s*2\s+Rosen\s+1\s+(Die unermüdlichen[^…]*?)\s+100", lines[first + 2])
    assert said, lines[first + 2]
    assert f"{said.group(1)} {lines[first + 3].strip()}" == LONG_B  # whole, on two lines


# -- 6. a right-to-left name ---------------------------------------------------------------

def test_a_right_to_left_name_keeps_the_sentence_around_it_in_order(tmp_path):
    """An Arabic team name: "<name>, geschoben" was printed "geschoben ,<name>" and the
    header's teams ran right to left; the name's direction is isolated (FSI … PDI)."""
    from jasstafel.core.matchfile import Team
    from jasstafel.core.schieber import SchieberRound

    arabic = "فريق الأصدقاء"
    match = matchfile.new_match("schieber", ["Anna", "Beat", "Cla", "Dora"],
                                preset="einfach_1000", teams=[
                                    Team(name=arabic, players=[0, 2]),
                                    Team(name="Team B", players=[1, 3])])
    match.add(SchieberRound(contract="eicheln", announced_by=0, points=(100, 57),
                            geschoben=True))
    page = printed(tmp_path, match, "de")[0]
    lines = page.splitlines()
    row = next(line for line in lines if re.match(r"\s*1\s+Eicheln", line))
    assert re.search(r"Eicheln\s+1\s+\S[^,]*, geschoben\s+100", row), row
    teams = next(line for line in lines if line.startswith("Teams:"))
    assert re.search(r"Teams:\s+\S[^:]*: Anna, Cla\s+·\s+Team B: Beat, Dora\s*$", teams), teams
    status = next(line for line in lines if "Team B noch 943" in line)
    assert status.rstrip().endswith("Team B noch 943"), status  # the Arabic name before it


# -- 7. to 10., 14., 16. words of the sheet ---------------------------------------------------

@pytest.mark.parametrize("lang, letter, legend", [
    ("fr", "AM", "AM de main (en moins)"), ("de", "HW", "HW Handweis (minus)"),
    ("en", "HW", "HW Handweis (minus)")])
def test_the_molotow_cells_use_the_legends_letter(tmp_path, lang, letter, legend):
    """French: the legend said "M de main" but the cells "H−20" (a letter in the code). The
    cells and the legend now say the board's words (HW, French AM: test_print_molotow_weis)."""
    text = flat(printed(tmp_path, EXAMPLES / "molotow.jass", lang))
    assert legend in text
    assert f"{letter}-20" in text and f"{'HW' if letter == 'AM' else 'AM'}-20" not in text


def entries_head(page, first):
    """The line of the entries table's column titles: the one starting with "#"."""
    return next(line for line in page.splitlines()
                if line.lstrip().startswith("#") and first in line)


@pytest.mark.parametrize("lang, word", [("fr", "Offre"), ("de", "Ansage"), ("en", "Contract")])
def test_the_pandur_contract_column_is_headed_as_a_bid(tmp_path, lang, word):
    """French headed the Pandur bids (150, Misère sans) "Atout", a Schieber's trump."""
    declarer = {"fr": "Preneur", "de": "Spielübernehmer", "en": "Declarer"}[lang]
    page = printed(tmp_path, EXAMPLES / "pandur.jass", lang)[0]
    head = entries_head(page, declarer)
    assert re.search(rf"{declarer}\s+{word}\s", head), head
    assert "Atout" not in head
    schieber = printed(tmp_path, EXAMPLES / "schieber-freier-jass.jass", "fr")[0]
    assert "Atout" in entries_head(schieber, "Annonc")  # a Schieber's contract is its trump


@pytest.mark.parametrize("lang, label", [("fr", "Joueurs :"), ("de", "Spieler:"),
                                         ("en", "Players:")])
def test_three_single_players_of_a_coiffeur_are_players(tmp_path, lang, label):
    """The header said "Teams:" / "Équipes :" for three players each playing for himself."""
    page = printed(tmp_path, EXAMPLES / "coiffeur-swisslos-8-three-players.jass", lang)[0]
    assert re.search(rf"^{label}\s+Ueli, Vreni, Werner\s*$", page, re.M), page[:600]
    assert not re.search(r"^(Teams|Équipes)\s?:", page, re.M)


@pytest.mark.parametrize("lang, words", [
    ("en", "tricks, Hearts or Queens taken"), ("de", "genommene Stiche, Herz oder Damen"),
    ("fr", "plis, cœurs ou dames pris")])
def test_the_guggitaler_legend_names_the_french_cards_in_the_language(tmp_path, lang, words):
    """English said "tricks, Herz or Damen taken" (German words) with French cards."""
    text = flat(printed(tmp_path, EXAMPLES / "guggitaler-zu-dritt-domino-fr.jass", lang))
    assert words in text
    if lang == "en":
        assert "Herz or Damen" not in text


@pytest.mark.parametrize("lang, note, wrong", [
    ("de", "letztes Spiel der Partie", "des Matches"),
    ("fr", "dernier jeu de la partie", "du match"),
    ("en", "last game of the match", "Match")])  # English: the match is the whole contest
def test_the_guggitalers_last_game_is_of_the_partie(tmp_path, lang, note, wrong):
    """German said "letztes Spiel des Matches": a Match is all nine tricks in Jass."""
    text = flat(printed(tmp_path, EXAMPLES / "guggitaler.jass", lang))
    assert note in text
    assert f"{note.rsplit(' ', 2)[0]} {wrong}" not in text


@pytest.mark.parametrize("lang, title, rows", [
    ("fr", "Lignes choisies", ["Glands", "Grelots", "Écus", "Roses", "Obenabe", "Undenufe",
                               "Misère", "Zig-zag"]),
    ("de", "Gewählte Zeilen", ["Eicheln", "Schellen", "Schilten", "Rosen", "Obenabe",
                               "Undenufe", "Misère", "Slalom"]),
    ("en", "Rows chosen", ["Acorns", "Bells", "Shields", "Roses", "Obenabe", "Undenufe",
                           "Misère", "Slalom"])])
def test_the_coiffeur_statistics_list_the_rows_chosen_in_their_order(tmp_path, lang, title,
                                                                     rows):
    """"Gewählte Trümpfe" / "Atouts choisis" were sorted by the rows' German names (at random
    in French) and called Misère and Slalom trumps."""
    page = printed(tmp_path, EXAMPLES / "coiffeur-jassverein.jass", lang)[-1]
    listed = side_by_side(page, title)[1][1:]  # beside the figures
    firsts = [line.split()[0] for line in listed if line.strip()]
    assert firsts[:len(rows)] == rows
    assert "Trümpfe" not in page and "Atouts" not in page and "Contracts" not in page


# -- 17. a real minus -------------------------------------------------------------------------

def test_the_fahnder_boxes_write_a_real_minus(tmp_path):
    """The player boxes said "netto -4" with a hyphen, the table "−4" (U+2212)."""
    from jasstafel.core.fahnder import FahnderRound

    match = matchfile.new_match("fahnder", ["Anna", "Beat", "Cla", "Dora"])
    for _ in range(2):  # Anna fails twice as Fahnder: 4 Nuller, net −4
        match.add(FahnderRound(fahnder=0, partner=2, bid=150, contract="rosen", points=100))
    pages = printed(tmp_path, match, "de")  # checks the sheet prints
    assert any("netto -4" in page for page in pages)  # pdf_pages writes every minus as "-"
    raw = subprocess.run(["pdftotext", "-layout", str(tmp_path / "de.pdf"), "-"],
                         capture_output=True, text=True, check=True).stdout
    assert "netto \u22124" in raw
    assert not re.search(r"(?<![\w-])-\d", raw)  # no hyphen before a number anywhere


# -- 12. the date as the language writes it ----------------------------------------------------

@pytest.mark.parametrize("lang, label, written", [
    ("de", "Datum:", "28.11.2026"), ("fr", "Date :", "28.11.2026"),
    ("en", "Date:", "2026-11-28")])
def test_an_iso_date_is_printed_as_the_language_writes_dates(tmp_path, lang, label, written):
    """The sheet printed "Datum: 2026-11-28" where the club's sheets print 28.11.2026. English
    prints 2026-11-28, as the club's English sheets: "11/28/2026" was month first, which a
    British reader takes the other way round for a day up to 12."""
    pages = printed(tmp_path, EXAMPLES / "schieber-handicap.jass", lang)  # date 2026-11-28
    for page in pages:  # the header and the footer of every page
        assert re.search(rf"^{label}\s+{re.escape(written)}\s", page, re.M)
        assert f"· {written}" in page
        assert "11/28" not in page and "28/11" not in page
        if lang != "en":
            assert "2026-11-28" not in page


def test_a_date_that_is_free_text_is_printed_as_typed(tmp_path):
    doc = matchfile.load(EXAMPLES / "schieber-handicap.jass").document
    for typed in ("Herbst 2026", "2026-02-30"):  # a free text, and no day at all
        info = doc.info.model_copy(update={"date": typed})
        match = Match(doc.model_copy(update={"info": info}))
        assert f"Datum: {typed}" in flat(printed(tmp_path, match, "de"))


# -- 15. columns of what is not written ---------------------------------------------------------

@pytest.mark.parametrize("lang, weis, stoeck", [("de", "Weis", "Stöck"),
                                                ("fr", "Annonces", "Stöck"),
                                                ("en", "Weis", "Stöck")])
def test_the_turnier_has_no_weis_and_stoeck_columns(tmp_path, lang, weis, stoeck):
    """Its settings say Weis and Stöck are not written; the table had empty columns for
    them."""
    page = printed(tmp_path, EXAMPLES / "schieber-turnier.jass", lang)[0]
    head = entries_head(page, "×")
    assert weis not in head and stoeck not in head, head
    other = printed(tmp_path, EXAMPLES / "schieber-freier-jass.jass", lang)[0]
    head = entries_head(other, "×")
    assert weis in head and stoeck in head  # where they are written, they have columns


# -- 13. one page per blank sheet, in every language ------------------------------------------

BLANKS = [(v.name, p) for v in VARIANTS for p in v.PRESETS]


@pytest.mark.parametrize("lang", ["de", "fr", "en"])
@pytest.mark.parametrize(("variant", "preset"), BLANKS, ids=[f"{v}-{p}" for v, p in BLANKS])
def test_every_blank_sheet_is_one_page_in_every_language(tmp_path, variant, preset, lang):
    """French Molotow blank sheets ran to two pages, the signatures alone on the second."""
    out = tmp_path / "blank.pdf"
    assert main(["print", "--blank", variant, "--preset", preset, "--lang", lang,
                 "-o", str(out)]) == 0
    pages = pdf_pages(out)
    assert len(pages) == 1, (variant, preset, lang)


# -- a Bedanken too early: the team's Tafel says by how much it fell short -----------------------

@pytest.mark.parametrize("lang, short", [
    ("en", "930 of 1000: Bedanken too early"),
    ("de", "930 von 1'000: zu früh bedankt"),
    ("fr", "930 sur 1'000 : sortie trop tôt"),
])
def test_a_bedanken_too_early_prints_how_far_the_team_was(tmp_path, lang, short):
    layout = flat(printed(tmp_path, EXAMPLES / "schieber-bedanken-zu-frueh.jass", lang))
    assert "70 to go" not in layout and "noch 70" not in layout and "encore 70" not in layout
    # in the order written (the Tafel's lines wrap beside the other team's)
    raw = subprocess.run(["pdftotext", str(tmp_path / f"{lang}.pdf"), "-"],
                         capture_output=True, text=True, check=True).stdout
    assert short in " ".join(raw.split())


# -- the table rules describe only what the match has --------------------------------------------

FOUR = ["Anne", "Benoît", "Chloé", "Daniel"]


@pytest.mark.parametrize("lang, misere", [
    ("en", "own card points) × factor; no trick: Match"),
    ("de", "eigene Kartenpunkte) × Faktor; kein Stich: Match"),
    ("fr", "propres points de cartes) × facteur ; aucun pli : match"),
])
def test_the_coiffeur_rules_name_misere_only_with_a_misere_row(tmp_path, lang, misere):
    without = matchfile.new_match("coiffeur", FOUR, preset="swisslos_8_fr")  # no Misère row
    assert misere not in flat(printed(tmp_path, without, lang))
    with_row = matchfile.new_match("coiffeur", FOUR, preset="jassverein")
    assert misere in flat(printed(tmp_path, with_row, lang))


@pytest.mark.parametrize("lang, four, three", [
    ("en", "yes: 150, 100, 55, 0 (4 players)", "yes: 150, 100, 70 (3 players)"),
    ("de", "ja: 150, 100, 55, 0 (4 Spieler)", "ja: 150, 100, 70 (3 Spieler)"),
    ("fr", "oui : 150, 100, 55, 0 (4 joueurs)", "oui : 150, 100, 70 (3 joueurs)"),
])
def test_the_guggitaler_rules_give_the_domino_points_of_the_table(tmp_path, lang, four, three):
    text = flat(printed(tmp_path, matchfile.new_match("guggitaler", FOUR), lang))
    assert four in text and "(3 players)" not in text and "70 (3" not in text
    text = flat(printed(tmp_path, matchfile.new_match("guggitaler", FOUR[:3]), lang))
    assert three in text and "55, 0" not in text


@pytest.mark.parametrize("lang, kept", [
    ("en", "kept: Win 2, Match 1, Kontermatsch 2"),
    ("de", "geführt: Sieg 2, Match 1, Kontermatsch 2"),
    ("fr", "tenus : victoire 2, match 1, contre-match 2"),
])
def test_a_turnier_keeps_no_berg_and_no_schneider_striche(tmp_path, lang, kept):
    turnier = matchfile.new_match("schieber", FOUR, preset="turnier",
                                  settings={"striche": True})
    text = flat(printed(tmp_path, turnier, lang))
    assert kept in text and "Schneider 2" not in text and "Berg 1" not in text
