"""The 够级 position: every attribute of one hand, its field list (the notation) and basic facts.

A position is one line, ``gouji`` then ``key=value`` fields separated by ``;`` (``core/codec.py``).
Fields equal to a fresh hand's value are left out, so a test position is short, e.g.
``gouji ph=play; turn=0; h0=4 4 Q Q Q 3; h3=K A 3``; a position without ``ph`` is a play position. Cards
are written by rank only (``3 4 5 6 7 8 9 T J Q K A 2 SJ BJ``); on loading, each rank takes the lowest free
card ids, hands first (seat 0..5), then the top play, and every card not named is in the played pile. So a
text loads any position and ``GoujiState(text).notation() == text`` for any text the engine wrote.
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

import re
from collections.abc import Callable, Sequence
from typing import Any, ClassVar

from ...core.codec import (
    BOOL,
    COUNT_MAX,
    SCORE_MAX,
    SEED,
    Field,
    Kind,
    attr,
    int_in,
    ints_in,
    parse_int,
    seat_flags,
)
from ...core.errors import NotationError, OptionsError
from ...core.game import JSON, GameState
from ...core.options import option_int
from .cards import BJ, NAMES, VALUE, full_deck, parse_ranks, ranks_text
from .combos import Combo, from_values
from .options import DEFAULTS, validate_options
from .options import FIELDS as OPTION_FIELDS
from .scoring import KIND_ORDER, dian_table

PHASES = ("yudian", "return", "buy_opt", "buy_pay", "revolution", "mingdian", "play", "over")
DUEL_STAGES = ("", "lead", "answer", "four", "done")


def opp(s: int) -> int:
    return (s + 3) % 6


def set_char(s: str, i: int, ch: str) -> str:
    return s[:i] + ch + s[i + 1:]


class Position(GameState):
    """The attributes of a hand and the facts every rule module reads from them."""

    game_id = "gouji"
    num_seats = 6
    TRANSIENT: ClassVar[frozenset[str]] = frozenset({"_top_key", "_top_c"})

    def _reset(self, opts: JSON) -> None:
        """A fresh hand's attributes (the values a position text leaves out)."""
        self.opts: JSON = dict(opts)
        self.seed = 0
        self.redeals = 0
        self.hand_no = 1
        self.series_no = 1
        self.scores = [0] * 6
        self.leader0 = 0
        self.phase = "play"
        self.calls = [""] * 6
        self.call_idx = 0
        self.incoming: list[JSON] = []
        self.ret_pending: list[list[int]] = []  # [receiver, payer, n]
        self.buy_rank = 3
        self.buy_opt = "------"
        self.buy_plan: list[list[int]] = []  # [buyer, seller, pays, chosen value or 0 = pending]
        self.rev_dec = "------"
        self.rev = -1
        self.rev_dead = False
        self.duel = ""  # "", "lead", "answer", "four", "done"
        self.forced = -1
        self.rp_count = 0
        self.hands: list[list[int]] = [[] for _ in range(6)]
        self.pile: list[int] = []
        self.ostate = "NNNNNN"
        self.finished: list[int] = []
        self.turn = -1
        self.lead_seat = -1
        self.top: list[int] = []
        self.owner = -1
        self.top_gouji = False
        self.top_att = False
        self.att_opp_passed = False
        self.top_bie = False
        self.passed = [False] * 6
        self.yielded = [False] * 6
        self.lw = False
        self.shao: list[list[int]] = []
        self.bie3: list[list[int]] = []  # [victim, beater, revealed]
        self.burners = [False] * 6
        self.places: list[int] = []
        self.obligations: list[JSON] = []
        self.scored = False
        self.tx: list[JSON] = []  # public tribute/buy transactions of this hand (display only)
        self._top_key: tuple[int, ...] = ()
        self._top_c: Combo | None = None

    # ------------------------------------------------------------------ basic facts
    def total_cards(self) -> int:
        return 198 if self.opts["fours_removed"] == 8 else 206

    def active(self, s: int) -> bool:
        return s not in self.finished and not (s == self.rev and self.rev_dead)

    def gone_count(self) -> int:
        return len(self.finished) + (1 if self.rev >= 0 else 0)

    def chaos(self) -> bool:
        t = self.opts["chaos_after_gone"]
        return bool(t) and self.gone_count() >= t

    def has_head(self, p: int) -> bool:
        o = opp(p)
        if o in self.finished:
            return False
        if o == self.rev and self.duel in ("done", ""):
            return not self.chaos() and self.rp_count < 3
        return True

    def team_out(self, t: int) -> bool:
        return all(s in self.finished or s == self.rev for s in range(t, 6, 2))

    def is_over(self) -> bool:
        return self.phase == "over"

    def call_order(self) -> list[int]:
        order = [(self.leader0 + i) % 6 for i in range(6)]
        if self.phase == "mingdian":
            order = [s for s in order if self.calls[s] != "y"]
        return order

    def opened(self, s: int) -> bool:
        st = self.ostate[s]
        return st == "O" or (st == "P" and bool(self.opts["pending_open_counts"]))

    def top_combo(self) -> Combo | None:
        if not self.top:
            return None
        key = tuple(self.top)
        if self._top_key != key:
            self._top_key = key
            self._top_c = from_values([VALUE[c] for c in self.top])
        return self._top_c

    # ------------------------------------------------------------------ loading
    def place_cards(self) -> None:
        """After the fields are read, hands and top hold rank values: give them card ids (the lowest
        free ids of each rank, hands first, then the top play); every other card is in the pile."""
        pools: dict[int, list[int]] = {}
        for cid in full_deck(self.opts["fours_removed"]):
            pools.setdefault(VALUE[cid], []).append(cid)

        def take(values: Sequence[int], what: str) -> list[int]:
            out = []
            for v in values:
                if not pools.get(v):
                    raise NotationError(f"too many {NAMES[v]} in {what} (the deck has fewer)")
                out.append(pools[v].pop(0))
            return sorted(out)

        self.hands = [take(self.hands[s], f"h{s}") for s in range(6)]
        self.top = take(self.top, "top")
        self.pile = sorted(c for pool in pools.values() for c in pool) + self.top

    def check_position(self) -> None:
        """Refuse what the notation cannot mean; fill what a short test position leaves out."""
        if self.phase == "play" and self.turn == -1:  # absent: the leader; a wrong seat is refused later
            if self.top:
                raise NotationError("a play position with a top play needs turn=")
            self.turn = self.leader0
        if self.top and not 0 <= self.owner < 6:
            raise NotationError("a top play needs its owner (own=)")
        if self.phase == "play" and self.lead_seat < 0:
            self.lead_seat = self.turn if not self.top else self.owner


