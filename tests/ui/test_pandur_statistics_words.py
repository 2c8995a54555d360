"""The Pandur's bids in the window's statistics say what the printed sheet says.

A keyboard trial in English: the window's statistics said "110 chosen", the sheet "Contracts
played (bids)". A Pandur's bid is bid and played by its declarer, not chosen: both say
"played", the sheet over its list of bids ("Bids played": 110, 120 …), the window on each
row ("Bid played: 110"), in the form's word for a bid (German *Angebot*, French *offre*).
"""

import pytest
from PySide6.QtCore import Qt

from jasstafel.printing.statistics import chosen_title

from .conftest import window_in

SAID = {  # the sheet's heading, the window's row of the bid 150
    "en": ("Bids played", "Bid played: 150"),
    "de": ("Gespielte Angebote", "Gespieltes Angebot: 150"),
    "fr": ("Offres jouées", "Offre jouée\u00a0: 150"),
}


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_the_bids_played_in_the_window_and_on_the_sheet(qapp, qtbot, settings, autosaves,
                                                       language):
    windows = window_in(language, qapp, qtbot, settings) if language != "en" else None
    if windows is not None:
        window = next(windows)
    else:
        from jasstafel.ui import mainwindow

        window = mainwindow.MainWindow(settings)
        qtbot.addWidget(window)
        window.resize(1300, 850)
        window.show()
    window.open_file("docs/examples/pandur.jass")
    qtbot.waitUntil(lambda: window.controller.session is not None)
    bar = window.tabs.tabBar()  # the Statistics tab, clicked
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.tabRect(window.tabs.indexOf(window.statistics)).center())
    labels = [label for label, _values in window.statistics.rows()]
    heading, row = SAID[language]
    assert row in labels, labels
    bids = [label for label in labels if label.startswith(row.split("150")[0])]
    assert len(bids) >= 5 and not [label for label in labels if "chosen" in label], labels
    assert chosen_title(window.controller.match) == heading
    if windows is not None:
        next(windows, None)
    else:
        window.controller.session.discard_autosave()
