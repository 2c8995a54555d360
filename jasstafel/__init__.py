"""Jasstafel: a Jass scoreboard for the Schreiber at the table and for Jass clubs."""

__version__ = "0.1.0"
