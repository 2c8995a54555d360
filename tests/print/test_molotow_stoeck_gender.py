"""The French Molotow sheet of a table without Stöck said "Stöck : aucune"; "le stöck" is
masculine in Suisse romande (GLOSSARY-fr.md): "aucun". The Fahnder's "offre minimale :
aucune" (une offre) keeps its own word."""

import subprocess

import pytest

from . import EXAMPLES, PDFTOTEXT
from .test_french_typography import printed

pytestmark = [pytest.mark.usefixtures("qapp"),
              pytest.mark.skipif(PDFTOTEXT is None, reason="pdftotext is not installed")]


def sheet_text(tmp_path, example):
    pdf = printed(tmp_path, EXAMPLES / f"{example}.jass", "fr")
    text = subprocess.run([PDFTOTEXT, "-layout", str(pdf), "-"], capture_output=True,
                          text=True, check=True).stdout
    return " ".join(text.replace("\u202f", " ").replace("\u00a0", " ").split()) + " "


def test_the_french_molotow_sheet_says_aucun_of_the_stoeck(tmp_path):
    text = sheet_text(tmp_path, "molotow")
    assert "Stöck : aucun " in text, text
    assert "aucune" not in text
