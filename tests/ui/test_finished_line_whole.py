"""The finished Partie's sentence is shown whole from the moment the last round is written.

A trial's laptop showed «Sieger: Dora & Cla; Ziel erreicht. Die» after the last round of a
Schieber to 1'000: the box with the winner's sentence was shown (and laid out) while its label
still held the text of before, one line high, and the sentence came only after; the window was
painted at that height before the next layout pass, and the hint and buttons below moved a
line down afterwards. The sentence is now in the label before the box is shown.

The last round is typed with the keys; what the window has laid out right after the Enter,
before any further event is handled, is what the first paint shows.
"""

import pytest

from jasstafel.core import Team
from jasstafel.core.matchfile import new_match

from .conftest import window_in
from .keyboard import ctrl, enter, open_match, settle, type_text

LONG = ["Marie-Claire", "Jean-Pierre", "Anne-Catherine", "Hans-Ruedi"]
TEAMS = [Team(name="Marie-Claire & Anne-Catherine", players=[0, 2]),
         Team(name="Jean-Pierre & Hans-Ruedi", players=[1, 3])]


def whole(label):
    """*label*'s text fits its height at its width (wrapped, nothing cut)."""
    return label.height() >= label.heightForWidth(label.width())


@pytest.mark.parametrize(("language", "size", "said"), [
    ("de", (1024, 600), "Sieger: Marie-Claire & Anne-Catherine; Ziel erreicht."),
    ("fr", (1366, 768), "Victoire de Marie-Claire & Anne-Catherine"),
])
def test_the_winners_sentence_shows_whole_at_once(qapp, qtbot, settings, autosaves,
                                                  language, size, said, tmp_path):
    for window in window_in(language, qapp, qtbot, settings, size=size):
        match = new_match("schieber", LONG, preset="einfach_1000", teams=TEAMS)
        open_match(qtbot, window, match)
        for _ in range(7):  # 7 × 157 (Eicheln, typed by the team announcing): past 1'000
            ctrl(qtbot, "1")
            type_text(qtbot, "157")
            enter(qtbot)
        label = window.finished_label
        assert window.controller.board.finished
        assert label.isVisible()
        assert said in label.text()
        # as the first paint after the Enter shows it: two lines, not the first one alone
        assert label.height() > label.fontMetrics().lineSpacing() * 3 // 2
        assert whole(label), (label.height(), label.heightForWidth(label.width()))
        button = window.finished_buttons[0]
        below = button.mapTo(window, button.rect().topLeft()).y()
        settle()
        window.grab().save(str(tmp_path / f"finished-{language}-{size[0]}.png"))
        assert whole(label)
        # the buttons were where they stay: the form moved once, when the match ended
        assert button.mapTo(window, button.rect().topLeft()).y() == below
