"""The phone's forms for every variant a club evening can be held in: what a phone sends
becomes the core's entry, and the core refuses what the rules forbid."""

from __future__ import annotations

import pytest

from jasstafel.club.draw import VARIANT_TABLES
from jasstafel.core import RuleViolation
from jasstafel.core.matchfile import new_match
from jasstafel.live import forms
from jasstafel.live.server import templates
from jasstafel.live.words import PAGE

PLAYERS = ["Anna", "Beat", "Cla", "Dora"]

#: (variant, form, values, what the entry then says) for one good entry per form
GOOD = [
    ("schieber", "round", {"contract": "rosen", "announced_by": 0, "points": [100, None]},
     {"points": (100, 57)}),
    ("schieber", "round", {"contract": "eicheln", "announced_by": 1, "match": True},
     {"points": (0, 157), "match": True}),
    ("schieber", "round", {"contract": "eicheln", "announced_by": 1, "kontermatsch": True},
     {"points": (157, 0), "match": True}),
    ("schieber", "round", {"contract": "schellen", "announced_by": 0, "points": [None, 40],
                           "weis": [150, 0], "stoeck": 0, "geschoben": True},
     {"points": (117, 40), "weis": (150, 0), "stoeck": 0, "geschoben": True}),
    ("schieber", "bedanken", {"team": 0, "stack": 60, "contract": "rosen"},
     {"team": 0, "stack": 60}),
    ("coiffeur", "round", {"team": 1, "row": 2, "points": 90}, {"team": 1, "points": 90}),
    ("coiffeur", "round", {"team": 0, "row": 0, "match": True}, {"points": 157}),
    # a Misère's Match is no trick at all: 0, as the window writes it (157 was refused)
    ("coiffeur", "round", {"team": 0, "row": 6, "match": True}, {"points": 0, "match": True}),
    ("differenzler", "game", {"predictions": [40, None, 30, 20], "points": [50, 40, 30, None]},
     {"points": [50, 40, 30, 37], "predictions": [40, None, 30, 20]}),
    ("fahnder", "round", {"fahnder": 0, "partner": 2, "bid": 90, "contract": "rosen",
                          "points": 100}, {"bid": 90, "points": 100}),
    ("fahnder", "penalty", {"player": 3}, {"player": 3, "nuller": 2}),
    ("pandur", "deal", {"declarer": 1, "contract": 120, "made": True}, {"made": True}),
    ("pandur", "no_bid", {}, {}),
    ("molotow", "round", {"points": [40, 50, None, 20], "hand_weis": [0, 20, None, None]},
     {"points": [40, 50, 47, 20], "hand_weis": [0, 20, 0, 0]}),
    ("handjass", "round", {"points": [40, 50, 60, None]}, {"points": [40, 50, 60, 7]}),
    ("handjass", "striche", {"striche": [1, 0, 0, 0]}, {"striche": [1, 0, 0, 0]}),
    ("punktetafel", "round", {"points": [10, -5, 3, 0], "note": "Anna gibt"},
     {"points": [10, -5, 3, 0], "note": "Anna gibt"}),
    ("punktetafel", "close", {}, {}),
]


def test_every_club_variant_has_forms():
    assert set(forms.VARIANT_FORMS) == set(VARIANT_TABLES)


@pytest.mark.parametrize(("variant", "form", "values", "expected"), GOOD)
def test_a_form_gives_the_cores_entry(variant, form, values, expected):
    match = new_match(variant, PLAYERS)
    if form == "close":  # a Partie is closed after a round
        match.add(forms.build(match, "round", {"points": [1, 2, 3, 4]}))
    entry = forms.build(match, form, values)
    for key, value in expected.items():
        assert getattr(entry, key) == value, key
    match.add(entry)  # the rules accept it
    loaded = forms.load(match, entry)
    assert loaded["form"] == form
    again = forms.build(match, form, loaded["values"])
    assert again.model_dump(exclude={"written_at"}) == entry.model_dump(exclude={"written_at"})


