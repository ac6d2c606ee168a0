"""Test configuration: Qt runs offscreen, and settings/data go to a temporary home."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_QUICK_BACKEND", "software")
