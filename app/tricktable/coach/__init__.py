"""Hints and explanations for a learning player (Qt-free)."""
