"""The Differenzler sheet's note names a kind of hit once, then every player it is about (a
Romand trial's sheet read "exact : Jean-Marc, exact : Elodie")."""

import pytest

from . import EXAMPLES
from .test_sheet_findings import flat, printed

pytestmark = pytest.mark.usefixtures("qapp")


@pytest.mark.parametrize(("lang", "said", "not_said"), [
    ("fr", "exact : Cla, Dora", "exact : Cla, exact"),
    ("de", "genau: Cla, Dora", "genau: Cla, genau"),
    ("en", "exact: Cla, Dora", "exact: Cla, exact"),
])
def test_two_exact_hits_of_a_game_are_one_note(tmp_path, lang, said, not_said):
    # docs/examples/differenzler.jass, game 5: Cla and Dora both exact
    text = flat(printed(tmp_path, EXAMPLES / "differenzler.jass", lang))
    assert said in text and not_said not in text
