"""The club window (Verein → Vereinsfenster): members, evenings and their draw, results,
rankings and statistics, over a :class:`jasstafel.club.Club`."""
