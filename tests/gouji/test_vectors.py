"""Every test vector of gouji.md §18, named by its number."""

from __future__ import annotations

import pytest

from pygame_core.core.errors import IllegalAction
from pygame_core.games.gouji import GAME
from pygame_core.games.gouji.cards import parse_ranks, value
from pygame_core.games.gouji.combos import beats_kind, from_values, is_gouji_shape, is_pure
from pygame_core.games.gouji.notation import parse_action
from pygame_core.games.gouji.scoring import dian_gong, points, select_payments
from pygame_core.games.gouji.texts import REASONS

from .helpers import pos, run, types


def C(text: str):  # noqa: N802
    c = from_values(parse_ranks(text))
    assert c is not None
    return c


def beats(n: str, t: str) -> bool:
    return bool(beats_kind(C(n), C(t)))


# ---------------------------------------------------------------- 18.1 shapes
def test_v01_five_tens() -> None:
    assert is_gouji_shape(C("T T T T T")) and is_pure(C("T T T T T"))


def test_v02_three_jacks_not_gouji() -> None:
    assert not is_gouji_shape(C("J J J"))


@pytest.mark.parametrize("t", ["J J J J", "Q Q Q", "K K", "A A"])
def test_v03_gouji_and_pure(t: str) -> None:
    assert is_gouji_shape(C(t)) and is_pure(C(t))


def test_v04_single_ace_and_twos() -> None:
    assert not is_gouji_shape(C("A"))
    assert is_gouji_shape(C("2")) and not is_pure(C("2"))
    assert is_gouji_shape(C("2 2")) and is_pure(C("2 2"))


def test_v05_jokers() -> None:
    assert is_gouji_shape(C("SJ")) and not is_pure(C("SJ"))
    assert is_gouji_shape(C("9 9 SJ")) and not is_pure(C("9 9 SJ"))


def test_v06_helper_two() -> None:
    assert is_gouji_shape(C("2 T T T T")) and not is_pure(C("2 T T T T"))
    assert not is_gouji_shape(C("2 T"))


def test_v07_joker_pair() -> None:
    c = C("BJ SJ")
    assert c[0] == 16 and is_gouji_shape(c) and not is_pure(c)


def test_v08_invalid_shapes() -> None:
    assert from_values(parse_ranks("K A")) is None
    st = pos(turn=0, h0="4 SJ 3 9")
    with pytest.raises(IllegalAction) as e:
        run(st, "0: 4 SJ")
    assert e.value.code == "E_FOUR_HELPER"
    st = pos(turn=0, h0="3 2")
    with pytest.raises(IllegalAction) as e:
        run(st, "0: 3 2")
    assert e.value.code == "E_THREE_ALONE"
    with pytest.raises(IllegalAction) as e:
        run(st, "0: K A")
    assert e.value.code == "E_NOT_HELD"
    st = pos(turn=0, h0="3 K A")
    with pytest.raises(IllegalAction) as e:
        run(st, "0: K A")
    assert e.value.code == "E_MIXED"


# ---------------------------------------------------------------- 18.2 comparison
@pytest.mark.parametrize(("vid", "n", "t", "yes"), [
    (9, "8 8 8", "7 7 7", True),
    (10, "2 8 8", "7 7 7", True),
    (11, "SJ 8 8", "7 7 7", True),
    (12, "2 2 2", "7 7 7", True),
    (13, "SJ 2 2", "2 2 2", False), (13, "SJ SJ SJ", "2 2 2", True),
    (14, "2 A", "K K", True), (14, "2 A", "A A", False), (14, "SJ A", "A A", False), (14, "SJ 2", "A A", True),
    (15, "BJ 6 6", "SJ 5 5", True), (15, "SJ 6 6", "SJ 5 5", False), (15, "BJ 5 5", "SJ 5 5", False),
    (16, "BJ BJ 6", "SJ 5 5", True),
    (17, "BJ 7 7 7 7", "SJ 8 8 8 8", False),
    (18, "BJ", "SJ", True), (18, "SJ", "SJ", False), (18, "BJ", "BJ", False),
    (19, "BJ BJ", "BJ", True), (19, "BJ BJ 8 8", "BJ 7 7", True), (19, "BJ BJ 8", "BJ 7 7", False),
    (19, "BJ BJ 7 7", "BJ 7 7", False),
    (20, "BJ SJ", "SJ SJ", False), (20, "BJ BJ", "SJ BJ", False), (20, "BJ BJ BJ", "SJ BJ", True),
    (21, "T T T", "9 9 9 9", False), (21, "5", "3", True), (21, "5 5", "4 4", True),
])
def test_v09_v21_comparison(vid: int, n: str, t: str, yes: bool) -> None:
    assert beats(n, t) is yes, f"vector {vid}: {n} vs {t}"


