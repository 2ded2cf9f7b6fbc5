"""The LAN path paired by camera: the host scans the guest's answer QR off the guest's screen.

Two namespaces as in test_peer.py, no relay, no STUN. The guest opens its invite and shows its
answer as a QR code; this test takes a screenshot of that QR (PNG, decoded here with the standard
library) and makes it the host Chromium's camera (a Y4M file behind Chromium's fake capture device,
written before the host presses "scan": Chromium opens the file when the camera starts). The host
presses the scan button a player sees; web/scan.js reads the code (jsQR: Chromium on Linux has no
BarcodeDetector), the pair connects and plays 跑胡子. Mid-hand the guest's page closes: the host's
table offers the seat's fresh invite with one tap (its QR), the guest opens it, the host scans the
new answer, and the hand ends verified on both pages.
A host without a camera is told so, with the way that still works (paste).
"""

from __future__ import annotations

import struct
import time
import zlib
from pathlib import Path
from typing import Any

import pytest
from test_peer import Namespaces, Page, center, nets, open_table, topmost, two_sides  # noqa: F401 - nets: fixture
from ui_driver import next_tap_paohuzi

from pygame_core.core.rng import SplitMix64

pytestmark = pytest.mark.e2e


def png_rgb(data: bytes) -> tuple[int, int, list[bytes]]:
    """Width, height and RGB rows of an 8-bit RGB or RGBA PNG (what Chromium's screenshots are)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, w = 8, b"", 0
    h = ctype = 0
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            w, h, depth, ctype, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and ctype in (2, 6) and not interlace, (depth, ctype, interlace)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    bpp = 3 if ctype == 2 else 4
    raw, stride = zlib.decompress(idat), w * bpp
    rows: list[bytes] = []
    prev = bytearray(stride)
    for y in range(h):
        f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b, c = prev[i], prev[i - bpp] if i >= bpp else 0
            if f == 1:
                line[i] = (line[i] + a) & 255
            elif f == 2:
                line[i] = (line[i] + b) & 255
            elif f == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        prev = line
        rows.append(bytes(line) if bpp == 3 else bytes(v for j, v in enumerate(line) if j % 4 != 3))
    return w, h, rows


def y4m_frame(png: bytes, size: int = 480, scale: int = 1) -> bytes:
    """One 4:2:0 Y4M frame of ``size`` x ``size``: the picture on white, centred, each pixel ``scale`` times."""
    w, h, rows = png_rgb(png)
    luma = bytearray(b"\xff" * size * size)
    ox, oy = (size - w * scale) // 2, (size - h * scale) // 2
    assert ox >= 0 and oy >= 0, "the picture is larger than the frame"
    for y, row in enumerate(rows):
        line = bytes((66 * row[3 * x] + 129 * row[3 * x + 1] + 25 * row[3 * x + 2] + 128 >> 8) + 16
                     for x in range(w) for _ in range(scale))
        for k in range(scale):
            at = (oy + y * scale + k) * size + ox
            luma[at:at + len(line)] = line
    chroma = b"\x80" * (size // 2) * (size // 2)  # grey: a QR needs only the light
    head = f"YUV4MPEG2 W{size} H{size} F10:1 Ip A1:1 C420jpeg\n".encode()
    return head + b"FRAME\n" + bytes(luma) + chroma + chroma


def scan_pair(host: Page, guest: Page, invite: str, camera: Path) -> float:
    """The guest opens ``invite`` and shows its answer QR; the host's camera sees it (a screenshot of
    the QR as the fake capture file) and the host presses "scan": seconds from the press to seated."""
    guest.open(guest.side.url + "#" + invite.split("#", 1)[1])
    guest.wait("answer code", lambda s: s.get("join_state") == "answer" and s.get("code"))
    guest.press("join:qr")
    st = guest.wait("answer QR", lambda s: topmost(s, "join:qr_code") is not None, timeout=60)
    x, y, w, h = topmost(st, "join:qr_code")["rect"]  # type: ignore[index]
    camera.write_bytes(y4m_frame(guest.page.screenshot(clip={"x": x - 12, "y": y - 12, "width": w + 24,
                                                            "height": h + 24})))
    t0 = time.monotonic()
    host.press("link:scan:1")
    guest.wait("seated", lambda s: s.get("screen") == "peer_table", timeout=60)
    host.wait("seat 1 online", lambda s: s["status"][1]["online"])
    return time.monotonic() - t0


def test_the_host_pairs_by_scanning_the_guests_answer_qr(nets: Namespaces, built_site: Path, harness: Any,  # noqa: F811
                                                         tmp_path: Path) -> None:
    camera = tmp_path / "camera.y4m"
    camera.write_bytes(b"YUV4MPEG2 W16 H16 F10:1 Ip A1:1 C420jpeg\nFRAME\n" + b"\x80" * 384)
    flags = ("--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream",
             f"--use-file-for-fake-video-capture={camera}")
    with two_sides(nets, built_site, harness, tmp_path, 1, host_args=flags) as (a, b, hctx, (gctx,), guard):
        hctx.grant_permissions(["clipboard-read", "clipboard-write", "camera"])
        host, guest = Page(a, hctx, harness, "host"), Page(b, gctx, harness, "guest")
        host.open(a.url)
        open_table(host, "paohuzi", ["me", "friend", "bot"])
        host.press("link:invite:1")
        st = host.wait("invite 1", lambda s: "1" in s.get("invites", {}))
        paired = [scan_pair(host, guest, st["invites"]["1"], camera)]
        host.press("lobby:deal")
        pages, players = [host, guest], [SplitMix64(90), SplitMix64(91)]
        dropped = False
        deadline = time.monotonic() + 600
        while time.monotonic() < deadline:
            states = [p.state() for p in pages]
            if all(s.get("end_shown") for s in states):
                break
            if not dropped and int(states[0].get("ply", 0)) >= 6:
                dropped = True
                guest.page.close()  # the guest's page goes away mid-hand, offline: no relay to come back by
                st = host.wait("one tap to a fresh invite", lambda s: topmost(s, "peer:reinvite:1") is not None)
                host.press("peer:reinvite:1")  # the table's own button: the links panel with its QR
                st = host.wait("its QR", lambda s: s.get("qr_for") == 1 and s.get("qr_ready"), timeout=60)
                host.press("link:qr_close")
                guest = pages[1] = Page(b, gctx, harness, "guest-again")
                paired.append(scan_pair(host, guest, st["invites"]["1"], camera))
                host.press("peer:close")
                continue
            acted = False
            for p, s, rng in zip(pages, states, players, strict=True):
                hit = topmost(s, next_tap_paohuzi(s, rng) or "")
                if hit is not None:
                    p.page.mouse.click(*center(hit))
                    acted = True
            host.page.wait_for_timeout(60 if acted else 100)
        for p in pages:
            st = p.wait("verified", lambda s: s.get("end_shown") and s.get("verified") is not None, timeout=90)
            assert st["verified"] is True, (p.name, st["problems"])
            assert not p.log.page_errors, (p.name, p.log.page_errors)
        assert dropped
        assert not guard.external, guard.external
        print("\nLAN pair by camera: scan pressed -> seated (s):", ", ".join(f"{x:.2f}" for x in paired))


def test_a_host_without_a_camera_is_told_what_to_do(nets: Namespaces, built_site: Path, harness: Any,  # noqa: F811
                                                     tmp_path: Path) -> None:
    with two_sides(nets, built_site, harness, tmp_path, 0) as (a, _b, hctx, _g, guard):
        host = Page(a, hctx, harness, "host")
        host.open(a.url)
        open_table(host, "paohuzi", ["me", "friend", "bot"])
        host.press("link:invite:1")
        host.wait("invite 1", lambda s: "1" in s.get("invites", {}))
        host.press("link:scan:1")
        st = host.wait("told", lambda s: "Paste" in str(s.get("toast")) or "粘贴" in str(s.get("toast")))
        assert "摄像头" in st["toast"] or "camera" in st["toast"], st["toast"]
        assert not guard.external, guard.external
