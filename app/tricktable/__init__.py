"""Trick Table: five trick-taking card games against computer opponents."""

__version__ = "0.1.0"