def test_v19_ershayi_kind() -> None:
    assert beats_kind(C("BJ BJ"), C("BJ")) == "ershayi"
    assert beats_kind(C("BJ BJ"), C("BJ"), ershayi=False) == ""


# ---------------------------------------------------------------- 18.3 the 3 and the 4s
def test_v22_three_not_before_last() -> None:
    st = pos(turn=0, h0="3 7 7")
    plays = sorted(a["cards"] for a in st.legal_actions(0))
    assert plays == [["7"], ["7", "7"]]
    with pytest.raises(IllegalAction) as e:
        run(st, "0: 3")
    assert e.value.code == "E_THREE_LAST"


def test_v23_last_three_goes_out() -> None:
    st = pos(turn=0, h0="3")
    assert st.legal_actions(0) == [{"a": "play", "cards": ["3"]}]
    evs = run(st, "0: 3")
    assert 0 in st.finished and "out" in types(evs)


def test_v24_fours_all_at_once() -> None:
    st = pos(turn=0, h0="4 4 4 9 SJ 3")
    for bad, code in (("4 4", "E_FOUR_ALL"), ("4 4 4 SJ", "E_FOUR_HELPER")):
        with pytest.raises(IllegalAction) as e:
            run(st, f"0: {bad}")
        assert e.value.code == code
    run(st, "0: 4 4 4")
    assert st.ostate[0] == "F"


def test_v25_single_four_on_final_three() -> None:
    st = pos(turn=1, h1="3", h2="4 5 3")
    run(st, "1: 3")
    assert st.turn == 2
    run(st, "2: 4")
    assert st.ostate[2] == "F"
    st = pos(turn=1, h1="3", h2="4 4 5 3")
    run(st, "1: 3")
    with pytest.raises(IllegalAction) as e:
        run(st, "2: 4")
    assert e.value.code == "E_FOUR_ALL"
    assert {"a": "play", "cards": ["4", "4"]} not in st.legal_actions(2)


# ---------------------------------------------------------------- 18.4 buying
def _buy(threes: list[int], extra: dict[int, str]) -> list[dict]:
    fields = {f"h{s}": " ".join(["3"] * threes[s] + [extra.get(s, "9 T")]) for s in range(6)}
    st = pos(ph="mingdian", l0=0, **fields)
    evs: list = []
    st._buy(3, evs)
    while st.phase == "buy_pay":
        seat = st.to_act()[0]
        evs.extend(st.apply(seat, st.timeout_action(seat)))
    return [e.data for e in evs if e.type == "bought" and e.data["rank"] == 3]


def test_v26_buy_from_opposite() -> None:
    b = _buy([1, 1, 0, 1, 1, 2], {2: "2 2 9"})
    assert len(b) == 1
    assert (b[0]["buyer"], b[0]["seller"], value(b[0]["paid"])) == (2, 5, 15)


def test_v27_teammate_gives_free() -> None:
    b = _buy([2, 1, 0, 1, 1, 1], {})
    assert len(b) == 1 and (b[0]["buyer"], b[0]["seller"], b[0]["paid"]) == (2, 0, None)


def test_v28_pay_highest_card() -> None:
    b = _buy([1, 1, 0, 1, 0, 3], {2: "9 K"})
    mine = [x for x in b if x["buyer"] == 2]
    assert mine[0]["seller"] == 5 and value(mine[0]["paid"]) == 13


def test_v29_each_from_own_opposite() -> None:
    b = _buy([1, 2, 0, 1, 0, 2], {2: "2 9", 4: "2 9"})
    assert sorted((x["buyer"], x["seller"], x["paid"] is not None) for x in b) == [(2, 5, True), (4, 1, True)]


def test_v30_neighbour_fallback() -> None:
    fields = {"h0": "3 9", "h1": "3 3 9", "h2": "2 9", "h3": "3 9", "h4": "3 9", "h5": "3 9"}
    st = pos(ph="mingdian", **fields)
    evs: list = []
    st._buy(3, evs)
    assert st.phase == "buy_pay" and st.to_act() == (2,)
    assert st.legal_actions(2) == [{"a": "pay", "card": "2"}]
    evs += st.apply(2, {"a": "pay", "card": "2"})
    b = [e.data for e in evs if e.type == "bought"]
    assert [(x["buyer"], x["seller"], x["how"]) for x in b] == [(2, 1, "neighbour")]
    assert value(b[0]["paid"]) == 15
    assert all(sum(1 for c in h if value(c) == 3) == 1 for h in st.hands)


