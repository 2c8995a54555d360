"""The Statistics tab beside the history and the chart, and the time each entry is written.

The rounds are typed into the real window; the tab is chosen with a click on its tab."""

import datetime

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match

from .keyboard import ALT, ctrl, enter, focused, press, type_text

PLAYERS = ["Anna", "Beat", "Cla", "Dora"]


def open_match(window, qtbot, match):
    window.start(match)
    qtbot.waitUntil(lambda: window.panel is not None and window.panel.isVisible())
    window.panel.focus_next()


def show_statistics(window, qtbot):
    bar = window.tabs.tabBar()
    index = window.tabs.indexOf(window.statistics)
    assert window.tabs.tabText(index) == "Statistics"
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    assert window.tabs.currentWidget() is window.statistics


def shown(window):
    return dict(window.statistics.rows())


def test_the_tabs_are_history_chart_statistics(window, qtbot):
    open_match(window, qtbot, new_match("schieber", PLAYERS))
    assert [window.tabs.tabText(i) for i in range(window.tabs.count())] == [
        "History", "Chart", "Statistics"]


@pytest.mark.qt_log_ignore("does not support raise", "does not support grabbing the keyboard")
def test_the_view_menu_shows_each_tab_by_keys(window, qtbot, dialogs):
    """The tabs take no focus (Tab goes from the form to the history), so a Schreiber
    without a mouse never saw the chart or the statistics. The View menu shows each."""
    open_match(window, qtbot, new_match("schieber", PLAYERS))
    form_field = focused()
    for letter, page in (("s", window.statistics), ("c", window.chart),
                         ("h", window.history)):
        press(qtbot, "v", ALT)  # the View menu
        press(qtbot, letter)
        assert window.tabs.currentWidget() is page
        assert focused() is form_field  # the cursor stays where the rounds are typed
        assert [a.isChecked() for a in window.page_actions] == [
            i == window.tabs.currentIndex() for i in range(3)]
    # the cursor in the history, the statistics shown: it goes back to the form
    window.history.list.setFocus()
    press(qtbot, "v", ALT)
    press(qtbot, "s")
    assert window.tabs.currentWidget() is window.statistics
    assert window.panel.isAncestorOf(focused())
    press(qtbot, Qt.Key.Key_F1)  # the keyboard help says where they are
    assert "the chart and the statistics below the board: the menu View." in (
        dialogs.shown[-1][1])
    # a variant without a chart has no Chart in the menu
    open_match(window, qtbot, new_match("handjass", PLAYERS[:3]))
    assert not window.tabs.isTabVisible(1) and not window.page_actions[1].isVisible()
    press(qtbot, "v", ALT)
    press(qtbot, "s")
    assert window.tabs.currentWidget() is window.statistics


def test_tab_reaches_the_statistics_and_the_keys_scroll_them(window, qtbot):
    """A netbook trial's: five rows of the statistics in view, *Beste Runde*, *Berg* and the
    trumps below, and neither Tab nor any key got there. Shown by the View menu, the table
    is the next Tab stop after the form (in the history's place); the page keys scroll it."""
    from .keyboard import key, tab

    window.resize(1024, 600)
    window.open_file("docs/examples/schieber-freier-jass.jass")
    qtbot.waitUntil(lambda: window.panel is not None)
    window.panel.focus_next()
    show_statistics(window, qtbot)
    table = window.statistics.table
    qtbot.waitUntil(lambda: table.isVisible())
    for _ in range(5):
        QApplication.processEvents()  # the table laid out in its room
    bar = table.verticalScrollBar()
    assert bar.maximum() > 0, "the test needs a table that scrolls"
    for _ in range(30):  # Tab round the window until the table has the keys
        if focused() is table:
            break
        tab(qtbot)
    assert focused() is table
    key(qtbot, "PageDown", times=6)  # its Striche too (the example keeps them)
    assert bar.value() == bar.maximum()
    key(qtbot, "PageUp", times=6)
    assert bar.value() == 0


def test_schieber_statistics_follow_every_entry(window, qtbot, clock):
    open_match(window, qtbot, new_match("schieber", PLAYERS))  # Freier Jass
    show_statistics(window, qtbot)
    assert window.panel.points[0].hasFocus()  # the click on the tab left the cursor in the form
    # 1: Schellen ×2, Anna & Cla 101 with Weis 50
    ctrl(qtbot, "4")
    type_text(qtbot, "101")
    ctrl(qtbot, "w")
    type_text(qtbot, "50")
    enter(qtbot)
    rows = shown(window)
    assert rows["Rounds played"] == ["1", "1"]
    assert rows["Weis written (× factor)"] == ["100", "0"]  # 50 × 2
    assert rows["Best round"] == ["302", "112"]
    assert window.statistics.summary.text() == "Rounds played: 1 · Started at 20:15"
    # 2, 47 minutes later: Eicheln ×5, Anna & Cla announce, Match and Stöck
    clock.advance(minutes=47, seconds=30)
    ctrl(qtbot, "1")
    ctrl(qtbot, "8")
    ctrl(qtbot, "m")
    ctrl(qtbot, "t")
    enter(qtbot)
    rows = shown(window)
    assert rows["Matches"] == ["1", "0"]
    assert rows["of which Kontermatsch"] == ["0", "0"]
    assert rows["Rounds with Stöck"] == ["1", "0"]
    assert rows["Best round"] == ["1385", "112"]
    assert rows["Berg"] == ["no", "no"]  # as the printed sheet says it, not "–"
    chosen = {label: values for label, values in rows.items() if label.endswith("chosen")}
    assert chosen == {"Acorns chosen": ["1", "–"], "Bells chosen": ["1", "–"]}
    summary = window.statistics.summary.text()
    assert summary == "Rounds played: 2 · Time played: 48 min (20:15 to 21:02)"
    assert focused() is window.panel.points[0]


