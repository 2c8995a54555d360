"""A German trial's Molotow tie: "Gleichstand bei 316 zwischen Ruedi, Sepp: Karte ziehen", in
the line above the form, under the board and in the board's tooltip. Names in a sentence are
joined as everywhere else ("Ruedi und Lotti gewinnen"): "zwischen Ruedi und Sepp", three as
"Heidi, Ruedi und Sepp"; French "entre Ruedi et Sepp"; the draw's box and the winner's line
(the cards drawn against the others) too."""

import re

import pytest

from jasstafel.core.matchfile import new_match
from jasstafel.core.molotow import Card, MolotowDraw, MolotowRound

from .conftest import window_in
from .keyboard import open_match, settle

NAMES = ["Heidi", "Ruedi", "Sepp", "Vreni"]


def tie(points):
    match = new_match("molotow", NAMES, settings={"rounds": 1})
    match.add(MolotowRound(points=points))
    return match


def said(window, panel, board):
    """Where the tie is said: under the board (painted and in its tooltip), the box of the
    draw (the line above the form says nothing over the draw)."""
    settle()
    assert window.status_label.text() == ""
    return {board.data.footer, re.sub("<[^>]*>", "", board.toolTip()),
            panel.tie_label.text() + ": Karte ziehen"}


def test_two_and_three_tied_players_are_named_as_in_a_sentence(german_window, qtbot):
    panel, board = open_match(qtbot, german_window, tie([30, 20, 20, 87]))
    assert said(german_window, panel, board) == {
        "Gleichstand bei 20 zwischen Ruedi und Sepp: Karte ziehen"}
    panel, board = open_match(qtbot, german_window, tie([30, 30, 30, 67]))
    assert said(german_window, panel, board) == {
        "Gleichstand bei 30 zwischen Heidi, Ruedi und Sepp: Karte ziehen"}


def test_the_cards_drawn_against_two_others(german_window, qtbot):
    match = tie([30, 30, 30, 67])
    match.add(MolotowDraw(order=[1, 2, 0], cards=[Card(suit="eicheln", rank="ass"),
                                                  Card(suit="schellen", rank="8"),
                                                  Card(suit="rosen", rank="7")]))
    german_window.start(match)  # finished: no form to wait for
    settle()
    board = german_window.board_widget
    assert board.data.footer == ("Sieger: Ruedi mit 30 Punkten (zog Eicheln Ass gegen Sepp "
                                 "Schellen 8 und Heidi Rosen 7)")


@pytest.fixture
def french(qapp, qtbot, settings, autosaves):
    yield from window_in("fr", qapp, qtbot, settings)


def test_french_says_et(french, qtbot):
    panel, board = open_match(qtbot, french, tie([30, 20, 20, 87]))
    settle()
    assert board.data.footer == "Égalité à 20 entre Ruedi et Sepp\u00a0: tirez une carte"
    assert french.status_label.text() == ""  # said once: the draw's box says what to do
    assert panel.tie_label.text() == "Égalité à 20 entre Ruedi et Sepp"
