#!/usr/bin/env python3
"""Fill unfinished messages of a .ts catalog from a Python dict of translations.

    scripts/fill-translations.py resources/translations/jasstafel_de.ts CONTEXT FILE.py

FILE.py defines ``DE = {source: translation}``. Only messages of CONTEXT that are still
unfinished are filled (and marked finished); everything else in the catalog is kept as it is.
Run scripts/translations afterwards to compile the catalog.
"""

import re
import sys
from html import escape, unescape
from pathlib import Path

ts, context, table = Path(sys.argv[1]), sys.argv[2], sys.argv[3]
namespace: dict[str, dict[str, str]] = {}
exec(Path(table).read_text(encoding="utf-8"), namespace)  # noqa: S102 - a developer's own file
translations = namespace["DE"]
text = ts.read_text(encoding="utf-8")
filled = missing = 0


def fill_context(block: str) -> str:
    global filled, missing

    def message(m: re.Match[str]) -> str:
        global filled, missing
        body = m.group(0)
        source = re.search(r"<source>(.*?)</source>", body, re.S)
        if source is None or 'type="unfinished"' not in body:
            return body
        key = unescape(source.group(1))
        if key not in translations:
            missing += 1
            print(f"no translation: {key!r}", file=sys.stderr)
            return body
        filled += 1
        value = escape(translations[key], quote=False)
        return re.sub(r'<translation type="unfinished">.*?</translation>|'
                      r'<translation type="unfinished"/>',
                      lambda _m: f"<translation>{value}</translation>", body, flags=re.S)

    return re.sub(r"<message>.*?</message>", message, block, flags=re.S)


def context_block(m: re.Match[str]) -> str:
    block = m.group(0)
    if f"<name>{escape(context)}</name>" not in block:
        return block
    return fill_context(block)


text = re.sub(r"<context>.*?</context>", context_block, text, flags=re.S)
ts.write_text(text, encoding="utf-8")
print(f"filled {filled}, still missing {missing}")