# ---------------------------------------------------------------- 18.5 point tribute
@pytest.mark.parametrize(("vid", "so", "oo", "sc", "oc", "o2s", "s2o"), [
    (31, True, False, "", "y", 9, 0),
    (32, False, False, "m", "y", 2, 4),
    (33, False, True, "y", "m", 0, 10),
    (34, True, True, "m", "", 0, 4),
    (35, True, True, "", "", 0, 0),
])
def test_v31_v35_point_tribute(vid: int, so: bool, oo: bool, sc: str, oc: str, o2s: int, s2o: int) -> None:
    assert dian_gong(so, oo, sc, oc) == (o2s, s2o), f"vector {vid}"


def test_point_tribute_formula_matches_table() -> None:
    base = {"": 1, "m": 2, "y": 4}
    pen = {"": 0, "m": 4, "y": 8}
    for so in (True, False):
        for oo in (True, False):
            for sc in base:
                for oc in base:
                    o2s = (0 if oo else base[sc]) + (pen[oc] if so else 0)
                    s2o = (0 if so else base[oc]) + (pen[sc] if oo else 0)
                    assert dian_gong(so, oo, sc, oc) == (o2s, s2o)
    assert dian_gong(True, True, "m", "y", both_opened_call_penalty=False) == (0, 0)


# ---------------------------------------------------------------- 18.6 trick flow
def test_v36_opening_succeeds() -> None:
    st = pos(turn=0, h0="Q Q Q 4 4 7 7 3")
    evs = run(st, "0: Q Q Q", "1: pass", "2: pass", "3: pass")
    assert "yield" in types(evs) and st.yielded[3]
    evs = run(st, "4: pass", "5: pass")
    assert st.turn == 3 and "last_word" in types(evs)
    evs = run(st, "3: pass")
    assert st.ostate[0] == "P" and st.turn == 0 and not st.top and not st.shao


def test_v37_fa_si() -> None:
    st = pos(turn=0, h0="4 4 7 7 3", os="PNNNNN")
    run(st, "0: 4 4")
    assert st.ostate[0] == "O"
    st = pos(turn=0, h0="4 4 7 7 3", os="PNNNNN")
    evs = run(st, "0: 7 7")
    assert st.ostate[0] == "N" and "open_lapsed" in types(evs)


def test_v38_opposite_kills() -> None:
    st = pos(turn=0, h0="K K 9 4 3", h3="A A 9 4 3")
    evs = run(st, "0: K K", "1: pass", "2: pass", "3: A A")
    assert "attempt_failed" in types(evs) and not st.passed[0]
    run(st, "4: pass", "5: pass", "0: pass")
    assert st.turn == 3 and not st.top
    assert st.ostate[0] == "N" and st.ostate[3] == "P"


def test_v39_intercept_and_counter() -> None:
    st = pos(turn=0, h0="Q Q Q 9 4 3", h1="K K K 9 4 3", h2="A A A 9 4 3")
    evs = run(st, "0: Q Q Q", "1: K K K", "2: A A A", "3: pass", "4: pass", "5: pass")
    assert types(evs).count("shao") == 2 and types(evs).count("attempt_void") == 2
    assert st.yielded[5]
    run(st, "0: pass", "1: pass")
    assert st.turn == 5
    run(st, "5: pass")
    assert st.ostate == "NNPNNN" and st.turn == 2
    assert st.shao == [[0, 1], [1, 2]]


def test_v40_teammate_overtakes() -> None:
    st = pos(turn=0, h0="J J J J 9 3", h2="Q Q Q Q 9 3")
    evs = run(st, "0: J J J J", "1: pass", "2: Q Q Q Q")
    shao = [e for e in evs if e.type == "shao"]
    assert shao and shao[0].data["tribute"] is False and st.shao == []
    assert "attempt_void" in types(evs)


def test_v41_overtaken_after_opposite_passed() -> None:
    st = pos(turn=0, h0="Q Q Q 9 4 3", h4="K K K 9 4 3")
    run(st, "0: Q Q Q", "1: pass", "2: pass", "3: pass", "4: K K K")
    assert st.ostate[0] == "P" and not st.passed[1]
    run(st, "5: pass", "0: pass", "1: pass")
    assert st.turn == 4 and not st.top and st.ostate == "PNNNPN"


