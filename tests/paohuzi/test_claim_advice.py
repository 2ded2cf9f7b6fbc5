"""The 听牌 panel's advice on a claim (play-test 19, FIXERS 5): what the hand waits on after a 碰 or
吃 and the discard that follows it, checked against the rules themselves (the claim made, the others
passing, then the ready report of the discard prompt)."""

from __future__ import annotations

from pygame_core.core.rng import SplitMix64
from pygame_core.games.paohuzi import DEFAULTS
from pygame_core.games.paohuzi.cards import CODES
from pygame_core.games.paohuzi.hints import claim_waits, ready_report
from pygame_core.games.paohuzi.rules import PaohuziState


def _after(st: PaohuziState, seat: int, action: dict[str, object]) -> list[int] | None:
    """The most waits any discard leaves once ``action`` is made and every other seat asked passes."""
    s = st.clone()
    assert isinstance(s, PaohuziState)
    evs = list(s.apply(seat, action))
    for _ in range(4):
        others = [x for x in s.to_act() if x != seat]
        if not others or s.phase != "claim":
            break
        for x in others:
            evs += s.apply(x, {"a": "pass"})
    if not any(e.type == action["a"] and e.data.get("seat") == seat for e in evs):
        return None  # another answer took the card first, or a forced 跑
    if s.phase != "discard" or seat not in s.to_act():
        return None
    rep = ready_report(s.view(seat), seat, scores=False)
    return max(
        (sorted(CODES.index(r["card"]) for r in o["waits"]) for o in rep["options"]), key=len, default=[]
    )


def test_claim_waits_match_the_rules_after_the_claim() -> None:
    checked = ready = 0
    for seed in range(1, 40):
        rng = SplitMix64(seed)
        st = PaohuziState.new_hand(dict(DEFAULTS), seed, 0)
        for _ in range(300):
            if st.is_over():
                break
            acting = list(st.to_act())
            seat = acting[rng.uniform(len(acting))]
            legal = st.legal_actions(seat)
            if st.phase == "claim":
                for a in legal:
                    if a["a"] in ("peng", "chi"):
                        want = _after(st, seat, a)
                        if want is None:
                            continue
                        got = claim_waits(st.view(seat), seat, a)
                        assert got is not None and len(got) == len(want), (seed, a, got, want)
                        checked += 1
                        ready += bool(want)
            st.apply(seat, legal[rng.uniform(len(legal))])
    assert checked >= 20 and ready >= 1, (checked, ready)
    assert claim_waits({"offer": None}, 0, {"a": "peng"}) is None