# ---------------------------------------------------------------------- value kinds
def _seat(s: str) -> int:
    if len(s) != 1 or s not in "012345":
        raise ValueError(f"not a seat 0..5: {s!r}")
    return int(s)


def _seat_list(s: str) -> list[int]:
    return [_seat(ch) for ch in s.strip()]


def _chars(allowed: str, what: str) -> Kind[str]:
    def dec(s: str) -> str:
        if len(s) != 6 or any(c not in allowed for c in s):
            raise ValueError(f"{what} is six characters of {' '.join(allowed)}")
        return s
    return Kind("chars", str, dec)


def _one_of(values: Sequence[str], what: str) -> Kind[str]:
    def dec(s: str) -> str:
        if s not in values:
            raise ValueError(f"unknown {what} {s!r}")
        return s
    return Kind("word", str, dec)


def _records(pattern: str, enc: Callable[[Any], str], build: Callable[[Sequence[str]], Any],
             what: str) -> Kind[list[Any]]:
    """A comma-separated list of records, each matching ``pattern`` (its groups go to ``build``)."""
    rx = re.compile(pattern)

    def dec(s: str) -> list[Any]:
        out = []
        for item in s.split(","):
            if item.strip():
                m = rx.fullmatch(item.strip())
                if m is None:
                    raise ValueError(f"{item.strip()!r} is not {what}")
                out.append(build(m.groups()))
        return out
    return Kind("records", lambda xs: ",".join(enc(x) for x in xs), dec)


def _ranks(s: str) -> list[int]:
    try:
        return parse_ranks(s)
    except NotationError as e:
        raise ValueError(e.message("en")) from None


def _opt_text(v: Any) -> str:
    return str(int(v)) if isinstance(v, bool) else str(v)


_OPTION_KIND = {f.key: f.kind for f in OPTION_FIELDS}


def _options(s: str) -> JSON:
    raw: JSON = dict(DEFAULTS)
    for item in s.split(","):
        if not item.strip():
            continue
        k, colon, v = item.partition(":")
        k, v = k.strip(), v.strip()
        kind = _OPTION_KIND.get(k)
        if kind is None or not colon:
            raise ValueError(f"unknown option {k!r}" if kind is None else f"{k} needs a value")
        if kind == "bool":
            raw[k] = v in ("1", "true", "True")
        elif kind == "int" or isinstance(DEFAULTS[k], int):
            raw[k] = option_int(OPTION_FIELDS, k, v)
        else:
            raw[k] = v
    try:
        return validate_options(raw)
    except OptionsError as e:
        raise ValueError(e.message("en")) from None


SEAT_OR_NONE = int_in(-1, 5)   # -1: nobody
COUNT = int_in(0, COUNT_MAX)
# The most cards one obligation can be for (§13.4): the 点贡 table's largest entry; 憋贡 and 捎贡 are
# one card, 落贡 two.
MAX_OWED = {"dian": max(max(v) for v in dian_table().values()), "bie": 1, "shao": 1, "luo": 2}
OPTIONS: Kind[JSON] = Kind("options", lambda o: ",".join(
    f"{k}:{_opt_text(o[k])}" for k in DEFAULTS if o[k] != DEFAULTS[k]), _options)
