"""The window's Statistics tab says what its figures count, as the printed sheet does (a Romand
trial's reading): a Pandur's deals played beside the deals the history numbers, the Stöck (a
count of rounds) under the Weis (points). The entries are typed into the real window; the
tab is shown from the View menu."""

import pytest

from jasstafel.core.matchfile import new_match

from .keyboard import ALT, ctrl, enter, open_match, press, shortcut, type_text
from .test_pandur_window import deal

VIEW_STATISTICS = {"en": ("v", "s"), "fr": ("a", "s")}  # View → Statistics, by the keys
# the View menu opened by its key: what the offscreen platform says of a menu
pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def show_statistics(qtbot, window, lang):
    menu, item = VIEW_STATISTICS[lang]
    press(qtbot, menu, ALT)
    press(qtbot, item)
    assert window.tabs.currentWidget() is window.statistics


@pytest.mark.parametrize("lang, summary, played, best", [
    ("en", "Deals: 8 (7 played, 1 without a bid)", "Deals played", "Best deal"),
    ("fr", "Donnes\u00a0: 8 (7 jouées, 1 sans offre)", "Donnes jouées", "Meilleure donne")])
def test_a_pandurs_deals_played_say_the_deal_nobody_bid_on(request, qtbot, lang, summary,
                                                            played, best):
    """Eight deals typed, the third nobody bid on (Alt+N): the history numbers eight and the
    header says Pascal deals the ninth; "Rounds played: 7" above them read as a miscount, and
    "Deals played: 11 (1 without a bid, 1 misdeal)" after 13 deals as a breakdown of the 11
    (a tester's): the deals numbered come first, then what of them was played and what not."""
    window = request.getfixturevalue({"en": "window", "fr": "french_window"}[lang])
    open_match(qtbot, window, new_match("pandur", ["Pascal", "Beat", "Cla", "Dora"]))
    show_statistics(qtbot, window, lang)
    deal(qtbot, 1, "150", "made")  # 1: Pascal deals
    deal(qtbot, 2, "150", "made")  # 2: Beat deals
    shortcut(qtbot, "Alt+N")  # 3: Cla deals, nobody bids
    deal(qtbot, 0, "120", "made")  # 4: Dora deals
    deal(qtbot, 1, "120", "failed")  # 5: Pascal deals
    deal(qtbot, 3, "130", "made")  # 6: Beat deals
    deal(qtbot, 0, "120", "made")  # 7: Cla deals
    deal(qtbot, 1, "120", "made")  # 8: Dora deals
    assert window.history.list.count() == 8
    assert window.statistics.summary.text().split(" · ")[0] == summary
    rows = dict(window.statistics.rows())
    # each one's deals: not those he sat out as dealer, not the one nobody bid on
    assert rows[played] == ["5", "5", "6", "5"]
    assert rows[best] == ["2", "3", "3", "2"]


def test_a_pandur_without_a_no_bid_says_only_the_deals_played(window, qtbot):
    open_match(qtbot, window, new_match("pandur", ["Pascal", "Beat", "Cla", "Dora"]))
    show_statistics(qtbot, window, "en")
    deal(qtbot, 1, "150", "made")
    assert window.statistics.summary.text().split(" · ")[0] == "Deals played: 1"


@pytest.mark.parametrize("lang, weis, stoeck", [
    ("en", "Weis written (× factor)", "Rounds with Stöck"),
    ("fr", "Annonces inscrites (× facteur)", "Donnes avec stöck")])
def test_the_stoeck_under_the_weis_say_they_count_rounds(request, qtbot, lang, weis, stoeck):
    """"Stöck 1" right under "Weis written 100" read as points: the Weis are points (× the
    factor), the Stöck a count of rounds. Two rounds typed, Stöck in the second (Eicheln ×5:
    100 points on the board, one round)."""
    window = request.getfixturevalue({"en": "window", "fr": "french_window"}[lang])
    open_match(qtbot, window, new_match("schieber", ["Anna", "Beat", "Cla", "Dora"]))
    show_statistics(qtbot, window, lang)
    ctrl(qtbot, "4")  # Schellen ×2: Anna & Cla 101, Weis 50
    type_text(qtbot, "101")
    ctrl(qtbot, "w")
    type_text(qtbot, "50")
    enter(qtbot)
    ctrl(qtbot, "1")  # Eicheln ×5, Anna & Cla's Match and Stöck
    ctrl(qtbot, "8")
    ctrl(qtbot, "m")
    ctrl(qtbot, "t")
    enter(qtbot)
    rows = window.statistics.rows()
    labels = [label for label, _values in rows]
    assert labels[labels.index(weis) + 1] == stoeck, labels
    assert dict(rows)[weis] == ["100", "0"] and dict(rows)[stoeck] == ["1", "0"]
