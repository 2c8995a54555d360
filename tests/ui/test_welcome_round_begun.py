"""The start page says whose match waits and that a round is begun in it (trial BH).

A German Schreiberin typed a Coiffeur round, chose *Beenden* → *Ungespeichert behalten*,
and started again: the page said *Weiterspielen: Coiffeur, 6 Einträge, heute 10:37*, and
only the match opened showed the round begun (kept on quit, ui.crashdraft); nothing said
whose match it was. Both offers (the match kept unsaved, the file saved last) now name the
players and the round begun: *Weiterspielen: Coiffeur (Anna, Beat, Cla, Dora), 3 Einträge
und eine angefangene Runde, heute 10:37*; names too long for the button are shortened, the
tooltip has them whole. Here through the real window: the round typed with the keys, the
real question answered with its Alt key, a new window with the same settings.
"""

import datetime
import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QPushButton

from jasstafel.core.matchfile import new_match
from jasstafel.ui.i18n import time_text

from .conftest import window_in
from .keyboard import enter, focus, settle, type_
from .real_dialogs import real_dialogs_fixture  # noqa: F401
from .test_crash_draft import EXAMPLES, example
from .test_quit_keeps_round import answered, in_form, next_start

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

NAMES = ["Anna", "Beat", "Cla", "Dora"]


def offer(window, name):
    return window.welcome.findChild(QPushButton, name)


def said(button):
    return button.text().replace("\u00a0", " ")


def today(moment):
    if moment.date() != datetime.date.today():
        pytest.skip("written just before midnight")
    return time_text(moment).replace("\u00a0", " ")


def coiffeur_with_rounds(qtbot, window, rounds):
    """A new Coiffeur (unnamed, autosaved), *rounds* rounds written with the keys."""
    window.start(new_match("coiffeur", NAMES))
    in_form(qtbot, window)
    for _ in range(rounds):
        type_(qtbot, "87")
        enter(qtbot)
    assert len(window.controller.match.entries) == rounds


def quit_(window):
    """*File → Quit* (*Datei → Beenden*): Qt's offscreen platform binds no key to it."""
    window.file_menu.actions()[-1].trigger()


def first_start(language, qapp, qtbot, settings):
    """The window in *language* (English: no catalog to install)."""
    if language == "en":
        yield next_start(qtbot, settings)
    else:
        yield from window_in(language, qapp, qtbot, settings)


@pytest.mark.parametrize(("language", "keep", "words", "back"), [
    ("de", "u", "Weiterspielen: Coiffeur (Anna, Beat, Cla, Dora), 3 Einträge und eine "
                "angefangene Runde, heute {0}",
     "Die angefangene Runde ist wieder da (beim Verlassen der Partie behalten)."),
    ("fr", "g", "Continuer : Coiffeur (Anna, Beat, Cla, Dora), 3 inscriptions et une donne "
                "commencée, aujourd’hui {0}",
     "La donne commencée est de retour (gardée en quittant la partie)."),
    ("en", "k", "Continue: Coiffeur (Anna, Beat, Cla, Dora), 3 entries and a round begun, "
                "today {0}",
     "The round begun before the match was left is back."),
])
def test_a_match_kept_unsaved_with_a_round_begun_says_so(qapp, qtbot, settings, autosaves,
                                                        real_dialogs, language, keep, words,
                                                        back, tmp_path):
    """Three rounds written, the fourth's points typed, *File → Quit*, *Keep unsaved* by
    its Alt key; the next start's *Continue* says it, and brings the round back."""
    windows = first_start(language, qapp, qtbot, settings)
    window = next(windows)
    coiffeur_with_rounds(qtbot, window, 3)
    type_(qtbot, "45")  # the fourth round begun
    settle()
    real_dialogs.when(QMessageBox, answered(qtbot, [], keep))  # Keep unsaved
    quit_(window)
    real_dialogs.check()
    qtbot.waitUntil(lambda: not window.isVisible())

    after = next_start(qtbot, settings)
    button = offer(after, "welcomeContinue")
    qtbot.waitUntil(button.isVisible)
    (autosave,) = autosaves.glob("*.jass")
    assert said(button) == words.format(today(
        datetime.datetime.fromtimestamp(autosave.stat().st_mtime)))
    assert button.width() >= button.sizeHint().width()  # its words whole
    assert button.toolTip() == "Anna, Beat, Cla, Dora"
    after.grab().save(str(tmp_path / f"fix-startwords-start-unsaved-{language}.png"))
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    panel = in_form(qtbot, after)
    assert focus().text() == "45"
    assert panel.preview_line.text() == back
    after.controller.session.discard_autosave()
    next(windows, None)


