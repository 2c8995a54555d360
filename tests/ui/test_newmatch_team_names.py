"""New match checks a team's name as a player's (core.matchfile.check_names, shared with the
Names and details dialog): a name of 61 characters made no team and raised an error that the
dialog did not catch; now it is refused in the dialog, which stays open with the typing."""

from .keyboard import enter, in_next_dialog, paste, shortcut, tab, type_text


def test_new_match_refuses_a_team_name_too_long_as_well(window, qtbot, settings):
    """The same check in New match, whose dialog let a team name of 61 characters through
    to an error nobody caught (the dialog closed by the tests' fallback, no match)."""
    settings.setValue("new/variant", "schieber")
    seen = {}

    def refused(dialog):
        for name in ("Anna", "Beat", "Cla", "Dora"):
            type_text(qtbot, name)
            tab(qtbot)
        tab(qtbot)  # team A (after its players), team B
        paste(qtbot, "T" * 61)
        enter(qtbot)
        seen.update(visible=dialog.isVisible(), said=dialog.error.text())
        dialog.done(0)

    errors = in_next_dialog(qtbot, refused)
    shortcut(qtbot, "Ctrl+N")
    assert not errors, errors
    assert seen["visible"]
    assert seen["said"].lower() == "team b: 61 characters; a name has at most 60"
