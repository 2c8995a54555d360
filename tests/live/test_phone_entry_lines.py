"""The phone's list of entries says what each entry gave, as the window's history does, and
labels the score after it. A German trial's Differenzler phone listed game 4 (every player
exact) as "Vreni Stalder 0→0, Margrit Odermatt 100→100, Hansruedi Müller-Lüdenscheid 57→57"
over a bare "18 : 27 : 5", the same figures as under game 3: the running totals, read as the
game's own, where the window's history says each game's penalty, "40→45 (5)". A Molotow
round listed its card points without names and without the Weis they came to.

In a real browser at a phone's size, German and French; and every variant's line (the
examples of docs/examples) against the window's history: each side's figure is in it.

Every wait is on a condition with a generous timeout, never on a time."""

from __future__ import annotations

from pathlib import Path

import pytest

from jasstafel import i18n
from jasstafel.core import matchfile

from .conftest import make_evening
from .test_browser import Phone, running

NAMES = ["Vreni Stalder", "Margrit Odermatt", "Hansruedi Müller-Lüdenscheid"]
#: the trial's four games of table 1, by seat: predictions (None: none made), card points
GAMES = [((30, 50, 70), (35, 52, 70)), ((30, None, 70), (40, 50, 67)),
         ((80, 20, 57), (77, 25, 55)), ((0, 100, 57), (0, 100, 57))]
#: the score label, by language
SCORE = {"de": "Stand", "fr": "Score"}
EXAMPLES = sorted((Path(__file__).parents[2] / "docs" / "examples").glob("*.jass"))


@pytest.fixture
def language():
    yield i18n.use
    i18n.use("en")


def plain(text: str) -> str:
    """*text* with its no-break spaces (French sets them around ":") as plain ones."""
    return text.replace("\u00a0", " ").replace("\u202f", " ")


def lines(phone: Phone) -> list[tuple[str, str]]:
    """Each entry of the list, first written first: (its line, the figures under it)."""
    shown = phone.d.execute_script("""
        return Array.from(document.querySelectorAll('#history li.entry'), (li) =>
          [li.querySelector('.entry-text').innerText,
           li.querySelector('.entry-totals').innerText]);""")
    return [(plain(a), plain(b)) for a, b in reversed(shown)]


def type_game(phone: Phone, predictions, points) -> None:
    form = 'form[data-form="game"] '
    for seat, said in enumerate(predictions):
        if said is not None:
            phone.css(form + f'fieldset[data-name="predictions"] input[data-index="{seat}"]'
                      ).send_keys(str(said))
    for seat, taken in enumerate(points[:-1]):
        phone.css(form + f'fieldset[data-name="points"] input[data-index="{seat}"]'
                  ).send_keys(str(taken))
    last = phone.css(form + f'fieldset[data-name="points"] input[data-index="{len(points) - 1}"]')
    phone.until(lambda: last.get_attribute("value") == str(points[-1]), "the rest filled in")
    phone.tap(form + "button.write")


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_a_differenzler_game_lists_its_own_penalties(club_path, browser, language, lang):
    pytest.importorskip("uvicorn", reason="the live extra is not installed")
    language(lang)
    evening = make_evening(club_path, variant="differenzler", preset="standard", players=3,
                           passen=1, names=NAMES, games=4)
    with running(club_path, evening) as live:
        seated = list(live.core.tables["1-1"].match.document.players)
        phone = Phone(browser)
        phone.join(live.url, live.codes(1)[(1, 1)])
        phone.until(lambda: phone.totals() == ["0", "0", "0"], "the Tafel opens")
        for number, (predictions, points) in enumerate(GAMES, 1):
            type_game(phone, predictions, points)
            phone.until(lambda n=number: phone.entries() == n, f"game {number} written")
        phone.until(lambda: phone.totals() == ["18", "27", "5"], "the trial's totals")
        listed = lines(phone)
        phone.d.execute_script("document.getElementById('history').scrollIntoView()")
        phone.d.save_screenshot(str(club_path.parent / f"entries-differenzler-{lang}.png"))
    a, b, c = seated
    assert listed[3][0] == f"{a} 0→0 (0), {b} 100→100 (0), {c} 57→57 (0)"
    assert listed[2][0] == f"{a} 80→77 (3), {b} 20→25 (5), {c} 57→55 (2)"
    assert listed[1][0] == f"{a} 30→40 (10), {b} –→50 (20), {c} 70→67 (3)"
    # the score after each game, said to be the score
    assert [figures for _line, figures in listed] == [
        f"{SCORE[lang]} 5 : 2 : 0", f"{SCORE[lang]} 15 : 22 : 3",
        f"{SCORE[lang]} 18 : 27 : 5", f"{SCORE[lang]} 18 : 27 : 5"]


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_a_molotow_round_names_what_each_player_got(club_path, browser, language, lang):
    pytest.importorskip("uvicorn", reason="the live extra is not installed")
    language(lang)
    evening = make_evening(club_path, variant="molotow", preset="jassverein", players=3,
                           passen=1, names=NAMES)
    form = 'form[data-form="round"] '
    with running(club_path, evening) as live:
        a, b, c = live.core.tables["1-1"].match.document.players
        phone = Phone(browser)
        phone.join(live.url, live.codes(1)[(1, 1)])
        phone.until(lambda: phone.totals() == ["0", "0", "0"], "the Tafel opens")
        for seat, taken in enumerate((57, 0)):
            phone.css(form + f'fieldset[data-name="points"] input[data-index="{seat}"]'
                      ).send_keys(str(taken))
        phone.css(form + 'fieldset[data-name="tisch_weis"] input[data-index="0"]').send_keys("20")
        last = phone.css(form + 'fieldset[data-name="points"] input[data-index="2"]')
        phone.until(lambda: last.get_attribute("value") == "100", "the rest filled in")
        phone.tap(form + "button.write")
        phone.until(lambda: phone.entries() == 1, "the round written")
        listed = lines(phone)
        phone.d.execute_script("document.getElementById('history').scrollIntoView()")
        phone.d.save_screenshot(str(club_path.parent / f"entries-molotow-{lang}.png"))
    (line, figures), = listed
    assert line.endswith(f" → {a} 77, {b} 0, {c} 100"), line  # the Tischweis in a's 77
    assert line.startswith("57 / 0 / 100, "), line
    assert figures == f"{SCORE[lang]} 77 : 0 : 100"


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_every_variant_s_line_says_what_each_side_got(path, language):
    """As the window's history: every side's figure of the entry is in its line (a
    Handjass's Striche in words, "Strich für Dora"), a side that got nothing at least where
    the window names it too."""
    from jasstafel.live.entries import phone_line

    language("de")
    match = matchfile.load(path)
    board = match.board()
    names = [side.name for side in board.sides]
    for line, entry in zip(board.entries, match.entries, strict=True):
        said = phone_line(match, names, line, entry)
        for name, figure in zip(names, line.written, strict=True):
            if not figure:
                continue
            if match.variant == "handjass":
                assert name in said.split("→")[-1], (said, name)
            else:
                shown = i18n.number(abs(figure))
                assert name in said and shown in said, (said, name, figure)
