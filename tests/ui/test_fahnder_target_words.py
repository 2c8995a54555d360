"""The New match form names the Fahnder's goal as the rule does (a trial's, German): the
label read *Striche zum Fahnder-König 12*, but a player becomes Fahnder-König at 12 net
Striche, Striche less Nuller (RULES.md §5), as the board (*Fahnder-König bei netto 12*) and
the sheet (*netto 12 (Striche − Nuller)*) say. The label says net Striche."""

import pytest
from PySide6.QtWidgets import QApplication

from .keyboard import in_next_dialog, shortcut

WINDOWS = {"en": "window", "de": "german_window", "fr": "french_window"}
SAID = {"en": "Net Striche to be Fahnder-König", "de": "Netto-Striche zum Fahnder-König",
        "fr": "Traits nets pour être Fahnder-König"}


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_the_new_match_form_says_net_striche(request, qtbot, settings, language):
    request.getfixturevalue(WINDOWS[language])  # the window, in its language
    settings.setValue("new/variant", "fahnder")
    seen = []

    def read(dialog):
        assert dialog.cls.name == "fahnder"
        target = dialog.form.editors["target"]
        seen.append(dialog.form.layout_.labelForField(target).text())
        dialog.reject()

    errors = in_next_dialog(qtbot, read)
    shortcut(qtbot, "Ctrl+N")
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    assert not errors, errors
    assert seen == [SAID[language]]
