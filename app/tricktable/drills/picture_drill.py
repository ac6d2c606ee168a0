"""The card-back drill: every bad picture of :mod:`bad_pictures` loaded in a fresh process, with
the time the loader took and its memory peak over the process's start (``ru_maxrss``), so one
case's memory cannot hide another's."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile

from . import bad_pictures

_PROBE = """
import json, os, resource, sys, time
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from pathlib import Path
from tricktable.drills import bad_pictures
from tricktable.presentation.back_picture import CardBackError
from tricktable.ui.card_art import load_custom_back
path = bad_pictures.make(sys.argv[1], Path(sys.argv[2]))
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
start = time.perf_counter()
try:
    image = load_custom_back(path)
    outcome, message = "accepted", f"{image.width()} x {image.height()}"
except CardBackError as exc:
    outcome, message = "refused", str(exc)
seconds = time.perf_counter() - start
peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before
print(json.dumps({"outcome": outcome, "message": message, "seconds": seconds,
                  "peak_mb": peak_kb / 1024, "bytes": path.stat().st_size}))
"""


def run(out=print) -> int:
    """Load every case; 0 when each did what it must in under a second and 100 MB."""
    failures = 0
    out(f"{'case':18} {'file':>9} {'time':>7} {'memory':>8}  outcome")
    for case, (_name, _maker, expect) in bad_pictures.CASES.items():
        with tempfile.TemporaryDirectory() as folder:
            proc = subprocess.run([sys.executable, "-c", _PROBE, case, folder],
                                  capture_output=True, text=True, timeout=120,
                                  env=dict(os.environ))
        if proc.returncode != 0:
            out(f"{case:18} FAILED: {proc.stderr.strip().splitlines()[-1:]}")
            failures += 1
            continue
        r = json.loads(proc.stdout.strip().splitlines()[-1])
        ok = ((r["outcome"] == "refused") == (expect == "refused")
              and r["seconds"] < 1.0 and r["peak_mb"] < 100)
        failures += not ok
        out(f"{case:18} {r['bytes']:>9,} {r['seconds']:>6.3f}s {r['peak_mb']:>6.1f}MB  "
            f"{'ok' if ok else 'FAIL'} {r['outcome']}: {r['message']}")
    out(f"card backs: {len(bad_pictures.CASES) - failures} of {len(bad_pictures.CASES)} as "
        "required (refused, or an animated GIF's first frame, in < 1 s and < 100 MB)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(run())