@pytest.mark.parametrize(("language", "leave", "words"), [
    ("de", "v", "Weiterspielen: Stammtisch (Anna, Beat, Cla, Dora), gespeichert, 3 Einträge "
                "und eine angefangene Runde, heute {0}"),
    ("fr", "l", "Continuer : Stammtisch (Anna, Beat, Cla, Dora), enregistrée, 3 inscriptions "
                "et une donne commencée, aujourd’hui {0}"),
    ("en", "l", "Continue: Stammtisch (Anna, Beat, Cla, Dora), saved, 3 entries and a round "
                "begun, today {0}"),
])
def test_a_saved_match_left_with_a_round_begun_says_so(qapp, qtbot, tmp_path, settings,
                                                      autosaves, real_dialogs, language, leave,
                                                      words):
    """The file saved last, offered below: left with *Leave it* by its Alt key, its round
    begun stays with it, and the offer says so."""
    example_path, keys = example(tmp_path, "coiffeur")  # three rounds written
    path = example_path.rename(tmp_path / "Stammtisch.jass")
    windows = first_start(language, qapp, qtbot, settings)
    window = next(windows)
    assert window.open_file(path)
    in_form(qtbot, window)
    type_(qtbot, keys[0])
    settle()
    real_dialogs.when(QMessageBox, answered(qtbot, [], leave))  # Leave it
    quit_(window)
    real_dialogs.check()
    qtbot.waitUntil(lambda: not window.isVisible())

    after = next_start(qtbot, settings)
    button = offer(after, "welcomeRecent")
    qtbot.waitUntil(button.isVisible)
    assert said(button) == words.format(today(
        datetime.datetime.fromtimestamp(path.stat().st_mtime)))
    assert button.width() >= button.sizeHint().width()
    assert button.toolTip() == f"Anna, Beat, Cla, Dora\n{path}"
    after.grab().save(str(tmp_path / f"fix-startwords-start-saved-{language}.png"))
    next(windows, None)


LONG = ["Marie-Françoise Python-Gerber", "Hans-Rudolf Zimmermann-Ochsner",
        "Anne-Catherine Baumgartner-Imhof", "Jean-Christophe Wüthrich-Leuenberger"]


def test_long_names_are_shortened_to_the_button_and_whole_in_its_tooltip(
        qapp, qtbot, settings, autosaves, tmp_path):
    """Four long double names do not fit beside the rest at a netbook's 1024 pixels: the
    button says fewer letters of them, and its tooltip says them whole."""
    doc = json.loads((EXAMPLES / "coiffeur-swisslos-10.jass").read_text(encoding="utf-8"))
    doc["players"], doc["entries"] = LONG, doc["entries"][:3]
    autosaves.mkdir(parents=True)
    (autosaves / "match-lang.jass").write_text(json.dumps(doc), encoding="utf-8")
    windows = window_in("de", qapp, qtbot, settings, size=(1024, 600))
    window = next(windows)
    button = offer(window, "welcomeContinue")
    qtbot.waitUntil(button.isVisible)
    assert said(button).startswith("Weiterspielen: Donnschtig-Jass (Marie-Françoise, ")
    assert "Python-Gerber" not in said(button)
    assert said(button).endswith(f"), 3 Einträge, heute {today(datetime.datetime.now())}")
    assert button.width() >= button.sizeHint().width()  # its words whole
    assert button.geometry().right() < window.welcome.width()
    assert button.toolTip() == ", ".join(LONG)
    window.grab().save(str(tmp_path / "fix-startwords-start-long-names.png"))
    next(windows, None)
