"""Card-back pictures a person might pick by mistake or that an attacker might craft, written
small on disk: decompression bombs (declared sizes far beyond what a card back needs), a long
thin strip, a big square PNG, a huge and an animated GIF, an SVG, text, a truncated file, an
empty file. Each must be refused (an animated GIF gives its first frame) quickly and without
decoding the whole picture.

PNGs are written chunk by chunk with zlib so a picture of 40 million pixels costs a few hundred
kilobytes on disk and never exists decoded in this process either.
"""

from __future__ import annotations

import struct
import zlib
from collections.abc import Callable
from pathlib import Path

from PIL import Image


def _chunk(kind: bytes, data: bytes) -> bytes:
    return (struct.pack(">I", len(data)) + kind + data
            + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))


def _deflate_rows(row: bytes, count: int) -> bytes:
    """A zlib stream of ``row`` repeated ``count`` times, made fast: a block of rows is
    compressed once, ended with a full flush (which resets the compressor, so the same input
    gives the same bytes again) and repeated; only the checksum sees every byte."""
    per_block = max(1, min(count, (1 << 20) // len(row)))
    block = row * per_block
    blocks, rest = divmod(count, per_block)
    c = zlib.compressobj(9)
    parts = [c.compress(b"")]  # the stream header
    first = c.compress(block) + c.flush(zlib.Z_FULL_FLUSH) if blocks else b""
    again = c.compress(block) + c.flush(zlib.Z_FULL_FLUSH) if blocks > 1 else b""
    parts.append(first + again * (blocks - 1) if blocks else b"")
    parts.append(c.compress(row * rest) + c.flush())
    adler = 1
    for _ in range(blocks):
        adler = zlib.adler32(block, adler)
    adler = zlib.adler32(row * rest, adler)
    data = b"".join(parts)
    return data[:-4] + struct.pack(">I", adler & 0xFFFFFFFF)


def write_png(path: Path, width: int, height: int, rows: int | None = None) -> Path:
    """An RGB PNG of ``width`` x ``height`` black pixels; ``rows`` limits the image data
    written (the rest is missing: a header that declares far more than the file holds)."""
    data = _deflate_rows(b"\x00" * (1 + 3 * width), height if rows is None else min(rows, height))
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", ihdr)
                     + _chunk(b"IDAT", data) + _chunk(b"IEND", b""))
    return path


def write_gif_header(path: Path, width: int, height: int) -> Path:
    """A GIF whose screen and image declare ``width`` x ``height`` with one tiny image block."""
    small = path.with_suffix(".small.gif")
    Image.new("P", (2, 2), 1).save(small)
    data = bytearray(small.read_bytes())
    small.unlink()
    data[6:10] = struct.pack("<HH", width, height)  # logical screen
    at = data.index(b",")  # image descriptor: left, top, width, height
    data[at + 5:at + 9] = struct.pack("<HH", width, height)
    path.write_bytes(bytes(data))
    return path


def write_animated_gif(path: Path) -> Path:
    """A small three-frame animation (the first frame green)."""
    frames = [Image.new("RGB", (70, 100), c) for c in ((20, 160, 60), (200, 0, 0), (0, 0, 200))]
    frames[0].save(path, save_all=True, append_images=frames[1:], duration=100, loop=0)
    return path


def _svg(path: Path) -> Path:
    path.write_text('<svg xmlns="http://www.w3.org/2000/svg" width="700" height="1000">'
                    '<rect width="700" height="1000" fill="green"/></svg>')
    return path


def _text(path: Path) -> Path:
    path.write_text("my shopping list, not a picture\n" * 40)
    return path


def _truncated(path: Path) -> Path:
    write_png(path, 400, 400)
    path.write_bytes(path.read_bytes()[:200])
    return path


def _empty(path: Path) -> Path:
    path.write_bytes(b"")
    return path


#: name -> (file name, maker, what must happen: "refused" or "first frame")
CASES: dict[str, tuple[str, Callable[[Path], Path], str]] = {
    "strip-1x40M-png": ("strip.png", lambda p: write_png(p, 1, 40_000_000), "refused"),
    "square-6300-png": ("square.png", lambda p: write_png(p, 6300, 6300), "refused"),
    "bomb-40000-png": ("bomb.png", lambda p: write_png(p, 40000, 40000, rows=64), "refused"),
    "huge-gif": ("huge.gif", lambda p: write_gif_header(p, 65535, 65535), "refused"),
    "animated-gif": ("moving.gif", write_animated_gif, "first frame"),
    "svg": ("vector.svg", _svg, "refused"),
    "not-an-image": ("notes.png", _text, "refused"),
    "truncated-png": ("cut.png", _truncated, "refused"),
    "zero-bytes": ("empty.png", _empty, "refused"),
}


def make(case: str, folder: Path) -> Path:
    """Write one case's file into ``folder`` and return its path."""
    file_name, maker, _expect = CASES[case]
    return maker(Path(folder) / file_name)
