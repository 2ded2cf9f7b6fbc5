"""Play with friends: the host's lobby, the guest's join screen, and the shared table over the peer link.

The host's page runs ``pygame_core.net.Host`` and plays its own seat through an ordinary ``Guest`` on
an in-memory link; every other seat is a ``Guest`` in another browser, reached over a WebRTC data
channel (web/rtc.js, driven through ``RTCBridge``). The table itself is the shared ``TableScreen``,
fed by ``RemoteMatch``, an adapter that looks like a ``table.match.Match`` but holds only one
seat's view. ``PeerTableScreen`` adds what peer play needs: connection status and latency per
seat, chat and quick phrases (drawn on the canvas, never HTML), the host's invites, and the
"verified" result of the fair-deal check after each hand.

Signalling has no server: the invite link carries the compressed offer and the seat's secret in
its fragment; the guest's page shows a short answer code to send back. A dropped or reloaded peer
rejoins with the same secret over a new invite (the protocol restores its view; nothing is lost).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any

from ..core import registry
from ..core.errors import OptionsError
from ..core.game import JSON, Action, Event, GameInfo
from ..core.i18n import Text, pick, tx
from ..net import Guest, Host, MemoryNet, join
from ..net.invite import InviteError, answer_code, invite_url, parse_answer, parse_invite, unpack_sdp
from ..table.rules import TableRules, rules_for
from . import theme as th
from .app import App, Screen
from .draw import DisplayList, fit_size
from .geom import Rect
from .table_screen import TableScreen
from .widgets import button, button_width, flow, panel, paragraph

HOST_KEY = "paiju.host"
GUEST_KEY = "paiju.guest"
BOT_DELAY = {"slow": 1.3, "normal": 0.75, "fast": 0.3, "instant": 0.0}

L: dict[str, Text] = {
    "title": tx("与朋友联机", "與朋友連線", "Play with friends"),
    "join_hint": tx("朋友发来的邀请链接直接打开即可入座。", "朋友發來的邀請連結直接打開即可入座。",
                    "To join, just open the invite link a friend sent you."),
    "seat": tx("座位 {n}", "座位 {n}", "Seat {n}"),
    "me": tx("我", "我", "Me"),
    "friend": tx("朋友", "朋友", "Friend"),
    "bot": tx("电脑", "電腦", "Bot"),
    "network": tx("网络", "網路", "Network"),
    "timers_off": tx("不计时", "不計時", "No timers"),
    "timers_on": tx("按规则计时（超时自动出牌）", "按規則計時（逾時自動出牌）", "Rule timers (auto-play on timeout)"),
    "ice_none": tx("局域网", "區域網路", "LAN only"),
    "ice_stun": tx("公共 STUN", "公共 STUN", "Public STUN"),
    "ice_custom": tx("自定义", "自訂", "Custom"),
    "ice_prompt": tx("STUN/TURN 地址（空格分隔），可加 用户名 密码",
                     "STUN/TURN 位址（空格分隔），可加 使用者名稱 密碼",
                     "STUN/TURN URLs (space-separated), optionally followed by username password"),
    "create": tx("开桌", "開桌", "Open the table"),
    "back": tx("返回", "返回", "Back"),
    "invite": tx("生成邀请", "生成邀請", "Make invite"),
    "new_invite": tx("重新邀请", "重新邀請", "New invite"),
    "making": tx("正在生成…", "正在生成…", "Preparing…"),
    "copy": tx("复制链接", "複製連結", "Copy link"),
    "share": tx("分享", "分享", "Share"),
    "qr": tx("二维码", "QR 碼", "QR code"),
    "paste": tx("粘贴回复码", "貼上回覆碼", "Paste answer"),
    "paste_prompt": tx("粘贴朋友发回的回复码", "貼上朋友發回的回覆碼", "Paste the answer code your friend sent back"),
    "copied": tx("已复制", "已複製", "Copied"),
    "deal": tx("开始发牌", "開始發牌", "Deal"),
    "to_table": tx("回到牌桌", "回到牌桌", "Back to the table"),
    "waiting": tx("等待加入", "等待加入", "waiting"),
    "connecting": tx("连接中", "連線中", "connecting"),
    "online": tx("在线", "在線", "online"),
    "away": tx("离线", "離線", "away"),
    "bot_plays": tx("电脑代打", "電腦代打", "bot playing"),
    "join_title": tx("加入牌桌", "加入牌桌", "Join the table"),
    "answer_hint": tx("把下面的回复码发回给开桌的朋友：", "把下面的回覆碼發回給開桌的朋友：",
                      "Send this answer code back to the host:"),
    "copy_code": tx("复制回复码", "複製回覆碼", "Copy code"),
    "lost": tx("连接已断开，请向开桌的朋友要一个新邀请", "連線已中斷，請向開桌的朋友要一個新邀請",
               "Connection lost: ask the host for a new invite"),
    "replaced": tx("此座位已在别处打开", "此座位已在別處打開", "This seat was opened elsewhere"),
    "bad_invite": tx("邀请链接不完整：{e}", "邀請連結不完整：{e}", "The invite link is incomplete: {e}"),
    "failed": tx("连接失败：{e}", "連線失敗：{e}", "Connection failed: {e}"),
    "no_rtc": tx("此浏览器不支持 WebRTC", "此瀏覽器不支援 WebRTC", "This browser has no WebRTC"),
    "chat": tx("聊天", "聊天", "Chat"),
    "chat_prompt": tx("说点什么（{n} 字以内）", "說點什麼（{n} 字以內）", "Say something (up to {n} characters)"),
    "verified": tx("✓ 已验证：发牌公平，牌谱无误", "✓ 已驗證：發牌公平，牌譜無誤",
                   "✓ Verified: fair deal, log replays exactly"),
    "verify_failed": tx("✗ 验证失败：{e}", "✗ 驗證失敗：{e}", "✗ Verification failed: {e}"),
    "wait_host": tx("等待开桌的朋友开始下一局", "等待開桌的朋友開始下一局", "Waiting for the host to deal the next hand"),
    "people": tx("连接", "連線", "Links"),
    "dealing": tx("正在公平发牌…", "正在公平發牌…", "Dealing fairly…"),
    "rejoin_hint": tx("要回到上次的牌桌，请打开开桌朋友发来的新邀请链接。", "要回到上次的牌桌，請打開開桌朋友發來的新邀請連結。",
                      "To get back to your last table, open the new invite link from the host."),
}
PHRASES: list[Text] = [
    tx("你好！", "你好！", "Hello!"), tx("好牌！", "好牌！", "Nice play!"), tx("快点吧", "快點吧", "Hurry up"),
    tx("稍等", "稍等", "One moment"), tx("再来一局", "再來一局", "Another hand"), tx("谢谢", "謝謝", "Thanks"),
]


def s(key: str, lang: str, **kw: Any) -> str:
    text = pick(L[key], lang)
    return text.format(**kw) if kw else text


# --------------------------------------------------------------------------- the page's transport


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


class BridgeLink:
    """A ``Link`` over one data channel of the bridge."""

    def __init__(self, bridge: RTCBridge, lid: str) -> None:
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
    import asyncio

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


def draw_qr(dl: DisplayList, r: Rect, matrix: list[list[bool]]) -> None:
    """Dark runs of each row as rectangles on a white square with a quiet zone."""
    n = len(matrix)
    cell = min(r.w, r.h) / (n + 4)
    x0, y0 = r.cx - cell * n / 2, r.cy - cell * n / 2
    dl.rect(Rect(x0 - 2 * cell, y0 - 2 * cell, cell * (n + 4), cell * (n + 4)), "#ffffff")
    for j, row in enumerate(matrix):
        i = 0
        while i < n:
            if row[i]:
                k = i
                while k < n and row[k]:
                    k += 1
                dl.rect(Rect(x0 + i * cell, y0 + j * cell, (k - i) * cell + 0.3, cell + 0.3), "#000000")
                i = k
            else:
                i += 1


# --------------------------------------------------------------------------- the match adapter


class _State:
    """What TableScreen and the game plugins read from ``match.state``: only this seat's side."""

    def __init__(self, rm: RemoteMatch) -> None:
        self.rm = rm

    def legal_actions(self, seat: int) -> list[Action]:
        g = self.rm.guest
        return list(g.legal) if seat == g.seat else []

    def view(self, seat: int | None) -> JSON:
        return self.rm.view(seat)

    def notation(self) -> str:
        return ""

    def to_act(self) -> tuple[int, ...]:
        return self.rm.to_act()


