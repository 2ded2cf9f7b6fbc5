"""The browser from Python: the WebRTC bridge (web/rtc.js), prompts, the clipboard, files (web/files.js), the address,
and QR codes. Everything here is optional: outside a page (CPython tests) each call says so or
does nothing, so the screens run anywhere. Only here are ``js``, ``pyodide`` and ``segno`` imported,
inside the functions that need them, because they exist only in the page.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from typing import Any

from ..core.game import JSON


class RTCBridge:
    """window.paijuRTC from Python: one JS callback for every link, kept alive for the page's life."""

    def __init__(self) -> None:
        import js  # type: ignore[import-not-found]
        from pyodide.ffi import create_proxy  # type: ignore[import-not-found]

        self.js = js
        self.rtc = js.window.paijuRTC
        self.handlers: dict[str, Callable[[str, str], None]] = {}
        self._proxy = create_proxy(self._on_event)
        self.rtc.setHandler(self._proxy)

    @property
    def supported(self) -> bool:
        return bool(self.rtc.supported)

    def configure(self, ice: JSON) -> None:
        self.rtc.configure(self.js.JSON.parse(json.dumps(ice)))

    def _on_event(self, lid: str, kind: str, data: str) -> None:
        h = self.handlers.get(str(lid))
        if h is not None:
            h(str(kind), str(data))
        try:
            self.js.window.paijuCanvas.requestFrame()
        except Exception:  # noqa: BLE001 - no canvas in some tests
            pass

    async def offer(self, lid: str) -> str:
        return str(await self.rtc.offer(lid))

    async def accept(self, lid: str, sdp: str) -> None:
        await self.rtc.accept(lid, sdp)

    async def answer(self, lid: str, sdp: str) -> str:
        return str(await self.rtc.answer(lid, sdp))

    def send(self, lid: str, text: str) -> None:
        self.rtc.send(lid, text)

    def close(self, lid: str) -> None:
        self.rtc.close(lid)


class RoomBridge:
    """window.paijuRoom (web/room.js) from Python: the page's one room and its peers.

    ``handler(peer, kind, data)`` gets every event (peer "room" for the room itself); the screen
    that opened the room sets it."""

    def __init__(self) -> None:
        import js
        from pyodide.ffi import create_proxy

        self.js = js
        self.room = js.window.paijuRoom
        self.handler: Callable[[str, str, str], None] | None = None
        self._proxy = create_proxy(self._on_event)
        self.room.setHandler(self._proxy)

    def _on_event(self, peer: str, kind: str, data: str) -> None:
        if self.handler is not None:
            self.handler(str(peer), str(kind), str(data))
        try:
            self.js.window.paijuCanvas.requestFrame()
        except Exception:  # noqa: BLE001 - no canvas in some tests
            pass

    async def open(self, opts: JSON) -> str:
        """Join the room; returns this page's peer id in it."""
        return str(await self.room.open(self.js.JSON.parse(json.dumps(opts))))

    def send(self, peer: str, text: str) -> None:
        self.room.send(peer, text)

    def close(self, peer: str) -> None:
        self.room.close(peer)

    def state(self, peer: str) -> str:
        return str(self.room.state(peer))

    def leave(self) -> None:
        self.room.leave()


_room: RoomBridge | None = None


def room_bridge() -> RoomBridge | None:
    """The page's room bridge (None outside a browser)."""
    global _room
    if _room is None:
        try:
            _room = RoomBridge()
        except Exception:  # noqa: BLE001 - not in a page, or room.js missing
            return None
    return _room


class BridgeLink:
    """A ``Link`` over one data channel of the bridge (or one peer of the room)."""

    def __init__(self, bridge: RTCBridge | RoomBridge, lid: str) -> None:
        self.bridge = bridge
        self.lid = lid

    def send(self, text: str) -> None:
        self.bridge.send(self.lid, text)

    def close(self) -> None:
        self.bridge.close(self.lid)


_bridge: RTCBridge | None = None


def bridge() -> RTCBridge | None:
    """The page's bridge (None outside a browser, e.g. in CPython tests)."""
    global _bridge
    if _bridge is None:
        try:
            _bridge = RTCBridge()
        except Exception:  # noqa: BLE001 - not in a page, or rtc.js missing
            return None
    return _bridge


def spawn(awaitable: Any) -> None:
    """Run a coroutine or a JS promise in the page's event loop, logging (not raising) failures."""

    async def run() -> None:
        try:
            await awaitable
        except Exception as e:  # noqa: BLE001 - e.g. the share sheet cancelled
            print(f"paiju: {e}")

    asyncio.ensure_future(run())


def ask(prompt: str, default: str = "") -> str | None:
    """A text box: the browser's own prompt (plain text, never injected into the page)."""
    try:
        import js

        v = js.window.prompt(prompt, default)
        return None if v is None else str(v)
    except Exception:  # noqa: BLE001 - no browser
        return None