@pytest.mark.parametrize("variant", sorted(VARIANT_TABLES))
def test_every_form_renders(variant):
    match = new_match(variant, PLAYERS)
    env = templates()  # as the server renders them (its filters)
    html = env.get_template("_forms.html").render(
        forms=[f.as_dict() for f in forms.forms(match)], w=dict(PAGE))
    assert html.count("<form") == len(forms.forms(match))
    assert "Anna" in html or variant in ("schieber", "coiffeur")


@pytest.mark.parametrize(("variant", "form", "values", "words"), [
    ("schieber", "round", {"announced_by": 0, "points": [100, None]}, "contract"),
    ("schieber", "round", {"contract": "rosen", "announced_by": 0}, "card points"),
    ("schieber", "round", {"contract": "rosen", "announced_by": 0, "match": True,
                           "kontermatsch": True}, "not both"),
    ("schieber", "round", {"contract": "rosen", "announced_by": 0, "points": [100, None],
                           "extra": 1}, "“write the round” asks for nothing called “extra”"),
    ("schieber", "round", {"contract": "rosen", "announced_by": 7, "points": [100, None]},
     "announced by: “7” is not known at this table"),
    ("schieber", "nonsense", {}, "nothing called “nonsense” is written"),
    ("schieber", "round", {"contract": "rosen", "announced_by": 0, "points": [-10, None]},
     "\u221210 is not possible: the figure cannot be negative"),  # a real minus sign
    ("molotow", "round", {"points": [40, -5, None, 20]}, "\u22125 is not possible"),
    # more than a round has, the other left empty: said so, not "200 + -43" (a trial's)
    ("schieber", "round", {"contract": "rosen", "announced_by": 0, "points": [200, None]},
     "200 is more than a round has: 157"),
    # Match and Kontermatsch name who took every trick: the points must say the same
    ("schieber", "round", {"contract": "rosen", "announced_by": 0, "points": [157, None],
                           "kontermatsch": True}, "a kontermatsch: the other team took"),
    ("schieber", "round", {"contract": "rosen", "announced_by": 1, "points": [157, None],
                           "match": True}, "a match: the announcing team took"),
    ("differenzler", "game", {"points": [50, None, None, 10]}, "every player"),
    ("fahnder", "round", {"fahnder": 0, "partner": 2, "contract": "rosen", "points": 90},
     "bid"),
])
def test_a_form_missing_something_says_what(variant, form, values, words):
    match = new_match(variant, PLAYERS)
    with pytest.raises(forms.FormError) as refused:
        forms.build(match, form, values)
    assert words in refused.value.said().lower()


#: every required field of a form filled in, for the forms GOOD has no such entry of
FULL = {("pandur", "fault"): {"declarer": 1, "contract": 120, "by": 2},
        ("molotow", "draw"): {"order": [0, 1]},
        ("guggitaler", "count"): {"game": "tricks", "counts": [3, 2, 4, 0]},
        ("guggitaler", "taker"): {"game": "rosenkoenig", "player": 2},
        ("guggitaler", "domino"): {"order": [3, 1, 0, 2]}}


def _full(variant: str, form: str) -> dict:
    for v, name, values, _ in GOOD:
        if (v, name) == (variant, form) and values:
            return values
    return FULL[(variant, form)]


@pytest.mark.parametrize("variant", sorted(VARIANT_TABLES))
def test_a_required_field_left_empty_is_said_in_a_sentence_of_its_own(variant):
    """The phone checks a required field before it sends: it says the field's own sentence,
    the one the server refuses with (a trial's phone said "Choisir : Pris par", the label
    after a colon); the page has it as data-missing."""
    match = new_match(variant, PLAYERS)
    html = templates().get_template("_forms.html").render(
        forms=[f.as_dict() for f in forms.forms(match)], w=dict(PAGE))
    for form in forms.forms(match):
        for field in (f for f in form.fields if f["required"]):
            assert field["missing"], (form.name, field["name"])
            assert f'data-missing="{field["missing"]}"' in html
            if field.get("default") is not None:
                continue  # a choice with a default, as the phone resets it, is never empty
            values = {k: v for k, v in _full(variant, form.name).items()
                      if k != field["name"]}
            with pytest.raises(forms.FormError) as refused:
                forms.build(match, form.name, values)
            assert refused.value.said() == field["missing"], (form.name, field["name"])