def test_every_entry_the_window_writes_carries_its_time(window, qtbot, clock, tmp_path):
    open_match(window, qtbot, new_match("schieber", PLAYERS))
    ctrl(qtbot, "4")
    type_text(qtbot, "101")
    enter(qtbot)
    clock.advance(minutes=5)
    ctrl(qtbot, "2")
    type_text(qtbot, "80")
    enter(qtbot)
    entries = window.controller.match.entries
    zone = datetime.timezone(datetime.timedelta(hours=1))
    assert [e.written_at for e in entries] == [
        datetime.datetime(2026, 11, 26, 20, 15, tzinfo=zone),
        datetime.datetime(2026, 11, 26, 20, 20, tzinfo=zone)]
    text = (window.controller.session.target).read_text(encoding="utf-8")
    assert '"written_at": "2026-11-26T20:15:00+01:00"' in text  # in the file, with its offset
    # a correction keeps the time the round was written
    clock.advance(hours=2)
    window.history.list.setCurrentRow(0)
    window.history.correct()
    panel = window.panel
    panel.points[0].setFocus()
    panel.points[0].selectAll()
    type_text(qtbot, "99")
    enter(qtbot)
    first = window.controller.match.entries[0]
    assert first.points == (99, 58)
    assert first.written_at == datetime.datetime(2026, 11, 26, 20, 15, tzinfo=zone)
    assert matchfile.load(window.controller.session.target).board() == \
        window.controller.board


def test_coiffeur_statistics_without_weis(window, qtbot, clock):
    open_match(window, qtbot, new_match("coiffeur", PLAYERS, preset="swisslos_8"))
    show_statistics(window, qtbot)
    # the first row of Team A (Eichel ×1), 80 card points
    type_text(qtbot, "80")
    enter(qtbot)
    rows = shown(window)
    assert "Weis written" not in rows and "Berg" not in rows  # not in a Coiffeur
    assert rows["Rounds played"][0] == "1"
    assert any(label.startswith(("Acorns", "Roses", "Shields", "Bells", "Obenabe"))
               for label in rows), rows


def test_a_turnier_has_no_weis_and_no_stoeck_rows(window, qtbot, clock):
    """A trial's Turnier listed "Weis written 0" and "Stöck 0", which its table rules do not
    have (weis false), as it rightly left out the Berg."""
    open_match(window, qtbot, new_match("schieber", PLAYERS, preset="turnier"))
    show_statistics(window, qtbot)
    ctrl(qtbot, "4")  # Schellen, Anna & Cla 101
    type_text(qtbot, "101")
    enter(qtbot)
    rows = shown(window)
    assert rows["Rounds played"] == ["1", "1"] and rows["Matches"] == ["0", "0"]
    assert "Weis written" not in rows and "Rounds with Stöck" not in rows and "Berg" not in rows


@pytest.mark.parametrize("stoeck", [True, False])
def test_a_coiffeur_shows_stoeck_only_where_they_count(window, qtbot, clock, stoeck):
    open_match(window, qtbot, new_match("coiffeur", PLAYERS, preset="swisslos_8",
                                        settings={"stoeck": stoeck}))
    show_statistics(window, qtbot)
    type_text(qtbot, "80")
    enter(qtbot)
    assert ("Rounds with Stöck" in shown(window)) is stoeck


def test_the_statistics_speak_german(qapp, window, qtbot, clock):
    from PySide6.QtCore import QTranslator

    from jasstafel.ui import i18n

    assert i18n.install(qapp, "de") is not None
    try:
        open_match(window, qtbot, new_match("schieber", PLAYERS))
        ctrl(qtbot, "4")
        type_text(qtbot, "101")
        enter(qtbot)
        window.tabs.setCurrentWidget(window.statistics)
        labels = list(shown(window))
        assert "Gespielte Runden" in labels and "Beste Runde" in labels, labels
        assert window.statistics.summary.text().startswith("Gespielte Runden: 1")
    finally:
        i18n.uninstall(qapp)
        for translator in qapp.findChildren(QTranslator):
            qapp.removeTranslator(translator)


