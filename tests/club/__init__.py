"""The club database: storage, migrations, the draw, results, rankings and the CLI."""

from pathlib import Path

ROOT = Path(__file__).parents[2]
EXAMPLES = ROOT / "docs" / "examples"


def add_members(club, names):
    """Members by name: ``{"Anna": 1, ...}``."""
    return {name: club.add_member(name).id for name in names}


def molotow_points(players, step=10):
    """Points 10, 20, 30 … for a Molotow table of *players*, the last given what makes the
    table's sum end as 8 rounds × 157 card points do, in 6 (Weis and Stöck are tens): a
    sum a real table of 3, 4 or 6 players can have (docs/club.md, "Results are checked")."""
    points = [step * (i + 1) for i in range(players)]
    points[-1] += (6 - sum(points)) % 10
    return points