def test_v42_ershayi_not_shao() -> None:
    st = pos(turn=1, h1="BJ 7 7 9 3", h2="BJ BJ 8 8 9 3")
    evs = run(st, "1: BJ 7 7", "2: BJ BJ 8 8")
    assert "shao" not in types(evs) and st.shao == []
    assert [e.data["kind"] for e in evs if e.type == "play"] == ["lead", "ershayi"]


def test_v43_passed_cannot_shao() -> None:
    st = pos(turn=0, h0="7 7 9 3", h1="A A 9 3", h2="K K 9 3")
    run(st, "0: 7 7", "1: pass", "2: K K")
    with pytest.raises(IllegalAction) as e:
        run(st, "1: A A")
    assert e.value.code == "E_NOT_YOUR_TURN" and e.value.reason == REASONS["E_PASSED"]


def test_v44_e1_reopens_opposite() -> None:
    st = pos(turn=0, h0="9 9 9 5 3", h4="Q Q Q 5 4 3")
    run(st, "0: 9 9 9", "1: pass", "2: pass", "3: pass", "4: Q Q Q")
    assert not st.passed[1]
    run(st, "5: pass", "0: pass")
    assert st.turn == 1
    run(st, "1: pass")
    assert st.turn == 4 and not st.top and st.ostate[4] == "P"


def test_v45_e2_last_word() -> None:
    st = pos(turn=0, h0="9 9 9 5 3", h4="T T T 5 3", h1="K K K 5 4 3")
    run(st, "0: 9 9 9", "1: pass", "2: pass", "3: pass", "4: T T T", "5: pass")
    evs = run(st, "0: pass")
    assert st.turn == 1 and "last_word" in types(evs)
    run(st, "1: K K K")
    assert st.turn == 4
    run(st, "4: pass")
    assert st.turn == 1 and not st.top and st.ostate[1] == "P"


def test_v46_last_actor_pass_final() -> None:
    st = pos(turn=2, h2="8 8 5 3", h5="9 9 5 3")
    run(st, "2: 8 8", "3: pass", "4: pass", "5: 9 9", "0: pass", "1: pass", "2: pass")
    assert st.turn == 5 and not st.top


def test_v47_forfeit() -> None:
    st = pos(turn=3, h3="4 4 A A 5 3")
    run(st, "3: 4 4")
    assert st.ostate[3] == "F"
    st = pos(turn=3, h3="A A 5 3", os="NNNFNN")
    run(st, "3: A A", "4: pass", "5: pass", "0: pass", "1: pass", "2: pass")
    assert st.turn == 0  # the opposite's last word
    run(st, "0: pass")
    assert st.ostate[3] == "F" and st.turn == 3


def test_v48_no_head() -> None:
    st = pos(turn=0, fin="3", h3="", h0="2 2 5 3", h1="SJ SJ 5 3")
    assert not st.has_head(0)
    evs = run(st, "0: 2 2")
    assert not st.top_gouji and not st.top_att
    evs = run(st, "1: SJ SJ")
    assert "shao" not in types(evs)


def test_v49_four_way_chaos() -> None:
    st = pos(turn=0, fin="14", h1="", h4="", h0="A A SJ SJ 5 3", h2="2 2 5 3")
    assert st.chaos()
    run(st, "0: A A")
    assert not st.top_gouji
    evs = run(st, "2: 2 2")
    assert "shao" not in types(evs)
    run(st, "3: pass", "5: pass", "0: SJ SJ", "2: pass", "3: pass", "5: pass")
    assert st.turn == 0 and not st.top
    run(st, "0: 5")
    assert not st.top_att


def test_v50_pending_survives_cutoff() -> None:
    st = pos(turn=1, fin="0", h0="", os="NNNNNP", h1="3", h5="4 4 7 3")
    run(st, "1: 3")
    assert st.chaos()
    run(st, "2: pass", "3: pass", "4: pass", "5: pass")
    assert st.turn == 2  # 接风 after seat 1
    st = pos(turn=5, fin="01", h0="", h1="", os="NNNNNP", h5="4 4 7 3")
    run(st, "5: 4 4")
    assert st.ostate[5] == "O"


