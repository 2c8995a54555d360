"""What every variant's window shares: the entry panel frame, the history, the chart, the
points table. A variant's board and entry panel (:mod:`jasstafel.ui.variants`) are built
from these, so that typing a number, writing and refusing work the same everywhere."""
