"""A Pandur over has nobody still playing (RULES.md §6: the last one left is the loser, and
the Partie ends there). The board CSV's "Still playing" column and `score --json`'s `in_game`
said the loser still played, beside the board's "Sepp is the loser" and the terminal's
"loser" (tests/core/test_cli_pandur_standing.py): now nobody plays after the end, and the
final standing is in the Rank, Winner and `loser` the board already has. While the match
runs they still say who is at the table.

docs/examples/pandur.jass: Ruedi reaches 15 in deal 12, Vreni in 14, Margrit in 15; Sepp is
left, the loser. Exported as a user does, with `jasstafel export` and `jasstafel score`."""

import csv
import json

from jasstafel.cli import main

from . import EXAMPLES

PANDUR = EXAMPLES / "pandur.jass"


def board_csv(tmp_path, capsys):
    """`jasstafel export pandur.jass -o … --board board.csv` in English: name → row."""
    out = tmp_path / "board.csv"
    assert main(["export", str(PANDUR), "-o", str(tmp_path / "entries.csv"), "--board",
                 str(out), "--lang", "en"]) == 0
    capsys.readouterr()
    with open(out, encoding="utf-8-sig", newline="") as f:
        rows = list(csv.DictReader(f))
    return {row["Side"]: row for row in rows}


def score_json(capsys, *more):
    assert main(["score", str(PANDUR), "--json", *more]) == 0
    return json.loads(capsys.readouterr().out)


def test_the_board_csv_has_nobody_still_playing_after_the_end(tmp_path, capsys):
    rows = board_csv(tmp_path, capsys)
    assert {name: row["Still playing"] for name, row in rows.items()} == {
        "Ruedi": "0", "Vreni": "0", "Margrit": "0", "Sepp": "0"}
    # the final standing, as the board says it
    assert {name: (row["Rank"], row["Winner"]) for name, row in rows.items()} == {
        "Ruedi": ("1", "1"), "Vreni": ("2", "0"), "Margrit": ("3", "0"), "Sepp": ("4", "0")}


def test_the_board_json_has_nobody_in_the_game_after_the_end(capsys):
    board = score_json(capsys)
    assert board["finished"] is True
    assert [side["figures"]["in_game"] for side in board["sides"]] == [False] * 4
    assert board["figures"]["in_game"] == []
    assert board["figures"]["loser"] == 2  # Sepp, seat 3


def test_while_it_runs_those_at_the_table_are_in_the_game(capsys):
    board = score_json(capsys, "--upto", "14")  # Ruedi and Vreni are out; Sepp and Margrit play
    assert board["finished"] is False
    assert [side["figures"]["in_game"] for side in board["sides"]] == [False, False, True, True]
    assert board["figures"]["in_game"] == [2, 3]
    assert board["figures"]["loser"] is None
