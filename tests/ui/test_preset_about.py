"""An English newcomer's trial: the New match dialog offered the preset "Fahnder (Peter
Hammer)" and nothing said who that is. The preset list says it in the item's tooltip (the
rulebook's author, who invented the Fahnder in 1988); a preset whose title says enough has
none."""

import pytest
from PySide6.QtCore import Qt

from jasstafel.ui.newmatch import NewMatchDialog

ABOUT = {
    "en": "The rules of Peter Hammer, the Zurich mathematician who invented the Fahnder in "
          "1988",
    "de": "Die Regeln von Peter Hammer, dem Zürcher Mathematiker, der den Fahnder 1988 "
          "erfunden hat",
    "fr": "Les règles de Peter Hammer, le mathématicien zurichois qui a inventé le Fahnder "
          "en 1988",
}
WINDOW = {"en": "window", "de": "german_window", "fr": "french_window"}


def tip(dialog, variant, preset):
    dialog.variant.setCurrentIndex(dialog.variant.findData(variant))
    index = dialog.preset.findData(preset)
    assert index >= 0, preset
    return dialog.preset.itemData(index, Qt.ItemDataRole.ToolTipRole)


@pytest.mark.parametrize("language", list(ABOUT))
def test_the_fahnder_preset_says_who_peter_hammer_is(request, settings, qtbot, language):
    window = request.getfixturevalue(WINDOW[language])
    dialog = NewMatchDialog(settings, window)
    qtbot.addWidget(dialog)
    assert tip(dialog, "fahnder", "standard") == ABOUT[language]
    assert tip(dialog, "punktetafel", "bis_100") is None  # "First to 100" says enough