def test_the_punktetafel_and_the_differenzler_name_the_dealer_and_move_on(window, qtbot):
    """Who deals, by name, in big letters (these two variants have no announcer: the board
    gives none), moving on after every round."""
    from jasstafel.core.differenzler import DifferenzlerGame
    from jasstafel.core.punktetafel import PunktetafelRound

    for match, entry in (
            (new_match("punktetafel", PLAYERS), PunktetafelRound(points=[1, 2, 3, 4])),
            (new_match("differenzler", PLAYERS),
             DifferenzlerGame(predictions=[40, 40, 40, 37], points=[40, 40, 40, 37]))):
        open_match(window, qtbot, match)
        assert window.panel.header._shown == [("Deals", "Anna")]
        assert window.panel.header.isVisible()
        window.controller.add(entry, "round")
        assert window.panel.header._shown == [("Deals", "Beat")]
        window.controller.session.discard_autosave()


def test_the_time_played_is_honest_under_a_minute_and_rounds_half_up(window, qtbot, clock):
    """A trial's Handjass was played in 30 s and said "0 min (06:53 to 06:54)", a
    Differenzler in 37 s "1 min (06:52 to 06:52)": Python's round() takes 0.5 to the even 0.
    Under a minute says so; from a minute on, whole minutes rounded half up."""
    open_match(window, qtbot, new_match("schieber", PLAYERS))
    show_statistics(window, qtbot)
    summaries = []
    for seconds in (30, 7, 53, 60):  # the span after each round: 30 s, 37 s, 90 s, 150 s
        ctrl(qtbot, "4")
        type_text(qtbot, "101")
        enter(qtbot)
        summaries.append(window.statistics.summary.text().split(" · ")[-1])
        clock.advance(seconds=seconds)
    assert summaries == ["Started at 20:15", "Time played: less than a minute (20:15 to 20:15)",
                         "Time played: less than a minute (20:15 to 20:15)",
                         "Time played: 2 min (20:15 to 20:16)"]


def test_a_time_played_in_every_language(window_language):
    from jasstafel import i18n

    said = [i18n.duration(s) for s in (0, 30, 59, 60, 89, 90, 150, 3569, 3570, 4350)]
    assert said == {
        "en": ["less than a minute", "less than a minute", "less than a minute", "1 min",
               "1 min", "2 min", "3 min", "59 min", "1 h 00 min", "1 h 13 min"],
        "de": ["weniger als eine Minute", "weniger als eine Minute", "weniger als eine Minute",
               "1 Min.", "1 Min.", "2 Min.", "3 Min.", "59 Min.", "1 Std. 00 Min.",
               "1 Std. 13 Min."],
        "fr": ["moins d’une minute", "moins d’une minute", "moins d’une minute", "1 min",
               "1 min", "2 min", "3 min", "59 min", "1 h 00 min", "1 h 13 min"],
    }[window_language]


def test_a_coiffeur_counts_its_kontermatsch_made_apart(window, qtbot, clock):
    """A trial's Coiffeur said Matches 2, Kontermatsch 1 for a Match and a Kontermatsch
    (unclear whether the Kontermatsch was among the Matches), a later one "Matches 2 / of
    which Kontermatsch 1" beside the sheet's ranking "Matches in own rows 1". Each line now
    names what it counts: the ranking's Matches in own rows, and the Kontermatsch made."""
    open_match(window, qtbot, new_match("coiffeur", PLAYERS, preset="swisslos_8"))
    show_statistics(window, qtbot)
    type_text(qtbot, "80")  # Anna & Cla, their first row
    enter(qtbot)
    ctrl(qtbot, "k")  # Beat & Dora take no trick: a Kontermatsch by Anna & Cla
    enter(qtbot)
    ctrl(qtbot, "m")  # Cla: a Match of Anna & Cla in their own row
    enter(qtbot)
    board = window.controller.board
    assert [line.notes[0] for line in board.entries[1:]] == ["Kontermatsch", "Match"]
    rows = shown(window)
    assert rows["Matches in own rows"] == ["1", "0"]
    assert rows["Kontermatsch made"] == ["1", "0"]
    assert not {"Matches", "of which Kontermatsch", "Kontermatsch"} & set(rows)


def test_the_contracts_chosen_are_in_the_sheet_s_order(window, qtbot):
    """A trial's: the Coiffeur's statistics tab listed "Acorns, Misère, Roses …" (sorted by
    name), the printed sheet the rows as on the board. Both in the board's row order."""
    from jasstafel.core.statistics import statistics
    from jasstafel.printing.statistics import contract_order

    window.open_file("docs/examples/coiffeur-jassverein.jass")
    qtbot.waitUntil(lambda: window.panel is not None)
    show_statistics(window, qtbot)
    chosen = [label for label, _values in window.statistics.rows() if label.endswith("chosen")]
    match = window.controller.match
    rows = [r.name for r in match.document.settings.rows]
    keys = contract_order(match, statistics(match).contracts)
    assert keys == [k for k in rows if k in keys]  # the board's order
    assert chosen == [f"{window.statistics.contract_word(match, k)} chosen" for k in keys]
