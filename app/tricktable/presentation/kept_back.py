"""The program's own copy of the person's card back picture, kept in its data folder. Qt-free.

Why: the setting held only the picture's path, so a picture tidied away after it was chosen
took the back with it at the next start (the table fell back to the Blue lattice back). The
copy is the picture as a card back (card-shaped, at most ``CUSTOM_BACK_HEIGHT`` tall) in a PNG
that names the file it was made from, so it stands in only for that picture: a copy of another
(an older choice, a copy whose write failed) is never shown in its place. It is written
atomically, as the settings are: a kill or a full disk leaves the old copy or the new one,
never half a file. The setting keeps the person's own path, so the chooser still opens beside
their picture.
"""

from __future__ import annotations

import io
import os
from pathlib import Path

from PIL import Image
from PIL.PngImagePlugin import PngInfo

from ..safe_files import atomic_write_bytes
from .back_picture import back_picture

#: the PNG text entries naming the picture a copy was made from, and its size and time then
SOURCE_KEY = "TrickTable source"
STAMP_KEY = "TrickTable stamp"


def _stamp(source: str) -> str:
    """The picture file's size and modification time ("" when it cannot be looked at)."""
    try:
        st = os.stat(source)
    except (OSError, ValueError):
        return ""
    return f"{st.st_size}:{st.st_mtime_ns}"


def copy_of(copy: Path) -> tuple[str, str]:
    """The picture file the copy at ``copy`` was made from and its stamp then; ("", "") when
    there is no copy or it is not one (only its header is read: nothing is decoded here)."""
    try:
        with Image.open(copy) as im:
            if im.format != "PNG":
                return "", ""
            return str(im.info.get(SOURCE_KEY, "")), str(im.info.get(STAMP_KEY, ""))
    except (OSError, ValueError, SyntaxError, EOFError):
        return "", ""


def kept_copy(source: str, copy: Path) -> Path | None:
    """``copy`` when it is the copy of the picture at ``source``, else None."""
    return copy if source and copy_of(copy)[0] == source else None


def copy_is_current(source: str, copy: Path) -> bool:
    """Whether ``copy`` holds the picture at ``source`` as the file is now."""
    return copy_of(copy) == (source, _stamp(source))


def keep_copy(source: str, copy: Path) -> None:
    """Write the picture at ``source`` as a card back to ``copy``, naming ``source`` in it.
    Raises :class:`CardBackError` when the picture cannot be used, OSError when the copy
    cannot be written (the old copy, if any, is then as it was)."""
    stamp = _stamp(source)
    picture = back_picture(source)
    info = PngInfo()
    try:
        info.add_text(SOURCE_KEY, source)
        info.add_text(STAMP_KEY, stamp)
        out = io.BytesIO()
        picture.save(out, "PNG", pnginfo=info)
    except ValueError as exc:  # a name that cannot be written as text (undecodable bytes)
        raise OSError(f"the picture's name cannot be kept ({exc})") from None
    atomic_write_bytes(Path(copy), out.getvalue())  # never half a file


def kept_line(path: str) -> str:
    """The line under the backs when the table shows the copy: the picture itself could not
    be read (moved, deleted), which the file's name alone did not say."""
    return f"{Path(path).name} cannot be read now: Trick Table's own copy of it is shown."