# ---------------------------------------------------------------- 18.7 憋3 and 接风
def test_v51_bie3_hidden_then_revealed() -> None:
    st = pos(turn=5, h5="9 9 3", h0="T T 5 3")
    evs = run(st, "5: 9 9", "0: T T")
    assert st.bie3 == [[5, 0, 0]]
    rec = [e for e in evs if e.type == "bie3"][0]
    assert all(rec.for_seat(s) is None for s in range(6))
    assert all(st.view(s)["bie3"] == [] for s in range(6))
    st = pos(turn=4, fin="13", h1="", h3="", h4="3", h5="3", h0="T 9 3", b3="5>0")
    run(st, "4: 3", "5: pass", "0: pass", "2: pass")
    assert st.turn == 5
    evs = run(st, "5: 3")
    assert "bie3_revealed" in types(evs) and st.is_over()
    assert {"kind": "bie", "from": 5, "to": 0, "n": 1} in st.obligations


def test_v52_no_bie3_when_unbeaten() -> None:
    st = pos(turn=5, h5="9 9 3")
    run(st, "5: 9 9", "0: pass", "1: pass", "2: pass", "3: pass", "4: pass", "2: pass")
    assert st.turn == 5
    run(st, "5: 3")
    assert st.bie3 == [] and 5 in st.finished


@pytest.mark.parametrize(("fin", "expect"), [("", 2), ("2", 3)])
def test_v53_jiefeng_order(fin: str, expect: int) -> None:
    extra = {"h2": ""} if fin else {}
    st = pos(turn=1, h1="3", fin=fin, **extra)
    others = [s for s in (2, 3, 4, 5, 0) if s not in st.finished]
    run(st, "1: 3", *[f"{s}: pass" for s in others])
    if st.turn == 4:  # seat 4 yielded; its final decision
        run(st, "4: pass")
    assert st.turn == expect and not st.top


# ---------------------------------------------------------------- 18.8 revolution
def test_v54_eligibility() -> None:
    st = pos(h2="K K 9 9 3 4", h3="K 2 9 3 4")
    assert st.revolution_eligible(2) and not st.revolution_eligible(3)


def test_v55_two_declare_redeal() -> None:
    st = pos(ph="revolution", rv="n?nn?n", calls="y-----", h1="K K 9 3 4", h4="Q Q 9 3 4",
             h0="2 3 4", h2="2 3 4", h3="2 3 4", h5="2 3 4",
             seed=5, **{"in": "luo:2>1*2"})
    run(st, "1: declare")
    evs = run(st, "4: declare")
    assert "redeal" in types(evs) and st.redeals == 1
    assert st.calls[0] == "y" and st.incoming == [{"kind": "luo", "from": 2, "to": 1, "n": 2}]
    assert any(e.type == "tribute" for e in evs)
    assert st.phase in ("return", "buy_pay", "revolution", "mingdian", "play", "buy_opt")


def test_v56_revolutionary_opens() -> None:
    st = pos(R=2, duel="lead", turn=2, h2="K K 4 4 9 3", h5="A 9 3 4", l0=0)
    run(st, "2: K K")
    assert st.to_act() == (5,)
    run(st, "5: pass")
    assert st.ostate[2] == "P" and st.turn == 2
    assert st.legal_actions(2) == [{"a": "play", "cards": ["4", "4"]}]
    with pytest.raises(IllegalAction) as e:
        run(st, "2: 9")
    assert e.value.code == "E_FORCED_FOUR"
    run(st, "2: 4 4")
    assert st.ostate[2] == "O" and st.rev_dead
    run(st, "3: pass", "4: pass", "5: pass", "0: pass", "1: pass")
    if st.turn == 5 and st.top:  # 5's last word on the 4s
        run(st, "5: pass")
    assert st.turn == 5 and not st.top


def test_v57_opposite_answers_duel() -> None:
    st = pos(R=2, duel="lead", turn=2, h2="K K 4 4 9 3", h5="2 A A 4 9 3")
    run(st, "2: K K")
    with pytest.raises(IllegalAction) as e:
        run(st, "5: 2 A")
    assert e.value.code == "E_DUEL_PURE"
    run(st, "5: A A")
    assert st.ostate[5] == "P" and st.turn == 5 and st.rev_dead and st.ostate[2] == "N"
    assert st.legal_actions(5) == [{"a": "play", "cards": ["4"]}]
    run(st, "5: 4")
    assert st.ostate[5] == "O"


def test_v58_gousiji() -> None:
    st = pos(R=2, rdead=1, duel="done", turn=5, os="NNONNN",
             h5="Q Q Q K K K K K K 9 9 3", h0="A A A 7 3")
    run(st, "5: Q Q Q")
    assert st.top_gouji and st.rp_count == 1
    evs = run(st, "0: A A A")
    assert st.shao == [[5, 0]] and "shao" in types(evs)
    st = pos(R=2, rdead=1, duel="done", turn=5, rpc=3, h5="K K 9 3")
    assert not st.has_head(5)
    run(st, "5: K K")
    assert not st.top_gouji


