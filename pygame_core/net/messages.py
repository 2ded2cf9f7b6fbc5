"""Wire format of the peer protocol: versioned JSON objects, a size cap and a schema per type.

Every message is one JSON object ``{"v": 1, "t": <type>, ...}``. ``decode`` refuses anything that is
not exactly one of the known shapes (unknown fields included) before the caller looks at it, so the
host and the guests only ever handle well-formed data. Game payloads (actions, views, events) are
checked as bounded JSON here and by the engine afterwards.
"""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Callable
from typing import Any

from ..core.i18n import Text, tx

VERSION = 1
MAX_GUEST_BYTES = 4096  # guest -> host: intents, shares, chat are small
MAX_HOST_BYTES = 262144  # host -> guest: a data channel's usual max-message-size
MAX_CHAT = 120  # characters of one chat line
MAX_DEPTH = 12
MAX_SEATS = 8
MAX_INT = (1 << 64) - 1  # seeds are 64-bit; both ends parse JSON in Python, so ints stay exact

Msg = dict[str, Any]
Check = Callable[[Any], str | None]


class ProtocolError(Exception):
    """A message that is refused; ``code`` for programs, ``reason`` for people."""

    def __init__(self, code: str, reason: Text) -> None:
        self.code = code
        self.reason = reason
        super().__init__(f"{code}: {reason['en']}")


# --- field checkers: each returns None when fine, else a short English description -------------

def _int(lo: int = 0, hi: int = MAX_INT) -> Check:
    def check(v: Any) -> str | None:
        if not isinstance(v, int) or isinstance(v, bool):
            return "not an integer"
        return None if lo <= v <= hi else f"out of range {lo}..{hi}"
    return check


def _num(v: Any) -> str | None:
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        return "not a number"
    return None if abs(v) <= MAX_INT else "out of range"


def _str(max_len: int, charset: str | None = None) -> Check:
    def check(v: Any) -> str | None:
        if not isinstance(v, str):
            return "not a string"
        if len(v) > max_len:
            return f"longer than {max_len}"
        if charset is not None and any(c not in charset for c in v):
            return "unexpected characters"
        return None
    return check


B64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
HEX = "0123456789abcdef"


def _hex(n: int) -> Check:
    def check(v: Any) -> str | None:
        if not isinstance(v, str) or len(v) != n or any(c not in HEX for c in v):
            return f"not {n} lowercase hex digits"
        return None
    return check


def _opt(inner: Check) -> Check:
    def check(v: Any) -> str | None:
        return None if v is None else inner(v)
    return check


def json_problem(v: Any, depth: int = 0) -> str | None:
    """Plain bounded JSON: objects with string keys, lists, strings, finite numbers, bools, null."""
    if depth > MAX_DEPTH:
        return "nested too deep"
    if v is None or isinstance(v, (bool, str)):
        return None
    if isinstance(v, (int, float)):
        return _num(v)
    if isinstance(v, list):
        for x in v:
            p = json_problem(x, depth + 1)
            if p:
                return p
        return None
    if isinstance(v, dict):
        for k, x in v.items():
            if not isinstance(k, str):
                return "non-string key"
            p = json_problem(x, depth + 1)
            if p:
                return p
        return None
    return f"unexpected {type(v).__name__}"


def _obj(v: Any) -> str | None:
    return "not an object" if not isinstance(v, dict) else json_problem(v)


def _list(v: Any) -> str | None:
    return "not a list" if not isinstance(v, list) else json_problem(v)


def _any(v: Any) -> str | None:
    return json_problem(v)


def _bool(v: Any) -> str | None:
    return None if isinstance(v, bool) else "not true or false"


def _seat_or_none(v: Any) -> str | None:
    return None if v is None else _int(0, MAX_SEATS - 1)(v)


def _text(v: Any) -> str | None:
    p = _obj(v)
    if p:
        return p
    if not all(isinstance(x, str) and len(x) <= 400 for x in v.values()):
        return "not a text"
    return None


SEQ = _int()
SEAT = _int(0, MAX_SEATS - 1)
HAND = _int(0, 1_000_000)
PLY = _int(0, 1_000_000)

