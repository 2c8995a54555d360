"""A team's name that names the other team's players is said, not refused (a German trial,
report AQ finding 6): the seats typed in a brief's order made Team A (seats 1 + 3) Vreni and
Margrit, its name typed "Vreni/Ueli" (Ueli sits in Team B) was taken without a word, and the
whole match showed "Vreni/Ueli" over Vreni and Margrit. Now a line above Start says whom the
team plays with; Start still starts the match as typed. A name of its own says nothing."""

from PySide6.QtWidgets import QLabel

from jasstafel.core.matchfile import new_match

from .keyboard import enter, in_next_dialog, key, open_match, shortcut, tab, type_, type_text
from .test_names_dialog import in_names_dialog

TRIAL_SEATS = ("Vreni", "Ueli", "Margrit", "Hans")  # team A: seats 1 + 3, team B: 2 + 4


def new_schieber(qtbot, settings, team_a, team_b=""):
    """New match (Ctrl+N): the trial's seats and the team names typed, then Start; what
    the warning line said before Start, and whether it was shown."""
    settings.setValue("new/variant", "schieber")
    seen = {}

    def typed(dialog):
        for name in TRIAL_SEATS:
            type_text(qtbot, name)
            tab(qtbot)  # the seats, then team A
        type_(qtbot, team_a)
        tab(qtbot)
        type_(qtbot, team_b)
        warning = dialog.findChild(QLabel, "teamNameWarning")
        seen.update(shown=warning.isVisible(), said=warning.text())
        enter(qtbot)
        seen["open"] = dialog.isVisible()

    errors = in_next_dialog(qtbot, typed)
    shortcut(qtbot, "Ctrl+N")
    assert not errors, errors
    return seen


def team_names(window):
    return [team.name for team in window.controller.match.document.teams]


def test_the_trial_s_team_name_is_said_and_start_still_starts(german_window, qtbot, settings):
    seen = new_schieber(qtbot, settings, "Vreni/Ueli")
    assert seen == {"shown": True, "open": False,
                    "said": "Team A heisst «Vreni/Ueli», spielt aber mit Vreni und Margrit "
                            "(Plätze 1 und 3)."}
    assert team_names(german_window) == ["Vreni/Ueli", "Ueli & Hans"]  # as typed


def test_both_teams_swapped_a_line_each(window, qtbot, settings):
    seen = new_schieber(qtbot, settings, "Vreni & Ueli", "Margrit und Hans")
    assert seen["said"] == (
        "Team A is called “Vreni & Ueli” but plays with Vreni and Margrit (seats 1 and 3).\n"
        "Team B is called “Margrit und Hans” but plays with Ueli and Hans (seats 2 and 4).")
    assert team_names(window) == ["Vreni & Ueli", "Margrit und Hans"]


def test_own_players_in_any_order_and_names_of_their_own_say_nothing(window, qtbot, settings):
    seen = new_schieber(qtbot, settings, "margrit / VRENI", "Vreni & Co")
    assert seen == {"shown": False, "said": "", "open": False}
    assert team_names(window) == ["margrit / VRENI", "Vreni & Co"]


def test_the_names_dialog_says_it_too(window, qtbot):
    open_match(qtbot, window, new_match("schieber", list(TRIAL_SEATS)))
    seen = {}

    def renamed(dialog):
        tab(qtbot, 4)  # seats 2, 3, 4, team A
        type_(qtbot, "Vreni/Ueli")
        warning = dialog.findChild(QLabel, "namesTeamWarning")
        seen.update(shown=warning.isVisible(), said=warning.text())
        enter(qtbot)

    in_names_dialog(qtbot, renamed)
    assert seen == {"shown": True, "said": "Team A is called “Vreni/Ueli” but plays with "
                                           "Vreni and Margrit (seats 1 and 3)."}
    assert team_names(window) == ["Vreni/Ueli", "Team B"]


def test_a_team_of_three_called_after_two_of_its_own_says_nothing(window, qtbot, settings):
    """A Punktetafel of six in two teams of three (seats 1 + 3 + 5 and 2 + 4 + 6): team A of
    Anna, Cla and Erwin called "Anna/Cla" was said to play with "Anna, Cla and Erwin" as if
    misnamed. Some of a team's own players are its name; Beat in it is still said."""
    from .test_newmatch_punktetafel_teams import players_typed

    settings.setValue("new/variant", "punktetafel")
    seen = {}

    def typed(dialog):
        players_typed(qtbot, ["Anna", "Beat", "Cla", "Dora", "Erwin", "Fritz"])
        type_(qtbot, "2")  # Teams
        tab(qtbot)
        assert dialog.focusWidget().objectName() == "team0"
        warning = dialog.findChild(QLabel, "teamNameWarning")
        type_(qtbot, "Anna/Cla")
        tab(qtbot)
        type_(qtbot, "Fritz & Beat")
        seen["own"] = (warning.isVisible(), warning.text())
        key(qtbot, "Backtab")  # back to team A, its name selected: on at its end
        assert dialog.focusWidget().objectName() == "team0"
        key(qtbot, "End")
        type_(qtbot, "/Beat")
        seen["other"] = (warning.isVisible(), warning.text())
        enter(qtbot)

    errors = in_next_dialog(qtbot, typed)
    shortcut(qtbot, "Ctrl+N")
    assert not errors, errors
    assert seen == {"own": (False, ""), "other": (
        True, "Team A is called “Anna/Cla/Beat” but plays with Anna, Cla and Erwin "
              "(seats 1, 3 and 5).")}
    assert team_names(window) == ["Anna/Cla/Beat", "Fritz & Beat"]
