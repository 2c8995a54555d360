"""French typography in the French catalog: a space before « : ; ! ? » (as French writes them:
"erreur : …", "Supprimer ? "), in every message, its plural forms too.

Literal syntax stays as it is: the punctuation that a space or the end does not follow (a
``FILE:PASSE`` spec, a time, a URL) and Qt's ``;;`` between file types. A normal space, a
no-break space or a narrow no-break space are all right for that check; the catalog writes a
no-break one (``&#xa0;``), so that no line of the window begins with ";" or ":" (a French
Handjass rule box began its second line with "; plein à 7 …")."""

import re
import xml.etree.ElementTree as ET
from pathlib import Path

CATALOG = Path(__file__).resolve().parents[2] / "resources" / "translations" / "jasstafel_fr.ts"
SPACES = " \u00a0\u202f"
#: ":", ";", "!" or "?" that ends a phrase (a space or the end follows) with no space before
GLUED = re.compile(rf"[^{SPACES}\n][:;!?](?=[\s]|$)")


def french_texts():
    """(context, source, text) of every translation and plural form of the French catalog."""
    root = ET.parse(CATALOG).getroot()
    for context in root.iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            translation = message.find("translation")
            forms = [f.text or "" for f in translation.iter("numerusform")] or \
                [translation.text or ""]
            for text in forms:
                yield name, message.findtext("source"), text


def glued(text: str) -> list[str]:
    text = text.replace(";;", "  ")  # Qt's separator of file types in a file dialog
    return [text[max(0, m.start() - 20):m.end()] for m in GLUED.finditer(text)]


def test_every_french_message_has_a_space_before_colon_semicolon_and_marks():
    problems = [f"[{context}] {source!r}: …{found}"
                for context, source, text in french_texts() for found in glued(text)]
    assert not problems, f"{len(problems)} French messages without the space:\n" + \
        "\n".join(problems)


def test_the_check_finds_what_it_should_and_leaves_syntax_alone():
    assert glued("erreur: {0}") and glued("Supprimer?") and glued("Team A ; Team B;")
    assert glued("Vraiment!") and glued("{name}:\n")
    assert not glued("erreur : {0}") and not glued("Supprimer\u202f?")
    assert not glued("donnez-le comme {name}:MANCHE:TABLE") and not glued("à 12:30")
    assert not glued("Fichiers (*.jass);;Tous les fichiers (*)")
    assert not glued("https://example.org/?code=1")


#: a plain space before the French high punctuation or "»", or after "«"
LOOSE = re.compile(r" [:;!?\u00bb]|\u00ab ")


def loose(text: str) -> list[str]:
    return [text[max(0, m.start() - 20):m.end() + 5] for m in LOOSE.finditer(text)]


def test_every_french_message_keeps_the_space_before_the_marks_unbroken():
    problems = [f"[{context}] {source!r}: …{found}"
                for context, source, text in french_texts() for found in loose(text)]
    assert not problems, f"{len(problems)} French messages with a plain space:\n" + \
        "\n".join(problems)


def test_the_loose_check_finds_a_plain_space_only():
    assert loose("Bistrot : {0} ; plein") and loose("« {0} »") and loose("Vraiment ?")
    assert not loose("Bistrot\u00a0: {0}\u00a0; plein") and not loose("«\u00a0{0}\u202f»")
    assert not loose("Fichiers (*.jass);;Tous les fichiers (*)")


#: an elision written with a straight apostrophe ("n'est"): the catalog writes the typographic
#: one, "n’est", as in its other 660-odd elisions (a warning said "n'est" beside "l’inscription",
#: a Romand trial's); a command quoted ('jasstafel variants') and 1'234 stay straight
STRAIGHT = re.compile(r"\b(?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu)'(?=[aeiouyhéèêàâîôû])",
                      re.IGNORECASE)


def straight(text: str) -> list[str]:
    return [text[max(0, m.start() - 20):m.end() + 5] for m in STRAIGHT.finditer(text)]


def test_every_french_elision_has_the_typographic_apostrophe():
    problems = [f"[{context}] {source!r}: …{found}"
                for context, source, text in french_texts() for found in straight(text)]
    assert not problems, f"{len(problems)} French messages with a straight apostrophe:\n" + \
        "\n".join(problems)


def test_the_apostrophe_check_leaves_commands_and_numbers_alone():
    assert straight("et n'est pas") and straight("l'inscription") and straight("jusqu'à")
    assert not straight("et n’est pas") and not straight("(1'234)")
    assert not straight("(voir 'jasstafel variants')") and not straight("avec '' porte")