def copy_text(text: str) -> bool:
    try:
        import js

        js.navigator.clipboard.writeText(text)
        return True
    except Exception:  # noqa: BLE001
        return False


def download_text(name: str, text: str) -> bool:
    """Save ``text`` as a file the browser downloads (web/files.js); False outside a page."""
    try:
        import js

        js.window.paijuFiles.download(name, text, "application/json")
        return True
    except Exception:  # noqa: BLE001 - no browser, or files.js missing
        return False


_picking: list[Any] = []  # the callbacks of the file picker, kept alive for the page's life


def pick_text_file(on_text: Callable[[str, str], None], on_error: Callable[[str], None],
                   accept: str = ".json,application/json") -> bool:
    """Let the player pick a file (it must be called from a tap); ``on_text(name, text)`` later,
    or ``on_error(why)``. False outside a page."""
    try:
        import js
        from pyodide.ffi import create_proxy

        def text_in(name: Any, text: Any) -> None:
            on_text(str(name), str(text))
            js.window.paijuCanvas.requestFrame()

        def error_in(why: Any) -> None:
            on_error(str(why))
            js.window.paijuCanvas.requestFrame()

        if not _picking:
            _picking.extend([None, None])
        _picking[0], _picking[1] = create_proxy(text_in), create_proxy(error_in)
        js.window.paijuFiles.pick(accept, _picking[0], _picking[1])
        return True
    except Exception:  # noqa: BLE001 - no browser, or files.js missing
        return False


class ScanError(Exception):
    """The camera scan could not run: ``kind`` is "nocamera", "denied" or "decoder" (web/scan.js)."""

    def __init__(self, kind: str, detail: str) -> None:
        super().__init__(detail)
        self.kind, self.detail = kind, detail


async def scan_qr(hint: str, close_label: str) -> str | None:
    """The text of the first QR code the camera sees (web/scan.js), None if the player closed it;
    ScanError when there is no camera, no permission or no decoder (outside a page: no camera)."""
    try:
        import js

        scanner = js.window.paijuScan
    except Exception:  # noqa: BLE001 - not in a page, or scan.js missing
        raise ScanError("nocamera", "no page") from None
    try:
        text = await scanner.scan(hint, close_label)
    except Exception as e:  # noqa: BLE001 - the JS error's message starts with its kind
        msg = str(e).replace("Error: ", "")
        kind, _, detail = msg.partition(": ")
        raise ScanError(kind if kind in ("nocamera", "denied", "decoder") else "nocamera", detail or msg) from None
    return None if text is None else str(text)


def page_url() -> str:
    try:
        import js

        return str(js.window.location.href).split("#", 1)[0]
    except Exception:  # noqa: BLE001
        return "https://paiju.example/"


def page_fragment() -> str:
    try:
        import js

        return str(js.window.location.hash)
    except Exception:  # noqa: BLE001
        return ""


def clear_fragment() -> None:
    """Take the secret out of the address bar once read (the guest keeps it in its own storage)."""
    try:
        import js

        js.window.history.replaceState(js.JSON.parse("null"), "", page_url())
    except Exception:  # noqa: BLE001
        pass


# --------------------------------------------------------------------------- QR codes

_segno: Any = None


def qr_matrix(text: str) -> list[list[bool]] | None:
    """The QR code's modules, if segno is available (installed on first use in the page)."""
    global _segno
    if _segno is None:
        try:
            import segno  # type: ignore[import-not-found, import-untyped, unused-ignore]

            _segno = segno
        except ImportError:
            return None
    qr = _segno.make(text, error="l", micro=False)
    return [[bool(v) for v in row] for row in qr.matrix]


async def install_segno() -> None:
    """micropip installs the vendored segno wheel (offline: it is in the site, see build.py)."""
    global _segno
    if _segno is not None:
        return
    import pyodide_js  # type: ignore[import-not-found]
    from pyodide.http import pyfetch  # type: ignore[import-not-found]

    await pyodide_js.loadPackage("micropip")
    import micropip  # type: ignore[import-not-found]

    info = await (await pyfetch("./build-info.json")).json()
    await micropip.install(info["extra_wheels"]["segno"])
    import segno

    _segno = segno


_watching: list[Any] = []


def on_hash_change(handler: Callable[[str], None]) -> None:
    """Call ``handler(fragment)`` whenever only the address's fragment changes (an invite pasted into
    the address bar of a page already open). Installed once for the page's life."""
    if _watching:
        return
    try:
        import js
        from pyodide.ffi import create_proxy

        def on_hash(_ev: Any) -> None:
            handler(page_fragment())
            js.window.paijuCanvas.requestFrame()

        proxy = create_proxy(on_hash)
        js.window.addEventListener("hashchange", proxy)
        _watching.append(proxy)  # kept alive for the page's life
    except Exception:  # noqa: BLE001 - not in a page
        _watching.append(None)


def qr_ready() -> bool:
    return _segno is not None
