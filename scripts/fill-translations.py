#!/usr/bin/env python3
"""Fill unfinished messages of a .ts catalog from a Python table of translations.

    scripts/fill-translations.py resources/translations/jasstafel_fr.ts TABLE.py [CONTEXT]
    scripts/fill-translations.py resources/translations/jasstafel_de.ts CONTEXT TABLE.py

TABLE.py defines ``TRANSLATIONS`` (or ``DE``, the older name): a dict from the English source
to its translation, or from ``(context, source)`` when the same source needs different words
in different contexts (that key wins). A message with a count (``%n``, numerus) takes a tuple
of its forms in the language's order (French and German: one, many; English: one, many).
In the French catalog a plain space before ":", ";", "!", "?", "»" (and after "«") is written
as a no-break one. Only unfinished messages are filled (and marked finished), only of CONTEXT
if given; everything else in the catalog is kept as it is. ``--all`` also replaces finished ones
(a correction). Run scripts/translations afterwards to compile the catalog.

This is a helper for whoever translates many messages at once; Qt Linguist
(``pyside6-linguist FILE.ts``) does the same message by message.
"""

import re
import sys
from html import escape, unescape
from pathlib import Path

args = [a for a in sys.argv[1:] if a != "--all"]
again = "--all" in sys.argv[1:]
if len(args) >= 3 and not args[1].endswith(".py"):  # the older form: TS CONTEXT TABLE
    ts, context, table = Path(args[0]), args[1], args[2]
else:
    ts, table = Path(args[0]), args[1]
    context = args[2] if len(args) > 2 else None
namespace: dict[str, dict] = {}
exec(Path(table).read_text(encoding="utf-8"), namespace)  # noqa: S102 - a developer's own file
translations = namespace.get("TRANSLATIONS", namespace.get("DE"))
if translations is None:
    raise SystemExit(f"{table} defines neither TRANSLATIONS nor DE")
text = ts.read_text(encoding="utf-8")
counts = {"filled": 0, "missing": 0}


def glued(text: str) -> str:
    """In the French catalog, the space before ":", ";", "!", "?", "»" and after "«" a
    no-break one (docs/translating.md): a table may write a plain one."""
    if not ts.name.endswith("_fr.ts"):
        return text
    return re.sub(r" (?=[:;!?\u00bb])", "\u00a0", text).replace("\u00ab ", "\u00ab\u00a0")


def translated(value: object, numerus: bool, indent: str) -> str:
    if numerus:
        forms = list(value) if isinstance(value, tuple | list) else [value]
        inner = "".join(f"\n{indent}    <numerusform>{escape(glued(str(f)), quote=False)}"
                        "</numerusform>" for f in forms)
        return f"<translation>{inner}\n{indent}</translation>"
    if isinstance(value, tuple | list):
        raise ValueError(f"a message without a count takes one text, not {value!r}")
    return f"<translation>{escape(glued(str(value)), quote=False)}</translation>"


def fill_context(name: str, block: str) -> str:
    def message(m: re.Match[str]) -> str:
        body = m.group(0)
        source = re.search(r"<source>(.*?)</source>", body, re.S)
        if source is None or not (again or 'type="unfinished"' in body):
            return body
        key = unescape(source.group(1))
        value = translations.get((name, key), translations.get(key))
        if value is None:
            if 'type="unfinished"' in body:
                counts["missing"] += 1
                print(f"no translation: [{name}] {key!r}", file=sys.stderr)
            return body
        counts["filled"] += 1
        numerus = 'numerus="yes"' in body
        indent = re.search(r"\n([ \t]*)<translation", body)
        new = translated(value, numerus, indent.group(1) if indent else "        ")
        return re.sub(r"<translation[^>]*/>|<translation[^>]*>.*?</translation>",
                      lambda _m: new, body, count=1, flags=re.S)

    return re.sub(r"<message[^>]*>.*?</message>", message, block, flags=re.S)


def context_block(m: re.Match[str]) -> str:
    block = m.group(0)
    name = unescape(re.search(r"<name>(.*?)</name>", block, re.S).group(1))
    if context is not None and name != context:
        return block
    return fill_context(name, block)


text = re.sub(r"<context>.*?</context>", context_block, text, flags=re.S)
ts.write_text(text, encoding="utf-8")
print(f"filled {counts['filled']}, still missing {counts['missing']}")
