"""The shared table over a peer link: connection status and latency per seat, chat and quick
phrases (drawn on the canvas, never HTML), the host's invites, and the "verified" banner after
each hand. Everything else is the ``TableScreen`` a local table uses, through a ``PeerClient``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from ..core.game import JSON
from ..core.i18n import pick
from ..net.fair import Verification
from ..net.peer import PeerClient
from . import theme as th
from .browser import ask
from .draw import DisplayList, fit_size
from .geom import Rect
from .room_host import seat_paths
from .screen import Shell
from .table_screen import TableScreen
from .texts import PHRASES, pt
from .widgets import button, button_width, flow, panel


class LinksPanel(Protocol):
    """The host's invites panel (the lobby's), shown over the table."""

    def draw_links(self, dl: DisplayList, r: Rect, closable: bool = False) -> None: ...

    def tap_link(self, hid: str, now: float) -> None: ...

    def reinvites(self) -> list[int]: ...

    def info(self) -> JSON: ...


def verdict_text(v: Verification, lang: str) -> str:
    """ "verified", or "not verified: <the first thing that differs>". A verified hand whose deal this
    seat gave no share to (it joined after the deal) says so: it cannot call that deal fair itself."""
    if v.ok:
        return pt("verified_note", lang, e=pick(v.notes[0], lang)) if v.notes else pt("verified", lang)
    return pt("verify_failed", lang, e=pick(v.problems[0], lang) if v.problems else "?")


class PeerTableScreen(TableScreen):
    """The shared table plus connection status, chat, quick phrases, invites and verification."""

    name = "peer_table"

    def __init__(self, app: Shell, client: PeerClient, lobby: LinksPanel | None = None,
                 keep: Callable[[], None] | None = None) -> None:
        """``keep``: called every tick, for what must go on behind the table (a room guest
        entering the room again while its host is gone)."""
        self.peer = client
        self.lobby = lobby
        self.keep = keep
        self.peer_overlay: str | None = None  # "chat" | "links" | None
        super().__init__(app, client)

    def tick(self, now: float) -> bool:
        busy = super().tick(now)
        if self.keep is not None:
            self.keep()
        g = self.peer.guest
        if g.closed is not None:
            code, reason = g.closed.get("code"), g.closed.get("reason")
            why = pick(reason, self.lang) if isinstance(reason, dict) else str(code)
            self.app.toast(pt("replaced", self.lang) if code == "E_REPLACED" else pt("host_bye", self.lang, e=why), 8)
            g.closed = None
        while g.news:  # every verdict is shown; the banner covers only the hand on the table
            v = g.news.popleft()
            if v.hand != g.hand or not self.peer.is_over():
                self.app.toast(pt("hand_verdict", self.lang, n=v.hand, v=verdict_text(v, self.lang)), 10)
            busy = True
        return busy

    def wake(self, now: float) -> float | None:
        w = super().wake(now)
        return 0.5 if w is None else min(w, 0.5)  # the network may bring something any time

    def draw(self, dl: DisplayList, w: float, h: float, now: float) -> None:
        if not self.peer.dealt():  # between the commitment and the deal (or before the first)
            dl.gradient(Rect(0, 0, w, h), th.FELT_TOP, th.FELT_BOTTOM)
            top = Rect(0, 0, w, 50)
            dl.rect(top, "rgba(20,16,12,0.35)")
            self._draw_peers(dl, top, now)
            dl.text(w / 2, h * 0.45, pt("dealing", self.lang), 20, th.PAPER, "c", "b", "s")
            return
        super().draw(dl, w, h, now)
        lay = self.lay
        if lay is None or self.curtain is not None:
            return
        self._draw_peers(dl, lay.top, now)
        self._draw_chat_lines(dl, lay.center)
        if self.peer.is_over():
            self._draw_verification(dl, w, h)
        if self.peer_overlay == "chat":
            self._draw_phrases(dl, w, h)
        elif self.peer_overlay == "links" and self.lobby is not None:
            dl.rect(Rect(0, 0, w, h), "rgba(20,16,12,0.5)")
            dl.hit("peer:close", Rect(0, 0, w, h))
            self.lobby.draw_links(dl, Rect(12, 50, w - 24, h - 100), closable=True)

    def _draw_peers(self, dl: DisplayList, top: Rect, now: float) -> None:
        lang = self.lang
        seats = self.peer.guest.seats
        x = top.r - 8 - (54 if top.w < 720 else 0)
        bw = button_width(pt("chat", lang), 13, 48)
        x -= bw
        button(dl, "peer:chat", Rect(x, top.y + 6, bw, top.h - 12), pt("chat", lang), "ghost", 13)
        if self.lobby is not None:
            lw = button_width(pt("people", lang), 13, 48)
            x -= lw + 6
            button(dl, "peer:links", Rect(x, top.y + 6, lw, top.h - 12), pt("people", lang), "ghost", 13)
            y = top.b + 6
            for seat in self.lobby.reinvites():  # a dropped friend's fresh invite, one tap away
                label = pt("reinvite", lang, n=seat + 1)
                bw = button_width(label, 13, 60)
                button(dl, f"peer:reinvite:{seat}", Rect(top.r - bw - 8, y, bw, 32), label, "primary", 13)
                y += 38
        # one dot per seat: green online, grey away, gold when a bot plays it; latency under it
        paths = seat_paths()
        for i in reversed(range(len(seats))):
            st = seats[i]
            x -= 30
            color = th.GOLD if st.get("bot") else (th.JADE_SOFT if st.get("online") else th.INK_FAINT)
            dl.circle(x + 12, top.y + top.h * 0.38, 6, color, th.PAPER, 1)
            rtt, path = st.get("rtt"), paths.get(i)
            label = f"{rtt}" if isinstance(rtt, int) and st.get("kind") == "remote" else ""
            if path in ("direct", "relay"):  # the room's path to this seat (直连 / 中继)
                label = pt("path_" + path, lang)
            if label:
                dl.text(x + 12, top.y + top.h * 0.78, label, 9.5, th.PAPER, "c")
            dl.hit(f"peer:seat:{i}", Rect(x, top.y, 26, top.h), f"{i}:{'on' if st.get('online') else 'off'}")

    def _draw_chat_lines(self, dl: DisplayList, r: Rect) -> None:
        lines = list(self.peer.guest.chat)[-3:]
        y = r.b - 8 - 22 * len(lines)
        for ln in lines:
            who = ln.get("from")
            name = self.seat_name(who) if isinstance(who, int) else "·"
            text = f"{name}: {ln.get('text', '')}"
            tw = min(r.w - 8, fit_size(text, 13, r.w) * len(text) * 0.62 + 20)
            box = Rect(r.x + 4, y, tw, 20)
            dl.rect(box, "rgba(20,16,12,0.45)", None, 1, 9)
            dl.text_in(box, text, 13, th.PAPER, "l")
            y += 22

    def _draw_verification(self, dl: DisplayList, w: float, h: float) -> None:
        g = self.peer.guest
        v = g.verification(g.hand)
        if v is None:
            return
        text, color = verdict_text(v, self.lang), th.JADE if v.ok else th.CINNABAR
        r = Rect(12, h - 40, w - 24, 30)
        dl.rect(r, color, None, 1, 10)
        dl.text_in(r, text, 14, th.WHITE, weight="b")
        dl.hit("peer:verified" if v.ok else "peer:verify_failed", r, text)
        if not self.peer.can_deal() and self.peer.is_over():
            dl.text(w / 2, h - 52, pt("wait_host", self.lang), 12, th.PAPER, "c")

    def _draw_phrases(self, dl: DisplayList, w: float, h: float) -> None:
        dl.rect(Rect(0, 0, w, h), "rgba(20,16,12,0.45)")
        dl.hit("peer:close", Rect(0, 0, w, h))
        pw = min(w - 24, 420.0)
        labels = [pick(p, self.lang) for p in PHRASES] + [pt("chat", self.lang) + "…"]
        rs = flow(Rect(0, 0, pw - 32, 1e5), [button_width(x, 15, 90) for x in labels], 44, 8)
        ph = rs[-1].b + 40
        r = Rect((w - pw) / 2, h * 0.3, pw, ph)
        panel(dl, r)
        dl.hit("peer:panel", r)
        for i, (lab, br) in enumerate(zip(labels, rs, strict=True)):
            hid = f"peer:phrase:{i}" if i < len(PHRASES) else "peer:say"
            button(dl, hid, br.move(r.x + 16, r.y + 20), lab, "normal", 15)

    def tap(self, hid: str, now: float) -> None:
        if hid.startswith("peer:") or self.peer_overlay is not None:
            self._tap_peer(hid, now)
            return
        if hid == "end:next" and not self.peer.can_deal():
            self.app.toast(pt("wait_host", self.lang))
            return
        super().tap(hid, now)

    def _tap_peer(self, hid: str, now: float) -> None:
        g = self.peer.guest
        if hid == "peer:chat":
            self.peer_overlay = "chat"
        elif hid == "peer:links":
            self.peer_overlay = "links"
        elif hid.startswith("peer:reinvite:") and self.lobby is not None:
            self.peer_overlay = "links"
            self.lobby.tap_link(f"link:qr:{hid.rsplit(':', 1)[1]}", now)  # its QR, ready to scan
        elif hid == "peer:close":
            self.peer_overlay = None
        elif hid.startswith("peer:phrase:"):
            g.say(pick(PHRASES[int(hid.rsplit(":", 1)[1])], self.lang))
            self.peer.tick(now)
            self.peer_overlay = None
        elif hid == "peer:say":
            text = ask(pt("chat_prompt", self.lang, n=120))
            if text:
                g.say(text)
                self.peer.tick(now)
            self.peer_overlay = None
        elif self.peer_overlay == "links" and self.lobby is not None:
            self.lobby.tap_link(hid, now)
        # taps on the panel itself or the seat dots do nothing

    def info(self) -> JSON:
        d = super().info()
        g = self.peer.guest
        v = g.verification(g.hand)
        d.update({"peer": True, "seat": g.seat, "seats": g.seats, "ply": g.ply, "phase_net": g.phase,
                  "hand_net": g.hand, "chat": list(g.chat)[-5:], "legal": g.legal,
                  "verified": None if v is None else v.ok, "problems": [] if v is None else
                  [p["en"] for p in v.problems], "hosting": self.peer.host is not None,
                  "sent_at": {str(k): x for k, x in self.peer.sent_at.items()},
                  "seen_at": {str(k): x for k, x in self.peer.seen_at.items()},
                  "my_turn": g.my_turn(), "seated_ms": self.app.settings.get("peer_seated_ms"),
                  "link": self.peer.link_info(), "paths": {str(k): v for k, v in seat_paths().items()}})
        if self.lobby is not None:
            li = self.lobby.info()
            d.update({k: li[k] for k in ("invites", "link_state", "status", "qr_for", "qr_ready", "net_log") if k in li})
        return d
