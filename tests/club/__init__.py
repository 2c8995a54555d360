"""The club database: storage, migrations, the draw, results, rankings and the CLI."""

from pathlib import Path

ROOT = Path(__file__).parents[2]
EXAMPLES = ROOT / "docs" / "examples"


def add_members(club, names):
    """Members by name: ``{"Anna": 1, ...}``."""
    return {name: club.add_member(name).id for name in names}
