"""The Tafel window: a Qt client of the rules core."""