RANKS: Kind[list[int]] = Kind("ranks", ranks_text, _ranks)
FLAGS = seat_flags(6)
SEATS: Kind[list[int]] = Kind("seats", lambda xs: "".join(str(int(x)) for x in xs), _seat_list)
CALLS: Kind[list[str]] = Kind("calls", lambda cs: "".join(c or "-" for c in cs),
                              lambda s: ["" if c == "-" else c for c in _chars("-my", "calls").dec(s)])
INCOMING = _records(rf"({'|'.join(KIND_ORDER)}):([0-5])>([0-5])\*(\d+)",
                    lambda o: f"{o['kind']}:{o['from']}>{o['to']}*{o['n']}",
                    lambda g: {"kind": g[0], "from": int(g[1]), "to": int(g[2]), "n": parse_int(g[3], 1, max(MAX_OWED.values()))},
                    "kind:from>to*n")
RETURNS = _records(r"([0-5])<([0-5])\*(\d+)", lambda r: f"{r[0]}<{r[1]}*{r[2]}",
                   lambda g: [int(g[0]), int(g[1]), parse_int(g[2], 1, 2)], "receiver<payer*n")
BUY_PLAN = _records(r"([0-5])<([0-5]):([01]):(-?\d+)", lambda e: f"{e[0]}<{e[1]}:{e[2]}:{e[3]}",
                    lambda g: [int(g[0]), int(g[1]), int(g[2]), parse_int(g[3], -1, BJ)], "buyer<seller:pays:choice")
SHAO = _records(r"([0-5])>([0-5])", lambda r: f"{r[0]}>{r[1]}", lambda g: [int(x) for x in g],
                "payer>receiver")
BIE3 = _records(r"([0-5])>([0-5])(!?)", lambda r: f"{r[0]}>{r[1]}{'!' if r[2] else ''}",
                lambda g: [int(g[0]), int(g[1]), 1 if g[2] else 0], "victim>beater")


def _hand(s: int) -> Field:
    # Written from card ids; read as rank values that ``place_cards`` turns into ids.
    return Field(f"h{s}", RANKS, lambda st: [VALUE[c] for c in st.hands[s]],
                 lambda st, v: st.hands.__setitem__(s, v))


FIELDS: tuple[Field, ...] = (
    attr("o", OPTIONS, "opts", header=True),
    attr("seed", SEED), attr("rd", COUNT, "redeals"), attr("hn", int_in(1, COUNT_MAX), "hand_no"),
    attr("sn", int_in(1, COUNT_MAX), "series_no"), attr("sc", ints_in(-SCORE_MAX, SCORE_MAX, 6), "scores"),
    attr("ph", _one_of(PHASES, "phase"), "phase", always=True),
    attr("l0", SEAT_OR_NONE, "leader0"), attr("calls", CALLS), attr("ci", int_in(0, 6), "call_idx"),
    attr("in", INCOMING, "incoming"), attr("ret", RETURNS, "ret_pending"), attr("br", int_in(3, 4), "buy_rank"),
    attr("bo", _chars("-?yn", "bo"), "buy_opt"), attr("bp", BUY_PLAN, "buy_plan"),
    attr("rv", _chars("-?yn", "rv"), "rev_dec"), attr("R", SEAT_OR_NONE, "rev"), attr("rdead", BOOL, "rev_dead"),
    attr("duel", _one_of(DUEL_STAGES, "duel stage")), attr("forced", SEAT_OR_NONE), attr("rpc", int_in(0, 3), "rp_count"),
    *(_hand(s) for s in range(6)),
    attr("os", _chars("NPOF", "os"), "ostate"), attr("fin", SEATS, "finished"), attr("turn", SEAT_OR_NONE),
    attr("lead", SEAT_OR_NONE, "lead_seat"),
    Field("top", RANKS, lambda st: [VALUE[c] for c in st.top], lambda st, v: setattr(st, "top", v)),
    attr("own", SEAT_OR_NONE, "owner"), attr("tg", BOOL, "top_gouji"), attr("ta", BOOL, "top_att"),
    attr("tap", BOOL, "att_opp_passed"), attr("tb", BOOL, "top_bie"), attr("pas", FLAGS, "passed"),
    attr("yl", FLAGS, "yielded"), attr("lw", BOOL), attr("shao", SHAO), attr("b3", BIE3, "bie3"),
    attr("burn", FLAGS, "burners"), attr("scd", BOOL, "scored"),
)

__all__ = ["FIELDS", "MAX_OWED", "PHASES", "Position", "opp", "set_char"]
