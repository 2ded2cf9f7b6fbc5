"""tests/build/icons.py, the icon generator: valid RGBA PNGs, and the committed web/icons/*.png are
exactly what it draws (so a design change goes through the code: `python build.py icons`)."""

from __future__ import annotations

import struct
import zlib

import pytest
from icons import ICONS, SPECS, make_icon


def _png_info(data: bytes) -> tuple[int, int, bytes]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height, depth, color = struct.unpack(">IIBB", data[16:26])
    assert (depth, color) == (8, 6)
    idat = data[data.index(b"IDAT") + 4:data.index(b"IEND") - 8]
    return width, height, zlib.decompress(idat)


def test_icons_are_valid_rgba_pngs() -> None:
    w, h, raw = _png_info(make_icon(24, ss=1))
    assert (w, h) == (24, 24) and len(raw) == 24 * (1 + 24 * 4)
    corner, centre = raw[1:5], raw[12 * 97 + 1 + 12 * 4:12 * 97 + 1 + 13 * 4]
    assert corner[3] == 0 and centre[3] == 255  # rounded transparent corner, opaque inside
    _, _, raw_m = _png_info(make_icon(24, maskable=True, ss=1))
    assert raw_m[1:5][3] == 255  # maskable icons fill the whole square


@pytest.mark.parametrize("name, size, maskable", SPECS)
def test_committed_icons_are_what_the_generator_draws(name: str, size: int, maskable: bool) -> None:
    committed = (ICONS / name).read_bytes()
    assert _png_info(committed)[:2] == (size, size)
    assert committed == make_icon(size, maskable), f"web/icons/{name} is stale: run python build.py icons"
