"""Build hook: ship the top-level ``resources/`` folder in the package as ``tricktable/_resources``.

Everything else about the build is in pyproject.toml. The resources live outside the Python
package (they are shared with the .deb, the Windows installer and the macOS app), so a plain
``package-data`` rule cannot reach them; this copies them into the build tree, where the wheel
picks them up. ``tricktable.resource_files`` finds them there in an installed wheel.
"""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent


class build_py_with_resources(build_py):
    def run(self) -> None:
        super().run()
        if self.editable_mode:  # an editable install reads resources/ from the checkout itself
            return
        src = ROOT / "resources"
        dest = Path(self.build_lib) / "tricktable" / "_resources"
        if dest.exists():
            shutil.rmtree(dest)
        shutil.copytree(src, dest, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))


setup(cmdclass={"build_py": build_py_with_resources})
