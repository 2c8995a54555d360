"""What every variant's window shares, so that it works the same everywhere.

* :mod:`.numberfield`: the one number field (empty is not 0, nothing cut or clamped, no
  wheel, Enter writes, Ctrl+Z reaches the window when the field has nothing to undo);
* :mod:`.entrypanel`: the frame of every entry panel (Enter writes, refusals beside the
  field, the cursor where the next thing is typed, header and preview);
* :mod:`.turn`: the "who deals / who announces" header; :mod:`.status`: the match's
  status above the form; :mod:`.preview`: the "writes …" line; :mod:`.weis`: the Weis
  picker;
* :mod:`.history`, :mod:`.chart`, :mod:`.points_table`: the history list, the running-totals
  chart, the points table;
* small helpers: :mod:`.keys` (shortcuts in the menus' words), :mod:`.messages` (message
  boxes that never render names as HTML), :mod:`.mnemonic` (a name's & on a button is no
  mnemonic), :mod:`.names` (a player's name shortened with "…" where it has no room),
  :mod:`.head_tips` (a board's shortened heads whole in their tooltips),
  :mod:`.buttons` (buttons as wide as their text), :mod:`.quiet` (no wheel without focus),
  :mod:`.isolates` (the lines of an item with a right-to-left name whole), :mod:`.spoken` (a
  list with no label of its own named to a screen reader), :mod:`.activation` (the window
  under a closed dialog active again: its shortcuts act), :mod:`.style`.

A variant's board and entry panel (:mod:`jasstafel.ui.variants`) are built from these.
Widgets here import nothing from the variants or the main window.
"""