# (required fields, optional fields) per message type, per direction.
Schema = tuple[dict[str, Check], dict[str, Check]]

GUEST_TYPES: dict[str, Schema] = {
    # seat None = spectator; last = the last host sequence number this guest processed.
    "hello": ({"seat": _seat_or_none, "secret": _str(64, B64URL)},
              {"last": _opt(_int(0)), "name": _str(24), "lang": _str(8)}),
    "intent": ({"seq": SEQ, "seat": SEAT, "hand": HAND, "ply": PLY, "action": _obj}, {"ack": SEQ}),
    "share": ({"seq": SEQ, "seat": SEAT, "hand": HAND, "share": _hex(64)}, {"ack": SEQ}),
    "chat": ({"seq": SEQ, "seat": SEAT, "text": _str(MAX_CHAT)}, {"ack": SEQ}),
    "ack": ({"ack": SEQ}, {}),
    "pong": ({"at": _num}, {}),
}

HOST_TYPES: dict[str, Schema] = {
    # counter: the host's 记牌器 setting, the same for every seat (absent from older hosts)
    "welcome": ({"seat": _seat_or_none, "match": _str(64), "game": _str(32), "options": _obj,
                 "seats": _list, "next": SEQ}, {"counter": _bool}),
    "sync": ({"seq": SEQ, "ack": SEQ, "phase": _str(16), "hand": HAND, "ply": PLY, "view": _opt(_obj),
              "legal": _list, "to_act": _list, "commit": _opt(_hex(64)), "seats": _list},
             {"chat": _list, "result": _opt(_obj), "timers": _obj, "bots": _list, "series": _list, "log": _list,
              "running": _bool}),
    "commit": ({"seq": SEQ, "ack": SEQ, "hand": HAND, "commit": _hex(64)}, {}),
    "update": ({"seq": SEQ, "ack": SEQ, "hand": HAND, "ply": PLY, "view": _obj, "events": _list,
                "legal": _list, "to_act": _list},
               {"by": SEAT, "auto": _str(16), "timers": _obj, "bots": _list, "running": _bool}),
    "refused": ({"seq": SEQ, "ack": SEQ, "ref": _opt(SEQ), "code": _str(40), "reason": _text}, {}),
    "reveal": ({"seq": SEQ, "ack": SEQ, "hand": HAND, "host_share": _hex(64), "shares": _obj,
                "seed": _int(0, (1 << 64) - 1), "replay": _obj, "result": _obj}, {"returns": _opt(_list)}),
    "chat": ({"seq": SEQ, "ack": SEQ, "from": _seat_or_none, "text": _str(MAX_CHAT)}, {}),
    "status": ({"seats": _list}, {}),
    "ping": ({"at": _num}, {}),
    "ack": ({"ack": SEQ}, {}),  # a guest's message resent after the host consumed it: taken again, no more
    "bye": ({"code": _str(40), "reason": _text}, {}),
}


# Rooms (``net.room``): before a connection says hello, a guest with no seat yet knocks (a returning
# one names its seat and a nonce); the host answers with a seat and its secret, or for a returning
# guest with a proof that it knows the seat's secret (it never sends that secret again).
KNOCK_TYPES: dict[str, Schema] = {
    "knock": ({"nonce": _hex(32)}, {"seat": SEAT, "name": _str(24)}),
    "hello": GUEST_TYPES["hello"],
}
SEAT_TYPES: dict[str, Schema] = {
    "seat": ({"seat": SEAT}, {"secret": _str(64, B64URL), "proof": _hex(64)}),
    "bye": HOST_TYPES["bye"],
}


MAX_SYNC_LOG = 65536  # bytes of the hand's log a sync carries (its newest events that fit)


def log_tail(events: list[Any]) -> list[Any]:
    """The newest of ``events`` whose JSON fits in MAX_SYNC_LOG, for a sync (a rejoined page's log)."""
    out: list[Any] = []
    size = 0
    for ev in reversed(events):
        size += len(json.dumps(ev, ensure_ascii=False, separators=(",", ":")).encode()) + 1
        if size > MAX_SYNC_LOG:
            break
        out.append(ev)
    return out[::-1]


