"""The phone's Guggitaler Tafel: a count per player, who took the Rosenkönig or the last trick,
the Domino's finishing order; the count left empty is the game's rest; the rules core refuses
with its own sentences; a whole Guggitaler written from a phone goes into the club.

The example played is docs/examples/guggitaler.jass (Anna −50, Beat 40, Cla −80, Dora 90)."""

from __future__ import annotations

import pytest

from jasstafel.club import Club
from jasstafel.core import RuleViolation
from jasstafel.core.matchfile import new_match
from jasstafel.live import forms
from jasstafel.live.server import templates
from jasstafel.live.words import PAGE

from .conftest import bearer, make_evening, op_id

PLAYERS = ["Anna", "Beat", "Cla", "Dora"]

#: the example's six games as a phone sends them (one count left empty where it can be)
EXAMPLE = [
    ("count", {"game": "tricks", "counts": [3, 2, 4, None]}),  # Dora: 9 − 9 = 0
    ("count", {"game": "schellen", "counts": [2, None, 0, 4]}),  # Beat: 9 − 6 = 3
    ("count", {"game": "ober", "counts": [1, 1, 1, 1]}),
    ("taker", {"game": "rosenkoenig", "player": 2}),
    ("taker", {"game": "last_trick", "player": 0}),
    ("domino", {"order": [3, 1, 0, 2]}),
]


def play(match, upto=None):
    for form, values in EXAMPLE[:upto]:
        match.add(forms.build(match, form, values))
    return match


def test_the_forms_follow_the_next_game():
    match = new_match("guggitaler", PLAYERS)
    shown = {f.name: f for f in forms.forms(match)}
    assert list(shown) == ["count", "taker", "domino"]
    game = shown["count"].fields[0]
    # the games with what is shared out and what it costs, the next one chosen
    assert [o["label"] for o in game["options"]] == [
        "Tricks (9\u00a0×\u00a05)", "Bells (9\u00a0×\u00a010)", "Ober (4\u00a0×\u00a020)"]
    assert game["default"] == "tricks"
    assert shown["taker"].fields[0]["default"] is None
    assert [o["label"] for o in shown["taker"].fields[1]["options"]] == PLAYERS
    play(match, 3)
    shown = {f.name: f for f in forms.forms(match)}
    assert shown["count"].fields[0]["default"] is None
    assert shown["taker"].fields[0]["default"] == "rosenkoenig"
    # without Domino there is no Domino form; three players share 12 tricks
    three = new_match("guggitaler", PLAYERS[:3], preset="ohne_domino")
    shown = {f.name: f for f in forms.forms(three)}
    assert list(shown) == ["count", "taker"]
    assert shown["count"].fields[0]["options"][0]["label"] == "Tricks (12\u00a0×\u00a05)"


def test_a_whole_guggitaler_from_the_phone():
    match = play(new_match("guggitaler", PLAYERS))
    assert [e.counts for e in match.entries[:3]] == [[3, 2, 4, 0], [2, 3, 0, 4], [1, 1, 1, 1]]
    board = match.board()
    # Anna 15 + 20 + 20 + 50 = 105, Domino 3rd 55: −50; Beat 10 + 30 + 20 = 60, 2nd 100: 40;
    # Cla 20 + 0 + 20 + 40 = 80, 4th 0: −80; Dora 0 + 40 + 20 = 60, 1st 150: 90
    assert [s.total for s in board.sides] == [-50, 40, -80, 90]
    assert board.finished and board.winners == [3]
    # every entry shows in its form again, and gives the same entry
    for entry in match.entries:
        loaded = forms.load(match, entry)
        again = forms.build(match, loaded["form"], loaded["values"])
        assert again.model_dump(exclude={"written_at"}) == entry.model_dump(
            exclude={"written_at"})


def test_the_rest_is_the_games_own_total():
    match = play(new_match("guggitaler", PLAYERS), 2)
    # the Ober: 4 in all, whatever the tricks were
    entry = forms.build(match, "count", {"game": "ober", "counts": [1, None, 2, 0]})
    assert entry.counts == [1, 1, 2, 0]
    three = new_match("guggitaler", PLAYERS[:3])
    entry = forms.build(three, "count", {"game": "tricks", "counts": [5, None, 3]})
    assert entry.counts == [5, 4, 3]


