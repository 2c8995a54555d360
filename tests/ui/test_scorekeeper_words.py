"""English says "scorekeeper" (a tester's trial of a Punktetafel, English, mouse first): the
board's last row said "closed by the Schreiber", the printed sheet "Closed by the Schreiber"
and, for a board without a target or a number of rounds, "End: the Schreiber closes the
board". German keeps its Schreiber, French says secrétaire (docs/translating.md); the blank
and the club's table sheets name the scorekeeper's line so too (tests/print)."""

from PySide6.QtCore import Qt

from jasstafel.printing.sheet import write_pdf

from ..print import pdf_pages
from .keyboard import click, focus, settle, type_
from .test_guggitaler_count_line import start_by_dialog


def test_a_punktetafel_closed_by_mouse_says_scorekeeper(window, qtbot, settings, tmp_path):
    window.resize(1280, 720)
    panel = start_by_dialog(window, qtbot, settings, variant="punktetafel",
                            players=["Anna", "Beat", "Cla", "Dora"])
    for field, value in zip(panel.points, ("120", "37", "0", "-20"), strict=True):
        click(qtbot, field)
        assert focus() is field
        type_(qtbot, value)
    click(qtbot, panel.write_button)
    assert len(window.controller.match.entries) == 1
    assert panel.close_button.isEnabled()
    qtbot.mouseClick(panel.close_button, Qt.MouseButton.LeftButton,
                     pos=panel.close_button.rect().center())
    settle()
    assert window.controller.board.finished
    board = window.board_widget
    assert board.data.rows[-1].note == "closed by the scorekeeper"
    assert "Schreiber" not in board.accessibleDescription() + board.accessibleName()

    path = tmp_path / "tafel.pdf"
    write_pdf(window.controller.match, path)
    text = " ".join(" ".join(page.split()) for page in pdf_pages(path))
    assert "Closed by the scorekeeper" in text
    assert "the scorekeeper closes the board" in text
    assert "Schreiber" not in text

