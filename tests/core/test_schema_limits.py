"""docs/match.schema.json says the limits of a match file that JSON Schema can say, and names
the ones it cannot.

A club programmer's trial validated hostile files with the published schema before handing
them to Jasstafel: a player's name of 61 characters, a title of 1,001, control characters in
names, a 51-digit number, ``first: 7`` with 4 players and more than 10,000 entries were all
VALID by the schema, and every one was refused by ``jasstafel check``. Each limit here is
tried at its edge against both: a file the schema accepts at the edge, the program reads;
one past it, both refuse (the program with its own message, unchanged). What JSON Schema
cannot say (a key given twice, ``101.0`` for 101, the first seat below the number of
players …) the schema accepts and the program refuses: each such case is named in the
schema's description and in docs/match-file.md.
"""

import copy
import json
from pathlib import Path

import pytest

from jasstafel.core import JassError, matchfile
from jasstafel.core.errors import EntryError

jsonschema = pytest.importorskip("jsonschema")

ROOT = Path(__file__).parents[2]
EXAMPLES = ROOT / "docs" / "examples"
TURNIER = json.loads((EXAMPLES / "schieber-turnier.jass").read_text(encoding="utf-8"))
SCHEMA = matchfile.json_schema()
VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)


def schema_accepts(data):
    return VALIDATOR.is_valid(data)


def program_accepts(text):
    """The program reads the file: its JSON, format, fields, limits and setup (an entry
    that breaks a rule is `check`'s exit 1, not the file's; no schema says the rules)."""
    try:
        matchfile.loads(text)
    except EntryError:
        return True
    except JassError:
        return False
    return True


def changed(change, base=TURNIER):
    data = copy.deepcopy(base)
    change(data)
    return data


def both(data):
    return schema_accepts(data), program_accepts(json.dumps(data, ensure_ascii=False))


