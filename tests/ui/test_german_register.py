"""German speaks to the user as "Sie" everywhere, the club's messages too.

A tester's club evening (German window): the main window says "Speichern Sie sie …", but the
club's refusals said "ihr": "Passe 1, Tisch 2 hat schon Ergebnisse: ersetzt sie (eine
Korrektur) oder wählt einen anderen Tisch", "Gebt den Grund an", "den Code eures Tisches
eingeben". The German catalog holds no imperative of "ihr" and no "euch", "euer", "eure" now;
a sentence that describes ("zeigt sein Fenster", the button's tooltip) is no imperative."""

import re

from .texts import catalog

#: the "ihr" imperatives the club's messages used, at the start of a clause; "Sie" after
#: the verb is the polite form ("geben Sie … an")
IHR_IMPERATIVE = re.compile(
    r"(?:^|[:;.!?(] |, (?:oder |und |dann )?|\b(?:oder|und|dann) )"
    r"(?:[Gg]ebt|[Nn]ehmt|[Pp]rüft|[Ww]ählt|[Ee]rsetzt|[Ee]rfasst|[Mm]arkiert|[Ll]ost"
    r"|[Kk]orrigiert|[Vv]ersucht|[Ss]chliesst|[Öö]ffnet|[Ää]ndert|[Ii]mportiert|[Ss]pielt"
    r"|[Ll]egt|[Dd]eaktiviert|[Nn]ennt|[Mm]acht|[Bb]estätigt|[Tt]ippt)"
    r" (?!Sie\b)(?:sie|es|den|die|das|einen|eine|beide|nur|diesen|--|\{)")
#: the contexts of the rules' sentences, which say who does what ("wer ansagt, wählt das
#: Spiel"), never what the user is to do
RULES = {"rules", "print"}
IHR_WORDS = re.compile(r"\b(?:[Ee]uch|[Ee]uer|[Ee]ure[nmrs]?)\b")


def test_the_german_catalog_says_sie():
    said = [(context, text) for context, _source, forms in catalog("de") for text in forms
            if IHR_WORDS.search(text) or (context not in RULES
                                          and IHR_IMPERATIVE.search(text))]
    assert said == []


def test_the_check_knows_the_ihr_forms():
    assert IHR_IMPERATIVE.search("Passe 1, Tisch 2 hat schon Ergebnisse: ersetzt sie (eine "
                                 "Korrektur) oder wählt einen anderen Tisch")
    assert IHR_IMPERATIVE.search("Gebt den Grund an")
    assert IHR_WORDS.search("den Code eures Tisches eingeben")
    assert not IHR_IMPERATIVE.search("ersetzen Sie sie (eine Korrektur) oder wählen Sie "
                                     "einen anderen Tisch")
    assert IHR_IMPERATIVE.search("wer ansagt, wählt das Spiel")  # hence not in "rules"
    assert not IHR_IMPERATIVE.search("Der Abend läuft live aus diesem Fenster: zeigt sein "
                                     "Fenster")
