"""Shared helpers for the 花鳥風月 tests: random tables, a checked random playout, view checks."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from pygame_core.core.errors import IllegalAction, OptionsError
from pygame_core.core.rng import SplitMix64
from pygame_core.games.huaniao import GAME, load, new
from pygame_core.games.huaniao.options import PRESETS
from pygame_core.games.huaniao.rules import HuaniaoState

BOOL_FLAGS = ("function_cards", "special_combos", "dynamic_hand_limit", "four_seasons", "lone_goose", "fanhua",
              "opening_no_dance")


def random_options(rng: SplitMix64) -> dict[str, Any]:
    """A random valid table: one of the presets (with free flags varied) or a custom table."""
    while True:
        if rng.uniform(2) == 0:
            key = ("simple", "basic", "regular", "full", "pro")[rng.uniform(5)]
            o = dict(PRESETS[key])
            if key in ("regular", "full", "pro"):
                o["lighting"] = ("none", "day", "night")[rng.uniform(3)]
            if key == "pro":
                o["lone_goose"], o["fanhua"] = ((True, False), (False, True), (True, True))[rng.uniform(3)]
        else:
            o = dict(PRESETS["regular"])
            o["mode"] = "custom"
            for f in BOOL_FLAGS:
                o[f] = rng.uniform(2) == 1
            o["deck"] = 64 if o["function_cards"] else 48
            o["lighting"] = ("none", "day", "night")[rng.uniform(3)]
            o["deal_size"] = 1 + rng.uniform(12)
            o["base_hand_limit"] = 5 + rng.uniform(10)
        o["showdown_scope"] = ("all", "tied")[rng.uniform(2)]
        o["undo_window_s"] = (0, 2.5)[rng.uniform(2)]
        if rng.uniform(4) == 0:
            o["showdown_round_cap"] = 1 + rng.uniform(2)
        try:
            return GAME.validate_options(o)
        except OptionsError:
            continue


def card_ids(x: Any) -> Iterator[int]:
    """Every card id in a JSON value (a card is a dict with "id" and "face")."""
    if isinstance(x, dict):
        if "id" in x and "face" in x and isinstance(x["id"], int):
            yield x["id"]
        for v in x.values():
            yield from card_ids(v)
    elif isinstance(x, list):
        for v in x:
            yield from card_ids(v)


def check_view(st: HuaniaoState, seat: int | None) -> None:
    """§14: a view never shows another seat's hidden cards or the pile."""
    v = st.view(seat)
    over = st.is_over()
    body = {k: val for k, val in v.items() if k not in ("events", "result", "showdown")}
    hidden = set(st.pile)
    for s in range(4):
        if s != seat:
            hidden |= set(st.hands[s])
    if st.peek is not None and st.peek["seat"] == seat:
        hidden -= set(st.peek["cards"])
    if over:
        hidden = set(st.pile)
    leaked = set(card_ids(body)) & hidden
    assert not leaked, f"view of {seat} leaks {leaked}"
    assert not (set(card_ids(v["events"])) & set(st.pile)), "an event shows a pile card"
    if seat is not None:
        assert [c["id"] for c in v["hand"]] == st.hands[seat]
    night = st.opts["lighting"] == "night"
    for ph, vp in zip(st.pool, v["pool"], strict=True):
        for c, u, vc in zip(ph.cards, ph.up, vp["cards"], strict=True):
            assert (vc is None) == (not u)
            if vc is not None:
                assert vc["id"] == c
    assert all((c is None) == night for c in v["heap"])
    assert [s["count"] for s in v["seats"]] == [len(h) for h in st.hands]


def checked_playout(opts: dict[str, Any], seed: int, rng: SplitMix64, *, first: int | None = None,
                    fuzz: bool = True, max_steps: int = 6000) -> HuaniaoState:
    """Play random legal actions (with timeouts, undos, illegal probes) checking everything."""
    carry = None if first is None else {"first": first}
    st = new(opts, seed, carry)
    steps = 0
    while not st.is_over():
        steps += 1
        assert steps < max_steps, "no end"
        st.check_invariants()
        text = st.notation()
        assert load(text).notation() == text
        if fuzz:
            for seat in (None, 0, 1, 2, 3):
                check_view(st, seat)
            probe_illegal(st, rng)
            assert st.notation() == text
        actors = st.to_act()
        assert actors, "nobody to act"
        seat = actors[rng.uniform(len(actors))]
        legal = st.legal_actions(seat)
        assert legal, f"seat {seat} owes a decision but has no legal action in {st.phase}"
        if fuzz:
            for a in legal:
                assert GAME.parse_action(GAME.format_action(a)) == a
        if rng.uniform(20) == 0:
            a = st.timeout_action(seat)
        else:
            a = legal[rng.uniform(len(legal))]
        st.apply(seat, a)
    st.check_invariants()
    assert st.winner is not None
    text = st.notation()
    assert load(text).notation() == text
    return st


def probe_illegal(st: HuaniaoState, rng: SplitMix64) -> None:
    """Send a few random (mostly illegal) actions; a refusal must leave the position unchanged."""
    before = st.notation()
    n = st.n_cards
    for _ in range(3):
        seat = rng.uniform(4)
        k = rng.uniform(12)
        cards = [rng.uniform(n) for _ in range(rng.uniform(5))]
        a: dict[str, Any]
        if k == 0:
            a = {"a": "op", "op": ("ming", "ge", "song", "qi")[rng.uniform(4)], "cards": cards}
        elif k == 1:
            a = {"a": "op", "op": "wu", "kind": ("wind", "moon", "flower", "tianxia", "huaniao", "queyu",
                                                 "liangfeng", "fenghua", "wanzi", "bogus")[rng.uniform(10)],
                 "cards": cards}
        elif k == 2:
            a = {"a": "gift", "to_cards": {str(rng.uniform(4)): cards}}
        elif k == 3:
            a = {"a": "target", "seat": rng.uniform(5)}
        elif k == 4:
            a = {"a": "pass", "card": cards[0] if cards else 99}
        elif k == 5:
            a = {"a": "discard", "cards": cards}
        elif k == 6:
            a = {"a": "guess", "kind": ("bird", "number", "function", "none", "x")[rng.uniform(5)]}
        elif k == 7:
            a = {"a": ("end_turn", "undo", "call", "resume", "timeout", "nonsense")[rng.uniform(6)]}
        elif k == 8:
            a = {"a": "day_play", "play": rng.uniform(3) == 0}
        elif k == 9:
            a = {"a": "op"}
        elif k == 10:
            a = {"a": "op", "op": "ming", "cards": ["x"]}
        else:
            # a legal action sent by the wrong seat
            actors = st.to_act()
            others = [s for s in range(4) if s not in actors and s != st.active]
            legal = st.legal_actions(actors[0]) if actors else []
            if not others or not legal:
                continue
            a = legal[0]
            seat = others[0]
        probe = st.clone()
        try:
            probe.apply(seat, a)
        except IllegalAction:
            assert probe.notation() == before, f"refused {a} changed the state"
