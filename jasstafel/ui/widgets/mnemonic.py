"""Names on buttons as they were typed.

Qt reads ``&`` in the text of a button, check box, group box, tab, menu action and of a label
with a buddy as the mark of a mnemonic: "Anna & Cla" was shown as "Anna _Cla" (the C
underlined) and Alt+C pressed it. ``&&`` shows one ``&``. Every name, path or other text a
user or a file wrote goes through :func:`no_mnemonic` before it becomes such a text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

__all__ = ["as_shown", "mnemonic_key", "no_mnemonic", "with_mnemonics"]

#: the letters a mnemonic may be: those of every keyboard (an "é" is not on all of them)
_KEY = re.compile(r"[A-Za-z0-9]")


def no_mnemonic(text: str) -> str:
    """*text* for a button, check box, group box, tab, action or buddy label: every ``&``
    shown as it is, none taken as a mnemonic."""
    return text.replace("&", "&&")


def as_shown(text: str) -> str:
    """A button's *text* as it reads on the button, for a sentence that names it: the
    mnemonic's ``&`` left out, ``&&`` one ``&``, lines joined ("Misère\nohne")."""
    return " ".join(re.sub(r"&(.)", r"\1", text).split())


def mnemonic_key(text: str) -> str:
    """The key that presses what *text* names ("&Round" → "Alt+R"; a translation chose its
    own letter: "Do&nne" → "Alt+N"), or "" if it has none; for help texts that name it."""
    found = re.search(r"&([^&\s])", text.replace("&&", ""))
    return f"Alt+{found.group(1).upper()}" if found else ""


def with_mnemonics(texts: Iterable[str]) -> list[str]:
    """*texts* (a menu's items, in the order they choose; each shown as it is, see
    :func:`no_mnemonic`) each with a mnemonic of its own: the first letter of one of its
    words that no text before took, else its first free letter anywhere; none when all are
    taken. For menus of the program's data (File → Blank sheet's variants and presets, where
    `g` did nothing: a keyboard trial's), in every language, as KDE's accelerator manager
    does; a translator's ``&`` is for fixed words."""
    taken: set[str] = set()
    keyed = []
    for text in texts:
        # never right after an "&" (of a shown "&&": "&&&x" would need the pairs counted)
        places = [m.start() for m in _KEY.finditer(text) if text[m.start() - 1:m.start()] != "&"]
        starts = [i for i in places if i == 0 or not text[i - 1].isalnum()]
        free = [i for i in (*starts, *places) if text[i].casefold() not in taken]
        if free:
            taken.add(text[free[0]].casefold())
            text = text[:free[0]] + "&" + text[free[0]:]
        keyed.append(text)
    return keyed
