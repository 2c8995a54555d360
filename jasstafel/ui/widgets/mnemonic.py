"""Names on buttons as they were typed.

Qt reads ``&`` in the text of a button, check box, group box, tab, menu action and of a label
with a buddy as the mark of a mnemonic: "Anna & Cla" was shown as "Anna _Cla" (the C
underlined) and Alt+C pressed it. ``&&`` shows one ``&``. Every name, path or other text a
user or a file wrote goes through :func:`no_mnemonic` before it becomes such a text.
"""

from __future__ import annotations

import re

__all__ = ["mnemonic_key", "no_mnemonic"]


def no_mnemonic(text: str) -> str:
    """*text* for a button, check box, group box, tab, action or buddy label: every ``&``
    shown as it is, none taken as a mnemonic."""
    return text.replace("&", "&&")


def mnemonic_key(text: str) -> str:
    """The key that presses what *text* names ("&Round" → "Alt+R"; a translation chose its
    own letter: "Do&nne" → "Alt+N"), or "" if it has none; for help texts that name it."""
    found = re.search(r"&([^&\s])", text.replace("&&", ""))
    return f"Alt+{found.group(1).upper()}" if found else ""