def test_the_schema_is_a_valid_draft_2020_12_schema():
    jsonschema.Draft202012Validator.check_schema(SCHEMA)
    committed = json.loads((ROOT / "docs" / "match.schema.json").read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(committed)


@pytest.mark.parametrize("example", sorted(EXAMPLES.glob("*.jass")), ids=lambda p: p.stem)
def test_every_example_validates(example):
    data = json.loads(example.read_text(encoding="utf-8"))
    assert list(VALIDATOR.iter_errors(data)) == []


def test_a_new_match_of_every_variant_and_preset_validates():
    from jasstafel.core import variants

    for variant in variants():
        seats = 4 if variant.min_players <= 4 <= variant.max_players else variant.min_players
        players = ["Anna", "Beat", "Cla", "Dora", "Emil", "Fränzi"][:seats]
        for preset in variant.PRESETS:
            match = matchfile.new_match(variant.name, players, preset=preset)
            data = json.loads(matchfile.dumps(match))
            assert list(VALIDATOR.iter_errors(data)) == [], (variant.name, preset)


def set_player(name):
    def change(data):
        data["players"][1] = name
    return change


def set_info(field, text):
    def change(data):
        data["info"][field] = text
    return change


# (what, the file changed, both accept) at each limit's edge: the schema and the program agree
AGREED = [
    ("a name of 60 characters", set_player("B" * 60), True),
    ("a name of 61 characters", set_player("B" * 61), False),
    ("a team's name of 61 characters",
     lambda d: d["teams"][0].update(name="T" * 61), False),
    ("a title of 1000 characters", set_info("title", "x" * 1000), True),
    ("a title of 1001 characters", set_info("title", "x" * 1001), False),
    ("a place of 1001 characters", set_info("place", "x" * 1001), False),
    ("a preset's name of 1001 characters",
     lambda d: d["settings"].update(preset="p" * 1001), False),
    # the forbidden characters at the edges of each of their ranges (matchfile._FORBIDDEN)
    *[(f"U+{ord(char):04X} in a name", set_player(f"Be{char}at"), allowed)
      for char, allowed in [("\x00", False), ("\x1b", False), ("\n", False), ("\x1f", False),
                            (" ", True), ("~", True), ("\x7f", False), ("\x85", False),
                            ("\x9f", False), ("\xa0", True), ("\u2027", True),
                            ("\u2028", False), ("\u2029", False), ("\u202a", False),
                            ("\u202e", False), ("\u202f", True), ("\u2065", True),
                            ("\u2066", False), ("\u2069", False), ("\u206a", False),
                            ("\u206f", False), ("\u2070", True), ("\u200f", False),
                            ("\u061c", False), ("\u200a", True), ("\u200b", False),
                            ("\u200d", False), ("\u2060", False), ("\u2064", False),
                            ("\xad", False), ("\ufeff", False), ("\ufff9", False),
                            ("\ufffb", False), ("\ufffc", True), ("é", True), ("漢", True),
                            ("😀", True)]],
    # a team's name too, and in another text only what reorders or hides text
    ("U+200B in a team's name", lambda d: d["teams"][1].update(name="Team\u200b B"), False),
    ("U+200B in the title", set_info("title", "Jass\u200babend"), True),
    ("U+00AD in the place", set_info("place", "Rössli\xadwirt"), True),
    ("U+200E in the title", set_info("title", "Final\u200e 2 - 1"), False),
    ("U+FFF9 in the place", set_info("place", "Bern\ufff9x\ufffay\ufffb"), False),
    ("a newline at the end of a name", set_player("Beat\n"), False),
    ("ESC in the place", set_info("place", "Rössli\x1b[2J"), False),
    ("a number of 40 digits", lambda d: d["entries"][0]["points"].__setitem__(0, 10**40 - 1),
     True),
    ("a number of 41 digits", lambda d: d["entries"][0]["points"].__setitem__(0, 10**40),
     False),
    ("a negative number of 41 digits",
     lambda d: d["entries"][0]["points"].__setitem__(0, -(10**40)), False),
    ("a number of 51 digits", lambda d: d["entries"][0]["points"].__setitem__(0, 10**50),
     False),
    ("the first seat the last of 4", lambda d: d.update(first=3), True),
    ("first: 7 with 4 players", lambda d: d.update(first=7), False),
    ("first: 4 with 4 players", lambda d: d.update(first=4), False),
    ("5 players at a Schieber", lambda d: d["players"].append("Emil"), False),
    ("3 players at a Schieber", lambda d: d["players"].pop(), False),
    ("no format", lambda d: d.pop("format"), False),
    ("no version", lambda d: d.pop("version"), False),
    ("no variant", lambda d: d.pop("variant"), False),
    ("version 2", lambda d: d.update(version=2), False),
    ("version 0", lambda d: d.update(version=0), False),
    ("a whole number written as true", lambda d: d["entries"][0]["points"].__setitem__(0, True),
     False),
]


@pytest.mark.parametrize("what, change, accepted", AGREED, ids=[a[0] for a in AGREED])
def test_the_schema_and_the_program_agree_at_each_limit(what, change, accepted):
    assert both(changed(change)) == (accepted, accepted)


def entries(count):
    def change(data):
        data["entries"] = [data["entries"][0]] * count
    return change


#: the Schieber's document alone: a validator tries a refused file against every variant's
#: document, 10,001 entries each (half a minute)
SCHIEBER = jsonschema.Draft202012Validator({"$defs": SCHEMA["$defs"],
                                            "$ref": "#/$defs/SchieberDocument"})


@pytest.mark.parametrize("count, accepted", [(matchfile.MAX_ENTRIES, True),
                                             (matchfile.MAX_ENTRIES + 1, False)])
def test_the_schema_and_the_program_agree_on_the_number_of_entries(count, accepted):
    data = changed(entries(count))
    assert SCHIEBER.is_valid(data) == accepted
    assert program_accepts(json.dumps(data)) == accepted
    assert {document["properties"]["entries"]["maxItems"]
            for name, document in SCHEMA["$defs"].items() if name.endswith("Document")} == {
        matchfile.MAX_ENTRIES}


def test_an_each_for_himself_game_has_no_teams_and_a_team_game_two():
    molotow = json.loads((EXAMPLES / "molotow.jass").read_text(encoding="utf-8"))
    with_teams = changed(lambda d: d.update(teams=[{"name": "T", "players": [0, 1, 2]}]),
                         molotow)
    assert both(with_teams) == (False, False)
    assert both(changed(lambda d: d["teams"].pop())) == (False, False)


def empty_last_team(data):
    """The last team's players moved to the first: every player still in one team, the last
    team of none (`"players": []`, a file edited by hand)."""
    data["teams"][0]["players"] += data["teams"][-1]["players"]
    data["teams"][-1]["players"] = []


@pytest.mark.parametrize("example", ["punktetafel", "schieber-turnier", "coiffeur-jassverein",
                                     "coiffeur-swisslos-8-three-players"])
def test_a_team_with_no_players_is_refused_by_both(example):
    """A team has one player or more: the schema says it (`minItems: 1`), the program refuses
    it naming the team; a team of one is still a team (a Coiffeur of three single players)."""
    data = json.loads((EXAMPLES / f"{example}.jass").read_text(encoding="utf-8"))
    assert both(data) == (True, True)
    assert both(changed(empty_last_team, data)) == (False, False)
    assert SCHEMA["$defs"]["Team"]["properties"]["players"]["minItems"] == 1


# what JSON Schema cannot say: the schema accepts, the program refuses, the description says it


def turnier_text():
    return json.dumps(TURNIER, ensure_ascii=False)


def test_a_key_given_twice_is_refused_by_the_program_only():
    text = turnier_text().replace('"first": 0', '"first": 0, "first": 0', 1)
    assert text != turnier_text()
    assert schema_accepts(json.loads(text)) and not program_accepts(text)


def test_a_whole_number_with_a_decimal_point_is_refused_by_the_program_only():
    data = changed(lambda d: d["entries"][0]["points"].__setitem__(0, 101.0))
    text = json.dumps(data, ensure_ascii=False)
    assert "[101.0, " in text
    assert schema_accepts(data) and not program_accepts(text)
    text = text.replace("[101.0, ", "[1e2, ")
    assert schema_accepts(json.loads(text)) and not program_accepts(text)


def test_a_lone_surrogate_is_refused_by_the_program_only():
    text = turnier_text().replace('"Beat"', '"Be\\ud800at"', 1)
    assert text != turnier_text()
    assert schema_accepts(json.loads(text)) and not program_accepts(text)


@pytest.mark.parametrize("where, char", [
    ("players", "\U000e0041"), ("players", "\U0001d173"), ("place", "\U000e0041")])
def test_an_invisible_character_beyond_u_ffff_is_refused_by_the_program_only(where, char):
    """A tag character (an invisible "A") and a musical format character: a pattern without
    Unicode mode cannot name a character beyond U+FFFF (the description says so)."""
    change = (set_player(f"Be{char}at") if where == "players"
              else set_info("place", f"Bern{char}"))
    data = changed(change)
    assert schema_accepts(data) and not program_accepts(json.dumps(data, ensure_ascii=False))


def test_the_first_seat_of_fewer_players_than_the_most_is_refused_by_the_program_only():
    three = EXAMPLES / "coiffeur-swisslos-8-three-players.jass"
    coiffeur = json.loads(three.read_text(encoding="utf-8"))
    assert len(coiffeur["players"]) == 3
    data = changed(lambda d: d.update(first=3), coiffeur)
    assert schema_accepts(data) and not program_accepts(json.dumps(data, ensure_ascii=False))


@pytest.mark.parametrize("words", [
    "a key given twice", "101.0", "lone surrogate", "beyond U+FFFF", "first seat", "16 MiB",
    "date-time", "jasstafel check",
])
def test_the_description_names_what_the_schema_cannot_say(words):
    assert words in SCHEMA["description"]
    assert words in (ROOT / "docs" / "match-file.md").read_text(encoding="utf-8")
