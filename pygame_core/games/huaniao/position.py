"""The position notation of a song: one ``key=value`` field per part of the state (core/codec.py).

``huaniao opts=regular; seed=7; first=2; phase=main; ...``: the header (options, seed, first player)
deals the fresh song, and every other field is written only where the position differs from it,
so a position at the start of a song is one short line. Cards are written ``<face>.<id>`` (VIEW.md).

* ``opts`` is the mode's preset with the options that differ from it: ``opts=pro lighting:night``.
* ``pool`` lists the phrases, oldest first: ``seat/op[.kind]/cards/tune/turn``, a face-down card
  marked ``~``, phrases separated by ``|``.
* ``snapshot`` (the 且慢 copy, §13.3) is written as the fields in which it differs from the
  position (JSON: field -> text; ``{}`` at a main prompt), ``-`` when there is none.
* ``events`` (of the last action; views show them) and ``showdown`` are JSON: they have no
  simpler text.

A position written by the notation of version 1 (``huaniao {...json...}``) is refused with a
message: it cannot be re-read exactly, replay the song's actions instead.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from typing import Any

from ...core.codec import (
    BOOL,
    JSONV,
    SEED,
    STR,
    Field,
    Kind,
    PositionCodec,
    attr,
    int_in,
    ints_in,
    item,
    seat_flags,
)
from ...core.errors import NotationError, PaijuError
from ...core.game import JSON, Event
from ...core.options import option_int
from ...core.rng import SplitMix64
from .cards import card_text, parse_card
from .options import FIELDS as OPTION_FIELDS
from .options import PRESETS, TURN_CAP_MAX, validate_options
from .song import Phrase

FLAGS = seat_flags(4)


def _opt(kind: Kind[Any]) -> Kind[Any]:
    """``kind`` or ``-`` for None."""
    return Kind(f"{kind.name}?", lambda v: "-" if v is None else kind.enc(v),
                lambda s: None if s.strip() == "-" else kind.dec(s))


def _cards_dec(s: str) -> list[int]:
    return [parse_card(t) for t in s.split()]


CARDS: Kind[list[int]] = Kind("cards", lambda cs: " ".join(card_text(c) for c in cs), _cards_dec)
CARD = Kind("card", card_text, parse_card)


def _seat_map(value: Kind[Any]) -> Kind[dict[int, Any]]:
    """``{seat: value}`` as ``0:v,2:v`` (in the dict's order, which the rules keep)."""
    def dec(s: str) -> dict[int, Any]:
        out: dict[int, Any] = {}
        for part in filter(None, (p.strip() for p in s.split(","))):
            k, sep, v = part.partition(":")
            if not sep or k not in ("0", "1", "2", "3"):
                raise ValueError(f"not seat:value: {part!r}")
            out[int(k)] = value.dec(v)
        return out
    return Kind("seats", lambda d: ",".join(f"{k}:{value.enc(v)}" for k, v in d.items()), dec)


# --- options: the preset, then what differs from it --------------------------------------------

def _preset_base(mode: str) -> dict[str, Any]:
    return dict(PRESETS[mode]) if mode in PRESETS else {**PRESETS["regular"], "mode": mode}


def _value_text(v: Any) -> str:
    return v if isinstance(v, str) else json.dumps(v)


def _value(key: str, s: str) -> Any:
    if re.fullmatch(r"-?[0-9]+", s):   # an integer: in the option's range, refused by length first
        return option_int(OPTION_FIELDS, key, s)
    try:
        return JSONV.dec(s)
    except (ValueError, RecursionError):
        return s


def _opts_enc(o: Mapping[str, Any]) -> str:
    base = _preset_base(str(o["mode"]))
    diff = [f"{f.key}:{_value_text(o[f.key])}" for f in OPTION_FIELDS
            if f.key != "mode" and (f.key not in base or o[f.key] != base[f.key]
                                    or type(o[f.key]) is not type(base[f.key]))]
    return " ".join([str(o["mode"]), *diff])


def _opts_dec(s: str) -> JSON:
    mode, *parts = s.split()
    o = _preset_base(mode)
    for part in parts:
        k, sep, v = part.partition(":")
        if not sep:
            raise ValueError(f"an option is key:value, not {part!r}")
        o[k] = _value(k, v)
    try:
        return validate_options(o)
    except PaijuError as e:
        raise ValueError(e.message("en")) from None


OPTS: Kind[JSON] = Kind("options", _opts_enc, _opts_dec)


# --- the pool ----------------------------------------------------------------------------------

def _phrase_enc(ph: Phrase) -> str:
    op = ph.op if ph.kind is None else f"{ph.op}.{ph.kind}"
    cards = " ".join(("" if u else "~") + card_text(c) for c, u in zip(ph.cards, ph.up, strict=True))
    return f"{ph.seat}/{op}/{cards}/{'-' if ph.tune is None else ph.tune}/{ph.turn}"


def _phrase_dec(s: str) -> Phrase:
    seat, op, cards, tune, turn = s.strip().split("/")
    name, _, kind = op.partition(".")
    toks = cards.split()
    return Phrase(SEAT.dec(seat), name, kind or None, tuple(parse_card(t.lstrip("~")) for t in toks),
                  tuple(not t.startswith("~") for t in toks), None if tune == "-" else NOTE.dec(tune),
                  TURN.dec(turn))


POOL: Kind[list[Phrase]] = Kind("pool", lambda pool: " | ".join(_phrase_enc(ph) for ph in pool),
                              lambda s: [_phrase_dec(p) for p in s.split("|") if p.strip()])


def _peek_dec(s: str) -> JSON:
    who, _, cards = s.partition(":")
    seat, _, target = who.partition(">")
    return {"seat": SEAT.dec(seat), "target": SEAT.dec(target), "cards": _cards_dec(cards)}


# 月明 under 靜夜: ``seat>target:cards``, the hand ``seat`` looked at this turn.
PEEK = _opt(Kind("peek", lambda p: f"{p['seat']}>{p['target']}:{CARDS.enc(p['cards'])}", _peek_dec))


# --- JSON parts: the showdown (seat keys back to ints) and the last events ----------------------

def _int_keys(d: Mapping[str, Any]) -> dict[int, Any]:
    return {int(k): v for k, v in d.items()}


def _showdown_dec(s: str) -> JSON | None:
    sd = JSONV.dec(s)
    if sd is None:
        return None
    sd["cum"] = _int_keys(sd["cum"])
    sd["rounds"] = [{"call": r["call"], "hands": {k: r["hands"][str(k)] for k in sd["order"]},
                     "priority": {k: r["priority"][str(k)] for k in sd["order"]}} for r in sd["rounds"]]
    return dict(sd)


SHOWDOWN = Kind("showdown", JSONV.enc, _showdown_dec)


def _event_dec(x: list[Any]) -> Event:
    t, data, aud, pub = x
    return Event(t, data, None if aud is None else frozenset(aud), pub)


EVENTS: Kind[list[Event]] = Kind(
    "events", lambda evs: JSONV.enc([[e.type, e.data, None if e.audience is None else sorted(e.audience), e.public]
                                     for e in evs]),
    lambda s: [_event_dec(x) for x in JSONV.dec(s)])


# --- the 且慢 snapshot: the fields in which it differs from the position ------------------------

def _snapshot_get(st: Any) -> dict[str, str] | None:
    snap = st.snapshot
    if snap is None:
        return None
    out = {}
    for f in _BODY:
        then, now = f.get(snap), f.get(st)
        if then != now and (text := f.kind.enc(then)) != f.kind.enc(now):
            out[f.key] = text
    return out


def _snapshot_dec(s: str) -> dict[str, Any] | None:
    if s.strip() == "-":
        return None
    diff = JSONV.dec(s)
    if not isinstance(diff, dict):
        raise ValueError("the snapshot is a JSON object: field -> text")
    return {k: _BY_KEY[k].kind.dec(v) for k, v in diff.items()}


def _snapshot_set(st: Any, values: dict[str, Any] | None) -> None:
    """Rebuild the copy from the (fully read) position, then the fields in which it differs."""
    st.snapshot = None
    if values is None:
        return
    snap = st.clone()
    snap.last_events = []
    for k, v in values.items():
        _BY_KEY[k].set(snap, v)
    st.snapshot = snap


SNAPSHOT: Kind[dict[str, Any] | None] = Kind(
    "snapshot", lambda d: "-" if d is None else JSONV.enc(d), _snapshot_dec)


def _hand(s: int) -> Field:
    return item(f"h{s}", CARDS, "hands", s)


def _rng_set(st: Any, v: int) -> None:
    SplitMix64(v)  # checks the range
    st.rng_state = v


def _word(*words: str) -> Kind[str | None]:
    def dec(s: str) -> str:
        if s not in words:
            raise ValueError(f"must be one of {', '.join(words)} (or -)")
        return s
    return _opt(Kind("word", str, dec))


SEAT = int_in(0, 3)
NOTE = int_in(0, 4)
TURN = int_in(0, TURN_CAP_MAX)   # a turn number is below the turn cap
COUNT = int_in(0, TURN_CAP_MAX)  # skips, timeouts, extra operations: at most one or two a turn
OPT_SEAT = _opt(SEAT)

# Everything but the header, the snapshot and the events: what a snapshot may differ in.
_BODY: tuple[Field, ...] = (
    Field("rng", SEED, lambda st: st.rng_state, _rng_set),
    attr("active", SEAT), attr("turn", TURN), attr("phase", STR, always=True),
    *(_hand(s) for s in range(4)),
    attr("pile", CARDS), attr("pool", POOL), attr("heap", CARDS), attr("tune", _opt(NOTE)),
    attr("limits", ints_in(5, 14, 4)), attr("skips", ints_in(0, TURN_CAP_MAX, 4)), attr("ban", FLAGS, "ban_pending"),
    attr("banned", BOOL, "banned_now"), attr("extra", COUNT, "extra_ops"), attr("spring", BOOL, "spring_used"),
    attr("exposed", BOOL), attr("main_done", BOOL), attr("armed", FLAGS), attr("undo_left", FLAGS),
    attr("timeouts", ints_in(0, TURN_CAP_MAX, 4)), attr("bot", FLAGS), attr("window", FLAGS),
    attr("went_out", OPT_SEAT), attr("winner", OPT_SEAT), attr("how", _word("out", "points", "class", "showdown", "lot")),
    attr("end", _word("out", "pile", "cap"), "end_reason"), attr("gift", _word("wind", "liangfeng"), "gift_kind"), attr("passes", _seat_map(CARD)), attr("discards", _seat_map(int_in(1, 64))),
    attr("guess", OPT_SEAT, "guess_target"), attr("guesses", _seat_map(STR)), attr("peek", PEEK),
    attr("daycard", _opt(CARD)), attr("showdown", SHOWDOWN),
)
_BY_KEY = {f.key: f for f in _BODY}

FIELDS: tuple[Field, ...] = (
    attr("opts", OPTS, header=True, always=True),
    attr("seed", SEED, header=True, always=True),
    attr("first", SEAT, header=True, always=True),
    *_BODY,
    attr("events", EVENTS, "last_events"),
    # Last, since it is built on the rest; always written, since it is relative to the position.
    Field("snapshot", SNAPSHOT, _snapshot_get, _snapshot_set, always=True),
)


def fresh_args(header: Mapping[str, Any]) -> tuple[JSON, int, int]:
    """(options, seed, first) of the fresh song a header describes (defaults: regular, 0, §5.1's lot)."""
    opts = header.get("opts") or validate_options(PRESETS["regular"])
    seed = int(header.get("seed", 0))
    first = header.get("first")
    if first is None:
        first = SplitMix64(seed).uniform(4)
    if not 0 <= first < 4:
        raise ValueError(f"first must be a seat 0..3, not {first}")
    return opts, seed, int(first)


def refuse_old(text: str) -> None:
    """Version 1 wrote a JSON dump; say so rather than 'unknown field'."""
    if text.strip().startswith("huaniao {"):
        raise NotationError("this is a huaniao position of notation version 1 (a JSON dump), which is no longer "
                            "read; replay the song's actions (replays and saved games still load) instead")


def check(ok: bool, why: str) -> None:
    if not ok:
        raise NotationError(f"huaniao: impossible position: {why}")


class SongCodec(PositionCodec):
    """The codec, keeping the fresh songs it compares positions with (core/codec.py deals two for every
    position it writes; they are the same for every position of a song).

    ``deal(header)`` makes a fresh song. The kept ones are only ever encoded (their texts are kept
    too); reading a position gets a copy, since it builds on it.
    """

    def __init__(self, game_id: str, fields: tuple[Field, ...], deal: Callable[[Mapping[str, Any]], Any]) -> None:
        super().__init__(game_id, fields, self._fresh)
        self._deal = deal
        self._kept: dict[str, Any] = {}  # header -> fresh song
        self._texts: dict[int, dict[str, str]] = {}  # id of a kept song -> its fields' texts
        self._loading = False

    def _fresh(self, header: Mapping[str, Any]) -> Any:
        key = json.dumps(fresh_args(header), sort_keys=True)
        st = self._kept.get(key)
        if st is None:
            if len(self._kept) >= 8:
                self._texts.pop(id(self._kept.pop(next(iter(self._kept)))))
            st = self._deal(header)
            self._texts[id(st)] = super().encode(st)
            self._kept[key] = st
        return st.clone() if self._loading else st

    def load_into(self, state: Any, text: str) -> None:
        self._loading = True
        try:
            super().load_into(state, text)
        finally:
            self._loading = False

    def encode(self, state: Any) -> dict[str, str]:
        kept = self._texts.get(id(state))
        return dict(kept) if kept is not None else super().encode(state)
