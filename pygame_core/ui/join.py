"""The guest's side: opened from an invite link, answer the host's offer with a short code to send
back, then sit at the table. A reloaded page keeps what the fair-deal check needs (its own storage)
and rejoins through the host's next invite.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable

from ..core import registry
from ..core.errors import PaijuError
from ..core.game import JSON
from ..core.i18n import pick
from ..net import Guest, PeerClient
from ..net.invite import InviteError, answer_code, offer_tag, parse_invite, unpack_sdp
from . import theme as th
from .browser import BridgeLink, bridge, clear_fragment, copy_text, install_segno, qr_matrix, spawn
from .draw import DisplayList
from .geom import Rect
from .peer_table import PeerTableScreen
from .screen import GUEST_KEY, Screen, Shell
from .texts import pt
from .widgets import button, button_width, draw_qr, flow, page_header, paragraph

JOIN_TIMEOUT = 20.0  # seconds from the open channel to the host's welcome (or its refusal)
HELLO_AGAIN = 3.0  # an open channel not seated yet says hello again this often (the host answers each)
USED_KEY = "paiju.invite.used"  # the tag of the last invite offer this page connected through


class JoinScreen(Screen):
    """Opened from an invite: answer the offer, show the answer code, then sit at the table."""

    name = "join"
    seat_key = GUEST_KEY  # where the seat record is kept (a room keeps one per room)

    def __init__(self, app: Shell, fragment: str) -> None:
        super().__init__(app)
        self.code = ""
        self.state = "answering"  # answering | answer | open | seated | lost | failed
        self.error = ""
        self.qr = False
        self.keep: Callable[[], None] | None = None  # the table's background duty (RoomJoinScreen's)
        self.guest: Guest | None = None
        self.client: PeerClient | None = None
        self.opened_at = time.monotonic()
        self.open_since = 0.0  # when the data channel opened: the welcome must follow in JOIN_TIMEOUT
        self.hello_at = 0.0  # when the last hello went
        self.hellos = 0
        self.notice = ""
        try:
            self.invite = parse_invite(fragment)
        except InviteError as e:
            self.state, self.error = "failed", pt("bad_invite", app.lang, e=str(e))
            return
        clear_fragment()
        if app.storage.get(USED_KEY) == offer_tag(self.invite.offer):
            # This page connected through this very offer before (a page closed mid-hand and the
            # link reopened): the host's end of it is gone, so an answer could never connect.
            self.state, self.error = "failed", pt("invite_used", app.lang)
            return
        saved = self._saved()
        self.guest = Guest(self.invite.seat, self.invite.secret)
        if saved is not None and saved.get("secret") == self.invite.secret:
            try:
                self.guest = Guest.from_json(saved)  # a reload: keep what verification needs
            except PaijuError as e:  # said, discarded, and a fresh seat record: never a locked screen
                self.notice = pt("saved_damaged", app.lang, e=e.message(app.lang))
                app.storage.remove(self.seat_key)
        self.guest.on_change = self._save
        b = bridge()
        if b is None or not b.supported:
            self.state, self.error = "failed", pt("no_rtc", app.lang)
            return
        b.handlers["host"] = self._on_link
        b.configure(dict(app.settings.get("ice") or {"mode": "none"}))

        async def run() -> None:
            try:
                sdp = await b.answer("host", unpack_sdp(self.invite.offer))
                self.code = answer_code(self.invite.seat, sdp, self.invite.offer)
                if self.state == "answering":
                    self.state = "answer"
            except Exception as e:  # noqa: BLE001 - the step is in the message
                self.state, self.error = "failed", pt("failed", app.lang, e=str(e).replace("Error: ", ""))

        spawn(run())

    def _saved(self) -> JSON | None:
        raw = self.app.storage.get(self.seat_key)
        try:
            d = json.loads(raw) if raw else None
        except ValueError:
            return None
        return d if isinstance(d, dict) else None

    def _save(self) -> None:
        if self.guest is not None:
            self.app.storage.set(self.seat_key, json.dumps(self.guest.to_json(), ensure_ascii=False))

    def _forget(self, text: str | None) -> None:
        if text is None:
            self.app.storage.remove(self.seat_key)

    def _on_link(self, kind: str, data: str) -> None:
        g = self.guest
        if g is None:
            return
        if kind == "open":
            b = bridge()
            if b is None:
                return
            self.state, self.open_since = "open", time.monotonic()
            self.app.storage.set(USED_KEY, offer_tag(self.invite.offer))  # an offer connects once
            self._hello(BridgeLink(b, "host"))
        elif kind == "message":
            g.on_text(data)
            self.seat_or_refusal(g.closed, g)
        elif kind == "close":
            g.on_close()
            if self.state != "failed":  # a refusal's message stays up after the host closes
                self.state = "lost"
            if self.client is not None:
                self.app.toast(pt("lost", self.app.lang), 8)
        elif kind == "error" and self.state != "seated":
            self.state, self.error = "failed", pt("failed", self.app.lang, e=data)

    def _hello(self, link: BridgeLink) -> None:
        assert self.guest is not None
        self.hello_at, self.hellos = time.monotonic(), self.hellos + 1
        self.guest.attach(link)

    def seat_or_refusal(self, closed: JSON | None, g: Guest | None) -> None:
        """After a message from the host: a refusal (``bye``: E_AUTH, E_FULL ...) is said with the
        way back; a welcome sits the guest at the table."""
        if closed is not None and self.client is None and not (g is not None and g.seated):
            reason = closed.get("reason")
            why = pick(reason, self.app.lang) if isinstance(reason, dict) else str(closed.get("code"))
            self.state, self.error = "failed", pt("join_refused", self.app.lang, e=why)
            return
        if g is not None and g.seated and self.client is None:  # (a host's welcome: over any bye before)
            self.client = PeerClient(g, registry.get(g.game), store=self._forget)
            self.state = "seated"
            self.app.settings["peer_seated_ms"] = round((time.monotonic() - self.opened_at) * 1000)
            self.app.show(PeerTableScreen(self.app, self.client, keep=self.keep))

    def wake(self, now: float) -> float | None:
        return 0.5

    def tick(self, now: float) -> bool:
        if self.state != "open":
            return False
        t = time.monotonic()
        if t - self.open_since >= JOIN_TIMEOUT:
            self.state, self.error = "failed", pt("join_timeout", self.app.lang, n=round(JOIN_TIMEOUT))
            return True
        g = self.guest
        if g is not None and isinstance(g.link, BridgeLink) and t - self.hello_at >= HELLO_AGAIN:
            # Still not seated: the hello, or the host's welcome and sync to it, went astray. The host
            # answers a second hello on the same connection with the welcome and a sync again, so a
            # lost one costs seconds, not the join.
            self._hello(g.link)
        return False

    def draw(self, dl: DisplayList, w: float, h: float, now: float) -> None:
        lang = self.app.lang
        x0, colw = page_header(dl, w, h, pt("join_title", lang), "join:back", pt("back", lang), 560.0)
        y = 80.0
        if self.state == "failed" or self.state == "lost":
            msg = self.error or pt("lost", lang)
            paragraph(dl, Rect(x0, y, colw, 100), msg, 16, th.CINNABAR, "c")
            dl.hit("join:error", Rect(x0, y, colw, 60), msg)
            return
        if self.notice:
            paragraph(dl, Rect(x0, y - 30, colw, 28), self.notice, 12, th.CINNABAR, "c")
            dl.hit("join:notice", Rect(x0, y - 30, colw, 28), self.notice)
        if self.state == "answering":
            dl.text(w / 2, y + 20, pt("making", lang), 16, th.INK_SOFT, "c")
            return
        if self.state in ("answer", "open"):
            paragraph(dl, Rect(x0, y, colw, 40), pt("answer_hint", lang), 15, th.INK, "c")
            y += 34
            box = Rect(x0, y, colw, 64)
            dl.rect(box, th.WHITE, th.PAPER_EDGE, 1, 8)
            paragraph(dl, box.inset(10, 8), self.code, 12, th.INK, "l")
            dl.hit("join:code", box, self.code)
            y += 76
            rs = flow(Rect(x0, y, colw, 1e5), [button_width(x, 15, 90) for x in
                                               (pt("copy_code", lang), pt("share", lang), pt("qr", lang))], 44, 8)
            for hid, lab, br in zip(("join:copy", "join:share", "join:qr"),
                                    (pt("copy_code", lang), pt("share", lang), pt("qr", lang)), rs, strict=True):
                button(dl, hid, br, lab, "primary" if hid == "join:copy" else "normal", 15)
            y = rs[-1].b + 16
            if self.state == "open":
                dl.text(w / 2, y + 10, pt("connecting", lang), 14, th.JADE, "c")
            if self.qr:
                m = qr_matrix(self.code)
                if m is not None:
                    side = min(colw, h - y - 30, 320.0)
                    box = Rect(w / 2 - side / 2, y + 24, side, side)
                    draw_qr(dl, box, m)
                    dl.hit("join:qr_code", box)

    def tap(self, hid: str, now: float) -> None:
        if hid == "join:back":
            self.app.home()
        elif hid == "join:copy" and self.code:
            if copy_text(self.code):
                self.app.toast(pt("copied", self.app.lang), 1.5)
        elif hid == "join:share" and self.code:
            b = bridge()
            if b is not None:
                spawn(b.rtc.share("牌局", "", self.code))
        elif hid == "join:qr":
            self.qr = not self.qr
            if self.qr and qr_matrix("x") is None:
                spawn(install_segno())

    def info(self) -> JSON:
        g = self.guest
        return {"join_state": self.state, "code": self.code, "error": self.error, "notice": self.notice,
                "seat": self.invite.seat if self.state != "failed" or self.guest else None, "hellos": self.hellos,
                "welcomed": g is not None and g.welcomed, "problems": list(g.problems)[-3:] if g else []}
