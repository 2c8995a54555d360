"""A French trial's Coiffeur of two teams named after their long-named players, five rounds
played: the sheet ran to three pages with page 1 half empty; the two-line heads of the
entries' teams read "Anne-Françoise…" and "Pierre-Alai…" though the paper had room, and the
board as it stands went to page 2 though its grid fitted under the entries. Each test prints
the real sheet with ``jasstafel print --lang`` and reads it back with pdftotext."""

import pytest

from jasstafel.cli import main
from jasstafel.core import MatchInfo, matchfile
from jasstafel.core.coiffeur import CoiffeurRound
from jasstafel.core.matchfile import new_match
from jasstafel.core.variant import Team

from . import pdf_pages

# the printer's Qt application is pytest-qt's (see test_cli_wording.py)
pytestmark = pytest.mark.usefixtures("qapp")

PLAYERS = ["Marie-Claire Vuilleumier-Bonvin", "Jean-Baptiste Zufferey",
           "Anne-Françoise Rey-Mermet", "Pierre-Alain Fournier"]
#: a head per team, a player on each line
HEADS = [("Marie-Claire Vuilleumier-Bonvin", "& Anne-Françoise Rey-Mermet"),
         ("Jean-Baptiste Zufferey", "& Pierre-Alain Fournier")]
#: the entries' section, the board's (as it stands) and the first column titles under it
TITLES = {"fr": ("Inscriptions", "Ardoise en l’état", "Ligne"),
          "de": ("Einträge", "Aktueller Stand", "Zeile")}


def trial_match():
    """The trial's: partners opposite, each team named after its players; five rounds."""
    teams = [Team(name=f"{PLAYERS[a]} & {PLAYERS[b]}", players=[a, b]) for a, b in ((0, 2),
                                                                                  (1, 3))]
    match = new_match("coiffeur", PLAYERS, teams=teams, info=MatchInfo(
        title="Coiffeur", date="2026-12-07", place="Sion"))
    for team, row, points in ((0, 0, 100), (1, 2, 90), (0, 4, 120), (1, 5, 157), (0, 7, 80)):
        match.add(CoiffeurRound(team=team, row=row, points=points, match=points == 157))
    return match


def printed(tmp_path, lang, paper="a4"):
    path = tmp_path / "m.jass"
    matchfile.save(trial_match(), path)
    out = tmp_path / f"{lang}.pdf"
    assert main(["print", str(path), "--lang", lang, "--paper", paper, "-o", str(out)]) == 0
    return pdf_pages(out)


def heads_over(text, title, under):
    """The lines of *text* from the one that holds *title* to the first that holds *under*
    (the sides' heads over a table), spaces made one."""
    lines = [" ".join(line.split()) for line in text.splitlines()]
    start = next(k for k, line in enumerate(lines) if line.startswith(title))
    end = next(k for k in range(start + 1, len(lines)) if under in lines[k])
    return lines[start + 1:end + 1]


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("lang", ["fr", "de"])
def test_each_team_head_says_its_players_whole_a_player_per_line(tmp_path, lang, paper):
    entries, board, _ = TITLES[lang]
    text = "\n".join(printed(tmp_path, lang, paper))
    for title, under in ((entries, "#"), (board, TITLES[lang][2])):
        heads = heads_over(text, title, under)
        for team in HEADS:
            for line in team:
                assert any(line in said for said in heads), (title, line, heads)
            # a player per line: the first line ends with the first player
            assert not any(f"{team[0]} &" in said for said in heads), (title, heads)
        assert not any("…" in said for said in heads), (title, heads)


@pytest.mark.parametrize("lang", ["fr", "de"])
def test_the_board_fills_the_first_page_and_the_sheet_takes_two(tmp_path, lang):
    """The board's grid under the entries on page 1 (it fits there), its ranks and the
    signatures with the statistics on page 2: two pages, none mostly empty."""
    entries, board, _ = TITLES[lang]
    pages = printed(tmp_path, lang)
    assert len(pages) == 2, [page[:80] for page in pages]
    first = pages[0]
    assert entries in first and board in first
    # the whole grid: its last row and its "Behind" row
    assert "Coiffeur 3×3" in first[first.index(board):]