def test_v59_revolution_places() -> None:
    st = pos(R=2, rdead=1, duel="done", os="NNONNN", fin="103", h1="", h0="", h3="",
             turn=5, h5="3", h4="9 9 3", h2="K 9 3")
    run(st, "5: 3")
    assert st.is_over()
    assert st.places == [2, 1, 4, 3, 6, 5]
    assert {"kind": "dian", "from": 5, "to": 2, "n": 1} in st.obligations


# ---------------------------------------------------------------- 18.9 hand end, tribute, scoring
def test_v60_losers_tribute() -> None:
    st = pos(fin="103", h1="", h0="", h3="", turn=5, h5="3", h2="5 6 7 8 9 T 3", h4="5 6 3",
             os="OOOOOO")
    run(st, "5: 3")
    assert st.places[4] == 5 and st.places[2] == 6
    luo = [o for o in st.obligations if o["kind"] == "luo"]
    assert {"kind": "luo", "from": 2, "to": 1, "n": 2} in luo
    assert {"kind": "luo", "from": 4, "to": 0, "n": 1} in luo
    carry = st.carry()
    nxt = GAME.new(GAME.options_for(), 11, carry)
    for _ in range(6):
        run(nxt, f"{nxt.to_act()[0]}: skip")
    assert sorted(r[0] for r in nxt.ret_pending) == [0, 1] or nxt.phase != "return"
    assert {(r[0], r[1], r[2]) for r in nxt.ret_pending} == {(1, 2, 2), (0, 4, 1)}


def test_v61_tribute_card_selection() -> None:
    st = pos(h4="BJ 2 2 A A K Q Q 9 3")
    obl = [{"kind": "dian", "from": 4, "to": 1, "n": 2}, {"kind": "shao", "from": 4, "to": 3, "n": 1},
           {"kind": "luo", "from": 4, "to": 5, "n": 1}]
    pays = select_payments(st.hands, obl, True)
    got = [[value(c) for c in cards] for _it, cards in pays]
    assert got == [[17, 15], [15], [13]]


def test_v62_chuan_sanhu() -> None:
    st = pos(fin="02", h0="", h2="", turn=4, h4="3", os="OOOOOO")
    run(st, "4: 3")
    assert st.is_over() and st.chuan_sanhu() and st.scored
    c = st.carry()
    assert c is not None and c["hand"] == 1 and c["obligations"] == [] and c["daluo"] is None
    assert sum(st.scores) == 0 and st.scores == points(st.obligations)


def _hand3() -> object:
    st = pos(o="min_hands:3", hn=3, fin="134", h1="", h3="", h4="", turn=5, h5="3",
             h0="5 3", h2="5 6 7 3", os="OONNON", shao="4>5")
    run(st, "5: 3")
    return st


def test_v63_scoring_at_session_end() -> None:
    st = _hand3()
    assert st.is_over() and not st.scored  # type: ignore[attr-defined]
    r = st.result()  # type: ignore[attr-defined]
    assert r["points"] == [0, 4, -4, 0, -2, 2] and sum(r["points"]) == 0
    assert r["scores_if_session_ends"] == [0, 4, -4, 0, -2, 2] and r["may_end_session"]


def test_v64_continue_pays_cards() -> None:
    st = _hand3()
    carry = st.carry()  # type: ignore[attr-defined]
    assert carry["scores"] == [0] * 6 and carry["hand"] == 4
    nxt = GAME.new(GAME.options_for(min_hands=3), 99, carry)
    evs = []
    for _ in range(6):
        evs += run(nxt, f"{nxt.to_act()[0]}: skip")
    paid = [(e.data["kind"], e.data["from"], e.data["to"], len(e.data["cards"])) for e in evs if e.type == "tribute"]
    assert sorted(paid) == sorted([("luo", 2, 1, 2), ("luo", 0, 3, 1), ("dian", 3, 0, 1), ("dian", 2, 5, 1),
                                   ("dian", 5, 2, 1), ("shao", 4, 5, 1)])


def test_action_notation_round_trip() -> None:
    for text in ("T T 2 SJ", "pass", "return 5 6", "pay SJ", "declare", "skip", "yudian", "mingdian"):
        assert GAME.format_action(parse_action(text)) == text
