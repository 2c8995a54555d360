"""Every test of the core also checks the sentences and refusals it came across.

Whatever a test makes the core say (a board's status, a history line, a note, a refusal) must
reach the user in their language, and every refusal names a rule a client can look up:

* each sentence is of the context "rules" (or plain text, the players' own words, or
  pieces put one after the other), or of a client's context that the catalog has ("club",
  "settings": a core test of the command line, whose head names what a match's settings
  change in the settings form's words);
* each sentence is in the German catalog (resources/translations/jasstafel_de.ts) under its
  context, so a typo in a template, which would leave the sentence English in the window,
  fails the test that made it;
* each refusal's rule id is one that docs/ documents (docs/variants/*.md list them).

The catalog and the docs are read as files: the core tests stay free of Qt.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[2]
CATALOG = ROOT / "resources" / "translations" / "jasstafel_de.ts"


@cache
def catalogs() -> dict[str, frozenset[str]]:
    """The English sources of the German catalog, by context."""
    sources: dict[str, set[str]] = {}
    for context in ET.parse(CATALOG).getroot().iter("context"):
        sources.setdefault(context.findtext("name") or "", set()).update(
            m.findtext("source") or "" for m in context.iter("message"))
    return {name: frozenset(found) for name, found in sources.items()}


def catalog() -> frozenset[str]:
    """The English sources of the German catalog's context "rules"."""
    return catalogs().get("rules", frozenset())


@cache
def documented_rules() -> frozenset[str]:
    """Every rule id written in backticks in docs/ (`weis.amount`, `coiffeur.row`)."""
    ids = set()
    for page in (ROOT / "docs").rglob("*.md"):
        ids.update(re.findall(r"`([a-z_]+(?:\.[a-z_]+)+)`", page.read_text("utf-8")))
    return frozenset(ids)


@pytest.fixture(autouse=True)
def sentences_are_translated_and_rules_documented(request, monkeypatch):
    if request.node.get_closest_marker("made_up_sentences"):
        yield
        return
    # imported here, not at the top: a conftest imported before pytest-qt's PySide6 has
    # settled would load pydantic in the middle of shiboken's import hook
    from jasstafel.core.errors import RuleViolation
    from jasstafel.core.text import CONCAT, DAY, RULES, Counted, Text

    made: list = []
    refused: list = []
    new_text, new_counted = Text.__new__, Counted.__new__
    init_refusal = RuleViolation.__init__

    def recording_new(cls, *args, **kwargs):
        text = (new_counted if issubclass(cls, Counted) else new_text)(cls, *args, **kwargs)
        made.append(text)
        return text

    def recording_init(self, *args, **kwargs):
        init_refusal(self, *args, **kwargs)
        refused.append(self)

    monkeypatch.setattr(Text, "__new__", staticmethod(recording_new))
    monkeypatch.setattr(Counted, "__new__", staticmethod(recording_new))  # its own __new__
    monkeypatch.setattr(RuleViolation, "__init__", recording_init)
    yield
    monkeypatch.undo()
    german = catalog()
    # a sentence of another context (a typo, or none) would be looked up where no
    # catalog has it, and stay English in the window
    clients = set(catalogs()) - {RULES}
    contexts = {t.context for t in made} - {RULES, CONCAT, DAY, ""} - clients  # a day: no sentence
    contexts |= {getattr(r.template, "context", RULES) for r in refused} - {RULES}
    assert not contexts, f"sentences of the core in a context other than {RULES!r}: {contexts}"
    # a counted refusal's template is its Counted sentence: the catalog has the %n template
    untranslated = {str(t.template) for t in made if t.context == RULES} - german
    untranslated |= {f"{t.context}: {t.template}" for t in made if t.context in clients
                     and str(t.template) not in catalogs()[t.context]}
    untranslated |= {str(getattr(r.template, "template", r.template)) for r in refused} - german
    assert not untranslated, f"not in the German catalog (scripts/translations): {untranslated}"
    undocumented = {r.rule for r in refused} - documented_rules()
    assert not undocumented, f"rule ids that no page of docs/ documents: {undocumented}"
