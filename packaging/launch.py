"""Entry script for frozen builds (PyInstaller): the same as ``python -m tricktable``."""

import multiprocessing
import sys

from tricktable.__main__ import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # the AI worker process re-enters here in a frozen build
    sys.exit(main())