def test_the_rules_refuse_with_their_own_sentence():
    match = new_match("schieber", PLAYERS)
    entry = forms.build(match, "round", {"contract": "obenabe", "announced_by": 0,
                                         "points": [100, None], "stoeck": 1})
    with pytest.raises(RuleViolation) as refused:
        match.add(entry)
    assert refused.value.rule == "schieber.stoeck"
    # the Turnier's form has neither Weis nor Stöck nor Bedanken: a phone cannot send them
    match = new_match("schieber", PLAYERS, preset="turnier")
    with pytest.raises(forms.FormError):
        forms.build(match, "round", {"contract": "rosen", "announced_by": 0,
                                     "points": [100, None], "weis": [50, 0]})
    names = [[f["name"] for f in form.fields] for form in forms.forms(match)]
    assert len(names) == 1 and "weis" not in names[0] and "stoeck" not in names[0]


@pytest.mark.parametrize("value", ["abc", 99999999999999999999, True, -1_000_000])
def test_a_figure_sent_by_hand_is_refused_in_the_pages_words(value):
    """The phone's number fields send whole numbers; a request made by hand with letters got
    pydantic's English ("Input should be a valid integer"), and a 20-digit number an HTTP
    500 from a locale that cannot write it (found in a trial)."""
    match = new_match("schieber", PLAYERS)
    with pytest.raises(forms.FormError) as refused:
        forms.build(match, "round", {"contract": "rosen", "announced_by": 0,
                                     "points": [value, None]})
    assert refused.value.said() == "Card points: type a whole number (at most 6 digits)"


def test_a_number_past_64_bits_is_grouped_as_every_number_is():
    """Qt cannot write it (past 64 bits): it was sent as it came; a Schreiber's refusal then
    showed 20 plain digits beside 10'150. It has its thousands marks like any other."""
    from jasstafel import i18n

    previous = i18n.language()
    try:
        i18n.use("de")
        assert i18n.number(99999999999999999999) == "99'999'999'999'999'999'999"
        assert i18n.number(-(2**64)) == "\u221218'446'744'073'709'551'616"  # the real minus
        assert i18n.number(4500) == "4'500"
    finally:
        i18n.use(previous)


def test_a_team_of_long_names_is_shortened_with_a_sign():
    """A team's name is at most 60 characters (a match file's limit for a name): it was cut
    at the 60th, "… & Lena L" (a trial's). The long name is shortened with "…", the short
    one stays whole; both whole where they fit."""
    from jasstafel.club.models import Member
    from jasstafel.club.models import team_name as _team_name

    long = Member(1, "Maximiliane Theodora Kunigunde von Graffenried-Wyss", "", True)
    lena, anna = Member(2, "Lena Lüthi", "", True), Member(3, "Anna", "", True)
    assert _team_name([lena, anna]) == "Lena Lüthi & Anna"
    name = _team_name([long, lena])
    assert name == "Maximiliane Theodora Kunigunde von Graffenried… & Lena Lüthi"
    assert len(name) == 60
    both = _team_name([Member(4, "x" * 60, "", True), Member(5, "y" * 60, "", True)])
    assert len(both) <= 60 and both.count("…") == 2 and " & " in both