@pytest.mark.parametrize(("form", "values", "words"), [
    ("count", {"counts": [3, 2, 4, 0]}, "choose the game"),
    ("count", {"game": "rosenkoenig", "counts": [3, 2, 4, 0]},
     "game: “rosenkoenig” is not known at this table"),
    # a seat no player has: the form's choices refuse it, before the rules (guggitaler.player)
    ("taker", {"game": "rosenkoenig", "player": 7}, "taken by: “7” is not known at this table"),
    ("count", {"game": "tricks", "counts": [3, None, None, 0]}, "what every player took"),
    ("count", {"game": "tricks"}, "what every player took"),
    ("taker", {"game": "last_trick"}, "choose who took it"),
    ("taker", {"game": "ober", "player": 1}, "game: “ober” is not known at this table"),
    ("domino", {}, "tap the players"),
    ("count", {"game": "tricks", "counts": [3, 2, 4, 0], "domino": 1},
     "asks for nothing called “domino”"),
])
def test_a_form_missing_something_says_what(form, values, words):
    match = new_match("guggitaler", PLAYERS)
    with pytest.raises(forms.FormError) as refused:
        forms.build(match, form, values)
    assert words in refused.value.said().lower()


@pytest.mark.parametrize(("upto", "form", "values", "rule"), [
    (0, "count", {"game": "tricks", "counts": [3, 2, 4, 1]}, "guggitaler.count_sum"),
    (0, "count", {"game": "schellen", "counts": [2, 3, 0, None]}, "guggitaler.order"),
    (0, "count", {"game": "tricks", "counts": [3, 2, 5, -1]}, "guggitaler.count_negative"),
    (5, "domino", {"order": [3, 1, 0, 0]}, "guggitaler.domino_order"),
    (6, "taker", {"game": "last_trick", "player": 1}, "match.finished"),
])
def test_the_rules_refuse_with_their_own_sentence(upto, form, values, rule):
    match = play(new_match("guggitaler", PLAYERS), upto)
    entry = forms.build(match, form, values)
    with pytest.raises(RuleViolation) as refused:
        match.add(entry)
    assert refused.value.rule == rule


def test_the_forms_render():
    env = templates()  # as the server renders them (its filters)
    match = new_match("guggitaler", PLAYERS)
    html = env.get_template("_forms.html").render(
        forms=[f.as_dict() for f in forms.forms(match)], w=dict(PAGE))
    assert html.count("<form") == 3
    assert 'data-form="count"' in html and 'data-form="domino"' in html
    assert "King of Roses (1\u00a0×\u00a040)" in html and "Dora" in html
    assert "data-total" not in html  # the rest is filled in by the server, per game


def test_a_guggitaler_evening_live(club_path, german):
    """Seven players: a table of four and one of three; the table of four writes the example
    from its phone, in German; the club has its result."""
    from starlette.testclient import TestClient

    from jasstafel.live.evening import EveningCore
    from jasstafel.live.server import Owner, create_app

    evening = make_evening(club_path, variant="guggitaler", preset="standard", players=7,
                           passen=1, seed=3)
    owner = Owner(lambda: EveningCore(club_path, evening))
    with TestClient(create_app(owner)) as client:
        core = owner.core
        sizes = {key: len(t.members) for key, t in core.tables.items()}
        assert sorted(sizes.values()) == [3, 4]
        key = next(k for k, n in sizes.items() if n == 4)
        code = core.codes[key]
        got = client.get("/api/table", headers=bearer(code)).json()
        assert 'data-form="taker"' in got["forms_html"]
        assert "Stiche (9\u00a0×\u00a05)" in got["forms_html"]  # the evening's language
        assert got["state"]["defaults"]["count"] == {"game": "tricks"}

        def send(form, values):
            op = {"id": op_id(), "kind": "add", "form": form, "values": values}
            reply = client.post("/api/table/ops", json={"ops": [op]}, headers=bearer(code))
            return reply.json()["replies"][0]

        # the core's refusal in German: the counts must add up to 9
        refused = send("count", {"game": "tricks", "counts": [3, 2, 4, 1]})
        assert not refused["ok"]
        assert refused["message"] == ("Stiche: die Anzahlen aller Spieler müssen zusammen 9 "
                                      "ergeben, nicht 10")
        for form, values in EXAMPLE:
            assert send(form, values)["ok"]
        state = client.get("/api/table", headers=bearer(code)).json()["state"]
        assert state["finished"] and state["recorded"]
        seated = [m.id for m in core.tables[key].members]
    owner.close()
    with Club.open(club_path) as club:
        results = {r.member: r for r in club.results(evening, 1)}
    assert [results[m].points for m in seated] == [-50, 40, -80, 90]
    assert [results[m].rank for m in seated] == [3, 2, 4, 1]


