"""New match's *Vorlage* list ends in "…" where its "angepasst: …" text is too long, as
*Tischregeln…* does (Qt cut it in the middle of a word, and nothing said that more followed);
the whole text is the list's tooltip, and the dialog keeps its width. Opened by Ctrl+N, two
boxes ticked by Tab and Space, as a person does."""

import pytest

from jasstafel.core.matchfile import new_match

from .keyboard import focus, open_match
from .test_preset_line_changes import FOUR, in_new_match
from .test_table_rules import tab_to

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


@pytest.mark.parametrize("language", ["german", "french"])
def test_a_long_preset_line_ends_in_an_ellipsis_and_is_whole_in_its_tooltip(
        request, qtbot, tmp_path, language):
    window = request.getfixturevalue(f"{language}_window")
    open_match(qtbot, window, new_match("schieber", FOUR))
    seen = {}

    def tick_two(dialog):
        width = dialog.width()
        for setting in ("double_deck", "striche"):
            tab_to(qtbot, setting)
            qtbot.keyClick(focus(), " ")
        box = dialog.preset
        seen.update(whole=box.currentText(), tip=box.toolTip(), shown=box.shown_text(),
                    room=box.width(), wide=box.fontMetrics().horizontalAdvance(box.shown_text()),
                    same_width=dialog.width() == width)
        box.grab().save(str(tmp_path / f"preset-{language}.png"))
        dialog.done(0)

    in_new_match(qtbot, tick_two)
    assert seen["tip"] == seen["whole"]
    assert len(seen["whole"]) > 60, seen["whole"]  # long: two boxes said by their state
    assert seen["shown"].endswith("…"), seen
    assert seen["whole"].startswith(seen["shown"][:-1]), seen
    assert seen["wide"] < seen["room"] and seen["same_width"], seen
