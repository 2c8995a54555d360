"""Drawing primitives shared by the window and the printer: chalk and ink strokes, Striche
and Nuller in groups of five, the suit symbols.

Only QtGui is used here (painters, pens, fonts), never a widget: the boards in
:mod:`jasstafel.ui` and the sheets in :mod:`jasstafel.printing` both draw with it, so
neither reaches into the other.
"""
