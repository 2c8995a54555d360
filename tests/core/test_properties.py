"""Properties that hold for every match (hypothesis)."""

import json
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from jasstafel.core import JassError, RuleViolation, matchfile
from jasstafel.core.coiffeur import CoiffeurRound
from jasstafel.core.matchfile import new_match
from jasstafel.core.schieber import SchieberBedanken, SchieberRound

EXAMPLES = sorted((Path(__file__).parents[2] / "docs" / "examples").glob("*.jass"))
PLAYERS = ["Anna", "Beat", "Cla", "Dora"]
CONTRACTS = ["eicheln", "rosen", "schilten", "schellen", "obenabe", "undenufe"]

team = st.integers(0, 1)
schieber_round = st.builds(
    lambda contract, by, a, match, weis, weis_team, stoeck: SchieberRound(
        contract=contract, announced_by=by, points=(a, 157 - a),
        match=match and a in (0, 157), weis=(weis, 0) if weis_team == 0 else (0, weis),
        stoeck=stoeck if contract in CONTRACTS[:4] else None,
    ),
    st.sampled_from(CONTRACTS), team, st.sampled_from([0, 157, *range(0, 158, 7)]), st.booleans(),
    st.sampled_from([0, 0, 20, 50, 70, 100, 150, 200]), team, st.none() | team,
)
# invalid ones too: the engine must refuse them cleanly
any_round = st.builds(
    lambda contract, by, a, b, match, wa, wb: SchieberRound(
        contract=contract, announced_by=by, points=(a, b), match=match, weis=(wa, wb)),
    st.sampled_from(CONTRACTS), team, st.integers(-5, 260), st.integers(-5, 260), st.booleans(),
    st.integers(0, 60), st.integers(0, 60),
)
bedanken = st.builds(lambda t, stack, c: SchieberBedanken(team=t, stack=stack, contract=c),
                     team, st.integers(0, 300), st.none() | st.sampled_from(CONTRACTS))
schieber_entries = st.lists(st.one_of(schieber_round, schieber_round, any_round, bedanken),
                            max_size=25)
coiffeur_entries = st.lists(
    st.builds(CoiffeurRound, team=team, row=st.integers(0, 11), points=st.integers(0, 157),
              match=st.booleans(), kontermatsch=st.booleans(), stoeck=st.booleans()),
    max_size=30,
)
presets = st.sampled_from(["turnier", "freier_jass", "swisslos_2500", "einfach_1000"])


def play(match, entries):
    """Add what the rules accept; return the boards before each accepted entry."""
    boards = []
    for entry in entries:
        before = match.board()
        try:
            match.add(entry)
        except RuleViolation:
            assert match.board() == before  # a refused entry changes nothing
            continue
        boards.append(before)
    return boards


@settings(max_examples=150, deadline=None)
@given(presets, schieber_entries)
def test_schieber_replay_undo_save(preset, entries):
    m = new_match("schieber", PLAYERS, preset=preset)
    boards = play(m, entries)
    final = m.board()
    # replaying the same entries gives the same board
    again = matchfile.loads(matchfile.dumps(m))
    assert again.board() == final
    assert again.document == m.document
    # undo after any entry restores the board before it
    for before in reversed(boards):
        m.undo()
        assert m.board() == before
    for _ in boards:
        m.redo()
    assert m.board() == final


@settings(max_examples=150, deadline=None)
@given(presets, st.lists(schieber_round, max_size=20))
def test_schieber_card_points_add_up(preset, entries):
    m = new_match("schieber", PLAYERS, preset=preset)
    play(m, entries)
    for entry in m.entries:
        if isinstance(entry, SchieberRound):
            bonus = 100 if entry.match else 0
            assert sum(entry.points) + bonus in (157, 257)
            assert sum(entry.points) == 157


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(["jassverein", "swisslos_8", "swisslos_10"]), coiffeur_entries)
def test_coiffeur_replay_undo_save(preset, entries):
    m = new_match("coiffeur", PLAYERS, preset=preset)
    boards = play(m, entries)
    final = m.board()
    assert matchfile.loads(matchfile.dumps(m)).board() == final
    for before in reversed(boards):
        m.undo()
        assert m.board() == before


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(EXAMPLES), st.data())
def test_every_prefix_of_an_example_replays_the_same(path, data):
    m = matchfile.load(path)
    n = data.draw(st.integers(0, len(m.entries)))
    doc = m.document.model_copy(update={"entries": list(m.entries[:n])})
    assert matchfile.loads(matchfile.dumps(doc)).board() == m.board(n)


json_value = st.recursive(
    st.none() | st.booleans() | st.integers(-1000, 1000) | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                 max_size=4),
    max_leaves=10,
)


def mutate(data, path, value):
    """Replace the value at a random path in *data* (a dict/list tree) by *value*."""
    node = data
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value


def paths(node, prefix=()):
    if isinstance(node, dict):
        for k, v in node.items():
            yield prefix + (k,)
            yield from paths(v, prefix + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield prefix + (i,)
            yield from paths(v, prefix + (i,))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(EXAMPLES), st.data())
def test_mutated_match_files_give_clear_errors(path, data):
    doc = json.loads(path.read_text("utf-8"))
    for _ in range(data.draw(st.integers(1, 3))):
        where = data.draw(st.sampled_from(list(paths(doc))))
        mutate(doc, where, data.draw(json_value))
    try:
        m = matchfile.loads(json.dumps(doc))
    except JassError:
        return
    m.board()  # a document that loads must also score


@settings(max_examples=200, deadline=None)
@given(json_value | st.binary(max_size=40))
def test_garbage_gives_a_clear_error(garbage):
    text = garbage if isinstance(garbage, bytes) else json.dumps(garbage)
    try:
        matchfile.loads(text)
    except JassError:
        pass