# -- the French deck ---------------------------------------------------------------------------

#: per language: the count form's label with French cards, and with the German deck
COUNT_LABELS = {
    "de": ("Genommen (Stiche, Herz oder Damen; eines leer gelassen: der Rest)",
           "Genommen (Stiche, Schellen oder Ober; eines leer gelassen: der Rest)"),
    "fr": ("Pris (plis, cœurs ou dames\u00a0; un laissé vide\u00a0: le reste)",
           "Pris (plis, grelots ou Ober\u00a0; un laissé vide\u00a0: le reste)"),
    "en": ("Taken (tricks, Hearts or Queens; one left empty: the rest)",
           "Taken (tricks, Bells or Ober; one left empty: the rest)"),
}
#: the German deck's words, which a French-deck form never says
GERMAN_DECK = ("Schellen", "Ober", "Rosenk", "grelots", "roses", "Bells", "Roses")


@pytest.fixture(params=["de", "fr", "en"])
def language(request):
    from jasstafel import i18n

    assert i18n.use(request.param)
    yield request.param
    i18n.use("en")


def test_french_cards_are_named_on_the_phone(language):
    """With French cards (``deck: "fr"``) the count form says Herz and Damen, the games
    Herz, Dame and Kreuzkönig; with the German deck Schellen and Ober, in every language."""
    french, german = COUNT_LABELS[language]
    match = new_match("guggitaler", PLAYERS, settings={"deck": "fr"})
    shown = {f.name: f for f in forms.forms(match)}
    assert shown["count"].fields[1]["label"] == french
    words = [shown["count"].fields[1]["label"]]
    for form in shown.values():
        words += [field["label"] for field in form.fields]
        words += [o["label"] for field in form.fields for o in field.get("options", [])]
    for word in GERMAN_DECK:
        assert not any(word in w for w in words), word
    shown = {f.name: f for f in forms.forms(new_match("guggitaler", PLAYERS))}
    assert shown["count"].fields[1]["label"] == german


def test_a_french_deck_evening_live(club_path, german):
    """An evening played with French cards: the phone's Tafel, as the server sends it, names
    Herz, Dame and Kreuzkönig (in German), never Schellen, Ober or Rosenkönig."""
    from starlette.testclient import TestClient

    from jasstafel.live.evening import EveningCore
    from jasstafel.live.server import Owner, create_app

    evening = make_evening(club_path, variant="guggitaler", preset="standard", players=4,
                           passen=1, seed=3, deck="fr")
    owner = Owner(lambda: EveningCore(club_path, evening))
    with TestClient(create_app(owner)) as client:
        code = next(iter(owner.core.codes.values()))
        got = client.get("/api/table", headers=bearer(code)).json()
        html = got["forms_html"]
        assert "Genommen (Stiche, Herz oder Damen; eines leer gelassen: der Rest)" in html
        assert "Herz (9\u00a0×\u00a010)" in html and "Dame (4\u00a0×\u00a020)" in html
        assert "Kreuzkönig (1\u00a0×\u00a040)" in html
        for word in ("Schellen", "Ober (", "Rosenk"):
            assert word not in html, word
    owner.close()
