"""Reliability drills run by ``python -m tricktable drill``: bad card-back pictures, bad settings
and statistics files, and SIGKILLs of the running window. Each drill makes its own bad inputs and
reports figures; a short seeded run of each is in the test suite."""
