"""The app icons, drawn from code (standard library only): ``python -m tests.build.icons`` (or
``python build.py icons``) rewrites web/icons/*.png. Kept as code so the PNGs can be regenerated
exactly after a design change; tests/build/test_icons.py checks the committed ones match."""

from __future__ import annotations

import math
import struct
import sys
import zlib
from pathlib import Path

ICONS = Path(__file__).resolve().parents[2] / "web" / "icons"
# (file name, size in pixels, maskable)
SPECS = (("icon-192.png", 192, False), ("icon-512.png", 512, False), ("icon-maskable-512.png", 512, True))


def _png(width: int, height: int, rgba: bytes) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    raw = b"".join(b"\0" + rgba[y * width * 4:(y + 1) * width * 4] for y in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def _icon_color(x: float, y: float, maskable: bool) -> tuple[int, int, int, int]:
    """The icon in unit coordinates (0..1): two fanned cards on green felt, a red pip on the front one."""

    def rrect(px: float, py: float, cx: float, cy: float, hw: float, hh: float, r: float, ang: float) -> bool:
        c, s = math.cos(ang), math.sin(ang)
        dx, dy = px - cx, py - cy
        u, v = abs(c * dx + s * dy), abs(-s * dx + c * dy)
        if u > hw or v > hh:
            return False
        if u <= hw - r or v <= hh - r:
            return True
        return (u - (hw - r)) ** 2 + (v - (hh - r)) ** 2 <= r * r

    if not maskable and not rrect(x, y, 0.5, 0.5, 0.5, 0.5, 0.18, 0.0):
        return (0, 0, 0, 0)
    color = (31, 92, 62, 255)  # felt
    k = 0.8 if maskable else 1.0  # maskable icons keep their content inside the central safe zone
    X, Y = 0.5 + (x - 0.5) / k, 0.5 + (y - 0.5) / k
    back = (-0.28, 0.43, 0.50)
    front = (0.22, 0.57, 0.52)
    for ang, cx, cy in (back, front):
        if rrect(X, Y, cx, cy, 0.19, 0.27, 0.04, ang):
            color = (120, 120, 120, 255) if not rrect(X, Y, cx, cy, 0.18, 0.26, 0.035, ang) else (
                (250, 246, 236, 255))
            if (ang, cx, cy) == back and rrect(X, Y, cx, cy, 0.14, 0.22, 0.03, ang):
                color = (166, 38, 38, 255)  # the back card shows its red back
    if (X - 0.575) ** 2 + (Y - 0.52) ** 2 <= 0.085 ** 2:
        color = (200, 40, 40, 255)
    return color


def make_icon(size: int, maskable: bool = False, ss: int = 3) -> bytes:
    px = bytearray()
    for j in range(size):
        for i in range(size):
            acc = [0, 0, 0, 0]
            for sj in range(ss):
                for si in range(ss):
                    c = _icon_color((i + (si + 0.5) / ss) / size, (j + (sj + 0.5) / ss) / size, maskable)
                    for n in range(3):
                        acc[n] += c[n] * c[3]
                    acc[3] += c[3]
            a = acc[3]
            px += bytes((acc[0] // a, acc[1] // a, acc[2] // a, a // (ss * ss))) if a else b"\0\0\0\0"
    return _png(size, size, bytes(px))


def write_icons(dest: Path = ICONS) -> list[Path]:
    dest.mkdir(parents=True, exist_ok=True)
    for name, size, maskable in SPECS:
        (dest / name).write_bytes(make_icon(size, maskable))
    return [dest / name for name, _, _ in SPECS]


if __name__ == "__main__":
    for path in write_icons():
        print(f"[icons] wrote {path}", file=sys.stderr)
