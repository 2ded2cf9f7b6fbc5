"""One-line texts for 够级 positions and actions.

Position: ``gouji`` then ``key=value`` fields separated by ``;``. Fields equal to a fresh hand's
value are left out, so a test position is short, e.g.
``gouji ph=play; turn=0; h0=4 4 Q Q Q 3; h3=K A 3``. Cards are written by rank only
(``3 4 5 6 7 8 9 T J Q K A 2 SJ BJ``); on loading, each rank takes the lowest free card ids, hands
first (seat 0..5), then the top play, and every card not named is in the played pile. So a text
loads any position and ``load(text).notation() == text`` for any text the engine wrote.
Display-only history (the list of tribute and buying transactions) is not part of a position.

Fields: o (non-default options ``key:value,...``), seed, rd (redeals), hn (hand number), sn
(series), sc (series scores), ph (phase), l0 (candidate first leader), calls (6 chars ``-my``), ci
(call index), in (incoming tribute ``kind:from>to*n,...``), ret (``receiver<payer*n``), br (buy
rank), bo (buy-4 choices), bp (buy plan ``buyer<seller:pays:choice``), rv (revolution decisions),
R (revolutionary), rdead, duel, forced, rpc (够死级 count), h0..h5 (hands), os (opening states
``NPOF``), fin (finishing order), turn, lead, top (top play), own (its owner), tg (gouji), ta
(attempt), tap (opposite passed on it), tb (憋3 candidate), pas (passed seats), yl (yielded), lw
(last word used), shao (``payer>receiver,...``), b3 (憋3 records ``victim>beater`` + ``!`` once
revealed), burn (seats bound by strict_burn), scd (串三湖 scored).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...core.errors import NotationError
from ...core.game import JSON, Action
from .cards import NAMES, counts, full_deck, parse_ranks, ranks_list, ranks_text, value
from .options import DEFAULTS, FIELDS, validate_options
from .rules import GoujiState

_KIND = {f.key: f.kind for f in FIELDS}


def _seats(xs: Any) -> str:
    return "".join(str(int(x)) for x in xs)


def _flags(bs: Any) -> str:
    return "".join(str(i) for i, b in enumerate(bs) if b)


def _encode(st: GoujiState) -> dict[str, str]:
    d: dict[str, str] = {}
    d["o"] = ",".join(f"{k}:{_opt_text(st.opts[k])}" for k in DEFAULTS if st.opts[k] != DEFAULTS[k])
    d["seed"] = str(st.seed)
    d["rd"] = str(st.redeals)
    d["hn"] = str(st.hand_no)
    d["sn"] = str(st.series_no)
    d["sc"] = ",".join(map(str, st.scores))
    d["ph"] = st.phase
    d["l0"] = str(st.leader0)
    d["calls"] = "".join(c or "-" for c in st.calls)
    d["ci"] = str(st.call_idx)
    d["in"] = ",".join(f"{o['kind']}:{o['from']}>{o['to']}*{o['n']}" for o in st.incoming)
    d["ret"] = ",".join(f"{r}<{p}*{n}" for r, p, n in st.ret_pending)
    d["br"] = str(st.buy_rank)
    d["bo"] = st.buy_opt
    d["bp"] = ",".join(f"{b}<{s}:{p}:{c}" for b, s, p, c in st.buy_plan)
    d["rv"] = st.rev_dec
    d["R"] = str(st.rev)
    d["rdead"] = str(int(st.rev_dead))
    d["duel"] = st.duel
    d["forced"] = str(st.forced)
    d["rpc"] = str(st.rp_count)
    for s in range(6):
        d[f"h{s}"] = ranks_text(value(c) for c in st.hands[s])
    d["os"] = st.ostate
    d["fin"] = _seats(st.finished)
    d["turn"] = str(st.turn)
    d["lead"] = str(st.lead_seat)
    d["top"] = ranks_text(value(c) for c in st.top)
    d["own"] = str(st.owner)
    d["tg"] = str(int(st.top_gouji))
    d["ta"] = str(int(st.top_att))
    d["tap"] = str(int(st.att_opp_passed))
    d["tb"] = str(int(st.top_bie))
    d["pas"] = _flags(st.passed)
    d["yl"] = _flags(st.yielded)
    d["lw"] = str(int(st.lw))
    d["shao"] = ",".join(f"{p}>{r}" for p, r in st.shao)
    d["b3"] = ",".join(f"{v}>{b}{'!' if rv else ''}" for v, b, rv in st.bie3)
    d["burn"] = _flags(st.burners)
    d["scd"] = str(int(st.scored))
    return d


def _opt_text(v: Any) -> str:
    return str(int(v)) if isinstance(v, bool) else str(v)


def state_to_text(st: GoujiState) -> str:
    enc = _encode(st)
    blank = _encode(GoujiState(dict(st.opts)))
    blank["o"] = ""
    parts = [f"{k}={v}" for k, v in enc.items() if k == "ph" or v != blank[k]]
    return "gouji " + "; ".join(parts)


def _ints(s: str) -> list[int]:
    return [int(x) for x in s.split(",") if x.strip()]


def _seat_list(s: str) -> list[int]:
    out = [int(ch) for ch in s.strip()]
    if any(not 0 <= x < 6 for x in out):
        raise NotationError(f"bad seat list {s!r}")
    return out


def _flag_list(s: str) -> list[bool]:
    on = set(_seat_list(s))
    return [i in on for i in range(6)]


def text_to_state(text: str) -> GoujiState:
    t = text.strip()
    if not t.startswith("gouji"):
        raise NotationError("a 够级 position starts with 'gouji'")
    body = t[5:].strip()
    fields: dict[str, str] = {}
    for part in body.split(";"):
        part = part.strip()
        if not part:
            continue
        if "=" not in part:
            raise NotationError(f"field without '=': {part!r}")
        k, v = part.split("=", 1)
        fields[k.strip()] = v.strip()
    try:
        return _build(fields)
    except NotationError:
        raise
    except (ValueError, KeyError, IndexError, TypeError) as e:
        raise NotationError(f"bad position text: {e}") from e


def _parse_opts(s: str) -> JSON:
    raw: JSON = dict(DEFAULTS)
    for item in s.split(","):
        if not item.strip():
            continue
        k, v = item.split(":", 1)
        k = k.strip()
        kind = _KIND.get(k)
        if kind is None:
            raise NotationError(f"unknown option {k!r}")
        if kind == "bool":
            raw[k] = v.strip() in ("1", "true", "True")
        elif kind == "int" or isinstance(DEFAULTS[k], int):
            raw[k] = int(v)
        else:
            raw[k] = v.strip()
    return validate_options(raw)


def _build(f: dict[str, str]) -> GoujiState:
    known = {"o", "seed", "rd", "hn", "sn", "sc", "ph", "l0", "calls", "ci", "in", "ret", "br", "bo", "bp",
             "rv", "R", "rdead", "duel", "forced", "rpc", "os", "fin", "turn", "lead", "top", "own", "tg",
             "ta", "tap", "tb", "pas", "yl", "lw", "shao", "b3", "burn", "scd"} | {f"h{s}" for s in range(6)}
    for k in f:
        if k not in known:
            raise NotationError(f"unknown field {k!r}")
    st = GoujiState(_parse_opts(f.get("o", "")))
    g: Callable[[str, str], str] = lambda k, d: f.get(k, d)  # noqa: E731
    st.seed = int(g("seed", "0"))
    st.redeals = int(g("rd", "0"))
    st.hand_no = int(g("hn", "1"))
    st.series_no = int(g("sn", "1"))
    if "sc" in f:
        st.scores = _ints(f["sc"])
        if len(st.scores) != 6:
            raise NotationError("sc needs six scores")
    st.phase = g("ph", "play")
    if st.phase not in ("yudian", "return", "buy_opt", "buy_pay", "revolution", "mingdian", "play", "over"):
        raise NotationError(f"unknown phase {st.phase!r}")
    st.leader0 = int(g("l0", "0"))
    calls = g("calls", "------")
    if len(calls) != 6 or any(c not in "-my" for c in calls):
        raise NotationError("calls is six characters of - m y")
    st.calls = ["" if c == "-" else c for c in calls]
    st.call_idx = int(g("ci", "0"))
    st.incoming = []
    for item in g("in", "").split(","):
        if item.strip():
            kind, rest = item.split(":")
            a, rest = rest.split(">")
            b, n = rest.split("*")
            if kind not in ("dian", "bie", "shao", "luo"):
                raise NotationError(f"unknown tribute kind {kind!r}")
            st.incoming.append({"kind": kind, "from": int(a), "to": int(b), "n": int(n)})
    st.ret_pending = []
    for item in g("ret", "").split(","):
        if item.strip():
            r, rest = item.split("<")
            p, n = rest.split("*")
            st.ret_pending.append([int(r), int(p), int(n)])
    st.buy_rank = int(g("br", "3"))
    st.buy_opt = g("bo", "------")
    st.buy_plan = []
    for item in g("bp", "").split(","):
        if item.strip():
            b, rest = item.split("<")
            s, p, c = rest.split(":")
            st.buy_plan.append([int(b), int(s), int(p), int(c)])
    st.rev_dec = g("rv", "------")
    if len(st.buy_opt) != 6 or len(st.rev_dec) != 6:
        raise NotationError("bo and rv are six characters")
    st.rev = int(g("R", "-1"))
    st.rev_dead = g("rdead", "0") == "1"
    st.duel = g("duel", "")
    if st.duel not in ("", "lead", "answer", "four", "done"):
        raise NotationError(f"unknown duel stage {st.duel!r}")
    st.forced = int(g("forced", "-1"))
    st.rp_count = int(g("rpc", "0"))
    st.ostate = g("os", "NNNNNN")
    if len(st.ostate) != 6 or any(c not in "NPOF" for c in st.ostate):
        raise NotationError("os is six characters of N P O F")
    st.finished = _seat_list(g("fin", ""))
    st.turn = int(g("turn", "-1"))
    st.lead_seat = int(g("lead", "-1"))
    st.owner = int(g("own", "-1"))
    st.top_gouji = g("tg", "0") == "1"
    st.top_att = g("ta", "0") == "1"
    st.att_opp_passed = g("tap", "0") == "1"
    st.top_bie = g("tb", "0") == "1"
    st.passed = _flag_list(g("pas", ""))
    st.yielded = _flag_list(g("yl", ""))
    st.lw = g("lw", "0") == "1"
    st.shao = []
    for item in g("shao", "").split(","):
        if item.strip():
            a, b = item.split(">")
            st.shao.append([int(a), int(b)])
    st.bie3 = []
    for item in g("b3", "").split(","):
        if item.strip():
            a, b = item.split(">")
            st.bie3.append([int(a), int(b.rstrip("!")), 1 if b.endswith("!") else 0])
    st.burners = _flag_list(g("burn", ""))
    st.scored = g("scd", "0") == "1"
    # Cards: ranks -> the lowest free ids, hands first, then the top play, the rest is the pile.
    pools: dict[int, list[int]] = {}
    for cid in full_deck(st.opts["fours_removed"]):
        pools.setdefault(value(cid), []).append(cid)

    def take(text: str, what: str) -> list[int]:
        out = []
        for v in parse_ranks(text):
            if not pools.get(v):
                raise NotationError(f"too many {NAMES[v]} in {what} (the deck has fewer)")
            out.append(pools[v].pop(0))
        return sorted(out)

    st.hands = [take(g(f"h{s}", ""), f"h{s}") for s in range(6)]
    st.top = take(g("top", ""), "top")
    leftover = sorted(c for pool in pools.values() for c in pool)
    st.pile = leftover + st.top
    if st.phase == "over":
        st.compute_result()
    if st.phase == "play" and not 0 <= st.turn < 6:
        if st.top:
            raise NotationError("a play position with a top play needs turn=")
        st.turn = st.leader0
    if st.top and not 0 <= st.owner < 6:
        raise NotationError("a top play needs its owner (own=)")
    if st.phase == "play" and st.lead_seat < 0:
        st.lead_seat = st.turn if not st.top else st.owner
    return st


# ---------------------------------------------------------------------- actions
_WORDS = {"pass", "skip", "yudian", "mingdian", "declare", "decline", "buy"}


def format_action(a: Action) -> str:
    t = a.get("type")
    if t == "play":
        return ranks_text(parse_ranks(a["cards"]))
    if t == "return":
        return "return " + ranks_text(parse_ranks(a["cards"]))
    if t == "pay":
        return f"pay {a['card']}"
    if t in _WORDS:
        return str(t)
    raise NotationError(f"unknown action {a!r}")


def parse_action(text: str) -> Action:
    toks = text.strip().split()
    if not toks:
        raise NotationError("empty action")
    head = toks[0].lower()
    if head in _WORDS and len(toks) == 1:
        return {"type": head}
    if head == "pay" and len(toks) == 2:
        v = parse_ranks(toks[1:])[0]
        return {"type": "pay", "card": NAMES[v]}
    if head == "return":
        return {"type": "return", "cards": ranks_list(parse_ranks(toks[1:]))}
    if head == "play":
        toks = toks[1:]
    return {"type": "play", "cards": ranks_list(parse_ranks(toks))}


def hand_counts_text(cards: list[int]) -> str:
    c = counts(cards)
    return " ".join(f"{NAMES[v]}x{c[v]}" for v in range(3, 18) if c[v])