def _refuse(code: str, hans: str, hant: str, en: str) -> ProtocolError:
    return ProtocolError(code, tx(hans, hant, en))


def _no_constants(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """An object whose keys are unique: with a key twice, which one counts is parser-dependent."""
    d = dict(pairs)
    if len(d) != len(pairs):
        raise ValueError("a key appears twice")
    return d


def decode(text: Any, types: dict[str, Schema], max_bytes: int) -> Msg:
    """Parse and check one message, or raise ProtocolError saying why it is refused."""
    if not isinstance(text, str):
        raise _refuse("E_MALFORMED", "消息不是文本", "消息不是文本", "message is not text")
    if len(text) > max_bytes or len(text.encode("utf-8", "surrogatepass")) > max_bytes:
        raise _refuse("E_TOO_BIG", f"消息超过 {max_bytes} 字节", f"消息超過 {max_bytes} 位元組",
                      f"message larger than {max_bytes} bytes")
    try:
        m = json.loads(text, parse_constant=_no_constants, object_pairs_hook=_no_duplicates)
        # Not UTF-8 (a lone surrogate, raw or escaped): it could not be saved, hashed or sent on.
        canonical(m).encode("utf-8")
    except (ValueError, RecursionError) as e:  # (UnicodeEncodeError is a ValueError)
        raise _refuse("E_MALFORMED", "消息不是有效的 JSON", "消息不是有效的 JSON",
                      f"message is not valid JSON ({str(e)[:60]})") from None
    if not isinstance(m, dict):
        raise _refuse("E_MALFORMED", "消息不是 JSON 对象", "消息不是 JSON 物件", "message is not a JSON object")
    if m.get("v") != VERSION:
        raise _refuse("E_VERSION", f"协议版本不符（需要 {VERSION}）", f"協定版本不符（需要 {VERSION}）",
                      f"protocol version must be {VERSION}")
    t = m.get("t")
    if not isinstance(t, str) or t not in types:
        raise _refuse("E_TYPE", "未知的消息类型", "未知的消息類型", f"unknown message type {str(t)[:20]!r}")
    required, optional = types[t]
    for k, check in required.items():
        if k not in m:
            raise _refuse("E_SCHEMA", f"缺少字段 {k}", f"缺少欄位 {k}", f"{t}: missing field {k}")
        p = check(m[k])
        if p:
            raise _refuse("E_SCHEMA", f"字段 {k} 无效", f"欄位 {k} 無效", f"{t}.{k}: {p}")
    for k, v in m.items():
        if k in ("v", "t") or k in required:
            continue
        if k not in optional:
            raise _refuse("E_SCHEMA", f"多余字段 {k[:20]}", f"多餘欄位 {k[:20]}", f"{t}: unexpected field {k[:20]!r}")
        p = optional[k](v)
        if p:
            raise _refuse("E_SCHEMA", f"字段 {k} 无效", f"欄位 {k} 無效", f"{t}.{k}: {p}")
    return m


def encode(t: str, **fields: Any) -> str:
    """One message as compact JSON text (UTF-8 kept as is: Chinese chat is 3 bytes a character)."""
    return json.dumps({"v": VERSION, "t": t, **fields}, ensure_ascii=False, separators=(",", ":"))


def canonical(obj: Any) -> str:
    """The one text form used for digests and for comparing actions."""
    return json.dumps(obj, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def clean_text(text: str, limit: int) -> str:
    """Plain one-line text from a peer: every control (Cc), format/bidi (Cf, U+061C, U+202E, U+FEFF
    ...), surrogate, private-use, unassigned and line/paragraph separator becomes a space; runs of
    spaces collapse; at most ``limit`` characters.

    The page draws it on the canvas (or as text content), never as HTML; this keeps it one line and
    keeps a name or a chat line from reordering the text drawn after it.
    """
    out = [" " if unicodedata.category(c) in _DROP else c for c in text]
    return " ".join("".join(out).split())[:limit]


_DROP = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
MAX_NAME = 24  # characters of a seat name


def clean_chat(text: str) -> str:
    return clean_text(text, MAX_CHAT)


def clean_name(text: str) -> str:
    return clean_text(text, MAX_NAME)
