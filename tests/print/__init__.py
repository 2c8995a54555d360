"""Printing: match sheets, blank sheets and CSV export; helpers shared by the tests."""

import re
import shutil
import subprocess
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).parents[2] / "docs" / "examples"
EXAMPLE_FILES = sorted(EXAMPLES.glob("*.jass"))
PDFTOTEXT = shutil.which("pdftotext")


def pdf_pages(path):
    """The text of every page of a PDF (layout kept, "−" written as "-"); the test is
    skipped where pdftotext (poppler-utils) is not installed."""
    if PDFTOTEXT is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    out = subprocess.run([PDFTOTEXT, "-layout", str(path), "-"], capture_output=True,
                         text=True, check=True).stdout
    return [page for page in out.replace("\u2212", "-").split("\f") if page.strip()]


def numbers(line):
    """The whole numbers on a line of text, signs kept (+2, -20)."""
    return [int(n) for n in re.findall(r"[-+]?\d+", line)]


def is_subsequence(wanted, found):
    """True if *wanted* appears in *found* in this order (other values between)."""
    it = iter(found)
    return all(any(x == y for y in it) for x in wanted)


def side_by_side(page, title):
    """The lines of *page* from the one that holds *title* on, each split where *title*
    begins: (left, right). The statistics print the contracts chosen beside the figures, and
    pdftotext reads the two columns' rows as one line."""
    lines = page.splitlines()
    first = next(k for k, line in enumerate(lines) if title in line)
    x = lines[first].index(title)
    return [line[:x] for line in lines[first:]], [line[x:] for line in lines[first:]]