class _Hand:
    def __init__(self) -> None:
        self.actions: list[int] = []  # one entry per change seen (TableScreen keys its view cache on it)
        self.seed = 0


class RemoteMatch:
    """A ``Match`` look-alike over a ``Guest``: the table draws it exactly like a local match.

    On the host's page it also owns the ``Host`` and the in-memory link of the host's own seat,
    and ticks them.
    """

    def __init__(self, guest: Guest, info: GameInfo, host: Host | None = None, net: MemoryNet | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.guest = guest
        self.info = info
        self.host = host
        self.net = net
        self.clock = clock
        self.options: JSON = dict(guest.options)
        self.rules: TableRules = rules_for(info.id)
        self.state = _State(self)
        self.hand = _Hand()
        self.events: list[JSON] = []
        self.on_change: Callable[[Any], None] | None = None
        self.timers = False
        self.wins = [0] * info.seats
        self._counted: set[int] = set()
        self._hand_no = guest.hand
        self._deadlines: dict[int, tuple[float, float]] = {}  # seat -> (deadline, limit)
        self.refusals: list[str] = []
        # Wall-clock times (s) an intent left and a ply reached the screen: latency figures.
        self.sent_at: dict[int, float] = {}
        self.seen_at: dict[int, float] = {}
        self.pull()

    # --- seats -------------------------------------------------------------------------------
    @property
    def seats(self) -> list[str]:
        out = []
        for i in range(self.info.seats):
            st = self.guest.seats[i] if i < len(self.guest.seats) else {}
            if i == self.guest.seat:
                out.append("human")
            elif st.get("kind") == "bot":
                out.append("bot:" + (self.host.seats[i].level if self.host else next(iter(self.info.bots))))
            else:
                out.append("remote")
        return out

    @property
    def names(self) -> list[str]:
        return [str((self.guest.seats[i] if i < len(self.guest.seats) else {}).get("name") or i + 1)
                for i in range(self.info.seats)]

    def local_people(self) -> list[int]:
        return [] if self.guest.seat is None else [self.guest.seat]

    @property
    def hand_no(self) -> int:
        return self.guest.hand

    def to_act(self) -> tuple[int, ...]:
        if self.guest.phase != "playing":
            return ()
        return tuple(self.guest.to_act)

    def is_over(self) -> bool:
        return self.guest.phase == "over" or (self.guest.view or {}).get("phase") == "over"

    def people_to_act(self) -> list[int]:
        return [s for s in self.to_act() if s == self.guest.seat]

    def bot_to_act(self) -> int | None:
        for s in self.to_act():
            st = self.guest.seats[s] if s < len(self.guest.seats) else {}
            if st.get("bot"):
                return s
        return None

    def step_bot(self) -> list[Event]:
        return []  # the host's bots play on the host

    def run_bots(self, max_steps: int = 0) -> list[Event]:
        return []

    def view(self, seat: int | None) -> JSON:
        return dict(self.guest.view or {})

    def events_since(self, index: int, seat: int | None) -> list[JSON]:
        return self.events[index:]

    # --- acting ------------------------------------------------------------------------------
    def act(self, seat: int, action: Action) -> list[Event]:
        """Send the intent; the host's answer (an update or a refusal) comes back later."""
        if seat == self.guest.seat and self.guest.my_turn():
            self.sent_at[self.guest.ply] = time.time()
            self.guest.act(action)
            self.pump()
        return []

    def next_hand(self) -> None:
        if self.host is not None and self.host.phase == "over":
            self.host.start_hand()
            self.pump()

    # --- time --------------------------------------------------------------------------------
    def pump(self) -> None:
        if self.net is not None:
            self.net.run()

    def tick(self, now: float) -> list[Event]:
        if self.host is not None:
            self.host.tick()
        self.pump()
        return [Event("changed")] if self.pull() else []

    def pull(self) -> bool:
        """Take what the guest received into the table's event list; True if anything changed."""
        g = self.guest
        changed = False
        if g.hand != self._hand_no:
            self._hand_no = g.hand
            self.events = []
            changed = True
        while g.events:
            ev = g.events.popleft()
            changed = True
            if ev.get("type") == "sync":
                continue
            self.events.append(ev)
        if g.refusal is not None:
            reason = g.refusal.get("reason") or {}
            self.refusals.append(str(reason.get("en", "")) if not isinstance(reason, dict) else
                                 pick(reason, "zh-Hans"))
            g.refusal = None
            changed = True
        if changed:
            self.seen_at.setdefault(g.ply, time.time())
            self.hand.actions.append(len(self.hand.actions))
            self._timers()
            res = g.result
            if g.phase == "over" and isinstance(res, dict) and g.hand not in self._counted:
                w = res.get("winner")
                if isinstance(w, int) and 0 <= w < len(self.wins):
                    self.wins[w] += 1
                self._counted.add(g.hand)
        return changed

    def _timers(self) -> None:
        now = self.clock()
        left = self.guest.timers
        self._deadlines = {int(k): (now + float(v), float(v)) for k, v in left.items()}

    def remaining(self, seat: int, now: float) -> float | None:
        d = self._deadlines.get(seat)
        return None if d is None or seat not in self.to_act() else max(0.0, d[0] - self.clock())

    def limit(self, seat: int) -> float | None:
        d = self._deadlines.get(seat)
        return None if d is None else d[1]


# --------------------------------------------------------------------------- the table


class PeerTableScreen(TableScreen):
    """The shared table plus connection status, chat, quick phrases, invites and verification."""

    name = "peer_table"

    def __init__(self, app: App, rm: RemoteMatch, lobby: HostLobby | None = None) -> None:
        self.rm = rm
        self.lobby = lobby
        self.peer_overlay: str | None = None  # "chat" | "links" | None
        super().__init__(app, rm)  # type: ignore[arg-type]
        self.match.on_change = None

    def tick(self, now: float) -> bool:
        busy = super().tick(now)
        if self.rm.tick(now):
            self.refresh(now)
            busy = True
        while self.rm.refusals:
            self.app.toast(self.rm.refusals.pop(0))
        g = self.rm.guest
        if g.closed is not None:
            self.app.toast(s("replaced", self.lang), 6)
            g.closed = None
        return busy

    def wake(self, now: float) -> float | None:
        w = super().wake(now)
        return 0.5 if w is None else min(w, 0.5)  # the network may bring something any time

    def draw(self, dl: DisplayList, w: float, h: float, now: float) -> None:
        if self.rm.guest.view is None:  # between the commitment and the deal (or before the first)
            dl.gradient(Rect(0, 0, w, h), th.FELT_TOP, th.FELT_BOTTOM)
            top = Rect(0, 0, w, 50)
            dl.rect(top, "rgba(20,16,12,0.35)")
            self._draw_peers(dl, top, now)
            dl.text(w / 2, h * 0.45, s("dealing", self.lang), 20, th.PAPER, "c", "b", "s")
            return
        super().draw(dl, w, h, now)
        lay = self.lay
        if lay is None or self.curtain is not None:
            return
        self._draw_peers(dl, lay.top, now)
        self._draw_chat_lines(dl, lay.center)
        if self.match.is_over():
            self._draw_verification(dl, w, h)
        if self.peer_overlay == "chat":
            self._draw_phrases(dl, w, h)
        elif self.peer_overlay == "links" and self.lobby is not None:
            dl.rect(Rect(0, 0, w, h), "rgba(20,16,12,0.5)")
            dl.hit("peer:close", Rect(0, 0, w, h))
            self.lobby.draw_links(dl, Rect(12, 50, w - 24, h - 100), closable=True)

    def _draw_peers(self, dl: DisplayList, top: Rect, now: float) -> None:
        lang = self.lang
        seats = self.rm.guest.seats
        x = top.r - 8 - (54 if top.w < 720 else 0)
        bw = button_width(s("chat", lang), 13, 48)
        x -= bw
        button(dl, "peer:chat", Rect(x, top.y + 6, bw, top.h - 12), s("chat", lang), "ghost", 13)
        if self.lobby is not None:
            lw = button_width(s("people", lang), 13, 48)
            x -= lw + 6
            button(dl, "peer:links", Rect(x, top.y + 6, lw, top.h - 12), s("people", lang), "ghost", 13)
        # one dot per seat: green online, grey away, gold when a bot plays it; latency under it
        for i in reversed(range(len(seats))):
            st = seats[i]
            x -= 30
            color = th.GOLD if st.get("bot") else (th.JADE_SOFT if st.get("online") else th.INK_FAINT)
            dl.circle(x + 12, top.y + top.h * 0.38, 6, color, th.PAPER, 1)
            rtt = st.get("rtt")
            label = f"{rtt}" if isinstance(rtt, int) and st.get("kind") == "remote" else ""
            if label:
                dl.text(x + 12, top.y + top.h * 0.78, label, 9.5, th.PAPER, "c")
            dl.hit(f"peer:seat:{i}", Rect(x, top.y, 26, top.h), f"{i}:{'on' if st.get('online') else 'off'}")

    def _draw_chat_lines(self, dl: DisplayList, r: Rect) -> None:
        lines = list(self.rm.guest.chat)[-3:]
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
        g = self.rm.guest
        v = g.verification(g.hand)
        if v is None:
            return
        if v.ok:
            text, color = s("verified", self.lang), th.JADE
        else:
            text = s("verify_failed", self.lang, e=pick(v.problems[0], self.lang) if v.problems else "?")
            color = th.CINNABAR
        r = Rect(12, h - 40, w - 24, 30)
        dl.rect(r, color, None, 1, 10)
        dl.text_in(r, text, 14, th.WHITE, weight="b")
        dl.hit("peer:verified" if v.ok else "peer:verify_failed", r, text)
        if self.rm.host is None and self.match.is_over():
            dl.text(w / 2, h - 52, s("wait_host", self.lang), 12, th.PAPER, "c")

    def _draw_phrases(self, dl: DisplayList, w: float, h: float) -> None:
        dl.rect(Rect(0, 0, w, h), "rgba(20,16,12,0.45)")
        dl.hit("peer:close", Rect(0, 0, w, h))
        pw = min(w - 24, 420.0)
        labels = [pick(p, self.lang) for p in PHRASES] + [s("chat", self.lang) + "…"]
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
        if hid == "end:next" and self.rm.host is None:
            self.app.toast(s("wait_host", self.lang))
            return
        super().tap(hid, now)

    def _tap_peer(self, hid: str, now: float) -> None:
        g = self.rm.guest
        if hid == "peer:chat":
            self.peer_overlay = "chat"
        elif hid == "peer:links":
            self.peer_overlay = "links"
        elif hid == "peer:close":
            self.peer_overlay = None
        elif hid.startswith("peer:legal:"):
            # The i-th legal action, for keyboards, assistive tools and tests (not drawn).
            i = int(hid.rsplit(":", 1)[1])
            if 0 <= i < len(g.legal):
                self.submit(g.legal[i], now)
        elif hid.startswith("peer:phrase:"):
            g.say(pick(PHRASES[int(hid.rsplit(":", 1)[1])], self.lang))
            self.rm.pump()
            self.peer_overlay = None
        elif hid == "peer:say":
            text = ask(s("chat_prompt", self.lang, n=120))
            if text:
                g.say(text)
                self.rm.pump()
            self.peer_overlay = None
        elif self.peer_overlay == "links" and self.lobby is not None:
            self.lobby.tap_link(hid, now)
        # taps on the panel itself or the seat dots do nothing

    def _leave(self, forget: bool = False) -> None:
        from .start import StartScreen

        if forget:
            self.app.storage.remove(HOST_KEY if self.rm.host is not None else GUEST_KEY)
        self.app.show(StartScreen(self.app))

    def info(self) -> JSON:
        d = super().info()
        g = self.rm.guest
        v = g.verification(g.hand)
        d.update({"peer": True, "seat": g.seat, "seats": g.seats, "ply": g.ply, "phase_net": g.phase,
                  "hand_net": g.hand, "chat": list(g.chat)[-5:], "legal": g.legal,
                  "verified": None if v is None else v.ok, "problems": [] if v is None else
                  [p["en"] for p in v.problems], "hosting": self.rm.host is not None,
                  "sent_at": {str(k): x for k, x in self.rm.sent_at.items()},
                  "seen_at": {str(k): x for k, x in self.rm.seen_at.items()},
                  "my_turn": g.my_turn(), "seated_ms": self.app.settings.get("peer_seated_ms")})
        if self.lobby is not None:
            li = self.lobby.info()
            d.update({k: li[k] for k in ("invites", "link_state", "status") if k in li})
        return d


# --------------------------------------------------------------------------- the host's lobby


class HostLobby(Screen):
    """Pick the game and who sits where, then invite friends seat by seat."""

    name = "lobby"

    def __init__(self, app: App, host: Host | None = None) -> None:
        super().__init__(app)
        self.games = registry.available()
        st = app.settings.setdefault("peer", {})
        self.conf: JSON = st
        if self.conf.get("game") not in [g.id for g in self.games] and self.games:
            self.conf["game"] = self.games[0].id
        self.host: Host | None = host
        self.net = MemoryNet()
        self.me: Guest | None = None
        self.rm: RemoteMatch | None = None
        self.invites: dict[int, str] = {}  # seat -> invite URL
        self.link_state: dict[int, str] = {}  # seat -> waiting | making | connecting | open | failed: ...
        self.links: dict[int, BridgeLink] = {}
        self.qr_for: int | None = None
        self.error = ""
        self.notice = ""
        if host is not None:
            self._attach_me()

    # --- configuration -----------------------------------------------------------------------
    @property
    def info_(self) -> GameInfo | None:
        for g in self.games:
            if g.id == self.conf.get("game"):
                return g
        return self.games[0] if self.games else None

    def kinds(self, info: GameInfo) -> list[str]:
        k = self.conf.get("kinds", {}).get(info.id)
        if not isinstance(k, list) or len(k) != info.seats:
            k = ["me"] + ["friend"] * min(2, info.seats - 1) + ["bot"] * max(0, info.seats - 3)
        k[0] = "me"
        return list(k)

    def preset(self, info: GameInfo) -> str:
        p = self.conf.get("preset", {}).get(info.id)
        return p if p in info.presets else info.default_preset

    def level(self, info: GameInfo) -> str:
        lv = self.conf.get("level", {}).get(info.id)
        if lv in info.bots:
            return str(lv)
        for pref in ("normal", "rule"):
            if pref in info.bots:
                return pref
        return next(iter(info.bots))

    def ice(self) -> JSON:
        v = self.app.settings.get("ice")
        return dict(v) if isinstance(v, dict) else {"mode": "none"}

    # --- creating the table ------------------------------------------------------------------
    def create(self) -> None:
        info = self.info_
        if info is None:
            return
        kinds = self.kinds(info)
        seats = [{"kind": "bot" if k == "bot" else "remote", "level": self.level(info)} for k in kinds]
        timers = bool(self.app.settings.get("timers", False))
        delay = BOT_DELAY.get(str(self.app.settings.get("speed", "normal")), 0.75)
        # The options chosen on the start screen apply when it is the same preset there.
        preset = self.preset(info)
        opts = dict(info.presets[preset])
        start_preset = (self.app.settings.get("preset") or {}).get(info.id, info.default_preset)
        if start_preset == preset:
            opts.update((self.app.settings.get("opts") or {}).get(info.id) or {})
        try:
            self.host = Host(info.id, opts, seats, timers=timers, bot_delay=delay,
                             store=lambda text: self.app.storage.set(HOST_KEY, text))
        except (OptionsError, ValueError) as e:
            self.error = str(e)
            return
        self._attach_me()

    def _attach_me(self) -> None:
        assert self.host is not None
        self.me = Guest(0, self.host.secret(0), name="")
        join(self.net, self.host, self.me, "me")
        self.net.run()
        self.rm = RemoteMatch(self.me, self.host.info, self.host, self.net)
        for i, seat in enumerate(self.host.seats):
            if i != 0 and seat.kind == "remote":
                self.link_state.setdefault(i, "waiting")

    def make_invite(self, seat: int) -> None:
        b = bridge()
        if b is None or self.host is None:
            self.link_state[seat] = "failed: " + s("no_rtc", self.app.lang)
            return
        self.link_state[seat] = "making"
        self.invites.pop(seat, None)  # the old offer dies with its peer connection
        host = self.host

        async def run() -> None:
            try:
                b.configure(self.ice())
                lid = f"seat{seat}"
                old = self.links.pop(seat, None)
                if old is not None:
                    host.on_close(old)
                b.handlers[lid] = lambda kind, data: self._on_link(seat, kind, data)
                sdp = await b.offer(lid)
                self.invites[seat] = invite_url(page_url(), seat, host.secret(seat), sdp)
                self.link_state[seat] = "invited"
            except Exception as e:  # noqa: BLE001 - shown in the panel, step named by rtc.js
                self.link_state[seat] = "failed: " + str(e).replace("Error: ", "")

        spawn(run())

    def accept_answer(self, code: str) -> None:
        b = bridge()
        try:
            seat, sdp = parse_answer(code)
        except InviteError as e:
            self.app.toast(s("failed", self.app.lang, e=str(e)))
            return
        if seat is None or b is None or seat not in self.link_state:
            self.app.toast(s("failed", self.app.lang, e="seat"))
            return
        self.link_state[seat] = "connecting"

        async def run() -> None:
            try:
                await b.accept(f"seat{seat}", sdp)
            except Exception as e:  # noqa: BLE001
                self.link_state[seat] = "failed: " + str(e).replace("Error: ", "")

        spawn(run())

    def _on_link(self, seat: int, kind: str, data: str) -> None:
        b = bridge()
        host = self.host
        if host is None or b is None:
            return
        if kind == "open":
            link = BridgeLink(b, f"seat{seat}")
            self.links[seat] = link
            host.attach(link)
            self.link_state[seat] = "open"
        elif kind == "message":
            link2 = self.links.get(seat)
            if link2 is not None:
                host.on_text(link2, data)
        elif kind == "close":
            link3 = self.links.pop(seat, None)
            if link3 is not None:
                host.on_close(link3)
                self.link_state[seat] = "away"
                self.invites.pop(seat, None)
                self.make_invite(seat)  # have the next invite ready for when they come back
        elif kind == "error":
            self.link_state[seat] = "failed: " + data
        self.net.run()

    def deal(self, now: float) -> None:
        if self.host is None or self.rm is None:
            return
        if self.host.phase in ("lobby", "over"):
            self.host.start_hand()
            self.net.run()
        self.to_table()

    def to_table(self) -> None:
        if self.rm is not None:
            self.app.show(PeerTableScreen(self.app, self.rm, self))

    # --- drawing -----------------------------------------------------------------------------
    def tick(self, now: float) -> bool:
        if self.host is not None:
            self.host.tick()
            self.net.run()
        return False

    def wake(self, now: float) -> float | None:
        return 0.5

    def draw(self, dl: DisplayList, w: float, h: float, now: float) -> None:
        lang = self.app.lang
        dl.gradient(Rect(0, 0, w, h), th.PAPER, th.PAPER_DARK)
        colw = min(w - 24, 640.0)
        x0 = (w - colw) / 2
        dl.text(w / 2, 34, s("title", lang), 26, th.INK, "c", "b", "s")
        button(dl, "lobby:back", Rect(8, 12, 72, 40), s("back", lang), "quiet", 14)
        if self.host is None:
            self._draw_setup(dl, Rect(x0, 64, colw, h - 64), lang)
        else:
            self.draw_links(dl, Rect(x0, 64, colw, h - 64 - 70))
            st = "deal" if self.host.phase in ("lobby", "over") else "to_table"
            button(dl, f"lobby:{st}", Rect(x0, h - 62, colw, 50), s(st, lang), "primary", 19)
        if self.error:
            dl.text(w / 2, h - 80, self.error, 13, th.CINNABAR, "c", "n", "a", colw)

    def _draw_setup(self, dl: DisplayList, r: Rect, lang: str) -> None:
        info = self.info_
        y = r.y
        paragraph(dl, Rect(r.x, y, r.w, 40), s("join_hint", lang), 13, th.INK_SOFT, "c")
        y += 34
        if self.notice:
            y += paragraph(dl, Rect(r.x, y, r.w, 40), self.notice, 13, th.CINNABAR, "c") + 6
        if info is None:
            return
        y = self._chips(dl, r.x, y, r.w, [(f"lobby:game:{g.id}", pick(g.title, lang), g.id == info.id)
                                           for g in self.games])
        y = self._chips(dl, r.x, y, r.w, [(f"lobby:preset:{p}", pick(info.preset_labels.get(p, p), lang),
                                           p == self.preset(info)) for p in info.presets])
        kinds = self.kinds(info)
        for i, k in enumerate(kinds):
            dl.text(r.x + 4, y + 20, s("seat", lang, n=i + 1), 15, th.INK, "l", "b", "s")
            opts = [("me", s("me", lang))] if i == 0 else [("friend", s("friend", lang)), ("bot", s("bot", lang))]
            bx = r.x + 90
            for key, lab in opts:
                bw = button_width(lab, 14, 64)
                button(dl, f"lobby:kind:{i}:{key}", Rect(bx, y + 2, bw, 36), lab,
                       "selected" if k == key else "normal", 14)
                bx += bw + 6
            y += 42
        y += 4
        y = self._chips(dl, r.x, y, r.w, [(f"lobby:level:{k}", pick(info.bot_labels.get(k, k), lang),
                                           k == self.level(info)) for k in info.bots])
        timers = bool(self.app.settings.get("timers", False))
        y = self._chips(dl, r.x, y, r.w, [("lobby:timers:off", s("timers_off", lang), not timers),
                                          ("lobby:timers:on", s("timers_on", lang), timers)])
        mode = self.ice().get("mode", "none")
        dl.text(r.x + 4, y + 12, s("network", lang), 13, th.INK_SOFT, "l", "b", "s")
        y += 22
        y = self._chips(dl, r.x, y, r.w, [(f"lobby:ice:{m}", s(f"ice_{m}", lang), m == mode)
                                          for m in ("none", "stun", "custom")])
        button(dl, "lobby:create", Rect(r.x, y + 8, r.w, 50), s("create", lang), "primary", 19)

    def _chips(self, dl: DisplayList, x: float, y: float, w: float, items: list[tuple[str, str, bool]]) -> float:
        rs = flow(Rect(x, y, w, 1e5), [button_width(lab, 14, 60) for _, lab, _ in items], 38, 6)
        for (hid, lab, sel), br in zip(items, rs, strict=True):
            button(dl, hid, br, lab, "selected" if sel else "normal", 14)
        return (rs[-1].b if rs else y) + 10

    def draw_links(self, dl: DisplayList, r: Rect, closable: bool = False) -> None:
        """One row per friend seat: status, invite (copy / share / QR) and the answer box."""
        lang = self.app.lang
        host = self.host
        if host is None:
            return
        panel(dl, r)
        dl.hit("peer:panel", r)
        status = host.status()
        y = r.y + 14
        for i, st in enumerate(status):
            if st["kind"] != "remote" or i == 0:
                continue
            ls = self.link_state.get(i, "waiting")
            if st["online"]:
                word = s("online", lang) + (f" · {st['rtt']} ms" if st.get("rtt") is not None else "")
            elif st["bot"]:
                word = s("bot_plays", lang)
            elif ls.startswith("failed"):
                word = ls
            else:
                word = s({"waiting": "waiting", "invited": "waiting", "making": "making",
                          "connecting": "connecting", "away": "away", "open": "connecting"}.get(ls, "waiting"), lang)
            dl.text(r.x + 16, y + 14, f"{s('seat', lang, n=i + 1)} · {word}", fit_size(word, 15, r.w - 40) + 0.0,
                    th.CINNABAR if ls.startswith("failed") else th.INK, "l", "b", "a", r.w - 32)
            y += 30
            url = self.invites.get(i)
            if not st["online"]:
                labels: list[tuple[str, str]] = []
                if url:
                    labels = [(f"link:copy:{i}", s("copy", lang)), (f"link:share:{i}", s("share", lang)),
                              (f"link:qr:{i}", s("qr", lang)), (f"link:paste:{i}", s("paste", lang))]
                    dl.text(r.x + 16, y + 8, url, 10.5, th.INK_FAINT, "l", "n", "a", r.w - 32)
                    y += 18
                labels.append((f"link:invite:{i}", s("new_invite" if url else "invite", lang)))
                rs = flow(Rect(r.x + 12, y, r.w - 24, 1e5), [button_width(lab, 13, 60) for _, lab in labels], 36, 6)
                for (hid, lab), br in zip(labels, rs, strict=True):
                    button(dl, hid, br, lab, "primary" if hid.startswith("link:paste") else "normal", 13)
                y = rs[-1].b + 8
            y += 6
        if self.qr_for is not None and self.qr_for in self.invites:
            url = self.invites[self.qr_for]
            m = qr_matrix(url)
            side = min(r.w - 40, r.h - 40, 360.0)
            qr = Rect(r.cx - side / 2, r.y + 20, side, side)
            dl.rect(qr.inset(-10), th.PAPER, th.PAPER_EDGE, 1, 10)
            if m is not None:
                draw_qr(dl, qr, m)
            dl.hit("link:qr_close", qr.inset(-10))
        if closable:
            button(dl, "peer:close", Rect(r.r - 84, r.b - 48, 72, 38), s("to_table", lang), "quiet", 13)

    # --- input -------------------------------------------------------------------------------
    def tap(self, hid: str, now: float) -> None:
        info = self.info_
        if hid == "lobby:back":
            from .start import StartScreen

            self.app.show(StartScreen(self.app))
            return
        if hid.startswith("link:"):
            self.tap_link(hid, now)
            return
        if hid == "lobby:deal":
            self.deal(now)
            return
        if hid == "lobby:to_table":
            self.to_table()
            return
        if info is None:
            return
        if hid.startswith("lobby:game:"):
            self.conf["game"] = hid.split(":", 2)[2]
        elif hid.startswith("lobby:preset:"):
            self.conf.setdefault("preset", {})[info.id] = hid.split(":", 2)[2]
        elif hid.startswith("lobby:level:"):
            self.conf.setdefault("level", {})[info.id] = hid.split(":", 2)[2]
        elif hid.startswith("lobby:kind:"):
            _, _, i, k = hid.split(":")
            kinds = self.kinds(info)
            kinds[int(i)] = k
            self.conf.setdefault("kinds", {})[info.id] = kinds
        elif hid.startswith("lobby:ice:"):
            mode = hid.split(":", 2)[2]
            ice: JSON = {"mode": mode}
            if mode == "custom":
                raw = ask(s("ice_prompt", self.app.lang), str(self.ice().get("raw", "")))
                if not raw:
                    return
                parts = raw.split()
                urls = [p for p in parts if ":" in p]
                rest = [p for p in parts if ":" not in p]
                ice.update({"urls": " ".join(urls), "raw": raw})
                if len(rest) >= 2:
                    ice.update({"username": rest[0], "credential": rest[1]})
            self.app.settings["ice"] = ice
        elif hid.startswith("lobby:timers:"):
            self.app.settings["timers"] = hid.endswith(":on")
        elif hid == "lobby:create":
            self.create()
        self.app.save_settings()

    def tap_link(self, hid: str, now: float) -> None:
        parts = hid.split(":")
        if hid == "link:qr_close":
            self.qr_for = None
            return
        if len(parts) != 3:
            return
        what, seat = parts[1], int(parts[2])
        url = self.invites.get(seat, "")
        if what == "invite":
            self.make_invite(seat)
        elif what == "copy" and url:
            if copy_text(url):
                self.app.toast(s("copied", self.app.lang), 1.5)
        elif what == "share" and url:
            b = bridge()
            if b is not None:
                spawn(b.rtc.share(pick(self.host.info.title, self.app.lang) if self.host else "", url))
        elif what == "qr" and url:
            self.qr_for = seat
            if qr_matrix(url) is None:
                spawn(install_segno())
        elif what == "paste":
            code = ask(s("paste_prompt", self.app.lang))
            if code:
                self.accept_answer(code)

    def info(self) -> JSON:
        d: JSON = {"hosting": self.host is not None, "link_state": {str(k): v for k, v in self.link_state.items()},
                   "invites": {str(k): v for k, v in self.invites.items()}, "qr_for": self.qr_for,
                   "qr_ready": _segno is not None}
        if self.host is not None:
            d.update({"phase": self.host.phase, "hand": self.host.hand, "status": self.host.status()})
        return d


# --------------------------------------------------------------------------- the guest's side


class JoinScreen(Screen):
    """Opened from an invite: answer the offer, show the answer code, then sit at the table."""

    name = "join"

    def __init__(self, app: App, fragment: str) -> None:
        super().__init__(app)
        self.code = ""
        self.state = "answering"  # answering | answer | open | seated | lost | failed
        self.error = ""
        self.qr = False
        self.guest: Guest | None = None
        self.rm: RemoteMatch | None = None
        self.opened_at = time.monotonic()
        try:
            self.invite = parse_invite(fragment)
        except InviteError as e:
            self.state, self.error = "failed", s("bad_invite", app.lang, e=str(e))
            return
        clear_fragment()
        saved = self._saved()
        if saved is not None and saved.get("secret") == self.invite.secret:
            self.guest = Guest.from_json(saved)  # a reload: keep what verification needs
        else:
            self.guest = Guest(self.invite.seat, self.invite.secret)
        self.guest.on_change = self._save
        b = bridge()
        if b is None or not b.supported:
            self.state, self.error = "failed", s("no_rtc", app.lang)
            return
        b.handlers["host"] = self._on_link
        b.configure(dict(app.settings.get("ice") or {"mode": "none"}))

        async def run() -> None:
            try:
                sdp = await b.answer("host", unpack_sdp(self.invite.offer))
                self.code = answer_code(self.invite.seat, sdp)
                if self.state == "answering":
                    self.state = "answer"
            except Exception as e:  # noqa: BLE001 - the step is in the message
                self.state, self.error = "failed", s("failed", app.lang, e=str(e).replace("Error: ", ""))

        spawn(run())

    def _saved(self) -> JSON | None:
        raw = self.app.storage.get(GUEST_KEY)
        try:
            d = json.loads(raw) if raw else None
        except ValueError:
            return None
        return d if isinstance(d, dict) else None

    def _save(self) -> None:
        if self.guest is not None:
            self.app.storage.set(GUEST_KEY, json.dumps(self.guest.to_json(), ensure_ascii=False))

    def _on_link(self, kind: str, data: str) -> None:
        g = self.guest
        b = bridge()
        if g is None or b is None:
            return
        if kind == "open":
            self.state = "open"
            g.attach(BridgeLink(b, "host"))
        elif kind == "message":
            g.on_text(data)
            if g.seated and self.rm is None:
                self.rm = RemoteMatch(g, registry.get(g.game))
                self.state = "seated"
                self.app.settings["peer_seated_ms"] = round((time.monotonic() - self.opened_at) * 1000)
                self.app.show(PeerTableScreen(self.app, self.rm))
        elif kind == "close":
            g.on_close()
            self.state = "lost"
            if self.rm is not None:
                self.app.toast(s("lost", self.app.lang), 8)
        elif kind == "error" and self.state != "seated":
            self.state, self.error = "failed", s("failed", self.app.lang, e=data)

    def wake(self, now: float) -> float | None:
        return 0.5

    def draw(self, dl: DisplayList, w: float, h: float, now: float) -> None:
        lang = self.app.lang
        dl.gradient(Rect(0, 0, w, h), th.PAPER, th.PAPER_DARK)
        colw = min(w - 24, 560.0)
        x0 = (w - colw) / 2
        dl.text(w / 2, 36, s("join_title", lang), 26, th.INK, "c", "b", "s")
        button(dl, "join:back", Rect(8, 12, 72, 40), s("back", lang), "quiet", 14)
        y = 80.0
        if self.state == "failed" or self.state == "lost":
            msg = self.error or s("lost", lang)
            paragraph(dl, Rect(x0, y, colw, 100), msg, 16, th.CINNABAR, "c")
            dl.hit("join:error", Rect(x0, y, colw, 60), msg)
            return
        if self.state == "answering":
            dl.text(w / 2, y + 20, s("making", lang), 16, th.INK_SOFT, "c")
            return
        if self.state in ("answer", "open"):
            paragraph(dl, Rect(x0, y, colw, 40), s("answer_hint", lang), 15, th.INK, "c")
            y += 34
            box = Rect(x0, y, colw, 64)
            dl.rect(box, th.WHITE, th.PAPER_EDGE, 1, 8)
            paragraph(dl, box.inset(10, 8), self.code, 12, th.INK, "l")
            dl.hit("join:code", box, self.code)
            y += 76
            rs = flow(Rect(x0, y, colw, 1e5), [button_width(x, 15, 90) for x in
                                               (s("copy_code", lang), s("share", lang), s("qr", lang))], 44, 8)
            for hid, lab, br in zip(("join:copy", "join:share", "join:qr"),
                                    (s("copy_code", lang), s("share", lang), s("qr", lang)), rs, strict=True):
                button(dl, hid, br, lab, "primary" if hid == "join:copy" else "normal", 15)
            y = rs[-1].b + 16
            if self.state == "open":
                dl.text(w / 2, y + 10, s("connecting", lang), 14, th.JADE, "c")
            if self.qr:
                m = qr_matrix(self.code)
                if m is not None:
                    side = min(colw, h - y - 30, 320.0)
                    draw_qr(dl, Rect(w / 2 - side / 2, y + 24, side, side), m)

    def tap(self, hid: str, now: float) -> None:
        if hid == "join:back":
            from .start import StartScreen

            self.app.show(StartScreen(self.app))
        elif hid == "join:copy" and self.code:
            if copy_text(self.code):
                self.app.toast(s("copied", self.app.lang), 1.5)
        elif hid == "join:share" and self.code:
            b = bridge()
            if b is not None:
                spawn(b.rtc.share("牌局", "", self.code))
        elif hid == "join:qr":
            self.qr = not self.qr
            if self.qr and qr_matrix("x") is None:
                spawn(install_segno())

    def info(self) -> JSON:
        return {"join_state": self.state, "code": self.code, "error": self.error,
                "seat": self.invite.seat if self.state != "failed" or self.guest else None}


# --------------------------------------------------------------------------- entry point


_watching: list[Any] = []


def watch_invites(app: App) -> None:
    """Open an invite pasted into the address bar of an already loaded page (only the hash changes)."""
    if _watching:
        return
    try:
        import js
        from pyodide.ffi import create_proxy

        def on_hash(_ev: Any) -> None:
            frag = page_fragment()
            if frag.startswith("#j="):
                app.show(JoinScreen(app, frag))
                js.window.paijuCanvas.requestFrame()

        proxy = create_proxy(on_hash)
        js.window.addEventListener("hashchange", proxy)
        _watching.append(proxy)  # kept alive for the page's life
    except Exception:  # noqa: BLE001 - not in a page
        _watching.append(None)


def open(app: App) -> None:  # noqa: A001 - the start screen calls lobby.open(app)
    """From the start screen: an invite in the address bar joins; a saved table resumes; else the lobby."""
    watch_invites(app)
    frag = page_fragment()
    if frag.startswith("#j="):
        app.show(JoinScreen(app, frag))
        return
    raw = app.storage.get(HOST_KEY)
    if raw:
        try:
            host = Host.loads(raw, store=lambda text: app.storage.set(HOST_KEY, text),
                              bot_delay=BOT_DELAY.get(str(app.settings.get("speed", "normal")), 0.75),
                              timers=bool(app.settings.get("timers", False)))
            if host.phase != "done":
                app.show(HostLobby(app, host))
                return
        except (ValueError, KeyError, TypeError) as e:
            app.toast(str(e))
        app.storage.remove(HOST_KEY)
    lob = HostLobby(app)
    if app.storage.get(GUEST_KEY):
        lob.notice = s("rejoin_hint", app.lang)
    app.show(lob)


def open_invite(app: App, fragment: str) -> None:
    """For the page's entry: call when the address has an invite fragment (``#j=...``)."""
    watch_invites(app)
    app.show(JoinScreen(app, fragment))


__all__ = ["HostLobby", "JoinScreen", "PeerTableScreen", "RemoteMatch", "open", "open_invite"]
