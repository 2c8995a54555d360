"""Every example in docs/examples is a golden file: its board must stay as documented."""

import json
from pathlib import Path

import pytest

from jasstafel.core import VARIANTS, matchfile

EXAMPLES = Path(__file__).parents[2] / "docs" / "examples"
FILES = sorted(EXAMPLES.glob("*.jass"))


def test_every_variant_has_an_example():
    variants = {matchfile.load(f).variant for f in FILES}
    assert variants == {v.name for v in VARIANTS}


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_example_board(path):
    expected = json.loads(path.with_suffix(".board.json").read_text("utf-8"))
    board = matchfile.load(path).board()
    assert json.loads(board.model_dump_json()) == expected


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_example_file_is_saved_as_jasstafel_writes_it(path):
    assert matchfile.dumps(matchfile.load(path)) == path.read_text("utf-8")
