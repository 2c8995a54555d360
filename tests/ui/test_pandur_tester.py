"""A tester's Pandur of four, played mouse first (English, 1280×720 at 150 %): what the form
showed that read oddly. Each test drives the real window."""

from jasstafel.core.matchfile import new_match

from .keyboard import open_match

NAMES = ["Anna", "Beat", "Heidi", "Megan"]  # Anna deals first and sits out


def test_the_empty_bid_field_shows_no_lone_grey_word(window, qtbot):
    """A large grey "type" stood alone in the empty bid field: the heading *Bid* is above
    it, the tooltip says what is typed there (a number, or mo, mm, po, pm). It shows no
    word."""
    panel, _board = open_match(qtbot, window, new_match("pandur", NAMES))
    assert panel.bid.text() == "" and panel.bid.placeholderText() == ""
    assert "mo = Misère ohne" in panel.bid.toolTip()