@pytest.mark.parametrize("variant", sorted(VARIANT_TABLES))
def test_no_figure_is_checked_by_the_browser(variant):
    """The browser's own number fields checked min and max in the browser's language (a
    French evening's phone said "Value must be less than or equal to 157") and dropped
    letters ("12abc" wrote 12): the fields are text, typed with a numeric keyboard, and the
    laptop checks every figure with its own sentence."""
    match = new_match(variant, PLAYERS)
    env = templates()  # as the server renders them (its filters)
    html = env.get_template("_forms.html").render(
        forms=[f.as_dict() for f in forms.forms(match)], w=dict(PAGE))
    assert html.count("novalidate") == html.count("<form")
    for attribute in ('type="number"', " min=", " max=", " pattern=", " required"):
        assert attribute not in html, attribute
    if variant != "punktetafel":  # its points may be negative: a keyboard with a minus
        assert 'inputmode="numeric"' in html


CRAFTED = [
    # (values of a Schieber round, the English sentence, the French one)
    ({"contract": "trumpf", "announced_by": 0, "points": [100, None]},
     "Contract: “trumpf” is not known at this table",
     "Atout\u00a0: «\u00a0trumpf\u00a0» n’est pas connu à cette table"),
    ({"contract": "rosen", "announced_by": 5, "points": [100, None]},
     "Announced by: “5” is not known at this table",
     "Atout fait par\u00a0: «\u00a05\u00a0» n’est pas connu à cette table"),
    ({"contract": "rosen", "announced_by": True, "points": [100, None]},
     "Announced by: “True” is not known at this table",
     "Atout fait par\u00a0: «\u00a0True\u00a0» n’est pas connu à cette table"),
    ({"contract": "rosen", "announced_by": 0, "points": [100.5, None]},
     "Card points: type a whole number (at most 6 digits)",
     "Points de cartes\u00a0: tapez un nombre entier (au plus 6 chiffres)"),
    ({"contract": "rosen", "announced_by": 0, "points": 100.5},
     "Card points: type a whole number (at most 6 digits)",
     "Points de cartes\u00a0: tapez un nombre entier (au plus 6 chiffres)"),
    ({"contract": "rosen", "announced_by": 0, "points": [{"x": 1}, None]},
     "Card points: type a whole number (at most 6 digits)",
     "Points de cartes\u00a0: tapez un nombre entier (au plus 6 chiffres)"),
    ({"contract": "rosen", "announced_by": 0, "points": [100, None], "match": "ja"},
     "Match: yes or no",
     "Match\u00a0: oui ou non"),
    ({"contract": "rosen", "announced_by": 0, "points": [100, None], "geschoben": {"a": 1}},
     "passed: yes or no",
     "chibré\u00a0: oui ou non"),
]


@pytest.mark.parametrize(("values", "english", "french"), CRAFTED)
def test_a_crafted_request_is_refused_with_a_sentence_naming_the_rule(values, english, french):
    """A trial sent requests by hand to a French evening: an unknown contract got
    pydantic's English ("Input should be 'eicheln', 'rosen', …"), 100.5 card points "points :
    une valeur par joueur" (the field's code name, and not the rule). Every refusal is a
    sentence in the evening's language that names the rule."""
    from jasstafel import i18n

    match = new_match("schieber", PLAYERS)
    with pytest.raises(forms.FormError) as refused:
        forms.build(match, "round", values)
    assert refused.value.said() == english
    try:
        i18n.use("fr")
        match = new_match("schieber", PLAYERS)
        with pytest.raises(forms.FormError) as refused:
            forms.build(match, "round", values)
        assert refused.value.said() == french
    finally:
        i18n.use("en")


def test_what_only_the_entrys_model_refuses_is_said_in_the_catalogs_words():
    """Past the form's own checks, pydantic's refusal is said with the catalog's words for
    its usual messages (as a refused match file is), never its English in French."""
    from jasstafel import i18n

    match = new_match("schieber", PLAYERS)
    try:
        i18n.use("fr")
        with pytest.raises(forms.FormError) as refused:
            forms.entry_from_json(match, {"type": "round", "contract": "rosen",
                                          "announced_by": 0, "points": [100, "x"]})
        said = refused.value.said()
    finally:
        i18n.use("en")
    assert said.startswith("Cette inscription n’est pas possible\u00a0: ")
    assert "Input should" not in said and "nombre entier" in said
