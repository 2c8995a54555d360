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
    ("en", "Deals played: 7 (1 without a bid)", "Deals played", "Best deal"),
    ("fr", "Donnes jouées : 7 (1 sans offre)", "Donnes jouées", "Meilleure donne")])
def test_a_pandurs_deals_played_say_the_deal_nobody_bid_on(request, qtbot, lang, summary,
                                                            played, best):
    """Eight deals typed, the third nobody bid on (Alt+N): the history numbers eight and the
    header says Pascal deals the ninth; "Rounds played: 7" above them read as a miscount."""
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
